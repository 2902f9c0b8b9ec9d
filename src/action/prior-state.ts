/**
 * The previous review's state on a pull request (issue 21): our own summary comment's data, found
 * on every page of the comments, validated and (with `state-secret`) its signature checked. State
 * that cannot be read is never a quiet fresh start: two data blocks, data that fails validation or
 * its signature, or no data while this step's own finding comments show an earlier review throw
 * StateUnreadable (the gate fails, the summary data records it), until a `/review-gate reset` by
 * someone who may dismiss, written after everything review-gate last wrote here.
 */
import { commandLines } from '../carry-over/commands.js'
import {
  DEFAULT_DISMISS_RULE,
  printable,
  refusalOf,
  type DismissRule,
} from '../carry-over/dismiss.js'
import { readEmbeddedData, stateProblemMessage, stickyScope } from '../carry-over/prior-data.js'
import type { Config } from '../config/schema.js'
import type { PriorReview } from '../domain/prior.js'
import { StateUnreadable } from '../errors.js'
import type { GitHubClient, PostedComment } from '../github/client.js'
import type { EventContext } from '../github/context.js'
import { OWN_LOGIN, ownSummary, priorFromComments, STICKY_COMMENT_PAGES } from '../github/sticky.js'
import type { Logger } from '../logger.js'
import { findFingerprints, stepOf } from '../publish/fingerprint.js'
import { stateSigner } from '../shared/state-signature.js'
import type { PullRequestComments } from './pull-comments.js'

export interface PriorStateInput {
  context: EventContext
  client: GitHubClient | null
  comments: PullRequestComments
  stickyKey: string
  stateSecret: string | null
  /** The inputs may only tighten (the pull request changes the running workflow). */
  inputsUntrusted: boolean
  config: Config | undefined
  logger: Logger
  note: (text: string) => void
}

export async function readPriorState(input: PriorStateInput): Promise<PriorReview | null> {
  const { context, stickyKey: key } = input
  const comments = await input.comments.all()
  const pull = context.pullNumber
  if (comments === null || pull === null) return null
  const signer = stateSigner(input.stateSecret)
  const scope = stickyScope(`${context.owner}/${context.repo}`, pull, key)
  const own = ownSummary(comments.items, [OWN_LOGIN], key)
  const read = priorFromComments(
    comments.items,
    [OWN_LOGIN],
    key,
    signer ? { signer, scope } : null,
  )
  for (const notice of read.notices) input.note(notice)
  let problem = read.unreadable ?? null
  if (problem === null && read.prior === null && own === null && input.inputsUntrusted)
    problem = shedState(comments.items, key, context.head)
  const writes: PostedComment[] = own ? [own] : []
  if (problem === null && read.prior === null) {
    if (comments.truncated)
      problem = `the pull request has more comments than the ${STICKY_COMMENT_PAGES * 100} read, and review-gate's summary comment is not among them`
    else {
      const earlier = await earlierReview(input.client, pull, key)
      writes.push(...earlier)
      if (earlier.length > 0) {
        const what = `${earlier.length} of review-gate's own finding comments`
        problem = own
          ? `summary comment ${own.id} holds no data, but ${what} show an earlier review`
          : `review-gate's summary comment is gone, but ${what} show an earlier review`
      }
    }
  }
  if (problem === null) {
    if (read.prior)
      input.logger.info(
        `prior review: ${read.prior.findings.length} finding(s) from ${read.prior.where}`,
      )
    return read.prior
  }
  const reset = await resetBy(input, writes)
  if (reset === null) throw new StateUnreadable(stateProblemMessage(problem))
  input.note(
    `${reset}: this review starts afresh (the previous review's state could not be read: ${problem})`,
  )
  return null
}

/**
 * A new sticky-key in a workflow the pull request changed would shed the state of another step's
 * summary from an earlier push (a sibling step of this same commit is no earlier state).
 */
function shedState(items: readonly PostedComment[], key: string, head: string): string | null {
  const earlier = items.find(
    (c) =>
      c.user?.login === OWN_LOGIN &&
      typeof c.body === 'string' &&
      c.body.startsWith('<!-- review-gate:summary:') &&
      readEmbeddedData(c.body, 'another step').prior?.head_sha !== head,
  )
  return earlier
    ? `sticky-key ${key} has no summary comment, but review-gate's summary comment ${earlier.id} of an earlier push exists, and the pull request changes the running workflow`
    : null
}

/** This step's own finding comments (inline or in a review body): it reviewed before. */
async function earlierReview(
  client: GitHubClient | null,
  pull: number,
  key: string,
): Promise<PostedComment[]> {
  if (!client) return []
  const mine = (c: PostedComment) =>
    c.user?.login === OWN_LOGIN &&
    typeof c.body === 'string' &&
    findFingerprints(c.body).length > 0 &&
    stepOf(c.body) === key
  const inline = (await client.listReviewComments(pull)).items.filter(mine)
  const reviews = (await client.listReviews(pull)).items.filter(mine)
  return [...inline, ...reviews]
}

/**
 * Who reset the carried state, or null: a `/review-gate reset` line by someone the dismiss rule
 * allows, in an unedited comment written after the last thing review-gate wrote here (so a reset
 * is spent by the run that acts on it).
 */
async function resetBy(input: PriorStateInput, writes: PostedComment[]): Promise<string | null> {
  const rule: DismissRule = input.config?.dismiss ?? DEFAULT_DISMISS_RULE
  const stamps = writes.flatMap((c) => {
    const at = c.updated_at ?? c.created_at ?? (c as { submitted_at?: string }).submitted_at
    return at ? [at] : []
  })
  const latest = stamps.sort().at(-1) ?? ''
  for (const comment of await input.comments.withCommands()) {
    if (commandLines(comment.body, 'reset').length === 0) continue
    const who = printable(comment.author)
    const refusal = refusalOf(comment, rule)
    if (refusal) {
      input.note(`reset by ${who} ignored: ${refusal}`)
      continue
    }
    if (!comment.created_at || comment.created_at <= latest) continue
    return `reset by ${who} on ${comment.created_at}${input.stickyKey === 'default' ? '' : ` (sticky-key ${input.stickyKey})`}`
  }
  return null
}
