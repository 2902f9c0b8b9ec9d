/**
 * One summary comment per pull request (per review-gate step), found again by the hidden marker
 * that opens it and edited in place, so re-runs update it instead of adding comments.
 */
import {
  dataBlockOf,
  readEmbeddedData,
  signDataBlock,
  type PriorRead,
} from '../carry-over/prior-data.js'
import type { StateSigner } from '../shared/state-signature.js'
import { isSummaryComment, summaryMarker } from '../publish/fingerprint.js'
import type { GitHubClient, PostedComment } from './client.js'
import { asMissingPermission, type MissingPermission } from './failures.js'

export interface StickyInput {
  issueNumber: number
  /** The comment body; the marker for `key` is put first if it is not there already. */
  body: string
  key?: string
  /** Only comments by these logins are taken as ours (e.g. `github-actions[bot]`). */
  trustedAuthors?: readonly string[]
  /** With `state-secret`: the data block is signed for `scope` before it is posted. */
  signing?: { signer: StateSigner; scope: string }
}

/** Every page of a pull request's comments is read for the sticky comment: none may hide it. */
export const STICKY_COMMENT_PAGES = 1_000

/** The login the workflow token posts as: only its comments are taken as ours. */
export const OWN_LOGIN = 'github-actions[bot]'

export type StickyResult =
  | { status: 'created' | 'updated' | 'unchanged'; commentId: number; notes: string[] }
  | { status: 'forbidden'; missing: MissingPermission }

function ours(
  comment: PostedComment,
  key: string,
  authors: readonly string[] | undefined,
): boolean {
  if (!isSummaryComment(comment.body, key)) return false
  if (!authors) return true
  const login = comment.user?.login
  return typeof login === 'string' && authors.includes(login)
}

/** Our own summary comment for `key`: the oldest one by a trusted author carrying its marker. */
export function ownSummary(
  items: readonly PostedComment[],
  trustedAuthors: readonly string[],
  key = 'default',
): PostedComment | null {
  return items.filter((c) => ours(c, key, trustedAuthors)).sort((a, b) => a.id - b.id)[0] ?? null
}

/**
 * The previous review's data, read only from our own summary comment: validated (and with a
 * signer, its signature checked); `unreadable` says why data that is there cannot be used.
 */
export function priorFromComments(
  items: readonly PostedComment[],
  trustedAuthors: readonly string[],
  key = 'default',
  verify: { signer: StateSigner; scope: string } | null = null,
): PriorRead {
  const own = ownSummary(items, trustedAuthors, key)
  if (!own?.body) return { prior: null, notices: [] }
  return readEmbeddedData(own.body, `summary comment ${own.id}`, verify)
}

export async function upsertStickyComment(
  client: GitHubClient,
  input: StickyInput,
): Promise<StickyResult> {
  const key = input.key ?? 'default'
  const marker = summaryMarker(key)
  const unsigned = input.body.startsWith(marker) ? input.body : `${marker}\n${input.body}`
  const body = input.signing
    ? signDataBlock(unsigned, input.signing.signer, input.signing.scope)
    : unsigned
  try {
    const { items, truncated } = await client.listIssueComments(
      input.issueNumber,
      STICKY_COMMENT_PAGES,
    )
    const notes = truncated
      ? [
          'The pull request has more comments than were read; the summary comment may be posted again.',
        ]
      : []
    // The oldest one keeps its place in the conversation; later duplicates are left alone.
    const existing = items
      .filter((c) => ours(c, key, input.trustedAuthors))
      .sort((a, b) => a.id - b.id)[0]
    if (!existing) {
      const { id } = await client.createIssueComment(input.issueNumber, body)
      return { status: 'created', commentId: id, notes }
    }
    // A run that read no previous review (it stopped before) hands the existing data on: the next
    // push must still see the open findings.
    const kept = existing.body && dataBlockOf(body) === null ? dataBlockOf(existing.body) : null
    const next = kept ? `${body.trimEnd()}\n${kept}\n` : body
    if (existing.body === next) return { status: 'unchanged', commentId: existing.id, notes }
    const { id } = await client.updateIssueComment(existing.id, next)
    return { status: 'updated', commentId: id, notes }
  } catch (error) {
    const missing = asMissingPermission(error)
    if (missing) return { status: 'forbidden', missing }
    throw error
  }
}
