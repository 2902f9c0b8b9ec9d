import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EvidenceBuilder, type MappingOptions } from '../../src/evidence/mapping.js'
import type { TestCaseRun, TestStatus } from '../../src/evidence/test-runs.js'
import { EvidenceBuilder as OracleBuilder } from './oracle/mapping.js'

/**
 * The builder folds passing and skipped runs into its totals as they arrive and keeps only the
 * failing runs whole (issue 25). The oracle is the builder from before, which kept every relevant
 * run and worked everything out at the end: on any sequence of reports, aborted ones included,
 * both must give exactly the same evidence. Mixed reports above all: a failure excused as flaky
 * (`flaky: pass`) only when the same test passed in another report, never on a near match.
 */

const REPO = [
  'src/cart.ts',
  'src/cart.test.ts',
  'src/Cart.ts',
  'lib/util.ts',
  'lib/util.test.ts',
  'services/s/src/main/java/com/acme/Calc.java',
  'services/s/src/test/java/com/acme/CalcTest.java',
  'go/pkg/calc/calc.go',
  'go/pkg/calc/calc_test.go',
  'null/a.test.ts',
  'null/a.ts',
]
const TOUCHED = ['src/cart.ts', 'src/Cart.ts', 'lib/util.ts', 'services/s/src/main/java/com/acme/Calc.java', 'go/pkg/calc/calc.go', 'src/cart.test.ts', 'null/a.ts'] // prettier-ignore
const CLASSNAMES = [
  null,
  'src/cart.test.ts',
  'com.acme.CalcTest',
  'github.com/acme/mono/go/pkg/calc',
  'cart adds an item',
  'null',
  '',
  'a\u0000b',
]
const FILES = [null, 'src/cart.test.ts', 'lib/util.test.ts', 'null', 'null/a.test.ts']
const SUITES = ['', 'src/cart.test.ts', 'lib/util.test.ts', 'cart', 'a\u0000', 'undefined']
// Names that only a NUL tells apart from a key built of identity and name, and plain repeats.
const NAMES = ['adds', 'removes', 'x\u0000y', 'x', 'src/cart.test.ts\u0000adds', 'undefined > adds']
const TRACES = [
  null,
  'at Object.<anonymous> (/home/runner/work/r/r/src/cart.test.ts:12:5)',
  'calc_test.go:15: expected 1',
  'at check (lib/util.ts:3:1)',
]
const STATUSES: TestStatus[] = ['passed', 'failed', 'errored', 'skipped', 'flaky']

const run: fc.Arbitrary<TestCaseRun> = fc
  .record({
    suite: fc.constantFrom(...SUITES),
    name: fc.constantFrom(...NAMES),
    classname: fc.constantFrom(...CLASSNAMES),
    file: fc.constantFrom(...FILES),
    line: fc.constantFrom(null, 3),
    status: fc.constantFrom(...STATUSES),
    trace: fc.constantFrom(...TRACES),
    message: fc.constantFrom(null, 'expected 1 to be 2'),
  })
  .map((r) => ({ ...r, durationMs: null }))

/** A suite's runs come together: each drawn run a few times in a row, statuses redrawn. */
const runs = fc
  .array(fc.tuple(run, fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 3 })), {
    maxLength: 12,
  })
  .map((groups) => groups.flatMap(([r, statuses]) => statuses.map((status) => ({ ...r, status }))))

interface DrawnReport {
  cases: TestCaseRun[]
  /** Aborted after this many runs (a report that turned out broken), or kept whole. */
  abortAfter: number | null
  unreadable: boolean
}

const reports = fc.array(
  fc.record({
    cases: runs,
    abortAfter: fc.option(fc.nat({ max: 10 }), { freq: 4 }),
    unreadable: fc.nat({ max: 9 }).map((n) => n === 0),
  }),
  { minLength: 1, maxLength: 5 },
)

interface Builder {
  beginReport(path: string): void
  addRun(run: TestCaseRun): void
  endReport(format: 'junit'): void
  abortReport(): void
  addUnreadable(path: string, error: string): void
  finish(): unknown
}

function build(builder: Builder, drawn: readonly DrawnReport[]): unknown {
  drawn.forEach((report, i) => {
    if (report.unreadable) {
      builder.addUnreadable(`u${i}.xml`, 'malformed XML')
      return
    }
    builder.beginReport(`r${i}.xml`)
    const cut = report.abortAfter ?? Infinity
    // Copies: the builder may keep what it is given, and both builders get the same runs.
    report.cases.slice(0, cut).forEach((r) => builder.addRun({ ...r }))
    if (report.abortAfter === null) builder.endReport('junit')
    else builder.abortReport()
  })
  return builder.finish()
}

const options: fc.Arbitrary<MappingOptions> = fc.record({
  repoFiles: fc.constantFrom(REPO, []),
  flaky: fc.constantFrom('fail' as const, 'pass' as const, undefined),
  scope: fc.constantFrom('suite' as const, 'touched' as const, undefined),
  maxFailures: fc.constantFrom(undefined, 1, 3),
})

describe('the folding evidence builder agrees with the builder that kept every run', () => {
  it('on random reports: statuses, repeated names across reports, NULs, aborted reports', () => {
    fc.assert(
      fc.property(
        reports,
        fc.subarray(TOUCHED, { minLength: 1 }),
        options,
        (drawn, touched, opts) => {
          const folded = build(new EvidenceBuilder(touched, opts), drawn)
          const oracle = build(new OracleBuilder(touched, opts), drawn)
          expect(folded).toEqual(oracle)
        },
      ),
      { numRuns: Number(process.env.FOLD_RUNS ?? 2000) },
    )
  })

  it('excuses a failure as flaky only when the same test passed in another report', () => {
    const runOf = (name: string, status: TestStatus): TestCaseRun => ({
      suite: 'src/cart.test.ts',
      name,
      classname: null,
      file: 'src/cart.test.ts',
      line: null,
      status,
      durationMs: null,
      message: status === 'failed' ? 'boom' : null,
      trace: null,
    })
    const drawn: DrawnReport[] = [
      { cases: [runOf('adds', 'failed'), runOf('x\u0000y', 'failed')], abortAfter: null, unreadable: false },
      // `adds` passes elsewhere; `x` + NUL + `y` is no name here, only a look-alike key part.
      { cases: [runOf('adds', 'passed'), runOf('x', 'passed'), runOf('adds ', 'passed')], abortAfter: null, unreadable: false },
    ] // prettier-ignore
    const evidence = build(
      new EvidenceBuilder(['src/cart.ts'], { repoFiles: REPO, flaky: 'pass' }),
      drawn,
    ) as { counts: { failed: number; flaky: number }; tests_pass: unknown }
    expect(evidence.counts).toMatchObject({ failed: 1, flaky: 1 })
    expect(evidence.tests_pass).toBe(false)
    expect(evidence).toEqual(
      build(new OracleBuilder(['src/cart.ts'], { repoFiles: REPO, flaky: 'pass' }), drawn),
    )
  })

  it('lists a skipped run of a mixed test as flaky, as the oracle does', () => {
    const runOf = (suite: string, classname: string | null, status: TestStatus): TestCaseRun => ({
      suite,
      name: 'adds',
      classname,
      file: 'null/a.test.ts',
      line: null,
      status,
      durationMs: null,
      message: null,
      trace: null,
    })
    const drawn: DrawnReport[] = [
      { cases: [runOf('cart', null, 'skipped'), runOf('cart', 'cart adds an item', 'passed')], abortAfter: null, unreadable: false },
      { cases: [runOf('', null, 'errored')], abortAfter: null, unreadable: false },
    ] // prettier-ignore
    const touched = ['null/a.ts']
    const evidence = build(new EvidenceBuilder(touched, { repoFiles: REPO }), drawn) as {
      flaky: { test: string }[]
    }
    expect(evidence.flaky.map((f) => f.test)).toContain('cart > adds')
    expect(evidence).toEqual(build(new OracleBuilder(touched, { repoFiles: REPO }), drawn))
  })

  it('forgets what an aborted report passed: a failure elsewhere is not excused by it', () => {
    const runOf = (status: TestStatus): TestCaseRun => ({
      suite: 'src/cart.test.ts',
      name: 'adds',
      classname: null,
      file: 'src/cart.test.ts',
      line: null,
      status,
      durationMs: null,
      message: null,
      trace: null,
    })
    const drawn: DrawnReport[] = [
      { cases: [runOf('failed')], abortAfter: null, unreadable: false },
      { cases: [runOf('passed'), runOf('passed')], abortAfter: 2, unreadable: false },
    ]
    const evidence = build(
      new EvidenceBuilder(['src/cart.ts'], { repoFiles: REPO, flaky: 'pass' }),
      drawn,
    ) as { counts: { failed: number; passed: number; flaky: number } }
    expect(evidence.counts).toMatchObject({ failed: 1, passed: 0, flaky: 0 })
  })
})
