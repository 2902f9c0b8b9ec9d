/**
 * The change as a diff: the checkout's `git diff base...head`, else (no history, or an event read
 * only through the API) the REST API. GitHub failing is a read that did not work, never a crash.
 */
import type { EventContext } from '../github/context.js'
import type { GitHubClient } from '../github/client.js'
import { fetchCompareDiff, fetchPullRequestDiff } from '../github/diff-source.js'
import { GitHubApiError } from '../github/failures.js'
import type { Git } from '../git/git.js'
import type { Logger } from '../logger.js'
import type { DiffRead } from '../pipeline/sources.js'

export async function readGitHubDiff(
  context: EventContext,
  client: GitHubClient | null,
  git: Git,
  logger: Logger,
): Promise<DiffRead> {
  const label = (source: string) => `${source} of ${context.base}...${context.head}`
  const local = context.diffFromApi
    ? { ok: false as const, reason: 'this event reads the pull request only through the API' }
    : await git.diff(context.base, context.head)
  if (local.ok) {
    return {
      ok: true,
      text: local.text,
      source: 'git diff',
      label: label('git diff'),
      notReviewed: [],
      notes: [],
    }
  }
  logger.info(`git diff unavailable (${local.reason}); reading the diff from the GitHub API`)
  if (!client) return { ok: false, error: 'no git history and no github-token' }
  let result: Awaited<ReturnType<typeof fetchPullRequestDiff>>
  try {
    const limits = context.changedFiles !== undefined ? { changedFiles: context.changedFiles } : {}
    result =
      context.pullNumber !== null
        ? await fetchPullRequestDiff(client, context.pullNumber, limits)
        : await fetchCompareDiff(client, context.base, context.head, limits)
  } catch (error) {
    // GitHub unavailable (rate limit, outage, hang) or refusing: the run ends as an error with
    // its summary, outputs and artifacts, never as a crash.
    if (!(error instanceof GitHubApiError)) throw error
    logger.warning(`GitHub failed while reading the diff: ${error.message}`)
    return { ok: false, error: `the diff could not be read: ${error.message}` }
  }
  if (!result.ok) {
    return {
      ok: false,
      error: `the diff could not be read: the token lacks ${result.missing.permission}`,
    }
  }
  return {
    ok: true,
    text: result.diff.text,
    source: result.diff.source,
    label: label(result.diff.source),
    notReviewed: result.diff.notReviewed,
    notes: result.diff.notes,
  }
}
