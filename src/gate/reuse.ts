/**
 * Merge queues (issue 23): whether a merge group may take over its pull request's verdict instead
 * of reviewing again. Reuse needs positive proof, each piece checked here, and anything missing is
 * a normal review with the reason said: the queue branch names one pull request; that pull
 * request's state is signed with `state-secret` and read intact; its last review passed, at the
 * pull request's head now; the group's change is the patch that review judged (`diff/patch-id.ts`)
 * and the base's rules are the ones it was judged under. The group's own test evidence is judged
 * afterwards, as in every run (a red suite in the group fails whatever was reused). Pure.
 */
import { createHash } from 'node:crypto'
import type { Config } from '../config/schema.js'
import type { PriorReview } from '../domain/prior.js'
import type { CalibrationExample } from '../examples/types.js'
import type { ReviewGuide } from '../review-guide/parse.js'

/** What a merge group's run knows of the pull request its queue branch names. */
export interface QueueEntry {
  /** The number in `merge_group.head_ref` (`…/pr-<n>-<sha>`); null when it names none. */
  pullNumber: number | null
  /** That pull request's head commit now, as GitHub answers; null when it could not be read. */
  pullHead: string | null
  /** Why the head could not be read (no token, GitHub failed, the pull request is closed). */
  pullHeadProblem?: string
}

export interface ReuseInput {
  entry: QueueEntry
  /** The patch id of the group's whole diff (base_sha...head_sha), before any ignore glob. */
  groupPatch: string
  /** `rulesId` of the group's run: its base's config, REVIEW.md and calibration examples. */
  groupRules: string
  /** The pull request's state as this run read it (our own summary comment's data). */
  prior: PriorReview | null
  /** Why that state could not be read (doubled, unsigned, mis-signed, gone), or null. */
  stateProblem: string | null
}

export type ReuseDecision =
  | { reuse: true; pullNumber: number; head: string; patch: string }
  | { reuse: false; reason: string }

/**
 * The identity of the rules a review is made under: the config as resolved (base file, then the
 * inputs), REVIEW.md's rules and the repository's calibration examples. Where they were read
 * (`REVIEW.md (base 1a2b3c4)`) is left out: a group's base is a later commit of the same branch.
 */
export function rulesId(
  config: Config,
  guide: ReviewGuide | null,
  examples: readonly CalibrationExample[],
): string {
  const rules = guide
    ? { guidance: guide.guidance, overrides: guide.overrides, nits: guide.nits }
    : null
  return createHash('sha256')
    .update(JSON.stringify({ v: 1, config, rules, examples }))
    .digest('hex')
}

export function decideReuse(input: ReuseInput): ReuseDecision {
  const no = (reason: string): ReuseDecision => ({ reuse: false, reason })
  const { entry, prior } = input
  const n = entry.pullNumber
  if (n === null)
    return no("the merge group's branch (merge_group.head_ref) names no single pull request")
  const pr = `pull request #${n}`
  if (input.stateProblem) return no(`${pr}'s review state could not be read`)
  if (!prior) return no(`${pr} has no review by this step to reuse`)
  // Unsigned data can be written by anything that holds the workflow token (SECURITY.md).
  if (prior.signed !== true)
    return no(
      `${pr}'s review state is not signed (set state-secret on both runs): it cannot prove the review`,
    )
  const verdict = prior.verdict
  if (!verdict) return no(`${pr}'s review state records no verdict`)
  if (verdict.outcome !== 'passed')
    return no(`${pr}'s last review did not pass (${verdict.outcome})`)
  if (entry.pullHead === null)
    return no(`${pr}'s head could not be read (${entry.pullHeadProblem ?? 'unknown'})`)
  if (prior.head_sha !== entry.pullHead)
    return no(
      `${pr}'s last review was at ${short(prior.head_sha)}, but its head is ${short(entry.pullHead)}`,
    )
  if (verdict.patch !== input.groupPatch)
    return no(
      `the merge group's change is not the patch ${pr}'s review judged (more than one pull request in the group, or a base that changed the lines around it)`,
    )
  if (verdict.rules !== input.groupRules)
    return no(
      `the base's config, REVIEW.md or calibration examples differ from those ${pr} was reviewed under`,
    )
  return { reuse: true, pullNumber: n, head: entry.pullHead, patch: verdict.patch }
}

function short(sha: string | null): string {
  return sha ? sha.slice(0, 12) : 'an unknown commit'
}
