import type { Config } from '../config/schema.js'
import { parseDiff } from '../diff/parse.js'
import { planShardCount, sizeFiles } from '../shard/partition.js'
import { scopeChange } from './prepare.js'
import { resolveConfig, type RunSettings } from './run.js'
import type { Sources } from './sources.js'

/**
 * The share of `model.max_input_tokens` a shard's diff may take: the rest holds the instructions,
 * the calibration examples, the evidence and plan sections, and leaves room for a repair request.
 */
export const DIFF_SHARE_OF_INPUT = 0.6

/** What one shard's diff may hold: the merge job recomputes the count from the same rule. */
export function shardCapacity(config: Config): { tokens: number; bytes: number } {
  return {
    tokens: Math.floor(config.model.max_input_tokens * DIFF_SHARE_OF_INPUT),
    bytes: config.payload.max_bytes,
  }
}

export interface ShardPlan {
  count: number
  /** The job matrix: `matrix: ${{ fromJSON(needs.<job>.outputs.matrix) }}`, then `shard: ${{ matrix.shard }}`. */
  matrix: { shard: string[] }
  files: number
  tokens: number
  bytes: number
}

/**
 * The sizing step: how many shards the change needs so that every shard's diff fits one request
 * (its share of max_input_tokens and payload.max_bytes), read from the same config and ignore
 * globs the shards will use. Reads no evidence and asks no model. `{ error }` when the diff
 * cannot be read: the sizing job fails, and so does the merge that needs it.
 */
export async function planShards(
  sources: Sources,
  settings: Pick<RunSettings, 'overrides' | 'overridePolicy' | 'overridesFrom'>,
  notice: (message: string) => void,
): Promise<ShardPlan | { error: string }> {
  const { config } = await resolveConfig(sources, settings, notice)
  const diff = await sources.diff()
  if (!diff.ok) return { error: diff.error }
  const scope = scopeChange(parseDiff(diff.text, diff.label, diff.decoded), config)
  const files = sizeFiles(scope.diff.files)
  const count = planShardCount(files, shardCapacity(config))
  return {
    count,
    matrix: { shard: Array.from({ length: count }, (_, i) => `${i + 1}/${count}`) },
    files: files.length,
    tokens: files.reduce((sum, f) => sum + f.tokens, 0),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  }
}
