import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { GitHubApiError, GitHubClient, asMissingPermission } from '../../src/github/client.js'
import { readableAcceptedPermissions } from '../../src/github/operations.js'
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

describe('GitHubClient retries', () => {
  it('retries a GET after 5xx, within the bound', async () => {
    await withPull()
    fake.inject({ operationId: 'pulls/get', status: 502, times: 2 })
    const sleeps: number[] = []
    const client = clientFor(fake, { sleep: async (ms) => void sleeps.push(ms) })
    await expect(client.getPullRequestDiff(1)).resolves.toContain('diff --git')
    expect(fake.requestsFor('pulls/get').map((r) => r.status)).toEqual([502, 502, 200])
    expect(sleeps).toEqual([1, 2])
  })

  it('gives up after the last retry with the status', async () => {
    await withPull()
    fake.inject({ operationId: 'pulls/get', status: 503, times: 5 })
    const client = clientFor(fake, { sleep: async () => {} })
    await expect(client.getPullRequestDiff(1)).rejects.toMatchObject({
      name: 'GitHubApiError',
      status: 503,
      missingPermission: null,
    })
    expect(fake.requestsFor('pulls/get')).toHaveLength(3)
  })

  it('never repeats a write after a 5xx (it may have been applied)', async () => {
    await withPull()
    fake.inject({ operationId: 'issues/create-comment', status: 502 })
    const client = clientFor(fake, { sleep: async () => {} })
    await expect(client.createIssueComment(1, 'hi')).rejects.toMatchObject({ status: 502 })
    expect(fake.requestsFor('issues/create-comment')).toHaveLength(1)
  })

  it('retries a write on a secondary rate limit, honouring retry-after', async () => {
    await withPull()
    fake.inject({
      operationId: 'issues/create-comment',
      status: 403,
      headers: { 'retry-after': '0' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    })
    const sleeps: number[] = []
    const client = clientFor(fake, { sleep: async (ms) => void sleeps.push(ms) })
    await expect(client.createIssueComment(1, 'hi')).resolves.toMatchObject({
      id: expect.any(Number),
    })
    expect(sleeps).toEqual([0])
    expect(fake.pull(1)?.issueComments).toHaveLength(1)
  })

  it('does not wait for a retry-after beyond its limit', async () => {
    await withPull()
    fake.inject({ operationId: 'pulls/get', status: 429, headers: { 'retry-after': '3600' } })
    const client = clientFor(fake, {
      sleep: async () => {
        throw new Error('must not sleep')
      },
    })
    await expect(client.getPullRequestDiff(1)).rejects.toMatchObject({ status: 429 })
  })

  it('a rate-limit 403 is not reported as a missing permission', async () => {
    await withPull()
    fake.inject({
      operationId: 'pulls/get',
      status: 403,
      headers: { 'x-ratelimit-remaining': '0' },
      body: { message: 'API rate limit exceeded' },
      times: 3,
    })
    const client = clientFor(fake, { retry: { retries: 0 } })
    const error = await client.getPullRequestDiff(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubApiError)
    expect(asMissingPermission(error)).toBeNull()
  })

  it('times out a request that never answers', async () => {
    fake = await startFake()
    const server = createServer(() => {})
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const client = new GitHubClient({
        token: 't',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        owner: 'o',
        repo: 'r',
        timeoutMs: 200,
        retry: { retries: 1, baseDelayMs: 1 },
      })
      const started = performance.now()
      await expect(client.getPullRequestDiff(1)).rejects.toMatchObject({
        name: 'GitHubApiError',
        status: 0,
      })
      expect(performance.now() - started).toBeLessThan(5_000)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
    }
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
