import type { GitHubClient } from '../github/client.js'
import type { RemoteHeadTree } from '../pipeline/head-tree.js'

export const REMOTE_TREE_LABEL = 'head commit (GitHub API)'

/**
 * The pull request's head commit as GitHub's git trees and blobs API show it (workflow_run: the
 * fork's code is never checked out in the privileged job). The files are read as data by the
 * context stage, never written to disk, never run. A listing the API refuses is no context, with
 * a note saying why; it never fails the run: context only adds to a review.
 */
export async function remoteHeadTree(
  client: GitHubClient,
  head: string,
  note: (text: string) => void,
): Promise<RemoteHeadTree | null> {
  let listing
  try {
    listing = await client.getTree(head)
  } catch (error) {
    note(
      `no repository context: the tree of the head ${head.slice(0, 7)} could not be listed through the API (${error instanceof Error ? error.message : String(error)})`,
    )
    return null
  }
  const shas = new Map(listing.files.map((file) => [file.path, file.sha]))
  return {
    kind: 'remote',
    label: REMOTE_TREE_LABEL,
    files: listing.files.map(({ path, size }) => ({ path, size })),
    truncated: listing.truncated,
    fetch: (path) => client.getBlob(shas.get(path) ?? ''),
  }
}
