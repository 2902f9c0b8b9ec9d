/**
 * A red suite never passes (issue 20), through the committed bundle as a user runs it:
 * `node dist/cli.js review --input <case>`. Each case is shaped like the library layouts and
 * reporters the issue reproduced; the payload, the summary and gate.txt are read as written.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { APPROVE, DIFF, HEAD } from './fail-open-cases.js'
import { makeRepo, replyScript } from './harness.js'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')

export interface RedCase {
  files: Record<string, string>
  config?: Record<string, unknown>
  flags?: string[]
  diff?: string
}

export function reviewCase(c: RedCase) {
  const dir = mkdtempSync(join(tmpdir(), 'rg-red-suite-'))
  const files: Record<string, string> = { 'diff.patch': c.diff ?? DIFF, ...c.files }
  files['case.yml'] = stringify({
    description: 'red suite',
    head_sha: HEAD,
    ...(c.config ? { config: c.config } : {}),
  })
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  const out = join(dir, 'out')
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      'review',
      '--input',
      dir,
      '--output-dir',
      out,
      '--cache-dir',
      `${dir}-cache`,
      ...(c.flags ?? []),
    ],
    { encoding: 'utf8', cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeout: 60_000 },
  )
  const read = (name: string): string => {
    try {
      return readFileSync(join(out, name), 'utf8')
    } catch {
      return ''
    }
  }
  return {
    code: result.status,
    stderr: result.stderr,
    gate: read('gate.txt'),
    summary: read('review.md'),
    payload: read('payload.md'),
    review: read('review.json'),
  }
}

type Run = { name: string; classname: string; file?: string; fail?: string }

/** A JUnit report as vitest writes it: one suite per file, `failures` counted per suite. */
export function junitOf(runs: Run[], extraSuiteAttrs = ''): string {
  const bySuite = new Map<string, Run[]>()
  for (const run of runs) bySuite.set(run.classname, [...(bySuite.get(run.classname) ?? []), run])
  const suites = [...bySuite].map(([suite, cases]) => {
    const failures = cases.filter((c) => c.fail).length
    const body = cases
      .map((c) =>
        c.fail
          ? `    <testcase classname="${c.classname}" name="${c.name}" time="0.001"><failure message="${c.fail}" type="AssertionError">AssertionError: ${c.fail}\n ❯ ${c.file ?? c.classname}:12:7</failure></testcase>`
          : `    <testcase classname="${c.classname}" name="${c.name}" time="0.001"></testcase>`,
      )
      .join('\n')
    return `  <testsuite name="${suite}" tests="${cases.length}" failures="${failures}" errors="0"${extraSuiteAttrs} time="0.01">\n${body}\n  </testsuite>`
  })
  return `<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="vitest tests">\n${suites.join('\n')}\n</testsuites>\n`
}

const touchedGreen: Run[] = [
  { name: 'total &gt; sums price times quantity', classname: 'src/cart/total.test.ts' },
  { name: 'total &gt; applies a percentage discount', classname: 'src/cart/total.test.ts' },
]
const elsewhereRed: Run = {
  name: 'shipping &gt; rounds up to the next cent',
  classname: 'src/shipping/rate.test.ts',
  fail: 'expected 101 to be 100',
}

describe('suite scope: every failing test of the run fails the gate', () => {
  it('a suite with one failure in a file the change does not relate to fails, naming it', () => {
    const run = reviewCase({
      files: {
        'reports/junit.xml': junitOf([...touchedGreen, elsewhereRed]),
        'reply.json': APPROVE,
      },
    })
    const context = `${run.gate}\n${run.stderr.slice(-1500)}`
    expect(run.code, context).toBe(1)
    expect(run.gate).toMatch(
      /^FAILED: tests are failing: no touched-file test failed; 1 other failing test in this run \(src\/shipping\/rate\.test\.ts > shipping > rounds up to the next cent\)/m,
    )
    expect(run.payload).toContain('- tests_pass: false')
    expect(run.payload).toMatch(
      /Other failing tests in this run \(1; not related to the touched files/,
    )
    expect(run.payload).toContain('src/shipping/rate.test.ts')
    expect(run.payload).toContain('expected 101 to be 100')
    // The tests blocker the reply must carry names the other group.
    expect(run.payload).toMatch(
      /"message": "No touched-file test failed, but 1 other failing test in this run[^"]*shipping > rounds up/,
    )
    expect(run.summary).toContain('Other failing tests in this run')
    expect(run.summary).toContain('rounds up to the next cent')
  })

  it('a red touched test and a red other test: the gate line names both groups', () => {
    const run = reviewCase({
      files: {
        'reports/junit.xml': junitOf([
          touchedGreen[0]!,
          { ...touchedGreen[1]!, fail: 'expected 1000 to be 900' },
          elsewhereRed,
        ]),
        'reply.json': APPROVE,
      },
    })
    expect(run.code).toBe(1)
    expect(run.gate).toMatch(
      /touched tests are failing \(1 failed\); 1 other failing test in this run \(src\/shipping\/rate\.test\.ts > shipping > rounds up/,
    )
    expect(run.payload).toMatch(
      /Also 1 other failing test in this run, not related to the touched files: src\/shipping\/rate\.test\.ts > shipping > rounds up/,
    )
  })

  it('evidence.scope: touched in the base config counts only related tests, and says so', () => {
    const run = reviewCase({
      files: {
        'reports/junit.xml': junitOf([...touchedGreen, elsewhereRed]),
        'reply.json': APPROVE,
      },
      config: { evidence: { scope: 'touched' } },
    })
    expect(run.code, run.gate).toBe(0)
    expect(run.gate).toMatch(/^PASSED/m)
    expect(run.summary).toMatch(/Scope: \*\*touched\*\*/)
    expect(run.summary).toContain('rounds up to the next cent')
    expect(run.payload).toContain('- scope: touched')
  })

  it('the green control: the same suite with nothing failing passes', () => {
    const run = reviewCase({
      files: {
        'reports/junit.xml': junitOf([...touchedGreen, { ...elsewhereRed, fail: undefined }]),
        'reply.json': APPROVE,
      },
    })
    expect(run.code, run.gate).toBe(0)
    expect(run.gate).toMatch(/^PASSED/m)
  })
})

/** The date-library shape: `src/index.js` imports then exports; a diff test fails elsewhere. */
const DURATION_DIFF = `diff --git a/src/duration.js b/src/duration.js
index 1111111..2222222 100644
--- a/src/duration.js
+++ b/src/duration.js
@@ -879,7 +879,7 @@ export default class Duration {
   normalize() {
     if (!this.isValid) return this;
     const vals = this.toObject();
-    normalizeValues(this.matrix, vals);
+    normalizeValues(this.matrix, vals, true);
     return clone(this, { values: vals }, true);
   }
 
`

function durationSource(): string {
  const lines = ['export default class Duration {']
  while (lines.length < 878) lines.push('  // …')
  lines.push(
    '  normalize() {',
    '    if (!this.isValid) return this;',
    '    const vals = this.toObject();',
    '    normalizeValues(this.matrix, vals, true);',
    '    return clone(this, { values: vals }, true);',
    '  }',
    '',
    '}',
  )
  return lines.join('\n') + '\n'
}

export const DATE_LIBRARY: Record<string, string> = {
  'src/duration.js': durationSource(),
  'src/datetime.js': 'export default class DateTime {}\n',
  'src/index.js':
    'import DateTime from "./datetime.js";\nimport Duration from "./duration.js";\n\nexport { DateTime, Duration };\n',
  'test/datetime/diff.test.js':
    'import { DateTime } from "../../src/index.js";\n\ntest("DateTime#diff handles months", () => {});\n',
  'test/duration/units.test.js':
    'import { Duration } from "../../src/index.js";\n\ntest("Duration#shiftTo", () => {});\n',
}

function dateLibraryReport(): string {
  const runs: Run[] = []
  for (let i = 0; i < 120; i++)
    runs.push({ name: `Duration#units case ${i}`, classname: 'test/duration/units.test.js' })
  for (let i = 0; i < 80; i++)
    runs.push({ name: `DateTime#diff case ${i}`, classname: 'test/datetime/diff.test.js' })
  runs.push({
    name: 'DateTime#diff handles months',
    classname: 'test/datetime/diff.test.js',
    fail: 'expected { months: 1, days: 2 } to equal { months: 1, days: 3 }',
  })
  return junitOf(runs)
}

describe('the index-then-export scenario (issue 20)', () => {
  it('fails the gate with the unrelated failing test named', () => {
    const run = reviewCase({
      diff: DURATION_DIFF,
      files: { ...DATE_LIBRARY, 'reports/junit.xml': dateLibraryReport(), 'reply.json': APPROVE },
    })
    const context = `${run.gate}\n${run.stderr.slice(-1500)}`
    expect(run.code, context).toBe(1)
    expect(run.gate).toMatch(
      /FAILED: tests are failing: no touched-file test failed; 1 other failing test in this run \(test\/datetime\/diff\.test\.js > DateTime#diff handles months\)/,
    )
    expect(run.payload).toContain('Other failing tests in this run (1;')
    expect(run.payload).toContain('expected { months: 1, days: 2 } to equal { months: 1, days: 3 }')
    // The blocker sits on the changed line 882, not on the hunk's first context line.
    expect(run.payload).toMatch(/"file": "src\/duration\.js",\s*"line": 882/)
  })
})

const GREEN_TOUCHED = junitOf(touchedGreen)

describe('test-outcome: the test step’s own verdict', () => {
  it('failure with green reports (vitest exits 1 on an unhandled error) is red', () => {
    const run = reviewCase({
      files: { 'reports/junit.xml': GREEN_TOUCHED, 'reply.json': APPROVE },
      flags: ['--test-outcome', 'failure'],
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toMatch(
      /FAILED: touched tests are failing \(1 failing: test step, the test step failed; its reports show no failing test\)/,
    )
    expect(run.payload).toContain('the test step failed; its reports show no failing test')
    expect(run.summary).toContain('the test step failed; its reports show no failing test')
  })

  it.each(['cancelled', 'skipped'])('%s is unknown evidence, named', (outcome) => {
    const run = reviewCase({
      files: { 'reports/junit.xml': GREEN_TOUCHED, 'reply.json': APPROVE },
      flags: ['--test-outcome', outcome],
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toContain(`FAILED: test evidence unknown: the test step was ${outcome}`)
  })

  it('success with green reports passes; a value that is no outcome is an input error', () => {
    const ok = reviewCase({
      files: { 'reports/junit.xml': GREEN_TOUCHED, 'reply.json': APPROVE },
      flags: ['--test-outcome', 'success'],
    })
    expect(ok.code, ok.gate).toBe(0)
    const bad = reviewCase({
      files: { 'reports/junit.xml': GREEN_TOUCHED, 'reply.json': APPROVE },
      flags: ['--test-outcome', 'failed'],
    })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/test-outcome: expected one of success, failure, cancelled, skipped/)
  })
})

describe('declared totals are a floor', () => {
  it('a suite with errors="1" whose cases all pass (it failed to load) is red, naming the suite', () => {
    const run = reviewCase({
      files: {
        'reports/junit.xml': `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="2" failures="0" errors="1">
  <testsuite name="src/cart/total.test.ts" tests="2" failures="0" errors="1" time="0.01">
    <testcase classname="src/cart/total.test.ts" name="total &gt; sums price times quantity" time="0.001"></testcase>
    <testcase classname="src/cart/total.test.ts" name="total &gt; applies a percentage discount" time="0.001"></testcase>
  </testsuite>
</testsuites>
`,
        'reply.json': APPROVE,
      },
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toMatch(/FAILED: touched tests are failing \(1 errored\)/)
    expect(run.payload).toContain('ERRORED src/cart/total.test.ts > (suite error)')
    expect(run.payload).toMatch(/the suite declares 1 failing test\(s\)/)
  })

  it('a report that declares tests and holds none is unknown evidence, named', () => {
    const run = reviewCase({
      files: {
        'reports/junit.xml':
          '<testsuites name="vitest tests" tests="12" failures="0" errors="0"></testsuites>\n',
        'reply.json': APPROVE,
      },
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toMatch(
      /test evidence unknown: a test report could not be read: reports\/junit\.xml[^\n]*declares 12 test\(s\) but holds no test case/,
    )
  })

  it('a TAP plan the run fell short of is red: the run stopped early', () => {
    const run = reviewCase({
      config: { evidence: { reports: ['reports/*'] } },
      files: {
        'reports/results.tap': 'TAP version 13\n1..3\nok 1 - sums\nok 2 - discounts\n',
        'reply.json': APPROVE,
      },
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toMatch(/^FAILED: tests are failing: .*\(plan\)/m)
    expect(run.payload).toContain('the plan declares 3 test(s) but 2 were reported')
  })

  it('a go test -json stream cut mid-test is red: the test never ended', () => {
    const events = [
      { Action: 'run', Package: 'example.com/cart', Test: 'TestSums' },
      { Action: 'pass', Package: 'example.com/cart', Test: 'TestSums', Elapsed: 0.01 },
      { Action: 'run', Package: 'example.com/cart', Test: 'TestDiscount' },
    ]
    const run = reviewCase({
      config: { evidence: { reports: ['reports/*'] } },
      files: {
        'reports/go.json': events.map((e) => JSON.stringify(e)).join('\n') + '\n',
        'reply.json': APPROVE,
      },
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toMatch(/^FAILED: tests are failing: .*TestDiscount/m)
    expect(run.payload).toContain('started but never ended')
  })

  it('reports that hold no test at all, or only skipped ones, are unknown evidence: nothing ran', () => {
    for (const junit of [
      '<testsuites/>\n',
      '<testsuites><testsuite name="t" tests="0"></testsuite></testsuites>\n',
      `<testsuites><testsuite name="other" tests="1"><testcase classname="src/other.test.ts" name="x"><skipped/></testcase></testsuite></testsuites>\n`,
    ]) {
      const run = reviewCase({ files: { 'reports/junit.xml': junit, 'reply.json': APPROVE } })
      expect(run.code, `${junit}\n${run.gate}`).toBe(1)
      expect(run.gate).toMatch(
        /FAILED: test evidence unknown: [^\n]*no test ran in the test reports \(1 report\(s\), \d+ test run\(s\), none passed or failed\)/,
      )
      expect(run.payload).toContain('no test ran in the test reports')
    }
  })
})

describe('reports this run wrote', () => {
  it('a report committed in the pull request is refused: unknown, named', () => {
    const repo = makeRepo(
      { 'src/cart/total.ts': 'export const total = (a: number) => a\n' },
      {
        'src/cart/total.ts': 'export const total = (a: number, d = 0) =>\n  a - a * d\n',
        'src/cart/total.test.ts': "it('sums', () => {})\n",
        'reports/junit.xml': junitOf(touchedGreen),
      },
    )
    const out = join(repo.dir, '..', `${repo.dir.split('/').pop()}-out`)
    const result = spawnSync(
      process.execPath,
      [
        CLI,
        'review',
        '--repo',
        repo.dir,
        '--base',
        repo.base,
        '--reports',
        'reports/*.xml',
        '--provider',
        'command',
        '--model-command',
        replyScript(APPROVE),
        '--output-dir',
        out,
        '--cache-dir',
        `${out}-cache`,
      ],
      {
        encoding: 'utf8',
        cwd: repo.dir,
        env: { PATH: process.env.PATH, HOME: repo.dir },
        timeout: 60_000,
      },
    )
    const gate = readFileSync(join(out, 'gate.txt'), 'utf8')
    expect(result.status, gate + result.stderr.slice(-1500)).toBe(1)
    expect(gate).toMatch(
      /FAILED: test evidence unknown: reports\/junit\.xml is tracked by git at the head: the pull request wrote it, not this run's tests/,
    )
    expect(readFileSync(join(out, 'review.md'), 'utf8')).toMatch(
      /reports\/junit\.xml is tracked by git at the head/,
    )
  })
})

describe('mapping through the date-library index', () => {
  it('a touched failing test that imports the source through the index covers it: no "No test covers"', () => {
    const diff = `${DURATION_DIFF}diff --git a/test/duration/units.test.js b/test/duration/units.test.js
index 3333333..4444444 100644
--- a/test/duration/units.test.js
+++ b/test/duration/units.test.js
@@ -1,3 +1,5 @@
 import { Duration } from "../../src/index.js";
 
 test("Duration#shiftTo", () => {});
+
+test("Duration#normalize keeps days", () => {});
`
    const report = junitOf([
      { name: 'Duration#shiftTo', classname: 'test/duration/units.test.js' },
      {
        name: 'Duration#normalize keeps days',
        classname: 'test/duration/units.test.js',
        file: 'test/duration/units.test.js',
        fail: 'expected 2 to be 3',
      },
    ])
    const run = reviewCase({
      diff,
      files: {
        ...DATE_LIBRARY,
        'test/duration/units.test.js':
          'import { Duration } from "../../src/index.js";\n\ntest("Duration#shiftTo", () => {});\n\ntest("Duration#normalize keeps days", () => {});\n',
        'reports/junit.xml': report,
        'reply.json': APPROVE,
      },
    })
    expect(run.code, run.gate).toBe(1)
    expect(run.gate).toMatch(/FAILED: touched tests are failing \(1 failed\)/)
    expect(run.summary).not.toContain('No test covers this touched source file')
    expect(run.payload).not.toMatch(/Touched source files with no test evidence/)
    expect(run.payload).toMatch(/src\/duration\.js \(imported by test\/duration\/units\.test\.js\)/)
    // Which tests counted for src/duration.js, with their result, and why (issue 20, item 8).
    expect(run.payload).toContain(
      [
        '- `src/duration.js`: 2 runs (1 failed, 1 passed); why: import (via `test/duration/units.test.js`)',
        '  - failed: `test/duration/units.test.js > Duration#normalize keeps days`',
        '  - passed: `test/duration/units.test.js > Duration#shiftTo`',
      ].join('\n'),
    )
    expect(run.summary).toContain(
      '- src/duration.js — 2 runs: 1 failed, 1 passed — why: import (via test/duration/units.test.js)',
    )
  })
})

describe('failure text a reviewer can use', () => {
  it('the whole jest message, colours stripped, no "undefined >": the same in payload, summary and blocker', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="1" failures="1" errors="0">
  <testsuite name="undefined" tests="1" failures="1" errors="0">
    <testcase classname="undefined applies a percentage discount" name="applies a percentage discount" file="src/cart/total.test.ts">
      <failure>&#x1B;[31mError: expect(received).toEqual(expected) // deep equality&#x1B;[39m

Expected: 900
Received: 1000
    at Object.toEqual (/home/runner/work/shop/shop/src/cart/total.test.ts:10:54)</failure>
    </testcase>
  </testsuite>
</testsuites>
`
    const run = reviewCase({ files: { 'reports/junit.xml': xml, 'reply.json': APPROVE } })
    expect(run.code, run.gate).toBe(1)
    for (const [where, text] of [
      ['payload', run.payload],
      ['summary', run.summary],
    ] as const) {
      expect(text, where).toContain('Received: 1000')
      expect(text, where).not.toMatch(/undefined &gt;|undefined >/)
      expect(text, where).not.toMatch(/x1B|\u001b/)
    }
    // The blocker the reply must carry quotes the failure text too.
    expect(run.payload).toMatch(
      /"message": "1 touched test failing: applies a percentage discount[^"]*Expected: 900\\nReceived: 1000/,
    )
  })
})

describe('on changed lines', () => {
  it('"No test covers this touched source file" sits on the changed line 882, not on context line 879', () => {
    const runs: Run[] = [{ name: 'DateTime#diff case', classname: 'test/datetime/diff.test.js' }]
    const run = reviewCase({
      diff: DURATION_DIFF,
      files: { ...DATE_LIBRARY, 'reports/junit.xml': junitOf(runs), 'reply.json': APPROVE },
    })
    const review = JSON.parse(run.review) as { issues: { message: string; line: number }[] }
    const missing = review.issues.find((i) => i.message.startsWith('No test covers'))
    expect(missing?.line, run.review).toBe(882)
  })
})
