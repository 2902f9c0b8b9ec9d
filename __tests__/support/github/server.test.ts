import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from './server.js'

let fake: FakeGitHub
afterEach(async () => {
  await fake.close()
})

const SHA = 'a'.repeat(40)
const BASE = 'b'.repeat(40)
const diff =
  'diff --git a/x.ts b/x.ts\nindex 1..2 100644\n--- a/x.ts\n+++ b/x.ts\n@@ -1,1 +1,2 @@\n one\n+two\n'

async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${fake.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `token ${fake.token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

describe('FakeGitHub validates requests against the OpenAPI subset', () => {
  it('refuses a route outside the subset', async () => {
    fake = await FakeGitHub.start()
    const res = await call('/repos/octo-org/octo-repo/pulls/1/merge', { method: 'PUT' })
    expect(res.status).toBe(404)
    expect(fake.violations[0]).toMatch(/no operation in the OpenAPI subset/)
  })

  it('refuses a wrong token', async () => {
    fake = await FakeGitHub.start()
    const res = await call('/repos/octo-org/octo-repo/issues/1/comments', {
      headers: { authorization: 'token nope' },
    })
    expect(res.status).toBe(401)
  })

  it('refuses a body with a wrong type, an unknown field or a missing required field', async () => {
    fake = await FakeGitHub.start()
    fake.addPullRequest({ number: 1, baseSha: BASE, headSha: SHA, diff })
    const path = '/repos/octo-org/octo-repo/pulls/1/reviews'
    expect((await call(path, { method: 'POST', body: { event: 'COMMENT', body: 1 } })).status).toBe(
      422,
    )
    expect(
      (await call(path, { method: 'POST', body: { event: 'SHIP_IT', body: 'x' } })).status,
    ).toBe(422)
    expect(
      (
        await call(path, {
          method: 'POST',
          body: { event: 'COMMENT', body: 'x', comments: [{ path: 'x.ts', line: 2 }] },
        })
      ).status,
    ).toBe(422)
    expect(
      (await call(path, { method: 'POST', body: { event: 'COMMENT', body: 'x', commit: SHA } }))
        .status,
    ).toBe(422)
    expect(fake.violations).toEqual([
      'pulls/create-review: body.body: expected string, got integer',
      'pulls/create-review: body.event: "SHIP_IT" is not one of ["APPROVE","REQUEST_CHANGES","COMMENT"]',
      'pulls/create-review: body.comments[0]: missing required property body',
      'pulls/create-review: body: unknown property commit',
    ])
    expect(fake.pull(1)?.reviews).toEqual([])
  })

  it('refuses undeclared query parameters and wrongly typed path parameters', async () => {
    fake = await FakeGitHub.start()
    fake.addPullRequest({ number: 1, baseSha: BASE, headSha: SHA, diff })
    expect((await call('/repos/octo-org/octo-repo/pulls/1/files?limit=5')).status).toBe(422)
    expect((await call('/repos/octo-org/octo-repo/pulls/one/files')).status).toBe(422)
    expect(fake.violations).toEqual([
      'pulls/list-files: unknown query parameter limit',
      'pulls/list-files: path.pull_number: expected integer, got string',
    ])
  })
})

describe('FakeGitHub behaves like GitHub', () => {
  it('paginates with a Link header', async () => {
    fake = await FakeGitHub.start()
    fake.addPullRequest({ number: 1, baseSha: BASE, headSha: SHA, diff })
    for (let i = 0; i < 5; i++) fake.seedIssueComment(1, `c${i}`)
    const res = await call('/repos/octo-org/octo-repo/issues/1/comments?per_page=2&page=2')
    const link = res.headers.get('link') ?? ''
    expect(((await res.json()) as { body: string }[]).map((c) => c.body)).toEqual(['c2', 'c3'])
    expect(link).toContain('per_page=2&page=3>; rel="next"')
    expect(link).toContain('page=3>; rel="last"')
    expect(link).toContain('page=1>; rel="first"')
    expect(link).toContain('page=1>; rel="prev"')
    expect(fake.violations).toEqual([])
  })

  it('answers 406 for a diff over 300 files', async () => {
    fake = await FakeGitHub.start()
    const big = Array.from({ length: 301 }, (_, i) => diff.replaceAll('x.ts', `f${i}.ts`)).join('')
    fake.addPullRequest({ number: 2, baseSha: BASE, headSha: SHA, diff: big })
    const res = await call('/repos/octo-org/octo-repo/pulls/2', {
      headers: { accept: 'application/vnd.github.v3.diff' },
    })
    expect(res.status).toBe(406)
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('too_large')
  })

  it('refuses a review comment on a line that is not in the diff (422), storing nothing', async () => {
    fake = await FakeGitHub.start()
    fake.addPullRequest({ number: 1, baseSha: BASE, headSha: SHA, diff })
    const res = await call('/repos/octo-org/octo-repo/pulls/1/reviews', {
      method: 'POST',
      body: {
        event: 'COMMENT',
        body: 'x',
        commit_id: SHA,
        comments: [{ path: 'x.ts', line: 9, side: 'RIGHT', body: 'c' }],
      },
    })
    expect(res.status).toBe(422)
    expect(fake.pull(1)?.reviews).toEqual([])
    const ok = await call('/repos/octo-org/octo-repo/pulls/1/reviews', {
      method: 'POST',
      body: {
        event: 'COMMENT',
        body: 'x',
        commit_id: SHA,
        comments: [{ path: 'x.ts', line: 2, side: 'RIGHT', body: 'c' }],
      },
    })
    expect(ok.status).toBe(200)
    expect(fake.pull(1)?.reviewComments.map((c) => [c.path, c.line])).toEqual([['x.ts', 2]])
    expect(fake.violations).toEqual([])
  })

  it('answers 403 with the accepted permissions when the token lacks one', async () => {
    fake = await FakeGitHub.start({ permissions: { pull_requests: 'read', issues: 'read' } })
    fake.addPullRequest({ number: 1, baseSha: BASE, headSha: SHA, diff })
    const res = await call('/repos/octo-org/octo-repo/issues/1/comments', {
      method: 'POST',
      body: { body: 'hi' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('x-accepted-github-permissions')).toBe(
      'issues=write; pull_requests=write',
    )
  })

  it('injects failures after validating the request', async () => {
    fake = await FakeGitHub.start()
    fake.addPullRequest({ number: 1, baseSha: BASE, headSha: SHA, diff })
    fake.inject({ operationId: 'issues/list-comments', status: 500, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await call('/repos/octo-org/octo-repo/issues/1/comments')).status)
    expect(statuses).toEqual([500, 500, 200])
  })
})
