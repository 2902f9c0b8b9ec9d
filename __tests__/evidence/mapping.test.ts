import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conventionalTests, isSourceFile, isTestFile } from '../../src/evidence/conventions.js'
import { evidenceFromReports } from '../../src/evidence/mapping.js'
import { parseReport } from '../../src/evidence/report-text.js'
import type { ParsedReport, TestCaseRun } from '../../src/evidence/test-runs.js'

const FIXTURES = join(import.meta.dirname, 'fixtures')
const fixture = (file: string, path = `reports/${file.split('/').pop()}`) =>
  parseReport(readFileSync(join(FIXTURES, file), 'utf8'), path)

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

describe('relevance and counts on real dialects', () => {
  it('jest-junit: the trace names the test file; the suite carries it to its passing runs', () => {
    const evidence = evidenceFromReports([fixture('junit/jest-junit.xml')], ['src/cart.ts'])
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(evidence.failures).toEqual([
      {
        test: 'cart applies a discount',
        file: 'src/cart.test.ts',
        line: 18,
        status: 'failed',
        // The whole text: the Expected/Received lines and the first frames, not the first line.
        message:
          'Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: 90\nReceived: 100\n' +
          '    at Object.toBe (/home/runner/work/shop/shop/src/cart.test.ts:18:27)\n' +
          '    at Promise.then.completed (/home/runner/work/shop/shop/node_modules/jest-circus/build/utils.js:298:28)',
      },
    ])
    expect(evidence.untested_files).toEqual([])
    expect(evidence.all).toEqual({
      tests: 5,
      passed: 3,
      failed: 1,
      errored: 0,
      skipped: 1,
      flaky: 0,
    })
    expect(evidence.reports).toEqual([
      { path: 'reports/jest-junit.xml', format: 'junit', totals: evidence.all },
    ])
  })

  it('vitest: class name is the file; an untouched-by-tests source is listed', () => {
    const evidence = evidenceFromReports(
      [fixture('junit/vitest.xml')],
      ['src/sum.ts', 'src/other.ts', 'README.md'],
    )
    expect(evidence.counts).toEqual({ passed: 1, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(evidence.failures[0]).toMatchObject({
      file: 'src/sum.test.ts',
      line: 11,
      test: 'src/sum.test.ts > sum > handles negatives',
    })
    expect(evidence.untested_files).toEqual(['src/other.ts'])
  })

  it('mocha: an absolute runner path on the suite is mapped to the repository', () => {
    const evidence = evidenceFromReports([fixture('junit/mocha.xml')], ['test/parser.spec.js'])
    expect(evidence.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(evidence.failures[0]).toMatchObject({ file: 'test/parser.spec.js', line: 21 })
  })

  it('Playwright: a test-directory-relative name resolves through the repository files', () => {
    const evidence = evidenceFromReports([fixture('junit/playwright.xml')], ['src/login.ts'], {
      repoFiles: ['src/login.ts', 'tests/e2e/login.spec.ts', 'tests/e2e/cart.spec.ts'],
    })
    expect(evidence.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(evidence.failures[0]).toMatchObject({ file: 'tests/e2e/login.spec.ts', line: 14 })
    // chromium failed, firefox passed, in one report: two runs, not flakiness.
    expect(evidence.flaky).toEqual([])
    expect(evidence.tests_pass).toBe(false)
  })

  it('pytest: dotted class names follow Python conventions; a trace through a touched source counts', () => {
    const evidence = evidenceFromReports([fixture('junit/pytest.xml')], ['src/calc.py'])
    expect(evidence.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(evidence.failures[0]).toMatchObject({
      file: 'tests/test_calc.py',
      line: 11,
      test: 'tests.test_calc > test_divide_by_zero',
    })
    expect(evidence.untested_files).toEqual([])
  })

  it('go-junit-report: the package is the directory; bare frame names land in it', () => {
    const evidence = evidenceFromReports(
      [fixture('junit/go-junit-report.xml')],
      ['internal/money/money.go'],
    )
    expect(evidence.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(evidence.failures[0]).toMatchObject({ file: 'internal/money/money_test.go', line: 27 })
  })

  it('Surefire: conventional Java test of a touched class, with rerun-passed flaky tests', () => {
    const evidence = evidenceFromReports(
      [fixture('junit/surefire.xml')],
      ['src/main/java/com/acme/billing/Invoice.java'],
      {
        repoFiles: [
          'src/test/java/com/acme/billing/InvoiceTest.java',
          'src/main/java/com/acme/billing/Invoice.java',
        ],
      },
    )
    expect(evidence.counts).toEqual({ passed: 1, failed: 1, errored: 0, skipped: 1, flaky: 2 })
    expect(evidence.flaky).toEqual([
      {
        test: 'com.acme.billing.InvoiceTest > appliesTax',
        file: 'src/test/java/com/acme/billing/InvoiceTest.java',
        reason: 'rerun-passed',
      },
      {
        test: 'com.acme.billing.InvoiceTest > emptyInvoice',
        file: 'src/test/java/com/acme/billing/InvoiceTest.java',
        reason: 'rerun-passed',
      },
    ])
    expect(evidence.failures[0]).toMatchObject({
      file: 'src/test/java/com/acme/billing/InvoiceTest.java',
      line: 57,
    })
  })

  it('.NET and Kotlin: class-named test files found without the repository listing', () => {
    const dotnet = evidenceFromReports(
      [fixture('junit/dotnet-junit.xml')],
      ['src/Acme.Pricing/Discount.cs'],
    )
    expect(dotnet.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
    expect(dotnet.failures[0]).toMatchObject({
      file: 'tests/Acme.Pricing.Tests/DiscountTests.cs',
      line: 31,
    })
    const gradle = evidenceFromReports(
      [fixture('junit/gradle.xml')],
      ['src/main/kotlin/com/acme/text/Slugifier.kt'],
    )
    expect(gradle.counts).toEqual({ passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 })
  })

  it('PHPUnit: file attributes with runner paths; TAP locations; go test -json packages', () => {
    const php = evidenceFromReports([fixture('junit/phpunit.xml')], ['src/Cart.php'])
    expect(php.failures[0]).toMatchObject({ file: 'tests/Unit/CartTest.php', line: 25 })
    const tap = evidenceFromReports([fixture('other/node-test.tap')], ['src/slugify.js'])
    expect(tap.counts).toEqual({ passed: 1, failed: 1, errored: 0, skipped: 2, flaky: 0 })
    expect(tap.failures[0]).toMatchObject({ file: 'test/slugify.test.js', line: 9 })
    const go = evidenceFromReports([fixture('other/go-test.json')], ['internal/money/money.go'])
    expect(go.counts).toEqual({ passed: 1, failed: 2, errored: 0, skipped: 1, flaky: 0 })
  })
})

describe('paths from other machines', () => {
  const cases = (file: string) => [run({ name: 't', file, status: 'failed', message: 'boom' })]
  it.each([
    ['/home/runner/work/shop/shop/src/cart.test.ts'],
    ['D:\\a\\shop\\shop\\src\\cart.test.ts'],
    ['/__w/shop/shop/src/cart.test.ts'],
    ['/Users/dev/code/shop/src/cart.test.ts'],
    ['C:\\Users\\dev\\shop\\src\\cart.test.ts'],
    ['file:///home/me/shop/src/cart.test.ts'],
    ['./src/./lib/../cart.test.ts'],
    ['src\\cart.test.ts'],
  ])('%s → src/cart.test.ts', (file) => {
    const evidence = evidenceFromReports([report('r.xml', cases(file))], ['src/cart.test.ts'])
    expect(evidence.failures[0]!.file).toBe('src/cart.test.ts')
  })

  it('a runner path is stripped even when the file is not touched (conventional test of a touched source)', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', cases('/home/runner/work/shop/shop/src/cart.test.ts'))],
      ['src/cart.ts'],
    )
    expect(evidence.failures[0]!.file).toBe('src/cart.test.ts')
  })

  it('a package-relative path resolves to the package in a monorepo', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', cases('src/cart.test.ts'))],
      ['packages/web/src/cart.ts'],
      {
        repoFiles: [
          'packages/web/src/cart.test.ts',
          'packages/api/src/cart.test.ts',
          'packages/web/src/cart.ts',
        ],
      },
    )
    expect(evidence.failures[0]!.file).toBe('packages/web/src/cart.test.ts')
    expect(evidence.tests_pass).toBe(false)
  })

  it('a foreign absolute path that names nothing we know is not evidence for the touched files', () => {
    const reports = [report('r.xml', cases('/opt/build/other/x.test.ts'))]
    const evidence = evidenceFromReports(reports, ['src/cart.ts'])
    expect(evidence.failures).toEqual([])
    // Its failure is still a failure of the run (suite scope), listed with the others.
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.other_failing).toBeGreaterThan(0)
    const touched = evidenceFromReports(reports, ['src/cart.ts'], { scope: 'touched' })
    expect(touched.tests_pass).toBe('unknown')
  })

  it('the local repository root is stripped', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', cases('/srv/ci/checkout/src/cart.test.ts'))],
      ['src/cart.ts'],
      {
        repoRoot: '/srv/ci/checkout',
      },
    )
    expect(evidence.failures[0]!.file).toBe('src/cart.test.ts')
  })
})

describe('never a pass without evidence', () => {
  it('reports only for files outside the change: unknown under scope touched, with a notice', () => {
    const evidence = evidenceFromReports([fixture('junit/vitest.xml')], ['lib/unrelated.ts'], {
      scope: 'touched',
    })
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.counts).toEqual({ passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 })
    expect(evidence.untested_files).toEqual(['lib/unrelated.ts'])
    expect(evidence.notices).toEqual([
      'None of the 4 test runs in 1 report(s) relates to a touched file.',
    ])
    expect(evidence.all!.tests).toBe(4)
  })

  it('a report with zero tests: unknown, with a notice', () => {
    const evidence = evidenceFromReports([report('reports/empty.xml', [])], ['src/a.ts'])
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.notices).toEqual(['reports/empty.xml: the report holds no test cases.'])
  })

  it('only skipped relevant tests: unknown, and the source stays untested', () => {
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'a', file: 'src/a.test.ts', status: 'skipped' })])],
      ['src/a.ts'],
    )
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.counts.skipped).toBe(1)
    expect(evidence.untested_files).toEqual(['src/a.ts'])
  })

  it('no reports at all: unknown', () => {
    expect(evidenceFromReports([], ['src/a.ts']).tests_pass).toBe('unknown')
  })
})

describe('flaky across reports', () => {
  const linux = report('reports/linux.xml', [
    run({
      name: 'adds',
      classname: 'src/a.test.ts',
      status: 'failed',
      message: 'off by one',
      line: 4,
    }),
    run({ name: 'subtracts', classname: 'src/a.test.ts' }),
  ])
  const windows = report('reports/windows.xml', [
    run({ name: 'adds', classname: 'src/a.test.ts' }),
    run({ name: 'subtracts', classname: 'src/a.test.ts' }),
  ])

  it('fails the gate by default and is shown as flaky', () => {
    const evidence = evidenceFromReports([windows, linux], ['src/a.ts'])
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.flaky).toEqual([
      { test: 'src/a.test.ts > adds', file: 'src/a.test.ts', reason: 'mixed-reports' },
    ])
    expect(evidence.failures).toHaveLength(1)
    expect(evidence.counts).toEqual({ passed: 3, failed: 1, errored: 0, skipped: 0, flaky: 0 })
  })

  it('with flaky: pass it is counted as flaky, not failed, and still listed', () => {
    const evidence = evidenceFromReports([linux, windows], ['src/a.ts'], { flaky: 'pass' })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.failures).toEqual([])
    expect(evidence.counts).toEqual({ passed: 3, failed: 0, errored: 0, skipped: 0, flaky: 1 })
    expect(evidence.flaky).toHaveLength(1)
  })

  it('output does not depend on the order reports arrive in', () => {
    expect(evidenceFromReports([linux, windows], ['src/a.ts'])).toEqual(
      evidenceFromReports([windows, linux], ['src/a.ts']),
    )
  })
})

describe('conventions', () => {
  it('tells tests, sources and the rest apart', () => {
    for (const test of [
      'src/a.test.ts',
      'src/__tests__/a.ts',
      'tests/test_a.py',
      'pkg/a_test.go',
      'src/test/java/a/ATest.java',
      'spec/a_spec.rb',
      'tests/Unit/ATest.php',
      'Acme.Tests/ATests.cs',
    ]) {
      expect(isTestFile(test), test).toBe(true)
      expect(isSourceFile(test), test).toBe(false)
    }
    for (const source of [
      'src/a.ts',
      'a.py',
      'pkg/a.go',
      'src/main/java/a/A.java',
      'lib/a.rb',
      'src/A.php',
      'src/A.cs',
    ]) {
      expect(isSourceFile(source), source).toBe(true)
    }
    for (const other of [
      'README.md',
      'package.json',
      '.github/workflows/ci.yml',
      'src/types.d.ts',
      'vite.config.ts',
      'setup.py',
    ]) {
      expect(isSourceFile(other), other).toBe(false)
    }
  })

  it('conventionalTests: touched tests plus existing conventional tests of touched sources', () => {
    const repoFiles = [
      'src/cart.ts', 'src/cart.test.ts', 'src/__tests__/price.spec.tsx', 'src/price.tsx', 'test/unrelated.test.ts',
      'app/models/user.rb', 'spec/models/user_spec.rb', 'pkg/calc/calc.go', 'pkg/calc/calc_test.go', 'pkg/calc/more_test.go',
      'src/main/java/a/Calc.java', 'src/test/java/a/CalcTest.java', 'calc/rates.py', 'tests/calc/test_rates.py',
      'src/cart.test.ts.snap',
    ] // prettier-ignore
    const touched = [
      'src/cart.ts',
      'src/price.tsx',
      'app/models/user.rb',
      'pkg/calc/calc.go',
      'src/main/java/a/Calc.java',
      'calc/rates.py',
      'docs/x.md',
      'test/other.test.ts',
    ]
    expect(conventionalTests(touched, repoFiles)).toEqual([
      'pkg/calc/calc_test.go',
      'pkg/calc/more_test.go',
      'spec/models/user_spec.rb',
      'src/__tests__/price.spec.tsx',
      'src/cart.test.ts',
      'src/test/java/a/CalcTest.java',
      'test/other.test.ts',
      'tests/calc/test_rates.py',
    ])
  })

  it('evidence.test_patterns adds the repository’s own conventions', () => {
    const repoFiles = ['checks/cart.check.ts']
    expect(conventionalTests(['src/cart.ts'], repoFiles)).toEqual([])
    expect(conventionalTests(['src/cart.ts'], repoFiles, ['checks/{name}.check.{ext}'])).toEqual([
      'checks/cart.check.ts',
    ])
    const evidence = evidenceFromReports(
      [report('r.xml', [run({ name: 'x', file: 'checks/cart.check.ts' })])],
      ['src/cart.ts'],
      { testPatterns: ['checks/{name}.check.{ext}'] },
    )
    expect(evidence.tests_pass).toBe(true)
  })

  it('a file name with glob syntax is matched literally', () => {
    expect(conventionalTests(['src/[id].ts'], ['src/[id].test.ts', 'src/i.test.ts'])).toEqual([
      'src/[id].test.ts',
    ])
  })
})
