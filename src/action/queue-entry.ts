/**
 * A merge group's pull request (issue 23): the number its queue branch names and that pull
 * request's head now, read from GitHub. Anything that cannot be read leaves the head unknown, so
 * the group is reviewed as usual (`gate/reuse.ts`), never a failed run.
 */
import type { GitHubClient } from '../github/client.js'
import type { EventContext } from '../github/context.js'
import { GitHubApiError } from '../github/failures.js'
import type { QueueEntry } from '../gate/reuse.js'

export async function readQueueEntry(
  context: EventContext,
  client: GitHubClient | null,
): Promise<QueueEntry | null> {
  if (context.event !== 'merge_group') return null
  const pullNumber = context.pullNumber
  if (pullNumber === null) return { pullNumber, pullHead: null }
  if (!client) return { pullNumber, pullHead: null, pullHeadProblem: 'no github-token' }
  try {
    const pull = await client.getPullRequestHead(pullNumber)
    // A queued pull request is open; a closed one's head is no proof of what is being merged.
    if (pull.state !== 'open')
      return { pullNumber, pullHead: null, pullHeadProblem: `it is ${pull.state}` }
    return { pullNumber, pullHead: pull.headSha }
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error
    return { pullNumber, pullHead: null, pullHeadProblem: error.message.slice(0, 200) }
  }
}
