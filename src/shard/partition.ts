/**
 * The shard partition: which shard of a job matrix reviews which file of a pull request too
 * large for one model request. Pure, and a function of the set of files alone: the same files
 * give the same shards and the same hash in every job of the matrix, whatever order the diff
 * listed them in, so each shard can compute its own slice and the merge job can check that the
 * shards it read were cut from the one partition it expects.
 *
 * Files are grouped first (a top-level folder, or a package of a monorepo folder such as
 * `packages/<name>/`) because a reviewer sees a package's change best in one piece; then the
 * groups are spread over the shards by estimated tokens, largest first, each onto the shard with
 * the least so far (longest-processing-time scheduling: no shard ends more than one item above
 * the mean). A group larger than a shard's fair share is cut into runs of consecutive paths first,
 * so one huge folder cannot make one shard do all the work.
 */
import { createHash } from 'node:crypto'
import { rawBytes } from '../diff/budget.js'
import { compareStrings } from '../diff/ignore.js'
import type { DiffFile } from '../diff/types.js'
import { InputError } from '../errors.js'
import { estimateTokens } from '../model/tokens.js'

/** GitHub runs at most 256 jobs from one matrix. */
export const MAX_SHARDS = 256

/** One reviewable file as the partition weighs it. */
export interface ShardFile {
  path: string
  /** Estimated tokens of the file's diff section (src/model/tokens.ts). */
  tokens: number
  /** UTF-8 bytes of the file's diff section, what payload.max_bytes counts. */
  bytes: number
}

export interface Shard {
  /** One-based, as `shard: i/n` names it. */
  index: number
  /** Paths in code-unit order. */
  files: string[]
  tokens: number
  bytes: number
}

export interface Partition {
  count: number
  /** sha256 of the partition's shape: which files, in which shard. */
  hash: string
  shards: Shard[]
}

/** Folders whose children are packages of their own, each grouped apart. */
const MONOREPO_FOLDERS = new Set([
  'packages',
  'apps',
  'libs',
  'services',
  'crates',
  'modules',
  'plugins',
])

/** The group a path belongs to: `src/`, `packages/core/`, or `` for files at the root. */
export function groupKey(path: string): string {
  const parts = path.split('/')
  if (parts.length === 1) return ''
  if (parts.length > 2 && MONOREPO_FOLDERS.has(parts[0]!)) return `${parts[0]}/${parts[1]}/`
  return `${parts[0]}/`
}

/** The partition's weights of the files the review would read (after the ignore globs). */
export function sizeFiles(files: readonly DiffFile[]): ShardFile[] {
  return files.map((f) => ({ path: f.path, tokens: estimateTokens(f.raw), bytes: rawBytes(f) }))
}

interface Item {
  files: ShardFile[]
  tokens: number
}

/**
 * Cuts `files` into `count` shards (some may be empty when there are fewer files than shards).
 * @throws InputError on a count outside 1..MAX_SHARDS or a path listed twice.
 */
export function partition(files: readonly ShardFile[], count: number): Partition {
  checkCount(count, 'shard count')
  const sorted = [...files].sort((a, b) => compareStrings(a.path, b.path))
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.path === sorted[i - 1]!.path) {
      throw new InputError(`the file ${sorted[i]!.path} is listed twice`, 'shard partition')
    }
  }
  const total = sorted.reduce((sum, f) => sum + f.tokens, 0)
  const fairShare = Math.max(1, Math.ceil(total / count))
  const items = groups(sorted).flatMap((group) => cut(group, fairShare))
  // Largest first; ties by first path, which is unique, so the order is total.
  items.sort((a, b) => b.tokens - a.tokens || compareStrings(a.files[0]!.path, b.files[0]!.path))

  const shards: Shard[] = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    files: [],
    tokens: 0,
    bytes: 0,
  }))
  for (const item of items) {
    let target = shards[0]!
    for (const shard of shards) if (shard.tokens < target.tokens) target = shard
    for (const f of item.files) {
      target.files.push(f.path)
      target.bytes += f.bytes
    }
    target.tokens += item.tokens
  }
  for (const shard of shards) shard.files.sort(compareStrings)
  return { count, hash: partitionHash(shards), shards }
}

function groups(sorted: ShardFile[]): Item[] {
  const byKey = new Map<string, Item>()
  for (const f of sorted) {
    const key = groupKey(f.path)
    const group = byKey.get(key) ?? { files: [], tokens: 0 }
    group.files.push(f)
    group.tokens += f.tokens
    byKey.set(key, group)
  }
  return [...byKey.values()]
}

/** A group within the fair share stays whole; a larger one becomes runs of consecutive paths. */
function cut(group: Item, fairShare: number): Item[] {
  if (group.tokens <= fairShare) return [group]
  const runs: Item[] = []
  let run: Item = { files: [], tokens: 0 }
  for (const f of group.files) {
    if (run.files.length > 0 && run.tokens + f.tokens > fairShare) {
      runs.push(run)
      run = { files: [], tokens: 0 }
    }
    run.files.push(f)
    run.tokens += f.tokens
  }
  runs.push(run)
  return runs
}

function partitionHash(shards: Shard[]): string {
  const shape = JSON.stringify(shards.map((s) => s.files))
  return createHash('sha256').update(`review-gate shard partition v1\n${shape}`).digest('hex')
}

/**
 * The fewest shards in which every shard fits one request: its estimated tokens within
 * `capacity.tokens` and its bytes within `capacity.bytes`. A shard holding a single file counts
 * as fitting, since no further shard would help it (the budget leaves such a file out, and the
 * gate's `partial` policy decides). 1 for an ordinary change; at most `maxShards`.
 */
export function planShardCount(
  files: readonly ShardFile[],
  capacity: { tokens: number; bytes: number },
  maxShards = MAX_SHARDS,
): number {
  if (files.length <= 1) return 1
  const tokens = files.reduce((sum, f) => sum + f.tokens, 0)
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0)
  const lowest = Math.max(1, Math.ceil(tokens / capacity.tokens), Math.ceil(bytes / capacity.bytes))
  const highest = Math.min(maxShards, files.length)
  for (let n = Math.min(lowest, highest); n < highest; n++) {
    const fits = partition(files, n).shards.every(
      (s) => s.files.length <= 1 || (s.tokens <= capacity.tokens && s.bytes <= capacity.bytes),
    )
    if (fits) return n
  }
  return highest
}

/**
 * Reads `i/n` (one-based: `1/4` to `4/4`).
 * @throws InputError naming `where` for anything else.
 */
export function parseShardSpec(value: string, where = '--shard'): { index: number; count: number } {
  const match = /^\s*(\d{1,3})\/(\d{1,3})\s*$/.exec(value)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || index < 1 || count < 1 || index > count || count > MAX_SHARDS) {
    throw new InputError(
      `expected i/n with 1 <= i <= n <= ${MAX_SHARDS} (for example 2/8), got ${JSON.stringify(value)}`,
      where,
    )
  }
  return { index, count }
}

function checkCount(count: number, where: string): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SHARDS) {
    throw new InputError(`must be a whole number from 1 to ${MAX_SHARDS}, got ${count}`, where)
  }
}
