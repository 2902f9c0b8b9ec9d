import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CACHE_FILE,
  CACHE_FORMAT,
  computeCacheKey,
  judgeCacheEntry,
  readCache,
  writeCache,
} from '../../src/evidence/cache.js'
import { NO_EVIDENCE, type Evidence } from '../../src/evidence/types.js'

const NOW = new Date('2025-03-04T12:00:00Z')
const KEY = 'a'.repeat(64)
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
    created_at: '2025-03-04T11:30:00.000Z',
    evidence: red,
    ...overrides,
  })

describe('judgeCacheEntry', () => {
  it('HIT within the TTL: the stored evidence and its age', () => {
    const lookup = judgeCacheEntry(entry(), KEY, NOW, 60)
    expect(lookup).toEqual({ state: 'hit', evidence: red, ageSeconds: 1800 })
  })

  it('MISS past the TTL, with a notice', () => {
    const lookup = judgeCacheEntry(entry(), KEY, NOW, 29)
    expect(lookup).toMatchObject({
      state: 'miss',
      reason: 'the result is 30 min old, past the 29 min TTL',
    })
    expect(lookup.state === 'miss' && lookup.notice).toContain(CACHE_FILE)
  })

  it.each([
    ['corrupt JSON', '{"format": "review-gate/last', /corrupt \(not JSON\)/],
    ['not an object', '[1, 2]', /corrupt/],
    ['a foreign format', entry({ format: 'someone-else/cache@3' }), /not in this version’s format/],
    ['another key', entry({ key: 'b'.repeat(64) }), /other touched files, contents or command/],
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
    const lookup = judgeCacheEntry(text, KEY, NOW, 60)
    expect(lookup.state).toBe('miss')
    if (lookup.state === 'miss') {
      expect(lookup.reason).toMatch(reason)
      expect(lookup.notice).toMatch(/the tests run again/)
    }
  })

  it('no file, or a TTL of 0: a quiet MISS', () => {
    expect(judgeCacheEntry(null, KEY, NOW, 60)).toEqual({
      state: 'miss',
      reason: 'no cached result',
      notice: null,
    })
    expect(judgeCacheEntry(entry(), KEY, NOW, 0)).toMatchObject({ state: 'miss', notice: null })
  })
})

describe('cache files', () => {
  it('writes atomically and reads back as a HIT', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    await writeCache(root, KEY, new Date('2025-03-04T11:59:00Z'), red)
    const stored = JSON.parse(readFileSync(join(root, CACHE_FILE), 'utf8')) as Record<
      string,
      unknown
    >
    expect(stored).toMatchObject({
      format: CACHE_FORMAT,
      key: KEY,
      created_at: '2025-03-04T11:59:00.000Z',
    })
    expect(await readCache(root, KEY, NOW, 60)).toEqual({
      state: 'hit',
      evidence: red,
      ageSeconds: 60,
    })
  })

  it('a directory where the file should be is a MISS with a notice, not a crash', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    mkdirSync(join(root, CACHE_FILE), { recursive: true })
    const lookup = await readCache(root, KEY, NOW, 60)
    expect(lookup).toMatchObject({ state: 'miss', reason: 'it is not a regular file' })
  })

  it('the key covers paths, contents and command, not the order of the touched list', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rg-cache-'))
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1\n')
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 2\n')
    const first = await computeCacheKey(root, ['src/a.ts', 'src/b.ts'], 'npx jest {files}')
    expect(first.key).toMatch(/^[0-9a-f]{64}$/)
    expect((await computeCacheKey(root, ['src/b.ts', 'src/a.ts'], 'npx jest {files}')).key).toBe(
      first.key,
    )
    expect(
      (await computeCacheKey(root, ['src/a.ts', 'src/b.ts'], 'npx vitest run {files}')).key,
    ).not.toBe(first.key)
    expect((await computeCacheKey(root, ['src/a.ts'], 'npx jest {files}')).key).not.toBe(first.key)
    expect(
      (await computeCacheKey(root, ['src/a.ts', 'src/b.ts', 'src/gone.ts'], 'npx jest {files}'))
        .key,
    ).not.toBe(first.key)
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 3\n')
    const edited = await computeCacheKey(root, ['src/a.ts', 'src/b.ts'], 'npx jest {files}')
    expect(edited.key).not.toBe(first.key)
    expect(edited.contents).not.toBe(first.contents)
  })
})
