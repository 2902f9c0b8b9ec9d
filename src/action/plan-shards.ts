import { planShards } from '../pipeline/plan-shards.js'
import type { Sources } from '../pipeline/sources.js'
import type { ActionIo } from './io.js'

/**
 * `plan-shards: true`, the sizing job: sets the `matrix` and `shard-count` outputs from the
 * change's size, reviews and posts nothing. The config is the base commit's, tightened by the
 * inputs, exactly as the shards will read it.
 */
export async function planShardsStep(
  io: ActionIo,
  sources: Sources,
  overrides: Record<string, unknown>,
): Promise<void> {
  const plan = await planShards(
    sources,
    { overrides, overridePolicy: 'tighten', overridesFrom: 'action inputs' },
    (message) => io.notice(message),
  )
  if ('error' in plan) {
    io.setFailed(`review-gate plan-shards: the diff could not be read: ${plan.error}`)
    return
  }
  io.setOutput('matrix', JSON.stringify(plan.matrix))
  io.setOutput('shard-count', String(plan.count))
  const line = `${plan.files} file(s), ~${plan.tokens} tokens, ${plan.bytes} bytes: ${plan.count} shard(s)`
  io.logger.info(`plan-shards: ${line}`)
  await io.writeSummary(`## review-gate plan-shards\n\n${line}\n`)
}
