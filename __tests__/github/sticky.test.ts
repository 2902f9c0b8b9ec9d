import { afterEach, describe, expect, it } from 'vitest'
import { upsertStickyComment } from '../../src/github/sticky.js'
import { renderStickyComment } from '../../src/publish/markdown.js'
import { summaryMarker } from '../../src/publish/fingerprint.js'
import type { FakeGitHub } from '../support/github/server.js'
import { HOSTILE, finding, report, review } from '../publish/builders.js'
import { inertnessProblems } from '../publish/inert.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

async function withPull(options: Parameters<typeof startFake>[0] = {}): Promise<void> {
  fake = await startFake(options)
  fake.addPullRequest({
    number: 12,
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    diff: fileDiff('a.ts', ['x']),
  })
}

describe('upsertStickyComment', () => {
  it('creates the comment once, then edits it in place on re-runs', async () => {
    await withPull()
    const client = clientFor(fake)
    const first = await upsertStickyComment(client, {
      issueNumber: 12,
      body: renderStickyComment(report()),
    })
    expect(first).toMatchObject({ status: 'created' })
    const failing = renderStickyComment(
      report({ review: review([finding({ severity: 'blocker' })]) }),
    )
    const second = await upsertStickyComment(client, { issueNumber: 12, body: failing })
    expect(second).toMatchObject({ status: 'updated' })
    if (first.status === 'forbidden' || second.status === 'forbidden') throw new Error('unexpected')
    expect(second.commentId).toBe(first.commentId)
    const comments = fake.pull(12)?.issueComments ?? []
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toBe(failing)
    const third = await upsertStickyComment(client, { issueNumber: 12, body: failing })
    expect(third).toMatchObject({ status: 'unchanged' })
    expect(fake.requestsFor('issues/update-comment')).toHaveLength(1)
  })

  it('finds its comment past the first page of 100', async () => {
    await withPull()
    for (let i = 0; i < 130; i++) fake.seedIssueComment(12, `chatter ${i}`)
    const ours = fake.seedIssueComment(12, `${summaryMarker()}\nold summary`, 'github-actions[bot]')
    const result = await upsertStickyComment(clientFor(fake), {
      issueNumber: 12,
      body: 'new summary',
    })
    expect(result).toMatchObject({ status: 'updated', commentId: ours.id })
    expect(ours.body).toBe(`${summaryMarker()}\nnew summary`)
    expect(fake.requestsFor('issues/list-comments').map((r) => r.query.page ?? '1')).toEqual([
      '1',
      '2',
    ])
  })

  it('keeps summaries of different keys apart and ignores a marker not at the start', async () => {
    await withPull()
    fake.seedIssueComment(12, `quoting you: ${summaryMarker()}`)
    const client = clientFor(fake)
    await upsertStickyComment(client, { issueNumber: 12, body: 'implementation', key: 'impl' })
    await upsertStickyComment(client, { issueNumber: 12, body: 'contract', key: 'contract' })
    await upsertStickyComment(client, { issueNumber: 12, body: 'implementation v2', key: 'impl' })
    const bodies = (fake.pull(12)?.issueComments ?? []).map((c) => c.body)
    expect(bodies).toEqual([
      `quoting you: ${summaryMarker()}`,
      `${summaryMarker('impl')}\nimplementation v2`,
      `${summaryMarker('contract')}\ncontract`,
    ])
  })

  it('does not take over a marked comment by someone it does not trust', async () => {
    await withPull()
    const planted = fake.seedIssueComment(12, `${summaryMarker()}\nplanted`, 'mallory')
    const result = await upsertStickyComment(clientFor(fake), {
      issueNumber: 12,
      body: 'real',
      trustedAuthors: ['github-actions[bot]'],
    })
    expect(result).toMatchObject({ status: 'created' })
    expect(planted.body).toBe(`${summaryMarker()}\nplanted`)
  })

  it('with a read-only token reports the missing permission', async () => {
    await withPull({ permissions: { pull_requests: 'read', issues: 'read' } })
    const result = await upsertStickyComment(clientFor(fake), { issueNumber: 12, body: 'x' })
    expect(result).toMatchObject({
      status: 'forbidden',
      missing: {
        operation: 'issues/create-comment',
        permission: 'issues: write or pull-requests: write',
      },
    })
  })

  it('posts hostile summaries inert', async () => {
    await withPull()
    const bad = finding({ message: HOSTILE, fix: HOSTILE })
    await upsertStickyComment(clientFor(fake), {
      issueNumber: 12,
      body: renderStickyComment(
        report({ review: review([bad], { warnings: [HOSTILE] }), warnings: [HOSTILE] }),
      ),
    })
    expect(inertnessProblems(fake.pull(12)?.issueComments[0]?.body ?? '')).toEqual([])
  })
})

describe('the data block across runs', () => {
  it('a run with no data of its own hands the existing block on', async () => {
    await withPull()
    const client = clientFor(fake)
    const block = '<!-- review-gate:findings:v1 {"head_sha":null,"findings":[]} -->'
    await upsertStickyComment(client, { issueNumber: 12, body: `first run\n${block}\n` })
    await upsertStickyComment(client, { issueNumber: 12, body: 'errored run, no data' })
    const body = fake.pull(12)?.issueComments[0]?.body ?? ''
    expect(body).toContain('errored run, no data')
    expect(body).toContain(block)
  })
})
