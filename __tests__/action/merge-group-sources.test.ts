/**
 * Issue 23: what the action's sources read on a merge group. Its change is the group's own
 * base...head (never the diff of the pull request its branch names, which would make every group
 * look like that pull request's patch), and the queued pull request's head comes from GitHub;
 * anything that cannot be read leaves the head unknown, so the group is reviewed as usual.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GitHubSources } from '../../src/action/github-sources.js'
import type { GitHubClient } from '../../src/github/client.js'
import type { EventContext } from '../../src/github/context.js'
import { silentLogger } from '../../src/logger.js'
import { readSettings } from '../../src/settings/settings.js'
import { BASE_SHA, HEAD_SHA, clientFor, fileDiff, startFake } from '../github/helpers.js'
import type { FakeGitHub } from '../support/github/server.js'

const GROUP = 'c'.repeat(40)
const context: EventContext = {
  event: 'merge_group',
  owner: 'octo-org',
  repo: 'octo-repo',
  base: BASE_SHA,
  head: GROUP,
  pullNumber: 31,
  isFork: false,
  privileged: false,
  trustHead: true,
  warnings: [],
}

function sources(client: GitHubClient | null, over: Partial<EventContext> = {}): GitHubSources {
  // No git history here: the diff must come from the API.
  const workspace = mkdtempSync(join(tmpdir(), 'rg-queue-src-'))
  const settings = readSettings(() => '')
  return new GitHubSources(
    { ...context, ...over },
    {},
    settings,
    client,
    workspace,
    silentLogger,
    undefined,
  )
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  if (fake) {
    expect(fake.violations).toEqual([])
    await fake.close()
  }
  fake = null
})

describe('GitHubSources on merge_group', () => {
  it("reads the group's own base...head from the API, not the pull request's diff", async () => {
    fake = await startFake()
    fake.addPullRequest({
      number: 31,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: fileDiff('src/a.ts', ['pr']),
    })
    const groupDiff = fileDiff('src/a.ts', ['pr']) + fileDiff('src/b.ts', ['another pr'])
    fake.addComparison({ base: BASE_SHA, head: GROUP, diff: groupDiff })
    const read = await sources(clientFor(fake)).diff()
    expect(read.ok && read.text).toContain('src/b.ts')
    expect(fake.requestsFor('pulls/get')).toHaveLength(0)
  })

  it("answers the queued pull request's head, or why it is unknown", async () => {
    fake = await startFake()
    const pull = fake.addPullRequest({
      number: 31,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      diff: fileDiff('a', ['x']),
    })
    expect(await sources(clientFor(fake)).mergeGroup()).toEqual({
      pullNumber: 31,
      pullHead: HEAD_SHA,
    })
    pull.state = 'closed'
    expect(await sources(clientFor(fake)).mergeGroup()).toEqual({
      pullNumber: 31,
      pullHead: null,
      pullHeadProblem: 'it is closed',
    })
    const missing = await sources(clientFor(fake), { pullNumber: 32 }).mergeGroup()
    expect(missing).toMatchObject({
      pullNumber: 32,
      pullHead: null,
      pullHeadProblem: expect.stringMatching(/404/),
    })
    expect(await sources(null).mergeGroup()).toMatchObject({
      pullHead: null,
      pullHeadProblem: 'no github-token',
    })
    expect(await sources(null, { pullNumber: null }).mergeGroup()).toEqual({
      pullNumber: null,
      pullHead: null,
    })
  })

  it('is no merge group on other events', async () => {
    expect(await sources(null, { event: 'pull_request' }).mergeGroup()).toBeNull()
  })
})
