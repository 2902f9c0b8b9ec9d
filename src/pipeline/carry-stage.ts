import { carryOver } from '../carry-over/carry.js'
import type { DismissRule } from '../carry-over/dismiss.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import type { ParsedReview } from '../domain/review.js'
import type { PriorPayload } from '../payload/prior.js'
import { isTestsBlocker } from '../review/finding.js'
import { MISSING_TEST_MESSAGE } from './judge.js'

/**
 * The previous review in this run (issue 14): what the payload shows of it, and the one place it
 * is applied to the review (after the precision steps, before the decision).
 */

export interface CarryContext {
  prior: PriorReview | null
  comments: readonly PullComment[]
  headSha: string
  /** Who may dismiss: the base config's `dismiss`. */
  rule?: DismissRule
  /** Why the previous review's state could not be read: the review cannot be complete. */
  stateProblem?: string | null
}

/** Findings derived from this run's test evidence alone: never carried, never resolved by a claim. */
function fromEvidence(f: { category: string; severity: string; message: string }): boolean {
  return f.category === 'tests' && f.message === MISSING_TEST_MESSAGE
}

/**
 * The prior review this run is made against. A re-run on the commit the prior review judged (a
 * re-run after a dismissal, a flaky job) is made against what that review was made against, so
 * its payload is byte-identical to the first run's (a first review of the commit: none).
 */
export function effectivePrior(prior: PriorReview | null, head: string): PriorReview | null {
  if (!prior || prior.head_sha !== head) return prior
  if (!prior.basis) return null
  return {
    head_sha: prior.basis.head_sha,
    findings: prior.basis.findings,
    where: `${prior.where} (the review ${head.slice(0, 7)} was first made against)`,
  }
}

/** The previous review's open findings as the payload lists them; null on a first review. */
export function priorPayload(prior: PriorReview | null, head: string): PriorPayload | null {
  if (!prior) return null
  return {
    findings: prior.findings.filter(
      (f) => f.status === 'open' && !isTestsBlocker(f) && !fromEvidence(f),
    ),
    priorHead: prior.head_sha,
    head,
  }
}

/** Ids, statuses, re-reported and carried findings, resolved claims and dismissals. Pure. */
export function applyCarryOver(review: ParsedReview, context: CarryContext): ParsedReview {
  const carried = carryOver({
    review,
    prior: context.prior,
    comments: context.comments,
    headSha: context.headSha,
    isEvidence: fromEvidence,
    ...(context.rule ? { rule: context.rule } : {}),
  })
  // What the previous review left open is unknown: this review cannot vouch for the change.
  if (context.stateProblem)
    carried.incomplete = [...(carried.incomplete ?? []), context.stateProblem]
  return carried
}
