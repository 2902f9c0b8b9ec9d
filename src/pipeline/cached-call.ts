import { checkCacheLocation } from '../evidence/cache-location.js'
import { callModel, type CallModelInput } from '../model/call.js'
import type { ModelCallResult } from '../model/provider.js'
import {
  readReplyCache,
  replyCacheEntry,
  replyCacheKey,
  writeReplyCache,
} from '../model/reply-cache.js'
import { knownSecretsOf, redactSecrets } from '../model/secrets.js'
import type { StateSigner } from '../shared/state-signature.js'

/**
 * A model call through the reply cache (`model/reply-cache.ts`): a HIT whose reply still passes
 * the call's own validation is returned without a request; anything else asks the model, and a
 * reply callModel accepted (so usable) is stored, redacted. Recorded replies (the replay provider)
 * are neither read from nor written to the cache: they are already a recording.
 */

export interface ReplyCacheRun {
  /** The cache folder (absolute), outside the checkout: the test cache's. */
  dir: string
  /** The checkout or case directory: a cache inside it must be untracked and link-free. */
  repoRoot: string
  now: Date
  /** Redacts every secret the run knows of (the entry is a file on the runner). */
  redact: (text: string) => string
  /** Said to the person running it: a cache entry that could not be used. */
  notice: (message: string) => void
  /** `state-secret`: entries are signed, and unsigned ones are a MISS. */
  signer?: StateSigner | null
}

export interface CachedCallInput extends CallModelInput {
  /** The call's name (`review-1` … `review-N`, `verify`): part of the key. */
  call: string
  /** Absent or null: no cache, a plain callModel. */
  cache?: ReplyCacheRun | null | undefined
}

export async function callModelCached(cached: CachedCallInput): Promise<ModelCallResult> {
  const { call, cache, ...input } = cached
  const { provider, settings, logger } = input
  if (!cache || provider.name === 'replay') return callModel(input)
  const key = replyCacheKey({
    call,
    instructions: input.instructions,
    payload: input.payload,
    settings,
  })
  const location = await checkCacheLocation({
    repoRoot: cache.repoRoot,
    cacheDir: cache.dir,
    entry: replyCacheEntry(key),
  })
  if (!location.ok) {
    cache.notice(
      `Reply cache refused (${location.reason}); the model is asked and nothing is stored.`,
    )
    logger.info(`${call}: reply cache MISS (refused: ${location.reason})`)
    return callModel(input)
  }
  const lookup = await readReplyCache(location.file, key, cache.signer ?? null)
  let missReason = lookup.state === 'miss' ? lookup.reason : ''
  if (lookup.state === 'miss' && lookup.notice) cache.notice(lookup.notice)
  if (lookup.state === 'hit') {
    const secrets = knownSecretsOf(settings)
    const cleaned = redactSecrets(cache.redact(lookup.text), secrets)
    const problem = input.validate(cleaned.text)
    if (problem === null) {
      logger.info(`${call}: reply cache HIT (${key.slice(0, 12)}): no model call`)
      return {
        text: cleaned.text,
        provider: provider.name,
        model: lookup.model ?? provider.model,
        usage: { inputTokens: null, outputTokens: null },
        attempts: 0,
        repairs: 0,
        repairReason: null,
        durationMs: 0,
        cost: null,
        estimatedInputTokens: 0,
        redactions: cleaned.redacted,
        finishReason: 'reply cache',
        replyCache: 'hit',
      }
    }
    missReason = `the cached reply does not read (${problem.slice(0, 200)})`
    cache.notice(`Reply cache ${location.file}: ${missReason}; the model is asked again.`)
  }
  logger.info(`${call}: reply cache MISS (${key.slice(0, 12)}): ${missReason}`)
  const result = await callModel(input)
  try {
    const stored = await writeReplyCache(
      location.file,
      {
        key,
        call,
        provider: provider.name,
        model: result.model,
        text: cache.redact(result.text),
        now: cache.now,
      },
      cache.signer ?? null,
    )
    if (!stored) logger.info(`${call}: the reply is too large for the reply cache; not stored`)
  } catch (error) {
    // A cache that cannot be written costs the next run a call; it never changes this one.
    logger.warning(`${call}: the reply cache could not be written (${(error as Error).message})`)
  }
  return { ...result, replyCache: 'miss' }
}
