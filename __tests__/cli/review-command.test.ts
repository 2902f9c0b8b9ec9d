/**
 * `review-gate review --input <case>` through each kind of provider: replay (the default for a
 * case with reply.json), the OpenAI and Anthropic protocols on a loopback server, with secrets
 * from the environment only.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import { makeRepo, replyScript } from '../e2e/harness.js'
import { ModelServer } from '../model/servers/model-server.js'
import { anthropic, openai } from '../model/servers/protocols.js'

const CASES = join(import.meta.dirname, '..', 'calibration')
const GO_CASE = join(CASES, 'go-sql-injection-blocker')
const PY_CASE = join(CASES, 'py-green-clean-approve')
const KEY = 'sk-test-0123456789abcdefghijklmnop'

let server: ModelServer | null = null
afterEach(async () => {
  await server?.stop()
  server = null
})

async function cli(args: string[], env: Record<string, string> = {}) {
  let stdout = ''
  let stderr = ''
  const out = mkdtempSync(join(tmpdir(), 'rg-cli-review-'))
  const code = await runCli([...args, '--output-dir', out], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: process.cwd(),
    env: { PATH: process.env.PATH, ...env },
    stdin: async () => Buffer.alloc(0),
  })
  return { code, stdout, stderr, out }
}

const APPROVE = JSON.stringify({
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
})

describe('review-gate review', () => {
  it('replays a case with reply.json by default and writes every artifact', async () => {
    const result = await cli(['review', '--input', GO_CASE])
    expect(result.code).toBe(1)
    for (const name of [
      'payload.md',
      'reply.txt',
      'review.json',
      'review.md',
      'gate.txt',
      'review.sarif',
    ]) {
      expect(existsSync(join(result.out, name)), name).toBe(true)
    }
    expect(readFileSync(join(result.out, 'gate.txt'), 'utf8')).toContain('FAILED: blocker 1 > 0')
    expect(result.stdout).toContain('GO-SEC-001')
  })

  it('flags override the case: --severity-gate lets the same findings pass', async () => {
    const result = await cli(['review', '--input', GO_CASE, '--severity-gate', 'blocker=1'])
    expect(result.code).toBe(0)
  })

  it('calls an OpenAI-compatible endpoint with the key from the environment', async () => {
    server = await ModelServer.start()
    server.script(openai.completion(APPROVE, { usage: { input: 2000, output: 40 } }))
    const result = await cli(
      [
        'review',
        '--input',
        PY_CASE,
        '--provider',
        'openai',
        '--model',
        'gpt-test',
        '--base-url',
        `${server.url}/v1`,
      ],
      {
        REVIEW_GATE_API_KEY: KEY,
      },
    )
    expect(result.code, result.stderr).toBe(0)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`)
    const messages = server.requests[0]!.body!.messages as { role: string; content: string }[]
    expect(messages[0]!.role).toBe('system')
    expect(messages[1]!.content).toContain('## Plan context')
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8'))
    expect(review.verdict).toBe('APPROVED')
    for (const name of ['payload.md', 'reply.txt', 'review.json', 'review.md']) {
      expect(readFileSync(join(result.out, name), 'utf8')).not.toContain(KEY)
    }
  })

  it('calls the Anthropic messages API', async () => {
    server = await ModelServer.start()
    server.script(anthropic.toolReply(JSON.parse(APPROVE)))
    const result = await cli(
      [
        'review',
        '--input',
        PY_CASE,
        '--provider',
        'anthropic',
        '--model',
        'claude-test',
        '--base-url',
        server.url,
      ],
      {
        ANTHROPIC_API_KEY: KEY,
      },
    )
    expect(result.code, result.stderr).toBe(0)
    expect(server.requests[0]!.headers['x-api-key']).toBe(KEY)
  })

  it('a model that is down fails closed with exit 3; neutral mode exits 0 and still says so', async () => {
    server = await ModelServer.start()
    server.script(openai.badKey(), openai.badKey())
    const args = [
      'review',
      '--input',
      PY_CASE,
      '--provider',
      'openai',
      '--model',
      'm',
      '--base-url',
      `${server.url}/v1`,
    ]
    const down = await cli(args, { OPENAI_API_KEY: KEY })
    expect(down.code).toBe(3)
    expect(down.stdout).toMatch(/did not run/i)
    expect(existsSync(join(down.out, 'review.json'))).toBe(false)
    expect(readFileSync(join(down.out, 'gate.txt'), 'utf8')).toMatch(/^ERROR: no usable review/)
    const neutral = await cli([...args, '--on-model-error', 'neutral'], { OPENAI_API_KEY: KEY })
    expect(neutral.code).toBe(0)
    expect(neutral.stdout).toMatch(/did not run/i)
  })

  it('refuses secrets on the command line', async () => {
    for (const flag of ['--api-key', '--github-token']) {
      const result = await cli(['review', '--input', PY_CASE, flag, KEY])
      expect(result.code).toBe(2)
      expect(result.stderr).toContain(`${flag} is not accepted on the command line`)
      expect(result.stderr).not.toContain(KEY)
    }
  })

  it('rejects a bad flag value with the accepted values', async () => {
    const result = await cli(['review', '--input', PY_CASE, '--provider', 'github-models'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(
      /provider: expected one of copilot, command, openai, anthropic, replay/,
    )
  })
})

describe('review: every flag is honoured or refused', () => {
  it.each([
    [
      '--config',
      'other.yml',
      /--config does not apply to a case directory: the case's case.yml is its config/,
    ],
    ['--plan', 'plan.md', /--plan does not apply to a case directory/],
    ['--item', '3', /--item does not apply to a case directory/],
    ['--base', 'main', /--base does not apply to a case directory/],
    ['--post-review', 'false', /--post-review does not apply on the command line/],
    ['--allow-pr-head-code', 'true', /--allow-pr-head-code does not apply on the command line/],
  ])('%s is refused with the reason, exit 2', async (flag, value, message) => {
    const result = await cli(['review', '--input', GO_CASE, flag, value])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(message)
  })

  it('--help lists the flags and exits 0 (every command answers --help)', async () => {
    for (const command of ['review', 'payload', 'evidence', 'parse', 'gate']) {
      const result = await cli([command, '--help'])
      expect(result.code, command).toBe(0)
      expect(result.stdout, command).toContain(command)
    }
    const review = await cli(['review', '--help'])
    for (const flag of ['--input', '--provider', '--severity-gate', '--cache-dir', '--record-dir'])
      expect(review.stdout).toContain(flag)
    expect(review.stdout).toMatch(
      /With --repo \(a local branch\):\n(?: {2}.*\n)* {2}--config <path>/,
    )
  })

  it('review --help cannot contradict the parser: each section says where its flags apply', async () => {
    const help = (await cli(['review', '--help'])).stdout
    const section = (title: string) => {
      const after = help.split(`${title}\n`)[1] ?? ''
      return [...after.split('\n\n')[0]!.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]!)
    }
    const caseOnly = section('With --input (a case directory):')
    const repoOnly = section('With --repo (a local branch):')
    const either = section(
      'With either (each an action input of the same name unless said otherwise):',
    )
    expect(caseOnly).toEqual(['input'])
    expect(repoOnly).toEqual(expect.arrayContaining(['repo', 'base', 'config', 'plan', 'item']))
    expect(either.length).toBeGreaterThan(10)
    for (const flag of repoOnly.filter((f) => f !== 'repo')) {
      const result = await cli(['review', '--input', PY_CASE, `--${flag}`, 'x'])
      expect(result.code, flag).toBe(2)
      expect(result.stderr, flag).toMatch(
        new RegExp(`--${flag} does not apply to a case directory`),
      )
    }
    for (const flag of either) {
      const result = await cli(['review', '--repo', '/nonexistent', `--${flag}`, 'x'])
      expect(result.stderr, flag).not.toMatch(/does not apply/)
    }
    for (const flag of caseOnly) {
      const result = await cli([
        'review',
        '--repo',
        '/nonexistent',
        '--base',
        'main',
        `--${flag}`,
        'x',
      ])
      expect(result.stderr, flag).toMatch(/two ways to name the change|does not apply/)
    }
  })
})

describe('review --repo: a local branch reviewed as the action would', () => {
  const MAJOR = {
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 1, minor: 0 },
    issues: [
      {
        severity: 'major',
        category: 'logic',
        file: 'src/total.ts',
        line: 2,
        message: 'percentage used as fraction',
        fix: 'divide by 100',
      },
    ],
    strengths: [],
  }
  const repoWith = (headConfig: string | null) =>
    makeRepo(
      {
        'src/total.ts': 'export const total = (a: number) => a\n',
        '.github/review-gate.yml': 'severity_gate: { major: 0 }\n',
      },
      {
        'src/total.ts': 'export const total = (a: number, d = 0) =>\n  a - a * d\n',
        ...(headConfig ? { '.github/review-gate.yml': headConfig } : {}),
      },
    )

  it('reads the config at the base (the branch cannot loosen it) and diffs base...head', async () => {
    const repo = repoWith('severity_gate: { major: 99 }\n')
    const result = await cli([
      'review',
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--provider',
      'command',
      '--model-command',
      replyScript(MAJOR),
    ])
    expect(result.code, result.stderr).toBe(1)
    expect(readFileSync(join(result.out, 'gate.txt'), 'utf8')).toContain('FAILED: major 1 > 0')
    expect(readFileSync(join(result.out, 'payload.md'), 'utf8')).toContain('+  a - a * d')
    expect(result.stderr).toMatch(/config: \.github\/review-gate\.yml \(base [0-9a-f]{7}\)/)
  })

  it('reads reports from the checkout with --reports; red tests fail', async () => {
    const repo = repoWith(null)
    mkdirSync(join(repo.dir, 'out'), { recursive: true })
    writeFileSync(
      join(repo.dir, 'out', 'junit.xml'),
      '<testsuites><testsuite name="s"><testcase classname="src/total.test.ts" name="discount" file="src/total.test.ts"><failure message="boom">at src/total.test.ts:3:1</failure></testcase></testsuite></testsuites>',
    )
    writeFileSync(join(repo.dir, 'src', 'total.test.ts'), 'test\n')
    const result = await cli([
      'review',
      '--repo',
      repo.dir,
      '--base',
      'main~1',
      '--reports',
      'out/*.xml',
      '--provider',
      'command',
      '--model-command',
      replyScript(APPROVE),
    ])
    expect(result.code, result.stderr).toBe(1)
    expect(readFileSync(join(result.out, 'gate.txt'), 'utf8')).toMatch(
      /touched tests are failing \(1 failed\)/,
    )
  })

  it("--prior: a previous run's review.json is the earlier push; an open blocker not resolved stays", async () => {
    const repo = repoWith(null)
    const prior = join(repo.dir, 'prior-review.json')
    writeFileSync(
      prior,
      JSON.stringify({
        issues: [
          {
            severity: 'blocker',
            category: 'logic',
            file: 'src/total.ts',
            line: 2,
            message: 'A discount above 1 makes the total negative.',
            fix: 'Clamp d to [0, 1].',
          },
        ],
      }),
    )
    const run = (extra: string[]) =>
      cli([
        'review',
        '--repo',
        repo.dir,
        '--base',
        repo.base,
        '--provider',
        'command',
        '--model-command',
        replyScript(APPROVE),
        ...extra,
      ])
    const result = await run(['--prior', prior])
    expect(result.code, result.stderr).toBe(1)
    expect(readFileSync(join(result.out, 'payload.md'), 'utf8')).toContain(
      '### Open findings from the previous review',
    )
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8'))
    expect(review.issues).toEqual([
      expect.objectContaining({ severity: 'blocker', carried_over: true, status: 'open' }),
    ])
    expect((await run(['--prior', join(repo.dir, 'none.json')])).code).toBe(2)
    const onCase = await cli(['review', '--input', GO_CASE, '--prior', prior])
    expect(onCase.stderr).toMatch(
      /--prior does not apply to a case directory: it applies to --repo/,
    )
  })

  it('refuses what does not fit: --input with --repo, a missing --base, a ref naming nothing', async () => {
    const repo = repoWith(null)
    const both = await cli(['review', '--repo', repo.dir, '--input', GO_CASE, '--base', 'main'])
    expect([both.code, both.stderr]).toEqual([2, expect.stringMatching(/give one/)])
    const noBase = await cli(['review', '--repo', repo.dir])
    expect(noBase.stderr).toMatch(/--repo needs --base/)
    const bad = await cli(['review', '--repo', repo.dir, '--base', 'no-such-branch'])
    expect(bad.stderr).toMatch(/"no-such-branch" names no commit/)
    const head = await cli(['review', '--input', GO_CASE, '--head', 'x'])
    expect(head.stderr).toMatch(/--head does not apply to a case directory: it applies to --repo/)
  })
})

describe('review --format', () => {
  it('text: plain lines, no Markdown; json: one object; markdown: the summary', async () => {
    const text = await cli(['review', '--input', GO_CASE, '--format', 'text'])
    expect(text.code).toBe(1)
    expect(text.stdout).toMatch(/^FAILED: blocker 1 > 0$/m)
    expect(text.stdout).toMatch(/^ {2}BLOCKER security \S+:\d+: /m)
    expect(text.stdout).not.toMatch(/^#|&gt;|<br>|\]\(https?:/m)
    const json = await cli(['review', '--input', GO_CASE, '--format', 'json'])
    const parsed = JSON.parse(json.stdout) as { outcome: { status: string }; review: unknown }
    expect(parsed.outcome.status).toBe('failed')
    expect(parsed.review).not.toBeNull()
    const md = await cli(['review', '--input', GO_CASE, '--format', 'markdown'])
    expect(md.stdout).toMatch(/^## ❌ review-gate: failed/)
    const bad = await cli(['review', '--input', GO_CASE, '--format', 'html'])
    expect([bad.code, bad.stderr]).toEqual([
      2,
      expect.stringMatching(/--format: expected text, markdown or json/),
    ])
  })
})

describe('case --repo: a local branch written out as a case directory', () => {
  async function caseCli(args: string[]) {
    let stderr = ''
    const code = await runCli(['case', ...args], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
      cwd: process.cwd(),
      env: { PATH: process.env.PATH },
      stdin: async () => Buffer.alloc(0),
    })
    return { code, stderr }
  }

  it('the case reviews exactly as the branch does, and refuses a folder that is not empty', async () => {
    const repo = makeRepo(
      {
        'src/total.ts': 'export const total = (a: number) => a\n',
        '.github/review-gate.yml':
          'severity_gate: { minor: 0 }\nevidence: { reports: [out/*.xml] }\n',
      },
      { 'src/total.ts': 'export const total = (a: number, d = 0) =>\n  a - a * d\n' },
    )
    mkdirSync(join(repo.dir, 'out'), { recursive: true })
    writeFileSync(
      join(repo.dir, 'out', 'junit.xml'),
      '<testsuites><testsuite name="s"><testcase classname="src/total.test.ts" name="discount" file="src/total.test.ts"/></testsuite></testsuites>',
    )
    const caseDir = join(mkdtempSync(join(tmpdir(), 'rg-case-')), 'case')
    const made = await caseCli([
      '--repo',
      repo.dir,
      '--base',
      repo.base,
      '--reports',
      'out/*.xml',
      '--out',
      caseDir,
    ])
    expect(made.code, made.stderr).toBe(0)
    expect(readFileSync(join(caseDir, 'diff.patch'), 'utf8')).toContain('+  a - a * d')
    expect(existsSync(join(caseDir, 'reports', 'out', 'junit.xml'))).toBe(true)
    // tree/: the head commit's files, the case's repository context.
    expect(readFileSync(join(caseDir, 'tree', 'src', 'total.ts'), 'utf8')).toContain('a - a * d')
    const model = [
      '--provider',
      'command',
      '--model-command',
      replyScript(APPROVE),
      '--format',
      'json',
    ]
    const fromCase = await cli(['review', '--input', caseDir, ...model])
    const fromBranch = await cli(['review', '--repo', repo.dir, '--base', repo.base, ...model])
    const outcome = (r: { stdout: string }) =>
      (JSON.parse(r.stdout) as { outcome: unknown }).outcome
    expect(outcome(fromCase)).toEqual(outcome(fromBranch))
    // The same repository context from the case's tree/ as from the branch's working tree.
    const context = (r: { out: string }) =>
      /### Repository context[\s\S]*?(?=\n## )/.exec(
        readFileSync(join(r.out, 'payload.md'), 'utf8'),
      )?.[0]
    expect(context(fromCase)).toContain('- `src/total.ts:1` enclosing function `total`, lines 1–2')
    expect(context(fromCase)).toBe(context(fromBranch))
    expect(outcome(fromCase)).toMatchObject({ status: 'passed' })
    expect(fromCase.code).toBe(fromBranch.code)
    const again = await caseCli(['--repo', repo.dir, '--base', repo.base, '--out', caseDir])
    expect([again.code, again.stderr]).toEqual([2, expect.stringMatching(/not empty/)])
  })
})
