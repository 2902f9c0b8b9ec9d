/**
 * A thin client over @actions/github's Octokit: one method per REST call the action makes
 * (./operations.ts), bounded pagination, and the resilience GitHub's own tooling uses:
 * @octokit/plugin-retry (5xx and dropped connections, reads only) and @octokit/plugin-throttling
 * (rate limits, honouring `retry-after` and the reset time, and GitHub's pacing of writes). On top
 * of those: a timeout per request and one time budget shared by every call of the run, so a hung
 * GitHub ends the run as an error in bounded time. Failures come out classified (./failures.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { getOctokit } from '@actions/github'
import type { OctokitPlugin } from '@octokit/core/types'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck'
import type { Logger } from '../logger.js'
import { silentLogger } from '../logger.js'
import { GitHubApiError, GitHubDeadlineExceeded, classify } from './failures.js'
import { operationInfo, type GitHubOperation } from './operations.js'
import { untilAborted } from '../shared/until-aborted.js'

export {
  GitHubApiError,
  GitHubUnavailableError,
  asMissingPermission,
  type MissingPermission,
  type UnavailableKind,
} from './failures.js'

export type Octokit = ReturnType<typeof getOctokit>

export interface RetryPolicy {
  /** Retries after the first attempt, for 5xx and lost connections (GETs) and rate limits (default 2). */
  retries: number
  /** Backoff unit in ms: the n-th retry of a 5xx waits n² units (default 1,000). */
  baseDelayMs: number
  /** A rate limit asking for a longer wait than this is not waited for: the call fails (default 60,000). */
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
  /** Per request attempt, default 30 s. */
  timeoutMs?: number
  /**
   * Time all calls of this client may spend together, retries and waits included (default 5
   * minutes). Measured over the calls only, so a slow model between them does not count.
   */
  deadlineMs?: number
  /** Most pages read when listing (default 50, at 100 items a page). */
  maxPages?: number
  /**
   * GitHub asks integrations to space writes (1 s, 3 s for those that notify people); the
   * throttling plugin does. Tests turn it off (default true).
   */
  paceWrites?: boolean
}

const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_DEADLINE_MS = 5 * 60_000
// Every 4xx is an answer, not an outage; 429 and rate-limit 403s are the throttling plugin's.
const DO_NOT_RETRY = [400, 401, 403, 404, 405, 406, 409, 410, 422, 429, 451]

/** The call in progress, seen by the innermost request hook (async context crosses retries). */
interface CallContext {
  signal: AbortSignal
  attempts: number
}
const currentCall = new AsyncLocalStorage<CallContext>()

/**
 * Innermost hook, so it runs once per attempt: a fresh per-request timeout tied to the call's
 * deadline, and writes marked as not to be retried by the retry plugin (a 5xx may have been
 * applied). Rate-limited writes are still retried by the throttling plugin: GitHub did not do them.
 */
function perAttemptLimits(timeoutMs: number): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      const call = currentCall.getStore()
      if (call?.signal.aborted)
        throw new GitHubDeadlineExceeded('the budget for GitHub calls is spent')
      if (call) call.attempts += 1
      const signals = [AbortSignal.timeout(timeoutMs), ...(call ? [call.signal] : [])]
      const signal = AbortSignal.any(signals)
      // Hooks are bound to this very options object, so the changes must be made on it in place
      // (a copy passed on would be ignored).
      options.request = { ...options.request, signal }
      if (options.method !== 'GET' && options.method !== 'HEAD') options.request.retries = 0
      try {
        const response = await untilAborted(Promise.resolve(request(options)), signal)
        // Octokit swallows a failed body read and answers with what it has ('' or nothing): an
        // answer whose attempt was aborted may be a cut one (an empty diff, an empty list).
        if (signal.aborted) throw attemptAborted(signal, options)
        return response
      } catch (error) {
        if (call?.signal.aborted)
          throw new GitHubDeadlineExceeded('the budget for GitHub calls is spent')
        // The race above rejects with the abort's bare reason: give it Octokit's shape.
        if (signal.aborted && error === signal.reason) throw attemptAborted(signal, options)
        throw error
      }
    })
    return {}
  }
}

/**
 * The error of an attempt its signal aborted, shaped as Octokit's own request errors (status
 * 500, the request attached) so the retry plugin retries a GET as it does a refused connection,
 * with the abort's reason as the cause (TimeoutError for the attempt's timeout) for classify.
 */
function attemptAborted(signal: AbortSignal, options: object): Error {
  return Object.assign(new Error('the request was aborted before its answer was read'), {
    name: 'HttpError',
    status: 500,
    request: options,
    cause: signal.reason,
  })
}

function paceGroups(pace: boolean): { write: Bottleneck.Group; notifications: Bottleneck.Group } {
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: pace ? 1_000 : 0 }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: pace ? 3_000 : 0 }),
  }
}

/** A file of a commit's tree: its path, blob id and size in bytes. */
export interface TreeFile {
  path: string
  sha: string
  size: number
}

export class GitHubClient {
  readonly octokit: Octokit
  readonly owner: string
  readonly repo: string
  readonly maxPages: number
  private readonly logger: Logger
  private readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly deadlineMs: number
  private spentMs = 0

  constructor(options: GitHubClientOptions) {
    this.owner = options.owner
    this.repo = options.repo
    this.logger = options.logger ?? silentLogger
    this.maxPages = options.maxPages ?? 50
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS
    const policy: RetryPolicy = {
      retries: 2,
      baseDelayMs: 1_000,
      maxDelayMs: 60_000,
      ...options.retry,
    }
    const logger = this.logger
    // The throttling plugin asks whether to wait out a rate limit: only when a retry is left, the
    // wait is within the policy and it ends before the run's budget does.
    const onLimit =
      (kind: string) =>
      (
        retryAfterSeconds: number,
        request: { method: string; url: string },
        _o: unknown,
        retryCount: number,
      ): boolean => {
        const waitMs = retryAfterSeconds * 1_000
        const wait =
          retryCount < policy.retries && waitMs <= policy.maxDelayMs && waitMs < this.remainingMs()
        logger.debug(
          `GitHub ${request.method} ${request.url}: ${kind}, ${wait ? `retrying in ${waitMs} ms` : 'not waiting'}`,
        )
        return wait
      }
    this.octokit = getOctokit(
      options.token,
      {
        baseUrl: this.baseUrl,
        retry: {
          retries: policy.retries,
          retryAfterBaseValue: policy.baseDelayMs,
          doNotRetry: DO_NOT_RETRY,
        },
        throttle: {
          ...paceGroups(options.paceWrites ?? true),
          onRateLimit: onLimit('rate limited'),
          onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
      },
      perAttemptLimits(this.timeoutMs),
      retry,
      throttling,
    )
  }

  /** What is left of the time budget shared by all calls, in ms. */
  remainingMs(): number {
    return this.deadlineMs - this.spentMs
  }

  private get repoParams(): { owner: string; repo: string } {
    return { owner: this.owner, repo: this.repo }
  }

  private async call<T>(operation: GitHubOperation, run: () => Promise<T>): Promise<T> {
    const remaining = this.remainingMs()
    const controller = new AbortController()
    const call: CallContext = { signal: controller.signal, attempts: 0 }
    const context = () => ({
      baseUrl: this.baseUrl,
      attempts: call.attempts,
      timeoutMs: this.timeoutMs,
      deadlineMs: this.deadlineMs,
      deadlineHit: controller.signal.aborted,
    })
    if (remaining <= 0) {
      controller.abort()
      throw classify(operation, new GitHubDeadlineExceeded('spent'), context())
    }
    // The race ends the call at the deadline even while a plugin is waiting out a backoff.
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(new GitHubDeadlineExceeded('spent'))
      }, remaining)
    })
    const started = performance.now()
    try {
      return await Promise.race([currentCall.run(call, run), deadline])
    } catch (error) {
      throw classify(operation, error, context())
    } finally {
      clearTimeout(timer)
      this.spentMs += performance.now() - started
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

  /** A pull request's head commit and state now (merge_group: the queued pull request). */
  async getPullRequestHead(pullNumber: number): Promise<{ headSha: string; state: string }> {
    return this.call('pulls/get', async () => {
      const response = await this.octokit.rest.pulls.get({
        ...this.repoParams,
        pull_number: pullNumber,
      })
      return { headSha: response.data.head.sha, state: response.data.state }
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

  /** `maxPages`: how far to read (the sticky comment's search reads every page). */
  async listIssueComments(
    issueNumber: number,
    maxPages = this.maxPages,
  ): Promise<{ items: PostedComment[]; truncated: boolean }> {
    return this.list(
      'issues/list-comments',
      () =>
        this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
          ...this.repoParams,
          issue_number: issueNumber,
          per_page: 100,
        }),
      maxPages,
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

  async createCommitStatus(sha: string, status: NewCommitStatus): Promise<{ id: number }> {
    return this.call('repos/create-commit-status', async () => {
      const response = await this.octokit.rest.repos.createCommitStatus({
        ...this.repoParams,
        sha,
        state: status.state,
        context: status.context,
        description: status.description,
        ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
      })
      return { id: response.data.id }
    })
  }

  /** Open pull requests whose head is `owner:branch` (the first 100: one head, few pulls). */
  async listOpenPullRequestsByHead(head: string): Promise<OpenPullRequest[]> {
    return this.call('pulls/list', async () => {
      const response = await this.octokit.rest.pulls.list({
        ...this.repoParams,
        state: 'open',
        head,
        per_page: 100,
      })
      return response.data.map((pull) => ({
        number: pull.number,
        title: pull.title,
        body: pull.body ?? '',
        headSha: pull.head.sha,
        headRepository: pull.head.repo?.full_name ?? null,
        baseSha: pull.base.sha,
        baseRepository: pull.base.repo?.full_name ?? null,
        author: pull.user?.login ?? null,
      }))
    })
  }

  /** A workflow run's artifacts with this exact name (GitHub filters by name). */
  async listRunArtifacts(runId: number, name: string): Promise<RunArtifact[]> {
    return this.call('actions/list-workflow-run-artifacts', async () => {
      const response = await this.octokit.rest.actions.listWorkflowRunArtifacts({
        ...this.repoParams,
        run_id: runId,
        name,
        per_page: 100,
      })
      return response.data.artifacts.map((artifact) => ({
        id: artifact.id,
        name: artifact.name,
        expired: artifact.expired,
        sizeInBytes: artifact.size_in_bytes,
      }))
    })
  }

  /**
   * The files of a commit's tree, listed recursively in one call (`truncated`: GitHub stopped
   * listing at its own limit). Folders, submodules and links are left out: only blobs are files.
   */
  async getTree(commit: string): Promise<{ files: TreeFile[]; truncated: boolean }> {
    return this.call('git/get-tree', async () => {
      const response = await this.octokit.rest.git.getTree({
        ...this.repoParams,
        tree_sha: commit,
        recursive: 'true',
      })
      const files = response.data.tree
        .filter(
          (entry) => entry.type === 'blob' && (entry.mode === '100644' || entry.mode === '100755'),
        )
        .map((entry) => ({ path: entry.path, sha: entry.sha, size: entry.size ?? 0 }))
      return { files, truncated: response.data.truncated }
    })
  }

  /** A blob's bytes (GitHub sends them base64-encoded). */
  async getBlob(sha: string): Promise<Buffer> {
    return this.call('git/get-blob', async () => {
      const response = await this.octokit.rest.git.getBlob({ ...this.repoParams, file_sha: sha })
      const { content, encoding } = response.data
      return encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8')
    })
  }

  /**
   * Where the artifact's zip can be downloaded: GitHub answers with a redirect to short-lived
   * storage. Not followed here, so the token never travels to the storage host.
   */
  async artifactArchiveLocation(artifactId: number): Promise<string | null> {
    return this.call('actions/download-artifact', async () => {
      const response = await this.octokit.rest.actions.downloadArtifact({
        ...this.repoParams,
        artifact_id: artifactId,
        archive_format: 'zip',
        request: { redirect: 'manual' },
      })
      const location = response.headers.location
      return typeof location === 'string' && location.length > 0 ? location : null
    })
  }

  /**
   * A user's repository role: `role_name` when it is one of the five roles (it tells maintain and
   * triage apart), else the legacy `permission`. A user GitHub does not know (404) has none.
   */
  async getCollaboratorPermission(username: string): Promise<string> {
    return this.call('repos/get-collaborator-permission-level', async () => {
      try {
        const response = await this.octokit.rest.repos.getCollaboratorPermissionLevel({
          ...this.repoParams,
          username,
        })
        const role = response.data.role_name
        return ['admin', 'maintain', 'write', 'triage', 'read'].includes(role)
          ? role
          : response.data.permission
      } catch (error) {
        if ((error as { status?: number }).status === 404) return 'none'
        throw error
      }
    })
  }

  /**
   * One GraphQL request (`POST {baseUrl}/graphql`; GitHub Enterprise Server: `/api/graphql`).
   * GraphQL reports errors in a 200 body: those come out as a GitHubApiError of status 200, a
   * FORBIDDEN one naming the operation's permission.
   */
  async graphql<T>(
    operation: 'graphql/review-threads' | 'graphql/resolve-review-thread',
    query: string,
    variables: Record<string, unknown>,
  ): Promise<T> {
    return this.call(operation, async () => {
      try {
        return await this.octokit.graphql<T>(query, variables)
      } catch (error) {
        const errors = (error as { errors?: { type?: string; message?: string }[] }).errors
        if (!Array.isArray(errors)) throw error
        const forbidden = errors.some((e) => e.type === 'FORBIDDEN')
        const text = errors
          .map((e) => e.message ?? 'error')
          .join('; ')
          .slice(0, 300)
        throw new GitHubApiError(
          `${operationInfo(operation).route}: ${text}`,
          operation,
          forbidden ? 403 : 200,
          forbidden ? operationInfo(operation).permission : null,
        )
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

export interface OpenPullRequest {
  number: number
  title: string
  body: string
  headSha: string
  /** `owner/name`; null when the fork was deleted. */
  headRepository: string | null
  baseSha: string
  baseRepository: string | null
  /** The login that opened it: it may not dismiss findings on it. */
  author: string | null
}

export interface RunArtifact {
  id: number
  name: string
  expired: boolean
  sizeInBytes: number
}

export interface NewCommitStatus {
  state: 'pending' | 'success' | 'failure' | 'error'
  context: string
  description: string
  targetUrl: string | null
}

/** What dedupe needs from a posted comment or review. */
export interface PostedComment {
  id: number
  body?: string | null
  user?: { login: string } | null
  /** Issue comments: when it was written (a dismissal's "when"). */
  created_at?: string
  /** Issue comments: when it was last changed (equal to created_at when never edited). */
  updated_at?: string
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

/**
 * The client's time limits from the environment: `REVIEW_GATE_GITHUB_TIMEOUT_MS` (per request)
 * and `REVIEW_GATE_GITHUB_DEADLINE_MS` (all calls of the run). For tests and for runners behind
 * slow proxies; unset or not a positive integer leaves the defaults.
 */
export function githubLimitsFromEnv(
  env: Record<string, string | undefined>,
): Pick<GitHubClientOptions, 'timeoutMs' | 'deadlineMs'> {
  const read = (name: string): number | undefined => {
    const value = env[name]?.trim()
    return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined
  }
  const timeoutMs = read('REVIEW_GATE_GITHUB_TIMEOUT_MS')
  const deadlineMs = read('REVIEW_GATE_GITHUB_DEADLINE_MS')
  return {
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(deadlineMs !== undefined ? { deadlineMs } : {}),
  }
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  return new GitHubClient(options)
}
