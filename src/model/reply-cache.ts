import { createHash } from 'node:crypto'
import { lstat, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { ModelSettings } from './provider.js'
import { openSealedEntry, sealEntry, type StateSigner } from '../shared/state-signature.js'

/**
 * The reply cache: a usable model reply kept under a SHA-256 of everything that decides what the
 * model was asked (the payload, the instructions, the call's name, the provider, its model and
 * where it is reached), so a re-run of the same review (a flaky job, a re-run after a dismissal)
 * makes no model call. It lives in the test cache's folder outside the checkout, one file per
 * key under `replies/`, and is placed by the same rules (`evidence/cache-location.ts`). A cached
 * reply is only ever a candidate: the caller parses it again under the same fail-closed rules,
 * and anything doubtful (unreadable, oversized, corrupt, another key) is a MISS, never a pass.
 */

/** The folder of cached replies inside the cache directory. */
export const REPLY_CACHE_FOLDER = 'replies'
export const REPLY_CACHE_FORMAT = 'review-gate/reply@1'
/** The replay provider's limit: a reply larger than this is not one we would have stored. */
export const MAX_CACHED_REPLY_BYTES = 4 * 1024 * 1024

export interface ReplyCacheKeyInput {
  /** `review-1` … `review-N`, or `verify`. */
  call: string
  instructions: string
  payload: string
  settings: Pick<ModelSettings, 'provider' | 'model' | 'baseUrl' | 'modelCommand'>
}

export function replyCacheKey(input: ReplyCacheKeyInput): string {
  const { settings } = input
  const parts = [
    REPLY_CACHE_FORMAT,
    input.call,
    settings.provider,
    settings.model ?? '',
    // The same model name at another endpoint or behind another command is another model.
    settings.baseUrl ?? '',
    settings.modelCommand ?? '',
    sha256(input.instructions),
    sha256(input.payload),
  ]
  return sha256(parts.join('\u0000'))
}

/** The entry's path below the cache directory, `/`-separated. */
export function replyCacheEntry(key: string): string {
  return `${REPLY_CACHE_FOLDER}/${key}.json`
}

export type ReplyCacheLookup =
  | { state: 'hit'; text: string; model: string | null }
  | { state: 'miss'; reason: string; notice: string | null }

interface StoredReply {
  format: typeof REPLY_CACHE_FORMAT
  key: string
  call: string
  provider: string
  model: string | null
  created_at: string
  text: string
}

/** HIT or MISS for an entry's text. Pure. */
export function judgeReplyEntry(text: string | null, key: string, where: string): ReplyCacheLookup {
  if (text === null) return { state: 'miss', reason: 'no cached reply', notice: null }
  const miss = (reason: string): ReplyCacheLookup => ({
    state: 'miss',
    reason,
    notice: `Reply cache ${where}: ${reason}; the model is asked again.`,
  })
  let entry: unknown
  try {
    entry = JSON.parse(text)
  } catch {
    return miss('the entry is corrupt (not JSON)')
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return miss('the entry is corrupt')
  const e = entry as Record<string, unknown>
  if (e.format !== REPLY_CACHE_FORMAT) return miss('the entry is not in this version’s format')
  if (e.key !== key) return miss('the entry holds the reply to another request')
  if (typeof e.text !== 'string' || e.text.trim() === '')
    return miss('the entry is corrupt (no reply text)')
  const model = typeof e.model === 'string' ? e.model.slice(0, 200) : null
  return { state: 'hit', text: e.text, model }
}

/** What a reply-cache entry is signed for under `state-secret`: the reply to this request. */
const signedFor = (key: string) => `reply-cache:${key}`

/**
 * Reads and judges `file` (a path `checkCacheLocation` accepted). With a signer, an entry not
 * signed under `state-secret` for this key is a MISS: code earlier in the job could have written it.
 */
export async function readReplyCache(
  file: string,
  key: string,
  signer: StateSigner | null = null,
): Promise<ReplyCacheLookup> {
  const unreadable = (reason: string): ReplyCacheLookup => ({
    state: 'miss',
    reason,
    notice: `Reply cache ${file}: ${reason}; the model is asked again.`,
  })
  let text: string
  try {
    const info = await lstat(file)
    if (!info.isFile()) return unreadable('the entry is not a regular file')
    // The entry holds the reply JSON-escaped: allow for the escaping and the envelope.
    if (info.size > 2 * MAX_CACHED_REPLY_BYTES + 4_096)
      return unreadable('the entry is too large to be ours')
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return judgeReplyEntry(null, key, file)
    return unreadable('the entry cannot be read')
  }
  if (signer) {
    const opened = openSealedEntry(signer, signedFor(key), text)
    if (opened === null) return unreadable('the entry does not carry the state-secret signature')
    text = opened
  }
  return judgeReplyEntry(text, key, file)
}

/**
 * Stores a usable reply (already redacted by the caller), atomically. A reply over
 * MAX_CACHED_REPLY_BYTES is not stored: it returns false.
 */
export async function writeReplyCache(
  file: string,
  entry: {
    key: string
    call: string
    provider: string
    model: string | null
    text: string
    now: Date
  },
  signer: StateSigner | null = null,
): Promise<boolean> {
  if (Buffer.byteLength(entry.text) > MAX_CACHED_REPLY_BYTES) return false
  const stored: StoredReply = {
    format: REPLY_CACHE_FORMAT,
    key: entry.key,
    call: entry.call,
    provider: entry.provider,
    model: entry.model,
    created_at: entry.now.toISOString(),
    text: entry.text,
  }
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  const body = signer
    ? sealEntry(signer, signedFor(entry.key), { ...stored })
    : JSON.stringify(stored, null, 2) + '\n'
  await writeFile(temporary, body, { flag: 'wx' })
  await rename(temporary, file)
  return true
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
