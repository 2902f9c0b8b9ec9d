/**
 * Issue 21, "artifacts never follow links", through the committed dist/index.js: a pull request
 * commits a symbolic link in the output folder (`.review-gate/out/payload.md`, or the folder
 * itself) pointing outside the checkout. The action must write nothing through it, on every
 * event, and end as an error naming the link, with the commit status `error`, never `success`.
 * The same change without the link passes and writes its artifacts.
 */
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, replyScript, runAction, type Repo } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 29
const CONTEXT = 'review-gate'
const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}
const GREEN = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/add.test.ts" tests="1"><testcase classname="src/add.test.ts" name="adds" time="0.01"></testcase></testsuite></testsuites>\n`

let fake: FakeGitHub
let repo: Repo

afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

/** The change; `plant` adds the link to the head commit, as a pull request would commit it. */
async function setup(plant?: (dir: string) => void): Promise<void> {
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  repo = makeRepo(
    { 'src/add.ts': 'export const add = (a: number, b: number) => a + b\n' },
    {
      'src/add.ts': 'export const add = (a: number, b: number) => a + b + 0\n',
      'src/add.test.ts':
        "import { add } from './add'\nit('adds', () => expect(add(2, 2)).toBe(4))\n",
    },
  )
  if (plant) {
    plant(repo.dir)
    execFileSync('git', ['add', '-A'], { cwd: repo.dir })
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@e.st', 'commit', '-q', '--amend', '--no-edit'],
      { cwd: repo.dir },
    )
    repo.head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repo.dir,
      encoding: 'utf8',
    }).trim()
  }
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, 'reports', 'junit.xml'), GREEN)
  fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
}

function run(eventName: string) {
  return runAction({
    workspace: repo.dir,
    eventName,
    event: pullRequestEvent({
      number: PR,
      base: repo.base,
      head: repo.head,
      owner: OWNER,
      repo: REPO,
    }),
    inputs: {
      'github-token': fake.token,
      'test-reports': 'reports/*.xml',
      provider: 'command',
      'model-command': replyScript(APPROVE),
      'output-dir': '.review-gate/out',
      'status-context': CONTEXT,
    },
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
    env: { GITHUB_RUN_ID: '77' },
  })
}

/** A file outside the checkout the link points at; it must keep its content. */
function victim(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'rg-victim-')), 'victim.txt')
  writeFileSync(path, 'untouched\n')
  return path
}

describe('a committed symbolic link in the output folder (dist/index.js)', () => {
  it.each(['pull_request', 'pull_request_target'])(
    '%s: .review-gate/out/payload.md → a file outside: refused, named, nothing written',
    async (eventName) => {
      const target = victim()
      await setup((dir) => {
        mkdirSync(join(dir, '.review-gate', 'out'), { recursive: true })
        symlinkSync(target, join(dir, '.review-gate', 'out', 'payload.md'))
      })
      const result = await run(eventName)
      const log = result.stdout + result.stderr
      expect(readFileSync(target, 'utf8')).toBe('untouched\n')
      expect(result.code, log).not.toBe(0)
      expect(result.outputs.gate ?? '', log).not.toBe('pass')
      expect(log).toMatch(/\.review-gate\/out\/payload\.md is a symbolic link/)
      const states = fake.statusesFor(repo.head).map((s) => s.state)
      expect(states, log).not.toContain('success')
      expect(states.at(-1), log).toBe('error')
    },
    120_000,
  )

  it('the output folder itself a link to a folder outside: refused, nothing written there', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'rg-outside-'))
    await setup((dir) => {
      mkdirSync(join(dir, '.review-gate'), { recursive: true })
      symlinkSync(outside, join(dir, '.review-gate', 'out'))
    })
    const result = await run('pull_request')
    const log = result.stdout + result.stderr
    expect(existsSync(join(outside, 'payload.md'))).toBe(false)
    expect(existsSync(join(outside, 'gate.txt'))).toBe(false)
    expect(result.code, log).not.toBe(0)
    expect(log).toMatch(/\.review-gate\/out is a symbolic link/)
  }, 120_000)

  it('the honest counterpart: without the link the change passes and the artifacts are files', async () => {
    await setup()
    const result = await run('pull_request')
    const log = result.stdout + result.stderr
    expect(result.code, log).toBe(0)
    expect(result.outputs.gate).toBe('pass')
    const payload = join(repo.dir, '.review-gate', 'out', 'payload.md')
    expect(lstatSync(payload).isFile()).toBe(true)
    expect(readFileSync(payload, 'utf8')).toContain('## Diff')
    expect(fake.statusesFor(repo.head).map((s) => s.state)).toEqual(['pending', 'success'])
  }, 120_000)
})
