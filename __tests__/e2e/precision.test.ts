/**
 * End to end from dist/index.js: an ensemble of three specialist passes and a verifier, through
 * the command provider, against the fake GitHub. The model stand-in answers by what it is sent
 * (a dimension's focus, or the verifier's numbered findings) and logs every call.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, runAction } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 23

const SOURCE_BASE =
  'export function total(prices: number[]): number {\n  return prices.reduce((a, b) => a + b, 0)\n}\n'
const SOURCE_HEAD =
  'export function total(prices: number[], discount = 0): number {\n  const gross = prices.reduce((a, b) => a + b, 0)\n  return gross - gross * discount\n}\n'
const TEST_HEAD =
  "import { total } from './total'\nit('discounts', () => expect(total([100], 0.1)).toBe(90))\n"
const JUNIT =
  '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/total.test.ts" tests="1"><testcase classname="src/total.test.ts" name="discounts" time="0.01"></testcase></testsuite></testsuites>\n'

const CONFIG = [
  'review:',
  '  ensemble:',
  '    - { dimension: security }',
  '    - { dimension: performance }',
  '    - {}',
  '  min_agreement: 2',
  '  verify: auto',
  '',
].join('\n')

const finding = (
  severity: string,
  category: string,
  line: number,
  message: string,
  confidence: number,
) => ({
  severity,
  category,
  file: 'src/total.ts',
  line,
  message,
  fix: 'see message',
  confidence,
})
const reply = (issues: ReturnType<typeof finding>[]) => ({
  verdict: 'CHANGES_REQUESTED',
  counts: {
    blocker: 0,
    major: issues.filter((i) => i.severity === 'major').length,
    minor: issues.filter((i) => i.severity === 'minor').length,
  },
  issues,
  strengths: [],
})

const REPLIES = {
  security: reply([
    finding('major', 'logic', 3, 'discount is a percentage but is used as a fraction', 85),
    finding('minor', 'code_rules', 1, 'the discount parameter has no unit in its name', 85),
  ]),
  performance: reply([finding('major', 'logic', 2, 'a 10 percent discount multiplies by 10', 80)]),
  plain: reply([
    finding('minor', 'code_rules', 1, 'name the unit: discountFraction', 90),
    finding('minor', 'scalability', 2, 'reduce over a large cart', 85),
  ]),
  verify: {
    results: [
      {
        id: 'F1',
        verdict: 'rejected',
        evidence:
          'src/total.test.ts:2 calls total([100], 0.1) and expects 90: discount is a fraction by design.',
      },
      { id: 'F2', verdict: 'confirmed', evidence: 'src/total.ts:1 names no unit.' },
    ],
  },
}

/** Answers by what it was sent; appends which kind of call it was to `log`. */
function routingModel(): { command: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-ensemble-'))
  const log = join(dir, 'calls.log')
  writeFileSync(join(dir, 'replies.json'), JSON.stringify(REPLIES))
  const script = join(dir, 'model.mjs')
  writeFileSync(
    script,
    [
      "import { appendFileSync, readFileSync } from 'node:fs'",
      `const replies = JSON.parse(readFileSync(${JSON.stringify(join(dir, 'replies.json'))}, 'utf8'))`,
      'let input = ""',
      'process.stdin.on("data", (d) => (input += d))',
      'process.stdin.on("end", () => {',
      '  const kind = input.includes("\\n## Findings to verify\\n") ? "verify"',
      '    : input.includes("Your focus in this pass: security") ? "security"',
      '    : input.includes("Your focus in this pass: performance") ? "performance" : "plain"',
      `  appendFileSync(${JSON.stringify(log)}, kind + "\\n")`,
      '  process.stdout.write(JSON.stringify(replies[kind]))',
      '})',
    ].join('\n'),
  )
  return { command: `"${process.execPath}" "${script}"`, log }
}

let fake: FakeGitHub

afterEach(async () => {
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
})

describe('precision end to end (dist/index.js)', () => {
  it('an ensemble of 3 specialist passes and a verifier: merged, agreed, verified, and the gate passes', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    const repo = makeRepo(
      { 'src/total.ts': SOURCE_BASE, '.github/review-gate.yml': CONFIG },
      { 'src/total.ts': SOURCE_HEAD, 'src/total.test.ts': TEST_HEAD },
    )
    mkdirSync(join(repo.dir, 'reports'), { recursive: true })
    writeFileSync(join(repo.dir, 'reports', 'junit.xml'), JUNIT)
    fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
    const model = routingModel()
    const result = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent({
        number: PR,
        base: repo.base,
        head: repo.head,
        owner: OWNER,
        repo: REPO,
      }),
      inputs: {
        'github-token': fake.token,
        'test-reports': 'reports/*.xml',
        provider: 'command',
        'model-command': model.command,
        'output-dir': '.review-gate/out',
      },
      apiUrl: fake.url,
      repository: `${OWNER}/${REPO}`,
    })
    expect(result.code, result.stdout + result.stderr).toBe(0)
    // Three passes (each with its own instructions) and one verifier call, nothing more.
    expect(readFileSync(model.log, 'utf8').trim().split('\n').sort()).toEqual([
      'performance',
      'plain',
      'security',
      'verify',
    ])
    expect(result.outputs).toMatchObject({ gate: 'pass', blocker: '0', major: '0', minor: '1' })
    const review = JSON.parse(readFileSync(join(repo.dir, '.review-gate/out/review.json'), 'utf8'))
    expect(review.issues).toEqual([
      expect.objectContaining({
        severity: 'minor',
        category: 'code_rules',
        line: 1,
        sources: ['review-1', 'review-3'],
        verification: 'confirmed',
      }),
    ])
    expect(review.precision.below_agreement).toBe(1)
    expect(review.precision.passes.map((p: { dimension: string | null }) => p.dimension)).toEqual([
      'security',
      'performance',
      null,
    ])
    expect(review.precision.verifier.rejections).toEqual([
      expect.objectContaining({ id: 'F1', severity: 'major', line: 2 }),
    ])
    // The summary says which passes answered and lists the rejected major with the evidence.
    expect(result.summary).toContain('Reviewer passes: 3 of 3 answered (quorum 2)')
    expect(result.summary).toContain('Rejected blocker and major findings (1)')
    expect(result.summary).toContain('discount is a fraction by design')
  })
})
