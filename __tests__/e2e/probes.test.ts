/**
 * End to end from dist/index.js (issue 24): a blocker's probe runs on the head where the tests
 * run and confirms it; a probe reaching for the network fails without reaching it; no secret is
 * visible to a probe; on pull_request_target no probe starts. The model stand-in logs its calls.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { splitDiff } from '../support/github/diff-files.js'
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

describe('probes decide later pushes (dist/index.js)', () => {
  it('a claimed fix whose probe fails stays red; a real fix the model reports again is resolved by the machine', async () => {
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
    const pull = fake.addPullRequest({
      number: PR,
      baseSha: repo.base,
      headSha: repo.head,
      diff: diffOf(repo),
    })
    const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-probe-pushes-'))
    const log = join(dir, 'calls.log')
    const modeFile = join(dir, 'mode')
    const script = join(dir, 'model.mjs')
    writeFileSync(
      script,
      `import { appendFileSync, readFileSync } from 'node:fs'
let input = ''
process.stdin.on('data', (d) => (input += d))
process.stdin.on('end', () => {
  const mode = readFileSync(${JSON.stringify(modeFile)}, 'utf8').trim()
  const prior = input.split('\\n### Open findings from the previous review\\n')[1]
  const id = prior ? /"id": "(RG-[A-Z2-7]{6})"/.exec(prior)?.[1] : undefined
  appendFileSync(${JSON.stringify(log)}, mode + ' ' + (id ?? '-') + '\\n')
  const blocker = { severity: 'blocker', category: 'security', file: 'src/calc.js', line: 2, message: 'eval runs the request text as code.', fix: 'parse a number', confidence: 90,
    probe: { command: "! grep -rn 'eval(' src", expected: 'lists each eval call' } }
  const reply = mode === 'first' ? { issues: [blocker] }
    : mode === 'claim-resolved' ? { issues: [], resolved: [{ id, reason: 'the eval is gone' }] }
    : { issues: [{ ...blocker, line: 1, prior_id: id }] }
  const counts = { blocker: reply.issues.length, major: 0, minor: 0 }
  process.stdout.write(JSON.stringify({ verdict: reply.issues.length ? 'CHANGES_REQUESTED' : 'APPROVED', counts, strengths: [], ...reply }))
})
`,
    )
    const runnerTemp = mkdtempSync(join(tmpdir(), 'rg-probe-runner-'))
    const push = async (files: Record<string, string>, mode: string) => {
      if (Object.keys(files).length > 0) {
        for (const [path, content] of Object.entries(files))
          writeFileSync(join(repo.dir, path), content)
        execFileSync('git', ['add', '-A', 'src'], { cwd: repo.dir })
        execFileSync(
          'git',
          ['-c', 'user.name=t', '-c', 'user.email=t@e.st', 'commit', '-q', '-m', mode],
          { cwd: repo.dir },
        )
      }
      const head = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: repo.dir,
        encoding: 'utf8',
      }).trim()
      pull.headSha = head
      pull.diff =
        execFileSync('git', ['diff', `${repo.base}...${head}`], {
          cwd: repo.dir,
          encoding: 'utf8',
        }) + '\n'
      pull.split = splitDiff(pull.diff)
      writeFileSync(modeFile, mode)
      const result = await runAction({
        workspace: repo.dir,
        event: pullRequestEvent({ number: PR, base: repo.base, head, owner: OWNER, repo: REPO }),
        inputs: {
          'github-token': fake.token,
          'test-reports': 'reports/*.xml',
          provider: 'command',
          'model-command': `"${process.execPath}" "${script}"`,
          'output-dir': '.review-gate/out',
        },
        apiUrl: fake.url,
        repository: `${OWNER}/${REPO}`,
        env: { RUNNER_TEMP: runnerTemp },
      })
      const review = JSON.parse(
        readFileSync(join(repo.dir, '.review-gate/out/review.json'), 'utf8'),
      )
      return { result, review, head }
    }

    // Push 1: the blocker's probe fails on the head: confirmed by the machine.
    const one = await push({}, 'first')
    expect(one.result.outputs, one.result.stdout + one.result.stderr).toMatchObject({
      gate: 'fail',
      blocker: '1',
    })
    const id = one.review.issues[0].id as string
    expect(one.review.issues[0]).toMatchObject({
      validated_by: 'machine',
      probe_result: { status: 'failed', exit_code: 1 },
    })

    // Push 2: the eval moves but stays; the model claims it resolved. The probe still fails: red.
    const two = await push(
      { 'src/calc.js': 'export const calc = (x) => eval(x)\n' },
      'claim-resolved',
    )
    expect(two.result.outputs, two.result.stdout + two.result.stderr).toMatchObject({
      gate: 'fail',
      blocker: '1',
    })
    expect(two.review.issues).toEqual([
      expect.objectContaining({ id, probe_result: expect.objectContaining({ status: 'failed' }) }),
    ])
    expect(two.result.summary).toMatch(/probe still fails/)

    // Push 3: fixed; the model reports the blocker again. The probe exits 0: resolved by the machine.
    const three = await push(
      { 'src/calc.js': 'export const calc = (x) => Number(x)\n' },
      'report-again',
    )
    expect(three.result.outputs, three.result.stdout + three.result.stderr).toMatchObject({
      gate: 'pass',
      blocker: '0',
    })
    expect(three.review.issues).toEqual([])
    expect(three.review.closed).toEqual([
      expect.objectContaining({
        id,
        status: 'resolved',
        validated_by: 'machine',
        resolved_in: three.head,
      }),
    ])
    const calls = readFileSync(log, 'utf8').trim().split('\n')
    expect(calls).toEqual(['first -', `claim-resolved ${id}`, `report-again ${id}`])
    console.log(
      `pushes: model calls ${calls.length} (${calls.join('; ')}); probe per push: ` +
        [one, two]
          .map(
            (p) =>
              `${p.review.issues[0].probe_result.status}/${p.review.issues[0].probe_result.exit_code}`,
          )
          .join(', ') +
        `, ${three.review.closed[0].probe_result.status}/${three.review.closed[0].probe_result.exit_code}`,
    )
  })
})
