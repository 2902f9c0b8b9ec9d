import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  unlink,
  writeFile,
} from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '../config/schema.js'
import { InputError } from '../errors.js'
import { validateEvidence } from './evidence-json.js'
import type { Evidence } from '../domain/evidence.js'
import { openSealedEntry, sealEntry, type StateSigner } from '../shared/state-signature.js'

/**
 * The test-evidence cache: one file per key, `tests/<key>.json`, in a directory the caller
 * chooses outside the checkout (`cache-location.ts` refuses one a pull request could have
 * planted), as the reply cache keeps `replies/<key>.json` beside it. So two repositories or
 * branches reviewed from one machine keep an entry each instead of evicting each other, and a
 * write (a unique temporary file renamed over the entry) never leaves another key's entry half
 * written. Each write prunes the folder (`pruneTestCache`): entries older than the TTL (at least
 * a day) go, and only the newest TEST_CACHE_MAX_ENTRIES stay. Its key is a
 * SHA-256 over everything that decides what the command runs and how its result is judged: the
 * touched and run files' paths and contents, the command, the evidence config and the root
 * lockfiles. An entry also names the commit it ran on, and a run that knows its commit reuses
 * only an entry of the same commit. Anything doubtful (corrupt, foreign, another key or commit,
 * dated in the future, expired) is a MISS, with a notice where a person should know. The
 * judgement is pure; reading, hashing and writing are the I/O around it.
 */

/** The folder of test-evidence entries inside the cache directory. */
export const TEST_CACHE_FOLDER = 'tests'
export const CACHE_FORMAT = 'review-gate/last-tests@2'
/** Most entries the folder keeps: each write removes the oldest beyond it. */
export const TEST_CACHE_MAX_ENTRIES = 100
/** Entries younger than this survive pruning whatever the TTL (another repository's may be longer). */
const PRUNE_MIN_AGE_MS = 24 * 3_600_000
/** A temporary file this old belongs to a writer that died: no write takes an hour. */
const STALE_TEMPORARY_MS = 3_600_000
const ENTRY_NAME = /^[0-9a-f]{64}\.json$/
const TEMPORARY_NAME = /^[0-9a-f]{64}\.json\..+\.tmp$/
const MAX_CACHE_BYTES = 16 * 1024 * 1024

/** Root lockfiles: a dependency bump changes what the same tests run against. */
export const ROOT_LOCKFILES = [
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb',
  'go.sum', 'Cargo.lock', 'poetry.lock', 'uv.lock', 'Pipfile.lock', 'Gemfile.lock', 'composer.lock',
] // prettier-ignore

export interface CacheKeyInput {
  repoRoot: string
  /** The touched files (repository-relative). */
  touched: readonly string[]
  /** The files the command runs (`{files}`), touched or not. */
  files: readonly string[]
  command: string
  config: Config['evidence']
}

export interface CacheKey {
  /** What the cache is keyed on. */
  key: string
  /** SHA-256 of the touched and run paths and contents alone. */
  contents: string
}

export type CacheLookup =
  | { state: 'hit'; evidence: Evidence; ageSeconds: number }
  | { state: 'miss'; reason: string; notice: string | null }

export interface CacheQuery {
  key: string
  /** The commit under review, when the run knows it: an entry of another commit is a MISS. */
  commit: string | null
  now: Date
  ttlMinutes: number
  /** The cache file, as notices name it. */
  where: string
}

interface CacheEntry {
  format: typeof CACHE_FORMAT
  key: string
  commit: string | null
  created_at: string
  evidence: Evidence
}

/** The entry's path below the cache directory, `/`-separated: `tests/<key>.json`. */
export function testCacheEntry(key: string): string {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`internal: "${key}" is not a test-cache key`)
  return `${TEST_CACHE_FOLDER}/${key}.json`
}

/** Hashes each file's content (a missing file hashes as absent; a link as its target). */
export async function computeCacheKey(input: CacheKeyInput): Promise<CacheKey> {
  const paths = [...new Set([...input.touched, ...input.files])].sort()
  const lines: string[] = []
  for (const path of paths)
    lines.push(`${path}\u0000${await hashFile(join(input.repoRoot, path))}\n`)
  const contents = sha256(lines.join(''))
  const locks: string[] = []
  for (const name of ROOT_LOCKFILES) {
    const hash = await hashFile(join(input.repoRoot, name))
    if (hash !== 'absent') locks.push(`${name}\u0000${hash}\n`)
  }
  const parts = [
    CACHE_FORMAT,
    contents,
    input.command,
    canonicalJson(judgedConfig(input.config)),
    sha256(locks.join('')),
  ]
  return { key: sha256(parts.join('\u0000')), contents }
}

/**
 * The evidence config as far as it changes what runs or how the result is read: all of it but
 * the TTL, which only says how long a result may be reused. The `evidence.env` names count, their
 * values do not (they may be secrets, and the cache file is not).
 */
function judgedConfig(config: Config['evidence']): Record<string, unknown> {
  const { cache_ttl_minutes: _ttl, ...rest } = config
  return rest
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** Decides HIT or MISS for the cache file's text. Pure: the clock is `query.now`. */
export function judgeCacheEntry(text: string | null, query: CacheQuery): CacheLookup {
  const { key, commit, now, ttlMinutes, where } = query
  if (ttlMinutes <= 0) return { state: 'miss', reason: 'the cache is off (TTL 0)', notice: null }
  if (text === null) return { state: 'miss', reason: 'no cached result', notice: null }
  const miss = (reason: string): CacheLookup => ({
    state: 'miss',
    reason,
    notice: `Test cache ${where}: ${reason}; the tests run again.`,
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
  if (e.key !== key)
    return miss('it holds the result for other files, contents, command, config or lockfiles')
  if (commit !== null && e.commit !== commit) {
    const recorded = typeof e.commit === 'string' ? e.commit.slice(0, 80) : 'no known commit'
    return miss(`it was recorded for ${recorded}, not for ${commit} under review`)
  }
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
    evidence = validateEvidence(e.evidence, where)
  } catch (err) {
    if (err instanceof InputError) return miss(`the stored evidence is invalid (${err.message})`)
    throw err
  }
  return { state: 'hit', evidence, ageSeconds }
}

/** What a test-cache entry is signed for under `state-secret`: the result for this key. */
const signedFor = (key: string) => `test-cache:${key}`

/**
 * Reads and judges `file` (a path `cache-location.ts` accepted). With a signer, an entry not
 * signed under `state-secret` for this key is a MISS: code earlier in the job could have written it.
 */
export async function readCache(
  file: string,
  query: Omit<CacheQuery, 'where'>,
  signer: StateSigner | null = null,
): Promise<CacheLookup> {
  const full = { ...query, where: file }
  if (query.ttlMinutes <= 0) return judgeCacheEntry(null, full)
  let text: string
  try {
    const info = await lstat(file)
    if (!info.isFile()) return unreadable(file, 'it is not a regular file')
    if (info.size > MAX_CACHE_BYTES) return unreadable(file, 'the file is too large to be ours')
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return judgeCacheEntry(null, full)
    return unreadable(file, 'the file cannot be read')
  }
  if (signer) {
    const opened = openSealedEntry(signer, signedFor(query.key), text)
    if (opened === null) return unreadable(file, 'it does not carry the state-secret signature')
    text = opened
  }
  return judgeCacheEntry(text, full)
}

function unreadable(file: string, reason: string): CacheLookup {
  return { state: 'miss', reason, notice: `Test cache ${file}: ${reason}; the tests run again.` }
}

/** Stores a fresh result, replacing the file atomically so a reader never sees half of it. */
export async function writeCache(
  file: string,
  entry: { key: string; commit: string | null; now: Date; evidence: Evidence },
  signer: StateSigner | null = null,
): Promise<void> {
  const stored: CacheEntry = {
    format: CACHE_FORMAT,
    key: entry.key,
    commit: entry.commit,
    created_at: entry.now.toISOString(),
    evidence: entry.evidence,
  }
  await mkdir(join(file, '..'), { recursive: true })
  // Unique per writer: two runs (or two steps of one process) never share a half-written file.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`
  const body = signer
    ? sealEntry(signer, signedFor(entry.key), { ...stored })
    : JSON.stringify(stored, null, 2) + '\n'
  await writeFile(temporary, body, { flag: 'wx' })
  await rename(temporary, file)
}

export interface PruneOptions {
  now: Date
  /** Entries last written longer ago than this go (default: a day). */
  maxAgeMs?: number
  /** The newest entries kept (default TEST_CACHE_MAX_ENTRIES). */
  maxEntries?: number
}

/**
 * Bounds the folder's growth: removes the entries (`<key>.json`) last written more than
 * `maxAgeMs` ago and all but the newest `maxEntries`, and temporary files a dead writer left.
 * Nothing else in the folder is touched. Best effort: a file that vanishes or cannot be removed
 * is skipped (another run may be pruning too). Returns how many files it removed.
 */
export async function pruneTestCache(cacheDir: string, options: PruneOptions): Promise<number> {
  const folder = join(cacheDir, TEST_CACHE_FOLDER)
  const maxAgeMs = options.maxAgeMs ?? PRUNE_MIN_AGE_MS
  const maxEntries = options.maxEntries ?? TEST_CACHE_MAX_ENTRIES
  const now = options.now.getTime()
  let names: string[]
  try {
    names = await readdir(folder)
  } catch {
    return 0
  }
  const entries: { path: string; written: number }[] = []
  const doomed: string[] = []
  for (const name of names) {
    const entry = ENTRY_NAME.test(name)
    if (!entry && !TEMPORARY_NAME.test(name)) continue
    const path = join(folder, name)
    let info
    try {
      info = await lstat(path)
    } catch {
      continue
    }
    if (!info.isFile()) continue
    const age = now - info.mtimeMs
    if (!entry) {
      if (age > STALE_TEMPORARY_MS) doomed.push(path)
    } else if (age > maxAgeMs) doomed.push(path)
    else entries.push({ path, written: info.mtimeMs })
  }
  entries.sort((a, b) => b.written - a.written || (a.path < b.path ? -1 : 1))
  for (const { path } of entries.slice(maxEntries)) doomed.push(path)
  let removed = 0
  for (const path of doomed) {
    try {
      await unlink(path)
      removed++
    } catch {
      // Gone already, or not ours to remove: the next write tries again.
    }
  }
  return removed
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
