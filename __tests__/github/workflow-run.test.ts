import { afterEach, describe, expect, it } from 'vitest'
import { readWorkflowRunTrigger, resolveWorkflowRun } from '../../src/github/workflow-run.js'
import { fetchRunReports } from '../../src/github/artifact-reports.js'
import type { FakeGitHub } from '../support/github/server.js'
import { makeZip } from '../support/zip.js'
import { workflowRunEvent } from '../e2e/harness.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from './helpers.js'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let fake: FakeGitHub

afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

const event = (over: Partial<Parameters<typeof workflowRunEvent>[0]> = {}) =>
  workflowRunEvent({
    runId: 77,
    headSha: HEAD_SHA,
    headBranch: 'patch-1',
    headOwner: 'forker',
    owner: 'octo-org',
    repo: 'octo-repo',
    ...over,
  })

describe('readWorkflowRunTrigger', () => {
  it('reads the run, and names the field a bad payload lacks', async () => {
    fake = await startFake()
    const trigger = readWorkflowRunTrigger(event())
    expect(trigger).toMatchObject({
      runId: 77,
      headSha: HEAD_SHA,
      headBranch: 'patch-1',
      headOwner: 'forker',
      triggeredBy: 'pull_request',
      workflowPath: '.github/workflows/ci.yml',
    })
    const broken = event() as { workflow_run: Record<string, unknown> }
    broken.workflow_run.head_branch = '--upload-pack=evil'
    expect(() => readWorkflowRunTrigger(broken)).toThrow(/workflow_run\.head_branch/)
    broken.workflow_run.head_sha = 'HEAD'
    expect(() => readWorkflowRunTrigger(broken)).toThrow(/workflow_run\.head_sha/)
  })
})

describe('resolveWorkflowRun', () => {
  it("finds the fork's pull request by head owner, branch and commit; others are not it", async () => {
    fake = await startFake({ owner: 'octo-org', repo: 'octo-repo' })
    const diff = fileDiff('src/a.ts', ['x'])
    fake.addPullRequest({
      number: 1,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff,
      headRef: 'patch-1',
      headRepo: 'someone/octo-repo',
    })
    fake.addPullRequest({
      number: 2,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff,
      headRef: 'patch-1',
      headRepo: 'forker/octo-repo',
      title: 'Mine',
    })
    fake.addPullRequest({
      number: 3,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff,
      headRef: 'patch-1',
      headRepo: 'forker/octo-repo',
      state: 'closed',
    })
    const resolved = await resolveWorkflowRun(clientFor(fake), readWorkflowRunTrigger(event()))
    expect(resolved.kind).toBe('review')
    if (resolved.kind !== 'review') return
    expect(resolved.pull).toMatchObject({ number: 2, title: 'Mine' })
    expect(resolved.context).toMatchObject({
      pullNumber: 2,
      base: BASE_SHA,
      head: HEAD_SHA,
      isFork: true,
      privileged: true,
      trustHead: false,
      diffFromApi: true,
    })
  })

  it('two open pull requests with the same head are refused, not guessed', async () => {
    fake = await startFake({ owner: 'octo-org', repo: 'octo-repo' })
    const diff = fileDiff('src/a.ts', ['x'])
    for (const number of [4, 5])
      fake.addPullRequest({
        number,
        baseSha: BASE_SHA,
        headSha: HEAD_SHA,
        diff,
        headRef: 'patch-1',
        headRepo: 'forker/octo-repo',
      })
    await expect(
      resolveWorkflowRun(clientFor(fake), readWorkflowRunTrigger(event())),
    ).rejects.toThrow(/#4, #5/)
  })
})

describe('fetchRunReports', () => {
  it('a token without actions: read is a reason naming the permission, not a crash', async () => {
    fake = await startFake({ permissions: { actions: 'none' } })
    fake.addArtifact({
      runId: 77,
      name: 'test-reports',
      zip: makeZip([{ name: 'a.xml', data: 'x' }]),
    })
    const result = await fetchRunReports(clientFor(fake), {
      runId: 77,
      artifactName: 'test-reports',
      destination: join(mkdtempSync(join(tmpdir(), 'rg-art-')), 'out'),
    })
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/lacks actions: read/) })
  })

  it('a download whose body stops coming ends at the timeout, a reason and nothing extracted', async () => {
    fake = await startFake()
    const zip = makeZip([
      { name: 'a.xml', data: '<testsuite tests="1"><testcase name="t"/></testsuite>' },
    ])
    fake.addArtifact({ runId: 78, name: 'reports', zip, stallAfter: 10 })
    const dir = mkdtempSync(join(tmpdir(), 'rg-art-'))
    const started = performance.now()
    const result = await fetchRunReports(clientFor(fake), {
      runId: 78,
      artifactName: 'reports',
      destination: join(dir, 'a'),
      timeoutMs: 200,
    })
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/could not be downloaded/) })
    expect(readdirSync(join(dir, 'a'))).toEqual([])
  })

  it('an expired artifact and an over-size one are reasons too', async () => {
    fake = await startFake()
    const zip = makeZip([{ name: 'a.xml', data: 'x' }])
    fake.addArtifact({ runId: 77, name: 'old', zip, expired: true })
    fake.addArtifact({ runId: 77, name: 'huge', zip, sizeInBytes: 10 ** 12 })
    const dir = mkdtempSync(join(tmpdir(), 'rg-art-'))
    const client = clientFor(fake)
    const expired = await fetchRunReports(client, {
      runId: 77,
      artifactName: 'old',
      destination: join(dir, 'a'),
    })
    expect(expired).toEqual({ ok: false, reason: expect.stringMatching(/has expired/) })
    const huge = await fetchRunReports(client, {
      runId: 77,
      artifactName: 'huge',
      destination: join(dir, 'b'),
    })
    expect(huge).toEqual({ ok: false, reason: expect.stringMatching(/above the limit/) })
    expect(fake.storageRequests).toEqual([])
  })
})
