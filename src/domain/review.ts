import type { CheckedFinding, Counts, Finding, ReviewMode, Verdict } from './finding.js'
import type { PrecisionFacts } from './precision.js'
import type { ClosedFinding, ResolvedClaim } from './prior.js'

/** The structural report (reviewer-protocol): for people to read, never changes the gate. */
export interface StructuralReport {
  /** 0..1, starts at 1 and is lowered per problem found. */
  completeness_score: number
  missing_fields: string[]
  counts_consistent: boolean
  missing_categories: string[]
  notes: string[]
}

/** The normalized review: the contract's fields plus what the parser did. `review.json`. */
export interface ParsedReview {
  mode: ReviewMode
  verdict: Verdict
  counts: Counts
  issues: CheckedFinding[]
  strengths: string[]
  /** Every correction the parser made, in order. Never silent. */
  warnings: string[]
  /** Findings on files outside the change: dropped, listed here. */
  unanchored: Finding[]
  /** Entries that could not be read as findings at all, with the reason. */
  dropped: { reason: string; excerpt: string }[]
  structure: StructuralReport
  /** True when the require-tests-blocker guard added a finding or forced the verdict. */
  guard_applied: boolean
  /**
   * Why the reply was not read completely (an unreadable entry, a dropped blocker or major,
   * counts claiming more findings than listed, a refusal). Non-empty: the review is incomplete and
   * can never pass the gate. Absent means none.
   */
  incomplete?: string[]
  /**
   * What the ensemble, agreement rule, confidence floors and verifier did; present only when one
   * of them was configured beyond the defaults or dropped a finding.
   */
  precision?: PrecisionFacts
  /** The reply's `resolved` claims, as read; carry-over judges them and removes this field. */
  resolved?: ResolvedClaim[]
  /**
   * Findings of earlier pushes that no longer count: resolved (fixed, with the commit) or
   * dismissed by a maintainer (who, why, when). Absent when there are none.
   */
  closed?: ClosedFinding[]
}
