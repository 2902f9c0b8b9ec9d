import { describe, expect, it } from 'vitest'
import { extractReply, findReplyObjects, ReplyUnusableError } from '../../src/review/extract.js'
import { NEVER_CLOSES, NOT_JSON, objectSpans } from '../../src/review/object-spans.js'
import { parseReview } from '../../src/review/parse.js'

// Issue 9 item 4: one reply, one review; extraction linear and complete up to the size cap.

const review = (verdict: string) =>
  JSON.stringify({
    verdict,
    counts: { blocker: 0, major: 0, minor: 0 },
    issues: [],
    strengths: [],
  })

function kindOf(text: string): string {
  try {
    extractReply(text)
    return 'read'
  } catch (error) {
    if (error instanceof ReplyUnusableError) return error.kind
    throw error
  }
}

describe('one reply, one review', () => {
  it.each([
    ['two reply objects', `${review('APPROVED')}\n${review('CHANGES_REQUESTED')}`],
    [
      'a draft in prose, then the answer',
      `Draft: ${review('APPROVED')}\nFinal: ${review('APPROVED')}`,
    ],
    ['objects sharing only "issues"', '{"issues": []} and {"issues": [1]}'],
    ['"findings" standing for issues', `${review('APPROVED')} {"findings": []}`],
    ['a second one that never closes', `${review('APPROVED')}\n{"verdict": "CHANGES_REQ`],
    ['an unclosed one before', `{"issues": [ oops\n${review('APPROVED')}`],
  ])('%s: ambiguous', (_name, text) => {
    expect(kindOf(text)).toBe('ambiguous')
  })

  it.each([
    ['a reply and an object without review fields', `${review('APPROVED')} {"note": 1}`],
    ['a review nested in a wrapper object', `{"result": ${review('APPROVED')}}`],
    ['an unclosed prose brace before the reply', `Use a { here, then ${review('APPROVED')}`],
  ])('%s: read', (_name, text) => {
    expect(kindOf(text)).toBe('read')
  })

  it('finds a second reply object far from the first, past prose full of unclosed braces', () => {
    // The old scanner's budget ran out in the prose and silently used the first object.
    const prose = '{"a":"'.repeat(400_000)
    const text = `${review('APPROVED')}\n${prose}"\n${review('CHANGES_REQUESTED')}`
    expect(kindOf(text)).toBe('ambiguous')
  })

  it('finds a reply at the end of a 10 MB text of unclosed braces', () => {
    const text = `${'{ '.repeat(5_000_000)}${review('CHANGES_REQUESTED')}`
    expect(extractReply(text).value.verdict).toBe('CHANGES_REQUESTED')
  })

  it('does work linear in the text: at most a few steps per character on hostile input', () => {
    const hostile = [
      '{"a":"'.repeat(100_000),
      '{'.repeat(200_000),
      '{\\'.repeat(200_000),
      `{ ${'{"k": 1} '.repeat(50_000)}`,
      `${'{"a": ['.repeat(60)}1${']}'.repeat(60)} x }`.repeat(2_000),
      '"{'.repeat(200_000),
    ]
    for (const text of hostile) {
      const { work } = findReplyObjects(text)
      expect(work, text.slice(0, 40)).toBeLessThanOrEqual(4 * text.length)
    }
  })
})

/** [start, end, depth] of every `{` that closes. */
function closed(text: string): number[][] {
  const spans = objectSpans(text)
  const out: number[][] = []
  for (let k = 0; k < spans.count; k++) {
    if (spans.ends[k]! >= 0) out.push([spans.starts[k]!, spans.ends[k]!, spans.depths[k]!])
  }
  return out
}

describe('objectSpans', () => {
  it('matches braces outside strings and ignores braces inside them', () => {
    const text = '{"a": "}{", "b": {"c": [1, {}]}}'
    expect(closed(text)).toEqual([
      [0, text.length, 4],
      [17, 31, 3],
      [27, 29, 1],
    ])
  })

  it('reports the braces of every possible start, including ones a string would hide', () => {
    // From the first `{` the rest is inside a string; from the second it is an object.
    const text = '{ " {"verdict": 1}'
    expect(closed(text)).toEqual([[4, text.length, 1]])
    expect(objectSpans(text).ends[0]).toBe(NEVER_CLOSES)
  })

  it('a backslash outside a string ends the scans it would be part of', () => {
    const { ends } = objectSpans('{ \\ {"a": "\\"}"}')
    expect([...ends]).toEqual([NOT_JSON, 16])
  })
})

describe('repeated keys that could hide a finding', () => {
  const blocker = {
    severity: 'blocker',
    category: 'logic',
    file: 'src/a.ts',
    line: 1,
    message: 'm',
    fix: 'f',
  }
  it('a second "issues": [] after the findings is ambiguous, not a clean review', () => {
    const reply = `{"verdict":"CHANGES_REQUESTED","counts":{"blocker":1,"major":0,"minor":0},"issues":[${JSON.stringify(blocker)}],"strengths":[],"issues":[]}`
    expect(() => parseReview(reply, { mode: 'implementation' })).toThrow(/repeats the key "issues"/)
  })

  it('a repeated severity inside one finding is ambiguous', () => {
    const entry = `{"severity":"blocker","category":"logic","file":"src/a.ts","line":1,"message":"m","fix":"f","severity":"minor"}`
    const reply = `{"verdict":"CHANGES_REQUESTED","counts":{"blocker":1,"major":0,"minor":0},"issues":[${entry}],"strengths":[]}`
    expect(() => parseReview(reply, { mode: 'implementation' })).toThrow(ReplyUnusableError)
  })

  it('a repeated harmless key is kept with a warning', () => {
    const entry = `{"severity":"minor","category":"logic","file":"src/a.ts","line":1,"message":"m","fix":"f","fix":"g"}`
    const reply = `{"verdict":"CHANGES_REQUESTED","counts":{"blocker":0,"major":0,"minor":1},"issues":[${entry}],"strengths":[]}`
    const review = parseReview(reply, { mode: 'implementation' })
    expect(review.issues[0]!.fix).toBe('g')
    expect(review.warnings.join('\n')).toMatch(/duplicate keys/)
  })
})
