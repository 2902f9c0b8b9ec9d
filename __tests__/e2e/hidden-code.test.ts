/**
 * Issue 21, "the reviewer sees every reviewable byte", through the committed dist/index.js: the
 * pull request adds `.gitattributes` lines (`src/cart.ts -diff`, `src/lib.ts binary`) that would
 * show its new code as "Binary files differ". The model stand-in reviews what it is shown: it
 * reports a blocker when the payload holds the bad comparison, and approves otherwise. The code
 * must reach it (so the gate fails); a real binary file stays binary, and ignored files stay
 * named in `## Diff` with their changed lines.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, runAction } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 37
const BAD = 'return code == given || given.length > 0'
const GREEN = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/cart.test.ts" tests="1"><testcase classname="src/cart.test.ts" name="cart" time="0.01"></testcase></testsuite></testsuites>\n`

/** A model that reads the payload: a blocker when it sees the bad line, else approval. */
function reviewingModel(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-model-'))
  const script = join(dir, 'model.mjs')
  const blocker = {
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 1, major: 0, minor: 0 },
    issues: [
      {
        severity: 'blocker',
        category: 'security',
        file: 'src/cart.ts',
        line: 2,
        message: 'Any non-empty code matches.',
        fix: 'Compare with ===.',
      },
    ],
    strengths: [],
  }
  const approve = {
    verdict: 'APPROVED',
    counts: { blocker: 0, major: 0, minor: 0 },
    issues: [],
    strengths: [],
  }
  writeFileSync(
    script,
    [
      'let input = ""',
      'process.stdin.on("data", (d) => (input += d))',
      'process.stdin.on("end", () => {',
      `  const seen = input.includes(${JSON.stringify(BAD)})`,
      `  process.stdout.write(JSON.stringify(seen ? ${JSON.stringify(blocker)} : ${JSON.stringify(approve)}))`,
      '})',
    ].join('\n'),
  )
  return `"${process.execPath}" "${script}"`
}

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

async function review(head: Record<string, string>) {
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  const repo = makeRepo(
    {
      'src/cart.ts': 'export function matches(code: string, given: string) {\n  return false\n}\n',
      'src/lib.ts': 'export const rate = 1\n',
      '.github/review-gate.yml': 'paths:\n  ignore: ["generated/**"]\n',
    },
    head,
  )
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, 'reports', 'junit.xml'), GREEN)
  fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
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
      'test-reports': 'reports/*.xml',
      provider: 'command',
      'model-command': reviewingModel(),
      'output-dir': '.review-gate/out',
    },
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
  })
  const log0 = result.stdout + result.stderr
  const payloadPath = join(repo.dir, '.review-gate', 'out', 'payload.md')
  if (!existsSync(payloadPath)) throw new Error(log0)
  const payload = readFileSync(payloadPath, 'utf8')
  return { result, payload, log: result.stdout + result.stderr }
}

describe('attributes from the pull request cannot hide code from the reviewer (dist/index.js)', () => {
  it('`src/cart.ts -diff` and `src/lib.ts binary`: the code reaches the reviewer, the blocker fails the gate', async () => {
    const { result, payload, log } = await review({
      '.gitattributes': 'src/cart.ts -diff\nsrc/lib.ts binary\n',
      'src/cart.ts': `export function matches(code: string, given: string) {\n  ${BAD}\n}\n`,
      'src/lib.ts': 'export const rate = 2\n',
    })
    expect(payload).toContain(`+  ${BAD}`)
    expect(payload).toContain('+export const rate = 2')
    expect(payload).not.toMatch(/Binary files a\/src\/cart\.ts/)
    expect(result.outputs.gate, log).toBe('fail')
    expect(result.code, log).not.toBe(0)
  }, 120_000)

  it('the honest counterpart: a real binary stays binary, ignored files are named with their lines, a clean change passes', async () => {
    const { result, payload, log } = await review({
      'src/cart.ts':
        'export function matches(code: string, given: string) {\n  return code === given\n}\n',
      'assets/logo.bin': '\u0000\u0001binary\u0000',
      'generated/api.ts': 'export const a = 1\nexport const b = 2\n',
    })
    expect(payload).toContain('+  return code === given')
    expect(payload).toContain('Binary files /dev/null and b/assets/logo.bin differ')
    expect(payload).toMatch(/- `generated\/api\.ts`: \+2 -0 \(generated\/\*\*\)/)
    expect(result.outputs.gate, log).toBe('pass')
    expect(result.code, log).toBe(0)
  }, 120_000)
})

describe('GitHub shows a text file as binary (the diff from the API, dist/index.js)', () => {
  const HEAD_SHA = 'c'.repeat(40)
  const BASE_SHA = 'b'.repeat(40)
  /** A checkout without history, so the diff comes from GitHub, as after a shallow checkout. */
  async function reviewFromApi(file: string | Buffer, path: string) {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    const workspace = mkdtempSync(join(tmpdir(), 'rg-e2e-nohistory-'))
    mkdirSync(join(workspace, 'src'), { recursive: true })
    mkdirSync(join(workspace, 'reports'), { recursive: true })
    writeFileSync(join(workspace, path), file)
    writeFileSync(join(workspace, 'reports', 'junit.xml'), GREEN)
    const diff = [
      `diff --git a/${path} b/${path}`,
      'index 1111111..2222222 100644',
      `Binary files a/${path} and b/${path} differ`,
      'diff --git a/src/note.ts b/src/note.ts',
      'index 3333333..4444444 100644',
      '--- a/src/note.ts',
      '+++ b/src/note.ts',
      '@@ -1 +1 @@',
      '-export const note = 1',
      '+export const note = 2',
      '',
    ].join('\n')
    fake.addPullRequest({ number: PR, baseSha: BASE_SHA, headSha: HEAD_SHA, diff })
    const result = await runAction({
      workspace,
      event: pullRequestEvent({
        number: PR,
        base: BASE_SHA,
        head: HEAD_SHA,
        owner: OWNER,
        repo: REPO,
      }),
      inputs: {
        'github-token': fake.token,
        'test-reports': 'reports/*.xml',
        provider: 'command',
        'model-command': reviewingModel(),
        'output-dir': '.review-gate/out',
      },
      apiUrl: fake.url,
      repository: `${OWNER}/${REPO}`,
    })
    return { result, log: result.stdout + result.stderr }
  }

  it('a text file GitHub shows as binary counts as not shown: the review is partial and fails', async () => {
    const { result, log } = await reviewFromApi(
      `export function matches(code: string, given: string) {\n  ${BAD}\n}\n`,
      'src/cart.ts',
    )
    expect(result.outputs.gate, log).toBe('fail')
    expect(result.summary.replace(/\\/g, '')).toMatch(/partial review: .*not seen by the reviewer/)
    expect(result.summary).toMatch(/shown as binary by the diff source, but the file is text/)
  }, 120_000)

  it('the honest counterpart: a real binary file shown as binary is no gap', async () => {
    const { result, log } = await reviewFromApi(
      Buffer.from([0x89, 0x50, 0, 1, 2, 0]),
      'src/logo.png',
    )
    expect(result.outputs.gate, log).toBe('pass')
  }, 120_000)
})
