import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, mkdir, readFile, readlink, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { InputError } from '../errors.js'
import { validateEvidence } from './evidence-json.js'
import type { Evidence } from './types.js'

/**
 * The test-evidence cache, `.review-gate/cache/last-tests.json`. Its key is a SHA-256 over the
 * sorted touched paths, each with the SHA-256 of its content, plus the test command: a HIT means
 * the same command already ran on exactly these contents. Anything doubtful (corrupt, foreign,
 * another key, dated in the future, expired) is a MISS, with a notice where a person should know.
 * The judgement is pure; reading, hashing and writing are the I/O around it.
 */

export const CACHE_FILE = '.review-gate/cache/last-tests.json'
export const CACHE_FORMAT = 'review-gate/last-tests@1'
const MAX_CACHE_BYTES = 16 * 1024 * 1024

export interface CacheKey {
  /** What the cache is keyed on: contents and command. */
  key: string
  /** SHA-256 of the touched paths and contents alone: what the evidence covers. */
  contents: string
}

export type CacheLookup =
  | { state: 'hit'; evidence: Evidence; ageSeconds: number }
  | { state: 'miss'; reason: string; notice: string | null }

interface CacheEntry {
  format: typeof CACHE_FORMAT
  key: string
  created_at: string
  evidence: Evidence
}

/** Hashes each touched file's content (a missing file hashes as absent; a link as its target). */
export async function computeCacheKey(
  repoRoot: string,
  touched: readonly string[],
  command: string,
): Promise<CacheKey> {
  const paths = [...new Set(touched)].sort()
  const lines: string[] = []
  for (const path of paths) lines.push(`${path}\u0000${await hashFile(join(repoRoot, path))}\n`)
  const contents = sha256(lines.join(''))
  return { key: sha256(`${CACHE_FORMAT}\u0000${contents}\u0000${command}`), contents }
}

/** Decides HIT or MISS for the cache file's text. Pure: the clock is `now`. */
export function judgeCacheEntry(
  text: string | null,
  key: string,
  now: Date,
  ttlMinutes: number,
): CacheLookup {
  if (ttlMinutes <= 0) return { state: 'miss', reason: 'the cache is off (TTL 0)', notice: null }
  if (text === null) return { state: 'miss', reason: 'no cached result', notice: null }
  const miss = (reason: string): CacheLookup => ({
    state: 'miss',
    reason,
    notice: `Test cache ${CACHE_FILE}: ${reason}; the tests run again.`,
  })
  let entry: unknown
  try {
    entry = JSON.parse(text)
  } catch {
    return miss('the file is corrupt (not JSON)')
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return miss('the file is corrupt')
  const e = entry as Record<string, unknown>
  if (e.format !== CACHE_FORMAT) return miss('the file is not in this version’s format')
  if (e.key !== key) return miss('it holds the result for other touched files, contents or command')
  const created = typeof e.created_at === 'string' ? Date.parse(e.created_at) : NaN
  if (!Number.isFinite(created)) return miss('the file is corrupt (no creation time)')
  const ageMs = now.getTime() - created
  if (ageMs < 0) return miss(`it is dated in the future (${e.created_at as string})`)
  const ageSeconds = Math.floor(ageMs / 1000)
  if (ageSeconds > ttlMinutes * 60) {
    return miss(
      `the result is ${Math.floor(ageSeconds / 60)} min old, past the ${ttlMinutes} min TTL`,
    )
  }
  let evidence: Evidence
  try {
    evidence = validateEvidence(e.evidence, CACHE_FILE)
  } catch (err) {
    if (err instanceof InputError) return miss(`the stored evidence is invalid (${err.message})`)
    throw err
  }
  return { state: 'hit', evidence, ageSeconds }
}

export async function readCache(
  repoRoot: string,
  key: string,
  now: Date,
  ttlMinutes: number,
): Promise<CacheLookup> {
  if (ttlMinutes <= 0) return judgeCacheEntry(null, key, now, ttlMinutes)
  const file = join(repoRoot, CACHE_FILE)
  let text: string
  try {
    const info = await lstat(file)
    if (!info.isFile()) return unreadable('it is not a regular file')
    if (info.size > MAX_CACHE_BYTES) return unreadable('the file is too large to be ours')
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      return judgeCacheEntry(null, key, now, ttlMinutes)
    return unreadable('the file cannot be read')
  }
  return judgeCacheEntry(text, key, now, ttlMinutes)
}

function unreadable(reason: string): CacheLookup {
  return {
    state: 'miss',
    reason,
    notice: `Test cache ${CACHE_FILE}: ${reason}; the tests run again.`,
  }
}

/** Stores a fresh result, replacing the file atomically so a reader never sees half of it. */
export async function writeCache(
  repoRoot: string,
  key: string,
  now: Date,
  evidence: Evidence,
): Promise<void> {
  const file = join(repoRoot, CACHE_FILE)
  const entry: CacheEntry = { format: CACHE_FORMAT, key, created_at: now.toISOString(), evidence }
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(entry, null, 2) + '\n')
  await rename(temporary, file)
}

async function hashFile(path: string): Promise<string> {
  let info
  try {
    info = await lstat(path)
  } catch {
    return 'absent'
  }
  if (info.isSymbolicLink()) return `link:${sha256(await readlink(path))}`
  if (!info.isFile()) return 'absent'
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
