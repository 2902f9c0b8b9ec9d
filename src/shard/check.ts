/**
 * The merge job's proof that the shards it read are one whole review: each shard of the expected
 * partition (the merge recomputes it from the change itself, never from a shard's word) present
 * once, for the head under review, cut from the same partition, reviewing exactly its own files,
 * and finished. Anything else is a problem naming the shard and its folder; the merge turns any
 * problem into an error outcome, never a pass (a shard folder is an artifact, so untrusted).
 */
import { describeZodError } from '../shared/zod-issues.js'
import type { Partition } from './partition.js'
import { SHARD_RECORD_FILE, shardRecordSchema, type ShardRecord } from './record.js'

export interface FoundShard {
  /** The folder the glob matched, for messages. */
  folder: string
  /** shard.json's text; null when the folder holds none. */
  text: string | null
}

export interface ShardCheck {
  /** The accepted shards in index order: complete only when `problems` is empty. */
  shards: ShardRecord[]
  /** The folder each accepted shard was read from, in the same order. */
  folders: string[]
  problems: string[]
}

const MAX_LISTED = 5

export function checkShards(
  expected: { partition: Partition; head: string },
  found: readonly FoundShard[],
): ShardCheck {
  const { partition, head } = expected
  const problems: string[] = []
  if (found.length === 0) problems.push('no shard folder matched')
  const byIndex = new Map<number, { record: ShardRecord; folder: string }[]>()
  for (const { folder, text } of found) {
    const record = readRecord(folder, text, problems)
    if (!record) continue
    const name = `shard ${record.index}/${record.count} (${folder})`
    if (record.partition !== partition.hash || record.count !== partition.count) {
      problems.push(
        `${name}: cut from another partition (${record.partition.slice(0, 12)}, ${record.count} shard(s)) than this change's (${partition.hash.slice(0, 12)}, ${partition.count})`,
      )
      continue
    }
    if (record.head !== head) {
      problems.push(
        `${name}: stale, it reviewed ${record.head.slice(0, 12)}, not the head ${head.slice(0, 12)}`,
      )
      continue
    }
    const list = byIndex.get(record.index) ?? []
    list.push({ record, folder })
    byIndex.set(record.index, list)
  }
  const shards: ShardRecord[] = []
  const folders: string[] = []
  for (const shard of partition.shards) {
    const label = `shard ${shard.index}/${partition.count}`
    const entries = byIndex.get(shard.index) ?? []
    if (entries.length === 0) {
      problems.push(`${label}: missing (no folder holds its ${SHARD_RECORD_FILE})`)
      continue
    }
    if (entries.length > 1) {
      problems.push(`${label}: found twice (${entries.map((e) => e.folder).join(', ')})`)
      continue
    }
    const { record, folder } = entries[0]!
    const name = `${label} (${folder})`
    if (record.outcome === 'error') {
      problems.push(`${name}: its review did not run: ${record.reason ?? 'no reason given'}`)
      continue
    }
    const mine = new Set(shard.files)
    const theirs = new Set(record.files)
    const extra = record.files.filter((f) => !mine.has(f))
    const missed = shard.files.filter((f) => !theirs.has(f))
    const strayLeftOut = record.left_out.filter((f) => !mine.has(f))
    if (strayLeftOut.length > 0) {
      problems.push(`${name}: says it left out files not in its slice: ${listed(strayLeftOut)}`)
      continue
    }
    if (extra.length > 0 || missed.length > 0 || theirs.size !== record.files.length) {
      problems.push(
        `${name}: reviewed other files than its slice (${[
          extra.length > 0 ? `not its own: ${listed(extra)}` : '',
          missed.length > 0 ? `not reviewed: ${listed(missed)}` : '',
        ]
          .filter(Boolean)
          .join('; ')})`,
      )
      continue
    }
    shards.push(record)
    folders.push(folder)
  }
  return { shards, folders, problems }
}

function readRecord(folder: string, text: string | null, problems: string[]): ShardRecord | null {
  if (text === null) {
    problems.push(
      `${folder}: no ${SHARD_RECORD_FILE} (not a shard's output folder, or it failed before writing one)`,
    )
    return null
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    problems.push(`${folder}: ${SHARD_RECORD_FILE} is not JSON`)
    return null
  }
  const parsed = shardRecordSchema.safeParse(json)
  if (!parsed.success) {
    problems.push(
      `${folder}: ${SHARD_RECORD_FILE}: ${describeZodError(parsed.error, { limit: 5 })}`,
    )
    return null
  }
  return parsed.data
}

function listed(paths: string[]): string {
  const more = paths.length > MAX_LISTED ? ` and ${paths.length - MAX_LISTED} more` : ''
  return paths.slice(0, MAX_LISTED).join(', ') + more
}
