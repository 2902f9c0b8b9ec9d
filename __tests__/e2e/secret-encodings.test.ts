/**
 * Issue 21, "secrets in other encodings", through the committed dist/index.js: the model echoes
 * the API key and the workflow token percent-encoded byte by byte, in hex, split across a line
 * break, inside longer wrapped base64 and `\u`-escaped in the raw reply. None of it may reach
 * the summary, the job log (annotations), an output, an artifact (reply.txt included), a
 * comment or review on the pull request, or the reply cache, in any of those encodings.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { diffOf, makeRepo, pullRequestEvent, replyScript, runAction } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 31
const KEY = 'sk-test-Qm7vX2pL9wR4tY8nK3bC6dF1'

const percentAll = (s: string) =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('')
const hex = (s: string) => Buffer.from(s).toString('hex')
const uEscaped = (s: string) =>
  [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
const wrapped = (s: string) =>
  Buffer.from(s)
    .toString('base64')
    .match(/.{1,60}/g)!
    .join('\n')

/** Whether `text` gives `secret` back under any of the encodings, undone. */
function reveals(text: string, secret: string): string | null {
  const joined = text.replace(/\\?\r?\n[ \t]*|\\r\\n|\\n/g, '')
  if (text.includes(secret)) return 'raw'
  if (joined.includes(secret)) return 'split'
  const unpercent = text.replace(/%([0-9a-f]{2})/gi, (_m, h: string) =>
    String.fromCharCode(parseInt(h, 16)),
  )
  if (unpercent.includes(secret)) return 'percent'
  const unescaped = text.replace(/\\u([0-9a-f]{4})/gi, (_m, h: string) =>
    String.fromCharCode(parseInt(h, 16)),
  )
  if (unescaped.includes(secret)) return '\\u'
  for (const run of text.match(/[0-9a-f]{12,}/gi) ?? []) {
    for (const at of [0, 1]) {
      if (Buffer.from(run.slice(at), 'hex').toString('latin1').includes(secret)) return 'hex'
    }
  }
  for (const run of joined.match(/[A-Za-z0-9+/=]{16,}/g) ?? []) {
    for (const at of [0, 1, 2, 3]) {
      if (Buffer.from(run.slice(at), 'base64').toString('latin1').includes(secret)) return 'base64'
    }
  }
  return null
}

function filesBelow(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...filesBelow(path))
    else out.push(path)
  }
  return out
}

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations).toEqual([])
  await fake.close()
})

describe('known secrets in other encodings never leave the run (dist/index.js)', () => {
  it('percent, hex, split, wrapped base64 and \\u-escaped: redacted everywhere', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    const token = fake.token
    const repo = makeRepo(
      { 'src/total.ts': 'export const total = (a: number) => a\n' },
      { 'src/total.ts': 'export const total = (a: number, d = 0) => a - a * d\n' },
    )
    fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff: diffOf(repo) })
    const issue = (message: string) => ({
      severity: 'minor',
      category: 'security',
      file: 'src/total.ts',
      line: 1,
      message,
      fix: 'Rotate it.',
    })
    const messages = [
      `percent ${percentAll(KEY)} in a URL`,
      `hex ${hex(KEY)} in a dump`,
      `hex ${hex(token)} of the token`,
      `split ${KEY.slice(0, 12)}\n${KEY.slice(12)} over two lines`,
      `wrapped base64:\n${wrapped(`[auth]\nuser = ci\nkey = ${KEY}\ntoken = ${token}\n`)}`,
      'escaped UNICODE_PLACEHOLDER in JSON',
    ]
    const reply = JSON.stringify({
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 0, minor: messages.length },
      issues: messages.map(issue),
      strengths: [],
    }).replace('UNICODE_PLACEHOLDER', uEscaped(KEY))
    expect(reply).not.toContain(KEY)
    const runnerTemp = mkdtempSync(join(tmpdir(), 'rg-e2e-temp-'))
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
        'github-token': token,
        'api-key': KEY,
        provider: 'command',
        'model-command': replyScript(reply),
        'output-dir': '.review-gate/out',
      },
      apiUrl: fake.url,
      repository: `${OWNER}/${REPO}`,
      env: { RUNNER_TEMP: runnerTemp },
    })
    const log = result.stdout + result.stderr
    expect(result.outputs.verdict, log).toBe('CHANGES_REQUESTED')
    const out = join(repo.dir, '.review-gate', 'out')
    const cache = filesBelow(join(runnerTemp, 'review-gate', 'cache')).filter((f) =>
      f.endsWith('.json'),
    )
    expect(cache.length, 'the reply was cached').toBeGreaterThan(0)
    const places: Record<string, string> = {
      summary: result.summary,
      // The job log, masked lines excepted: they are how the runner learns what to hide.
      log: result.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
      outputs: JSON.stringify(result.outputs),
      reviews: JSON.stringify(fake.requestsFor('pulls/create-review').map((r) => r.body)),
      comments: JSON.stringify(fake.requestsFor('issues/create-comment').map((r) => r.body)),
      ...Object.fromEntries(
        ['reply.txt', 'review.json', 'review.md', 'review.sarif'].map((name) => [
          name,
          readFileSync(join(out, name), 'utf8'),
        ]),
      ),
      ...Object.fromEntries(cache.map((file) => [`cache ${file}`, readFileSync(file, 'utf8')])),
    }
    expect(places['review.md']).toContain('over two lines')
    const leaks: string[] = []
    for (const [where, text] of Object.entries(places)) {
      // JSON-escaped places hold `\n` escapes: they are read as the text they stand for too.
      for (const form of [text, text.replace(/\\n/g, '\n')]) {
        for (const [name, secret] of [
          ['key', KEY],
          ['token', token],
        ] as const) {
          const how = reveals(form, secret)
          if (how) leaks.push(`${where}: the ${name}, ${how}`)
        }
      }
    }
    expect([...new Set(leaks)]).toEqual([])
  }, 120_000)
})

// Keeps the scratch helpers honest: the detector finds what it is meant to find.
describe('the leak detector', () => {
  it('finds each encoding', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-detector-'))
    mkdirSync(join(dir, 'x'))
    writeFileSync(join(dir, 'x', 'a.json'), '{}')
    expect(filesBelow(dir)).toEqual([join(dir, 'x', 'a.json')])
    expect(reveals(`a ${percentAll(KEY)} b`, KEY)).toBe('percent')
    expect(reveals(`a ${hex(KEY)} b`, KEY)).toBe('hex')
    expect(reveals(`a ${KEY.slice(0, 5)}\n${KEY.slice(5)}`, KEY)).toBe('split')
    expect(reveals(wrapped(`xx ${KEY} yy`), KEY)).toBe('base64')
    expect(reveals(`x ${uEscaped(KEY)}`, KEY)).toBe('\\u')
    expect(reveals(Buffer.from(`q${KEY}`).toString('base64'), KEY)).toBe('base64')
    expect(reveals('nothing here', KEY)).toBeNull()
  })
})
