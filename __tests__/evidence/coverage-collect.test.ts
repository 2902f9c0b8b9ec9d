/**
 * Per-file evidence through collectEvidence (issue 20, item 8): a source a test imports borrows
 * that test's runs, the final evidence carries only source files, and a test-cache HIT carries
 * the same coverage as the MISS that stored it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectEvidence } from '../../src/evidence/collect.js'
import { parseEvidenceJson } from '../../src/evidence/evidence-json.js'
import { FIXTURES, input, node, NOW, repo, RUNNER } from './helpers.js'

const DATE_LIBRARY: Record<string, string> = {
  'src/duration.js': 'export default class Duration {}\n',
  'src/datetime.js': 'export default class DateTime {}\n',
  'src/index.js':
    'import DateTime from "./datetime.js";\nimport Duration from "./duration.js";\n\nexport { DateTime, Duration };\n',
  'test/duration/units.test.js':
    'import { Duration } from "../../src/index.js";\n\ntest("Duration#shiftTo", () => {});\n',
}

const junit = (cases: string) =>
  `<testsuites><testsuite name="test/duration/units.test.js">${cases}</testsuite></testsuites>`

describe('import: a source a touched test imports borrows the test’s runs', () => {
  it('through the index: which tests counted for src/duration.js, and via which test file', async () => {
    const root = repo({
      ...DATE_LIBRARY,
      'reports/junit.xml': junit(
        '<testcase classname="test/duration/units.test.js" name="Duration#shiftTo"/>' +
          '<testcase classname="test/duration/units.test.js" name="Duration#normalize keeps days"><failure message="expected 2 to be 3"/></testcase>',
      ),
    })
    const evidence = await collectEvidence(
      input(root, {
        touched: ['src/duration.js', 'test/duration/units.test.js'],
        reportGlobs: ['reports/*.xml'],
      }),
    )
    expect(evidence.untested_files).toEqual([])
    expect(evidence.coverage).toEqual([
      {
        file: 'src/duration.js',
        counts: { passed: 1, failed: 1, errored: 0, skipped: 0, flaky: 0 },
        tests: [
          {
            test: 'test/duration/units.test.js > Duration#normalize keeps days',
            file: 'test/duration/units.test.js',
            status: 'failed',
          },
          {
            test: 'test/duration/units.test.js > Duration#shiftTo',
            file: 'test/duration/units.test.js',
            status: 'passed',
          },
        ],
        why: ['import'],
        imported_by: 'test/duration/units.test.js',
      },
    ])
    // The touched tests' own runs served the import; the final evidence does not carry them.
    expect(evidence).not.toHaveProperty('touched_tests')
  })

  it('a failing test’s file that imports the source: its failures are the tests that counted', async () => {
    const root = repo({
      ...DATE_LIBRARY,
      'src/cart.ts': 'export const cart = 1\n',
      'src/cart.test.ts': 'import Duration from "./duration.js"\n',
      'reports/junit.xml':
        '<testsuites><testsuite name="s">' +
        '<testcase classname="src/cart.test.ts" name="ages"><failure message="too old"/></testcase>' +
        '<testcase classname="src/cart.test.ts" name="adds"/>' +
        '</testsuite></testsuites>',
    })
    const evidence = await collectEvidence(
      input(root, { touched: ['src/cart.ts', 'src/duration.js'], reportGlobs: ['reports/*.xml'] }),
    )
    expect(evidence.untested_files).toEqual([])
    expect(evidence.coverage?.map((c) => [c.file, c.why, c.imported_by])).toEqual([
      ['src/cart.ts', ['convention'], undefined],
      ['src/duration.js', ['import'], 'src/cart.test.ts'],
    ])
    expect(evidence.coverage?.[1]).toMatchObject({
      counts: { passed: 0, failed: 1, errored: 0, skipped: 0, flaky: 0 },
      tests: [{ test: 'src/cart.test.ts > ages', file: 'src/cart.test.ts', status: 'failed' }],
    })
  })
})

describe('the test command: a HIT carries the coverage the MISS stored', () => {
  it('same coverage, MISS then HIT', async () => {
    const root = repo({
      'runner.cjs': RUNNER,
      mode: 'report',
      'src/sum.ts': 'export const sum = (a, b) => a + b\n',
      'src/sum.test.ts': '',
      'red.xml': readFileSync(join(FIXTURES, 'junit/vitest.xml'), 'utf8'),
    })
    const command = `${node} runner.cjs {files}`
    const first = await collectEvidence(
      input(root, { command }, { command_reports: ['out/*.xml'] }),
    )
    expect(first.source.cache).toBe('MISS')
    expect(first.coverage?.[0]).toMatchObject({ file: 'src/sum.ts', why: ['convention'] })
    expect(first.coverage?.[0]?.tests[0]).toMatchObject({ status: 'failed' })
    const later = new Date(NOW.getTime() + 60_000)
    const second = await collectEvidence(
      input(root, { command, now: later }, { command_reports: ['out/*.xml'] }),
    )
    expect(second.source.cache).toBe('HIT')
    expect(second.coverage).toEqual(first.coverage)
    expect(second.coverage_more).toEqual(first.coverage_more)
  })
})

describe('the evidence file format', () => {
  it('an evidence file from before coverage existed still reads; coverage round-trips', () => {
    const old = parseEvidenceJson('{"tests_pass": true, "counts": {"passed": 1}}', 'e.json')
    expect(old).not.toHaveProperty('coverage')
    const entry = {
      file: 'src/a.ts',
      counts: { passed: 1, failed: 0, errored: 0, skipped: 0, flaky: 0 },
      tests: [{ test: 'a > works', file: 'src/a.test.ts', status: 'passed' }],
      why: ['convention', 'import'],
      imported_by: 'test/a.test.ts',
    }
    const text = JSON.stringify({
      tests_pass: true,
      counts: { passed: 1 },
      coverage: [entry],
      coverage_more: 4,
    })
    const read = parseEvidenceJson(text, 'e.json')
    expect(read.coverage).toEqual([entry])
    expect(read.coverage_more).toBe(4)
  })

  it.each([
    [{ why: ['because'] }, /coverage\.0\.why\.0/],
    [{ file: '/abs/a.ts' }, /coverage\.0\.file/],
    [{ tests: [{ test: 't', file: null, status: 'green' }] }, /coverage\.0\.tests\.0\.status/],
  ])('rejects a bad coverage entry %j', (over, message) => {
    const entry = {
      file: 'src/a.ts',
      counts: { passed: 1 },
      tests: [],
      why: ['convention'],
      ...over,
    }
    expect(() =>
      parseEvidenceJson(JSON.stringify({ tests_pass: false, coverage: [entry] }), 'e.json'),
    ).toThrow(message)
  })
})
