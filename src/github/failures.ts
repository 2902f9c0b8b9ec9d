/**
 * How a failed GitHub call is told apart: a refusal the user can fix (a missing permission), an
 * answer the caller handles (406 too large, 422), or GitHub being unavailable (rate limited, 5xx
 * after retries, no answer in time, no connection). The last kind is `GitHubUnavailableError`: the
 * action turns it into the error outcome, never into a review that looks complete.
 */
import { operationInfo, readableAcceptedPermissions, type GitHubOperation } from './operations.js'

/** A failed GitHub call. `missingPermission` is set when GitHub refused for lack of permission. */
export class GitHubApiError extends Error {
  override readonly name: string = 'GitHubApiError'
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

export type UnavailableKind = 'rate-limit' | 'server-error' | 'timeout' | 'network' | 'deadline'

/** GitHub could not answer: nothing was read, and retrying later may help. */
export class GitHubUnavailableError extends GitHubApiError {
  override readonly name = 'GitHubUnavailableError'
  constructor(
    operation: GitHubOperation,
    status: number,
    readonly kind: UnavailableKind,
    /** What happened and what a person can do about it, without the operation's name. */
    readonly reason: string,
  ) {
    super(`${operation} (${operationInfo(operation).route}): ${reason}`, operation, status, null)
  }
}

/** Thrown inside the request chain when the run's budget for GitHub calls is spent. */
export class GitHubDeadlineExceeded extends Error {
  override readonly name = 'GitHubDeadlineExceeded'
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

export interface ResponseLike {
  status: number
  headers: Record<string, string | number | undefined>
  data: unknown
}

interface ErrorParts {
  /** 0 when GitHub sent no response. */
  status: number
  response: ResponseLike | null
  message: string
  timedOut: boolean
}

function errorParts(error: unknown): ErrorParts {
  const e = error as {
    response?: ResponseLike
    message?: unknown
    name?: unknown
    cause?: { name?: unknown }
  }
  const message = typeof e?.message === 'string' ? e.message : String(error)
  const response = e?.response && typeof e.response.status === 'number' ? e.response : null
  const timedOut =
    response === null &&
    [e?.name, e?.cause?.name].some((n) => n === 'TimeoutError' || n === 'AbortError')
  return { status: response ? response.status : 0, response, message, timedOut }
}

export function header(response: ResponseLike | null, name: string): string | undefined {
  const value = response?.headers?.[name]
  return value === undefined ? undefined : String(value)
}

export function isRateLimited(status: number, response: ResponseLike | null): boolean {
  if (status === 429) return true
  if (status !== 403) return false
  const message = JSON.stringify(response?.data ?? '').toLowerCase()
  return (
    header(response, 'retry-after') !== undefined ||
    header(response, 'x-ratelimit-remaining') === '0' ||
    message.includes('rate limit')
  )
}

function rateLimitReason(status: number, response: ResponseLike | null): string {
  const retryAfter = header(response, 'retry-after')
  const reset = Number(header(response, 'x-ratelimit-reset'))
  const when =
    retryAfter !== undefined
      ? `GitHub asked to wait ${retryAfter} s`
      : Number.isFinite(reset) && reset > 0
        ? `the limit resets at ${new Date(reset * 1_000).toISOString()}`
        : 'GitHub gave no time to wait'
  return (
    `GitHub's API rate limit was hit (${status}; ${when}), longer than this run waits. ` +
    'Re-run the job later, or spread the workflows that share this token.'
  )
}

export interface ClassifyContext {
  baseUrl: string
  /** Requests sent for this call, retries included. */
  attempts: number
  timeoutMs: number
  deadlineMs: number
  /** The run's budget for GitHub calls was spent during (or before) this call. */
  deadlineHit: boolean
}

/** Turns whatever the request chain threw into the error callers handle. */
export function classify(
  operation: GitHubOperation,
  error: unknown,
  context: ClassifyContext,
): GitHubApiError {
  if (error instanceof GitHubApiError) return error
  const tries = `${context.attempts} attempt${context.attempts === 1 ? '' : 's'}`
  if (context.deadlineHit || error instanceof GitHubDeadlineExceeded) {
    return new GitHubUnavailableError(
      operation,
      0,
      'deadline',
      `the GitHub calls of this run took longer than their ${context.deadlineMs} ms budget ` +
        `(${tries} for this call); GitHub is slow or unreachable. Re-run the job later.`,
    )
  }
  const { status, response, message, timedOut } = errorParts(error)
  if (isRateLimited(status, response)) {
    return new GitHubUnavailableError(
      operation,
      status,
      'rate-limit',
      rateLimitReason(status, response),
    )
  }
  if (status >= 500) {
    return new GitHubUnavailableError(
      operation,
      status,
      'server-error',
      `GitHub answered ${status} after ${tries}; it may be having an outage. Re-run the job later.`,
    )
  }
  if (status === 0 && timedOut) {
    return new GitHubUnavailableError(
      operation,
      0,
      'timeout',
      `GitHub did not answer within ${context.timeoutMs} ms (${tries}). Re-run the job later.`,
    )
  }
  if (status === 0) {
    return new GitHubUnavailableError(
      operation,
      0,
      'network',
      `no connection to GitHub at ${context.baseUrl} (${message.slice(0, 200)}; ${tries}). ` +
        "Check GITHUB_API_URL and the runner's network.",
    )
  }
  const detail = `${operationInfo(operation).route}: ${status} ${message}`.slice(0, 500)
  const permission =
    status === 403
      ? (readableAcceptedPermissions(header(response, 'x-accepted-github-permissions')) ??
        operationInfo(operation).permission)
      : null
  return new GitHubApiError(detail, operation, status, permission)
}
