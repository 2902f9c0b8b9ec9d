import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { stateSigner } from '../../src/shared/state-signature.js'
import {
  CACHE_FORMAT,
  type CacheQuery,
  computeCacheKey,
  judgeCacheEntry,
  pruneTestCache,
  readCache,
  TEST_CACHE_FOLDER,
  testCacheEntry,
  writeCache,
} from '../../src/evidence/cache.js'
import { type Evidence, NO_EVIDENCE } from '../../src/domain/evidence.js'

const NOW = new Date('2025-03-04T12:00:00Z')
const KEY = 'a'.repeat(64)
const WHERE = `/tmp/rg/tests/${KEY}.json`
const query = (ttlMinutes = 60, commit: string | null = 'abc123'): CacheQuery => ({
  key: KEY,
  commit,
  now: NOW,
  ttlMinutes,
  where: WHERE,
})
const red: Evidence = {
  ...NO_EVIDENCE,
  tests_pass: false,
  counts: { passed: 3, failed: 1, errored: 0, skipped: 0, flaky: 0 },
  failures: [
    {
      test: 'cart > total',
      file: 'src/cart.test.ts',
      line: 9,
      status: 'failed',
      message: 'expected 9',
    },
  ],
  source: {
    kind: 'command',
    cache: 'MISS',
    age_seconds: null,
    covers: 'abc123',
    detail: 'npx jest exited 1',
  },
}
const entry = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: CACHE_FORMAT,
    key: KEY,
    commit: 'abc123',
    created_at: '2025-03-04T11:30:00.000Z',
    evidence: red,
    ...overrides,
  })

describe('judgeCacheEntry', () => {
  it('HIT within the TTL: the stored evidence and its age', () => {
    const lookup = judgeCacheEntry(entry(), query())
    expect(lookup).toEqual({ state: 'hit', evidence: red, ageSeconds: 1800 })
  })

  it('MISS past the TTL, with a notice', () => {
    const lookup = judgeCacheEntry(entry(), query(29))
    expect(lookup).toMatchObject({
      state: 'miss',
      reason: 'the result is 30 min old, past the 29 min TTL',
    })
    expect(lookup.state === 'miss' && lookup.notice).toContain(WHERE)
  })

  it.each([
    ['corrupt JSON', '{"format": "review-gate/last', /corrupt \(not JSON\)/],
    ['not an object', '[1, 2]', /corrupt/],
    ['a foreign format', entry({ format: 'someone-else/cache@3' }), /not in this version’s format/],
    [
      'another key',
      entry({ key: 'b'.repeat(64) }),
      /other files, contents, command, config or lockfiles/,
    ],
    [
      'another commit',
      entry({ commit: 'fedcba' }),
      /recorded for fedcba, not for abc123 under review/,
    ],
    ['no commit', entry({ commit: null }), /recorded for no known commit, not for abc123/],
    ['the previous format', entry({ format: 'review-gate/last-tests@1' }), /not in this version/],
    ['no creation time', entry({ created_at: 'yesterday-ish' }), /no creation time/],
    [
      'a date in the future',
      entry({ created_at: '2025-03-04T12:00:01.000Z' }),
      /dated in the future/,
    ],
    [
      'evidence that passes with failures',
      entry({ evidence: { ...red, tests_pass: true } }),
      /stored evidence is invalid/,
    ],
    [
      'evidence with a bad field',
      entry({ evidence: { ...red, counts: { passed: -1 } } }),
      /stored evidence is invalid/,
    ],
  ])('MISS with a notice, never a HIT, for %s', (_, text, reason) => {
    const lookup = judgeCacheEntry(text, query())
    expect(lookup.state).toBe('miss')
    if (lookup.state === 'miss') {
      expect(lookup.reason).toMatch(reason)
      expect(lookup.notice).toMatch(/the tests run again/)
    }
  })

  it('no file, or a TTL of 0: a quiet MISS', () => {
    expect(judgeCacheEntry(null, query())).toEqual({
      state: 'miss',
      reason: 'no cached result',
      notice: null,
    })
    expect(judgeCacheEntry(entry(), query(0))).toMatchObject({ state: 'miss', notice: null })
  })

  it('a run that does not know its commit takes an entry of any commit', () => {
    expect(judgeCacheEntry(entry({ commit: 'fedcba' }), query(60, null)).state).toBe('hit')
  })
})

describe('cache files', () => {
  it('writes atomically and reads back as a HIT', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rg-cache-')), 'nested', testCacheEntry(KEY))
    await writeCache(file, {
      key: KEY,
      commit: 'abc123',
      now: new Date('2025-03-04T11:59:00Z'),
      evidence: red,
    })
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(stored).toMatchObject({
      format: CACHE_FORMAT,
      key: KEY,
      commit: 'abc123',
      created_at: '2025-03-04T11:59:00.000Z',
    })
    expect(await readCache(file, { key: KEY, commit: 'abc123', now: NOW, ttlMinutes: 60 })).toEqual(
      { state: 'hit', evidence: red, ageSeconds: 60 },
    )
  })

  it('with state-secret, only an entry signed for its key is a HIT', async () => {
    const signer = stateSigner('test-cache-secret-value')!
    const dir = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    const query = { key: KEY, commit: 'abc123', now: NOW, ttlMinutes: 60 }
    const signed = join(dir, 'signed.json')
    const entry = {
      key: KEY,
      commit: 'abc123',
      now: new Date('2025-03-04T11:59:00Z'),
      evidence: red,
    }
    await writeCache(signed, entry, signer)
    expect(await readCache(signed, query, signer)).toEqual({
      state: 'hit',
      evidence: red,
      ageSeconds: 60,
    })
    // Planted by code earlier in the job: unsigned, edited, or signed under another secret.
    const planted = join(dir, 'planted.json')
    await writeCache(planted, entry)
    const edited = join(dir, 'edited.json')
    const text = readFileSync(signed, 'utf8')
    expect(text).toContain('"failed": 1')
    writeFileSync(edited, text.replace('"failed": 1', '"failed": 0'))
    const other = join(dir, 'other.json')
    await writeCache(other, entry, stateSigner('another-secret-value')!)
    for (const file of [planted, edited, other])
      expect(await readCache(file, query, signer), file).toMatchObject({
        state: 'miss',
        reason: 'it does not carry the state-secret signature',
      })
  })

  it('a directory where the file should be is a MISS with a notice, not a crash', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rg-cache-')), testCacheEntry(KEY))
    mkdirSync(file, { recursive: true })
    const lookup = await readCache(file, { key: KEY, commit: null, now: NOW, ttlMinutes: 60 })
    expect(lookup).toMatchObject({ state: 'miss', reason: 'it is not a regular file' })
  })
})

describe('the cache key', () => {
  const config = DEFAULT_CONFIG.evidence
  const setup = () => {
    const root = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1\n')
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 2\n')
    writeFileSync(join(root, 'src/a.test.ts'), 'test a\n')
    return root
  }
  const keyOf = async (
    repoRoot: string,
    over: { touched?: string[]; files?: string[]; command?: string; config?: object } = {},
  ) =>
    (
      await computeCacheKey({
        repoRoot,
        touched: over.touched ?? ['src/a.ts', 'src/b.ts'],
        files: over.files ?? ['src/a.test.ts'],
        command: over.command ?? 'npx jest {files}',
        config: { ...config, ...over.config },
      })
    ).key

  it('covers paths and contents (touched and run), not the order of the touched list', async () => {
    const root = setup()
    const first = await keyOf(root)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(await keyOf(root, { touched: ['src/b.ts', 'src/a.ts'] })).toBe(first)
    expect(await keyOf(root, { touched: ['src/a.ts'] })).not.toBe(first)
    expect(await keyOf(root, { touched: ['src/a.ts', 'src/b.ts', 'src/gone.ts'] })).not.toBe(first)
    writeFileSync(join(root, 'src/a.test.ts'), 'test a, edited\n')
    expect(await keyOf(root)).not.toBe(first)
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 3\n')
    expect(await keyOf(root)).not.toBe(first)
  })

  it('changes with the command', async () => {
    const root = setup()
    expect(await keyOf(root, { command: 'npx vitest run {files}' })).not.toBe(await keyOf(root))
  })

  it.each([
    ['command_reports', { command_reports: ['out/*.xml'] }],
    ['timeout_seconds', { timeout_seconds: 5 }],
    ['env', { env: ['NODE_OPTIONS'] }],
    ['flaky', { flaky: 'pass' }],
    ['test_patterns', { test_patterns: ['spec/{name}_spec.rb'] }],
  ])('changes with the evidence config: %s', async (_, change) => {
    const root = setup()
    expect(await keyOf(root, { config: change })).not.toBe(await keyOf(root))
  })

  it('does not change with the TTL, which only bounds reuse', async () => {
    const root = setup()
    expect(await keyOf(root, { config: { cache_ttl_minutes: 5 } })).toBe(await keyOf(root))
  })

  it.each([['package-lock.json'], ['go.sum'], ['Cargo.lock'], ['uv.lock'], ['bun.lockb']])(
    'changes when the root lockfile %s appears or changes',
    async (name) => {
      const root = setup()
      const none = await keyOf(root)
      writeFileSync(join(root, name), 'v1\n')
      const v1 = await keyOf(root)
      expect(v1).not.toBe(none)
      writeFileSync(join(root, name), 'v2\n')
      expect(await keyOf(root)).not.toBe(v1)
    },
  )

  it('a lockfile elsewhere than the root does not count', async () => {
    const root = setup()
    const before = await keyOf(root)
    writeFileSync(join(root, 'src/package-lock.json'), '{}\n')
    expect(await keyOf(root)).toBe(before)
  })
})

describe('one entry per key (issue 20, item 8)', () => {
  const other = 'b'.repeat(64)
  const at = (dir: string, key: string) => join(dir, testCacheEntry(key))
  const write = (file: string, key: string, evidence: Evidence = red) =>
    writeCache(file, { key, commit: 'abc123', now: new Date('2025-03-04T11:59:00Z'), evidence })
  const read = (file: string, key: string) =>
    readCache(file, { key, commit: 'abc123', now: NOW, ttlMinutes: 60 })

  it('each key has its own file in the tests folder', () => {
    expect(testCacheEntry(KEY)).toBe(`${TEST_CACHE_FOLDER}/${KEY}.json`)
    expect(() => testCacheEntry('../x')).toThrow()
  })

  it('two keys (two repositories or branches) coexist: neither evicts the other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    const green: Evidence = {
      ...NO_EVIDENCE,
      tests_pass: true,
      counts: { ...red.counts, failed: 0 },
    }
    await write(at(dir, KEY), KEY, red)
    await write(at(dir, other), other, green)
    expect(await read(at(dir, KEY), KEY)).toMatchObject({ state: 'hit', evidence: red })
    expect(await read(at(dir, other), other)).toMatchObject({ state: 'hit', evidence: green })
  })

  it('concurrent writers of one key leave one valid entry and no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    const variants = Array.from({ length: 16 }, (_, i): Evidence => ({
      ...red,
      counts: { ...red.counts, passed: i },
    }))
    await Promise.all(variants.map((evidence) => write(at(dir, KEY), KEY, evidence)))
    const lookup = await read(at(dir, KEY), KEY)
    expect(lookup.state).toBe('hit')
    if (lookup.state === 'hit') expect(variants).toContainEqual(lookup.evidence)
    expect(readdirSync(join(dir, TEST_CACHE_FOLDER))).toEqual([`${KEY}.json`])
  })

  it('a file holding another key’s entry (copied or planted) is a MISS, never a HIT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    await write(at(dir, KEY), other)
    expect(await read(at(dir, KEY), KEY)).toMatchObject({
      state: 'miss',
      reason: expect.stringMatching(/other files, contents, command, config or lockfiles/),
    })
  })

  it('pruning: entries past the horizon and beyond the newest ones kept go; other files stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    const folder = join(dir, TEST_CACHE_FOLDER)
    const keys = Array.from({ length: 6 }, (_, i) => String(i).repeat(64))
    for (const key of keys) await write(at(dir, key), key)
    writeFileSync(join(folder, 'notes.txt'), 'not ours\n')
    writeFileSync(join(folder, `${'f'.repeat(64)}.json.1.abc.tmp`), '{')
    // Ages: key i was last written i hours ago; the temporary is a day old.
    const hour = 3_600_000
    keys.forEach((key, i) => {
      const when = new Date(NOW.getTime() - i * hour)
      utimesSync(at(dir, key), when, when)
    })
    const day = new Date(NOW.getTime() - 25 * hour)
    utimesSync(join(folder, `${'f'.repeat(64)}.json.1.abc.tmp`), day, day)
    const removed = await pruneTestCache(dir, { now: NOW, maxAgeMs: 4.5 * hour, maxEntries: 3 })
    expect(removed).toBe(4)
    expect(readdirSync(folder).sort()).toEqual(
      [`${keys[0]}.json`, `${keys[1]}.json`, `${keys[2]}.json`, 'notes.txt'].sort(),
    )
  })

  it('pruning an absent folder removes nothing and does not throw', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    expect(await pruneTestCache(join(dir, 'none'), { now: NOW })).toBe(0)
  })
})
