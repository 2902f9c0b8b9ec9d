/**
 * Posts the findings as one pull-request review, reviewdog style: inline comments only on
 * commentable lines of the head commit, at most `maxInline` per request (the rest in the body),
 * nothing a previous run already posted (hidden fingerprints), and when GitHub refuses the inline
 * comments (422) the same review again without them so no finding is lost.
 */
import type { LineMap } from '../diff/types.js'
import { compareFindings } from '../publish/annotations.js'
import { renderInlineComment, renderReviewBody } from '../publish/comments.js'
import { findFingerprints, fingerprint, scopedFingerprint } from '../publish/fingerprint.js'
import type { RunReport } from '../publish/report.js'
import type { CheckedFinding, Finding } from '../domain/finding.js'
import type { GitHubClient, NewReviewComment, PostedComment } from './client.js'
import { GitHubApiError, asMissingPermission, type MissingPermission } from './failures.js'

export const MAX_INLINE_PER_REVIEW = 30

export interface PublishReviewInput {
  pullNumber: number
  /** Supplies the review (must not be an errored run), the repository and the head SHA. */
  report: RunReport
  /** Commentable new-side lines per file, from the diff under review. */
  lineMap: LineMap
  maxInline?: number
  /**
   * Only markers in comments by these logins count as already posted (e.g. `github-actions[bot]`).
   * Absent: any author's markers count.
   */
  trustedAuthors?: readonly string[]
  /** The step's sticky key: its findings' fingerprints are its own. */
  stickyKey?: string
}

export type PublishReviewResult =
  | {
      status: 'posted'
      reviewId: number
      inline: number
      inBody: number
      outside: number
      alreadyPosted: number
      /** GitHub answered 422 to the inline comments; the review went out without them. */
      inlineRefused: boolean
      notes: string[]
    }
  | { status: 'nothing-new'; alreadyPosted: number; notes: string[] }
  | { status: 'forbidden'; missing: MissingPermission }

function trusted(comment: PostedComment, authors: readonly string[] | undefined): boolean {
  if (!authors) return true
  const login = comment.user?.login
  return typeof login === 'string' && authors.includes(login)
}

/** Fingerprints already on the pull request, from inline comments and review bodies. */
export async function postedFingerprints(
  client: GitHubClient,
  pullNumber: number,
  trustedAuthors?: readonly string[],
): Promise<{ fingerprints: Set<string>; notes: string[] }> {
  const [comments, reviews] = [
    await client.listReviewComments(pullNumber),
    await client.listReviews(pullNumber),
  ]
  const fingerprints = new Set<string>()
  for (const item of [...comments.items, ...reviews.items]) {
    if (!trusted(item, trustedAuthors)) continue
    for (const fp of findFingerprints(item.body)) fingerprints.add(fp)
  }
  const notes: string[] = []
  if (comments.truncated || reviews.truncated) {
    notes.push(
      'The pull request has more comments than were read; an older finding may be posted again.',
    )
  }
  return { fingerprints, notes }
}

interface Plan {
  inline: CheckedFinding[]
  inBody: CheckedFinding[]
  outside: Finding[]
  alreadyPosted: number
}

function plan(input: PublishReviewInput, posted: Set<string>): Plan {
  const review = input.report.review
  const maxInline = input.maxInline ?? MAX_INLINE_PER_REVIEW
  const seen = new Set<string>()
  const skipped = new Set<string>()
  // A finding is new when no earlier run posted it and it did not already come up in this run.
  const fresh = (f: CheckedFinding): boolean => {
    const fp = scopedFingerprint(f.fingerprint ?? fingerprint(f), input.stickyKey)
    if (posted.has(fp)) {
      skipped.add(fp)
      return false
    }
    if (seen.has(fp)) return false
    seen.add(fp)
    return true
  }
  const result: Plan = { inline: [], inBody: [], outside: [], alreadyPosted: 0 }
  for (const finding of [...(review?.issues ?? [])].sort(compareFindings)) {
    if (!fresh(finding)) continue
    const commentable =
      finding.anchored && input.lineMap.get(finding.file)?.has(finding.line) === true
    if (commentable && result.inline.length < maxInline) result.inline.push(finding)
    else result.inBody.push(finding)
  }
  result.alreadyPosted = skipped.size
  return result
}

function inlineComment(finding: CheckedFinding, input: PublishReviewInput): NewReviewComment {
  return {
    path: finding.file,
    line: finding.line,
    side: 'RIGHT',
    body: renderInlineComment(finding, { key: input.stickyKey, lineMap: input.lineMap }),
  }
}

export async function publishReview(
  client: GitHubClient,
  input: PublishReviewInput,
): Promise<PublishReviewResult> {
  if (input.report.outcome.status === 'error' || !input.report.review) {
    throw new Error('publishReview needs a review: an errored run has nothing to post as a review')
  }
  try {
    const { fingerprints, notes } = await postedFingerprints(
      client,
      input.pullNumber,
      input.trustedAuthors,
    )
    const p = plan(input, fingerprints)
    if (p.inline.length + p.inBody.length + p.outside.length === 0) {
      return { status: 'nothing-new', alreadyPosted: p.alreadyPosted, notes }
    }
    const commitId = input.report.repository.headSha
    const body = renderReviewBody({
      report: input.report,
      inlineCount: p.inline.length,
      inBody: p.inBody,
      outside: p.outside,
      alreadyPosted: p.alreadyPosted,
      ...(input.stickyKey ? { key: input.stickyKey } : {}),
    })
    const counts = {
      inline: p.inline.length,
      inBody: p.inBody.length,
      outside: p.outside.length,
      alreadyPosted: p.alreadyPosted,
    }
    try {
      const { id } = await client.createReview(input.pullNumber, {
        commitId,
        body,
        comments: p.inline.map((f) => inlineComment(f, input)),
      })
      return { status: 'posted', reviewId: id, ...counts, inlineRefused: false, notes }
    } catch (error) {
      if (!(error instanceof GitHubApiError) || error.status !== 422 || p.inline.length === 0)
        throw error
      // A line GitHub will not anchor (outdated head, a line map disagreement): keep every
      // finding by moving the inline ones into the body.
      const retryBody = renderReviewBody({
        report: input.report,
        inlineCount: 0,
        inBody: [...p.inline, ...p.inBody],
        outside: p.outside,
        alreadyPosted: p.alreadyPosted,
        inlineRefused: true,
        ...(input.stickyKey ? { key: input.stickyKey } : {}),
      })
      const { id } = await client.createReview(input.pullNumber, {
        commitId,
        body: retryBody,
        comments: [],
      })
      return {
        status: 'posted',
        reviewId: id,
        ...counts,
        inline: 0,
        inBody: p.inline.length + p.inBody.length,
        inlineRefused: true,
        notes: [
          ...notes,
          `GitHub refused the inline comments (${error.message}); they were posted in the review body.`,
        ],
      }
    }
  } catch (error) {
    const missing = asMissingPermission(error)
    if (missing) return { status: 'forbidden', missing }
    throw error
  }
}
