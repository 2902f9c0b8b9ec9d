/**
 * A thin client over @actions/github's Octokit: one method per REST call the action makes
 * (./operations.ts), bounded pagination, bounded retries, a per-request timeout, and errors
 * classified so callers can tell a missing permission from an outage.
 */
import { getOctokit } from '@actions/github'
import type { Logger } from '../logger.js'
import { silentLogger } from '../logger.js'
import {
  GITHUB_OPERATIONS,
  readableAcceptedPermissions,
  type GitHubOperation,
} from './operations.js'

export type Octokit = ReturnType<typeof getOctokit>

export interface RetryPolicy {
  /** Retries after the first attempt (default 2). */
  retries: number
  /** First backoff in ms, doubled per retry (default 1,000). */
  baseDelayMs: number
  /** A `retry-after` longer than this is not waited for: the call fails instead (default 10,000). */
  maxDelayMs: number
}

export interface GitHubClientOptions {
  token: string
  /** `GITHUB_API_URL`, e.g. https://api.github.com or a GitHub Enterprise Server's /api/v3. */
  baseUrl: string
  owner: string
  repo: string
  logger?: Logger
  retry?: Partial<RetryPolicy>
  /** Per request, default 30 s. */
  timeoutMs?: number
  /** Most pages read when listing (default 50, at 100 items a page). */
  maxPages?: number
  /** Injected in tests so retries do not slow them down. */
  sleep?: (ms: number) => Promise<void>
}

/** A failed GitHub call. `missingPermission` is set when GitHub refused for lack of permission. */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError'
  constructor(
    message: string,
    readonly operation: GitHubOperation,
    /** HTTP status; 0 for a network failure or timeout. */
    readonly status: number,
    readonly missingPermission: string | null,
  ) {
    super(message)
  }
}

/** What a caller tells the user when GitHub refused a call for lack of permission. */
export interface MissingPermission {
  operation: GitHubOperation
  /** In the workflow file's spelling, e.g. `pull-requests: write`. */
  permission: string
  message: string
}

export function asMissingPermission(error: unknown): MissingPermission | null {
  if (!(error instanceof GitHubApiError) || error.missingPermission === null) return null
  return { operation: error.operation, permission: error.missingPermission, message: error.message }
}

interface ResponseLike {
  status: number
  headers: Record<string, string | number | undefined>
  data: unknown
}

function errorParts(error: unknown): {
  status: number
  response: ResponseLike | null
  message: string
} {
  const e = error as {
    status?: unknown
    response?: ResponseLike
    message?: unknown
    name?: unknown
  }
  const message = typeof e?.message === 'string' ? e.message : String(error)
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError')
    return { status: 0, response: null, message: 'timed out' }
  const response = e?.response && typeof e.response.status === 'number' ? e.response : null
  return { status: response ? response.status : 0, response, message }
}

function header(response: ResponseLike | null, name: string): string | undefined {
  const value = response?.headers?.[name]
  return value === undefined ? undefined : String(value)
}

function isRateLimited(status: number, response: ResponseLike | null): boolean {
  if (status === 429) return true
  if (status !== 403) return false
  const message = JSON.stringify(response?.data ?? '').toLowerCase()
  return (
    header(response, 'retry-after') !== undefined ||
    header(response, 'x-ratelimit-remaining') === '0' ||
    message.includes('rate limit')
  )
}

function classify(operation: GitHubOperation, error: unknown): GitHubApiError {
  if (error instanceof GitHubApiError) return error
  const { status, response, message } = errorParts(error)
  const detail =
    `${GITHUB_OPERATIONS[operation].route}: ${status || 'no response'} ${message}`.slice(0, 500)
  const forbidden = status === 403 && !isRateLimited(status, response)
  const permission = forbidden
    ? (readableAcceptedPermissions(header(response, 'x-accepted-github-permissions')) ??
      GITHUB_OPERATIONS[operation].permission)
    : null
  return new GitHubApiError(detail, operation, status, permission)
}

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms))

export class GitHubClient {
  readonly octokit: Octokit
  readonly owner: string
  readonly repo: string
  readonly maxPages: number
  private readonly logger: Logger

  constructor(options: GitHubClientOptions) {
    this.owner = options.owner
    this.repo = options.repo
    this.logger = options.logger ?? silentLogger
    this.maxPages = options.maxPages ?? 50
    this.octokit = getOctokit(options.token, { baseUrl: options.baseUrl.replace(/\/+$/, '') })
    const policy: RetryPolicy = {
      retries: 2,
      baseDelayMs: 1_000,
      maxDelayMs: 10_000,
      ...options.retry,
    }
    const timeoutMs = options.timeoutMs ?? 30_000
    const sleep = options.sleep ?? defaultSleep
    const logger = this.logger
    this.octokit.hook.wrap('request', async (request, requestOptions) => {
      const idempotent = requestOptions.method === 'GET'
      for (let attempt = 0; ; attempt++) {
        try {
          // The hooks inside this one were bound to this very options object, so a fresh
          // signal per attempt must be set on it in place (a copy passed on would be ignored).
          requestOptions.request = {
            ...requestOptions.request,
            signal: AbortSignal.timeout(timeoutMs),
          }
          return await request(requestOptions)
        } catch (error) {
          const { status, response } = errorParts(error)
          // Writes are retried only when GitHub says it did not process them (rate limits).
          const retryable =
            isRateLimited(status, response) || (idempotent && (status === 0 || status >= 500))
          if (!retryable || attempt >= policy.retries) throw error
          const retryAfter = Number(header(response, 'retry-after'))
          const delay =
            Number.isFinite(retryAfter) && retryAfter >= 0
              ? retryAfter * 1_000
              : policy.baseDelayMs * 2 ** attempt
          if (delay > policy.maxDelayMs) throw error
          logger.debug(
            `GitHub ${requestOptions.method} ${requestOptions.url}: ${status || 'no response'}, retrying in ${delay} ms`,
          )
          await sleep(delay)
        }
      }
    })
  }

  private get repoParams(): { owner: string; repo: string } {
    return { owner: this.owner, repo: this.repo }
  }

  private async call<T>(operation: GitHubOperation, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw classify(operation, error)
    }
  }

  /** Reads up to `maxPages` pages of a list; `truncated` says whether more pages existed. */
  private async list<T>(
    operation: GitHubOperation,
    iterate: () => AsyncIterable<{ data: T[] }>,
    maxPages = this.maxPages,
  ): Promise<{ items: T[]; truncated: boolean }> {
    return this.call(operation, async () => {
      const items: T[] = []
      let pages = 0
      for await (const page of iterate()) {
        if (pages >= maxPages) return { items, truncated: true }
        items.push(...page.data)
        pages += 1
      }
      return { items, truncated: false }
    })
  }

  /** The pull request's unified diff. A 406 (too large) surfaces as GitHubApiError status 406. */
  async getPullRequestDiff(pullNumber: number): Promise<string> {
    return this.call('pulls/get', async () => {
      const response = await this.octokit.rest.pulls.get({
        ...this.repoParams,
        pull_number: pullNumber,
        mediaType: { format: 'diff' },
      })
      return String(response.data as unknown)
    })
  }

  /** The files of a pull request, 100 a page; GitHub lists at most 3,000. */
  async listPullRequestFiles(
    pullNumber: number,
  ): Promise<{ items: PullRequestFile[]; truncated: boolean }> {
    return this.list(
      'pulls/list-files',
      () =>
        this.octokit.paginate.iterator(this.octokit.rest.pulls.listFiles, {
          ...this.repoParams,
          pull_number: pullNumber,
          per_page: 100,
        }),
      30,
    )
  }

  /** The three-dot diff between two commits. */
  async getCompareDiff(base: string, head: string): Promise<string> {
    return this.call('repos/compare-commits', async () => {
      const response = await this.octokit.rest.repos.compareCommitsWithBasehead({
        ...this.repoParams,
        basehead: `${base}...${head}`,
        mediaType: { format: 'diff' },
      })
      return String(response.data as unknown)
    })
  }

  /** The files of a comparison (GitHub includes at most 300). */
  async getCompareFiles(base: string, head: string): Promise<PullRequestFile[]> {
    return this.call('repos/compare-commits', async () => {
      const response = await this.octokit.rest.repos.compareCommitsWithBasehead({
        ...this.repoParams,
        basehead: `${base}...${head}`,
        per_page: 1,
      })
      return (response.data.files ?? []) as PullRequestFile[]
    })
  }

  async listReviewComments(
    pullNumber: number,
  ): Promise<{ items: PostedComment[]; truncated: boolean }> {
    return this.list('pulls/list-review-comments', () =>
      this.octokit.paginate.iterator(this.octokit.rest.pulls.listReviewComments, {
        ...this.repoParams,
        pull_number: pullNumber,
        per_page: 100,
      }),
    )
  }

  async listReviews(pullNumber: number): Promise<{ items: PostedComment[]; truncated: boolean }> {
    return this.list('pulls/list-reviews', () =>
      this.octokit.paginate.iterator(this.octokit.rest.pulls.listReviews, {
        ...this.repoParams,
        pull_number: pullNumber,
        per_page: 100,
      }),
    )
  }

  async createReview(pullNumber: number, review: NewReview): Promise<{ id: number }> {
    return this.call('pulls/create-review', async () => {
      const response = await this.octokit.rest.pulls.createReview({
        ...this.repoParams,
        pull_number: pullNumber,
        commit_id: review.commitId,
        event: 'COMMENT',
        body: review.body,
        ...(review.comments.length > 0 ? { comments: review.comments } : {}),
      })
      return { id: response.data.id }
    })
  }

  async listIssueComments(
    issueNumber: number,
  ): Promise<{ items: PostedComment[]; truncated: boolean }> {
    return this.list('issues/list-comments', () =>
      this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
        ...this.repoParams,
        issue_number: issueNumber,
        per_page: 100,
      }),
    )
  }

  async createIssueComment(issueNumber: number, body: string): Promise<{ id: number }> {
    return this.call('issues/create-comment', async () => {
      const response = await this.octokit.rest.issues.createComment({
        ...this.repoParams,
        issue_number: issueNumber,
        body,
      })
      return { id: response.data.id }
    })
  }

  /** An issue's title and body (a pull request's linked issue). */
  async getIssue(issueNumber: number): Promise<{ number: number; title: string; body: string }> {
    return this.call('issues/get', async () => {
      const response = await this.octokit.rest.issues.get({
        ...this.repoParams,
        issue_number: issueNumber,
      })
      return {
        number: response.data.number,
        title: response.data.title,
        body: response.data.body ?? '',
      }
    })
  }

  async updateIssueComment(commentId: number, body: string): Promise<{ id: number }> {
    return this.call('issues/update-comment', async () => {
      const response = await this.octokit.rest.issues.updateComment({
        ...this.repoParams,
        comment_id: commentId,
        body,
      })
      return { id: response.data.id }
    })
  }
}

/** The fields of a pull request (or comparison) file that rebuilding a diff needs. */
export interface PullRequestFile {
  filename: string
  status: string
  previous_filename?: string
  patch?: string
  additions: number
  deletions: number
  changes: number
}

/** What dedupe needs from a posted comment or review. */
export interface PostedComment {
  id: number
  body?: string | null
  user?: { login: string } | null
}

export interface NewReviewComment {
  path: string
  line: number
  side: 'RIGHT'
  body: string
}

export interface NewReview {
  commitId: string
  body: string
  comments: NewReviewComment[]
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  return new GitHubClient(options)
}
