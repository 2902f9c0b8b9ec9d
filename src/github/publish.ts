/**
 * Everything the action posts on a pull request, in one call: the review (unless the run errored
 * or posting is off) and the sticky summary comment. A missing permission never fails the step:
 * the result carries a notice naming it, and the shell falls back to the job summary and
 * annotations (the gate still decides the job).
 */
import type { LineMap } from '../diff/types.js'
import { renderStickyComment } from '../publish/markdown.js'
import type { RunReport } from '../publish/report.js'
import type { GitHubClient } from './client.js'
import { GitHubApiError, type MissingPermission } from './failures.js'
import { publishReview, type PublishReviewResult } from './post-review.js'
import { resolveFixedThreads, type ResolveThreadsResult } from './review-threads.js'
import { upsertStickyComment, type StickyInput, type StickyResult } from './sticky.js'

export interface PublishToPullRequestInput {
  pullNumber: number
  report: RunReport
  lineMap: LineMap
  /** The `post-review` input: false leaves the pull request untouched. */
  postReview: boolean
  /** Separates the sticky comments of several review-gate steps on one pull request. */
  stickyKey?: string
  trustedAuthors?: readonly string[]
  maxInline?: number
  /** With `state-secret`: the summary comment's data is signed for this pull request and step. */
  signing?: StickyInput['signing']
}

type Skipped = { status: 'skipped'; reason: string }
/** GitHub failed in another way (outage after retries, an unexpected 422): reported, not thrown. */
type Failed = { status: 'failed'; error: string }

export interface PublishToPullRequestResult {
  review: PublishReviewResult | Skipped | Failed
  sticky: StickyResult | Skipped | Failed
  /** The review threads of fixed findings, resolved on the pull request. */
  threads: ResolveThreadsResult | Skipped | Failed
  /** Permissions GitHub refused, one entry per refused call. */
  missing: MissingPermission[]
  /** Lines for the job summary / log: permission fallbacks and publishing notes. */
  notices: string[]
  /**
   * What GitHub failed to take (outage, rate limit, an unexpected refusal), also in `notices`:
   * the shell logs these as warnings. They never change the gate's decision.
   */
  failures: string[]
}

export function missingPermissionNotice(missing: readonly MissingPermission[]): string | null {
  if (missing.length === 0) return null
  const needed = [...new Set(missing.map((m) => m.permission))].join('; ')
  return (
    `review-gate could not post on the pull request: the token lacks ${needed} ` +
    '(pull requests from forks get a read-only token). The result is in the job summary and ' +
    'annotations instead; the gate still decides the job.'
  )
}

export async function publishToPullRequest(
  client: GitHubClient,
  input: PublishToPullRequestInput,
): Promise<PublishToPullRequestResult> {
  const missing: MissingPermission[] = []
  const notices: string[] = []
  const failures: string[] = []
  if (!input.postReview) {
    const skipped = { status: 'skipped' as const, reason: 'post-review is false' }
    return { review: skipped, sticky: skipped, threads: skipped, missing, notices, failures }
  }

  let review: PublishToPullRequestResult['review']
  if (input.report.outcome.status === 'error' || !input.report.review) {
    review = { status: 'skipped', reason: 'the review did not run' }
  } else {
    review = await reported(() =>
      publishReview(client, {
        pullNumber: input.pullNumber,
        report: input.report,
        lineMap: input.lineMap,
        maxInline: input.maxInline,
        trustedAuthors: input.trustedAuthors,
        ...(input.stickyKey ? { stickyKey: input.stickyKey } : {}),
      }),
    )
    if (review.status === 'forbidden') missing.push(review.missing)
    else if (review.status === 'failed')
      failures.push(
        `Posting the review on the pull request failed (the gate's decision stands): ${review.error}`,
      )
    else notices.push(...review.notes)
  }

  // Fixed findings: their inline comments' threads are resolved (only threads we started).
  const fixed = new Set(
    (input.report.review?.closed ?? [])
      .filter((f) => f.status === 'resolved')
      .map((f) => f.fingerprint),
  )
  let threads: PublishToPullRequestResult['threads'] = {
    status: 'skipped',
    reason: 'no finding was resolved',
  }
  if (fixed.size > 0 && input.trustedAuthors) {
    const trustedAuthors = input.trustedAuthors
    threads = await reported(() =>
      resolveFixedThreads(client, {
        pullNumber: input.pullNumber,
        fingerprints: fixed,
        trustedAuthors,
      }),
    )
    if (threads.status === 'forbidden') missing.push(threads.missing)
    else if (threads.status === 'failed')
      failures.push(`Resolving the threads of fixed findings failed: ${threads.error}`)
    else if (threads.status === 'done') notices.push(...threads.notes)
  }

  const sticky = await reported(() =>
    upsertStickyComment(client, {
      issueNumber: input.pullNumber,
      body: renderStickyComment(input.report, input.stickyKey),
      key: input.stickyKey,
      trustedAuthors: input.trustedAuthors,
      ...(input.signing ? { signing: input.signing } : {}),
    }),
  )
  if (sticky.status === 'forbidden') missing.push(sticky.missing)
  else if (sticky.status === 'failed')
    failures.push(`Posting the summary comment failed: ${sticky.error}`)
  else notices.push(...sticky.notes)

  notices.push(...failures)
  const notice = missingPermissionNotice(missing)
  if (notice) notices.unshift(notice)
  return { review, sticky, threads, missing, notices, failures }
}

// A GitHub failure while publishing must not decide the job: the gate already has.
async function reported<T>(run: () => Promise<T>): Promise<T | Failed> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof GitHubApiError) return { status: 'failed', error: error.message }
    throw error
  }
}
