import type { Category, Severity } from './finding.js'

/**
 * What the precision steps did to a review (the ensemble, the agreement rule, the confidence
 * floors, the verifier and the adjudication of its results), for review.json and the summary.
 * Nothing here decides the gate: the findings that survive do.
 */

/** One reviewer pass of an ensemble, named `review-1` … `review-N` in configuration order. */
export interface PassFacts {
  name: string
  provider: string
  model: string | null
  dimension: string | null
  answered: boolean
  /** Model findings it reported (answered passes only). */
  findings?: number
  /** Why it gave no usable review (failed passes only). */
  error?: string
}

/** A finding the verifier rejected or demoted, with the verifier's own words. */
export interface AdjudicatedFinding {
  id: string
  severity: Severity
  category: Category
  file: string
  line: number
  message: string
  /** For a demotion: the severity it now has. */
  to?: Severity
  evidence: string
}

export interface VerifierFacts {
  ran: boolean
  /** Why it ran or not (`verify: always`, `verify: auto and 2 blocker or major findings remained`). */
  reason: string
  /** The findings sent, numbered F1 … Fn. */
  sent: number
  confirmed: number
  demoted: number
  rejected: number
  /** Findings the verifier returned no usable result for: kept as they were. */
  unverified: number
  /** Every rejected finding, blockers and majors included: never silently gone. */
  rejections: AdjudicatedFinding[]
  demotions: AdjudicatedFinding[]
}

export interface PrecisionFacts {
  passes: PassFacts[]
  /** Passes that had to answer for the run to go on: max(min_agreement, 1). */
  quorum: number
  min_agreement: number
  /** Model findings dropped because fewer than min_agreement passes reported them. */
  below_agreement: number
  confidence: {
    floors: { major: number; minor: number }
    dropped: { major: number; minor: number }
    /** Findings that carried no confidence: kept, and counted here. */
    without_confidence: number
  }
  verifier: VerifierFacts | null
}
