import { describe, expect, it } from 'vitest'
import { backoffDelay, decideRetry, parseRetryAfter } from '../../src/model/retry.js'
import { AttemptFailure } from '../../src/model/provider.js'

const headers = (values: Record<string, string>) => new Headers(values)
const NOW = Date.parse('2026-06-01T12:00:00Z')

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter(headers({ 'retry-after': '7' }), NOW)).toBe(7_000)
    expect(parseRetryAfter(headers({ 'retry-after': ' 1.5 ' }), NOW)).toBe(1_500)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter(headers({ 'retry-after': 'Mon, 01 Jun 2026 12:00:30 GMT' }), NOW)).toBe(
      30_000,
    )
    expect(parseRetryAfter(headers({ 'retry-after': 'Mon, 01 Jun 2026 11:59:00 GMT' }), NOW)).toBe(
      0,
    )
  })

  it('prefers retry-after-ms', () => {
    expect(parseRetryAfter(headers({ 'retry-after-ms': '250', 'retry-after': '9' }), NOW)).toBe(250)
  })

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(headers({}), NOW)).toBeUndefined()
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }), NOW)).toBeUndefined()
    expect(parseRetryAfter(headers({ 'retry-after': '-3' }), NOW)).toBeUndefined()
    expect(parseRetryAfter(headers({ 'retry-after': '2026' }), NOW)).toBe(2_026_000)
  })
})

describe('backoffDelay', () => {
  it('doubles the window per attempt, half fixed and half jittered, capped', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1_000, 2_000, 4_000])
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(backoffDelay(20, () => 1)).toBe(30_000)
    expect(backoffDelay(20, () => 0)).toBe(15_000)
  })
})

describe('decideRetry', () => {
  const retryable = (retryAfterMs?: number) =>
    new AttemptFailure('x', 'rate_limited', {
      retryable: true,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    })
  const base = { attempts: 1, maxAttempts: 4, remainingMs: 60_000, random: () => 0.5 }

  it('never retries what is not retryable', () => {
    const failure = new AttemptFailure('x', 'auth', { retryable: false })
    expect(decideRetry({ ...base, failure })).toEqual({ retry: false, reason: 'not retryable' })
  })

  it('honours retry-after inside the deadline, gives up at once beyond it', () => {
    expect(decideRetry({ ...base, failure: retryable(5_000) })).toEqual({
      retry: true,
      delayMs: 5_000,
    })
    const late = decideRetry({ ...base, failure: retryable(3_600_000) })
    expect(late.retry).toBe(false)
    expect(late.retry === false && late.reason).toMatch(/3600s, beyond the 60s left/)
  })

  it('stops at the attempt bound and when backoff would pass the deadline', () => {
    expect(decideRetry({ ...base, attempts: 4, failure: retryable() }).retry).toBe(false)
    expect(decideRetry({ ...base, remainingMs: 500, failure: retryable() }).retry).toBe(false)
    expect(decideRetry({ ...base, failure: retryable() })).toEqual({ retry: true, delayMs: 750 })
  })
})
