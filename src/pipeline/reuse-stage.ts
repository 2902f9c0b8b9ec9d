import type { Config } from '../config/schema.js'
import { buildChangedLineMap, buildLineMap } from '../diff/line-map.js'
import { patchId } from '../diff/patch-id.js'
import type { ParsedReview } from '../domain/review.js'
import { decide, policyFrom } from '../gate/decide.js'
import { decideReuse, rulesId, type QueueEntry } from '../gate/reuse.js'
import { applyCarryOver } from './carry-stage.js'
import { addMissingTestFindings } from './judge.js'
import type { Evidence } from '../domain/evidence.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import type { CalibrationExample } from '../examples/types.js'
import type { ReviewGuide } from '../review-guide/parse.js'
import type { JudgedChange, LeftOutFile, RepositoryRef, RunReport } from '../publish/report.js'
import type { Scope } from './prepare.js'

/**
 * Merge queues (issue 23): a merge group whose change is its one pull request's reviewed change
 * takes that review over without a model call (`gate/reuse.ts` says when). What is reused is the
 * review, never the decision: the pull request's findings are carried as its state holds them
 * (dismissals checked again against today's comments), and `decide` judges them with the group's
 * own test evidence, so a red suite in the group fails. Pure over what `gather` read.
 */

/** What `gather` read that reuse needs (run.ts's `Gathered` has it all). */
export interface Gathered {
  config: Config
  scope: Scope
  evidence: Evidence
  diff: { text: string; source: string; notReviewed: LeftOutFile[] }
  reviewGuide: ReviewGuide | null
  repoExamples: CalibrationExample[]
  prior: PriorReview | null
  stateProblem: string | null
  comments: readonly PullComment[]
  headSha: string
  warnings: string[]
}

/** What every review judged: recorded with its outcome for a later merge group. */
export function judgedChange(gathered: Gathered): JudgedChange {
  return {
    patch: patchId(gathered.diff.text),
    rules: rulesId(gathered.config, gathered.reviewGuide, gathered.repoExamples),
  }
}

export type ReuseResult =
  | { kind: 'reused'; report: RunReport }
  | { kind: 'review'; reason: string }
  | { kind: 'not-a-merge-group' }

export function reuseVerdict(
  gathered: Gathered,
  entry: QueueEntry | null,
  repository: RepositoryRef,
): ReuseResult {
  if (entry === null) return { kind: 'not-a-merge-group' }
  const judged = judgedChange(gathered)
  const decision = decideReuse({
    entry,
    groupPatch: judged.patch,
    groupRules: judged.rules,
    prior: gathered.prior,
    stateProblem: gathered.stateProblem,
  })
  if (!decision.reuse) return { kind: 'review', reason: decision.reason }
  const { config, scope, evidence, diff } = gathered
  const lineMap = buildLineMap(scope.diff)
  const carried = applyCarryOver(emptyReview(config), {
    prior: gathered.prior,
    comments: gathered.comments,
    headSha: gathered.headSha,
    rule: config.dismiss,
  })
  const review = addMissingTestFindings(
    asReviewed(carried, gathered),
    evidence,
    config,
    lineMap,
    buildChangedLineMap(scope.diff),
  )
  const outcome = decide({
    policy: policyFrom(config),
    evidence,
    review,
    // The pull request's passing review saw the whole patch; what the group's source could not
    // show is still counted.
    leftOut: { overBudget: 0, notShown: diff.notReviewed.length },
  })
  const report: RunReport = {
    outcome,
    review,
    evidence,
    usage: null,
    diff: {
      source: diff.source,
      reviewed: scope.touched,
      ignored: scope.ignored,
      overBudget: [],
      notReviewed: diff.notReviewed,
    },
    warnings: gathered.warnings,
    repository,
    judged,
    reused: { pullNumber: decision.pullNumber, head: decision.head, patch: decision.patch },
  }
  return { kind: 'reused', report }
}

/** The findings as the pull request's review left them, not as "carried over from a push". */
function asReviewed(review: ParsedReview, gathered: Gathered): ParsedReview {
  const preExisting = new Set(
    (gathered.prior?.findings ?? []).filter((f) => f.pre_existing).map((f) => f.id),
  )
  return {
    ...review,
    issues: review.issues.map(({ carried_over: _carried, ...f }) =>
      f.id && preExisting.has(f.id) ? { ...f, pre_existing: true as const } : f,
    ),
    warnings: review.warnings.filter((w) => !w.includes('neither reported again nor resolved')),
  }
}

function emptyReview(config: Config): ParsedReview {
  return {
    mode: config.mode,
    verdict: 'APPROVED',
    counts: { blocker: 0, major: 0, minor: 0 },
    issues: [],
    strengths: [],
    warnings: [],
    unanchored: [],
    dropped: [],
    structure: {
      completeness_score: 1,
      missing_fields: [],
      counts_consistent: true,
      missing_categories: [],
      notes: [],
    },
    guard_applied: false,
  }
}
