import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { evidenceFromReports } from '../../src/evidence/mapping.js'
import { readReport } from '../../src/evidence/reports.js'
import { parseReport } from '../../src/evidence/report-text.js'
import { FIXTURES } from './helpers.js'

/** Real runners are messy; leniency must still count every failure (issue 9, item 2). */

describe('terminal colours in JUnit reports', () => {
  it('raw escape characters (vitest) become visible text, and the failure still counts', async () => {
    const report = await readReport(join(FIXTURES, 'junit/vitest-ansi.xml'), 'vitest-ansi.xml')
    expect(report.cases.map((c) => c.status)).toEqual(['failed', 'passed'])
    const trace = report.cases[0]!.trace!
    expect(trace).toContain('\\x1B[31m+ 5\\x1B[39m')
    expect(trace).not.toContain('\u001b')
  })

  it('escapes written as character references (jest-junit) too, and NUL', () => {
    const text = readFileSync(join(FIXTURES, 'junit/jest-junit-ansi.xml'), 'utf8')
    const report = parseReport(text, 'jest-junit-ansi.xml')
    expect(report.cases.map((c) => c.status)).toEqual(['failed', 'passed'])
    const failure = report.cases[0]!.trace ?? report.cases[0]!.message!
    expect(failure).toContain('Expected: \\x1B[32m4\\x1B[39m')
    expect(failure).toContain('src/cart.test.ts:9:21)\\x1B\\x00')
    // The trace still ties the failure to the touched file.
    const evidence = evidenceFromReports([report], ['src/cart.ts', 'src/cart.test.ts'])
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.failures[0]).toMatchObject({ file: 'src/cart.test.ts', line: 9 })
  })

  it('a character reference cut by a chunk boundary is still recognised', () => {
    const head = '<testsuites><testsuite name="s"><testcase name="t"><failure message="a'
    // Place `&#x1B;` across the 64 KiB chunk boundary the parser is fed with.
    const pad = 'x'.repeat(64 * 1024 - head.length - 3)
    const text = `${head}${pad}&#x1B;[31m"/></testcase></testsuite></testsuites>`
    const report = parseReport(text, 'cut.xml', { maxMessageChars: 200_000 })
    expect(report.cases[0]!.message!.endsWith('\\x1B[31m')).toBe(true)
  })

  it('other forbidden references stay errors, and allowed ones decode as before', () => {
    const ok = parseReport(
      '<testsuite><testcase name="a&#x9;b&#38;c&#x7F;"/></testsuite>',
      'ok.xml',
    )
    expect(ok.cases[0]!.name).toBe('a\tb&c\u007f')
    expect(() =>
      parseReport('<testsuite><testcase name="&#xFFFE;"/></testsuite>', 'bad.xml'),
    ).toThrow(/^bad\.xml:1: malformed XML/)
  })
})

describe('report paths that differ from a touched path only in letter case', () => {
  const report = (file: string) =>
    parseReport(
      `<testsuite name="s"><testcase file="${file}" name="adds"><failure message="expected 3"/></testcase></testsuite>`,
      'r.xml',
    )

  it.each([
    ['Src/Sum.test.ts'],
    ['D:\\a\\shop\\shop\\SRC\\sum.test.ts'],
    ['/mnt/other/SRC/Sum.Test.ts'],
  ])('%s matches src/sum.test.ts, with a notice naming both', (file) => {
    const evidence = evidenceFromReports([report(file)], ['src/sum.test.ts'])
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.failures[0]).toMatchObject({ file: 'src/sum.test.ts' })
    expect(evidence.notices).toContainEqual(
      expect.stringMatching(
        /^The report path ".*" matches the touched file "src\/sum\.test\.ts" only when letter case is ignored/,
      ),
    )
    expect(evidence.notices.join('\n')).toContain(
      file.replace(/\\/g, '/').replace(/^D:\/a\/shop\/shop\//, ''),
    )
  })

  it('an exact match needs no notice; two touched files differing only in case match neither', () => {
    const exact = evidenceFromReports([report('src/sum.test.ts')], ['src/sum.test.ts'])
    expect(exact.notices).toEqual([])
    const twins = evidenceFromReports(
      [report('SRC/SUM.test.ts')],
      ['src/sum.test.ts', 'src/Sum.test.ts'],
    )
    expect(twins.failures).toEqual([])
    // Related to neither, but still a failing test of the run.
    expect(twins.tests_pass).toBe(false)
    expect(twins.other_failures).toHaveLength(1)
  })
})
