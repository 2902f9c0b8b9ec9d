/**
 * A finding and its vocabulary: severities, categories per review mode, the verdict. The reply
 * contract's zod schema lives in `reply-contract.ts`.
 */

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
  /** The replacement text for the finding's line: a committable suggestion when it is safe. */
  suggestion?: string
  /** The reply's claim that this re-reports a prior finding; replaced by `id` after carry-over. */
  prior_id?: string
  /** The reviewer's reach estimate, in the spec's wording: "N direct callers, M transitive importers". */
  blast_radius?: string
  /**
   * On a line the change did not touch: a problem that was there before. Kept only when the line
   * is untouched; then it counts for the gate only as a blocker.
   */
  pre_existing?: true
}

export interface Counts {
  blocker: number
  major: number
  minor: number
}

/** What the verifier pass said of a finding; `unverified` when it returned no result for it. */
export type Verification = 'confirmed' | 'demoted' | 'unverified'

/** A finding kept after the location check. */
export interface CheckedFinding extends Finding {
  /** True when `line` is a commentable new-side line of the diff: it may become an inline comment. */
  anchored: boolean
  /** Ensemble runs only: the passes (`review-1`, …) that reported this root cause. */
  sources?: string[]
  /** Only when the verifier pass ran. */
  verification?: Verification
  /** Stable short id (`RG-XXXXXX`), kept across pushes; set once per run by carry-over. */
  id?: string
  /** The identity comments are deduplicated by; a re-reported finding keeps its first one. */
  fingerprint?: string
  /** Findings in `issues` are open; closed ones are in the review's `closed` list. */
  status?: 'open'
  /** Neither re-reported nor resolved this push: still open from an earlier push, and counted. */
  carried_over?: true
}
