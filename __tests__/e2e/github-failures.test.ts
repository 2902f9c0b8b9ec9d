/**
 * End to end: GitHub failing under the committed dist/index.js. A read that fails (rate limits,
 * 5xx after retries, a hang, a refused connection) ends the run as the error outcome, with the
 * job summary naming the cause, the outputs and the artifacts; a failed post after the decision
 * leaves the decision alone and is named; an unreadable linked issue is a warning.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hang,
  rateLimit,
  secondaryLimit,
  serverError,
  stalledBody,
  tooManyRequests,
} from '../support/github/faults.js'
import type { InjectedFailure } from '../support/github/types.js'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, replyScript, runAction, type Repo } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 23
const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}
const JUNIT =
  '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/sum.test.ts" tests="1"><testcase classname="src/sum.test.ts" name="adds" time="0.01"></testcase></testsuite></testsuites>\n'

let fake: FakeGitHub
let repo: Repo

afterEach(async () => {
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
})

async function start(): Promise<void> {
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  repo = makeRepo(
    { 'src/sum.ts': 'export const sum = (a: number, b: number) => a + b\n' },
    {
      'src/sum.ts': 'export const sum = (a: number, b: number): number => a + b\n',
      'src/sum.test.ts': "it('adds', () => expect(sum(1, 2)).toBe(3))\n",
    },
  )
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, 'reports', 'junit.xml'), JUNIT)
  fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
}

/** A workspace without git history: the diff must come from the GitHub API. */
function bareWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-bare-'))
  mkdirSync(join(dir, 'reports'))
  writeFileSync(join(dir, 'reports', 'junit.xml'), JUNIT)
  return dir
}

function run(options: {
  workspace: string
  inputs?: Record<string, string>
  apiUrl?: string
  body?: string
  env?: Record<string, string>
}): ReturnType<typeof runAction> {
  return runAction({
    workspace: options.workspace,
    event: pullRequestEvent({
      number: PR,
      base: repo.base,
      head: repo.head,
      owner: OWNER,
      repo: REPO,
      ...(options.body !== undefined ? { body: options.body } : {}),
    }),
    inputs: {
      'github-token': fake.token,
      'test-reports': 'reports/*.xml',
      provider: 'command',
      'model-command': replyScript(APPROVE),
      'output-dir': '.review-gate/out',
      ...options.inputs,
    },
    apiUrl: options.apiUrl ?? fake.url,
    repository: `${OWNER}/${REPO}`,
    ...(options.env ? { env: options.env } : {}),
  })
}

type Result = Awaited<ReturnType<typeof run>>

function expectErrorRun(result: Result, workspace: string, cause: RegExp): void {
  expect(result.code, result.stdout).not.toBe(0)
  expect(result.outputs.gate).toBe('error')
  expect(result.summary).toMatch(/did not run/i)
  expect(result.summary, result.summary).toMatch(cause)
  expect(result.stdout).toMatch(/::error::review-gate: the review did not run/)
  // An errored run has no review.json; review.md and gate.txt say why.
  for (const name of ['review.md', 'gate.txt']) {
    expect(existsSync(join(workspace, '.review-gate', 'out', name)), name).toBe(true)
  }
}

describe('GitHub failing while the diff is read, end to end', () => {
  const where = { operationId: 'pulls/get', times: 10 }
  it.each<[string, InjectedFailure, RegExp]>([
    ['the primary rate limit', rateLimit(where), /rate limit was hit \(403; the limit resets at/],
    [
      'a 429',
      tooManyRequests(where, 3_600),
      /rate limit was hit \(429; GitHub asked to wait 3600 s/,
    ],
    ['a secondary limit', secondaryLimit(where, 3_600), /rate limit was hit \(403; GitHub asked/],
    ['a 500 after retries', serverError(where, 500), /GitHub answered 500 after 3 attempts/],
    ['a 502 after retries', serverError(where, 502), /GitHub answered 502 after 3 attempts/],
    ['a 503 after retries', serverError(where, 503), /GitHub answered 503 after 3 attempts/],
  ])(
    '%s: error outcome, cause in the summary, artifacts written',
    { timeout: 60_000 },
    async (_, fault, cause) => {
      await start()
      fake.inject(fault)
      const workspace = bareWorkspace()
      const result = await run({ workspace })
      expectErrorRun(result, workspace, cause)
      expect(result.summary).toContain('pulls/get')
    },
  )

  it('a hang ends at the run’s deadline for GitHub calls', { timeout: 60_000 }, async () => {
    await start()
    fake.inject(hang({ operationId: 'pulls/get', times: 10 }))
    const started = performance.now()
    const workspace = bareWorkspace()
    const result = await run({
      workspace,
      env: { REVIEW_GATE_GITHUB_TIMEOUT_MS: '300', REVIEW_GATE_GITHUB_DEADLINE_MS: '1500' },
    })
    expect(performance.now() - started).toBeLessThan(20_000)
    expectErrorRun(result, workspace, /took longer than their 1500 ms budget/)
  })

  // Octokit answers '' for a body cut by the attempt's timeout: that was read as an empty diff.
  it(
    'a diff whose body stops coming is an error, never an empty change',
    { timeout: 60_000 },
    async () => {
      await start()
      const media = { 'content-type': 'application/vnd.github.diff; charset=utf-8' }
      const start_ = 'diff --git a/src/sum.ts b/src/sum.ts\n'
      fake.inject(stalledBody({ operationId: 'pulls/get', times: 10 }, start_, media))
      const workspace = bareWorkspace()
      const result = await run({
        workspace,
        env: { REVIEW_GATE_GITHUB_TIMEOUT_MS: '300', REVIEW_GATE_GITHUB_DEADLINE_MS: '1500' },
      })
      expectErrorRun(result, workspace, /pulls\/get/)
      expect(result.outputs.gate).not.toBe('pass')
    },
  )

  it('a refused connection names where it tried', { timeout: 60_000 }, async () => {
    await start()
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((r) => closed.close(() => r()))
    const workspace = bareWorkspace()
    const result = await run({ workspace, apiUrl: url })
    expectErrorRun(
      result,
      workspace,
      new RegExp(`no connection to GitHub at .*ECONNREFUSED ${url.slice('http://'.length)}`),
    )
  })

  it(
    'an on-model-error: neutral input cannot turn the failure neutral (the base config did not say so)',
    { timeout: 60_000 },
    async () => {
      await start()
      fake.inject(rateLimit({ operationId: 'pulls/get', times: 10 }))
      const result = await run({
        workspace: bareWorkspace(),
        inputs: { 'on-model-error': 'neutral' },
      })
      expect(result.code, result.stdout).toBe(1)
      expect(result.outputs.gate).toBe('error')
      expect(result.stdout).toMatch(/::notice::action inputs: on-model-error neutral would loosen/)
      expect(result.summary).toMatch(/rate limit was hit/)
    },
  )
})

describe('GitHub failing around a review that ran, end to end', () => {
  it(
    'a failed review post keeps the decision and is named in the summary and the log',
    { timeout: 60_000 },
    async () => {
      await start()
      // The first listing (whether this step reviewed before, issue 21) is answered; posting's fails.
      fake.inject(rateLimit({ operationId: 'pulls/list-review-comments', times: 10, after: 1 }))
      const result = await run({ workspace: repo.dir })
      expect(result.code, result.stdout).toBe(0)
      expect(result.outputs.gate).toBe('pass')
      expect(result.summary).toMatch(
        /Posting the review on the pull request failed \(the gate's decision stands\)/,
      )
      expect(result.stdout).toMatch(/::warning::Posting the review on the pull request failed/)
    },
  )

  it(
    'an unreadable linked issue is a warning in the summary, not an error',
    { timeout: 60_000 },
    async () => {
      await start()
      fake.addIssue(5, 'Sums', 'Sums must be typed.')
      fake.inject(serverError({ operationId: 'issues/get', times: 10 }, 503))
      const result = await run({ workspace: repo.dir, body: 'Closes #5' })
      expect(result.code, result.stdout).toBe(0)
      expect(result.outputs.gate).toBe('pass')
      expect(result.summary, result.summary).toMatch(
        // The summary keeps `#5` from becoming a link with a zero-width joiner.
        /linked issue #\u200d?5 could not be read .*GitHub answered 503/,
      )
    },
  )
})
