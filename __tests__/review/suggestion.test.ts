import { describe, expect, it } from 'vitest'
import { readReview } from '../../src/review/parse.js'

const issue = (over: Record<string, unknown>) =>
  JSON.stringify({
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 0, minor: 1 },
    issues: [
      { severity: 'minor', category: 'logic', file: 'a.ts', line: 1, message: 'm', ...over },
    ],
    strengths: [],
  })

describe('the suggestion field', () => {
  it('is kept as given beside a fix', () => {
    const review = readReview(issue({ fix: 'f', suggestion: '  x = 1' }), {
      mode: 'implementation',
    })
    expect(review.issues[0]).toMatchObject({ fix: 'f', suggestion: '  x = 1' })
  })

  it('without a fix it is the fix, as before (a model name for it), never a committable suggestion', () => {
    const review = readReview(issue({ suggestion: 'Use a lock' }), { mode: 'implementation' })
    expect(review.issues[0]!.fix).toBe('Use a lock')
    expect(review.issues[0]!.suggestion).toBeUndefined()
  })

  it('a non-text or oversized suggestion is dropped with a warning', () => {
    for (const suggestion of [42, 'x'.repeat(2_001)]) {
      const review = readReview(issue({ fix: 'f', suggestion }), { mode: 'implementation' })
      expect(review.issues[0]!.suggestion).toBeUndefined()
      expect(review.warnings.join('\n')).toMatch(/suggestion/)
    }
  })
})
