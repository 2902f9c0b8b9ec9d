import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { RecordingLogger } from '../../src/logger.js'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { CACHE_FORMAT, computeCacheKey, testCacheEntry } from '../../src/evidence/cache.js'
import { checkCacheLocation } from '../../src/evidence/cache-location.js'
import { collectEvidence } from '../../src/evidence/collect.js'
import { InputError } from '../../src/errors.js'
import { NO_EVIDENCE } from '../../src/domain/evidence.js'
import { cacheDirOf, input, node, NOW, runnerRepo, runs } from './helpers.js'

/** Issue 9, item 5: a pull request cannot forge the test cache. */

const command = `${node} runner.cjs {files}`

/** The key of the runner repository's one test run. */
async function keyOf(root: string): Promise<string> {
  const { key } = await computeCacheKey({
    repoRoot: root,
    touched: ['src/sum.ts'],
    files: ['src/sum.test.ts'],
    command,
    config: DEFAULT_CONFIG.evidence,
  })
  return key
}

/** Where that run's entry lives below a cache directory. */
async function entryIn(root: string, dir: string): Promise<string> {
  return join(dir, testCacheEntry(await keyOf(root)))
}

/** A perfect forgery: the right key, commit and age, and a green result. */
async function forgeEntry(root: string, file: string): Promise<string> {
  const key = await keyOf(root)
  const text = JSON.stringify({
    format: CACHE_FORMAT,
    key,
    commit: 'c0ffee',
    created_at: new Date(NOW.getTime() - 60_000).toISOString(),
    evidence: { ...NO_EVIDENCE, tests_pass: true, counts: { ...NO_EVIDENCE.counts, passed: 9 } },
  })
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  return text
}

function git(root: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
    cwd: root,
    stdio: 'ignore',
  })
}

describe('a forged cache entry', () => {
  it('a perfect forgery committed at the old in-checkout path is ignored: the tests run', async () => {
    const root = runnerRepo('fail')
    await forgeEntry(root, await entryIn(root, join(root, '.review-gate/cache')))
    const evidence = await collectEvidence(input(root, { command }))
    expect(evidence.source.cache).toBe('MISS')
    expect(evidence.tests_pass).toBe(false)
    expect(runs(root)).toBe(1)
  })

  it('the same forgery is a HIT where the caller keeps the cache (the forgery is well-formed)', async () => {
    const root = runnerRepo('fail')
    await forgeEntry(root, await entryIn(root, cacheDirOf(root)))
    const evidence = await collectEvidence(input(root, { command }))
    expect(evidence.source.cache).toBe('HIT')
    expect(existsSync(join(root, 'runs.log'))).toBe(false)
  })

  it('a symlinked cache directory is refused: MISS, the tests run, nothing is written', async () => {
    const root = runnerRepo('fail')
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-forged-'))
    const forged = await forgeEntry(root, await entryIn(root, elsewhere))
    const cacheDir = join(mkdtempSync(join(tmpdir(), 'rg-link-')), 'cache')
    symlinkSync(elsewhere, cacheDir)
    const evidence = await collectEvidence(input(root, { command, cacheDir }))
    expect(evidence.source.cache).toBe('MISS')
    expect(evidence.tests_pass).toBe(false)
    expect(runs(root)).toBe(1)
    expect(evidence.notices).toContain(
      `Test cache ${await entryIn(root, cacheDir)} refused: ${cacheDir} is a symbolic link; ` +
        'it is neither read nor written, and the tests run.',
    )
    expect(readFileSync(await entryIn(root, elsewhere), 'utf8')).toBe(forged)
  })

  it('a symlinked entry file is refused', async () => {
    const root = runnerRepo('fail')
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-forged-'))
    await forgeEntry(root, join(elsewhere, 'forged.json'))
    const entry = await entryIn(root, cacheDirOf(root))
    mkdirSync(dirname(entry), { recursive: true })
    symlinkSync(join(elsewhere, 'forged.json'), entry)
    const evidence = await collectEvidence(input(root, { command }))
    expect(evidence.source.cache).toBe('MISS')
    expect(evidence.notices[0]).toMatch(/tests\/[0-9a-f]{64}\.json is a symbolic link/)
    expect(runs(root)).toBe(1)
  })

  it('a cache directory inside the checkout behind a committed link is refused', async () => {
    const root = runnerRepo('fail')
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-forged-'))
    await forgeEntry(root, await entryIn(root, join(elsewhere, 'cache')))
    symlinkSync(elsewhere, join(root, '.review-gate'))
    const cacheDir = join(root, '.review-gate', 'cache')
    const entry = testCacheEntry(await keyOf(root))
    const location = await checkCacheLocation({ repoRoot: root, cacheDir, entry })
    expect(location).toEqual({
      ok: false,
      file: join(cacheDir, entry),
      reason: `${join(root, '.review-gate')} is a symbolic link`,
    })
  })

  it('a directory outside that leads into the checkout through a link is refused', async () => {
    const root = runnerRepo()
    mkdirSync(join(root, 'planted'))
    const outside = mkdtempSync(join(tmpdir(), 'rg-out-'))
    symlinkSync(root, join(outside, 'repo'))
    const location = await checkCacheLocation({
      repoRoot: root,
      cacheDir: join(outside, 'repo', 'planted', 'cache'),
      entry: 'tests/k.json',
    })
    expect(location).toMatchObject({ ok: false, reason: /leads into the checkout/ })
  })

  it('a relative cache directory is the caller’s mistake', async () => {
    await expect(
      checkCacheLocation({ repoRoot: runnerRepo(), cacheDir: 'cache', entry: 'tests/k.json' }),
    ).rejects.toThrow(InputError)
  })
})

describe('a cache directory inside a git checkout', () => {
  it('a tracked cache path is refused, naming the tracked file, and is not overwritten', async () => {
    const root = runnerRepo('fail')
    const cacheDir = join(root, '.review-gate', 'cache')
    const forged = await forgeEntry(root, await entryIn(root, cacheDir))
    git(root, 'init', '-q')
    git(root, 'add', '.')
    git(root, 'commit', '-q', '-m', 'forged')
    const evidence = await collectEvidence(input(root, { command, cacheDir }))
    expect(evidence.source.cache).toBe('MISS')
    expect(evidence.tests_pass).toBe(false)
    expect(runs(root)).toBe(1)
    expect(evidence.notices[0]).toMatch(
      /refused: \.review-gate\/cache\/tests\/[0-9a-f]{64}\.json is tracked by git: the pull request controls it;/,
    )
    expect(readFileSync(await entryIn(root, cacheDir), 'utf8')).toBe(forged)
  })

  it('an untracked cache directory is used (restored by the cache action, say)', async () => {
    const root = runnerRepo('pass')
    git(root, 'init', '-q')
    const cacheDir = join(root, '.review-gate', 'cache')
    await collectEvidence(input(root, { command, cacheDir }))
    const second = await collectEvidence(input(root, { command, cacheDir }))
    expect(second.source.cache).toBe('HIT')
    expect(runs(root)).toBe(1)
  })

  it('inside a checkout that is no git repository nothing can vouch for it: refused', async () => {
    const root = runnerRepo('pass')
    const cacheDir = join(root, '.review-gate', 'cache')
    const evidence = await collectEvidence(input(root, { command, cacheDir }))
    expect(evidence.notices[0]).toMatch(/git cannot say it is untracked/)
    expect(existsSync(join(cacheDir, 'tests'))).toBe(false)
  })
})

describe('the commit an entry ran on', () => {
  it('an entry for another commit is not reused: MISS with the reason, the tests run again', async () => {
    const root = runnerRepo('pass')
    await collectEvidence(input(root, { command, covers: 'c0ffee' }))
    const logger = new RecordingLogger()
    const other = await collectEvidence(input(root, { command, covers: 'beef00', logger }))
    expect(other.source.cache).toBe('MISS')
    expect(other.notices.join('\n')).not.toMatch(/Test cache/)
    expect(logger.warnings).toContain(
      `Test cache ${await entryIn(root, cacheDirOf(root))}: it was recorded for c0ffee, ` +
        'not for beef00 under review; the tests run again.',
    )
    expect(runs(root)).toBe(2)
    const same = await collectEvidence(input(root, { command, covers: 'beef00' }))
    expect(same.source.cache).toBe('HIT')
    expect(runs(root)).toBe(2)
  })

  it('a changed lockfile or evidence config runs the tests again', async () => {
    const root = runnerRepo('pass')
    await collectEvidence(input(root, { command }))
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n')
    expect((await collectEvidence(input(root, { command }))).source.cache).toBe('MISS')
    const retimed = await collectEvidence(input(root, { command }, { timeout_seconds: 30 }))
    expect(retimed.source.cache).toBe('MISS')
    expect(runs(root)).toBe(3)
  })
})

describe('an entry in a folder of its own (the reply cache)', () => {
  it('refuses a symbolic link at the entry’s folder outside the checkout', async () => {
    const root = runnerRepo('pass')
    const cacheDir = mkdtempSync(join(tmpdir(), 'rg-entry-'))
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-entry-target-'))
    symlinkSync(elsewhere, join(cacheDir, 'replies'))
    const location = await checkCacheLocation({ repoRoot: root, cacheDir, entry: 'replies/k.json' })
    expect(location).toEqual({
      ok: false,
      file: join(cacheDir, 'replies', 'k.json'),
      reason: `${join(cacheDir, 'replies')} is a symbolic link`,
    })
  })

  it('accepts a plain folder, and refuses a tracked entry inside a checkout', async () => {
    const root = runnerRepo('pass')
    const cacheDir = mkdtempSync(join(tmpdir(), 'rg-entry-'))
    const ok = await checkCacheLocation({ repoRoot: root, cacheDir, entry: 'replies/k.json' })
    expect(ok).toEqual({ ok: true, file: join(cacheDir, 'replies', 'k.json') })
    const inside = join(root, 'cache')
    mkdirSync(join(inside, 'replies'), { recursive: true })
    writeFileSync(join(inside, 'replies', 'k.json'), '{}')
    git(root, 'init', '-q')
    git(root, 'add', '.')
    git(root, 'commit', '-q', '-m', 'planted')
    const tracked = await checkCacheLocation({
      repoRoot: root,
      cacheDir: inside,
      entry: 'replies/k.json',
    })
    expect(tracked).toMatchObject({ ok: false, reason: expect.stringContaining('tracked by git') })
  })

  it('an entry path that climbs out of the folder is a bug, not a location', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'rg-entry-'))
    await expect(
      checkCacheLocation({ repoRoot: runnerRepo(), cacheDir, entry: '../k.json' }),
    ).rejects.toThrow(/not a plain path/)
  })
})
