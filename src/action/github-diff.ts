/**
 * The change as a diff: the checkout's `git diff base...head`, else (no history, or an event read
 * only through the API) the REST API. GitHub failing is a read that did not work, never a crash.
 */
import { closeSync, lstatSync, openSync, readSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { EventContext } from '../github/context.js'
import type { GitHubClient } from '../github/client.js'
import { fetchCompareDiff, fetchPullRequestDiff, textShownAsBinary } from '../github/diff-source.js'
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
      decoded: local.decoded,
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
    // A merge group's change is its own base...head, never the pull request its branch names.
    result =
      context.pullNumber !== null && context.event !== 'merge_group'
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
  // GitHub applies the pull request's own .gitattributes: a text file it shows as binary was
  // not seen by the reviewer (git diff forces text instead).
  const hidden = textShownAsBinary(result.diff.text, (path) => checkoutFile(git.cwd, path))
  return {
    ok: true,
    text: result.diff.text,
    ...(result.diff.decoded ? { decoded: result.diff.decoded } : {}),
    source: result.diff.source,
    label: label(result.diff.source),
    notReviewed: [...result.diff.notReviewed, ...hidden],
    notes: result.diff.notes,
  }
}

/** The start of the checkout's `path` (a regular file inside it, not a link), or null. */
function checkoutFile(workspace: string, path: string): Buffer | null {
  const full = resolve(workspace, path)
  const rel = relative(workspace, full)
  if (rel === '' || rel.startsWith('..')) return null
  if (!lstatSync(full, { throwIfNoEntry: false })?.isFile()) return null
  const fd = openSync(full, 'r')
  try {
    const buffer = Buffer.alloc(8_000)
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0))
  } finally {
    closeSync(fd)
  }
}
