import { afterEach, describe, expect, it } from 'vitest'
import { DecodedDiff } from '../../src/shared/decoded-diff.js'
import {
  fetchCompareDiff,
  fetchPullRequestDiff,
  textShownAsBinary,
} from '../../src/github/diff-source.js'
import { GitHubUnavailableError } from '../../src/github/failures.js'
import { serverError } from '../support/github/faults.js'
import type { FakeGitHub } from '../support/github/server.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

describe('fetchPullRequestDiff', () => {
  it('returns the diff GitHub sends, asking for the diff media type', async () => {
    fake = await startFake()
    const diff = fileDiff('src/a.ts', ['one', 'two'])
    fake.addPullRequest({ number: 7, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    const result = await fetchPullRequestDiff(clientFor(fake), 7)
    expect(result).toEqual({
      ok: true,
      diff: {
        source: 'pull request diff',
        text: diff,
        decoded: DecodedDiff.fromText(diff),
        notReviewed: [],
        notes: [],
      },
    })
    const [request] = fake.requestsFor('pulls/get')
    expect(request?.headers.accept).toContain('application/vnd.github.v3.diff')
  })

  it('says whether the diff it read is ASCII, measured from the text GitHub sent', async () => {
    fake = await startFake()
    const diff = fileDiff('src/a.ts', ['plain', 'hidden\u202Eevil'])
    fake.addPullRequest({ number: 7, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    const result = await fetchPullRequestDiff(clientFor(fake), 7)
    if (!result.ok) throw new Error('expected the diff')
    expect(result.diff.decoded).toMatchObject({ text: diff, ascii: false })
    expect(result.diff.decoded?.bytes).toBe(Buffer.byteLength(diff))
  })

  it('on 406 rebuilds the diff from the paginated files list, listing files without a patch', async () => {
    fake = await startFake()
    const files = Array.from({ length: 350 }, (_, i) =>
      fileDiff(`src/f${String(i).padStart(3, '0')}.ts`, [`line ${i}`]),
    )
    const diff =
      files.join('') +
      'diff --git a/logo.png b/logo.png\nindex 1..2 100644\nBinary files a/logo.png and b/logo.png differ\n'
    fake.addPullRequest({
      number: 8,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff,
      withoutPatch: ['src/f010.ts'],
    })
    const result = await fetchPullRequestDiff(clientFor(fake), 8)
    if (!result.ok) throw new Error('expected a diff')
    expect(result.diff.source).toBe('pull request files list')
    expect(result.diff.notes[0]).toContain('406')
    // every file with a patch comes back exactly as git wrote its hunks
    for (const [i, section] of files.entries()) {
      const path = `src/f${String(i).padStart(3, '0')}.ts`
      if (path === 'src/f010.ts') continue
      const hunk = section.slice(section.indexOf('@@'))
      expect(result.diff.text).toContain(
        `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}`,
      )
    }
    expect(result.diff.notReviewed.map((f) => f.path)).toEqual(['src/f010.ts', 'logo.png'])
    // 351 files at 100 a page: four pages, following GitHub's Link header
    const pages = fake.requestsFor('pulls/list-files')
    expect(pages.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3', '4'])
    expect(pages.every((r) => r.query.per_page === '100')).toBe(true)
  })

  it('stops at GitHub’s 3,000-file limit and says so', async () => {
    fake = await startFake()
    const diff = Array.from({ length: 3_005 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join('')
    fake.addPullRequest({ number: 9, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    const result = await fetchPullRequestDiff(clientFor(fake), 9)
    if (!result.ok) throw new Error('expected a diff')
    expect(result.diff.text.match(/^diff --git /gm)).toHaveLength(3_000)
    expect(result.diff.notes.join(' ')).toContain('at most 3000 files')
    expect(result.diff.notReviewed).toEqual([
      {
        path: '(files past the first 3000: how many is unknown)',
        reason: expect.stringContaining('files past that could not be seen or reviewed'),
      },
    ])
  })

  it('counts the files past the cap when the caller knows how many the pull request has', async () => {
    fake = await startFake()
    const diff = Array.from({ length: 3_005 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join('')
    fake.addPullRequest({ number: 9, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    const result = await fetchPullRequestDiff(clientFor(fake), 9, { changedFiles: 3_005 })
    if (!result.ok) throw new Error('expected a diff')
    expect(result.diff.notReviewed.map((f) => f.path)).toEqual(['(5 files past the first 3000)'])
  })

  it('a listing of exactly 3,000 files is complete only when the caller says so', async () => {
    fake = await startFake()
    const diff = Array.from({ length: 3_000 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join('')
    fake.addPullRequest({ number: 9, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    const client = clientFor(fake)
    const unknown = await fetchPullRequestDiff(client, 9)
    const known = await fetchPullRequestDiff(client, 9, { changedFiles: 3_000 })
    if (!unknown.ok || !known.ok) throw new Error('expected a diff')
    expect(unknown.diff.notReviewed).toHaveLength(1)
    expect(known.diff.notReviewed).toEqual([])
  })

  it('a files list cut by an outage mid-pagination throws instead of a partial diff', async () => {
    fake = await startFake()
    const diff = Array.from({ length: 350 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join('')
    fake.addPullRequest({ number: 9, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    fake.inject(serverError({ operationId: 'pulls/list-files', after: 2, times: 3 }, 503))
    await expect(fetchPullRequestDiff(clientFor(fake), 9)).rejects.toMatchObject({
      name: 'GitHubUnavailableError',
      operation: 'pulls/list-files',
      status: 503,
    })
  })

  it('falls back to the files list when the diff is larger than allowed', async () => {
    fake = await startFake()
    fake.addPullRequest({
      number: 3,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: fileDiff('a.ts', ['x'.repeat(500)]),
    })
    const result = await fetchPullRequestDiff(clientFor(fake), 3, { maxBytes: 100 })
    expect(result.ok && result.diff.source).toBe('pull request files list')
  })

  it('without read permission returns which permission is missing instead of throwing', async () => {
    fake = await startFake({ permissions: { pull_requests: 'none' } })
    fake.addPullRequest({
      number: 7,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: fileDiff('a.ts', ['x']),
    })
    const result = await fetchPullRequestDiff(clientFor(fake), 7)
    expect(result).toMatchObject({
      ok: false,
      missing: { operation: 'pulls/get', permission: 'pull-requests: read' },
    })
  })

  it('an empty diff for a pull request the event says changes files is an error, not an empty change', async () => {
    fake = await startFake()
    fake.addPullRequest({ number: 8, baseSha: BASE_SHA, headSha: HEAD_SHA, diff: '' })
    const error = await fetchPullRequestDiff(clientFor(fake), 8, { changedFiles: 3 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(GitHubUnavailableError)
    expect((error as GitHubUnavailableError).reason).toBe(
      'GitHub sent an empty diff for a pull request the event says changes 3 files',
    )
  })

  it('the honest counterpart: an empty diff of a pull request that changes no file is empty', async () => {
    fake = await startFake()
    fake.addPullRequest({ number: 8, baseSha: BASE_SHA, headSha: HEAD_SHA, diff: '' })
    for (const options of [{ changedFiles: 0 }, {}]) {
      const result = await fetchPullRequestDiff(clientFor(fake), 8, options)
      expect(result).toMatchObject({ ok: true, diff: { text: '' } })
    }
  })

  it('an unknown pull request is an error, not an empty diff', async () => {
    fake = await startFake()
    await expect(fetchPullRequestDiff(clientFor(fake), 404)).rejects.toMatchObject({
      name: 'GitHubApiError',
      status: 404,
    })
  })
})

describe('fetchCompareDiff', () => {
  it('returns the three-dot comparison diff', async () => {
    fake = await startFake()
    const diff = fileDiff('b.ts', ['y'])
    fake.addComparison({ base: BASE_SHA, head: HEAD_SHA, diff })
    const result = await fetchCompareDiff(clientFor(fake), BASE_SHA, HEAD_SHA)
    expect(result).toMatchObject({ ok: true, diff: { source: 'compare diff', text: diff } })
    expect(fake.requestsFor('repos/compare-commits')[0]?.path).toBe(
      `/repos/octo-org/octo-repo/compare/${BASE_SHA}...${HEAD_SHA}`,
    )
  })

  it('on 406 uses the files of the comparison', async () => {
    fake = await startFake()
    fake.addComparison({
      base: BASE_SHA,
      head: HEAD_SHA,
      diff: fileDiff('b.ts', ['y']),
      tooLarge: true,
    })
    const result = await fetchCompareDiff(clientFor(fake), BASE_SHA, HEAD_SHA)
    if (!result.ok) throw new Error('expected a diff')
    expect(result.diff.source).toBe('compare files list')
    expect(result.diff.text).toContain('+++ b/b.ts\n@@ -1,1 +1,2 @@\n kept\n+y\n')
    expect(result.diff.notReviewed).toEqual([])
  })

  it('a comparison at GitHub’s 300-file cap reports the files it could not see', async () => {
    fake = await startFake()
    const diff = Array.from({ length: 305 }, (_, i) => fileDiff(`f${i}.ts`, ['x'])).join('')
    fake.addComparison({ base: BASE_SHA, head: HEAD_SHA, diff, tooLarge: true })
    const result = await fetchCompareDiff(clientFor(fake), BASE_SHA, HEAD_SHA)
    if (!result.ok) throw new Error('expected a diff')
    expect(result.diff.notReviewed).toEqual([
      {
        path: '(files past the first 300: how many is unknown)',
        reason: expect.stringContaining('GitHub lists at most 300 files here'),
      },
    ])
  })

  it('without contents: read names that permission', async () => {
    fake = await startFake({ permissions: { contents: 'none' } })
    fake.addComparison({ base: BASE_SHA, head: HEAD_SHA, diff: fileDiff('b.ts', ['y']) })
    const result = await fetchCompareDiff(clientFor(fake), BASE_SHA, HEAD_SHA)
    expect(result).toMatchObject({ ok: false, missing: { permission: 'contents: read' } })
  })
})

describe('textShownAsBinary', () => {
  const diff = (path: string, kind: 'modified' | 'deleted' = 'modified') =>
    [
      `diff --git a/${path} b/${path}`,
      ...(kind === 'deleted' ? ['deleted file mode 100644'] : []),
      'index 1111111..2222222',
      `Binary files a/${path} and ${kind === 'deleted' ? '/dev/null' : `b/${path}`} differ`,
      '',
    ].join('\n')

  it('lists a file shown as binary whose content is text, and only that', () => {
    const files: Record<string, Buffer> = {
      'src/cart.ts': Buffer.from('export const ok = code == given\n'),
      'logo.png': Buffer.from([0x89, 0x50, 0, 1]),
    }
    const read = (path: string) => files[path] ?? null
    expect(textShownAsBinary(diff('src/cart.ts'), read)).toEqual([
      {
        path: 'src/cart.ts',
        reason:
          'shown as binary by the diff source, but the file is text: its changes were not seen',
      },
    ])
    expect(textShownAsBinary(diff('logo.png'), read)).toEqual([])
    expect(textShownAsBinary(diff('src/cart.ts', 'deleted'), read)).toEqual([])
    expect(textShownAsBinary(diff('missing.ts'), read)).toEqual([])
  })
})
