/**
 * Issue 21, "one reply shape", through the committed dist/index.js: a model over real HTTP (the
 * loopback model server speaking the OpenAI protocol) answers with a reply whose findings could
 * vanish. Each such reply is a contract violation: the action asks once for a repair, gets the
 * same shape back, and ends in an error, never a pass. An honest repair passes, so the suite
 * cannot be met by failing everything.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ModelServer } from '../model/servers/model-server.js'
import { openai } from '../model/servers/protocols.js'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, runAction, type Repo } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 23

const BASE = 'export function matches(code: string, given: string): boolean {\n  return false\n}\n'
const HEAD =
  'export function matches(code: string, given: string): boolean {\n  // eslint-disable-next-line eqeqeq\n  return code == given || given.length > 0\n}\n'
const GREEN = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/code.test.ts" tests="1"><testcase classname="src/code.test.ts" name="matches" time="0.01"></testcase></testsuite></testsuites>\n`

const BLOCKER = {
  severity: 'blocker',
  category: 'security',
  file: 'src/code.ts',
  line: 3,
  message: 'Any non-empty code matches, so every discount code is accepted.',
  fix: 'Compare with === and drop the length check.',
}
const zero = { blocker: 0, major: 0, minor: 0 }
const APPROVE = { verdict: 'APPROVED', counts: zero, issues: [], strengths: [] }

let fake: FakeGitHub
let model: ModelServer
let repo: Repo

afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
  await model.stop()
})

async function review(first: string, second: string) {
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  model = await ModelServer.start()
  model.script(openai.completion(first), openai.completion(second))
  repo = makeRepo({ 'src/code.ts': BASE }, { 'src/code.ts': HEAD })
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, 'reports', 'junit.xml'), GREEN)
  fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
  return runAction({
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
      provider: 'openai',
      model: 'gpt-test',
      'api-key': 'sk-reply-shapes-0123456789abcdefghij',
      'base-url': `${model.url}/v1`,
      'output-dir': '.review-gate/out',
    },
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
  })
}

const SHAPES: [string, string, RegExp][] = [
  [
    '"Issues" (another case) holding a blocker',
    JSON.stringify({
      verdict: 'CHANGES_REQUESTED',
      counts: zero,
      Issues: [BLOCKER],
      strengths: [],
    }),
    /"Issues" differs from "issues" only in case/,
  ],
  [
    'issues: [] beside blockers: [a blocker]',
    JSON.stringify({ ...APPROVE, blockers: [BLOCKER] }),
    /unknown top-level key "blockers"/,
  ],
  [
    'CHANGES_REQUESTED with no issues',
    JSON.stringify({ verdict: 'CHANGES_REQUESTED', counts: zero, issues: [], strengths: [] }),
    /CHANGES_REQUESTED but the reply lists no issues/,
  ],
  [
    'verdict REJECTED',
    JSON.stringify({ ...APPROVE, verdict: 'REJECTED' }),
    /verdict "REJECTED" is not APPROVED or CHANGES_REQUESTED/,
  ],
  [
    'the only finding under __proto__',
    `{"verdict":"APPROVED","counts":{"blocker":0,"major":0,"minor":0},"issues":[],"strengths":[],"__proto__":[${JSON.stringify(BLOCKER)}]}`,
    /unknown top-level key "__proto__"/,
  ],
]

describe('reply shapes whose findings could vanish (dist/index.js, model over HTTP)', () => {
  it.each(SHAPES)(
    '%s: one repair, then an error, never a pass',
    async (_name, reply, cause) => {
      const result = await review(reply, reply)
      const log = result.stdout + result.stderr
      expect(model.requests, log).toHaveLength(2)
      // The repair request names what was wrong.
      expect(JSON.stringify(model.requests[1]!.body)).toMatch(/contract violation/)
      expect(result.code, log).not.toBe(0)
      expect(result.outputs.gate, log).toBe('error')
      expect(result.outputs.verdict ?? '', log).not.toBe('APPROVED')
      expect(result.summary).toMatch(/broke the contract again after one repair/)
      // The summary escapes Markdown (`\_`); the cause is read without the escapes.
      expect(result.summary.replace(/\\/g, '')).toMatch(cause)
    },
    120_000,
  )

  it('the honest counterpart: a violation repaired into a clean reply passes', async () => {
    const result = await review(SHAPES[0]![1], JSON.stringify(APPROVE))
    const log = result.stdout + result.stderr
    expect(model.requests, log).toHaveLength(2)
    expect(result.code, log).toBe(0)
    expect(result.outputs).toMatchObject({ gate: 'pass', verdict: 'APPROVED' })
  }, 120_000)

  it('the honest counterpart: a blocker sent in the contract shape fails the gate', async () => {
    const reply = JSON.stringify({
      verdict: 'CHANGES_REQUESTED',
      counts: { ...zero, blocker: 1 },
      issues: [BLOCKER],
      strengths: [],
    })
    const result = await review(reply, reply)
    const log = result.stdout + result.stderr
    expect(model.requests, log).toHaveLength(1)
    expect(result.outputs, log).toMatchObject({ gate: 'fail', verdict: 'CHANGES_REQUESTED' })
  }, 120_000)
})
