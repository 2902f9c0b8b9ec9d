/**
 * The `status-context` input end to end: dist/index.js sets a commit status on the pull request's
 * head (pending first, then the outcome) against the fake GitHub server, and fails closed when it
 * cannot.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub, type TokenPermissions } from '../support/github/server.js'
import {
  diffOf,
  failingModelScript,
  makeRepo,
  pullRequestEvent,
  replyScript,
  runAction,
  type Repo,
  type RunResult,
} from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 23
const CONTEXT = 'review-gate / required'

const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

function junit(failed: boolean): string {
  const failure = failed
    ? '<failure message="expected 3 to be 4">AssertionError: expected 3 to be 4\n at src/add.test.ts:2:30</failure>'
    : ''
  return `<?xml version="1.0"?>\n<testsuites><testsuite name="src/add.test.ts" tests="1"><testcase classname="src/add.test.ts" name="adds" time="0.01">${failure}</testcase></testsuite></testsuites>\n`
}

let fake: FakeGitHub | null = null
let repo: Repo

async function start(options: {
  failed: boolean
  permissions?: Partial<TokenPermissions>
  config?: string
}): Promise<FakeGitHub> {
  const started = await FakeGitHub.start({
    owner: OWNER,
    repo: REPO,
    ...(options.permissions ? { permissions: options.permissions } : {}),
  })
  fake = started
  repo = makeRepo(
    {
      'src/add.ts': 'export const add = (a: number, b: number) => a + b\n',
      ...(options.config ? { '.github/review-gate.yml': options.config } : {}),
    },
    {
      'src/add.ts': 'export const add = (a: number, b: number) => a + b + 0\n',
      'src/add.test.ts':
        "import { add } from './add'\nit('adds', () => expect(add(2, 2)).toBe(4))\n",
    },
  )
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, 'reports', 'junit.xml'), junit(options.failed))
  started.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
  return started
}

function run(server: FakeGitHub, inputs: Record<string, string>): Promise<RunResult> {
  return runAction({
    workspace: repo.dir,
    event: pullRequestEvent({
      number: PR,
      base: repo.base,
      head: repo.head,
      owner: OWNER,
      repo: REPO,
    }),
    inputs: {
      'github-token': server.token,
      'test-reports': 'reports/*.xml',
      provider: 'command',
      'model-command': replyScript(APPROVE),
      ...inputs,
    },
    apiUrl: server.url,
    repository: `${OWNER}/${REPO}`,
    env: { GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2' },
  })
}

afterEach(async () => {
  if (!fake) return
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
  fake = null
})

describe('status-context: a commit status on the reviewed head', () => {
  it('a passing run sets pending, then success, on the head commit with the run as target', async () => {
    const server = await start({ failed: false })
    const result = await run(server, { 'status-context': CONTEXT })
    expect(result.code, result.stdout + result.stderr).toBe(0)
    const statuses = server.statusesFor(repo.head)
    expect(statuses.map((s) => s.state)).toEqual(['pending', 'success'])
    expect(statuses.every((s) => s.context === CONTEXT)).toBe(true)
    expect(statuses[1]!.description).toMatch(/^passed: blocker 0\/0/)
    expect(statuses[1]!.targetUrl).toBe(
      'https://github.example/octo-org/octo-repo/actions/runs/4242/attempts/2',
    )
    expect(server.statusesFor(repo.base)).toEqual([])
  })

  it('red touched tests end as failure, and the description names the failing condition', async () => {
    const server = await start({ failed: true })
    const result = await run(server, { 'status-context': CONTEXT })
    expect(result.code).toBe(1)
    const last = server.statusesFor(repo.head).at(-1)!
    expect(last.state).toBe('failure')
    expect(last.description).toMatch(/^failed: .*test/i)
    expect(Array.from(last.description ?? '').length).toBeLessThanOrEqual(140)
  })

  it('no usable review is error, even when on-model-error is neutral and the job stays green', async () => {
    const server = await start({ failed: false, config: 'on_model_error: neutral\n' })
    const result = await run(server, {
      'status-context': CONTEXT,
      'model-command': failingModelScript(),
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs.gate).toBe('error')
    expect(server.statusesFor(repo.head).map((s) => s.state)).toEqual(['pending', 'error'])
  })

  it('a token without statuses: write fails the job, names the permission, and posts no success', async () => {
    const server = await start({ failed: false, permissions: { statuses: 'read' } })
    const result = await run(server, { 'status-context': CONTEXT })
    expect(result.outputs.gate).toBe('pass')
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/::error::review-gate: could not set the pending commit status/)
    expect(result.summary).toMatch(/statuses: write/)
    expect(server.statuses).toEqual([])
  })

  it('two steps with their sticky-keys and one status-context set two contexts: a green step cannot overwrite a red one', async () => {
    const server = await start({ failed: false })
    const red = await run(server, {
      'status-context': CONTEXT,
      'sticky-key': 'security',
      'model-command': replyScript({
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 1, major: 0, minor: 0 },
        strengths: [],
        issues: [
          {
            severity: 'blocker',
            category: 'security',
            file: 'src/add.ts',
            line: 1,
            message: 'The sum is logged with the session token.',
            fix: 'Drop the log line.',
          },
        ],
      }),
    })
    expect(red.outputs.gate, red.stdout).toBe('fail')
    const green = await run(server, { 'status-context': CONTEXT, 'sticky-key': 'style' })
    expect(green.outputs.gate, green.stdout).toBe('pass')
    const latest = new Map(server.statuses.map((s) => [s.context, s.state]))
    expect(Object.fromEntries(latest)).toEqual({
      [`${CONTEXT} (security)`]: 'failure',
      [`${CONTEXT} (style)`]: 'success',
    })
    // A context that already names the key is kept as given.
    await run(server, { 'status-context': 'review-gate style', 'sticky-key': 'style' })
    expect(server.statuses.at(-1)!.context).toBe('review-gate style')
  })

  it('without status-context no status is set', async () => {
    const server = await start({ failed: false })
    const result = await run(server, {})
    expect(result.code).toBe(0)
    expect(server.requestsFor('repos/create-commit-status')).toEqual([])
  })

  it('status-context without a token is a bad input naming it, not a silent skip', async () => {
    const server = await start({ failed: false })
    const result = await run(server, { 'status-context': CONTEXT, 'github-token': '' })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/status-context needs the github-token input/)
  })
})
