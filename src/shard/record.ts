/**
 * shard.json: what one shard of a matrix says about its run, next to its review.json, so the
 * merge job can prove every file of the partition was reviewed once, for the same head, by a shard
 * that finished. Everything in it is read back as untrusted (an artifact anyone with the
 * workflow's token could have uploaded), hence the schema.
 */
import { z } from 'zod'
import type { RunOutcome } from '../domain/outcome.js'
import { MAX_SHARDS, type Partition } from './partition.js'

export const SHARD_RECORD_FILE = 'shard.json'

const sha = z.string().regex(/^[0-9a-f]{7,64}$/, 'a hex commit id')

export const shardRecordSchema = z
  .object({
    version: z.literal(1),
    /** The partition's hash (src/shard/partition.ts). */
    partition: z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in hex'),
    index: z.number().int().min(1).max(MAX_SHARDS),
    count: z.number().int().min(1).max(MAX_SHARDS),
    head: sha,
    files: z.array(z.string().min(1).max(4096)),
    /** How the shard's own run ended: a shard that errored is no review of its files. */
    outcome: z.enum(['passed', 'failed', 'error']),
    reason: z.string().max(2_000).optional(),
  })
  .strict()
  .refine((r) => r.index <= r.count, { message: 'index above count', path: ['index'] })

export type ShardRecord = z.output<typeof shardRecordSchema>

/** The slice a shard reviews: its place in the partition, before the run's outcome is known. */
export interface ShardSlice {
  partition: string
  index: number
  count: number
  files: string[]
}

export function sliceOf(p: Partition, index: number): ShardSlice {
  return { partition: p.hash, index, count: p.count, files: p.shards[index - 1]!.files }
}

export function shardRecord(slice: ShardSlice, head: string, outcome: RunOutcome): ShardRecord {
  return {
    version: 1,
    partition: slice.partition,
    index: slice.index,
    count: slice.count,
    head,
    files: slice.files,
    outcome: outcome.status,
    ...(outcome.status === 'error' ? { reason: outcome.reason.slice(0, 2_000) } : {}),
  }
}
