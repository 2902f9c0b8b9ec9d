import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import { ReplyIncompleteError, parseReview } from '../../src/review/parse.js'

// Found by a red-team pass: replies that state a blocker where the contract does not put one
// parsed as clean and APPROVED. Each must be incomplete: one repair request, then an error.

const DIFF = [
  'diff --git a/src/cart.ts b/src/cart.ts',
  'index 1111111..2222222 100644',
  '--- a/src/cart.ts',
  '+++ b/src/cart.ts',
  '@@ -18,2 +18,4 @@',
  ' a',
  '+b',
  '+c',
  ' e',
  '',
].join('\n')
const OPTIONS = { mode: 'implementation' as const, lineMap: buildLineMap(parseDiff(DIFF, 'd')) }
const BLOCKER = {
  severity: 'blocker',
  category: 'security',
  file: 'src/cart.ts',
  line: 19,
  message: 'The discount code is compared with ==, so any string matches.',
  fix: 'Compare with ===.',
}
const CLEAN = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

function incompleteReason(reply: string): string {
  try {
    parseReview(reply, OPTIONS)
  } catch (error) {
    expect(error).toBeInstanceOf(ReplyIncompleteError)
    return (error as Error).message
  }
  throw new Error('parsed as a complete review')
}

describe('a claim the contract does not carry makes the review incomplete', () => {
  it.each<[string, string, RegExp]>([
    [
      'a finding object in the prose before the reply object',
      `I found one blocker:\n\n${JSON.stringify(BLOCKER)}\n\nFinal answer:\n${JSON.stringify(CLEAN)}`,
      /finding-shaped object \(with "severity"\) outside its issues list, at line 3/,
    ],
    [
      'counts as a sentence',
      JSON.stringify({ ...CLEAN, counts: '1 blocker, 0 major, 0 minor' }),
      /counts is "1 blocker, 0 major, 0 minor", not an object/,
    ],
    [
      'counts with plural keys',
      JSON.stringify({ ...CLEAN, counts: { blockers: 1, majors: 0, minors: 0 } }),
      /counts has the keys "blockers", "majors", "minors"/,
    ],
    [
      'counts with a capital letter',
      JSON.stringify({ ...CLEAN, counts: { Blocker: 1, major: 0, minor: 0 } }),
      /counts has the key "Blocker"/,
    ],
    [
      'a count that is not a number',
      JSON.stringify({ ...CLEAN, counts: { blocker: 'one', major: 0, minor: 0 } }),
      /counts\.blocker is "one", not a number/,
    ],
    [
      'no issues list at all',
      JSON.stringify({ verdict: 'APPROVED', strengths: ['tidy'] }),
      /no issues list/,
    ],
  ])('%s', (_name, reply, reason) => {
    expect(incompleteReason(reply)).toMatch(reason)
  })

  it('the honest counterparts read as they did: a clean reply, counts as numeric strings, a finding inside issues', () => {
    expect(parseReview(JSON.stringify(CLEAN), OPTIONS).verdict).toBe('APPROVED')
    const strings = { ...CLEAN, counts: { blocker: '0', major: '0', minor: '0' } }
    expect(parseReview(JSON.stringify(strings), OPTIONS).verdict).toBe('APPROVED')
    const withBlocker = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 1, major: 0, minor: 0 },
      issues: [BLOCKER],
      strengths: [],
    }
    const review = parseReview(`Here it is:\n${JSON.stringify(withBlocker)}`, OPTIONS)
    expect(review.counts.blocker).toBe(1)
  })
})
