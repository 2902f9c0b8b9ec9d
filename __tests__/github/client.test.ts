import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  GitHubApiError,
  GitHubClient,
  GitHubUnavailableError,
  asMissingPermission,
  githubLimitsFromEnv,
} from '../../src/github/client.js'
import { readableAcceptedPermissions } from '../../src/github/operations.js'
import {
  hang,
  rateLimit,
  secondaryLimit,
  serverError,
  tooManyRequests,
  stalledBody,
} from '../support/github/faults.js'
import type { FakeGitHub } from '../support/github/server.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

async function withPull(): Promise<void> {
  fake = await startFake()
  fake.addPullRequest({
    number: 1,
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    diff: fileDiff('a.ts', ['x']),
  })
}

function unavailable(error: unknown): GitHubUnavailableError {
  expect(error).toBeInstanceOf(GitHubUnavailableError)
  return error as GitHubUnavailableError
}

describe('GitHubClient retries (plugin-retry and plugin-throttling)', () => {
  it('retries a GET after 5xx, within the bound', async () => {
    await withPull()
    fake.inject(serverError({ operationId: 'pulls/get', times: 2 }, 502))
    const client = clientFor(fake)
    await expect(client.getPullRequestDiff(1)).resolves.toContain('diff --git')
    expect(fake.requestsFor('pulls/get').map((r) => r.status)).toEqual([502, 502, 200])
  })

  it('gives up after the last retry with a typed error naming the operation and status', async () => {
    await withPull()
    fake.inject(serverError({ operationId: 'pulls/get', times: 5 }, 503))
    const error = unavailable(
      await clientFor(fake)
        .getPullRequestDiff(1)
        .catch((e: unknown) => e),
    )
    expect(error).toMatchObject({ operation: 'pulls/get', status: 503, kind: 'server-error' })
    expect(error.message).toMatch(/^pulls\/get \(GET .*\): GitHub answered 503 after 3 attempts/)
    expect(asMissingPermission(error)).toBeNull()
    expect(fake.requestsFor('pulls/get')).toHaveLength(3)
  })

  it('never repeats a write after a 5xx (it may have been applied)', async () => {
    await withPull()
    fake.inject(serverError({ operationId: 'issues/create-comment' }, 502))
    const error = unavailable(
      await clientFor(fake)
        .createIssueComment(1, 'hi')
        .catch((e) => e),
    )
    expect(error).toMatchObject({ status: 502, kind: 'server-error' })
    expect(fake.requestsFor('issues/create-comment')).toHaveLength(1)
  })

  it('retries a write on a secondary rate limit after the retry-after GitHub asked for', async () => {
    await withPull()
    fake.inject(secondaryLimit({ operationId: 'issues/create-comment' }, 1))
    const client = clientFor(fake, { retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5_000 } })
    const started = performance.now()
    await expect(client.createIssueComment(1, 'hi')).resolves.toMatchObject({
      id: expect.any(Number),
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(900)
    expect(fake.requestsFor('issues/create-comment').map((r) => r.status)).toEqual([403, 201])
    expect(fake.pull(1)?.issueComments).toHaveLength(1)
  })

  it.each([
    ['a secondary limit', secondaryLimit({ operationId: 'pulls/get' }, 3_600)],
    ['a 429', tooManyRequests({ operationId: 'pulls/get' }, 3_600)],
    ['the primary limit', rateLimit({ operationId: 'pulls/get' })],
  ])('does not wait out %s longer than its limit: a rate-limit error at once', async (_, fault) => {
    await withPull()
    fake.inject({ ...fault, times: 3 })
    const started = performance.now()
    const error = unavailable(
      await clientFor(fake)
        .getPullRequestDiff(1)
        .catch((e) => e),
    )
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(error).toMatchObject({ operation: 'pulls/get', kind: 'rate-limit' })
    expect(error.reason).toMatch(/rate limit was hit .*Re-run the job later/)
    expect(asMissingPermission(error)).toBeNull()
    expect(fake.requestsFor('pulls/get')).toHaveLength(1)
  })

  it('says when the primary limit resets', async () => {
    await withPull()
    fake.inject(rateLimit({ operationId: 'pulls/get' }, 60))
    const error = unavailable(
      await clientFor(fake)
        .getPullRequestDiff(1)
        .catch((e) => e),
    )
    expect(error.reason).toContain('the limit resets at 2030-01-01T00:01:00.000Z')
  })

  it('times out each attempt of a request that is never answered', async () => {
    await withPull()
    fake.inject(hang({ operationId: 'pulls/get', times: 5 }))
    const client = clientFor(fake, { timeoutMs: 200, retry: { retries: 1, baseDelayMs: 1 } })
    const started = performance.now()
    const error = unavailable(await client.getPullRequestDiff(1).catch((e) => e))
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(error).toMatchObject({ operation: 'pulls/get', status: 0, kind: 'timeout' })
    expect(error.reason).toContain('did not answer within 200 ms (2 attempts)')
    expect(fake.requestsFor('pulls/get')).toHaveLength(2)
  })

  // Octokit reads a body with its errors swallowed: one cut by the attempt's timeout came back
  // as an answer (an empty diff, an empty list). And on Node 20 and 22 an abort after the headers
  // sometimes never reaches the body at all, so the read went on past the timeout.
  it('a diff whose body stops coming is a timeout, never an empty or partial diff', async () => {
    await withPull()
    const media = { 'content-type': 'application/vnd.github.diff; charset=utf-8' }
    fake.inject(stalledBody({ operationId: 'pulls/get', times: 5 }, 'diff --git a/x b/x\n', media))
    const client = clientFor(fake, { timeoutMs: 200, retry: { retries: 1, baseDelayMs: 1 } })
    const started = performance.now()
    const error = unavailable(await client.getPullRequestDiff(1).catch((e) => e))
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(error).toMatchObject({ operation: 'pulls/get', status: 0, kind: 'timeout' })
    expect(fake.requestsFor('pulls/get')).toHaveLength(2)
  })

  it('a JSON answer whose body stops coming is a timeout, never an empty answer', async () => {
    await withPull()
    fake.inject(stalledBody({ operationId: 'pulls/list-files', times: 5 }, '[{"filename": "a'))
    const client = clientFor(fake, { timeoutMs: 200, retry: { retries: 1, baseDelayMs: 1 } })
    const error = unavailable(await client.listPullRequestFiles(1).catch((e) => e))
    expect(error).toMatchObject({ operation: 'pulls/list-files', status: 0, kind: 'timeout' })
  })

  it('ends every call at the run’s deadline, and later calls fail without a request', async () => {
    await withPull()
    fake.inject(hang({ operationId: 'pulls/list-files', after: 1, times: 10 }))
    fake.addPullRequest({
      number: 2,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: Array.from({ length: 150 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join(''),
    })
    const client = clientFor(fake, { timeoutMs: 60_000, deadlineMs: 400 })
    const started = performance.now()
    const error = unavailable(await client.listPullRequestFiles(2).catch((e) => e))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(error).toMatchObject({ operation: 'pulls/list-files', kind: 'deadline' })
    expect(error.reason).toContain('longer than their 400 ms budget')
    const before = fake.requests.length
    const next = unavailable(await client.getPullRequestDiff(1).catch((e) => e))
    expect(next).toMatchObject({ operation: 'pulls/get', kind: 'deadline' })
    expect(fake.requests.length).toBe(before)
  })

  it('a listing cut by a failure mid-pagination is an error, not a shorter list', async () => {
    fake = await startFake()
    fake.addPullRequest({
      number: 2,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: Array.from({ length: 250 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join(''),
    })
    fake.inject(serverError({ operationId: 'pulls/list-files', after: 1, times: 5 }, 500))
    const error = unavailable(
      await clientFor(fake)
        .listPullRequestFiles(2)
        .catch((e) => e),
    )
    expect(error).toMatchObject({ operation: 'pulls/list-files', status: 500 })
    expect(fake.requestsFor('pulls/list-files').map((r) => r.status)).toEqual([200, 500, 500, 500])
  })

  it('a refused connection is a network error naming where it tried', async () => {
    fake = await startFake()
    const server = createServer(() => {})
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as AddressInfo).port
    await new Promise<void>((r) => server.close(() => r()))
    const client = new GitHubClient({
      token: 't',
      baseUrl: `http://127.0.0.1:${port}`,
      owner: 'o',
      repo: 'r',
      retry: { retries: 1, baseDelayMs: 1 },
    })
    const error = unavailable(await client.getPullRequestDiff(1).catch((e) => e))
    expect(error).toMatchObject({ status: 0, kind: 'network' })
    expect(error.reason).toContain(`no connection to GitHub at http://127.0.0.1:${port}`)
    expect(error.reason).toContain('2 attempts')
  })

  it('a permission 403 is not retried and names the permission', async () => {
    fake = await startFake({ permissions: { pull_requests: 'none' } })
    fake.addPullRequest({
      number: 1,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: fileDiff('a', ['x']),
    })
    const error = await clientFor(fake)
      .getPullRequestDiff(1)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubApiError)
    expect(error).not.toBeInstanceOf(GitHubUnavailableError)
    expect(asMissingPermission(error)?.permission).toBe('pull-requests: read')
    expect(fake.requestsFor('pulls/get')).toHaveLength(1)
  })

  it('sends the token and a user agent', async () => {
    await withPull()
    await clientFor(fake).getPullRequestDiff(1)
    const [request] = fake.requests
    expect(request?.headers.authorization).toBe(`token ${fake.token}`)
    expect(request?.headers['user-agent']).toMatch(/octokit/)
  })
})

describe('readableAcceptedPermissions', () => {
  it('reads GitHub’s header: sets are alternatives, permissions in a set all needed', () => {
    expect(readableAcceptedPermissions('pull_requests=write')).toBe('pull-requests: write')
    expect(readableAcceptedPermissions('issues=write; pull_requests=write')).toBe(
      'issues: write or pull-requests: write',
    )
    expect(readableAcceptedPermissions('contents=read,pull_requests=write')).toBe(
      'contents: read, pull-requests: write',
    )
    expect(readableAcceptedPermissions('<script>')).toBeNull()
    expect(readableAcceptedPermissions(undefined)).toBeNull()
  })
})

describe('githubLimitsFromEnv', () => {
  it('reads positive integer limits and ignores anything else', () => {
    expect(
      githubLimitsFromEnv({
        REVIEW_GATE_GITHUB_TIMEOUT_MS: '250',
        REVIEW_GATE_GITHUB_DEADLINE_MS: ' 9000 ',
      }),
    ).toEqual({ timeoutMs: 250, deadlineMs: 9_000 })
    for (const bad of ['0', '-5', '1e3', 'soon', '']) {
      expect(
        githubLimitsFromEnv({
          REVIEW_GATE_GITHUB_TIMEOUT_MS: bad,
          REVIEW_GATE_GITHUB_DEADLINE_MS: bad,
        }),
      ).toEqual({})
    }
  })
})
