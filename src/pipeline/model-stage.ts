import type { Config, Provider } from '../config/schema.js'
import { ModelFailure } from '../errors.js'
import type { Evidence } from '../domain/evidence.js'
import { decide, policyFrom, type LeftOutCounts } from '../gate/decide.js'
import type { RunOutcome } from '../domain/outcome.js'
import type { Logger } from '../logger.js'
import { callModel } from '../model/call.js'
import { bytesForTokens, estimateRequestTokens } from '../model/tokens.js'
import {
  ModelCallFailure,
  type ModelCallResult,
  type ModelProvider,
  type ModelSettings,
} from '../model/provider.js'
import type { RunUsage } from '../publish/report.js'
import { ReplyUnusableError } from '../review/parse.js'
import type { ParsedReview } from '../domain/review.js'
import type { Prepared } from './prepare.js'
import { judgeReply } from './judge.js'

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
  provider: ModelProvider
  settings: ModelSettings
  instructions: string
  logger: Logger
  /** Reviewable files the model will not see (a partial review cannot pass unless allowed). */
  leftOut?: LeftOutCounts
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

export interface ModelStageResult {
  outcome: RunOutcome
  review: ParsedReview | null
  /** The reply as received (secrets redacted); null when none arrived. */
  replyText: string | null
  usage: RunUsage | null
}

/**
 * model → parse + guard → decision. Fails closed: no usable review is an error outcome (or a
 * failure when something is already known to be wrong, such as red tests), never a pass.
 */
export async function runModelStage(input: ModelStageInput): Promise<ModelStageResult> {
  const { config, prepared, evidence } = input
  const leftOut = input.leftOut ?? { overBudget: prepared.omitted.length, notShown: 0 }
  const decideWith = (review: ParsedReview | null, noReviewReason?: string) =>
    decide({
      policy: policyFrom(config),
      evidence,
      review,
      leftOut,
      ...(noReviewReason !== undefined ? { noReviewReason } : {}),
    })
  // The reply the validation accepted is the one returned: judge it once, not twice.
  let accepted: { reply: string; review: ParsedReview } | null = null
  const judge = (reply: string): ParsedReview => {
    if (accepted?.reply === reply) return accepted.review
    const review = judgeReply({
      reply,
      config,
      evidence,
      lineMap: prepared.lineMap,
      autoFindings: prepared.autoFindings,
      reviewGuide: prepared.reviewGuide,
    })
    accepted = { reply, review }
    return review
  }
  let call: ModelCallResult
  try {
    call = await callModel({
      provider: input.provider,
      instructions: input.instructions,
      payload: prepared.payload,
      settings: input.settings,
      logger: input.logger,
      validate: (reply) => {
        try {
          judge(reply)
          return null
        } catch (error) {
          if (error instanceof ReplyUnusableError) return error.message
          throw error
        }
      },
      ...(input.sleep ? { sleep: input.sleep } : {}),
      ...(input.now ? { now: input.now } : {}),
    })
  } catch (error) {
    if (!(error instanceof ModelFailure)) throw error
    const spent = error instanceof ModelCallFailure ? error : null
    return {
      outcome: decideWith(null, `${error.kind}: ${error.message}`),
      review: null,
      replyText: null,
      usage: {
        provider: input.provider.name,
        model: input.provider.model,
        inputTokens: spent?.usage.inputTokens ?? null,
        outputTokens: spent?.usage.outputTokens ?? null,
        attempts: error.attempts,
        repairs: spent?.repairs ?? 0,
        costUsd: spent?.cost ?? null,
      },
    }
  }
  const review = judge(call.text)
  return {
    outcome: decideWith(review),
    review,
    replyText: call.text,
    usage: {
      provider: call.provider,
      model: call.model,
      inputTokens: call.usage.inputTokens,
      outputTokens: call.usage.outputTokens,
      attempts: call.attempts,
      repairs: call.repairs,
      costUsd: call.cost,
    },
  }
}
