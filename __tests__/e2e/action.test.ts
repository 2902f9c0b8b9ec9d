/**
 * End to end: the committed dist/index.js run as GitHub runs it, against a fake GitHub REST server
 * on 127.0.0.1 that validates every request against GitHub's OpenAPI description.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import {
  diffOf,
  failingModelScript,
  makeRepo,
  pullRequestEvent,
  pushEvent,
  replyScript,
  runAction,
  type Repo,
  type RunResult,
} from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 17

const SOURCE_BASE =
  'export function total(prices: number[]): number {\n  return prices.reduce((a, b) => a + b, 0)\n}\n'
const SOURCE_HEAD =
  'export function total(prices: number[], discount = 0): number {\n  const gross = prices.reduce((a, b) => a + b, 0)\n  return gross - gross * discount\n}\n'
const TEST_HEAD =
  "import { total } from './total'\nit('discounts', () => expect(total([100], 10)).toBe(90))\n"

function junit(failed: boolean): string {
  const failure = failed
    ? '<failure message="expected -900 to be 90">AssertionError: expected -900 to be 90\n at src/total.test.ts:2:48</failure>'
    : ''
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/total.test.ts" tests="1"><testcase classname="src/total.test.ts" name="discounts" time="0.01">${failure}</testcase></testsuite></testsuites>\n`
}

const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

/** One major finding on a changed line: what the severity-gate tests count. */
const MAJOR = {
  verdict: 'CHANGES_REQUESTED',
  counts: { blocker: 0, major: 1, minor: 0 },
  issues: [
    {
      severity: 'major',
      category: 'logic',
      file: 'src/total.ts',
      line: 3,
      message: 'percentage used as fraction',
      fix: 'divide by 100',
    },
  ],
  strengths: [],
}

let fake: FakeGitHub
let repo: Repo

function baseFiles(config?: string): Record<string, string> {
  return {
    'src/total.ts': SOURCE_BASE,
    'README.md': '# demo\n',
    ...(config ? { '.github/review-gate.yml': config } : {}),
  }
}

async function setup(options: {
  failed: boolean
  config?: string
  headConfig?: string
  tooLarge?: boolean
}): Promise<void> {
  repo = makeRepo(baseFiles(options.config), {
    'src/total.ts': SOURCE_HEAD,
    'src/total.test.ts': TEST_HEAD,
    ...(options.headConfig ? { '.github/review-gate.yml': options.headConfig } : {}),
  })
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, 'reports', 'junit.xml'), junit(options.failed))
  fake.addPullRequest({
    number: PR,
    baseSha: repo.base,
    headSha: repo.head,
    diff: diffOf(repo),
    ...(options.tooLarge ? { tooLarge: true } : {}),
  })
}

async function run(
  inputs: Record<string, string>,
  event: Partial<Parameters<typeof pullRequestEvent>[0]> = {},
  workspace = repo.dir,
): Promise<RunResult> {
  return runAction({
    workspace,
    event: pullRequestEvent({
      number: PR,
      base: repo.base,
      head: repo.head,
      owner: OWNER,
      repo: REPO,
      ...event,
    }),
    inputs: {
      'github-token': fake.token,
      'test-reports': 'reports/*.xml',
      provider: 'command',
      'output-dir': '.review-gate/out',
      ...inputs,
    },
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
  })
}

/** Lines of stdout the runner would read as workflow commands, besides the ones we emit ourselves. */
function foreignCommands(stdout: string): string[] {
  const ours = /^::(error|warning|notice|debug|add-mask|group|endgroup)(\s|::)/
  return stdout
    .split('\n')
    .filter((line) => line.trimStart().startsWith('::') && !ours.test(line.trimStart()))
}

beforeAll(() => {
  // The bundle is the product: these tests run what GitHub runs.
  // dist/index.js loads the action's bundle folder (scripts/bundle.mjs): both must be there.
  const dist = join(import.meta.dirname, '..', '..', 'dist')
  expect(readFileSync(join(dist, 'index.js'), 'utf8')).toContain("import './action/index.js'")
  expect(readFileSync(join(dist, 'action', 'index.js'), 'utf8').length).toBeGreaterThan(1000)
})

afterEach(async () => {
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
})

describe('the action, end to end', () => {
  it('a clean change with green touched tests passes and comments once', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    fake.addIssue(5, 'Totals ignore discounts', 'A 10% discount must reduce the total.')
    const result = await run(
      { 'model-command': replyScript(APPROVE) },
      { body: 'Adds discounts. Closes #5' },
    )
    expect(result.code, result.stdout + result.stderr).toBe(0)
    const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')
    expect(payload).toContain('Linked issue #5:')
    expect(payload).toContain('A 10% discount must reduce the total.')
    // The checkout is at the head: the repository context comes from it, inside ## Diff.
    expect(payload).toContain('- `src/total.ts:1` enclosing function `total`, lines 1–4')
    expect(payload).toContain('- `src/total.ts:1` 1 direct importer(s), 1 transitive importer(s)')
    expect(payload).not.toContain('No repository context')
    expect(result.outputs).toMatchObject({
      gate: 'pass',
      verdict: 'APPROVED',
      blocker: '0',
      'tests-pass': 'true',
    })
    expect(result.summary).toMatch(/passed/i)
    expect(fake.pull(PR)!.issueComments).toHaveLength(1)
    expect(readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')).toContain(
      '## Prior evidence',
    )
    expect(foreignCommands(result.stdout)).toEqual([])
  })

  it('red touched tests fail the job with the tests blocker even when the model approves', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: true })
    const result = await run({ 'model-command': replyScript(APPROVE) })
    expect(result.code).toBe(1)
    expect(result.outputs).toMatchObject({
      gate: 'fail',
      verdict: 'CHANGES_REQUESTED',
      blocker: '1',
      'tests-pass': 'false',
    })
    expect(result.stdout).toMatch(
      /^::error::review-gate: gate failed: FAILED: touched tests are failing \(1 failed\)$/m,
    )
    const reviews = fake.pull(PR)!.reviews
    expect(reviews).toHaveLength(1)
    const comments = fake.pull(PR)!.reviewComments
    expect(comments.map((c) => [c.path, c.line])).toEqual([['src/total.test.ts', 2]])
    // One annotation on the failing line: the failing test and the tests blocker merged.
    const onLine = result.stdout
      .split('\n')
      .filter((l) => l.startsWith('::error ') && l.includes('file=src/total.test.ts,line=2'))
    expect(onLine).toHaveLength(1)
    expect(onLine[0]).toMatch(/^::error title=review-gate%3A failing test; blocker \(tests\),file=/)
    const review = fake.requestsFor('pulls/create-review')[0]!
    expect((review.body as { commit_id: string }).commit_id).toBe(repo.head)
  })

  it('model down: the job fails and says the review did not run; neutral mode passes visibly', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    const down = await run({ 'model-command': failingModelScript() })
    expect(down.code).toBe(1)
    expect(down.outputs.gate).toBe('error')
    expect(down.summary).toMatch(/did not run/i)
    expect(down.summary).not.toMatch(/no issues/i)
    // neutral is the base config's choice: an input alone cannot make a failure neutral
    await fake.close()
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false, config: 'on_model_error: neutral\n' })
    const neutral = await run({ 'model-command': failingModelScript() })
    expect(neutral.code).toBe(0)
    expect(neutral.outputs.gate).toBe('error')
    expect(neutral.summary).toMatch(/did not run/i)
  })

  it('a re-run on the same head posts no duplicate comments and updates the sticky comment', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: true })
    const first = await run({ 'model-command': replyScript(APPROVE) })
    // Same head, a reply with one more finding: only that one is new.
    const more = {
      ...APPROVE,
      issues: [
        {
          severity: 'minor',
          category: 'logic',
          file: 'src/total.ts',
          line: 3,
          message: 'percentage used as a fraction',
          fix: 'divide by 100',
        },
      ],
    }
    // The same step re-run: the same inputs (the model command is part of the rules a verdict
    // records, issue 23), so the third run leaves the sticky comment as it is.
    const moreCommand = replyScript(more)
    const second = await run({ 'model-command': moreCommand })
    const third = await run({ 'model-command': moreCommand })
    expect([first.code, second.code, third.code]).toEqual([1, 1, 1])
    const pull = fake.pull(PR)!
    expect(pull.reviewComments.map((c) => `${c.path}:${c.line}`).sort()).toEqual([
      'src/total.test.ts:2',
      'src/total.ts:3',
    ])
    expect(pull.issueComments).toHaveLength(1)
    expect(fake.requestsFor('issues/create-comment')).toHaveLength(1)
    expect(fake.requestsFor('issues/update-comment')).toHaveLength(1)
    expect(pull.issueComments[0]!.body).toContain('percentage used as a fraction')
  })

  it('a fork pull request with a read-only token: summary and annotations only, the gate still fails', async () => {
    fake = await FakeGitHub.start({
      owner: OWNER,
      repo: REPO,
      permissions: { pull_requests: 'read', issues: 'read' },
    })
    await setup({ failed: true })
    const result = await run({ 'model-command': replyScript(APPROVE) }, { fork: true })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
    expect(fake.pull(PR)!.reviews).toHaveLength(0)
    expect(result.summary).toMatch(/pull-requests: write/)
    expect(result.stdout).toMatch(/^::error title=[^\n]*,file=src\/total\.test\.ts,line=2::/m)
  })

  it('406 from the diff endpoint falls back to the files list', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false, tooLarge: true })
    // A workspace without git history: the diff must come from the API.
    const bare = mkdtempSync(join(tmpdir(), 'rg-e2e-bare-'))
    mkdirSync(join(bare, 'reports'))
    writeFileSync(join(bare, 'reports', 'junit.xml'), junit(false))
    const result = await run({ 'model-command': replyScript(APPROVE) }, {}, bare)
    expect(result.code, result.stdout).toBe(0)
    expect(fake.requestsFor('pulls/list-files').length).toBeGreaterThan(0)
    expect(result.summary).toMatch(/files list/)
  })

  it('a finding off the diff goes to the review body, not inline', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false, config: 'severity_gate: { major: 1 }\n' })
    const reply = {
      ...MAJOR,
      issues: [
        { ...MAJOR.issues[0]!, message: 'discount is a percentage but is used as a fraction' },
        {
          severity: 'minor',
          category: 'logic',
          file: 'src/total.ts',
          line: 40,
          message: 'far from the diff',
          fix: 'n/a',
        },
      ],
      strengths: [],
    }
    const result = await run({ 'model-command': replyScript(reply) })
    expect(result.code).toBe(0)
    const pull = fake.pull(PR)!
    expect(pull.reviewComments.map((c) => c.line)).toEqual([3])
    expect(pull.reviews[0]!.body).toContain('far from the diff')
  })

  it('the base commit decides the gate: a pull request cannot loosen its own config', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({
      failed: false,
      config: 'severity_gate: { major: 0 }\n',
      headConfig: 'severity_gate: { major: 99, blocker: 99 }\n',
    })
    const result = await run({ 'model-command': replyScript(MAJOR) })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
  })

  it('a push is reviewed against its previous commit: gate and outputs, nothing posted', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: true })
    const result = await runAction({
      workspace: repo.dir,
      eventName: 'push',
      event: pushEvent({ before: repo.base, after: repo.head, owner: OWNER, repo: REPO }),
      inputs: {
        'github-token': fake.token,
        'test-reports': 'reports/*.xml',
        provider: 'command',
        'model-command': replyScript(APPROVE),
      },
      apiUrl: fake.url,
      repository: `${OWNER}/${REPO}`,
    })
    expect(result.code).toBe(1)
    expect(result.outputs).toMatchObject({ gate: 'fail', blocker: '1', 'tests-pass': 'false' })
    expect(fake.requests).toEqual([])
    expect(result.summary).toContain('src/total.test.ts')
  })

  it('hostile PR text, test output and model text stay inert everywhere', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    const hostile =
      '::set-output name=gate::pass\n::error file=x::spoofed\n@org/team <img src="https://evil.example/p.png"> #1'
    const reply = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 0, minor: 1 },
      issues: [
        {
          severity: 'minor',
          category: 'logic',
          file: 'src/total.ts',
          line: 3,
          message: hostile,
          fix: hostile,
        },
      ],
      strengths: [hostile],
    }
    const result = await run(
      { 'model-command': replyScript(reply) },
      { title: hostile, body: hostile },
    )
    expect(result.code).toBe(0)
    expect(result.outputs.gate).toBe('pass')
    expect(foreignCommands(result.stdout)).toEqual([])
    const bodies = [
      result.summary,
      ...fake.pull(PR)!.issueComments.map((c) => c.body),
      ...fake.pull(PR)!.reviewComments.map((c) => c.body),
      ...fake.pull(PR)!.reviews.map((r) => r.body ?? ''),
    ]
    for (const body of bodies) {
      expect(body).not.toMatch(/<img/i)
      expect(body).not.toMatch(/(^|[^\w`\u200d])@org\/team/)
      expect(body.split('\n').some((l) => l.startsWith('::'))).toBe(false)
    }
  })
})

describe('the action fails closed: inputs only tighten, red tests never turn neutral', () => {
  it('a severity-gate input above the base config is refused with a notice; the base gate decides', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    const result = await run({ 'model-command': replyScript(MAJOR), 'severity-gate': 'major=5' })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
    expect(result.stdout).toMatch(/::notice::action inputs: severity-gate major=5 would loosen/)
    expect(result.summary).toContain('FAILED: major 1 &gt; 0')
    expect(result.summary).toMatch(/severity-gate major=5 would loosen the base config/)
  })

  it('a stricter severity-gate input is applied', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false, config: 'severity_gate: { major: 3 }\n' })
    const loose = await run({ 'model-command': replyScript(MAJOR) })
    expect(loose.outputs.gate).toBe('pass')
    const strict = await run({ 'model-command': replyScript(MAJOR), 'severity-gate': 'major=0' })
    expect(strict.outputs.gate).toBe('fail')
  })

  it('on-model-error: neutral as an input over the default fail is refused: the job fails', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    const result = await run({
      'model-command': failingModelScript(),
      'on-model-error': 'neutral',
    })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('error')
    expect(result.stdout).toMatch(/::notice::action inputs: on-model-error neutral would loosen/)
  })

  it('red touched tests with the model down fail even when the base config says neutral', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: true, config: 'on_model_error: neutral\n' })
    const result = await run({ 'model-command': failingModelScript() })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
    expect(result.outputs['tests-pass']).toBe('false')
    expect(result.summary).toMatch(/touched tests are failing/)
    expect(result.summary).toMatch(/no usable review/)
  })

  it('an unreadable test report fails the gate and the summary names it', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    writeFileSync(join(repo.dir, 'reports', 'broken.xml'), '<testsuites><testsuite name="x"')
    const result = await run({ 'model-command': replyScript(APPROVE) })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
    expect(result.summary).toMatch(/test evidence unknown/)
    expect(result.summary).toMatch(/reports\/broken\.xml/)
  })
})

describe('secrets are masked first and never published', () => {
  it('the token, the key and evidence.env values are masked before any other line, and no artifact, output or summary carries them', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    const dbPassword = 'db-pass-0123456789'
    await setup({ failed: false, config: 'evidence:\n  env: [DB_PASSWORD]\n' })
    const key = 'sk-test-abcdefghijklmnopqrstuvwxyz012345'
    // The model echoes the key and the password back, in a finding and JSON-escaped.
    const leaky = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 0, minor: 1 },
      issues: [
        {
          severity: 'minor',
          category: 'security',
          file: 'src/total.ts',
          line: 2,
          message: `found ${key} and ${dbPassword.replace('-', '\\u002d')} in the code`,
          fix: `rotate ${dbPassword}`,
        },
      ],
      strengths: [],
    }
    const result = await runAction({
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
        'api-key': key,
        'test-reports': 'reports/*.xml',
        provider: 'command',
        'model-command': replyScript(leaky),
        'output-dir': '.review-gate/out',
      },
      apiUrl: fake.url,
      repository: `${OWNER}/${REPO}`,
      env: { DB_PASSWORD: dbPassword },
    })
    const lines = result.stdout.split('\n')
    const firstOther = lines.findIndex((l) => !l.startsWith('::add-mask::'))
    const masked = lines.slice(0, firstOther)
    expect(masked).toEqual(
      expect.arrayContaining([`::add-mask::${fake.token}`, `::add-mask::${key}`]),
    )
    expect(lines).toContain(`::add-mask::${dbPassword}`)
    const out = join(repo.dir, '.review-gate', 'out')
    const published = [
      result.summary,
      JSON.stringify(result.outputs),
      ...['payload.md', 'reply.txt', 'review.json', 'review.md', 'gate.txt', 'review.sarif'].map(
        (name) => readFileSync(join(out, name), 'utf8'),
      ),
      JSON.stringify(fake.requestsFor('pulls/create-review').map((r) => r.body)),
      JSON.stringify(fake.requestsFor('issues/create-comment').map((r) => r.body)),
    ].join('\n')
    expect(published).toContain('found')
    expect(published).not.toContain(key)
    expect(published).not.toContain(dbPassword)
  })
})

describe('the job log', () => {
  it('every group says what happened in it: the diff, the evidence, the model, the decision', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    const result = await run({ 'model-command': replyScript(APPROVE) })
    const groups = new Map<string, string[]>()
    let current: string[] | null = null
    for (const line of result.stdout.split('\n')) {
      const open = /^::group::(.*)$/.exec(line)
      if (open) groups.set(open[1]!, (current = []))
      else if (line === '::endgroup::') current = null
      else if (current && !line.startsWith('::')) current.push(line)
    }
    expect([...groups.keys()]).toEqual(
      expect.arrayContaining([
        'review-gate: diff',
        'review-gate: test evidence',
        'review-gate: model (command)',
      ]),
    )
    for (const [name, lines] of groups) expect(lines.length, name).toBeGreaterThan(0)
    expect(groups.get('review-gate: diff')!.join('\n')).toMatch(
      /diff \(git diff\): 2 file\(s\) to review, 0 ignored/,
    )
    expect(groups.get('review-gate: test evidence')!.join('\n')).toMatch(
      /evidence \(reports\): tests_pass true; 1 passed, 0 failing/,
    )
    expect(groups.get('review-gate: model (command)')!.join('\n')).toMatch(
      /model: 2 file\(s\) sent; command.*1 attempt\(s\), 0 repair\(s\); 0 blocker, 0 major, 0 minor/,
    )
    expect(result.stdout).toMatch(/^decision: passed$/m)
  })
})

describe('pull_request_target never runs the pull request code', () => {
  it('the test command does not run, and without it the evidence is unknown: the gate fails', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    await setup({ failed: false })
    const marker = join(repo.dir, 'pwned.txt')
    const script = join(repo.dir, 'evil.mjs')
    writeFileSync(
      script,
      `import { writeFileSync } from 'node:fs'\nwriteFileSync(${JSON.stringify(marker)}, 'ran')\n`,
    )
    const result = await runAction({
      workspace: repo.dir,
      eventName: 'pull_request_target',
      event: pullRequestEvent({
        number: PR,
        base: repo.base,
        head: repo.head,
        owner: OWNER,
        repo: REPO,
        fork: true,
      }),
      inputs: {
        'github-token': fake.token,
        'test-command': `node ${script} {files}`,
        provider: 'command',
        'model-command': replyScript(APPROVE),
        'output-dir': '.review-gate/out',
      },
      apiUrl: fake.url,
      repository: `${OWNER}/${REPO}`,
    })
    expect(existsSync(marker)).toBe(false)
    expect(result.summary).toMatch(/the test command did not run: pull\\?_request\\?_target/)
    // No evidence could be had: unknown, so a clean review alone cannot pass the check.
    expect(result.outputs.gate).toBe('fail')
    expect(result.summary).toMatch(/test evidence unknown/)
  })
})
