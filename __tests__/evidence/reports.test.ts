import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { DEFAULT_LIMITS } from '../../src/evidence/limits.js'
import { detectFormat, readReport, reportTotals } from '../../src/evidence/reports.js'
import { SafeXmlStream } from '../../src/evidence/xml-stream.js'
import { parseReport } from '../../src/evidence/report-text.js'
import type { ReportFormat, ReportTotals } from '../../src/domain/evidence.js'

const FIXTURES = join(import.meta.dirname, 'fixtures')

function totals(tests: number, t: Partial<ReportTotals>): ReportTotals {
  return { tests, passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0, ...t }
}

// Totals counted by hand from each fixture, not from the parser.
const DIALECTS: [string, ReportFormat, ReportTotals][] = [
  ['junit/jest-junit.xml', 'junit', totals(5, { passed: 3, failed: 1, skipped: 1 })],
  ['junit/vitest.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/mocha.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/playwright.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/pytest.xml', 'junit', totals(5, { passed: 2, failed: 1, errored: 1, skipped: 1 })],
  ['junit/go-junit-report.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/gotestsum.xml', 'junit', totals(3, { passed: 2, failed: 1 })],
  ['junit/surefire.xml', 'junit', totals(5, { passed: 1, failed: 1, skipped: 1, flaky: 2 })],
  ['junit/failsafe.xml', 'junit', totals(2, { passed: 1, errored: 1 })],
  ['junit/gradle.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/phpunit.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/dotnet-junit.xml', 'junit', totals(4, { passed: 2, failed: 1, skipped: 1 })],
  ['junit/bom-locale.xml', 'junit', totals(9, { passed: 5, failed: 1, skipped: 3 })],
  [
    'other/ctrf.json',
    'ctrf',
    totals(7, { passed: 1, failed: 1, errored: 2, skipped: 2, flaky: 1 }),
  ],
  ['other/results.trx', 'trx', totals(6, { passed: 2, failed: 2, errored: 1, skipped: 1 })],
  ['other/node-test.tap', 'tap', totals(7, { passed: 3, failed: 1, errored: 1, skipped: 2 })],
  [
    'other/go-test.json',
    'go-test-json',
    totals(5, { passed: 1, failed: 2, errored: 1, skipped: 1 }),
  ],
]

describe('report dialects', () => {
  for (const [file, format, expected] of DIALECTS) {
    it(`${file}: ${format} with hand-checked totals, from memory and streamed from disk`, async () => {
      const text = readFileSync(join(FIXTURES, file), 'utf8')
      const fromText = parseReport(text, file)
      expect(fromText.format).toBe(format)
      expect(reportTotals(fromText)).toEqual(expected)
      const fromDisk = await readReport(join(FIXTURES, file), file)
      expect(fromDisk).toEqual(fromText)
    })
  }
})

function parse(file: string) {
  return parseReport(readFileSync(join(FIXTURES, file), 'utf8'), file).cases
}

describe('what each dialect carries', () => {
  it('jest-junit keeps repeated names as separate runs and the failure body as trace', () => {
    const cases = parse('junit/jest-junit.xml')
    expect(cases.filter((c) => c.name === 'cart adds an item')).toHaveLength(2)
    const failed = cases.find((c) => c.status === 'failed')!
    expect(failed.suite).toBe('cart')
    expect(failed.message).toBe('Error: expect(received).toBe(expected) // Object.is equality')
    expect(failed.trace).toContain('/home/runner/work/shop/shop/src/cart.test.ts:18:27')
    expect(failed.durationMs).toBe(11)
  })

  it('vitest decodes entities in names and keeps the failure message attribute', () => {
    const failed = parse('junit/vitest.xml').find((c) => c.status === 'failed')!
    expect(failed.name).toBe('sum > handles negatives')
    expect(failed.classname).toBe('src/sum.test.ts')
    expect(failed.message).toBe('expected -1 to be 1 // Object.is equality')
    expect(failed.trace).toContain('❯ src/sum.test.ts:11:24')
  })

  it('mocha inherits the suite file attribute and decodes CDATA', () => {
    const failed = parse('junit/mocha.xml').find((c) => c.status === 'failed')!
    expect(failed.file).toBe('/home/runner/work/cli/cli/test/parser.spec.js')
    expect(failed.trace).toContain('at Context.<anonymous> (test/parser.spec.js:21:38)')
  })

  it('Surefire: flakyFailure/flakyError alone is flaky, failure plus rerunFailure is failed', () => {
    const cases = parse('junit/surefire.xml')
    const byName = Object.fromEntries(cases.map((c) => [c.name, c]))
    expect(byName.appliesTax!.status).toBe('flaky')
    expect(byName.emptyInvoice!.status).toBe('flaky')
    expect(byName.appliesTax!.message).toBeNull()
    expect(byName.roundsHalfEven!.status).toBe('failed')
    expect(byName.roundsHalfEven!.message).toBe('expected: <2.68> but was: <2.67>')
    expect(byName.roundsHalfEven!.trace).toContain('InvoiceTest.java:57')
    expect(byName.exportsPdf!.status).toBe('skipped')
  })

  it('rerunFailure without a final verdict counts as failed, never as passed', () => {
    const xml =
      '<testsuite><testcase name="t" classname="a.B"><rerunFailure message="boom"/></testcase></testsuite>'
    const [run] = parseReport(xml, 'r.xml').cases
    expect(run!.status).toBe('failed')
    expect(run!.message).toBe('boom')
  })

  it('PHPUnit: nested suites, file and line attributes, data-set runs', () => {
    const cases = parse('junit/phpunit.xml')
    const failed = cases.find((c) => c.status === 'failed')!
    expect(failed.name).toBe('testTotal with data set #1')
    expect(failed.suite).toBe('App\\Tests\\Unit\\CartTest::testTotal')
    expect(failed.line).toBe(25)
    expect(failed.file).toBe('/home/runner/work/store/store/tests/Unit/CartTest.php')
  })

  it('the .NET logger turns &#xD;&#xA; into a line break in the message', () => {
    const failed = parse('junit/dotnet-junit.xml').find((c) => c.status === 'failed')!
    expect(failed.message).toBe(
      'Assert.Throws() Failure: No exception was thrown\r\nExpected: typeof(System.ArgumentOutOfRangeException)',
    )
  })

  it('BOM, nested suites, lenient times, status attributes, failure over skipped, missing attributes', () => {
    const cases = parse('junit/bom-locale.xml')
    const by = (name: string) => cases.find((c) => c.name === name)!
    expect(by('slow import').durationMs).toBe(14_029_255)
    expect(by('comma decimal').durationMs).toBe(30)
    expect(by('micro').durationMs).toBe(0.081) // kept to the microsecond
    expect(by('junk time').durationMs).toBeNull()
    expect(by('slow import').suite).toBe('inner')
    expect(by('ignored status').suite).toBe('outer')
    expect(by('disabled by status').status).toBe('skipped')
    expect(by('not run').status).toBe('skipped')
    const failed = by('failure beats skipped')
    expect(failed.status).toBe('failed')
    expect(failed.message).toBe('line one\nline two')
    expect(failed.trace).toBe('trace & more <raw>')
    const unnamed = by('(unnamed)')
    expect(unnamed).toMatchObject({ status: 'passed', classname: null, file: null, line: null })
  })

  it('CTRF: flaky passes, pending is skipped, other is refined by rawStatus', () => {
    const cases = parse('other/ctrf.json')
    const by = (name: string) => cases.find((c) => c.name === name)!
    expect(by('cart retries the checkout')).toMatchObject({
      status: 'flaky',
      suite: 'cart > checkout',
    })
    expect(by('cart applies a discount')).toMatchObject({
      status: 'failed',
      line: 18,
      message: 'expected 90, received 100',
    })
    expect(by('cart todo').status).toBe('skipped')
    expect(by('cart interrupted').status).toBe('errored')
    // `other` with no rawStatus says nothing of how the test ended: no pass, and no skip either.
    expect(by('cart unknown state')).toMatchObject({
      status: 'errored',
      message: 'status "other" without a rawStatus: how the test ended is unknown',
    })
  })

  it('CTRF: other with a failing rawStatus is failed, an unknown one errored, a skip skipped', () => {
    const run = (rawStatus: string, message?: string) =>
      parseReport(
        JSON.stringify({
          results: { tests: [{ name: 'b', status: 'other', rawStatus, message }] },
        }),
        'c.json',
      ).cases[0]!
    for (const raw of ['failed', 'fail', 'Failure'])
      expect(run(raw, 'expected 1').status, raw).toBe('failed')
    expect(run('failed', 'expected 1').message).toBe('expected 1')
    for (const raw of ['skipped', 'skip', 'pending', 'todo', 'disabled'])
      expect(run(raw).status, raw).toBe('skipped')
    expect(run('timedOut').status).toBe('errored')
    expect(run('quarantined')).toMatchObject({
      status: 'errored',
      message: 'status "other" with rawStatus "quarantined": how the test ended is unknown',
    })
    expect(run('quarantined', 'flaky infra').message).toBe(
      'status "other" with rawStatus "quarantined": how the test ended is unknown: flaky infra',
    )
  })

  it('TRX: class names from the definitions, inner results instead of their parent', () => {
    const cases = parse('other/results.trx')
    expect(cases.map((c) => c.name)).not.toContain('Caps_at_fifty_percent')
    const failed = cases.find((c) => c.name === 'Rejects_negative')!
    expect(failed.classname).toBe('Acme.Pricing.Tests.DiscountTests')
    expect(failed.durationMs).toBe(15.432)
    expect(failed.trace).toContain('DiscountTests.cs:line 31')
    expect(cases.find((c) => c.name === 'Handles_huge_cart')).toMatchObject({
      status: 'errored',
      classname: 'Acme.Pricing.Tests.CartTests',
      durationMs: 60_000,
    })
  })

  it('TAP: subtests counted once, a failing parent with passing children is one errored run', () => {
    const cases = parse('other/node-test.tap')
    const failed = cases.find((c) => c.status === 'failed')!
    expect(failed).toMatchObject({
      name: 'strips accents',
      suite: 'slugify',
      file: '/home/runner/work/text/text/test/slugify.test.js',
      line: 9,
      durationMs: 1.207,
    })
    expect(failed.message).toContain("'café' !== 'cafe'")
    expect(cases.find((c) => c.status === 'errored')).toMatchObject({
      name: 'setup',
      message: 'after hook failed: ECONNRESET',
    })
    expect(cases.map((c) => c.name)).toContain('keeps # signs')
  })

  it('TAP: a YAML block never closed with "..." ends at the next line less indented than its "---"', () => {
    // A stray "---" in a test's output: the later failure and the plan are still read.
    const stray = parseReport(
      'TAP version 13\nok 1 - prints yaml\n  ---\n  key: v\nnot ok 2 - b\n1..2\n',
      'r.tap',
    ).cases
    expect(stray.map((c) => [c.name, c.status])).toEqual([
      ['prints yaml', 'passed'],
      ['b', 'failed'],
    ])
    // A plan and a bail-out end it too, and are read as such.
    const planned = parseReport('ok 1 - a\n  ---\n  x: 1\n1..3\n', 'r.tap').cases
    expect(planned.find((c) => c.status === 'errored')).toMatchObject({ name: '(plan)' })
    const bailed = parseReport('ok 1 - a\n  ---\n  x: 1\nBail out! db down\n', 'r.tap').cases
    expect(bailed.find((c) => c.status === 'errored')!.name).toBe('Bail out! db down')
    // Inside a subtest, a point at the subtest's own indentation ends its child's block.
    const nested = parseReport(
      '# Subtest: s\n    ok 1 - a\n      ---\n      x: 1\n    not ok 2 - b\n    1..2\nnot ok 1 - s\n1..1\n',
      'r.tap',
    ).cases
    expect(nested.find((c) => c.name === 'b')).toMatchObject({ status: 'failed', suite: 's' })
    // A closed block keeps its diagnostics, lines that look like TAP inside it included.
    const closed = parseReport(
      'not ok 1 - a\n  ---\n  message: |\n    ok 2 - not a test\n  ...\n1..1\n',
      'r.tap',
    ).cases
    expect(closed).toHaveLength(1)
    expect(closed[0]).toMatchObject({ status: 'failed', message: 'ok 2 - not a test' })
  })

  it('TAP: a plan larger than the points reported is one errored run (the run stopped early)', () => {
    const short = parseReport(
      'TAP version 13\n1..3\nok 1 - sums\nok 2 - discounts\n',
      'r.tap',
    ).cases
    expect(short.filter((c) => c.status === 'passed')).toHaveLength(2)
    expect(short.find((c) => c.status === 'errored')).toMatchObject({
      name: '(plan)',
      message: 'the plan declares 3 test(s) but 2 were reported: the run stopped early',
    })
    // A plan at the end (node:test), a skip-all plan, and subtests' own plans are met.
    for (const whole of [
      'ok 1 - a\nok 2 - b # SKIP\n1..2\n',
      '1..0 # SKIP no database\n',
      '# Subtest: s\n    ok 1 - a\n    1..1\nok 1 - s\n1..1\n',
    ])
      expect(
        parseReport(whole, 'r.tap').cases.some((c) => c.status === 'errored'),
        whole,
      ).toBe(false)
    // A bail-out is the errored run already: no second one for the plan.
    const bailed = parseReport('1..3\nok 1 - a\nBail out! db down\n', 'r.tap').cases
    expect(bailed.filter((c) => c.status === 'errored')).toHaveLength(1)
  })

  it('go test -json: a test or package that started and never ended is errored (the stream was cut)', () => {
    const events = (...e: object[]) => e.map((x) => JSON.stringify(x)).join('\n') + '\n'
    const cut = parseReport(
      events(
        { Action: 'start', Package: 'example.com/cart' },
        { Action: 'run', Package: 'example.com/cart', Test: 'TestSums' },
        { Action: 'pass', Package: 'example.com/cart', Test: 'TestSums', Elapsed: 0.01 },
        { Action: 'run', Package: 'example.com/cart', Test: 'TestDiscount' },
        {
          Action: 'output',
          Package: 'example.com/cart',
          Test: 'TestDiscount',
          Output: 'panic: boom\n',
        },
      ),
      'go.json',
    ).cases
    expect(cut.find((c) => c.name === 'TestSums')!.status).toBe('passed')
    expect(cut.find((c) => c.name === 'TestDiscount')).toMatchObject({
      status: 'errored',
      message: 'started but never ended: the test run stopped early',
    })
    expect(cut.find((c) => c.name === 'TestDiscount')!.trace).toContain('panic: boom')
    // A package that started and never ended, with no test of its own running, is errored too.
    const pkg = parseReport(events({ Action: 'start', Package: 'example.com/db' }), 'go.json').cases
    expect(pkg).toMatchObject([{ name: 'example.com/db (package)', status: 'errored' }])
    // A whole stream is unaffected.
    const whole = parseReport(
      events(
        { Action: 'start', Package: 'p' },
        { Action: 'run', Package: 'p', Test: 'TestA' },
        { Action: 'pass', Package: 'p', Test: 'TestA' },
        { Action: 'pass', Package: 'p' },
      ),
      'go.json',
    ).cases
    expect(whole.map((c) => c.status)).toEqual(['passed'])
  })

  it('TRX: a run that aborted, or a test still in progress when it ended, is red', () => {
    const trx = (outcome: string, summary = 'Completed') =>
      `<TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><Results>` +
      `<UnitTestResult testId="t1" testName="Sums" outcome="Passed"/>` +
      `<UnitTestResult testId="t2" testName="Discount" outcome="${outcome}"/>` +
      `</Results><ResultSummary outcome="${summary}"><Counters total="2"/></ResultSummary></TestRun>`
    for (const outcome of ['PassedButRunAborted', 'InProgress'])
      expect(
        parseReport(trx(outcome), 'r.trx').cases.find((c) => c.name === 'Discount'),
        outcome,
      ).toMatchObject({ status: 'errored' })
    for (const summary of [
      'Aborted',
      'Error',
      'Failed',
      'Timeout',
      'Disconnected',
      'PassedButRunAborted',
      'InProgress',
    ]) {
      const cases = parseReport(trx('Passed', summary), 'r.trx').cases
      expect(
        cases.find((c) => c.status === 'errored'),
        summary,
      ).toMatchObject({
        name: '(the test run)',
        message: `the run's summary says ${summary} while no result failed`,
      })
    }
    for (const outcome of ['Passed', 'Warning', 'NotExecuted', 'Inconclusive'])
      expect(parseReport(trx(outcome), 'r.trx').cases.some((c) => c.status === 'errored')).toBe(
        false,
      )
  })

  it('TRX: counters that declare a crashed host, an aborted or unfinished test are a floor too', () => {
    const trx = (counter: string) =>
      `<TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><Results>` +
      `<UnitTestResult testId="t1" testName="Sums" outcome="Passed"/>` +
      `</Results><ResultSummary outcome="Completed"><Counters total="2" passed="1" ${counter}="1"/></ResultSummary></TestRun>`
    for (const counter of ['disconnected', 'passedButRunAborted', 'inProgress'])
      expect(parseReport(trx(counter), 'r.trx').cases, counter).toContainEqual(
        expect.objectContaining({
          name: '(the test run)',
          status: 'errored',
          message: "the run's counters declare 1 failing test(s) but its results show 0",
        }),
      )
    expect(parseReport(trx('notExecuted'), 'r.trx').cases.some((c) => c.status === 'errored')).toBe(
      false,
    )
  })

  it('go test -json: subtests are runs, a package failing without a failing test is errored', () => {
    const cases = parse('other/go-test.json')
    const sub = cases.find((c) => c.name === 'TestRound/negative')!
    expect(sub.message).toBe('money_test.go:31: Round(-2.675) = -2.67, want -2.68')
    expect(sub.classname).toBe('github.com/acme/ledger/internal/money')
    const build = cases.find((c) => c.status === 'errored')!
    expect(build.name).toBe('github.com/acme/ledger/internal/store (package)')
    expect(build.trace).toContain('undefined: sql.Open2')
  })
})

describe('detectFormat', () => {
  it('tells the formats apart by content, then by name', () => {
    expect(detectFormat('\uFEFF<?xml version="1.0"?>\n<testsuites>', 'a.xml')).toBe('junit')
    expect(detectFormat('<?xml version="1.0"?><TestRun xmlns="x">', 'a.xml')).toBe('trx')
    expect(detectFormat('<?xml version="1.0"?>', 'a.trx')).toBe('trx')
    expect(detectFormat('{"Time":"x","Action":"run","Package":"p"}\n', 'go.json')).toBe(
      'go-test-json',
    )
    expect(detectFormat('{\n  "results": {', 'ctrf.json')).toBe('ctrf')
    expect(detectFormat('TAP version 14\n', 'x.txt')).toBe('tap')
    expect(detectFormat('1..3\nok 1', 'x')).toBe('tap')
    expect(detectFormat('hello', 'x.txt')).toBeNull()
  })
})

describe('bad and hostile reports', () => {
  const expectInputError = (fn: () => unknown, pattern: RegExp) => {
    let caught: unknown
    try {
      fn()
    } catch (err) {
      caught = err
    }
    expect(caught).toBeInstanceOf(InputError)
    expect((caught as Error).message).toMatch(pattern)
  }

  it('malformed XML names the file and the line', () => {
    const xml =
      '<testsuites>\n<testsuite name="a">\n<testcase name="x">\n</testsuite>\n</testsuites>'
    expectInputError(
      () => parseReport(xml, 'reports/bad.xml'),
      /^reports\/bad\.xml:4: malformed XML/,
    )
  })

  it('an entity bomb is refused at its DOCTYPE, fast', () => {
    const lol = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join('\n')
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${lol}\n]>\n<testsuites><testcase name="&lol9;"/></testsuites>`
    const start = performance.now()
    expectInputError(
      () => parseReport(bomb, 'bomb.xml'),
      /^bomb\.xml:2: DOCTYPE declarations are not accepted/,
    )
    expect(performance.now() - start).toBeLessThan(200)
  })

  it('a DOCTYPE with a megabyte internal subset is refused before saxes buffers it', () => {
    const subset = `<!ENTITY a "${'x'.repeat(1024 * 1024)}">`
    const start = performance.now()
    expectInputError(
      () => parseReport(`<!DOCTYPE t [${subset}]><testsuites/>`, 'big.xml'),
      /DOCTYPE/,
    )
    expect(performance.now() - start).toBeLessThan(200)
  })

  it('a DOCTYPE is refused before the root wherever chunks cut it, in any letter case', () => {
    const expectRefused = (chunks: string[], refusal: RegExp) => {
      const stream = new SafeXmlStream(
        'd.xml',
        DEFAULT_LIMITS,
        { open() {}, close() {}, text() {} },
        100,
      )
      expectInputError(() => {
        for (const chunk of chunks) stream.write(chunk)
        stream.end()
      }, refusal)
    }
    const doc = '<?xml version="1.0"?>\n<!-- c -->\n<!doctype t [<!ENTITY a "b">]>\n<testsuites/>'
    const at = doc.indexOf('<!doctype')
    for (const opening of ['<!doctype', '<!DOCTYPE', '<!DocType']) {
      const text = doc.replace('<!doctype', opening)
      // An opening in other letters, cut, may reach the reader first: refused as bad syntax there.
      const refusal =
        opening === '<!DOCTYPE'
          ? /^d\.xml:3: DOCTYPE declarations are not accepted in a test report/
          : /^d\.xml:3: (DOCTYPE declarations are not accepted in a test report|malformed XML: incorrect syntax)/
      // Every cut through the opening and around it, and the document in one-character chunks.
      const cuts = Array.from({ length: 14 }, (_, k) => [
        text.slice(0, at - 2 + k),
        text.slice(at - 2 + k),
      ])
      cuts.push([...text])
      // Whole, or cut just before it: the opening is seen before the reader reads it, in any case.
      for (const chunks of [[text], [text.slice(0, at), text.slice(at)]]) {
        expectRefused(chunks, /^d\.xml:3: DOCTYPE declarations are not accepted in a test report/)
      }
      for (const chunks of cuts) {
        expectRefused(chunks, refusal)
      }
    }
  })

  it('a numeric character reference decodes once to literal text, never to an entity', () => {
    const xml = '<testsuites><testcase name="&#38;lol9; &#x26;amp;"/></testsuites>'
    expect(parseReport(xml, 'n.xml').cases[0]!.name).toBe('&lol9; &amp;')
    expectInputError(
      () => parseReport('<testsuites><testcase name="&lol9;"/></testsuites>', 'u.xml'),
      /u\.xml:1: malformed XML: undefined entity/,
    )
  })

  it('nesting deeper than the bound is refused', () => {
    const depth = 200
    const xml =
      '<testsuites>' + '<testsuite>'.repeat(depth) + '</testsuite>'.repeat(depth) + '</testsuites>'
    expectInputError(
      () => parseReport(xml, 'deep.xml'),
      /deep\.xml:1: elements nest deeper than 64 levels/,
    )
  })

  it('a report over the size cap is refused before reading', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-report-'))
    const file = join(dir, 'big.xml')
    writeFileSync(file, `<testsuites>${' '.repeat(2048)}</testsuites>`)
    await expect(readReport(file, 'reports/big.xml', { maxBytes: 1024 })).rejects.toThrow(
      /reports\/big\.xml: the report is 0\.0 MiB, over the 0\.0 MiB limit/,
    )
    expectInputError(
      () =>
        parseReport(`<testsuites>${' '.repeat(2048)}</testsuites>`, 'm.xml', { maxBytes: 1024 }),
      /over the/,
    )
  })

  it('a huge failure body and system-out are bounded, not kept', () => {
    const body = 'x'.repeat(3_000_000)
    const xml = `<testsuites><testcase name="t"><failure message="${'m'.repeat(5000)}">${body}</failure><system-out>${body}</system-out></testcase></testsuites>`
    const [run] = parseReport(xml, 'huge.xml').cases
    expect(run!.trace!.length).toBeLessThanOrEqual(8_000)
    expect(run!.message!.length).toBeLessThanOrEqual(2_000)
    expect(run!.message!.endsWith('[truncated]')).toBe(true)
  })

  it('more test cases than the bound is refused, in every format', () => {
    const junit = `<testsuites>${'<testcase name="t"/>'.repeat(11)}</testsuites>`
    expectInputError(
      () => parseReport(junit, 'many.xml', { maxCases: 10 }),
      /many\.xml: more than 10 test cases/,
    )
    const tap = `1..11\n${'ok - t\n'.repeat(11)}`
    expectInputError(
      () => parseReport(tap, 'many.tap', { maxCases: 10 }),
      /more than 10 test points/,
    )
    const ctrf = JSON.stringify({
      results: { tests: Array.from({ length: 11 }, () => ({ name: 't', status: 'passed' })) },
    })
    expectInputError(
      () => parseReport(ctrf, 'many.json', { maxCases: 10 }),
      /more than 10 test cases/,
    )
  })

  it('a report with zero tests parses to zero cases', () => {
    const report = parseReport('<testsuites name="empty" tests="0"></testsuites>', 'zero.xml')
    expect(reportTotals(report)).toEqual(totals(0, {}))
  })

  it('declared failures are a floor: more than the cases show is one errored run of the suite', () => {
    const xml = '<testsuite name="s" tests="10" failures="7"><testcase name="only"/></testsuite>'
    const report = parseReport(xml, 'd.xml')
    expect(reportTotals(report)).toEqual(totals(2, { passed: 1, errored: 1 }))
    expect(report.cases[1]).toMatchObject({ name: '(suite error)', suite: 's', status: 'errored' })
    expect(report.cases[1]!.message).toMatch(/declares 7 failing test\(s\).*cases show 0/)
  })

  it('a suite with errors="1" whose cases all pass (it failed to load) is red', () => {
    const xml = `<testsuites tests="2" failures="0" errors="1">
  <testsuite name="src/a.test.ts" file="src/a.test.ts" tests="1" failures="0" errors="1">
    <testcase name="ok" classname="src/a.test.ts"/>
  </testsuite>
  <testsuite name="src/b.test.ts" tests="1" failures="0" errors="0"><testcase name="ok"/></testsuite>
</testsuites>`
    const report = parseReport(xml, 'r.xml')
    // One errored run for the suite; the root's declared error is that same one, not a second.
    expect(reportTotals(report)).toEqual(totals(3, { passed: 2, errored: 1 }))
    expect(report.cases.find((c) => c.status === 'errored')).toMatchObject({
      name: '(suite error)',
      suite: 'src/a.test.ts',
      file: 'src/a.test.ts',
    })
  })

  it('declared counts that match the cases add nothing, nested or not', () => {
    const xml = `<testsuites tests="2" failures="1" errors="0">
  <testsuite name="outer" tests="2" failures="1">
    <testsuite name="inner" tests="1" failures="1"><testcase name="x"><failure message="m"/></testcase></testsuite>
    <testcase name="y"/>
  </testsuite>
</testsuites>`
    expect(reportTotals(parseReport(xml, 'n.xml'))).toEqual(totals(2, { passed: 1, failed: 1 }))
  })

  it('declared counts written as decimals with no fraction are those numbers, so the floor holds', () => {
    const xml =
      '<testsuite name="s" tests="2.0" failures="1.0" errors="0.00"><testcase name="a"/></testsuite>'
    const report = parseReport(xml, 'decimal.xml')
    expect(reportTotals(report)).toEqual(totals(2, { passed: 1, errored: 1 }))
    expect(report.cases[1]!.message).toMatch(/declares 1 failing test\(s\).*cases show 0/)
    // Counts that match the cases still add nothing.
    const green = '<testsuite name="s" tests="1.0" failures="0.0"><testcase name="a"/></testsuite>'
    expect(reportTotals(parseReport(green, 'green.xml'))).toEqual(totals(1, { passed: 1 }))
  })

  it('a count attribute that is no count is an error naming the file, suite and attribute', () => {
    for (const [attr, value] of [
      ['failures', 'abc'],
      ['failures', '1.5'],
      ['errors', '-1'],
      ['errors', ''],
    ]) {
      expectInputError(
        () =>
          parseReport(
            `<testsuites>\n<testsuite name="s" ${attr}="${value}"><testcase name="a"/></testsuite>\n</testsuites>`,
            'r/count.xml',
          ),
        new RegExp(
          `^r/count\\.xml: <testsuite name="s"> ${attr}="${value}" is not a count \\(a whole number of tests\\)`,
        ),
      )
    }
    // The root's counts too, `tests` among them (the floor for a report that holds no case).
    expectInputError(
      () => parseReport('<testsuites failures="1,0"><testsuite name="s"/></testsuites>', 'r.xml'),
      /^r\.xml: <testsuites> failures="1,0" is not a count/,
    )
    expectInputError(
      () => parseReport('<testsuite tests="NaN"><testcase name="a"/></testsuite>', 'r.xml'),
      /^r\.xml: <testsuite> tests="NaN" is not a count/,
    )
  })

  it('only the root declares a failure its cases do not show: one errored run of the root', () => {
    const xml =
      '<testsuites tests="1" failures="1"><testsuite name="s"><testcase name="a"/></testsuite></testsuites>'
    const report = parseReport(xml, 'root.xml')
    expect(reportTotals(report)).toEqual(totals(2, { passed: 1, errored: 1 }))
    expect(report.cases[1]!.name).toBe('(error outside any suite)')
  })

  it('a <failure> or <error> outside any test case (a hook) is one errored run of its suite', () => {
    const xml =
      '<testsuite name="s"><testcase name="a"/><failure message="beforeAll hook failed">boom</failure></testsuite>'
    const report = parseReport(xml, 'hook.xml')
    expect(reportTotals(report)).toEqual(totals(2, { passed: 1, errored: 1 }))
    expect(report.cases[1]).toMatchObject({
      name: '(suite error)',
      suite: 's',
      status: 'errored',
      message: 'beforeAll hook failed',
      trace: 'boom',
    })
    // Directly under the root, with no message: named after the root, the body as the message.
    const atRoot = parseReport(
      '<testsuites><error>Error: setup crashed\n  at setup.js:3</error><testsuite name="s"><testcase name="a"/></testsuite></testsuites>',
      'root-error.xml',
    )
    expect(reportTotals(atRoot)).toEqual(totals(2, { passed: 1, errored: 1 }))
    expect(atRoot.cases[0]).toMatchObject({
      name: '(error outside any suite)',
      message: 'Error: setup crashed',
    })
    // With neither, the message says what was found.
    const bare = parseReport('<testsuite name="s"><error/></testsuite>', 'bare.xml').cases
    expect(bare).toHaveLength(1)
    expect(bare[0]!.message).toBe('an <error> outside any test case')
    // Declared and shown: the suite's own failure is the one it declares, not a second.
    const declared = parseReport(
      '<testsuite name="s" tests="1" failures="0" errors="1"><testcase name="a"/><error message="m"/></testsuite>',
      'declared.xml',
    )
    expect(reportTotals(declared)).toEqual(totals(2, { passed: 1, errored: 1 }))
    // <skipped> outside a test case adds nothing.
    expect(
      reportTotals(
        parseReport('<testsuite name="s"><testcase name="a"/><skipped/></testsuite>', 'k.xml'),
      ),
    ).toEqual(totals(1, { passed: 1 }))
  })

  it('CTRF and TRX summaries are floors too', () => {
    const ctrf = JSON.stringify({
      results: { summary: { tests: 2, failed: 1 }, tests: [{ name: 'a', status: 'passed' }] },
    })
    const fromCtrf = parseReport(ctrf, 'c.json')
    expect(reportTotals(fromCtrf)).toEqual(totals(2, { passed: 1, errored: 1 }))
    expect(fromCtrf.cases[1]!.message).toMatch(
      /declares 1 failed test\(s\) but results\.tests shows 0/,
    )
    expectInputError(
      () =>
        parseReport(JSON.stringify({ results: { summary: { tests: 3 }, tests: [] } }), 'e.json'),
      /e\.json[\s\S]*declares 3 test\(s\)/,
    )
    const trx = `<TestRun><Results><UnitTestResult testId="1" testName="a" outcome="Passed"/></Results>
<ResultSummary outcome="Failed"><Counters total="2" executed="2" passed="1" failed="0" error="1"/></ResultSummary></TestRun>`
    expect(reportTotals(parseReport(trx, 'r.trx'))).toEqual(totals(2, { passed: 1, errored: 1 }))
    expectInputError(
      () =>
        parseReport(
          '<TestRun><ResultSummary><Counters total="5"/></ResultSummary></TestRun>',
          'x.trx',
        ),
      /x\.trx[\s\S]*declares 5 test\(s\) but holds no test result/,
    )
  })

  it('a report that declares tests and holds none is an error naming it (unknown evidence)', () => {
    expectInputError(
      () => parseReport('<testsuites tests="12" failures="0"></testsuites>', 'r/cut.xml'),
      /r\/cut\.xml[\s\S]*declares 12 test\(s\) but holds no test case/,
    )
    // Declaring none and holding none stays a readable, empty report.
    expect(parseReport('<testsuites tests="0"></testsuites>', 'r/none.xml').cases).toEqual([])
  })

  it('a foreign root element, an empty file and unknown text are clear errors', () => {
    expectInputError(
      () => parseReport('<html><body/></html>', 'r/page.xml'),
      /r\/page\.xml:1: the root element <html> is not JUnit/,
    )
    expectInputError(
      () => parseReport('   \n', 'r/empty.xml'),
      /r\/empty\.xml: the report is empty/,
    )
    expectInputError(
      () => parseReport('hello world', 'r/notes.txt'),
      /r\/notes\.txt: not a test report/,
    )
  })

  it('CTRF with a bad field names the test index and the field', () => {
    const ctrf = JSON.stringify({
      results: {
        tests: [
          { name: 'a', status: 'passed' },
          { name: 'b', status: 'green' },
        ],
      },
    })
    expectInputError(
      () => parseReport(ctrf, 'c.json'),
      /c\.json: results\.tests\[1\]\.status: expected passed, failed/,
    )
    expectInputError(() => parseReport('{"results": ', 'c.json'), /c\.json: invalid JSON/)
    expectInputError(() => parseReport('{"results": {}}', 'c.json'), /not a CTRF report/)
  })

  it('go test -json with a broken event names the line', () => {
    const text = '{"Action":"run","Package":"p","Test":"T"}\n{"Action":"pass",\n'
    expectInputError(() => parseReport(text, 'go.json'), /go\.json:2: invalid JSON event/)
  })

  it('a UTF-16 report with a byte-order mark is decoded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-report-'))
    const file = join(dir, 'utf16.xml')
    const xml =
      '<?xml version="1.0" encoding="UTF-16"?><testsuites><testcase name="ünï"/></testsuites>'
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]))
    const report = await readReport(file, 'utf16.xml')
    expect(report.cases[0]!.name).toBe('ünï')
  })

  it('a large UTF-8 report reads the same whatever characters the read chunks cut', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-report-'))
    // Names of one, two, three and four bytes per character; then names of four-byte characters
    // only across the 256 KiB mark, which `shift` moves by a byte at a time, so the first read
    // ends after each byte of a character in turn. And a byte-order mark, dropped.
    const names = ['a', 'ü', '€', '😀'].flatMap((c, k) =>
      Array.from({ length: 800 }, (_, i) => `${c.repeat(1 + ((i + k) % 7))} ${i}`),
    )
    const caseOf = (n: string) => `<testcase classname="c" name="${n}" time="0.1"/>\n`
    let before = Buffer.byteLength(`\ufeff<testsuites name="">${names.map(caseOf).join('')}`)
    while (before < 256 * 1024 - 4000) {
      names.push(`filler ${names.length}`)
      before += Buffer.byteLength(caseOf(names[names.length - 1]!))
    }
    for (let i = 0; i < 40; i++) names.push('😀'.repeat(200))
    names.push('last')
    const cases = names.map(caseOf).join('')
    for (const shift of [0, 1, 2, 3]) {
      const file = join(dir, `big${shift}.xml`)
      writeFileSync(file, `\ufeff<testsuites name="${'x'.repeat(shift)}">${cases}</testsuites>`)
      const report = await readReport(file, 'big.xml')
      expect(report.cases.map((c) => c.name)).toEqual(names)
    }
  })

  it.skipIf(process.platform === 'win32')(
    'a FIFO in place of a report is refused at once, not read or waited on',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'rg-report-'))
      const fifo = join(dir, 'junit.xml')
      execFileSync('mkfifo', [fifo])
      // No writer ever opens it: a blocking open or read would hang here until the test timed out.
      await expect(readReport(fifo, 'junit.xml')).rejects.toThrow(/junit\.xml: not a regular file/)
    },
  )

  it('a missing file or a directory is a clear error', async () => {
    await expect(readReport('/nonexistent/r.xml', 'r.xml')).rejects.toThrow(
      /r\.xml: cannot read the report: ENOENT/,
    )
    await expect(readReport(FIXTURES, 'fixtures')).rejects.toThrow(/fixtures: not a regular file/)
  })
})
