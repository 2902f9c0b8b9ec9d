import type { Config, Provider } from '../config/schema.js'
import type { Evidence } from '../domain/evidence.js'
import { decide, policyFrom, type LeftOutCounts } from '../gate/decide.js'
import type { RunOutcome } from '../domain/outcome.js'
import type { Logger } from '../logger.js'
import { bytesForTokens, estimateRequestTokens } from '../model/tokens.js'
import type { ModelProvider, ModelSettings } from '../model/provider.js'
import { FIRST_REVIEW_CALL } from '../model/replay.js'
import type { PrecisionFacts } from '../domain/precision.js'
import type { RunUsage } from '../publish/report.js'
import type { ParsedReview } from '../domain/review.js'
import type { Prepared } from './prepare.js'
import { applyCarryOver, type CarryContext } from './carry-stage.js'
import { probeOnHead, probePrior, type ProbeEdge } from '../probes/stage.js'
import { reviewWithPrecision, type ModelCall } from './precision-stage.js'
import type { ReplyCacheRun } from './cached-call.js'

/**
 * Fits the payload to the model's input-token budget: when the estimate is over, the diff's own
 * budget rule drops whole files until it fits (twice at most: the estimate is linear in bytes).
 * What still does not fit is refused by callModel as over_budget, never sent.
 */
export function fitToTokenBudget(
  prepare: (maxDiffBytes?: number) => Prepared,
  instructions: string,
  maxInputTokens: number,
  provider: Provider,
): Prepared {
  let prepared = prepare()
  for (let round = 0; round < 2; round++) {
    const estimate = estimateRequestTokens(instructions, prepared.payload, provider)
    if (estimate <= maxInputTokens) return prepared
    const diffBytes = prepared.files.reduce((n, f) => n + Buffer.byteLength(f.raw), 0)
    const excessBytes = bytesForTokens(estimate - maxInputTokens) + 1_024
    prepared = prepare(Math.max(0, diffBytes - excessBytes))
  }
  return prepared
}

export interface ModelStageInput {
  config: Config
  prepared: Prepared
  evidence: Evidence
  /** The single pass's provider, settings and instructions, unless `passes` is given. */
  provider: ModelProvider
  settings: ModelSettings
  instructions: string
  logger: Logger
  /** The reviewer passes of an ensemble, in order; the single pass above when absent. */
  passes?: ModelCall[]
  /** The verifier call, built only when `review.verify` makes it run. */
  verifier?: () => ModelCall
  /** Reviewable files the model will not see (a partial review cannot pass unless allowed). */
  leftOut?: LeftOutCounts
  /** The reply cache, when replies are cached. */
  replyCache?: ReplyCacheRun | null
  /** The previous review and the pull request's dismiss commands; absent: a first review. */
  carry?: CarryContext
  /** The probe runner (`probes:` in the base config); absent: probes are not run. */
  probes?: ProbeEdge
  /** A shard: no carry-over here (nor the previous review's probes); the merge job's. */
  deferCarryOver?: boolean
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

export interface ModelStageResult {
  outcome: RunOutcome
  review: ParsedReview | null
  /** The reply as received (secrets redacted); null when none arrived. */
  replyText: string | null
  usage: RunUsage | null
  /** What the ensemble, agreement rule, confidence floors and verifier did. */
  precision: PrecisionFacts
}

/**
 * model → parse + guard → precision steps → decision. Fails closed: no usable review (a failed
 * call, too few ensemble passes, an unreadable verifier reply) is an error outcome (or a failure
 * when something is already known to be wrong, such as red tests), never a pass.
 */
export async function runModelStage(input: ModelStageInput): Promise<ModelStageResult> {
  const { config, prepared, evidence } = input
  const leftOut = input.leftOut ?? { overBudget: prepared.omitted.length, notShown: 0 }
  const single: ModelCall = {
    name: FIRST_REVIEW_CALL,
    provider: input.provider,
    settings: input.settings,
    instructions: input.instructions,
    dimension: null,
  }
  const result = await reviewWithPrecision({
    config,
    prepared,
    evidence,
    logger: input.logger,
    passes: input.passes ?? [single],
    verifier:
      input.verifier ??
      (() => {
        throw new Error('internal: the verifier runs but no verifier call was given')
      }),
    ...(input.replyCache ? { replyCache: input.replyCache } : {}),
    ...(input.sleep ? { sleep: input.sleep } : {}),
    ...(input.now ? { now: input.now } : {}),
  })
  // Once, after the precision steps: ids, the previous review's findings, dismissals.
  const carry = input.carry ?? { prior: null, comments: [], headSha: 'unknown' }
  // The previous review's probes run first: the machine decides those findings (issue 24).
  const deferred = input.deferCarryOver === true
  const priorProbes =
    result.review && input.probes && !deferred
      ? await probePrior(carry.prior, input.probes)
      : undefined
  const probed =
    result.review && input.probes ? await probeOnHead(result.review, input.probes) : result.review
  const review =
    probed && !deferred
      ? applyCarryOver(probed, priorProbes ? { ...carry, probeResults: priorProbes } : carry)
      : probed
  const outcome = decide({
    policy: policyFrom(config),
    evidence,
    review,
    leftOut,
    ...(result.review === null
      ? { noReviewReason: result.noReviewReason ?? 'no usable review' }
      : {}),
  })
  return {
    outcome,
    review,
    replyText: result.replyText,
    usage: result.usage,
    precision: result.facts,
  }
}
