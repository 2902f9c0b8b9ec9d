/** The reply contract's shapes (DESIGN.md, "The reply contract"). The zod schema lives in contract.ts. */

export type Severity = 'blocker' | 'major' | 'minor'
export const SEVERITIES: readonly Severity[] = ['blocker', 'major', 'minor']

export type ReviewMode = 'implementation' | 'contract'

export const IMPLEMENTATION_CATEGORIES = [
  'logic',
  'code_rules',
  'security',
  'scalability',
  'tests',
] as const
export const CONTRACT_CATEGORIES = ['scope', 'dod', 'test_plan', 'out_of_scope'] as const
export type ImplementationCategory = (typeof IMPLEMENTATION_CATEGORIES)[number]
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number]
export type Category = ImplementationCategory | ContractCategory

export function categoriesFor(mode: ReviewMode): readonly Category[] {
  return mode === 'contract' ? CONTRACT_CATEGORIES : IMPLEMENTATION_CATEGORIES
}

export type Verdict = 'APPROVED' | 'CHANGES_REQUESTED'

export interface Finding {
  severity: Severity
  category: Category
  file: string
  line: number
  message: string
  fix: string
  referenced_example_id?: string
  /** 0–100: how likely a maintainer who investigates agrees this is real. */
  confidence?: number
}

export interface Counts {
  blocker: number
  major: number
  minor: number
}

/** What the model returns, after parsing. */
export interface ReviewReply {
  verdict: Verdict
  counts: Counts
  issues: Finding[]
  strengths: string[]
}

/** A finding kept after the location check. */
export interface CheckedFinding extends Finding {
  /** True when `line` is a commentable new-side line of the diff: it may become an inline comment. */
  anchored: boolean
}

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
}
