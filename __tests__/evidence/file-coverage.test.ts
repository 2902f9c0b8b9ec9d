/**
 * Per-file evidence (issue 20, item 8): for each touched source file, which tests counted for it
 * (the first few by name, with their result), how many by status, and why they count.
 */
import { describe, expect, it } from 'vitest'
import { evidenceFromReports } from '../../src/evidence/mapping.js'
import type { ParsedReport, TestCaseRun } from '../../src/evidence/test-runs.js'
import { COVERAGE_FILES_MAX, COVERAGE_TESTS_MAX } from '../../src/domain/evidence.js'

function run(partial: Partial<TestCaseRun> & { name: string }): TestCaseRun {
  return {
    suite: '',
    classname: null,
    file: null,
    line: null,
    status: 'passed',
    durationMs: null,
    message: null,
    trace: null,
    ...partial,
  }
}

const report = (path: string, cases: TestCaseRun[]): ParsedReport => ({
  path,
  format: 'junit',
  cases,
})

const counts = (
  over: Partial<Record<'passed' | 'failed' | 'errored' | 'skipped' | 'flaky', number>>,
) => ({
  passed: 0,
  failed: 0,
  errored: 0,
  skipped: 0,
  flaky: 0,
  ...over,
})

describe('why a test counts for a touched source file', () => {
  it('convention: the run’s test file is the conventional test of the source', () => {
    const evidence = evidenceFromReports(
      [
        report('r.xml', [
          run({ name: 'adds', classname: 'src/cart.test.ts' }),
          run({ name: 'removes', classname: 'src/cart.test.ts', status: 'failed', message: 'no' }),
        ]),
      ],
      ['src/cart.ts'],
    )
    expect(evidence.coverage).toEqual([
      {
        file: 'src/cart.ts',
        counts: counts({ passed: 1, failed: 1 }),
        tests: [
          { test: 'src/cart.test.ts > removes', file: 'src/cart.test.ts', status: 'failed' },
          { test: 'src/cart.test.ts > adds', file: 'src/cart.test.ts', status: 'passed' },
        ],
        why: ['convention'],
      },
    ])
    expect(evidence.coverage_more).toBeUndefined()
  })

  it('own test: the tests live in the touched file itself (inline tests, doctests)', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'tests::adds', file: 'src/calc.rs', classname: 'calc' })])],
      ['src/calc.rs'],
    )
    expect(evidence.coverage).toEqual([
      {
        file: 'src/calc.rs',
        counts: counts({ passed: 1 }),
        tests: [{ test: 'calc > tests::adds', file: 'src/calc.rs', status: 'passed' }],
        why: ['own-test'],
      },
    ])
  })

  it('report names it: the class name names the source while the file attribute is the test', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'prices', file: 'test/spec.js', classname: 'src/price.js' })])],
      ['src/price.js'],
    )
    expect(evidence.coverage).toEqual([
      {
        file: 'src/price.js',
        counts: counts({ passed: 1 }),
        tests: [{ test: 'src/price.js > prices', file: 'test/spec.js', status: 'passed' }],
        why: ['report-names-it'],
      },
    ])
  })

  it('go-package: the run’s Go package is the source’s directory', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'TestRound', classname: 'github.com/acme/shop/money' })])],
      ['money/round.go'],
    )
    expect(evidence.coverage).toEqual([
      {
        file: 'money/round.go',
        counts: counts({ passed: 1 }),
        tests: [{ test: 'github.com/acme/shop/money > TestRound', file: null, status: 'passed' }],
        why: ['go-package'],
      },
    ])
  })

  it('trace: a failure’s frame is in the source, though its test is named after another file', () => {
    const evidence = evidenceFromReports(
      [
        report('r.xml', [
          run({ name: 'pays', classname: 'test/checkout.test.ts' }),
          run({
            name: 'rounds',
            classname: 'test/checkout.test.ts',
            status: 'failed',
            message: 'expected 1 to be 2',
            trace: 'Error: expected 1 to be 2\n    at round (src/money.ts:10:3)',
          }),
        ]),
      ],
      ['src/money.ts'],
    )
    expect(evidence.coverage).toEqual([
      {
        file: 'src/money.ts',
        counts: counts({ failed: 1 }),
        tests: [
          {
            test: 'test/checkout.test.ts > rounds',
            file: 'test/checkout.test.ts',
            status: 'failed',
          },
        ],
        why: ['trace'],
      },
    ])
  })

  it('several reasons are listed once each, in a fixed order', () => {
    const evidence = evidenceFromReports(
      [
        report('r.xml', [
          run({
            name: 'rounds',
            classname: 'src/money.test.ts',
            status: 'failed',
            message: 'boom',
            trace: 'at round (src/money.ts:10:3)',
          }),
          run({ name: 'adds', classname: 'src/money.test.ts' }),
        ]),
      ],
      ['src/money.ts'],
    )
    expect(evidence.coverage?.[0]?.why).toEqual(['convention', 'trace'])
  })

  it('a source whose relevant runs were all skipped has no entry: nothing ran for it', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'adds', classname: 'src/cart.test.ts', status: 'skipped' })])],
      ['src/cart.ts'],
    )
    expect(evidence.coverage).toBeUndefined()
    expect(evidence.untested_files).toEqual(['src/cart.ts'])
  })

  it('a touched test file is no source: its own runs are kept apart, for import coverage', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'units', classname: 'test/duration/units.test.js' })])],
      ['src/duration.js', 'test/duration/units.test.js'],
    )
    expect(evidence.coverage).toBeUndefined()
    expect(evidence.touched_tests).toEqual([
      {
        file: 'test/duration/units.test.js',
        counts: counts({ passed: 1 }),
        tests: [
          {
            test: 'test/duration/units.test.js > units',
            file: 'test/duration/units.test.js',
            status: 'passed',
          },
        ],
        why: ['own-test'],
      },
    ])
  })
})

describe('the bound and the order', () => {
  it(`names the first ${COVERAGE_TESTS_MAX} tests per file (failing first, then by name) and counts them all`, () => {
    const cases = [
      run({ name: 'e', classname: 'src/a.test.ts' }),
      run({ name: 'd', classname: 'src/a.test.ts', status: 'skipped' }),
      run({ name: 'c', classname: 'src/a.test.ts' }),
      run({ name: 'b', classname: 'src/a.test.ts', status: 'errored', message: 'x' }),
      run({ name: 'a', classname: 'src/a.test.ts' }),
      // The same test twice (another project of the run): named once, counted twice.
      run({ name: 'a', classname: 'src/a.test.ts' }),
    ]
    const evidence = evidenceFromReports([report('r.xml', cases)], ['src/a.ts'])
    expect(evidence.coverage?.[0]).toEqual({
      file: 'src/a.ts',
      counts: counts({ passed: 4, errored: 1, skipped: 1 }),
      tests: [
        { test: 'src/a.test.ts > b', file: 'src/a.test.ts', status: 'errored' },
        { test: 'src/a.test.ts > a', file: 'src/a.test.ts', status: 'passed' },
        { test: 'src/a.test.ts > c', file: 'src/a.test.ts', status: 'passed' },
      ],
      why: ['convention'],
    })
  })

  it(`lists the first ${COVERAGE_FILES_MAX} sources by path and counts the rest`, () => {
    const extra = 7
    const sources = Array.from(
      { length: COVERAGE_FILES_MAX + extra },
      (_, i) => `src/m${String(i).padStart(3, '0')}.ts`,
    )
    const cases = sources.map((s) =>
      run({ name: 'works', classname: s.replace('.ts', '.test.ts') }),
    )
    const evidence = evidenceFromReports([report('r.xml', cases.reverse())], sources)
    expect(evidence.coverage).toHaveLength(COVERAGE_FILES_MAX)
    expect(evidence.coverage?.map((c) => c.file)).toEqual(sources.slice(0, COVERAGE_FILES_MAX))
    expect(evidence.coverage_more).toBe(extra)
  })

  it('the order of reports and runs does not change the entry', () => {
    const a = [
      run({ name: 'one', classname: 'src/a.test.ts' }),
      run({ name: 'two', classname: 'src/a.test.ts', status: 'failed', message: 'x' }),
    ]
    const b = [
      run({ name: 'three', classname: 'src/a.test.ts' }),
      run({ name: 'four', classname: 'src/a.test.ts' }),
    ]
    const forward = evidenceFromReports([report('a.xml', a), report('b.xml', b)], ['src/a.ts'])
    const backward = evidenceFromReports(
      [report('b.xml', [...b].reverse()), report('a.xml', [...a].reverse())],
      ['src/a.ts'],
    )
    expect(backward.coverage).toEqual(forward.coverage)
  })

  it('a test failing in one report and passing in another counts as flaky under flaky: pass', () => {
    const evidence = evidenceFromReports(
      [
        report('a.xml', [
          run({ name: 't', classname: 'src/a.test.ts', status: 'failed', message: 'x' }),
        ]),
        report('b.xml', [run({ name: 't', classname: 'src/a.test.ts' })]),
      ],
      ['src/a.ts'],
      { flaky: 'pass' },
    )
    expect(evidence.coverage?.[0]?.counts).toEqual(counts({ passed: 1, flaky: 1 }))
    expect(evidence.coverage?.[0]?.tests.map((t) => t.status)).toEqual(['flaky', 'passed'])
  })
})
