import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectEvidence } from '../../src/evidence/collect.js'
import { FIXTURES, GREEN_SUM, input, node, repo, runnerRepo } from './helpers.js'

/** Issue 9, item 2: evidence that cannot be read or trusted says why, and is never a pass. */

const RED_SUM =
  '<testsuites><testsuite name="s"><testcase classname="src/sum.test.ts" name="adds">' +
  '<failure message="expected 3"/></testcase></testsuite></testsuites>'
const SKIPPED_SUM =
  '<testsuites><testsuite name="s">' +
  '<testcase classname="src/sum.test.ts" name="adds"><skipped/></testcase>' +
  '<testcase classname="src/sum.test.ts" name="subtracts"><skipped/></testcase>' +
  '</testsuite></testsuites>'
const command = `${node} runner.cjs {files}`

describe('unreadable reports', () => {
  it('a malformed report is a cause, and red in another report still wins', async () => {
    const root = repo({
      'src/sum.ts': '',
      'reports/a-red.xml': RED_SUM,
      'reports/b-broken.xml': '<testsuites><testcase name="x">',
    })
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.failures).toHaveLength(1)
    expect(evidence.unknown_reasons).toEqual([
      'a test report could not be read: reports/b-broken.xml:1: malformed XML: unclosed tag: testcase',
    ])
    expect(evidence.reports!.find((r) => r.path === 'reports/b-broken.xml')!.error).toBeDefined()
  })

  it('a report cut off half-way is a cause and takes a green result back to unknown', async () => {
    const root = repo({
      'src/sum.ts': '',
      'reports/a-green.xml': GREEN_SUM,
      'reports/b-cut.xml': GREEN_SUM.slice(0, 60),
    })
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.unknown_reasons).toHaveLength(1)
    expect(evidence.unknown_reasons![0]).toMatch(
      /^a test report could not be read: reports\/b-cut\.xml:1: malformed XML/,
    )
  })

  it('a report over the size cap is a cause naming the file and the limit', async () => {
    const root = repo({ 'src/sum.ts': '', 'reports/big.xml': GREEN_SUM })
    const evidence = await collectEvidence(
      input(root, { reportGlobs: ['reports/*.xml'], limits: { maxBytes: 50 } }),
    )
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.unknown_reasons).toEqual([
      expect.stringMatching(
        /^a test report could not be read: reports\/big\.xml: .*over the .* limit/,
      ),
    ])
  })
})

describe('missing reports', () => {
  it('a glob matching nothing, with no other source: a cause naming the glob', async () => {
    const root = repo({ 'src/sum.ts': '' })
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.unknown_reasons).toEqual([
      'no file matches the test report glob "reports/*.xml" and no other source gave a verdict ' +
        '(the test step may have died before writing its report)',
    ])
  })

  it('a glob matching nothing is no cause when the test command then gives a verdict', async () => {
    const root = runnerRepo('pass')
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'], command }))
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.unknown_reasons).toEqual([])
  })
})

describe('the test command', () => {
  it('a command that cannot start: unknown, the cause names the command', async () => {
    const root = runnerRepo()
    const evidence = await collectEvidence(
      input(root, { command: 'no-such-test-runner-xyz {files}' }),
    )
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.unknown_reasons).toEqual([
      'the test command "no-such-test-runner-xyz src/sum.test.ts" could not start: command not found: no-such-test-runner-xyz',
    ])
  })

  it('a command killed by a signal: unknown with the signal, and not cached', async () => {
    const root = runnerRepo('kill')
    const evidence = await collectEvidence(input(root, { command }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.failures).toEqual([])
    expect(evidence.unknown_reasons).toEqual([
      expect.stringMatching(
        /^the test command ".*runner\.cjs src\/sum\.test\.ts" was killed by SIGKILL before it finished$/,
      ),
    ])
    expect(evidence.notices).toContain(`Unknown test evidence: ${evidence.unknown_reasons![0]}.`)
  })

  it('a non-zero exit whose reports show no failing test is red, with a bounded tail', async () => {
    const root = runnerRepo('green-exit1')
    const evidence = await collectEvidence(
      input(root, { command }, { command_reports: ['out/*.xml'] }),
    )
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.counts.passed).toBe(1)
    expect(evidence.failures).toHaveLength(1)
    const failure = evidence.failures[0]!
    expect(failure).toMatchObject({ test: 'test command', status: 'failed', file: null })
    const [head, ...tail] = failure.message.split('\n')
    expect(head).toBe('exited 1 with no failing test in its reports; last lines of output:')
    // 40 lines of chatter then the summary: only the last 20 lines are kept, marked as cut.
    expect(tail[0]).toBe('…')
    expect(tail.slice(1)).toHaveLength(20)
    expect(tail.at(-1)).toBe('coverage below threshold')
    expect(evidence.unknown_reasons).toEqual([])
  })

  it('a non-zero exit whose reports show the failure adds no second failure', async () => {
    const root = runnerRepo('report')
    writeFileSync(join(root, 'mode'), 'report')
    const evidence = await collectEvidence(
      input(root, { command }, { command_reports: ['out/*.xml'] }),
    )
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.failures.map((f) => f.test)).not.toContain('test command')
  })
})

describe('skipped, stale and simply untested', () => {
  it('every relevant test skipped: unknown, the cause names the count', async () => {
    const root = repo({ 'src/sum.ts': '', 'reports/skip.xml': SKIPPED_SUM })
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.unknown_reasons).toEqual(['all 2 relevant test run(s) were skipped; none ran'])
  })

  it('an evidence file recorded for another commit is not used, and names both commits', async () => {
    const root = repo({
      'evidence.json': JSON.stringify({
        tests_pass: false,
        counts: { failed: 1 },
        failures: [{ test: 'cart > total', message: 'expected 9' }],
        source: { kind: 'command', covers: 'deadbeef' },
      }),
    })
    const evidence = await collectEvidence(input(root, { evidenceFile: 'evidence.json' }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.failures).toEqual([])
    expect(evidence.counts.failed).toBe(0)
    expect(evidence.unknown_reasons).toEqual([
      'evidence.json was recorded for deadbeef, not for c0ffee under review; it is not used',
    ])
  })

  it('touched files with no relevant test, everything read: unknown but no cause', async () => {
    const root = repo({ 'src/sum.ts': '' })
    cpSync(join(FIXTURES, 'junit/vitest.xml'), join(root, 'reports/other.xml'))
    const base = input(root, { reportGlobs: ['reports/*.xml'], touched: ['src/unrelated.ts'] })
    // The fixture holds a failing test: red under the default suite scope, whatever it relates to.
    expect((await collectEvidence(base)).tests_pass).toBe(false)
    const evidence = await collectEvidence({
      ...base,
      config: { ...base.config, scope: 'touched' },
    })
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.untested_files).toEqual(['src/unrelated.ts'])
    expect(evidence.unknown_reasons).toEqual([])
  })
})
