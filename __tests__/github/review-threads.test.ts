import { afterEach, describe, expect, it } from 'vitest'
import {
  RESOLVE_THREAD_MUTATION,
  REVIEW_THREADS_QUERY,
  resolveFixedThreads,
} from '../../src/github/review-threads.js'
import { fingerprintMarker } from '../../src/publish/fingerprint.js'
import { threadResolved } from '../support/github/graphql-handler.js'
import type { FakeGitHub } from '../support/github/server.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'

let fake: FakeGitHub
afterEach(async () => {
  await fake.close()
})

const FIXED = '0123456789abcdef'
const OTHER = 'fedcba9876543210'

async function withThreads(): Promise<void> {
  fake = await startFake()
  fake.addPullRequest({
    number: 7,
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    diff: fileDiff('a.ts', ['x', 'y', 'z']),
  })
  await clientFor(fake).createReview(7, {
    commitId: HEAD_SHA,
    body: 'review',
    comments: [
      { path: 'a.ts', line: 1, side: 'RIGHT', body: `fixed one\n${fingerprintMarker(FIXED)}` },
      { path: 'a.ts', line: 2, side: 'RIGHT', body: `still open\n${fingerprintMarker(OTHER)}` },
    ],
  })
  // A thread someone else started, quoting our marker: never ours to resolve.
  const pull = fake.pull(7)!
  pull.reviewComments.push({
    ...pull.reviewComments[0]!,
    id: fake.newId(),
    login: 'mallory',
  })
}

describe('resolveFixedThreads', () => {
  it("resolves only our own inline comment's thread for a fixed fingerprint", async () => {
    await withThreads()
    const result = await resolveFixedThreads(clientFor(fake), {
      pullNumber: 7,
      fingerprints: new Set([FIXED]),
      trustedAuthors: ['github-actions[bot]'],
    })
    expect(result).toMatchObject({ status: 'done', resolved: 1, alreadyResolved: 0 })
    const [ours, open, theirs] = fake.pull(7)!.reviewComments
    expect(threadResolved(fake.pull(7)!, ours!.id)).toBe(true)
    expect(threadResolved(fake.pull(7)!, open!.id)).toBe(false)
    expect(threadResolved(fake.pull(7)!, theirs!.id)).toBe(false)
    expect(fake.requests.filter((r) => r.path === '/graphql')).toHaveLength(2)
    expect(fake.violations).toEqual([])
    // Again: nothing left to resolve, no mutation sent.
    const again = await resolveFixedThreads(clientFor(fake), {
      pullNumber: 7,
      fingerprints: new Set([FIXED]),
      trustedAuthors: ['github-actions[bot]'],
    })
    expect(again).toMatchObject({ status: 'done', resolved: 0, alreadyResolved: 1 })
  })

  it('reports the missing permission with a read-only token', async () => {
    await withThreads()
    fake.permissions.pull_requests = 'read'
    const result = await resolveFixedThreads(clientFor(fake), {
      pullNumber: 7,
      fingerprints: new Set([FIXED]),
      trustedAuthors: ['github-actions[bot]'],
    })
    expect(result).toMatchObject({
      status: 'forbidden',
      missing: { permission: 'pull-requests: write' },
    })
    expect(fake.violations).toEqual([])
  })
})

describe('the fake GraphQL endpoint', () => {
  async function post(query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${fake.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `token ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    return (await response.json()) as { data?: unknown; errors?: { message: string }[] }
  }

  it('accepts the documents the action sends', async () => {
    await withThreads()
    const vars = { owner: fake.owner, repo: fake.repo, number: 7, cursor: null }
    const page = await post(REVIEW_THREADS_QUERY, vars)
    expect(page.errors).toBeUndefined()
    expect(JSON.stringify(page.data)).toContain('PRRT_')
    const done = await post(RESOLVE_THREAD_MUTATION, { threadId: 'PRRT_999999' })
    expect(done.errors?.[0]?.message).toMatch(/Could not resolve to a node/)
    expect(fake.violations).toEqual([])
  })

  it('rejects unknown fields, unknown arguments and badly typed variables', async () => {
    await withThreads()
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        'query($n: Int!) { repository(owner: "o", name: "r") { pullRequest(number: $n) { title } } }',
        { n: 7 },
        /PullRequest has no field "title"/,
      ],
      [
        'mutation($id: ID!) { resolveReviewThread(input: { threadId: $id, reason: "x" }) { thread { id } } }',
        { id: 'PRRT_1' },
        /ResolveReviewThreadInput has no field "reason"/,
      ],
      [
        'query($n: String!) { repository(owner: "o", name: "r") { pullRequest(number: $n) { number } } }',
        { n: '7' },
        /\$n is String!, expected Int!/,
      ],
      [
        'mutation { resolveReviewThread(input: { clientMutationId: "x" }) { thread { id } } }',
        {},
        /threadId is required/,
      ],
      [
        'query { repository(owner: "o", name: "r") { pullRequest(number: 7) { reviewThreads(first: 5, sort: 1) { totalCount } } } }',
        {},
        /unknown argument "sort"/,
      ],
    ]
    for (const [query, variables, expected] of cases) {
      const before = fake.violations.length
      const answer = await post(query, variables)
      expect(answer.errors?.[0]?.message, query).toMatch(expected)
      expect(fake.violations.length).toBe(before + 1)
    }
    fake.violations.length = 0
  })
})
