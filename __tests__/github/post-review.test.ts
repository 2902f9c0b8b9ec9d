import { afterEach, describe, expect, it } from 'vitest'
import { publishReview } from '../../src/github/post-review.js'
import { findFingerprints, fingerprint } from '../../src/publish/fingerprint.js'
import type { RunReport } from '../../src/publish/report.js'
import type { CheckedFinding } from '../../src/domain/finding.js'
import type { FakeGitHub } from '../support/github/server.js'
import { HOSTILE, finding, report, review } from '../publish/builders.js'
import { inertnessProblems } from '../publish/inert.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

const LINES = 40
const diff = fileDiff(
  'src/app.ts',
  Array.from({ length: LINES }, (_, i) => `line ${i}`),
)
// the diff's commentable new-side lines: the kept context line 1 and the added lines 2..41
const lineMap = new Map([
  ['src/app.ts', new Set(Array.from({ length: LINES + 1 }, (_, i) => i + 1))],
])

function runReport(
  issues: CheckedFinding[],
  extra: Partial<Parameters<typeof review>[1]> = {},
): RunReport {
  return report({
    review: review(issues, extra),
    repository: { owner: 'octo-org', repo: 'octo-repo', headSha: HEAD_SHA },
  })
}

async function withPull(options: Parameters<typeof startFake>[0] = {}): Promise<void> {
  fake = await startFake(options)
  fake.addPullRequest({ number: 5, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
}

describe('publishReview', () => {
  it('posts one COMMENT review on the head commit with inline comments on commentable lines', async () => {
    await withPull()
    const onLine = finding({ line: 3, severity: 'blocker' })
    const offLine = finding({ line: 3, anchored: false, message: 'not on a changed line' })
    // A finding on a file outside the change is one of the issues (counted by the gate, never
    // anchored): it goes into the body once, like any other finding not on a changed line.
    const outside = finding({ file: 'src/other.ts', message: 'elsewhere', anchored: false })
    const result = await publishReview(clientFor(fake), {
      pullNumber: 5,
      report: runReport([onLine, offLine, outside], { unanchored: [outside] }),
      lineMap,
    })
    expect(result).toMatchObject({
      status: 'posted',
      inline: 1,
      inBody: 2,
      outside: 0,
      inlineRefused: false,
    })
    const [request] = fake.requestsFor('pulls/create-review')
    const body = request?.body as {
      commit_id: string
      event: string
      comments: { path: string; line: number; side: string }[]
      body: string
    }
    expect(body.commit_id).toBe(HEAD_SHA)
    expect(body.event).toBe('COMMENT')
    expect(body.comments.map((c) => [c.path, c.line, c.side])).toEqual([['src/app.ts', 3, 'RIGHT']])
    expect(new Set(findFingerprints(body.body))).toEqual(
      new Set([fingerprint(offLine), fingerprint(outside)]),
    )
    const pull = fake.pull(5)
    expect(pull?.reviewComments).toHaveLength(1)
    expect(findFingerprints(pull?.reviewComments[0]?.body)).toEqual([fingerprint(onLine)])
  })

  it('puts at most 30 inline comments in a request and the rest in the body, most severe inline', async () => {
    await withPull()
    const issues = Array.from({ length: 35 }, (_, i) =>
      finding({ line: i + 2, severity: i < 5 ? 'minor' : 'blocker', message: `issue ${i}` }),
    )
    const result = await publishReview(clientFor(fake), {
      pullNumber: 5,
      report: runReport(issues),
      lineMap,
    })
    expect(result).toMatchObject({ status: 'posted', inline: 30, inBody: 5 })
    const posted = fake.pull(5)?.reviewComments ?? []
    expect(posted).toHaveLength(30)
    expect(posted.every((c) => c.body.includes('blocker'))).toBe(true)
    const reviewBody = fake.pull(5)?.reviews[0]?.body ?? ''
    expect(findFingerprints(reviewBody)).toHaveLength(5)
  })

  it('on 422 posts the review again without inline comments, losing no finding', async () => {
    await withPull()
    // the line map claims line 300 is commentable; GitHub (the fake) knows better and answers 422
    const wrongMap = new Map([['src/app.ts', new Set([2, 300])]])
    const a = finding({ line: 2, message: 'first' })
    const b = finding({ line: 300, message: 'second' })
    const result = await publishReview(clientFor(fake), {
      pullNumber: 5,
      report: runReport([a, b]),
      lineMap: wrongMap,
    })
    expect(result).toMatchObject({ status: 'posted', inline: 0, inBody: 2, inlineRefused: true })
    const attempts = fake.requestsFor('pulls/create-review')
    expect(attempts.map((r) => r.status)).toEqual([422, 200])
    expect((attempts[1]?.body as Record<string, unknown>).comments).toBeUndefined()
    const reviews = fake.pull(5)?.reviews ?? []
    expect(reviews).toHaveLength(1)
    expect(new Set(findFingerprints(reviews[0]?.body))).toEqual(
      new Set([fingerprint(a), fingerprint(b)]),
    )
    expect(reviews[0]?.body).toContain('GitHub refused the inline comments')
  })

  it('a re-run on the same head posts nothing new; a new finding alone is posted', async () => {
    await withPull()
    const client = clientFor(fake)
    const first = [
      finding({ line: 2 }),
      finding({ line: 4, anchored: false, message: 'body only' }),
    ]
    await publishReview(client, { pullNumber: 5, report: runReport(first), lineMap })
    const again = await publishReview(client, { pullNumber: 5, report: runReport(first), lineMap })
    expect(again).toEqual({ status: 'nothing-new', alreadyPosted: 2, notes: [] })
    expect(fake.pull(5)?.reviews).toHaveLength(1)

    // the model words the same finding differently and finds one more
    const reworded = { ...first[0]!, message: first[0]!.message.toUpperCase() + '  ' }
    const extra = finding({ line: 6, message: 'a new problem' })
    const third = await publishReview(client, {
      pullNumber: 5,
      report: runReport([reworded, first[1]!, extra]),
      lineMap,
    })
    expect(third).toMatchObject({ status: 'posted', inline: 1, inBody: 0, alreadyPosted: 2 })
    expect(fake.pull(5)?.reviewComments).toHaveLength(2)
  })

  it('follows pagination when looking for earlier fingerprints', async () => {
    await withPull()
    const client = clientFor(fake)
    const issues = Array.from({ length: 30 }, (_, i) => finding({ line: i + 2, message: `p${i}` }))
    // 150 unrelated comments first, so ours are past the first page of 100
    for (let i = 0; i < 5; i++) {
      const filler = Array.from({ length: 30 }, (_, j) =>
        finding({ line: j + 2, message: `filler ${i} ${j}` }),
      )
      await publishReview(client, { pullNumber: 5, report: runReport(filler), lineMap })
    }
    await publishReview(client, { pullNumber: 5, report: runReport(issues), lineMap })
    const rerun = await publishReview(client, { pullNumber: 5, report: runReport(issues), lineMap })
    expect(rerun.status).toBe('nothing-new')
    expect(fake.requestsFor('pulls/list-review-comments').some((r) => r.query.page === '2')).toBe(
      true,
    )
  })

  it('only trusts markers from the given authors', async () => {
    await withPull()
    const f = finding({ line: 2 })
    // someone else pastes our marker to suppress the finding
    fake.pull(5)?.reviews.push({
      id: 1,
      body: `<!-- review-gate:fp:${fingerprint(f)} -->`,
      commitId: HEAD_SHA,
      state: 'COMMENTED',
      login: 'mallory',
      submittedAt: '2024-01-01T00:00:00Z',
    })
    const result = await publishReview(clientFor(fake), {
      pullNumber: 5,
      report: runReport([f]),
      lineMap,
      trustedAuthors: ['github-actions[bot]'],
    })
    expect(result).toMatchObject({ status: 'posted', inline: 1 })
  })

  it('with a read-only token (fork pull request) reports the missing permission', async () => {
    await withPull({ permissions: { pull_requests: 'read', issues: 'read' } })
    const result = await publishReview(clientFor(fake), {
      pullNumber: 5,
      report: runReport([finding({ line: 2 })]),
      lineMap,
    })
    expect(result).toEqual({
      status: 'forbidden',
      missing: expect.objectContaining({
        operation: 'pulls/create-review',
        permission: 'pull-requests: write',
      }),
    })
  })

  it('sends hostile finding text inert in every body', async () => {
    await withPull()
    const bad = finding({ line: 2, message: HOSTILE, fix: HOSTILE })
    const badBody = finding({ line: 3, anchored: false, message: HOSTILE, fix: HOSTILE })
    await publishReview(clientFor(fake), {
      pullNumber: 5,
      report: runReport([bad, badBody]),
      lineMap,
    })
    const pull = fake.pull(5)
    const bodies = [
      ...(pull?.reviews ?? []).map((r) => r.body),
      ...(pull?.reviewComments ?? []).map((c) => c.body),
    ]
    expect(bodies).toHaveLength(2)
    for (const body of bodies) expect(inertnessProblems(body)).toEqual([])
  })

  it('refuses to post a review for an errored run', async () => {
    await withPull()
    const errored = report({
      review: null,
      outcome: { status: 'error', reason: 'down', neutral: false },
    })
    await expect(
      publishReview(clientFor(fake), { pullNumber: 5, report: errored, lineMap }),
    ).rejects.toThrow(/errored run/)
    expect(fake.requests).toHaveLength(0)
  })
})
