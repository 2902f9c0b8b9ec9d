/**
 * A finding's life across the pushes of one pull request (issue 14): its stable id and status,
 * what the previous review left open, the reviewer's claims that a prior finding is fixed, and
 * the maintainers' dismissals read from the pull request's comments.
 */
import type { Category, Finding, Probe, Severity } from './finding.js'

export type FindingStatus = 'open' | 'resolved' | 'dismissed'
export const FINDING_STATUSES: readonly FindingStatus[] = ['open', 'resolved', 'dismissed']

/** Who dismissed a finding, why and when (the comment's time; null when the source gave none). */
export interface Dismissal {
  by: string
  reason: string
  at: string | null
}

/** A finding of the previous review, as it was embedded in its summary (or its review.json). */
export interface PriorFinding {
  id: string
  fingerprint: string
  file: string
  line: number
  severity: Severity
  category: Category
  message: string
  status: FindingStatus
  /** Resolved: the head commit of the run that closed it. */
  resolved_in?: string
  /** Resolved: the reviewer's reason. */
  reason?: string
  dismissal?: Dismissal
  /** Open findings: the probe that decides it on later pushes (issue 24). */
  probe?: Probe
  /** On a line the change did not add: counted only as a blocker (read back by a merge group). */
  pre_existing?: true
}

/**
 * What a review decided and what it judged (issue 23, merge queues): its outcome, the identity
 * of the change it reviewed (`diff/patch-id.ts`) and of the rules it was reviewed under (the
 * base's config, REVIEW.md and calibration examples). A merge group of this one change reuses a
 * pass only when both match; signed with the rest of the state under `state-secret`.
 */
export interface RecordedVerdict {
  outcome: 'passed' | 'failed' | 'error'
  patch: string
  rules: string
}

/** The previous review of this pull request, or what stands in for it in a case directory. */
export interface PriorReview {
  /** The head commit the previous review judged; null when its source does not say. */
  head_sha: string | null
  findings: PriorFinding[]
  /** Where it was read, for messages: `summary comment 123`, `prior/review.json`. */
  where: string
  /**
   * The review that one was made against (its own previous review), when it had one. A re-run on
   * the same commit reviews against this basis again, so its payload is the first run's.
   */
  basis?: { head_sha: string | null; findings: PriorFinding[] }
  /** What that review decided and judged; absent from older data and from runs without a review. */
  verdict?: RecordedVerdict
  /** The data carried `state-secret`'s signature for this pull request and step (checked). */
  signed?: boolean
}

/** A repository permission as GitHub's collaborator permission endpoint reports it. */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'
export const PERMISSIONS: readonly Permission[] = [
  'admin',
  'maintain',
  'write',
  'triage',
  'read',
  'none',
]
/** A pull-request comment that may carry a command, with its author's permission. */
export interface PullComment {
  author: string
  permission: Permission
  body: string
  created_at: string | null
  /** The author opened the pull request: they cannot dismiss findings on it. */
  by_pull_author?: boolean
  /** The comment was changed after it was written (by its author or anyone with write access). */
  edited?: boolean
}

/** A reviewer's claim, in the reply's `resolved` list, that a prior finding is fixed. */
export interface ResolvedClaim {
  id: string
  reason: string
}

/** A finding that no longer counts for the gate: fixed, or dismissed by a maintainer. */
export interface ClosedFinding extends Finding {
  id: string
  fingerprint: string
  status: 'resolved' | 'dismissed'
  resolved_in?: string
  reason?: string
  dismissal?: Dismissal
}

export type { Category, Severity }
