/**
 * What the publishing stage renders: one `RunReport` per run, gathered by the shell from the
 * stages' results. Everything in it that came from a pull request, a test report or the model is
 * untrusted text; the renderers make it inert.
 */
import type { IgnoredFile } from '../diff/types.js'
import type { Evidence } from '../domain/evidence.js'
import type { RunOutcome } from '../domain/outcome.js'
import type { PrecisionFacts } from '../domain/precision.js'
import type { ParsedReview } from '../domain/review.js'
import type { PriorReview } from '../domain/prior.js'

/** What a run judged (issue 23): the change's patch id and the rules' id (`gate/reuse.ts`). */
export interface JudgedChange {
  patch: string
  rules: string
}

/** A merge group whose verdict was taken over from its one pull request's review (no model call). */
export interface ReusedVerdict {
  pullNumber: number
  /** The pull request's head that review judged (and the pull request's head now). */
  head: string
  patch: string
}

/** What the model call cost. Fields are null when the provider did not report them. */
export interface RunUsage {
  provider: string
  model: string | null
  inputTokens: number | null
  outputTokens: number | null
  /** Model requests made, retries included. */
  attempts: number
  /** Repair requests made after a reply broke the contract. */
  repairs: number
  costUsd: number | null
  /** The reply cache's answer (`HIT`, `MISS`, or per call); absent when it was not consulted. */
  replyCache?: string
}

/** A touched file that is not in the reviewed diff, and why. */
export interface LeftOutFile {
  path: string
  reason: string
}

/** Which files the review covered and which it did not. */
export interface DiffFacts {
  /** Where the diff came from, for the summary: e.g. `git diff`, `pull request diff`, `files list`. */
  source: string | null
  /** Files whose diff went into the payload. */
  reviewed: string[]
  /** Files removed by the ignore globs, with the glob. */
  ignored: IgnoredFile[]
  /** Whole files left out of the payload by the size budget, with the rule that dropped them. */
  overBudget: LeftOutFile[]
  /** Files GitHub gave no patch for (binary, too large) or listed past its limits. */
  notReviewed: LeftOutFile[]
}

export interface RepositoryRef {
  owner: string
  repo: string
  /** The head commit of the change: links to findings point at it. */
  headSha: string
  /** `GITHUB_SERVER_URL`; https://github.com when absent. */
  serverUrl?: string
}

/**
 * Everything a summary, a review body and the outputs need. The gate result is inside `outcome`
 * (passed and failed carry it); an error has no gate result and no review.
 */
export interface RunReport {
  outcome: RunOutcome
  /** Absent when the run ended in an error before a usable review existed. */
  review: ParsedReview | null
  evidence: Evidence
  usage: RunUsage | null
  /**
   * What the ensemble, agreement rule, confidence floors and verifier did (also when the run ended
   * in an error: which passes answered). Absent when the model stage did not run.
   */
  precision?: PrecisionFacts
  diff: DiffFacts
  /** Run-level warnings (config, publishing, permissions); the parser's own are in `review`. */
  warnings: string[]
  repository: RepositoryRef
  /**
   * The previous review this run read (a later push). Handed on unchanged in the summary data
   * when this run has no review of its own, so an outage never forgets an open finding.
   */
  prior?: PriorReview
  /**
   * Why the previous review's state could not be read (the gate failed on it). Written into the
   * summary comment's data, so later runs keep failing until a `/review-gate reset`.
   */
  stateProblem?: string
  /**
   * The change and rules this review judged: recorded with its outcome in the summary comment's
   * data, so a merge group of the same change can reuse a pass. Absent when no review ran.
   */
  judged?: JudgedChange
  /** Set when this run reused a pull request's verdict instead of reviewing (a merge group). */
  reused?: ReusedVerdict
  /** A merged review (`merge-shards`): one row per shard accepted, in index order. */
  shards?: ShardRow[]
}

/** One shard of a merged review (`merge-shards`), as its shard.json and review.json tell it. */
export interface ShardRow {
  /** `3/8`. */
  shard: string
  files: number
  /** Its findings as it wrote them (before the merge's carry-over); null: its review is unreadable. */
  findings: number | null
  /** Model requests, retries and repairs included. */
  calls: number
  repairs: number
  inputTokens: number | null
  outputTokens: number | null
  costUsd: number | null
  durationMs: number
  outcome: 'passed' | 'failed' | 'error'
  replyCache?: string
}

export type AnnotationLevel = 'error' | 'warning' | 'notice'

/** One workflow annotation, as data; the shell emits it as a workflow command. */
export interface Annotation {
  level: AnnotationLevel
  file: string
  line: number
  title: string
  message: string
}

export const DEFAULT_SERVER_URL = 'https://github.com'
