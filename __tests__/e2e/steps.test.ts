/**
 * End to end through dist/index.js against the fake GitHub: two review steps with their own
 * `sticky-key` on one pull request, the reply cache across a re-run (zero model calls), and a
 * committable suggestion in the posted inline comment.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, runAction, type Repo } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 23

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
})

const FINDING = {
  verdict: 'CHANGES_REQUESTED',
  counts: { blocker: 0, major: 0, minor: 1 },
  issues: [
    {
      severity: 'minor',
      category: 'logic',
      file: 'src/total.ts',
      line: 3,
      message: 'percentage used as a fraction',
      fix: 'divide by 100',
      suggestion: '  return gross - gross * (discount / 100)',
    },
  ],
  strengths: [],
}

/** A model command that answers `reply` and counts its calls in `<dir>/calls`. */
function countingModel(reply: unknown): { command: string; calls: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-counting-'))
  writeFileSync(join(dir, 'reply.json'), JSON.stringify(reply))
  const script = join(dir, 'model.mjs')
  writeFileSync(
    script,
    [
      "import { appendFileSync, readFileSync } from 'node:fs'",
      'process.stdin.resume()',
      'process.stdin.on("end", () => {',
      `  appendFileSync(${JSON.stringify(join(dir, 'calls'))}, "x")`,
      `  process.stdout.write(readFileSync(${JSON.stringify(join(dir, 'reply.json'))}, "utf8"))`,
      '})',
    ].join('\n'),
  )
  const calls = () =>
    existsSync(join(dir, 'calls')) ? readFileSync(join(dir, 'calls'), 'utf8').length : 0
  return { command: `"${process.execPath}" "${script}"`, calls }
}

async function setup(): Promise<Repo> {
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  const repo = makeRepo(
    {
      'src/total.ts':
        'export function total(prices: number[]): number {\n  return prices.reduce((a, b) => a + b, 0)\n}\n',
    },
    {
      'src/total.ts':
        'export function total(prices: number[], discount = 0): number {\n  const gross = prices.reduce((a, b) => a + b, 0)\n  return gross - gross * discount\n}\n',
      'src/total.test.ts': "it('adds', () => {})\n",
    },
  )
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(
    join(repo.dir, 'reports', 'junit.xml'),
    '<?xml version="1.0"?><testsuites><testsuite name="src/total.test.ts" tests="1"><testcase classname="src/total.test.ts" name="adds"/></testsuite></testsuites>\n',
  )
  fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
  return repo
}

function step(repo: Repo, inputs: Record<string, string>, runnerTemp?: string) {
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
      'github-token': fake.token,
      'test-reports': 'reports/*.xml',
      provider: 'command',
      ...inputs,
    },
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
    ...(runnerTemp ? { env: { RUNNER_TEMP: runnerTemp } } : {}),
  })
}

describe('several steps, the reply cache and suggestions, end to end', () => {
  it('two sticky keys on one pull request: two summary comments, each step posts its own finding once', async () => {
    const repo = await setup()
    const model = countingModel(FINDING)
    const web = await step(repo, { 'model-command': model.command, 'sticky-key': 'web' })
    const api = await step(repo, { 'model-command': model.command, 'sticky-key': 'api' })
    const webAgain = await step(repo, { 'model-command': model.command, 'sticky-key': 'web' })
    expect([web.code, api.code, webAgain.code], web.stderr + web.stdout).toEqual([0, 0, 0])
    const pull = fake.pull(PR)!
    const stickies = pull.issueComments.map((c) => c.body.split('\n')[0])
    expect(stickies.sort()).toEqual([
      '<!-- review-gate:summary:api -->',
      '<!-- review-gate:summary:web -->',
    ])
    // The same finding, once per step: the api step's was not hidden by the web step's.
    expect(pull.reviewComments.map((c) => `${c.path}:${c.line}`)).toEqual([
      'src/total.ts:3',
      'src/total.ts:3',
    ])
    // The web step's re-run found its own comment again instead of adding one.
    expect(fake.requestsFor('issues/create-comment')).toHaveLength(2)
    const bad = await step(repo, { 'model-command': model.command, 'sticky-key': 'web/app' })
    expect(bad.code).toBe(1)
    expect(bad.stdout).toContain('sticky-key: at most 40')
  })

  it('a re-run with the same payload makes no model call: reply cache HIT', async () => {
    const repo = await setup()
    const model = countingModel(FINDING)
    const temp = mkdtempSync(join(tmpdir(), 'rg-e2e-temp-'))
    const first = await step(repo, { 'model-command': model.command }, temp)
    const second = await step(repo, { 'model-command': model.command }, temp)
    expect([first.code, second.code]).toEqual([0, 0])
    expect(model.calls()).toBe(1)
    expect(first.summary).toContain('reply cache MISS')
    expect(second.summary).toContain('reply cache HIT')
    expect(second.stdout).toContain('review-1: reply cache HIT')
    expect(second.outputs.minor).toBe('1')
  })

  it('a suggestion on a commentable line is posted as a suggestion block', async () => {
    const repo = await setup()
    const model = countingModel(FINDING)
    const result = await step(repo, { 'model-command': model.command })
    expect(result.code, result.stdout).toBe(0)
    const [comment] = fake.pull(PR)!.reviewComments
    expect(comment!.body).toContain(
      '**Suggested change:**\n\n```suggestion\n  return gross - gross * (discount / 100)\n```',
    )
  })
})
