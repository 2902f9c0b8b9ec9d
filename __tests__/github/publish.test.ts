import { afterEach, describe, expect, it } from 'vitest'
import { publishToPullRequest } from '../../src/github/publish.js'
import { isSummaryComment } from '../../src/publish/fingerprint.js'
import { rateLimit, serverError } from '../support/github/faults.js'
import type { FakeGitHub } from '../support/github/server.js'
import { finding, report, review } from '../publish/builders.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

const lineMap = new Map([['src/app.ts', new Set([1, 2, 3])]])
const repository = { owner: 'octo-org', repo: 'octo-repo', headSha: HEAD_SHA }

async function withPull(options: Parameters<typeof startFake>[0] = {}): Promise<void> {
  fake = await startFake(options)
  fake.addPullRequest({
    number: 4,
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    diff: fileDiff('src/app.ts', ['a', 'b']),
  })
}

describe('publishToPullRequest', () => {
  it('posts the review and the sticky summary; a re-run adds nothing and updates the summary', async () => {
    await withPull()
    const input = {
      pullNumber: 4,
      report: report({ review: review([finding({ line: 2 })]), repository }),
      lineMap,
      postReview: true,
    }
    const first = await publishToPullRequest(clientFor(fake), input)
    expect(first).toMatchObject({
      review: { status: 'posted', inline: 1 },
      sticky: { status: 'created' },
      missing: [],
      notices: [],
    })
    const second = await publishToPullRequest(clientFor(fake), input)
    expect(second).toMatchObject({
      review: { status: 'nothing-new' },
      sticky: { status: 'unchanged' },
    })
    const pull = fake.pull(4)
    expect(pull?.reviews).toHaveLength(1)
    expect(pull?.reviewComments).toHaveLength(1)
    expect(pull?.issueComments).toHaveLength(1)
  })

  it('with a fork’s read-only token posts nothing and names the missing permissions', async () => {
    await withPull({ permissions: { pull_requests: 'read', issues: 'read' } })
    const result = await publishToPullRequest(clientFor(fake), {
      pullNumber: 4,
      report: report({ review: review([finding({ line: 2, severity: 'blocker' })]), repository }),
      lineMap,
      postReview: true,
    })
    expect(result.review.status).toBe('forbidden')
    expect(result.sticky.status).toBe('forbidden')
    expect(result.notices[0]).toBe(
      'review-gate could not post on the pull request: the token lacks pull-requests: write; issues: write or pull-requests: write ' +
        '(pull requests from forks get a read-only token). The result is in the job summary and annotations instead; the gate still decides the job.',
    )
    expect(fake.pull(4)?.reviews).toEqual([])
  })

  it('an errored run posts no review, and the summary says it did not run', async () => {
    await withPull()
    const result = await publishToPullRequest(clientFor(fake), {
      pullNumber: 4,
      report: report({
        review: null,
        outcome: { status: 'error', reason: 'model down', neutral: false },
        repository,
      }),
      lineMap,
      postReview: true,
    })
    expect(result.review).toEqual({ status: 'skipped', reason: 'the review did not run' })
    expect(fake.requestsFor('pulls/create-review')).toEqual([])
    const [comment] = fake.pull(4)?.issueComments ?? []
    expect(isSummaryComment(comment?.body)).toBe(true)
    expect(comment?.body).toContain('the review did not run')
  })

  it('with post-review off makes no request at all', async () => {
    await withPull()
    const result = await publishToPullRequest(clientFor(fake), {
      pullNumber: 4,
      report: report({ repository }),
      lineMap,
      postReview: false,
    })
    expect(result.review.status).toBe('skipped')
    expect(fake.requests).toEqual([])
  })
})

describe('publishToPullRequest when GitHub fails', () => {
  it('reports an outage as a notice instead of throwing, and still tries the summary', async () => {
    await withPull()
    fake.inject({ operationId: 'pulls/list-review-comments', status: 503, times: 10 })
    const result = await publishToPullRequest(clientFor(fake), {
      pullNumber: 4,
      report: report({ review: review([finding({ line: 2 })]), repository }),
      lineMap,
      postReview: true,
    })
    expect(result.review).toMatchObject({ status: 'failed', error: expect.stringContaining('503') })
    expect(result.notices[0]).toMatch(/^Posting the review on the pull request failed .*503/)
    expect(result.failures).toEqual([result.notices[0]])
    expect(result.sticky).toMatchObject({ status: 'created' })
  })

  it('a rate-limited review post is a named failure; the summary comment is still tried', async () => {
    await withPull()
    fake.inject(rateLimit({ operationId: 'pulls/create-review', times: 3 }))
    const result = await publishToPullRequest(clientFor(fake), {
      pullNumber: 4,
      report: report({ review: review([finding({ line: 2 })]), repository }),
      lineMap,
      postReview: true,
    })
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toMatch(
      /^Posting the review on the pull request failed \(the gate's decision stands\): pulls\/create-review .*rate limit/,
    )
    expect(result.missing).toEqual([])
    expect(result.sticky).toMatchObject({ status: 'created' })
  })

  it('a failed summary comment is a named failure', async () => {
    await withPull()
    fake.inject(serverError({ operationId: 'issues/create-comment' }, 502))
    const result = await publishToPullRequest(clientFor(fake), {
      pullNumber: 4,
      report: report({ review: review([]), repository }),
      lineMap,
      postReview: true,
    })
    expect(result.failures).toEqual([
      expect.stringMatching(/^Posting the summary comment failed: issues\/create-comment .*502/),
    ])
  })
})
