/** The fake server's per-operation behaviour (see server.ts for the contract). */
import type { OperationSpec } from './schema.js'
import type { FakeGitHub } from './server.js'
import type { Permission, PullState, StoredStatus, TokenPermissions } from './types.js'
import {
  compareShape,
  fileShape,
  issueCommentShape,
  issueShape,
  reviewCommentShape,
  reviewShape,
  statusShape,
  pullListShape,
  artifactShape,
  userShape,
  type RepoRef,
  type StoredReviewComment,
} from './shapes.js'

export interface Ctx {
  fake: FakeGitHub
  spec: OperationSpec
  params: Record<string, unknown>
  body: unknown
  headers: Record<string, string>
  url: URL
  repo: RepoRef
  reply: (status: number, body: unknown, headers?: Record<string, string>) => void
  fail: (status: number, message: string, problem?: string) => void
}

/** Alternatives: any one set grants access (GitHub's `x-accepted-github-permissions`). */
const NEEDS: Record<string, [keyof TokenPermissions, Permission][]> = {
  'pulls/get': [['pull_requests', 'read']],
  'pulls/list-files': [['pull_requests', 'read']],
  'pulls/list-review-comments': [['pull_requests', 'read']],
  'pulls/list-reviews': [['pull_requests', 'read']],
  'pulls/create-review': [['pull_requests', 'write']],
  'issues/list-comments': [
    ['issues', 'read'],
    ['pull_requests', 'read'],
  ],
  'issues/create-comment': [
    ['issues', 'write'],
    ['pull_requests', 'write'],
  ],
  'issues/update-comment': [
    ['issues', 'write'],
    ['pull_requests', 'write'],
  ],
  'repos/compare-commits': [['contents', 'read']],
  'issues/get': [['issues', 'read']],
  'repos/create-commit-status': [['statuses', 'write']],
  'pulls/list': [['pull_requests', 'read']],
  'actions/list-workflow-run-artifacts': [['actions', 'read']],
  'actions/download-artifact': [['actions', 'read']],
  // metadata: read, which every token has.
  'repos/get-collaborator-permission-level': [['contents', 'none']],
  'git/get-tree': [['contents', 'read']],
  'git/get-blob': [['contents', 'read']],
}

const RANK: Record<Permission, number> = { none: 0, read: 1, write: 2 }
const DIFF_TYPES = ['application/vnd.github.v3.diff', 'application/vnd.github.diff']
const MAX_DIFF_FILES = 300
const MAX_DIFF_LINES = 20_000
const MAX_LISTED_FILES = 3_000
const MAX_COMPARE_FILES = 300
const BODY_LIMIT = 65_536

function allowed(ctx: Ctx): boolean {
  const needs = NEEDS[ctx.spec.operationId] ?? []
  if (needs.some(([name, level]) => RANK[ctx.fake.permissions[name]] >= RANK[level])) return true
  ctx.reply(
    403,
    {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
      status: '403',
    },
    { 'x-accepted-github-permissions': needs.map(([n, l]) => `${n}=${l}`).join('; ') },
  )
  return false
}

/** One page of `items` with GitHub's `Link` header (first/prev/next/last). */
function paginate<T, R = T>(
  ctx: Ctx,
  items: T[],
  shape: (item: T) => R = (item) => item as unknown as R,
): { page: R[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(Number(ctx.params.per_page ?? 30) || 30, 1), 100)
  const page = Math.max(Number(ctx.params.page ?? 1) || 1, 1)
  const last = Math.max(Math.ceil(items.length / perPage), 1)
  const link = (n: number, rel: string): string => {
    const u = new URL(ctx.url.toString())
    u.searchParams.set('per_page', String(perPage))
    u.searchParams.set('page', String(n))
    return `<${u.toString()}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
  if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'))
  return {
    page: items.slice((page - 1) * perPage, page * perPage).map(shape),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  }
}

function wantsDiff(ctx: Ctx): boolean {
  const accept = ctx.headers.accept ?? ''
  return DIFF_TYPES.some((t) => accept.includes(t))
}

function findPull(ctx: Ctx, number: unknown): PullState | null {
  const pull = ctx.fake.pull(Number(number), ctx.repo.owner, ctx.repo.repo)
  if (!pull) ctx.fail(404, 'Not Found')
  return pull ?? null
}

function tooLong(text: unknown): boolean {
  return typeof text === 'string' && Array.from(text).length > BODY_LIMIT
}

function sendDiff(
  ctx: Ctx,
  diff: string,
  split: { files: unknown[]; lineCount: number },
  forced: boolean,
): void {
  if (forced || split.files.length > MAX_DIFF_FILES || split.lineCount > MAX_DIFF_LINES) {
    ctx.reply(406, {
      message: `Sorry, the diff exceeded the maximum number of files (${MAX_DIFF_FILES}). Consider using 'List pull requests files' API or locally cloning the repository instead.`,
      errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }],
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files',
      status: '406',
    })
    return
  }
  ctx.reply(200, diff, { 'content-type': 'application/vnd.github.v3.diff; charset=utf-8' })
}

function getPull(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.pull_number)
  if (!pull) return
  if (!wantsDiff(ctx)) {
    // The pull request itself (a merge group reads its head), built from the response's schema.
    const schema = ctx.spec.responses['200']?.schema
    if (!schema) return ctx.fail(500, 'fake: no schema for pulls/get')
    return ctx.reply(200, pullListShape(ctx.fake.site, ctx.repo, pull, schema))
  }
  sendDiff(ctx, pull.diff, pull.split, pull.tooLarge)
}

function listFiles(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.pull_number)
  if (!pull) return
  const { page, headers } = paginate(ctx, pull.split.files.slice(0, MAX_LISTED_FILES), (f) =>
    fileShape(ctx.fake.site, ctx.repo, pull.headSha, f),
  )
  ctx.reply(200, page, headers)
}

function listReviewComments(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.pull_number)
  if (!pull) return
  const { page, headers } = paginate(ctx, pull.reviewComments, (c) =>
    reviewCommentShape(ctx.fake.site, ctx.repo, pull.number, c),
  )
  ctx.reply(200, page, headers)
}

function listReviews(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.pull_number)
  if (!pull) return
  const { page, headers } = paginate(ctx, pull.reviews, (r) =>
    reviewShape(ctx.fake.site, ctx.repo, pull.number, r),
  )
  ctx.reply(200, page, headers)
}

interface ReviewBody {
  commit_id?: string
  body?: string
  event?: string
  comments?: { path: string; body: string; line?: number; side?: string; position?: number }[]
}

function createReview(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.pull_number)
  if (!pull) return
  const input = (ctx.body ?? {}) as ReviewBody
  const unprocessable = (errors: string[]): void =>
    ctx.reply(422, {
      message: 'Unprocessable Entity',
      errors,
      documentation_url: 'https://docs.github.com/rest',
      status: '422',
    })
  if ((input.event === 'COMMENT' || input.event === 'REQUEST_CHANGES') && !input.body) {
    return unprocessable([`Body is required when event is ${input.event}`])
  }
  if (
    input.commit_id !== undefined &&
    input.commit_id !== pull.headSha &&
    input.commit_id !== pull.baseSha
  ) {
    return unprocessable(['commit_id is not part of the pull request'])
  }
  if (tooLong(input.body)) return unprocessable(['Body is too long (maximum is 65536 characters)'])
  for (const c of input.comments ?? []) {
    if (tooLong(c.body))
      return unprocessable(['Comment body is too long (maximum is 65536 characters)'])
    const lines = pull.split.rightLines.get(c.path)
    if (!lines) return unprocessable(['Path could not be resolved'])
    if (c.line === undefined && c.position === undefined)
      return unprocessable(['Line could not be resolved'])
    if (c.line !== undefined && ((c.side ?? 'RIGHT') !== 'RIGHT' || !lines.has(c.line))) {
      return unprocessable(['Line could not be resolved'])
    }
  }
  const at = ctx.fake.now()
  const review = {
    id: ctx.fake.newId(),
    body: input.body ?? '',
    commitId: input.commit_id ?? pull.headSha,
    state: (input.event === 'APPROVE'
      ? 'APPROVED'
      : input.event === 'REQUEST_CHANGES'
        ? 'CHANGES_REQUESTED'
        : input.event === 'COMMENT'
          ? 'COMMENTED'
          : 'PENDING') as 'COMMENTED',
    login: ctx.fake.login,
    submittedAt: at,
  }
  pull.reviews.push(review)
  for (const c of input.comments ?? []) {
    const stored: StoredReviewComment = {
      id: ctx.fake.newId(),
      reviewId: review.id,
      path: c.path,
      line: c.line ?? 0,
      side: c.side ?? 'RIGHT',
      body: c.body,
      commitId: review.commitId,
      login: ctx.fake.login,
      createdAt: at,
    }
    pull.reviewComments.push(stored)
  }
  ctx.reply(200, reviewShape(ctx.fake.site, ctx.repo, pull.number, review))
}

function listIssueComments(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.issue_number)
  if (!pull) return
  const { page, headers } = paginate(ctx, pull.issueComments, (c) =>
    issueCommentShape(ctx.fake.site, ctx.repo, c),
  )
  ctx.reply(200, page, headers)
}

function createIssueComment(ctx: Ctx): void {
  const pull = findPull(ctx, ctx.params.issue_number)
  if (!pull) return
  const body = (ctx.body as { body: string }).body
  if (tooLong(body)) return ctx.fail(422, 'Body is too long (maximum is 65536 characters)')
  const at = ctx.fake.now()
  const comment = {
    id: ctx.fake.newId(),
    issueNumber: pull.number,
    body,
    login: ctx.fake.login,
    createdAt: at,
    updatedAt: at,
  }
  pull.issueComments.push(comment)
  ctx.reply(201, issueCommentShape(ctx.fake.site, ctx.repo, comment))
}

function updateIssueComment(ctx: Ctx): void {
  const id = Number(ctx.params.comment_id)
  const comment = ctx.fake
    .pullsOf(ctx.repo.owner, ctx.repo.repo)
    .flatMap((p) => p.issueComments)
    .find((c) => c.id === id)
  if (!comment) return ctx.fail(404, 'Not Found')
  const body = (ctx.body as { body: string }).body
  if (tooLong(body)) return ctx.fail(422, 'Body is too long (maximum is 65536 characters)')
  comment.body = body
  comment.updatedAt = ctx.fake.now()
  ctx.reply(200, issueCommentShape(ctx.fake.site, ctx.repo, comment))
}

function compare(ctx: Ctx): void {
  const state = ctx.fake.comparison(
    String(ctx.params.base),
    String(ctx.params.head),
    ctx.repo.owner,
    ctx.repo.repo,
  )
  if (!state) return ctx.fail(404, 'Not Found')
  if (wantsDiff(ctx)) return sendDiff(ctx, state.diff, state.split, state.tooLarge)
  const files = state.split.files
    .slice(0, MAX_COMPARE_FILES)
    .map((f) => fileShape(ctx.fake.site, ctx.repo, state.head, f))
  ctx.reply(200, compareShape(ctx.fake.site, ctx.repo, state.base, state.head, files))
}

function getIssue(ctx: Ctx): void {
  const issue = ctx.fake.issue(Number(ctx.params.issue_number), ctx.repo.owner, ctx.repo.repo)
  if (!issue) return ctx.fail(404, 'Not Found')
  ctx.reply(200, issueShape(ctx.fake.site, ctx.repo, issue))
}

const STATUS_DESCRIPTION_LIMIT = 140

function createCommitStatus(ctx: Ctx): void {
  const sha = String(ctx.params.sha)
  const input = ctx.body as {
    state: StoredStatus['state']
    context?: string
    description?: string | null
    target_url?: string | null
  }
  if (!ctx.fake.knowsCommit(sha)) return ctx.fail(422, `No commit found for SHA: ${sha}`)
  if (typeof input.description === 'string' && input.description.length > STATUS_DESCRIPTION_LIMIT)
    return ctx.fail(422, 'Validation Failed: description is too long (maximum is 140 characters)')
  const at = ctx.fake.now()
  const status: StoredStatus = {
    id: ctx.fake.newId(),
    sha,
    state: input.state,
    context: input.context ?? 'default',
    description: input.description ?? null,
    targetUrl: input.target_url ?? null,
    login: ctx.fake.login,
    createdAt: at,
  }
  ctx.fake.statuses.push(status)
  ctx.reply(201, statusShape(ctx.fake.site, ctx.repo, status))
}

function listPulls(ctx: Ctx): void {
  const state = String(ctx.params.state ?? 'open')
  const head = ctx.params.head === undefined ? null : String(ctx.params.head)
  const pulls = ctx.fake.pullsOf(ctx.repo.owner, ctx.repo.repo).filter((pull) => {
    if (state !== 'all' && pull.state !== state) return false
    if (head === null) return true
    // GitHub's `head` filter is `user:ref`: the head repository's owner and the branch.
    const [owner, ref] = head.split(/:(.*)/s)
    return (
      pull.headRepo !== null &&
      pull.headRepo.split('/')[0]?.toLowerCase() === owner?.toLowerCase() &&
      pull.headRef === ref
    )
  })
  const itemSchema = ctx.spec.responses['200']?.schema?.items
  if (!itemSchema) return ctx.fail(500, 'fake: no schema for pulls/list')
  const { page, headers } = paginate(ctx, pulls, (pull) =>
    pullListShape(ctx.fake.site, ctx.repo, pull, itemSchema),
  )
  ctx.reply(200, page, headers)
}

function listRunArtifacts(ctx: Ctx): void {
  const runId = Number(ctx.params.run_id)
  const name = ctx.params.name === undefined ? null : String(ctx.params.name)
  const found = ctx.fake.artifacts.filter(
    (a) => a.runId === runId && (name === null || a.name === name),
  )
  ctx.reply(200, {
    total_count: found.length,
    artifacts: found.map((a) => artifactShape(ctx.fake.site, ctx.repo, a)),
  })
}

function downloadArtifact(ctx: Ctx): void {
  const artifact = ctx.fake.artifacts.find((a) => a.id === Number(ctx.params.artifact_id))
  if (!artifact) return ctx.fail(404, 'Not Found')
  if (ctx.params.archive_format !== 'zip') return ctx.fail(404, 'Not Found')
  if (artifact.expired) return ctx.reply(410, { message: 'Artifact has expired' })
  ctx.reply(302, '', { location: ctx.fake.storageUrlFor(artifact) })
}

/** GitHub's legacy `permission` for each role: maintain reads as write, triage as read. */
const LEGACY_PERMISSION: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
}

function collaboratorPermission(ctx: Ctx): void {
  const login = String(ctx.params.username)
  if (!/^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(login)) return ctx.fail(404, 'Not Found')
  const role = ctx.fake.collaborators.get(login) ?? 'read'
  ctx.reply(200, {
    permission: LEGACY_PERMISSION[role] ?? 'none',
    role_name: role,
    user: {
      ...userShape(ctx.fake.site, login, 7_000 + login.length, 'User'),
      permissions: {
        admin: role === 'admin',
        maintain: role === 'admin' || role === 'maintain',
        push: ['admin', 'maintain', 'write'].includes(role),
        triage: role !== 'read',
        pull: true,
      },
      role_name: role,
    },
  })
}

/** GitHub's recursive listing of a commit's tree: folders and files, `truncated` past its limit. */
function getTree(ctx: Ctx): void {
  const tree = ctx.fake.trees.get(String(ctx.params.tree_sha))
  if (!tree) return ctx.fail(404, 'Not Found')
  const base = `${ctx.fake.site.api}/repos/${ctx.repo.owner}/${ctx.repo.repo}/git`
  const recursive = ctx.params.recursive !== undefined
  const folders = new Set<string>()
  for (const entry of tree.entries) {
    const parts = entry.path.split('/')
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'))
  }
  const items = [
    ...[...folders].map((path) => ({ path, mode: '040000', type: 'tree', sha: 'd'.repeat(40), url: `${base}/trees/${'d'.repeat(40)}` })),
    ...tree.entries.map((e) => ({ path: e.path, mode: '100644', type: 'blob', sha: e.sha, size: e.size, url: `${base}/blobs/${e.sha}` })),
  ].filter((item) => recursive || !item.path.includes('/')) // prettier-ignore
  ctx.reply(200, {
    sha: String(ctx.params.tree_sha),
    url: `${base}/trees/${String(ctx.params.tree_sha)}`,
    truncated: tree.truncated,
    tree: items,
  })
}

function getBlob(ctx: Ctx): void {
  const sha = String(ctx.params.file_sha)
  const bytes = ctx.fake.blobs.get(sha)
  if (!bytes) return ctx.fail(404, 'Not Found')
  ctx.reply(200, {
    sha,
    node_id: `B_${sha.slice(0, 12)}`,
    size: bytes.length,
    url: `${ctx.fake.site.api}/repos/${ctx.repo.owner}/${ctx.repo.repo}/git/blobs/${sha}`,
    // GitHub wraps base64 at 60 characters a line.
    content: (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n',
    encoding: 'base64',
  })
}

const HANDLERS: Record<string, (ctx: Ctx) => void> = {
  'repos/get-collaborator-permission-level': collaboratorPermission,
  'issues/get': getIssue,
  'pulls/get': getPull,
  'pulls/list-files': listFiles,
  'pulls/list-review-comments': listReviewComments,
  'pulls/list-reviews': listReviews,
  'pulls/create-review': createReview,
  'issues/list-comments': listIssueComments,
  'issues/create-comment': createIssueComment,
  'issues/update-comment': updateIssueComment,
  'repos/compare-commits': compare,
  'repos/create-commit-status': createCommitStatus,
  'pulls/list': listPulls,
  'actions/list-workflow-run-artifacts': listRunArtifacts,
  'actions/download-artifact': downloadArtifact,
  'git/get-tree': getTree,
  'git/get-blob': getBlob,
}

export function routeRequest(ctx: Ctx): void {
  if (!allowed(ctx)) return
  const handler = HANDLERS[ctx.spec.operationId]
  if (!handler)
    return ctx.fail(501, 'Not Implemented', `the fake has no handler for ${ctx.spec.operationId}`)
  handler(ctx)
}
