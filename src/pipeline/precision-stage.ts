import { applyContextRules } from '../context/rules.js'
import { addedLines } from '../context/sides.js'
import { applyGuideToFindings } from '../review-guide/apply.js'
import type { ReviewGuide } from '../review-guide/parse.js'
import type { Config } from '../config/schema.js'
import type { Evidence } from '../domain/evidence.js'
import type { CheckedFinding } from '../domain/finding.js'
import type { PrecisionFacts, VerifierFacts } from '../domain/precision.js'
import type { ParsedReview } from '../domain/review.js'
import { ModelFailure } from '../errors.js'
import type { Logger } from '../logger.js'
import { callModelCached, type ReplyCacheRun } from './cached-call.js'
import { type ModelCallResult, type ModelProvider, type ModelSettings } from '../model/provider.js'
import { adjudicate, numberFindings } from '../precision/adjudicate.js'
import { composeReview, type AnsweredPass } from '../precision/compose.js'
import { applyConfidenceFloors } from '../precision/confidence.js'
import { applyAgreement, mergePasses } from '../precision/merge.js'
import type { IsProtected } from '../precision/order.js'
import { verifierPayload } from '../precision/verifier-payload.js'
import { parseVerifierReply, type VerifierReply } from '../precision/verifier-reply.js'
import type { RunUsage } from '../publish/report.js'
import { ReplyUnusableError } from '../review/parse.js'
import { settleWithLimit } from '../shared/pool.js'
import { replyTextOf, usageOf, type CallRecord } from './call-records.js'
import { judgeReply, ownFindingTest } from './judge.js'
import type { Prepared } from './prepare.js'

/**
 * The review's model calls and what is done with their findings (issue 13): the ensemble's
 * passes (at most MAX_CONCURRENT_PASSES at once, each a complete call with its own repair), the
 * merge into root causes, the post-parse adjustments (FINDING_ADJUSTMENTS), the verifier pass and
 * the adjudication of its results. Fails closed: fewer answered passes than the quorum, or a
 * verifier that gives no usable reply, is no review at all.
 */

export const MAX_CONCURRENT_PASSES = 3

/** One named model call, ready to run. */
export interface ModelCall {
  /** `review-1` … `review-N`, or `verify`. */
  name: string
  provider: ModelProvider
  settings: ModelSettings
  instructions: string
  dimension: string | null
}

export interface PrecisionInput {
  config: Config
  prepared: Prepared
  evidence: Evidence
  logger: Logger
  /** The reviewer passes, in configuration order (one for a single-pass review). */
  passes: ModelCall[]
  /** The verifier call; built only when the verifier runs. */
  verifier: () => ModelCall
  /** The reply cache; absent or null when replies are not cached (the CLI without --cache-dir). */
  replyCache?: ReplyCacheRun | null
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

export interface PrecisionResult {
  /** Null when there is no usable review; `noReviewReason` says why. */
  review: ParsedReview | null
  noReviewReason?: string
  /** The replies as received (secrets redacted), one section per call when there were several. */
  replyText: string | null
  usage: RunUsage
  facts: PrecisionFacts
}

/** What a post-parse adjustment sees besides the findings. */
export interface AdjustmentContext {
  config: Config
  isProtected: IsProtected
  /** The repository's REVIEW.md, parsed; null when there is none. */
  reviewGuide: ReviewGuide | null
  /** The precision facts so far: an adjustment records what it did here. */
  facts: PrecisionFacts
  /** The payload the findings answer: its diff's added lines and the head tree's importers. */
  prepared: Prepared
}

/**
 * A post-parse adjustment of the merged findings: returns the findings it keeps (possibly with
 * another severity) and warnings for the report. It may never drop or change a protected finding.
 */
export type FindingAdjustment = (
  findings: CheckedFinding[],
  context: AdjustmentContext,
) => { findings: CheckedFinding[]; warnings: string[] }

/**
 * The post-parse adjustments, in order: applied once to the merged findings, before the verifier
 * (so `verify: auto` asks only about what survived them). The one place a new adjustment goes
 * (REVIEW.md's severity overrides and allowed nits, for instance).
 */
export const FINDING_ADJUSTMENTS: readonly FindingAdjustment[] = [
  // First, so an allowed nit or a moved severity is what agreement and floors then judge.
  function reviewGuideRules(findings, { reviewGuide, isProtected }) {
    return applyGuideToFindings(findings, reviewGuide, isProtected)
  },
  // The contract's repository rules: a major in a widely imported file is a blocker; a
  // pre-existing claim holds only on a line the change did not add.
  function repositoryRules(findings, { config, isProtected, prepared }) {
    const added = new Map(prepared.files.map((file) => [file.path, addedLines(file)]))
    return applyContextRules(findings, {
      added,
      importers: prepared.importers,
      threshold: config.context.elevate_importers,
      isProtected,
    })
  },
  function minAgreement(findings, { config, isProtected, facts }) {
    const { kept, dropped } = applyAgreement(findings, config.review.min_agreement, isProtected)
    facts.below_agreement += dropped.length
    return { findings: kept, warnings: [] }
  },
  function confidenceFloors(findings, { config, isProtected, facts }) {
    const result = applyConfidenceFloors(findings, config.review.confidence, isProtected)
    facts.confidence.dropped.major += result.dropped.major
    facts.confidence.dropped.minor += result.dropped.minor
    facts.confidence.without_confidence += result.withoutConfidence
    return { findings: result.kept, warnings: [] }
  },
]

export async function reviewWithPrecision(input: PrecisionInput): Promise<PrecisionResult> {
  const { config, prepared, logger } = input
  const isProtected = ownFindingTest(prepared.autoFindings)
  const records: CallRecord[] = []
  const facts: PrecisionFacts = {
    passes: [],
    quorum: Math.max(config.review.min_agreement, 1),
    min_agreement: config.review.min_agreement,
    below_agreement: 0,
    confidence: {
      floors: { ...config.review.confidence },
      dropped: { major: 0, minor: 0 },
      without_confidence: 0,
    },
    verifier: null,
  }
  const settled = await settleWithLimit(input.passes, MAX_CONCURRENT_PASSES, (pass) =>
    runPass(pass, input),
  )
  const answered: AnsweredPass[] = []
  const failures: string[] = []
  settled.forEach((outcome, i) => {
    const pass = input.passes[i]!
    const base = {
      name: pass.name,
      provider: pass.provider.name,
      model: pass.provider.model,
      dimension: pass.dimension,
    }
    if (outcome.status === 'rejected') {
      // Only a model failure is a pass that did not answer; anything else (a missing recording,
      // a bad setting, a bug) is not the model's and stops the run as before.
      if (!(outcome.reason instanceof ModelFailure)) throw outcome.reason
      const failure = outcome.reason
      records.push({ ...base, result: null, failure })
      facts.passes.push({ ...base, answered: false, error: `${failure.kind}: ${failure.message}` })
      failures.push(`${pass.name}: ${failure.kind}: ${failure.message}`)
      logger.warning(`${pass.name}: no usable review (${failure.kind}): ${failure.message}`)
      return
    }
    const { review, result } = outcome.value
    records.push({ ...base, model: result.model, result, failure: null })
    const own = review.issues.filter((f) => !isProtected(f)).length
    facts.passes.push({ ...base, model: result.model, answered: true, findings: own })
    answered.push({ source: pass.name, review })
  })

  const single = input.passes.length === 1
  if (answered.length < facts.quorum) {
    const only = records[0]?.failure
    const reason =
      single && only
        ? `${only.kind}: ${only.message}`
        : `ensemble: ${answered.length} of ${input.passes.length} passes answered, fewer than the quorum of ${facts.quorum} (${failures.join('; ')})`
    return { review: null, noReviewReason: reason, replyText: null, usage: usageOf(records), facts }
  }
  const warnings: string[] = []
  if (failures.length > 0) {
    warnings.push(
      `ensemble: ${answered.length} of ${input.passes.length} passes answered (quorum ${facts.quorum}); ${failures.join('; ')}`,
    )
  }

  let findings = single
    ? [...answered[0]!.review.issues]
    : mergePasses(
        answered.map((p) => ({ source: p.source, findings: p.review.issues })),
        isProtected,
      )
  const context: AdjustmentContext = {
    config,
    isProtected,
    facts,
    reviewGuide: input.prepared.reviewGuide,
    prepared: input.prepared,
  }
  for (const adjust of FINDING_ADJUSTMENTS) {
    const adjusted = adjust(findings, context)
    findings = adjusted.findings
    warnings.push(...adjusted.warnings)
  }

  const verified = await verify(findings, isProtected, input, records)
  facts.verifier = verified.facts
  if ('noReviewReason' in verified) {
    return {
      review: null,
      noReviewReason: verified.noReviewReason,
      replyText: null,
      usage: usageOf(records),
      facts,
    }
  }
  warnings.push(...verified.warnings)

  const showFacts =
    !single ||
    config.review.verify !== 'off' ||
    facts.below_agreement > 0 ||
    facts.confidence.dropped.major + facts.confidence.dropped.minor > 0
  const review = composeReview(answered, verified.findings, warnings, showFacts ? facts : null)
  return { review, replyText: replyTextOf(records), usage: usageOf(records), facts }
}

async function runPass(
  pass: ModelCall,
  input: PrecisionInput,
): Promise<{ review: ParsedReview; result: ModelCallResult }> {
  const { config, prepared, evidence } = input
  // The reply the validation accepted is the one returned: judge it once, not twice.
  let accepted: { reply: string; review: ParsedReview } | null = null
  const judge = (reply: string): ParsedReview => {
    if (accepted?.reply === reply) return accepted.review
    const review = judgeReply({
      reply,
      config,
      evidence,
      lineMap: prepared.lineMap,
      changedLines: prepared.changedLines,
      autoFindings: prepared.autoFindings,
    })
    accepted = { reply, review }
    return review
  }
  const result = await callModelCached({
    call: pass.name,
    cache: input.replyCache,
    provider: pass.provider,
    instructions: pass.instructions,
    payload: prepared.payload,
    settings: pass.settings,
    logger: input.logger,
    validate: validateWith(judge),
    ...(input.sleep ? { sleep: input.sleep } : {}),
    ...(input.now ? { now: input.now } : {}),
  })
  return { review: judge(result.text), result }
}

type Verified =
  | { findings: CheckedFinding[]; warnings: string[]; facts: VerifierFacts | null }
  | { noReviewReason: string; facts: VerifierFacts }

async function verify(
  findings: CheckedFinding[],
  isProtected: IsProtected,
  input: PrecisionInput,
  records: CallRecord[],
): Promise<Verified> {
  const mode = input.config.review.verify
  if (mode === 'off') return { findings, warnings: [], facts: null }
  const numbered = numberFindings(findings, isProtected)
  const open = numbered.filter((n) => !n.fixed)
  const serious = open.filter((n) => n.finding.severity !== 'minor').length
  const skipped = (reason: string): Verified => ({
    findings,
    warnings: [],
    facts: { ...emptyVerifierFacts(), reason },
  })
  if (open.length === 0) return skipped(`verify: ${mode}, but no reviewer finding to verify`)
  if (mode === 'auto' && serious === 0)
    return skipped('verify: auto, and no blocker or major reviewer finding remained')

  const reason =
    mode === 'always'
      ? 'verify: always'
      : `verify: auto, and ${serious} blocker or major reviewer finding${serious === 1 ? '' : 's'} remained`
  const call = input.verifier()
  let accepted: { reply: string; parsed: VerifierReply } | null = null
  const read = (reply: string): VerifierReply => {
    if (accepted?.reply === reply) return accepted.parsed
    const parsed = parseVerifierReply(reply)
    accepted = { reply, parsed }
    return parsed
  }
  let result: ModelCallResult
  try {
    result = await callModelCached({
      call: call.name,
      cache: input.replyCache,
      provider: call.provider,
      instructions: call.instructions,
      payload: verifierPayload(input.prepared.payload, numbered),
      settings: call.settings,
      logger: input.logger,
      validate: validateWith(read),
      ...(input.sleep ? { sleep: input.sleep } : {}),
      ...(input.now ? { now: input.now } : {}),
    })
  } catch (error) {
    if (!(error instanceof ModelFailure)) throw error
    records.push({
      name: call.name,
      provider: call.provider.name,
      model: call.provider.model,
      result: null,
      failure: error,
    })
    input.logger.warning(`verify: no usable reply (${error.kind}): ${error.message}`)
    return {
      noReviewReason: `verifier: ${error.kind}: ${error.message}`,
      facts: { ...emptyVerifierFacts(), ran: true, reason, sent: numbered.length },
    }
  }
  records.push({
    name: call.name,
    provider: call.provider.name,
    model: result.model,
    result,
    failure: null,
  })
  const parsed = read(result.text)
  const verdicts = adjudicate(numbered, parsed.results)
  input.logger.info(
    `verify: ${numbered.length} finding(s) sent; ${verdicts.confirmed} confirmed, ${verdicts.demoted} demoted, ${verdicts.rejected} rejected, ${verdicts.unverified} unverified`,
  )
  return {
    findings: verdicts.findings,
    warnings: [...parsed.warnings, ...verdicts.warnings],
    facts: {
      ran: true,
      reason,
      sent: numbered.length,
      confirmed: verdicts.confirmed,
      demoted: verdicts.demoted,
      rejected: verdicts.rejected,
      unverified: verdicts.unverified,
      rejections: verdicts.rejections,
      demotions: verdicts.demotions,
    },
  }
}

function emptyVerifierFacts(): VerifierFacts {
  return {
    ran: false,
    reason: '',
    sent: 0,
    confirmed: 0,
    demoted: 0,
    rejected: 0,
    unverified: 0,
    rejections: [],
    demotions: [],
  }
}

/** callModel's validate: null when usable, else the problem (sent back in the repair request). */
function validateWith(read: (reply: string) => unknown): (reply: string) => string | null {
  return (reply) => {
    try {
      read(reply)
      return null
    } catch (error) {
      if (error instanceof ReplyUnusableError) return error.message
      throw error
    }
  }
}
