/**
 * Resolves the review threads of fixed findings (issue 14): the thread whose first comment is our
 * own inline comment (by a trusted author) carrying the finding's fingerprint marker. Threads
 * someone else started are never touched, and an already resolved thread is left as it is.
 */
import { findFingerprints } from '../publish/fingerprint.js'
import type { GitHubClient } from './client.js'
import { asMissingPermission, type MissingPermission } from './failures.js'

export const REVIEW_THREADS_QUERY = `query ReviewThreads($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          comments(first: 1) { nodes { databaseId author { login } body } }
        }
      }
    }
  }
}`

export const RESOLVE_THREAD_MUTATION = `mutation ResolveThread($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) {
    thread { id isResolved }
  }
}`

/** Most pages of threads read (100 a page). */
const MAX_THREAD_PAGES = 10

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null }
        nodes: ({
          id: string
          isResolved: boolean
          comments: {
            nodes: ({
              databaseId: number | null
              author: { login: string } | null
              body: string
            } | null)[]
          }
        } | null)[]
      }
    } | null
  } | null
}

export type ResolveThreadsResult =
  | { status: 'done'; resolved: number; alreadyResolved: number; notes: string[] }
  | { status: 'forbidden'; missing: MissingPermission }

export async function resolveFixedThreads(
  client: GitHubClient,
  input: {
    pullNumber: number
    fingerprints: ReadonlySet<string>
    trustedAuthors: readonly string[]
  },
): Promise<ResolveThreadsResult> {
  const notes: string[] = []
  if (input.fingerprints.size === 0)
    return { status: 'done', resolved: 0, alreadyResolved: 0, notes }
  try {
    const open: string[] = []
    let alreadyResolved = 0
    let cursor: string | null = null
    for (let page = 0; page < MAX_THREAD_PAGES; page++) {
      const data: ThreadsPage = await client.graphql<ThreadsPage>(
        'graphql/review-threads',
        REVIEW_THREADS_QUERY,
        { owner: client.owner, repo: client.repo, number: input.pullNumber, cursor },
      )
      const threads = data.repository?.pullRequest?.reviewThreads
      if (!threads) break
      for (const thread of threads.nodes) {
        const first = thread?.comments.nodes[0]
        const login = first?.author?.login
        if (!thread || !first || !login || !input.trustedAuthors.includes(login)) continue
        if (!findFingerprints(first.body).some((fp) => input.fingerprints.has(fp))) continue
        if (thread.isResolved) alreadyResolved += 1
        else open.push(thread.id)
      }
      if (!threads.pageInfo.hasNextPage) break
      cursor = threads.pageInfo.endCursor
      if (page === MAX_THREAD_PAGES - 1)
        notes.push(
          'The pull request has more review threads than were read; a fixed finding may keep an open thread.',
        )
    }
    for (const threadId of open) {
      await client.graphql('graphql/resolve-review-thread', RESOLVE_THREAD_MUTATION, { threadId })
    }
    return { status: 'done', resolved: open.length, alreadyResolved, notes }
  } catch (error) {
    const missing = asMissingPermission(error)
    if (missing) return { status: 'forbidden', missing }
    throw error
  }
}
