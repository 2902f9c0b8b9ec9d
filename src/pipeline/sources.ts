import type { DecodedDiff } from '../shared/decoded-diff.js'
import type { Config } from '../config/schema.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import type { CalibrationExample } from '../examples/types.js'
import type { PlanContext } from '../payload/plan.js'
import type { LeftOutFile, RepositoryRef } from '../publish/report.js'
import type { QueueEntry } from '../gate/reuse.js'
import type { HeadTreeSource } from './head-tree.js'

/**
 * Everything a run reads, answered by one of two implementations: the GitHub one (an event,
 * REST and the local git checkout; `src/action/github-sources.ts`) and the case-directory one
 * (`src/cli/case-sources.ts`). The pipeline never knows which it has (actions/cache's injected
 * state provider is the model).
 */
export interface Sources {
  /** The repository and the head commit: links, and what the evidence must cover. */
  readonly repository: RepositoryRef
  /** The commit test evidence must be for; null when the source cannot say (a case without one). */
  readonly covers: string | null
  /**
   * The config as the base commit has it (for a pull request: never the pull request's own copy),
   * parsed and validated, with where it came from for messages.
   */
  baseConfig(): Promise<{ config: Config; where: string }>
  /** The change under review, or why it could not be read (the run then ends as an error). */
  diff(): Promise<DiffRead>
  /** The definition of done for the config's mode: a plan item, a document, or the PR's text. */
  plan(config: Config): Promise<PlanContext>
  /** The repository's own calibration examples (from the base commit for a pull request). */
  repoExamples(): Promise<CalibrationExample[]>
  /**
   * REVIEW.md at the repository root as the base commit has it (a case: the case's own), with
   * where it came from for messages; null when there is none. Read bounded: a file over
   * MAX_REVIEW_GUIDE_BYTES is given as read and refused by the parser.
   */
  reviewGuide(): Promise<{ text: string; where: string } | null>
  /**
   * The previous review of this change (GitHub: the data in our own sticky summary comment; a
   * case: `prior/review.json`; a local branch: `--prior <file>`), validated; null when there is
   * none or it could not be trusted (the source's notes say why).
   */
  priorReview(config?: Config): Promise<PriorReview | null>
  /**
   * The pull request's comments that may carry a `/review-gate dismiss` command, each with its
   * author's repository permission (a case: `comments.json`); empty when there are none.
   */
  pullComments(): Promise<PullComment[]>
  /**
   * The repository at the head, for the review context (a checkout at the head, a case's
   * `tree/`, workflow_run: the head commit through GitHub's API); null or absent when there is
   * none: the payload then says "no repository context".
   */
  headTree?(): Promise<HeadTreeSource | null>
  /**
   * On a merge group: the pull request its queue branch names and that pull request's head now
   * (GitHub's answer), for reusing its verdict (`gate/reuse.ts`); null or absent elsewhere.
   */
  mergeGroup?(): Promise<QueueEntry | null>
  /** Where test evidence is read and whether the change's own code may run (the test command). */
  evidence(config: Config): EvidenceLocation
  /**
   * What the sources noticed so far and a person should know (a linked issue that could not be
   * read, a base commit missing from the checkout); returned once, then forgotten.
   */
  drainNotes(): string[]
}

export type DiffRead =
  | {
      ok: true
      text: string
      /** The same text with what its reader knew of its bytes, when it read them (parseDiff). */
      decoded?: DecodedDiff
      /** For the summary: `git diff`, `pull request diff`, `files list`, `case diff.patch`. */
      source: string
      /** For parse errors: where the text came from. */
      label: string
      /** Files the source could not show (no patch, past a listing cap). */
      notReviewed: LeftOutFile[]
      notes: string[]
    }
  | { ok: false; error: string }

export interface EvidenceLocation {
  /** The checkout or case directory: report globs and test paths are relative to it. */
  root: string
  /** Report globs besides the config's (a case's reports/ folder). */
  extraReportGlobs: string[]
  /** A recorded evidence JSON (a case's evidence.json). */
  evidenceFile: string | null
  /**
   * Reports git tracks are read: only a case directory (a recorded fixture). Elsewhere a tracked
   * report was written by the pull request, not by this run, and is refused as unknown.
   */
  allowTrackedReports?: boolean
  /** Null when the test command may run; else why not (said in the summary). */
  testCommandRefused: string | null
  /**
   * Where the reports came from, when a reader should know: a `workflow_run`'s reports were
   * written by the pull request's own CI run (a fork's code). Said in the payload and summary.
   */
  provenance?: string
  /**
   * Why the reports found here cannot be taken at their word (a `workflow_run` artifact that is
   * missing, refused, or produced by files the pull request changed): each makes the evidence
   * unknown, and a red result stays red.
   */
  distrust?: string[]
}
