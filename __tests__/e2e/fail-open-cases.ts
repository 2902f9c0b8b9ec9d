/**
 * The rows of the fail-open suite: each builds a case directory (diff, reports or evidence,
 * recorded reply, case.yml) and states how the committed CLI must end. A fault row must never
 * pass and its summary must name the cause; a control row must pass, so the suite cannot be met
 * by failing everything.
 */

export const HEAD = '9f1c2e7a4b5d6c8e0f1a2b3c4d5e6f708192a3b4'
export const OTHER_COMMIT = '1111111111111111111111111111111111111111'

export const DIFF = `diff --git a/src/cart/total.test.ts b/src/cart/total.test.ts
index ea51ac9..6e5af0e 100644
--- a/src/cart/total.test.ts
+++ b/src/cart/total.test.ts
@@ -5,4 +5,8 @@ describe('total', () => {
   it('sums price times quantity', () => {
     expect(total([{ price: 250, quantity: 2 }])).toBe(500)
   })
+
+  it('applies a percentage discount', () => {
+    expect(total([{ price: 1000, quantity: 1 }], 10)).toBe(900)
+  })
 })
diff --git a/src/cart/total.ts b/src/cart/total.ts
index e5dc94e..00745b3 100644
--- a/src/cart/total.ts
+++ b/src/cart/total.ts
@@ -3,6 +3,8 @@ export interface Line {
   quantity: number
 }
 
-export function total(lines: Line[]): number {
-  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
+/** Total in cents; a discount in percent applies to the whole cart. */
+export function total(lines: Line[], discountPercent = 0): number {
+  const gross = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
+  return gross - (gross * discountPercent) / 100
 }
`

type Status = 'passed' | 'failed' | 'skipped' | 'ansi'

function testcase(name: string, status: Status): string {
  const open = `    <testcase classname="src/cart/total.test.ts" name="total &gt; ${name}" time="0.002">`
  if (status === 'passed') return `${open}</testcase>`
  if (status === 'skipped') return `${open}<skipped/></testcase>`
  if (status === 'ansi') {
    // Passing, with the colour codes real runners leave in system-out (raw and as a reference).
    return `${open}<system-out>\u001b[32m✓\u001b[39m ok &#x1B;[2m(2 ms)&#x1B;[22m</system-out></testcase>`
  }
  return `${open}<failure message="expected 1000 to be 900" type="AssertionError">AssertionError: expected 1000 to be 900
 ❯ src/cart/total.test.ts:10:54</failure></testcase>`
}

export function junit(statuses: [Status, Status]): string {
  const failures = statuses.filter((s) => s === 'failed').length
  const skipped = statuses.filter((s) => s === 'skipped').length
  return `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="2" failures="${failures}" errors="0" time="0.4">
  <testsuite name="src/cart/total.test.ts" tests="2" failures="${failures}" errors="0" skipped="${skipped}" time="0.006">
${testcase('sums price times quantity', statuses[0])}
${testcase('applies a percentage discount', statuses[1])}
  </testsuite>
</testsuites>
`
}

export const GREEN = junit(['passed', 'passed'])
export const RED = junit(['passed', 'failed'])

export function reply(
  issues: unknown[] = [],
  extra: Record<string, unknown> = {},
  counts?: Record<string, number>,
): string {
  const c = { blocker: 0, major: 0, minor: 0 }
  for (const i of issues) {
    const s = (i as { severity?: string }).severity
    if (s === 'blocker' || s === 'major' || s === 'minor') c[s]++
  }
  return JSON.stringify({
    verdict: issues.length === 0 ? 'APPROVED' : 'CHANGES_REQUESTED',
    counts: counts ?? c,
    issues,
    strengths: [],
    ...extra,
  })
}

export const APPROVE = reply()

export function issue(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    severity: 'blocker',
    category: 'logic',
    file: 'src/cart/total.ts',
    line: 9,
    message: 'The discount is subtracted twice for carts over the limit.',
    fix: 'Subtract it once.',
    ...over,
  }
}

export interface Row {
  name: string
  /** Files of the case directory (relative path → content); diff.patch defaults to DIFF. */
  files: Record<string, string>
  /** case.yml `config:` overrides. */
  config?: Record<string, unknown>
  /** Extra CLI flags. */
  flags?: string[]
  /** How the run must end. `error` may be neutral (exit 0) only when `neutral` is set. */
  expect: 'pass' | 'fail' | 'error'
  neutral?: boolean
  /** What the summary (and gate.txt) must say: the cause, named. */
  cause: RegExp
}

const reports = (...xml: string[]): Record<string, string> =>
  Object.fromEntries(xml.map((x, i) => [`reports/junit-${i + 1}.xml`, x]))

const node = (script: string) => `node -e ${JSON.stringify(script)} {files}`

export const CONTROL_ROWS: Row[] = [
  {
    name: 'green report, clean reply',
    files: { ...reports(GREEN), 'reply.json': APPROVE },
    expect: 'pass',
    cause: /PASSED/,
  },
  {
    name: 'no evidence configured, clean reply',
    files: { 'reply.json': APPROVE },
    expect: 'pass',
    cause: /PASSED/,
  },
  {
    name: 'unreadable report under evidence.unknown: warn',
    files: { ...reports(GREEN, '<testsuites><testsuite'), 'reply.json': APPROVE },
    config: { evidence: { unknown: 'warn' } },
    expect: 'pass',
    cause: /test evidence unknown[^\n]*evidence\.unknown: warn/,
  },
  {
    name: 'over budget under partial: allow',
    files: { ...reports(GREEN), 'reply.json': APPROVE },
    config: { partial: 'allow', payload: { max_bytes: 1_000 } },
    expect: 'pass',
    cause: /partial review[^\n]*partial: allow/,
  },
  {
    name: 'ANSI colour codes in a green report are read, not an error',
    files: { ...reports(junit(['ansi', 'passed'])), 'reply.json': APPROVE },
    expect: 'pass',
    cause: /PASSED/,
  },
  {
    name: 'a major finding within major=1',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ severity: 'major' })]) },
    config: { severity_gate: { major: 1 } },
    expect: 'pass',
    cause: /PASSED \(blocker 0\/0, major 1\/1/,
  },
  {
    name: 'a nit mapped to minor passes (minor unlimited)',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ severity: 'nit' })]) },
    expect: 'pass',
    cause: /PASSED \(blocker 0\/0, major 0\/0, minor 1\/unlimited\)/,
  },
  {
    name: 'a test command that exits 0 with green reports',
    files: { 'reply.json': APPROVE },
    config: {
      evidence: {
        command: node(
          `require('fs').mkdirSync('out',{recursive:true});require('fs').writeFileSync('out/j.xml',${JSON.stringify(GREEN)})`,
        ),
        command_reports: ['out/*.xml'],
      },
    },
    expect: 'pass',
    cause: /PASSED/,
  },
  {
    name: 'an ensemble of 3 with one pass down: the quorum of 2 answered and agrees on nothing serious',
    files: {
      ...reports(GREEN),
      'replies/review-1.json': APPROVE,
      'replies/review-2.json': 'the model is down',
      'replies/review-2.repair.json': 'the model is down',
      'replies/review-3.json': APPROVE,
    },
    config: { review: { ensemble: 3, min_agreement: 2 } },
    expect: 'pass',
    cause: /PASSED/,
  },
]

export const FAULT_ROWS: Row[] = [
  // Red tests: outside the thresholds, never neutral.
  {
    name: 'red report, reply approves',
    files: { ...reports(RED), 'reply.json': APPROVE },
    expect: 'fail',
    cause: /touched tests are failing \(1 failed\)/,
  },
  {
    name: 'red report, thresholds allow every blocker',
    files: { ...reports(RED), 'reply.json': APPROVE },
    config: { severity_gate: { blocker: 'unlimited', major: 'unlimited' } },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
  {
    name: 'red report, model fails, on_model_error: neutral',
    files: { ...reports(RED), 'reply.json': 'I am unable to review this.' },
    config: { on_model_error: 'neutral' },
    expect: 'fail',
    cause: /touched tests are failing[\s\S]*no usable review/,
  },
  {
    name: 'red evidence file',
    files: {
      'evidence.json': JSON.stringify({
        tests_pass: false,
        counts: { passed: 1, failed: 1, errored: 0, skipped: 0, flaky: 0 },
        failures: [
          {
            test: 'total > discount',
            file: 'src/cart/total.test.ts',
            line: 10,
            status: 'failed',
            message: 'expected 1000 to be 900',
          },
        ],
        flaky: [],
        untested_files: [],
        source: { kind: 'reports', cache: null, age_seconds: null, covers: HEAD, detail: null },
        notices: [],
      }),
      'reply.json': APPROVE,
    },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
  {
    name: 'flaky across two reports (evidence.flaky: fail)',
    files: { ...reports(GREEN, RED), 'reply.json': APPROVE },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
  // Unknown evidence.
  {
    name: 'a report cut off half-way',
    files: { ...reports(GREEN.slice(0, 200)), 'reply.json': APPROVE },
    expect: 'fail',
    cause: /test evidence unknown/,
  },
  {
    name: 'a report with a DOCTYPE (entities refused)',
    files: {
      ...reports(GREEN.replace('<testsuites', '<!DOCTYPE x [<!ENTITY a "b">]>\n<testsuites')),
      'reply.json': APPROVE,
    },
    expect: 'fail',
    cause: /test evidence unknown/,
  },
  {
    name: 'one green report and one unreadable report',
    files: { ...reports(GREEN, '{not xml at all'), 'reply.json': APPROVE },
    expect: 'fail',
    cause: /test evidence unknown/,
  },
  {
    name: 'a report glob that matches nothing',
    files: { 'reply.json': APPROVE },
    config: { evidence: { reports: ['build/test-results/*.xml'] } },
    expect: 'fail',
    cause: /test evidence unknown[^\n]*build\/test-results/,
  },
  {
    name: 'every touched test skipped',
    files: { ...reports(junit(['skipped', 'skipped'])), 'reply.json': APPROVE },
    expect: 'fail',
    cause: /test evidence unknown[^\n]*skipped/,
  },
  {
    name: 'an evidence file recorded for another commit',
    files: {
      'evidence.json': JSON.stringify({
        tests_pass: true,
        counts: { passed: 2, failed: 0, errored: 0, skipped: 0, flaky: 0 },
        failures: [],
        flaky: [],
        untested_files: [],
        source: {
          kind: 'reports',
          cache: null,
          age_seconds: null,
          covers: OTHER_COMMIT,
          detail: null,
        },
        notices: [],
      }),
      'reply.json': APPROVE,
    },
    expect: 'fail',
    cause: /test evidence unknown[^\n]*1111111/,
  },
  {
    name: 'a test command that cannot start',
    files: { 'reply.json': APPROVE },
    config: { evidence: { command: 'review-gate-no-such-runner-xyz {files}' } },
    expect: 'fail',
    cause: /test evidence unknown[^\n]*could not start/,
  },
  {
    name: 'a test command killed by a signal',
    files: { 'reply.json': APPROVE },
    config: { evidence: { command: node(`process.kill(process.pid, 'SIGKILL')`) } },
    expect: 'fail',
    cause: /SIGKILL/,
  },
  {
    name: 'a test command that exits 1 with no report',
    files: { 'reply.json': APPROVE },
    config: { evidence: { command: node(`console.log('boom'); process.exit(1)`) } },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
  {
    name: 'a test command that exits 1 while its report is green',
    files: { 'reply.json': APPROVE },
    config: {
      evidence: {
        command: node(
          `require('fs').mkdirSync('out',{recursive:true});require('fs').writeFileSync('out/j.xml',${JSON.stringify(GREEN)});process.exit(1)`,
        ),
        command_reports: ['out/*.xml'],
      },
    },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
  {
    name: 'a test command that hangs past its timeout',
    files: { 'reply.json': APPROVE },
    config: { evidence: { command: node(`setTimeout(() => {}, 60000)`), timeout_seconds: 1 } },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
  {
    // The README's recipe shape: the runner writes the report its --outputFile flag names.
    name: "a red report named by the command's --outputFile flag while it exits 0 (no command_reports)",
    files: {
      'reply.json': APPROVE,
      'run-tests.mjs': `import { mkdirSync, writeFileSync } from 'node:fs'
const out = process.argv.find((a) => a.startsWith('--outputFile=')).slice('--outputFile='.length)
mkdirSync('reports', { recursive: true })
writeFileSync(out, ${JSON.stringify(RED)})
`,
    },
    config: {
      evidence: { command: 'node run-tests.mjs --outputFile=reports/touched.xml {files}' },
    },
    expect: 'fail',
    cause: /touched tests are failing \(1 failed\)/,
  },
  // The reply: a finding the model reported never vanishes.
  {
    name: "severity 'must-fix'",
    files: { ...reports(GREEN), 'reply.json': reply([issue({ severity: 'must-fix' })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: "severity 'error'",
    files: { ...reports(GREEN), 'reply.json': reply([issue({ severity: 'error' })]) },
    expect: 'fail',
    cause: /FAILED: (blocker|major) 1 > 0/,
  },
  {
    name: 'severity with a Cyrillic o (blоcker)',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ severity: 'bl\u043ecker' })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'a severity nobody can read',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ severity: 'purple' })]) },
    expect: 'error',
    cause: /purple/,
  },
  {
    name: 'counts claim a blocker the issues do not list',
    files: {
      ...reports(GREEN),
      'reply.json': reply([], { verdict: 'CHANGES_REQUESTED' }, { blocker: 2, major: 0, minor: 0 }),
    },
    expect: 'error',
    cause: /blocker/,
  },
  {
    name: "'findings' instead of 'issues'",
    files: {
      ...reports(GREEN),
      'reply.json': JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 1, major: 0, minor: 0 },
        findings: [issue()],
        strengths: [],
      }),
    },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: "'comments' instead of 'issues'",
    files: {
      ...reports(GREEN),
      'reply.json': JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 0, major: 1, minor: 0 },
        comments: [issue({ severity: 'major' })],
        strengths: [],
      }),
    },
    expect: 'fail',
    cause: /FAILED: major 1 > 0/,
  },
  {
    name: 'a line range "9-10"',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ line: '9-10' })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'a null line',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ line: null })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'a bare file name',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ file: 'total.ts' })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'an absolute runner path',
    files: {
      ...reports(GREEN),
      'reply.json': reply([issue({ file: '/home/runner/work/shop/shop/src/cart/total.ts' })]),
    },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'a path differing in case',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ file: 'src/Cart/Total.ts' })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'a file outside the change',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ file: 'src/cart/checkout.ts' })]) },
    expect: 'fail',
    cause: /FAILED: blocker 1 > 0/,
  },
  {
    name: 'a path that cannot be a repository file, on a blocker',
    files: { ...reports(GREEN), 'reply.json': reply([issue({ file: '../../etc/passwd' })]) },
    expect: 'error',
    cause: /etc\/passwd|\.\./,
  },
  {
    name: 'two review objects in one reply',
    files: {
      ...reports(GREEN),
      'reply.json': `${APPROVE}\n\nOn second thought:\n\n${reply([issue()])}`,
    },
    expect: 'error',
    cause: /2 JSON objects with review fields/,
  },
  {
    name: 'a refusal in prose',
    files: { ...reports(GREEN), 'reply.json': "I'm sorry, but I can't help with that request." },
    expect: 'error',
    cause: /no usable review/,
  },
  {
    name: 'an error field instead of a review',
    files: { ...reports(GREEN), 'reply.json': JSON.stringify({ error: 'content filtered' }) },
    expect: 'error',
    cause: /no usable review/,
  },
  {
    name: 'an empty reply',
    files: { ...reports(GREEN), 'reply.json': '' },
    expect: 'error',
    cause: /no usable review/,
  },
  {
    name: 'a reply cut off mid-object',
    files: { ...reports(GREEN), 'reply.json': reply([issue()]).slice(0, 90) },
    expect: 'error',
    cause: /no usable review/,
  },
  {
    name: 'a model failure under on_model_error: neutral stays an error, never a pass',
    files: { ...reports(GREEN), 'reply.json': 'no json here' },
    config: { on_model_error: 'neutral' },
    expect: 'error',
    neutral: true,
    cause: /no usable review/,
  },
  // A partial review.
  {
    name: 'files left out over the size budget',
    files: { ...reports(GREEN), 'reply.json': APPROVE },
    config: { payload: { max_bytes: 1_000 } },
    expect: 'fail',
    cause: /partial review/,
  },
  {
    name: 'a tests blocker from the model with green evidence and blocker: unlimited',
    files: {
      ...reports(GREEN),
      'reply.json': reply([issue({ category: 'tests', message: 'The new branch has no test.' })]),
    },
    config: { severity_gate: { blocker: 'unlimited' } },
    expect: 'fail',
    cause: /tests blocker/,
  },
  // The precision options (issue 13): a missing quorum or an unreadable verifier is no review.
  {
    name: 'an ensemble where fewer passes than the quorum answer',
    files: {
      ...reports(GREEN),
      'replies/review-1.json': APPROVE,
      'replies/review-2.json': 'the model is down',
      'replies/review-2.repair.json': 'the model is down',
      'replies/review-3.json': reply([issue()]).slice(0, 60),
      'replies/review-3.repair.json': reply([issue()]).slice(0, 60),
    },
    config: { review: { ensemble: 3, min_agreement: 2 } },
    expect: 'error',
    cause: /1 of 3 passes answered, fewer than the quorum of 2/,
  },
  {
    name: 'a verifier reply unreadable after its repair, on a review that would pass',
    files: {
      ...reports(GREEN),
      'replies/review-1.json': reply([issue({ severity: 'minor' })]),
      'replies/verify.json': 'Everything is confirmed.',
      'replies/verify.repair.json': JSON.stringify({ results: 'all confirmed' }),
    },
    config: { review: { verify: 'always' } },
    expect: 'error',
    cause: /verifier: bad_reply/,
  },
  {
    name: 'a verifier that rejects the tests blocker on red tests',
    files: {
      ...reports(junit(['passed', 'failed'])),
      'replies/review-1.json': reply([issue({ severity: 'minor' })]),
      'replies/verify.json': JSON.stringify({
        results: [
          { id: 'F1', verdict: 'rejected', evidence: 'the test is flaky' },
          { id: 'F2', verdict: 'rejected', evidence: 'not a problem' },
        ],
      }),
    },
    config: { review: { verify: 'always', ensemble: 1 } },
    expect: 'fail',
    cause: /touched tests are failing/,
  },
]
