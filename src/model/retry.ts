import type { AttemptFailure } from './provider.js'

/**
 * When to try again. Pure: the clock and the random source are arguments, so tests can assert
 * the exact delays requested.
 */

export const BASE_DELAY_MS = 1_000
export const MAX_DELAY_MS = 30_000

/**
 * Exponential backoff with "equal jitter": half the window is fixed, half random. The fixed
 * half keeps retries from hammering a struggling endpoint; the random half spreads out many
 * jobs that failed at the same moment. `attempt` is the number of attempts made so far (≥ 1).
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  baseMs = BASE_DELAY_MS,
  maxMs = MAX_DELAY_MS,
): number {
  const window = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
  const r = Math.min(1, Math.max(0, random()))
  return Math.round(window / 2 + (window / 2) * r)
}

/**
 * `retry-after` as milliseconds from `nowMs`: delta-seconds or an HTTP date. Also accepts the
 * `retry-after-ms` extension some APIs send. Undefined when absent or unreadable.
 */
export function parseRetryAfter(
  headers: { get(name: string): string | null },
  nowMs: number,
): number | undefined {
  const ms = headers.get('retry-after-ms')
  if (ms !== null && /^\s*\d+(?:\.\d+)?\s*$/.test(ms)) return Math.ceil(Number(ms))
  const value = headers.get('retry-after')
  if (value === null) return undefined
  const trimmed = value.trim()
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1_000)
  // An HTTP date has a weekday or a month name; Date.parse alone accepts too much.
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - nowMs)
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string }

/**
 * Decides after a failed attempt. `attempts` counts the attempts made in this phase;
 * `remainingMs` is what is left of the overall deadline.
 */
export function decideRetry(input: {
  failure: AttemptFailure
  attempts: number
  maxAttempts: number
  remainingMs: number
  random: () => number
}): RetryDecision {
  const { failure, attempts, maxAttempts, remainingMs } = input
  if (!failure.hint.retryable) return { retry: false, reason: 'not retryable' }
  if (attempts >= maxAttempts) {
    return { retry: false, reason: `gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}` }
  }
  const retryAfter = failure.hint.retryAfterMs
  if (retryAfter !== undefined) {
    // The server said when; waiting less would only earn another refusal, and waiting past
    // the deadline would leave no time for the attempt itself.
    if (retryAfter >= remainingMs) {
      return {
        retry: false,
        reason: `the endpoint asked to wait ${formatSeconds(retryAfter)}, beyond the ${formatSeconds(remainingMs)} left of the deadline`,
      }
    }
    return { retry: true, delayMs: retryAfter }
  }
  const delayMs = backoffDelay(attempts, input.random)
  if (delayMs >= remainingMs) {
    return { retry: false, reason: 'the deadline leaves no time for another attempt' }
  }
  return { retry: true, delayMs }
}

export function formatSeconds(ms: number): string {
  const s = ms / 1_000
  return `${s >= 10 ? Math.round(s) : Number(s.toFixed(1))}s`
}
