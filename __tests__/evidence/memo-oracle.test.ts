import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evidenceFromReports } from '../../src/evidence/mapping.js'
import type { ParsedReport, TestCaseRun, TestStatus } from '../../src/evidence/test-runs.js'

/**
 * The memo tables (per distinct class name, file attribute, suite and their triple, the previous
 * run's facts) are a cache, never a second opinion: on any sequence of reports the memoized path
 * must give exactly the evidence of the path that computes every run afresh (`memoize: false`).
 */

const REPO = [
  'src/cart.ts',
  'src/cart.test.ts',
  'src/Cart.ts',
  'src/__tests__/cart.spec.ts',
  'lib/util.ts',
  'lib/util.test.ts',
  'packages/a/src/util.ts',
  'packages/b/src/util.ts',
  'services/s/src/main/java/com/acme/Calc.java',
  'services/s/src/test/java/com/acme/CalcTest.java',
  'py/app/calc.py',
  'py/app/tests/test_calc.py',
  'go/pkg/calc/calc.go',
  'go/pkg/calc/calc_test.go',
  'login.spec.ts',
  'src/null.ts',
  'null/a.test.ts',
  'null/a.ts',
]

/** Names as runners write them: paths, dotted classes, Go packages, jest describe text, noise. */
const CLASSNAMES = [
  null,
  'src/cart.test.ts',
  'SRC/CART.TEST.TS',
  'com.acme.CalcTest',
  'com.acme.CalcTest$Inner',
  'CalcTest',
  'com.acme.CalcTest[1]',
  'com.acme.Calc',
  'py.app.tests.test_calc',
  'tests.test_calc',
  'github.com/acme/mono/go/pkg/calc',
  'go/pkg/calc/',
  'cart adds an item',
  'Foo$ bar',
  'login.spec.ts',
  'util.test.ts',
  '',
  'null',
  'test_calc[param a]',
  'cart adds an item 2',
]
const FILES = [
  null,
  'src/cart.test.ts',
  '/home/runner/work/r/r/lib/util.test.ts',
  'util.test.ts',
  '../x.ts',
  'C:\\a\\r\\r\\src\\Cart.ts',
  'null',
  'null/a.test.ts',
]
const SUITES = [
  '',
  'src/cart.test.ts',
  'lib/util.test.ts',
  'cart',
  'src/__tests__/cart.spec.ts',
  'a b.ts',
  'go/pkg/calc',
]
const NAMES = ['adds', 'removes', 'cart adds an item', 'com.acme.CalcTest adds', 'x\u0000y']
const TRACES = [
  null,
  'at Object.<anonymous> (/home/runner/work/r/r/src/cart.test.ts:12:5)',
  'File "/home/runner/work/r/r/py/app/tests/test_calc.py", line 5',
  'calc_test.go:15: expected 1',
  '    at com.acme.CalcTest.adds(CalcTest.java:21)',
  'at check (/tmp/elsewhere/packages/a/src/util.ts:3:1)\n at x (node_modules/a/b.js:1:1)',
  'at t (a.test.ts:3:1) at u (a.ts:9:1)',
  'src/CART.ts:4',
]
const STATUSES: TestStatus[] = ['passed', 'failed', 'errored', 'skipped', 'flaky']
const TOUCHED = ['src/cart.ts', 'src/Cart.ts', 'lib/util.ts', 'packages/a/src/util.ts', 'services/s/src/main/java/com/acme/Calc.java', 'py/app/calc.py', 'go/pkg/calc/calc.go', 'src/cart.test.ts', 'login.spec.ts', 'src/null.ts', 'null/a.ts'] // prettier-ignore

const run: fc.Arbitrary<TestCaseRun> = fc
  .record({
    suite: fc.constantFrom(...SUITES),
    name: fc.constantFrom(...NAMES),
    classname: fc.constantFrom(...CLASSNAMES),
    file: fc.constantFrom(...FILES),
    line: fc.constantFrom(null, 3, 40),
    status: fc.constantFrom(...STATUSES),
    trace: fc.constantFrom(...TRACES),
    message: fc.constantFrom(null, 'expected 1 to be 2', 'see src/cart.ts:9'),
  })
  .map((r) => ({ ...r, durationMs: null }))

/** Runs of one suite usually come together: repeat each drawn run a few times in a row. */
const runs = fc
  .array(fc.tuple(run, fc.integer({ min: 1, max: 3 })), { maxLength: 25 })
  .map((groups) => groups.flatMap(([r, n]) => Array.from({ length: n }, () => ({ ...r }))))

const reports: fc.Arbitrary<ParsedReport[]> = fc
  .array(runs, { minLength: 1, maxLength: 4 })
  .map((all) => all.map((cases, i) => ({ path: `r${i}.xml`, format: 'junit' as const, cases })))

describe('memoized evidence agrees with evidence computed afresh for every run', () => {
  it('on random reports over a small repository (paths, classes, packages, case folds)', () => {
    fc.assert(
      fc.property(
        reports,
        fc.subarray(TOUCHED, { minLength: 1 }),
        fc.boolean(),
        fc.constantFrom([], ['{dir}/{name}.check.ts'], ['spec/**/*.ts']),
        (parsed, touched, withRepo, testPatterns) => {
          const options = { repoFiles: withRepo ? REPO : [], testPatterns }
          const memoized = evidenceFromReports(parsed, touched, options)
          const fresh = evidenceFromReports(parsed, touched, { ...options, memoize: false })
          expect(memoized).toEqual(fresh)
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('keeps a class name "null" apart from no class name (memo keys cannot collide)', () => {
    const runOf = (classname: string | null, status: TestStatus): TestCaseRun => ({
      suite: 's',
      name: 'adds',
      classname,
      file: null,
      line: null,
      status,
      durationMs: null,
      message: null,
      trace: null,
    })
    const parsed: ParsedReport[] = [
      { path: 'a.xml', format: 'junit', cases: [runOf(null, 'passed'), runOf('null', 'failed')] },
    ]
    const evidence = evidenceFromReports(parsed, ['src/null.ts'], { repoFiles: REPO })
    // `null` is a dotted class name: the file src/null.ts, touched, and its run failed.
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.counts.failed).toBe(1)
  })

  it('when the same class name, file and suite meet in new triples across reports', () => {
    // Every class name with every file and suite: each triple is new, its parts are not.
    const cases: TestCaseRun[] = []
    for (const classname of CLASSNAMES)
      for (const file of FILES)
        for (const suite of SUITES)
          cases.push({ suite, name: 'adds', classname, file, line: null, status: 'failed', durationMs: null, message: null, trace: TRACES[1]! }) // prettier-ignore
    const parsed: ParsedReport[] = [
      { path: 'a.xml', format: 'junit', cases },
      { path: 'b.xml', format: 'junit', cases: [...cases].reverse() },
    ]
    const memoized = evidenceFromReports(parsed, TOUCHED, { repoFiles: REPO })
    expect(memoized.counts.failed).toBeGreaterThan(0)
    expect(memoized).toEqual(
      evidenceFromReports(parsed, TOUCHED, { repoFiles: REPO, memoize: false }),
    )
  })
})
