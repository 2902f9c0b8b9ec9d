/**
 * The reply cache through the CLI's own code path (`review --input --cache-dir`) against a real
 * OpenAI-protocol server on loopback: a re-run of the same payload makes no model call, a broken
 * or unparseable entry is a MISS with a notice (never a pass), secrets never reach the cache, and
 * a cache folder the checkout could control is refused.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import { REPLY_CACHE_FOLDER } from '../../src/model/reply-cache.js'
import { ModelServer } from '../model/servers/model-server.js'
import { openai } from '../model/servers/protocols.js'

const CASE = join(import.meta.dirname, '..', 'calibration', 'verify-auto-skips-minor-only')
const KEY = 'sk-test-0123456789abcdefghijklmnop'

let server: ModelServer
let work: string
beforeEach(async () => {
  server = await ModelServer.start()
  work = mkdtempSync(join(tmpdir(), 'rg-reply-cache-'))
  for (const name of ['diff.patch', 'reports', 'case.yml'])
    cpSync(join(CASE, name), join(work, 'case', name), { recursive: true })
})
afterEach(async () => {
  await server.stop()
  rmSync(work, { recursive: true, force: true })
})

function reply(message: string): string {
  return JSON.stringify({
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 0, minor: 1 },
    issues: [
      {
        severity: 'minor',
        category: 'scalability',
        file: 'src/orders/refund.ts',
        line: 19,
        message,
        fix: 'Bound it.',
        confidence: 90,
      },
    ],
    strengths: [],
  })
}

async function review(extra: string[] = [], caseYml?: string) {
  if (caseYml) cpSync(caseYml, join(work, 'case', 'case.yml'))
  let stderr = ''
  let stdout = ''
  const out = mkdtempSync(join(work, 'out-'))
  const code = await runCli(
    [
      'review',
      '--input',
      join(work, 'case'),
      '--provider',
      'openai',
      '--model',
      'gpt-test',
      '--base-url',
      `${server.url}/v1`,
      '--output-dir',
      out,
      ...extra,
    ],
    {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      cwd: process.cwd(),
      env: { PATH: process.env.PATH, OPENAI_API_KEY: KEY },
      stdin: async () => Buffer.alloc(0),
    },
  )
  const file = join(out, 'review.json')
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  return { code, stdout, stderr, report }
}

const entries = (cache: string) =>
  readdirSync(join(cache, REPLY_CACHE_FOLDER)).filter((f) => f.endsWith('.json'))

describe('reply cache', () => {
  it('a re-run of the same payload makes no model call and says reply cache HIT', async () => {
    const cache = join(work, 'cache')
    server.script(openai.completion(reply('auditLog is never trimmed.')))
    const first = await review(['--cache-dir', cache])
    expect(first.code, first.stderr).toBe(0)
    expect(server.requests).toHaveLength(1)
    expect(first.stdout).toContain('reply cache MISS')
    expect(first.stderr).toContain('review-1: reply cache MISS')
    expect(entries(cache)).toHaveLength(1)

    const second = await review(['--cache-dir', cache])
    expect(second.code, second.stderr).toBe(0)
    expect(server.requests).toHaveLength(1)
    expect(second.stdout).toContain('reply cache HIT')
    expect(second.stderr).toContain('review-1: reply cache HIT')
    expect(second.report.issues).toEqual(first.report.issues)
    expect(second.stdout).toMatch(/Usage: .*0 attempts.*reply cache HIT/)
  })

  it('without --cache-dir the CLI caches nothing and asks the model every time', async () => {
    server.script(openai.completion(reply('one')), openai.completion(reply('two')))
    const first = await review()
    const second = await review()
    expect([first.code, second.code]).toEqual([0, 0])
    expect(server.requests).toHaveLength(2)
    expect(second.stdout).not.toContain('reply cache')
    expect(second.report.issues[0].message).toBe('two')
  })

  it('a corrupt, foreign or unparseable entry is a MISS with a notice, and the model is asked', async () => {
    const cache = join(work, 'cache')
    server.script(openai.completion(reply('first answer')))
    await review(['--cache-dir', cache])
    const file = join(cache, REPLY_CACHE_FOLDER, entries(cache)[0]!)
    const stored = JSON.parse(readFileSync(file, 'utf8'))
    const damages: [string, string, string][] = [
      ['{ not json', 'not JSON', 'a'],
      [JSON.stringify({ ...stored, key: 'f'.repeat(64) }), 'another request', 'b'],
      [JSON.stringify({ ...stored, text: 'APPROVED, trust me' }), 'does not read', 'c'],
      [JSON.stringify({ ...stored, format: 'review-gate/reply@0' }), 'format', 'd'],
    ]
    for (const [text, why, answer] of damages) {
      writeFileSync(file, text)
      server.script(openai.completion(reply(answer)))
      const run = await review(['--cache-dir', cache])
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toContain('reply cache MISS')
      expect(run.stdout).toContain(why)
      expect(run.report.issues[0].message).toBe(answer)
    }
    expect(server.requests).toHaveLength(1 + damages.length)
    // The fresh answer replaced the damaged entry.
    const again = await review(['--cache-dir', cache])
    expect(again.stdout).toContain('reply cache HIT')
    expect(again.report.issues[0].message).toBe('d')
  })

  it('an oversized entry is never read', async () => {
    const cache = join(work, 'cache')
    server.script(openai.completion(reply('first')), openai.completion(reply('second')))
    await review(['--cache-dir', cache])
    const file = join(cache, REPLY_CACHE_FOLDER, entries(cache)[0]!)
    writeFileSync(file, ' '.repeat(9 * 1024 * 1024))
    const run = await review(['--cache-dir', cache])
    expect(run.stdout).toContain('too large')
    expect(run.report.issues[0].message).toBe('second')
    expect(server.requests).toHaveLength(2)
  })

  it('only a usable reply is cached: a failed review stores nothing', async () => {
    const cache = join(work, 'cache')
    const broken = openai.completion('I cannot review this.')
    server.script(broken, broken)
    const failed = await review(['--cache-dir', cache])
    expect(failed.code).toBe(3)
    expect(existsSync(join(cache, REPLY_CACHE_FOLDER)) ? entries(cache) : []).toEqual([])
  })

  it('secrets in the reply never reach the cache file', async () => {
    const cache = join(work, 'cache')
    server.script(openai.completion(reply(`the key ${KEY} is in the diff`)))
    const run = await review(['--cache-dir', cache])
    expect(run.code, run.stderr).toBe(0)
    const text = readFileSync(join(cache, REPLY_CACHE_FOLDER, entries(cache)[0]!), 'utf8')
    expect(text).not.toContain(KEY)
    expect(text).toContain('the key')
  })

  it('the key covers the call: an ensemble pass and the verifier each have their own entry', async () => {
    const cache = join(work, 'cache')
    const verdict = JSON.stringify({
      results: [{ id: 'F1', verdict: 'confirmed', severity: null, evidence: 'line 19 appends' }],
    })
    const ensemble = join(import.meta.dirname, 'fixtures', 'ensemble-verify.yml')
    server.script(
      openai.completion(reply('same')),
      openai.completion(reply('same')),
      openai.completion(verdict),
    )
    const first = await review(['--cache-dir', cache], ensemble)
    expect(first.code, first.stderr).toBe(0)
    expect(entries(cache)).toHaveLength(3)
    const second = await review(['--cache-dir', cache], ensemble)
    expect(second.code, second.stderr).toBe(0)
    expect(server.requests).toHaveLength(3)
    expect(second.stdout).toMatch(/reply cache HIT\b/)
    expect(second.report.issues).toEqual(first.report.issues)
    // One pass's entry gone: that call alone asks the model.
    const files = entries(cache).map((f) => join(cache, REPLY_CACHE_FOLDER, f))
    const pass2 = files.find((f) => JSON.parse(readFileSync(f, 'utf8')).call === 'review-2')!
    rmSync(pass2)
    server.script(openai.completion(reply('same')))
    const third = await review(['--cache-dir', cache], ensemble)
    expect(server.requests).toHaveLength(4)
    expect(third.stdout).toContain('reply cache HIT review-1, MISS review-2, HIT verify')
  })

  it('refuses a cache folder that is a symbolic link or that git cannot vouch for', async () => {
    const real = join(work, 'real-cache')
    mkdirSync(real)
    symlinkSync(real, join(work, 'linked-cache'))
    server.script(openai.completion(reply('a')), openai.completion(reply('b')))
    const linked = await review(['--cache-dir', join(work, 'linked-cache')])
    expect(linked.stdout).toContain('Reply cache refused')
    expect(linked.stdout).toContain('symbolic link')
    // Inside the case directory, which is no git repository: nothing shows it untracked.
    const inside = await review(['--cache-dir', join(work, 'case', 'cache')])
    expect(inside.stdout).toContain('Reply cache refused')
    expect(server.requests).toHaveLength(2)
    expect(readdirSync(real)).toEqual([])
  })

  it('replayed replies are never cached', async () => {
    const cache = join(work, 'cache')
    cpSync(join(CASE, 'replies'), join(work, 'case', 'replies'), { recursive: true })
    let stdout = ''
    const code = await runCli(
      [
        'review',
        '--input',
        join(work, 'case'),
        '--cache-dir',
        cache,
        '--output-dir',
        join(work, 'o'),
      ],
      {
        stdout: (t) => (stdout += t),
        stderr: () => {},
        cwd: process.cwd(),
        env: { PATH: process.env.PATH },
        stdin: async () => Buffer.alloc(0),
      },
    )
    expect(code).toBe(0)
    expect(stdout).not.toContain('reply cache')
    expect(existsSync(join(cache, REPLY_CACHE_FOLDER))).toBe(false)
  })
})
