/**
 * The action's sources read REVIEW.md from the base commit for a pull request (the pull
 * request's own edit is never used), from the checkout for a push, and say so when the base
 * commit is missing.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GitHubSources } from '../../src/action/github-sources.js'
import type { EventContext } from '../../src/github/context.js'
import { silentLogger } from '../../src/logger.js'
import { readSettings } from '../../src/settings/settings.js'
import { makeRepo } from '../e2e/harness.js'

function sources(workspace: string, context: Partial<EventContext>): GitHubSources {
  const full: EventContext = {
    event: 'pull_request',
    owner: 'o',
    repo: 'r',
    base: '',
    head: '',
    pullNumber: 7,
    isFork: false,
    privileged: false,
    trustHead: true,
    warnings: [],
    ...context,
  }
  return new GitHubSources(
    full,
    {},
    readSettings(() => ''),
    null,
    workspace,
    silentLogger,
    undefined,
  )
}

describe('GitHubSources.reviewGuide', () => {
  const repo = makeRepo(
    { 'REVIEW.md': '## Allowed Nits\n- base nit\n', 'a.ts': 'export const a = 1\n' },
    { 'REVIEW.md': '## Allowed Nits\n- head nit\n', 'a.ts': 'export const a = 2\n' },
  )

  it('a pull request: the base commit copy', async () => {
    const read = await sources(repo.dir, { base: repo.base, head: repo.head }).reviewGuide()
    expect(read).toEqual({
      text: '## Allowed Nits\n- base nit\n',
      where: `REVIEW.md (base ${repo.base.slice(0, 7)})`,
    })
  })

  it('a push: the checkout', async () => {
    writeFileSync(join(repo.dir, 'REVIEW.md'), '## Allowed Nits\n- checkout nit\n')
    const read = await sources(repo.dir, {
      event: 'push',
      pullNumber: null,
      base: repo.base,
      head: repo.head,
    }).reviewGuide()
    expect(read?.text).toBe('## Allowed Nits\n- checkout nit\n')
  })

  it('a base commit missing from the checkout: none, and a note says why', async () => {
    const s = sources(repo.dir, { base: 'f'.repeat(40), head: repo.head })
    expect(await s.reviewGuide()).toBeNull()
    expect(s.drainNotes().join('\n')).toMatch(/REVIEW\.md was not read/)
  })
})
