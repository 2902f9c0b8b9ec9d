import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import { parseReview, ReplyIncompleteError } from '../../src/review/parse.js'

// Issue 21, "one reply shape": at the top level the reply contract is strict. Each row below is a
// reply whose findings could vanish (or whose verdict disagrees with itself); each must be a
// contract violation, so the model stage asks once for a repair and then ends in an error.

const diffText = [
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
const opts = { mode: 'implementation' as const, lineMap: buildLineMap(parseDiff(diffText, 'd')) }

const blocker = {
  severity: 'blocker',
  category: 'security',
  file: 'src/cart.ts',
  line: 19,
  message: 'The discount code is compared with ==, so any string matches.',
  fix: 'Compare with ===.',
}
const counts = (blockers: number) => ({ blocker: blockers, major: 0, minor: 0 })

function violation(reply: string): ReplyIncompleteError {
  try {
    parseReview(reply, opts)
  } catch (error) {
    if (error instanceof ReplyIncompleteError) return error
    throw error
  }
  throw new Error(`expected a contract violation for ${reply}`)
}

describe('the top level of a reply is strict', () => {
  it.each<[string, string, RegExp]>([
    [
      'a key differing from "issues" only in case',
      JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: counts(1),
        Issues: [blocker],
        strengths: [],
      }),
      /"Issues" differs from "issues" only in case/,
    ],
    [
      'a key differing from "verdict" only in case',
      JSON.stringify({
        VERDICT: 'CHANGES_REQUESTED',
        counts: counts(0),
        issues: [],
        strengths: [],
      }),
      /"VERDICT" differs from "verdict" only in case/,
    ],
    [
      'issues: [] beside another findings-like key',
      JSON.stringify({
        verdict: 'APPROVED',
        counts: counts(0),
        issues: [],
        blockers: [blocker],
        strengths: [],
      }),
      /unknown top-level key "blockers"/,
    ],
    [
      'issues: [] beside an empty synonym',
      JSON.stringify({
        verdict: 'APPROVED',
        counts: counts(0),
        issues: [],
        findings: [],
        strengths: [],
      }),
      /both "issues" and "findings"/,
    ],
    [
      'CHANGES_REQUESTED with no issues',
      JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: counts(0),
        issues: [],
        strengths: [],
      }),
      /verdict is CHANGES_REQUESTED but the reply lists no issues/,
    ],
    [
      'CHANGES_REQUESTED with no issues list at all',
      JSON.stringify({ verdict: 'CHANGES_REQUESTED', strengths: [] }),
      /verdict is CHANGES_REQUESTED but the reply lists no issues/,
    ],
    [
      'a verdict outside the enum',
      JSON.stringify({ verdict: 'REJECTED', counts: counts(0), issues: [], strengths: [] }),
      /verdict "REJECTED" is not APPROVED or CHANGES_REQUESTED/,
    ],
    [
      'a finding under __proto__',
      `{"verdict":"APPROVED","counts":{"blocker":0,"major":0,"minor":0},"issues":[],"strengths":[],"__proto__":[${JSON.stringify(blocker)}]}`,
      /unknown top-level key "__proto__"/,
    ],
    [
      'an unknown key holding nothing that looks like a finding',
      JSON.stringify({
        verdict: 'APPROVED',
        counts: counts(0),
        issues: [],
        strengths: [],
        notes: 'ok',
      }),
      /unknown top-level key "notes"/,
    ],
  ])('%s is a contract violation, never APPROVED', (_name, reply, cause) => {
    const error = violation(reply)
    expect(error.message).toMatch(cause)
    expect(error.message).toMatch(/contract violation/)
    expect(error.review.verdict === 'APPROVED' && !error.review.incomplete).toBe(false)
  })

  it('the honest replies still read: APPROVED with no issues, CHANGES_REQUESTED with one', () => {
    const clean = parseReview(
      JSON.stringify({ verdict: 'APPROVED', counts: counts(0), issues: [], strengths: [] }),
      opts,
    )
    expect(clean.verdict).toBe('APPROVED')
    const red = parseReview(
      JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: counts(1),
        issues: [blocker],
        strengths: [],
        resolved: [],
      }),
      opts,
    )
    expect(red.verdict).toBe('CHANGES_REQUESTED')
    expect(red.counts.blocker).toBe(1)
  })

  it('a lone synonym of "issues" is still read, with a warning (every finding reaches the gate)', () => {
    const review = parseReview(
      JSON.stringify({ verdict: 'CHANGES_REQUESTED', findings: [blocker], strengths: [] }),
      opts,
    )
    expect(review.counts.blocker).toBe(1)
    expect(review.warnings).toContain('"findings" read as "issues"')
  })

  it('APPROVED beside a blocker is recomputed, never approved', () => {
    const review = parseReview(
      JSON.stringify({ verdict: 'APPROVED', counts: counts(1), issues: [blocker], strengths: [] }),
      opts,
    )
    expect(review.verdict).toBe('CHANGES_REQUESTED')
  })
})
