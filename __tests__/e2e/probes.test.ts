/**
 * End to end from dist/index.js (issue 24): a blocker's probe runs on the head where the tests
 * run and confirms it; a probe reaching for the network fails without reaching it; no secret is
 * visible to a probe; on pull_request_target no probe starts. The model stand-in logs its calls.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, runAction } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 24
const WORKFLOW_SECRET = 'wf-secret-7f3a9c1e5b2d4f6a8c0e'
const API_KEY = 'sk-probe-test-key-0123456789abcdef'

let server: Server
let port = 0
let connections = 0
beforeAll(async () => {
  server = createServer((socket) => {
    connections++
    socket.on('error', () => {})
    socket.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

function model(marker: string): { command: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-probes-'))
  const log = join(dir, 'calls.log')
  const script = join(dir, 'model.mjs')
  const evalProbe = `touch ${marker}; ! grep -n 'eval(' src/calc.js`
  const netProbe = `env; node -e "require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(9))"`
  writeFileSync(
    script,
    `import { appendFileSync } from 'node:fs'
process.stdin.resume()
process.stdin.on('end', () => {
  appendFileSync(${JSON.stringify(log)}, 'call\\n')
  const issue = (severity, line, message, probe) => ({ severity, category: 'security', file: 'src/calc.js', line, message, fix: 'see message', confidence: 90, probe })
  const issues = [
    issue('blocker', 2, 'eval runs the request text as code.', { command: ${JSON.stringify(evalProbe)}, expected: 'lists the eval call' }),
    issue('major', 1, 'The module phones home.', { command: ${JSON.stringify(netProbe)}, expected: 'connects' }),
  ]
  process.stdout.write(JSON.stringify({ verdict: 'CHANGES_REQUESTED', counts: { blocker: 1, major: 1, minor: 0 }, issues, strengths: [] }))
})
`,
  )
  return { command: `"${process.execPath}" "${script}"`, log }
}

async function scenario(eventName: 'pull_request' | 'pull_request_target') {
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  const repo = makeRepo(
    {
      '.github/review-gate.yml': 'probes: confirm\n',
      'src/calc.js': 'export const calc = (x) => Number(x)\n',
    },
    { 'src/calc.js': 'export const calc = (x) =>\n  eval(x)\n' },
  )
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(
    join(repo.dir, 'reports', 'junit.xml'),
    '<testsuites><testsuite name="calc" tests="1" failures="0"><testcase classname="src/calc.test.js" name="ok"/></testsuite></testsuites>\n',
  )
  fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
  const marker = join(mkdtempSync(join(tmpdir(), 'rg-e2e-marker-')), 'probe-ran')
  const stand = model(marker)
  const before = connections
  const result = await runAction({
    workspace: repo.dir,
    event: pullRequestEvent({
      number: PR,
      base: repo.base,
      head: repo.head,
      owner: OWNER,
      repo: REPO,
    }),
    eventName,
    inputs: {
      'github-token': fake.token,
      'api-key': API_KEY,
      'test-reports': 'reports/*.xml',
      provider: 'command',
      'model-command': stand.command,
      'output-dir': '.review-gate/out',
    },
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
    env: { DEPLOY_SECRET: WORKFLOW_SECRET },
  })
  const reviewText = readFileSync(join(repo.dir, '.review-gate/out/review.json'), 'utf8')
  return {
    result,
    reviewText,
    review: JSON.parse(reviewText),
    calls: readFileSync(stand.log, 'utf8').trim().split('\n').length,
    ran: existsSync(marker),
    reached: connections - before,
  }
}

describe('probes end to end (dist/index.js)', () => {
  it('confirms a blocker on the head; a network probe fails without reaching; no secret is visible', async () => {
    const run = await scenario('pull_request')
    expect(run.result.outputs, run.result.stdout + run.result.stderr).toMatchObject({
      gate: 'fail',
      blocker: '1',
    })
    const [blocker, major] = run.review.issues
    expect(blocker).toMatchObject({
      severity: 'blocker',
      validated_by: 'machine',
      probe_result: { status: 'failed', exit_code: 1 },
    })
    expect(blocker.probe_result.output).toContain('2:  eval(x)')
    expect(run.ran).toBe(true)
    expect(major.probe_result).toMatchObject({ status: 'failed', exit_code: 9 })
    expect(run.reached).toBe(0)
    // The probe printed its whole environment: the token, the API key and the workflow's
    // secrets are not in it.
    expect(major.probe_result.output).toContain('PATH=')
    for (const secret of [fake.token, API_KEY, WORKFLOW_SECRET, 'DEPLOY_SECRET', 'INPUT_'])
      expect(run.reviewText).not.toContain(secret)
    expect(run.result.summary).toContain('**Probe:** failed (exit 1)')
    console.log(
      `push 1: model calls ${run.calls}; probes ${run.review.issues.map((f: { probe_result: { status: string; exit_code?: number } }) => `${f.probe_result.status}/${f.probe_result.exit_code}`).join(', ')}`,
    )
  })

  it('never runs a probe on pull_request_target', async () => {
    const run = await scenario('pull_request_target')
    expect(run.ran).toBe(false)
    expect(run.reached).toBe(0)
    for (const finding of run.review.issues) {
      expect(finding.probe_result).toMatchObject({ status: 'refused' })
      expect(finding.validated_by).toBeUndefined()
    }
    expect(run.result.outputs.gate).toBe('fail')
  })
})
