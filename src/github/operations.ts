/**
 * Every GitHub REST call review-gate makes, with the token permission it needs. The fake server's
 * OpenAPI fixture (scripts/extract-openapi.mjs) holds exactly these operations.
 */
export const GITHUB_OPERATIONS = {
  'pulls/get': {
    route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
    purpose:
      "the pull request diff (Accept: application/vnd.github.v3.diff); on merge_group, the queued pull request's head",
    permission: 'pull-requests: read',
  },
  'pulls/list-files': {
    route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
    purpose: 'the files list when the diff is too large (406), paginated, up to 3,000 files',
    permission: 'pull-requests: read',
  },
  'repos/compare-commits': {
    route: 'GET /repos/{owner}/{repo}/compare/{base}...{head}',
    purpose: 'the diff between two commits for push, merge_group and workflow_dispatch',
    permission: 'contents: read',
  },
  'pulls/list-review-comments': {
    route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments',
    purpose: 'fingerprints of inline comments already posted, paginated',
    permission: 'pull-requests: read',
  },
  'pulls/list-reviews': {
    route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    purpose: 'fingerprints of findings already posted in review bodies, paginated',
    permission: 'pull-requests: read',
  },
  'pulls/create-review': {
    route: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    purpose: 'one COMMENT review with inline comments on the head commit',
    permission: 'pull-requests: write',
  },
  'issues/list-comments': {
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    purpose: 'finding the sticky summary comment by its marker, paginated',
    permission: 'pull-requests: read',
  },
  'issues/create-comment': {
    route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    purpose: 'creating the sticky summary comment',
    permission: 'pull-requests: write',
  },
  'issues/update-comment': {
    route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    purpose: 'updating the sticky summary comment in place',
    permission: 'pull-requests: write',
  },
  'issues/get': {
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}',
    purpose: 'the title and body of the issues a pull request closes (its definition of done)',
    permission: 'issues: read',
  },
  'repos/create-commit-status': {
    route: 'POST /repos/{owner}/{repo}/statuses/{sha}',
    purpose: 'the status-context commit status on the head commit (pending, then the outcome)',
    permission: 'statuses: write',
  },
  'pulls/list': {
    route: 'GET /repos/{owner}/{repo}/pulls',
    purpose: "workflow_run: the open pull request whose head is the CI run's branch and commit",
    permission: 'pull-requests: read',
  },
  'actions/list-workflow-run-artifacts': {
    route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
    purpose: "workflow_run: the triggering run's test-report artifact (report-artifact)",
    permission: 'actions: read',
  },
  'actions/download-artifact': {
    route: 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
    purpose:
      'workflow_run: where to download that artifact (the redirect is followed without the token)',
    permission: 'actions: read',
  },
  'repos/get-collaborator-permission-level': {
    route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
    purpose: 'whether the author of a `/review-gate dismiss` comment may dismiss (write or above)',
    permission: 'metadata: read',
  },
  'git/get-tree': {
    route: 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}',
    purpose: "workflow_run: the listing of the pull request's head commit, for the review context",
    permission: 'contents: read',
  },
  'git/get-blob': {
    route: 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
    purpose: 'workflow_run: the text of a head file, read as data for the review context',
    permission: 'contents: read',
  },
} as const

/**
 * The GraphQL operations review-gate sends (REST has no way to resolve a review thread). The
 * fake server validates them against its excerpt of GitHub's GraphQL schema.
 */
export const GRAPHQL_OPERATIONS = {
  'graphql/review-threads': {
    route: 'POST /graphql (query: pullRequest.reviewThreads)',
    purpose: "finding the thread of each of our inline comments, to resolve a fixed finding's",
    permission: 'pull-requests: read',
  },
  'graphql/resolve-review-thread': {
    route: 'POST /graphql (mutation: resolveReviewThread)',
    purpose: 'resolving the thread of an inline comment whose finding was fixed',
    permission: 'pull-requests: write',
  },
} as const

export type RestOperation = keyof typeof GITHUB_OPERATIONS
export type GitHubOperation = RestOperation | keyof typeof GRAPHQL_OPERATIONS

export function operationInfo(operation: GitHubOperation): {
  route: string
  purpose: string
  permission: string
} {
  return operation in GITHUB_OPERATIONS
    ? GITHUB_OPERATIONS[operation as RestOperation]
    : GRAPHQL_OPERATIONS[operation as keyof typeof GRAPHQL_OPERATIONS]
}

/**
 * GitHub's `x-accepted-github-permissions` header in the workflow file's spelling. Sets are
 * alternatives separated by `;`, permissions within a set by `,`:
 * `issues=write; pull_requests=write` → `issues: write or pull-requests: write`.
 */
export function readableAcceptedPermissions(header: string | undefined | null): string | null {
  if (!header) return null
  const sets = header
    .split(';')
    .map((set) =>
      set
        .split(',')
        .map((p) => /^\s*([a-z_]{1,60})=([a-z]{1,20})\s*$/.exec(p))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => `${(m[1] ?? '').replace(/_/g, '-')}: ${m[2] ?? ''}`)
        .join(', '),
    )
    .filter((set) => set.length > 0)
  return sets.length > 0 ? sets.join(' or ') : null
}
