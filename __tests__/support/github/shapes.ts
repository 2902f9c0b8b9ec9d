/**
 * GitHub's REST response objects as the fake server returns them, complete enough to satisfy the
 * response schemas in the OpenAPI fixture (the server validates its own responses).
 */
import { createHash } from 'node:crypto'
import type { FakeFile } from './diff-files.js'
import type { JsonSchema } from './schema.js'
import { minimalInstance, overlay } from './schema-example.js'

export interface Site {
  /** The API root the client talks to, e.g. http://127.0.0.1:1234 */
  api: string
  /** The web root links point to. */
  web: string
}

export function userShape(
  site: Site,
  login: string,
  id: number,
  type: 'User' | 'Bot',
): Record<string, unknown> {
  const url = `${site.api}/users/${encodeURIComponent(login)}`
  return {
    login,
    id,
    node_id: Buffer.from(`U_${id}`).toString('base64'),
    avatar_url: `${site.web}/avatars/${id}`,
    gravatar_id: '',
    url,
    html_url: `${site.web}/${encodeURIComponent(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    site_admin: false,
  }
}

export interface StoredReviewComment {
  id: number
  reviewId: number
  path: string
  line: number
  side: string
  body: string
  commitId: string
  login: string
  createdAt: string
}

export interface StoredReview {
  id: number
  body: string
  commitId: string
  state: 'COMMENTED' | 'PENDING' | 'APPROVED' | 'CHANGES_REQUESTED'
  login: string
  submittedAt: string
}

export interface StoredIssueComment {
  id: number
  issueNumber: number
  body: string
  login: string
  createdAt: string
  updatedAt: string
}

export interface RepoRef {
  owner: string
  repo: string
}

function repoApi(site: Site, r: RepoRef): string {
  return `${site.api}/repos/${r.owner}/${r.repo}`
}

function repoWeb(site: Site, r: RepoRef): string {
  return `${site.web}/${r.owner}/${r.repo}`
}

function userFor(site: Site, login: string): Record<string, unknown> {
  const id = 1000 + (createHash('sha256').update(login).digest().readUInt16BE(0) % 50_000)
  return userShape(site, login, id, login.endsWith('[bot]') ? 'Bot' : 'User')
}

export function reviewCommentShape(
  site: Site,
  r: RepoRef,
  pull: number,
  c: StoredReviewComment,
): Record<string, unknown> {
  const self = `${repoApi(site, r)}/pulls/comments/${c.id}`
  const html = `${repoWeb(site, r)}/pull/${pull}#discussion_r${c.id}`
  const pr = `${repoApi(site, r)}/pulls/${pull}`
  return {
    url: self,
    id: c.id,
    node_id: Buffer.from(`PRRC_${c.id}`).toString('base64'),
    pull_request_review_id: c.reviewId,
    diff_hunk: '@@',
    path: c.path,
    line: c.line,
    side: c.side,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    user: userFor(site, c.login),
    body: c.body,
    created_at: c.createdAt,
    updated_at: c.createdAt,
    html_url: html,
    pull_request_url: pr,
    author_association: 'NONE',
    _links: { self: { href: self }, html: { href: html }, pull_request: { href: pr } },
  }
}

export function reviewShape(
  site: Site,
  r: RepoRef,
  pull: number,
  v: StoredReview,
): Record<string, unknown> {
  const html = `${repoWeb(site, r)}/pull/${pull}#pullrequestreview-${v.id}`
  const pr = `${repoApi(site, r)}/pulls/${pull}`
  return {
    id: v.id,
    node_id: Buffer.from(`PRR_${v.id}`).toString('base64'),
    user: userFor(site, v.login),
    body: v.body,
    state: v.state,
    commit_id: v.commitId,
    html_url: html,
    pull_request_url: pr,
    submitted_at: v.submittedAt,
    author_association: 'NONE',
    _links: { html: { href: html }, pull_request: { href: pr } },
  }
}

export function issueCommentShape(
  site: Site,
  r: RepoRef,
  c: StoredIssueComment,
): Record<string, unknown> {
  return {
    id: c.id,
    node_id: Buffer.from(`IC_${c.id}`).toString('base64'),
    url: `${repoApi(site, r)}/issues/comments/${c.id}`,
    html_url: `${repoWeb(site, r)}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${repoApi(site, r)}/issues/${c.issueNumber}`,
    body: c.body,
    user: userFor(site, c.login),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: 'NONE',
  }
}

export function fileShape(
  site: Site,
  r: RepoRef,
  headSha: string,
  f: FakeFile,
): Record<string, unknown> {
  const path = f.filename.split('/').map(encodeURIComponent).join('/')
  const shape: Record<string, unknown> = {
    sha: createHash('sha1').update(`${headSha}:${f.filename}`).digest('hex'),
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.changes,
    blob_url: `${repoWeb(site, r)}/blob/${headSha}/${path}`,
    raw_url: `${repoWeb(site, r)}/raw/${headSha}/${path}`,
    contents_url: `${repoApi(site, r)}/contents/${path}?ref=${headSha}`,
  }
  if (f.patch !== undefined) shape.patch = f.patch
  if (f.previous_filename !== undefined) shape.previous_filename = f.previous_filename
  return shape
}

function commitShape(site: Site, r: RepoRef, sha: string): Record<string, unknown> {
  const person = { name: 'Octo Cat', email: 'octocat@example.com', date: '2024-01-01T00:00:00Z' }
  return {
    url: `${repoApi(site, r)}/commits/${sha}`,
    sha,
    node_id: Buffer.from(`C_${sha}`).toString('base64'),
    html_url: `${repoWeb(site, r)}/commit/${sha}`,
    comments_url: `${repoApi(site, r)}/commits/${sha}/comments`,
    commit: {
      url: `${repoApi(site, r)}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: 'commit',
      comment_count: 0,
      tree: { sha, url: `${repoApi(site, r)}/git/trees/${sha}` },
    },
    author: userFor(site, 'octocat'),
    committer: userFor(site, 'octocat'),
    parents: [],
  }
}

export function compareShape(
  site: Site,
  r: RepoRef,
  base: string,
  head: string,
  files: Record<string, unknown>[],
): Record<string, unknown> {
  const web = `${repoWeb(site, r)}/compare/${base}...${head}`
  return {
    url: `${repoApi(site, r)}/compare/${base}...${head}`,
    html_url: web,
    permalink_url: web,
    diff_url: `${web}.diff`,
    patch_url: `${web}.patch`,
    base_commit: commitShape(site, r, base),
    merge_base_commit: commitShape(site, r, base),
    status: 'ahead',
    ahead_by: 1,
    behind_by: 0,
    total_commits: 1,
    commits: [commitShape(site, r, head)],
    files,
  }
}

export interface StoredIssue {
  number: number
  title: string
  body: string
  state: 'open' | 'closed'
  login: string
  createdAt: string
}

export function issueShape(site: Site, r: RepoRef, i: StoredIssue): Record<string, unknown> {
  const api = `${repoApi(site, r)}/issues/${i.number}`
  return {
    id: 500_000 + i.number,
    node_id: Buffer.from(`I_${i.number}`).toString('base64'),
    url: api,
    repository_url: repoApi(site, r),
    labels_url: `${api}/labels{/name}`,
    comments_url: `${api}/comments`,
    events_url: `${api}/events`,
    html_url: `${repoWeb(site, r)}/issues/${i.number}`,
    number: i.number,
    state: i.state,
    title: i.title,
    body: i.body,
    user: userFor(site, i.login),
    labels: [],
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    comments: 0,
    closed_at: null,
    created_at: i.createdAt,
    updated_at: i.createdAt,
    author_association: 'MEMBER',
  }
}

export function statusShape(
  site: Site,
  r: RepoRef,
  s: {
    id: number
    sha: string
    state: string
    context: string
    description: string | null
    targetUrl: string | null
    login: string
    createdAt: string
  },
): Record<string, unknown> {
  return {
    url: `${site.api}/repos/${r.owner}/${r.repo}/statuses/${s.sha}`,
    avatar_url: `${site.web}/avatars/41898282`,
    id: s.id,
    node_id: Buffer.from(`SC_${s.id}`).toString('base64'),
    state: s.state,
    description: s.description,
    target_url: s.targetUrl,
    context: s.context,
    created_at: s.createdAt,
    updated_at: s.createdAt,
    creator: userShape(site, s.login, 41898282, 'Bot'),
  }
}

/** A pull request as `pulls/list` returns it, built from that response's own schema. */
export function pullListShape(
  site: Site,
  r: RepoRef,
  pull: {
    number: number
    title: string
    body: string
    state: string
    headSha: string
    headRef: string
    headRepo: string | null
    baseSha: string
  },
  itemSchema: JsonSchema,
): Record<string, unknown> {
  const base = minimalInstance(itemSchema, site.web) as Record<string, unknown>
  const sideSchema = itemSchema.properties?.head ?? {}
  const repoSchema = { ...(sideSchema.properties?.repo ?? {}), nullable: false }
  const repo = (fullName: string) => {
    const [owner = '', name = ''] = fullName.split('/')
    return overlay(minimalInstance(repoSchema, site.web) as Record<string, unknown>, {
      name,
      full_name: fullName,
      fork: fullName.toLowerCase() !== `${r.owner}/${r.repo}`.toLowerCase(),
      owner: { login: owner, type: 'User' },
      url: `${site.api}/repos/${fullName}`,
      html_url: `${site.web}/${fullName}`,
    })
  }
  const api = `${repoApi(site, r)}/pulls/${pull.number}`
  return overlay(base, {
    id: pull.number * 1000,
    number: pull.number,
    title: pull.title,
    body: pull.body,
    state: pull.state,
    url: api,
    html_url: `${repoWeb(site, r)}/pull/${pull.number}`,
    user: userFor(site, 'contributor'),
    head: {
      sha: pull.headSha,
      ref: pull.headRef,
      label: `${(pull.headRepo ?? 'unknown/unknown').split('/')[0]}:${pull.headRef}`,
      repo: pull.headRepo === null ? null : repo(pull.headRepo),
      user: userFor(site, (pull.headRepo ?? 'ghost/x').split('/')[0] ?? 'ghost'),
    },
    base: {
      sha: pull.baseSha,
      ref: 'main',
      label: `${r.owner}:main`,
      repo: repo(`${r.owner}/${r.repo}`),
      user: userFor(site, r.owner),
    },
  })
}

export function artifactShape(
  site: Site,
  r: RepoRef,
  a: { id: number; name: string; expired?: boolean; zip: Buffer; sizeInBytes?: number },
): Record<string, unknown> {
  const url = `${repoApi(site, r)}/actions/artifacts/${a.id}`
  return {
    id: a.id,
    node_id: Buffer.from(`A_${a.id}`).toString('base64'),
    name: a.name,
    size_in_bytes: a.sizeInBytes ?? a.zip.length,
    url,
    archive_download_url: `${url}/zip`,
    expired: a.expired ?? false,
    created_at: '2024-01-01T00:00:00Z',
    expires_at: '2024-04-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  }
}
