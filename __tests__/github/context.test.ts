import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { readEventContext } from '../../src/github/context.js'
import { InputError } from '../../src/errors.js'

interface Definition {
  name: string
  examples: Record<string, unknown>[]
}
const definitions = createRequire(import.meta.url)(
  '@octokit/webhooks-examples/api.github.com/index.json',
) as Definition[]
// Payloads are edited freely below to make them broken; any keeps that readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload = Record<string, any>
function examples(name: string): Payload[] {
  return structuredClone(definitions.find((d) => d.name === name)?.examples ?? [])
}

const SHA = 'c'.repeat(40)

describe('readEventContext: pull requests', () => {
  const prs = examples('pull_request')

  it('carries the pull request’s changed_files count when the payload has a sane one', () => {
    const payload = prs[0]!
    payload.pull_request.changed_files = 4_321
    expect(readEventContext('pull_request', payload).changedFiles).toBe(4_321)
    for (const bad of [-1, 1.5, '12', null]) {
      payload.pull_request.changed_files = bad
      expect(readEventContext('pull_request', payload)).not.toHaveProperty('changedFiles')
    }
  })

  it('reads every real pull_request example: numbers, SHAs, repository, not a fork', () => {
    expect(prs.length).toBeGreaterThanOrEqual(29)
    for (const payload of prs) {
      const ctx = readEventContext('pull_request', payload)
      expect(ctx).toMatchObject({
        event: 'pull_request',
        owner: payload.repository.owner.login,
        repo: payload.repository.name,
        base: payload.pull_request.base.sha,
        head: payload.pull_request.head.sha,
        pullNumber: payload.pull_request.number,
        isFork: false,
        privileged: false,
        trustHead: true,
        warnings: [],
      })
    }
  })

  it('detects a fork by the head repository, also when the fork was deleted', () => {
    const fork = prs[0]!
    fork.pull_request.head.repo.full_name = 'someone/Hello-World'
    expect(readEventContext('pull_request', fork).isFork).toBe(true)
    const deleted = examples('pull_request')[0]!
    deleted.pull_request.head.repo = null
    expect(readEventContext('pull_request', deleted).isFork).toBe(true)
  })

  it('pull_request_target does not trust the head without the opt-in, and says so', () => {
    const payload = examples('pull_request')[0]!
    const ctx = readEventContext('pull_request_target', payload)
    expect(ctx).toMatchObject({ privileged: true, trustHead: false })
    expect(ctx.warnings[0]).toMatch(
      /test command is not run and config is read from the base commit/,
    )
    const opted = readEventContext('pull_request_target', payload, { trustPullRequestTarget: true })
    expect(opted).toMatchObject({ privileged: true, trustHead: true })
    expect(opted.warnings[0]).toMatch(/runs code from the pull request head/)
  })

  it('names the missing field of a broken payload', () => {
    const payload = examples('pull_request')[0]!
    delete payload.pull_request.head.sha
    expect(() => readEventContext('pull_request', payload)).toThrow(/pull_request\.head\.sha/)
    const badNumber = examples('pull_request')[0]!
    badNumber.pull_request.number = '7'
    expect(() => readEventContext('pull_request', badNumber)).toThrow(InputError)
  })
})

describe('readEventContext: other events', () => {
  it('merge_group: base and head SHAs, the pull request number from the queue branch', () => {
    const [payload] = examples('merge_group')
    const ctx = readEventContext('merge_group', payload)
    expect(ctx).toMatchObject({
      base: payload!.merge_group.base_sha,
      head: payload!.merge_group.head_sha,
      pullNumber: 104,
      owner: 'octo-org',
      repo: 'octo-repo',
    })
  })

  it('push: compares with `before`; an explicit base wins', () => {
    const payload = examples('push').find(
      (p) => p.created === true && p.ref === 'refs/heads/master',
    )!
    payload.before = SHA
    const ctx = readEventContext('push', payload)
    expect(ctx).toMatchObject({ event: 'push', base: SHA, head: payload.after, pullNumber: null })
    expect(readEventContext('push', payload, { base: 'main' }).base).toBe('main')
  })

  it('push creating a branch needs an explicit base; a deletion has nothing to review', () => {
    const created = examples('push').find(
      (p) => p.created === true && p.ref === 'refs/heads/master',
    )!
    expect(() => readEventContext('push', created)).toThrow(/new branch.*explicit base/)
    expect(readEventContext('push', created, { base: SHA }).base).toBe(SHA)
    const deleted = examples('push').find((p) => p.deleted === true)!
    expect(() => readEventContext('push', deleted)).toThrow(/deleted a branch or tag/)
  })

  it('workflow_dispatch: the explicit base and GITHUB_SHA', () => {
    const [payload] = examples('workflow_dispatch')
    expect(
      readEventContext('workflow_dispatch', payload, { base: 'main', sha: SHA }),
    ).toMatchObject({
      base: 'main',
      head: SHA,
      owner: 'octo-org',
    })
    expect(() => readEventContext('workflow_dispatch', payload, { sha: SHA })).toThrow(
      /explicit base/,
    )
  })

  it('refuses a base that git would read as an option or a range', () => {
    const [payload] = examples('workflow_dispatch')
    for (const base of ['--output=/tmp/x', 'main..evil', 'a b']) {
      expect(() => readEventContext('workflow_dispatch', payload, { base, sha: SHA })).toThrow(
        InputError,
      )
    }
  })

  it('falls back to GITHUB_REPOSITORY when the payload has no repository', () => {
    const [payload] = examples('workflow_dispatch')
    delete payload!.repository
    expect(
      readEventContext('workflow_dispatch', payload, {
        base: 'main',
        sha: SHA,
        repository: 'me/proj',
      }),
    ).toMatchObject({ owner: 'me', repo: 'proj' })
    expect(() =>
      readEventContext('workflow_dispatch', payload, { base: 'main', sha: SHA }),
    ).toThrow(/repository/)
  })

  it('an unsupported event or a non-object payload is a clear InputError', () => {
    expect(() => readEventContext('issue_comment', {})).toThrow(
      /does not run on the "issue_comment" event; supported: pull_request/,
    )
    expect(() => readEventContext('pull_request', null)).toThrow(/not a JSON object/)
    expect(() => readEventContext('pull_request', [])).toThrow(InputError)
  })
})
