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
const path = z.string().min(1).max(4096)
const count = (max: number) => z.number().int().min(0).max(max)

/** Most files one shard's record may name (a bounded read of an untrusted artifact). */
export const MAX_RECORD_FILES = 100_000

/** What a shard's review cost, for the merge's summary (one row per shard). */
export const shardUsageSchema = z
  .object({
    /** Model requests made, retries and repairs included. */
    calls: count(10_000),
    repairs: count(10_000),
    input_tokens: count(1e12).nullable(),
    output_tokens: count(1e12).nullable(),
    cost_usd: z.number().min(0).max(1e6).nullable(),
    /** The shard's run, from reading the change to its decision, in milliseconds. */
    duration_ms: count(7 * 24 * 3_600_000),
    /** The reply cache's answer (HIT, MISS), when it was consulted. */
    reply_cache: z.string().max(200).optional(),
  })
  .strict()

export type ShardUsage = z.output<typeof shardUsageSchema>

export const shardRecordSchema = z
  .object({
    version: z.literal(1),
    /** The partition's hash (src/shard/partition.ts). */
    partition: z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in hex'),
    index: z.number().int().min(1).max(MAX_SHARDS),
    count: z.number().int().min(1).max(MAX_SHARDS),
    head: sha,
    files: z.array(path).max(MAX_RECORD_FILES),
    /** Files of its slice its payload left out (the size budget): the merged review is partial. */
    left_out: z.array(path).max(MAX_RECORD_FILES),
    /** How the shard's own run ended: a shard that errored is no review of its files. */
    outcome: z.enum(['passed', 'failed', 'error']),
    reason: z.string().max(2_000).optional(),
    usage: shardUsageSchema,
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

/** What the shard's run did besides deciding: files left out, calls, tokens, time. */
export interface ShardRunFacts {
  leftOut: string[]
  usage: ShardUsage
}

const NO_RUN: ShardRunFacts = {
  leftOut: [],
  usage: {
    calls: 0,
    repairs: 0,
    input_tokens: null,
    output_tokens: null,
    cost_usd: null,
    duration_ms: 0,
  },
}

export function shardRecord(
  slice: ShardSlice,
  head: string,
  outcome: RunOutcome,
  facts: ShardRunFacts = NO_RUN,
): ShardRecord {
  return {
    version: 1,
    partition: slice.partition,
    index: slice.index,
    count: slice.count,
    head,
    files: slice.files,
    left_out: facts.leftOut,
    outcome: outcome.status,
    ...(outcome.status === 'error' ? { reason: outcome.reason.slice(0, 2_000) } : {}),
    usage: facts.usage,
  }
}
