/** The fake GitHub server's public shapes: what tests seed, inspect and inject. */
import type { SplitDiff } from './diff-files.js'
import type { StoredIssueComment, StoredReview, StoredReviewComment } from './shapes.js'

export type Permission = 'none' | 'read' | 'write'
export interface TokenPermissions {
  pull_requests: Permission
  issues: Permission
  contents: Permission
  statuses: Permission
  actions: Permission
}

export interface PullRequestSeed {
  owner?: string
  repo?: string
  number: number
  baseSha: string
  headSha: string
  /** The unified diff GitHub would send; the files list is derived from it. */
  diff: string
  /** Files GitHub lists without a `patch` (binary, too large to show). */
  withoutPatch?: string[]
  /** Answer 406 to the diff whatever its size. */
  tooLarge?: boolean
  title?: string
  body?: string
  /** The head branch (default `feature-<number>`). */
  headRef?: string
  /** `owner/name` of the head repository (default: the base repository); null: a deleted fork. */
  headRepo?: string | null
  state?: 'open' | 'closed'
}

/** An artifact of a workflow run, served as a zip through a redirect to separate storage. */
export interface ArtifactSeed {
  runId: number
  name: string
  zip: Buffer
  expired?: boolean
  /** What the listing claims (default: the zip's length). */
  sizeInBytes?: number
  /** Storage sends this many bytes of the zip and then nothing more, never ending the body. */
  stallAfter?: number
}

export interface StoredArtifact extends ArtifactSeed {
  id: number
}

export interface ComparisonSeed {
  owner?: string
  repo?: string
  base: string
  head: string
  diff: string
  withoutPatch?: string[]
  tooLarge?: boolean
}

/** A commit status as the fake stores it (REST `POST /repos/{owner}/{repo}/statuses/{sha}`). */
export interface StoredStatus {
  id: number
  sha: string
  state: 'error' | 'failure' | 'pending' | 'success'
  context: string
  description: string | null
  targetUrl: string | null
  login: string
  createdAt: string
}

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
  operationId: string | null
  /** The status answered; -1 for a request the fake left hanging. */
  status: number
}

export interface InjectedFailure {
  operationId?: string
  method?: string
  /** The status to answer; ignored when `hang` is set. */
  status: number
  headers?: Record<string, string>
  body?: unknown
  /** How many matching requests fail (default 1). */
  times?: number
  /** Matching requests answered normally before the failures start (default 0). */
  after?: number
  /** Never answer: the request stays open until the client gives up or the fake closes. */
  hang?: boolean
  /**
   * Answer 200 (with `headers`) and send this start of a body, then never finish it: the request
   * stays open until the client gives up or the fake closes.
   */
  stall?: string
}

export interface PullState {
  number: number
  baseSha: string
  headSha: string
  title: string
  body: string
  headRef: string
  headRepo: string | null
  state: 'open' | 'closed'
  diff: string
  split: SplitDiff
  tooLarge: boolean
  reviews: StoredReview[]
  reviewComments: StoredReviewComment[]
  issueComments: StoredIssueComment[]
}

export interface ComparisonState {
  base: string
  head: string
  diff: string
  split: SplitDiff
  tooLarge: boolean
}

export interface FakeGitHubOptions {
  token?: string
  permissions?: Partial<TokenPermissions>
  owner?: string
  repo?: string
  /** Who the token acts as: the author of everything the client creates. */
  login?: string
}

/** A commit's tree as the fake serves it: its files (blobs only; folders are implied). */
export interface StoredTree {
  entries: { path: string; sha: string; size: number }[]
  truncated: boolean
}
