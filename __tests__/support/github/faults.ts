/**
 * The ways GitHub fails, as GitHub answers them, for `FakeGitHub.inject`: primary and secondary
 * rate limits, 429, 5xx, and a request that is never answered. Each takes the operation it hits
 * and how many attempts fail (`times`, default 1) after how many succeed (`after`, default 0).
 */
import type { InjectedFailure } from './types.js'

type Where = { operationId: string; times?: number; after?: number; method?: string }

const DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'

/** The primary limit: 403 with `x-ratelimit-remaining: 0` and the reset time (epoch seconds). */
export function rateLimit(where: Where, resetInSeconds = 3_600): InjectedFailure {
  const reset = Math.floor(Date.UTC(2030, 0, 1) / 1_000) + resetInSeconds
  return {
    ...where,
    status: 403,
    headers: {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '5000',
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-resource': 'core',
    },
    body: { message: 'API rate limit exceeded for installation.', documentation_url: DOCS },
  }
}

/** A secondary limit: 403 with `retry-after` and GitHub's message. */
export function secondaryLimit(where: Where, retryAfterSeconds = 60): InjectedFailure {
  return {
    ...where,
    status: 403,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url: DOCS,
    },
  }
}

/** 429 Too Many Requests with `retry-after`. */
export function tooManyRequests(where: Where, retryAfterSeconds = 60): InjectedFailure {
  return {
    ...where,
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: { message: 'Too Many Requests', documentation_url: DOCS },
  }
}

/** 500, 502 or 503 as GitHub's front end sends them. */
export function serverError(where: Where, status: 500 | 502 | 503 = 502): InjectedFailure {
  return {
    ...where,
    status,
    body: status === 502 ? 'Bad Gateway' : { message: 'Server Error', status: String(status) },
  }
}

/** The request is accepted and never answered. */
export function hang(where: Where): InjectedFailure {
  return { ...where, status: 0, hang: true }
}

/** A 200 whose body starts and then stops coming (a dropped proxy, a stuck load balancer). */
export function stalledBody(
  where: Where,
  start: string,
  headers: Record<string, string> = {},
): InjectedFailure {
  return { ...where, status: 200, stall: start, headers }
}
