import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import {
  parseReview,
  readReview,
  ReplyIncompleteError,
  ReplyUnusableError,
} from '../../src/review/parse.js'
import { severityOf } from '../../src/review/severity.js'
import type { ParsedReview } from '../../src/domain/review.js'

// Issue 9 item 3: a finding the model reported never vanishes.

const touched = ['src/cart.ts', 'src/lib/index.ts', 'web/lib/index.ts']
const diffText = touched
  .map((file) =>
    [
      `diff --git a/${file} b/${file}`,
      'index 1111111..2222222 100644',
      `--- a/${file}`,
      `+++ b/${file}`,
      '@@ -18,2 +18,5 @@',
      ' a',
      '+b',
      '+c',
      '+d',
      ' e',
      '',
    ].join('\n'),
  )
  .join('')
const lineMap = buildLineMap(parseDiff(diffText, 'diff.patch'))
const opts = { mode: 'implementation' as const, lineMap }

const entry = (over: Record<string, unknown> = {}) => ({
  severity: 'blocker',
  category: 'logic',
  file: 'src/cart.ts',
  line: 20,
  message: 'The total ignores the discount.',
  fix: 'Apply it.',
  ...over,
})
const replyWith = (issues: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ verdict: 'CHANGES_REQUESTED', issues, strengths: [], ...extra })

function incomplete(text: string): ReplyIncompleteError {
  try {
    parseReview(text, opts)
  } catch (error) {
    if (error instanceof ReplyIncompleteError) return error
    throw error
  }
  throw new Error('expected ReplyIncompleteError')
}

describe('severity words outside the synonym table', () => {
  it.each([
    ['error', 'blocker'],
    ['must-fix', 'blocker'],
    ['Must fix', 'blocker'],
    ['severe', 'blocker'],
    ['Critical', 'blocker'],
    ['bl\u043ecker', 'blocker'], // Cyrillic о
    ['\u0412LOCKER', 'blocker'], // Cyrillic В
    ['\uff22\uff2c\uff2f\uff23\uff2b\uff25\uff32', 'blocker'], // fullwidth
    ['m\u03b1jor', 'major'], // Greek α
    ['Severity: High', 'major'],
    ['blocker (must fix)', 'blocker'],
    ['info', 'minor'],
  ])('%j is read as %s, with a warning and a structural note', (word, severity) => {
    expect(severityOf(word)).toBe(severity)
    const review = parseReview(replyWith([entry({ severity: word })]), opts)
    expect(review.issues[0]!.severity).toBe(severity)
    expect(review.warnings.join('\n')).toContain(`issues[0]: severity`)
    expect(review.structure.notes[0]).toMatch(/^issues\[0\]\.severity ".*" mapped to /)
  })

  it.each([['urgent'], ['major/minor'], ['blocker or minor'], [''], [3]])(
    '%j is unreadable: the review is incomplete, naming the entry, field and value',
    (word) => {
      const error = incomplete(replyWith([entry({ severity: word })]))
      expect(error).toBeInstanceOf(ReplyUnusableError)
      expect(error.kind).toBe('incomplete')
      expect(error.message).toContain('issues[0].severity')
      expect(error.message).toContain(JSON.stringify(word))
      expect(error.review.incomplete).toHaveLength(1)
      expect(error.review.structure.notes[0]).toMatch(/^issues\[0\] unreadable: /)
    },
  )
})

describe('lines', () => {
  it.each([
    ['20-21', 20, true],
    ['20\u201321', 20, true],
    ['21', 21, true],
    [null, 1, false],
    [undefined, 1, false],
  ])('%j becomes line %i (anchored: %s)', (line, expected, anchored) => {
    const review = parseReview(replyWith([entry({ line })]), opts)
    expect(review.issues[0]).toMatchObject({ line: expected, anchored, severity: 'blocker' })
    expect(review.warnings.length).toBeGreaterThan(0)
  })

  it.each([['forty'], [[20]], [{ n: 20 }], ['20-x']])('%j is unreadable', (line) => {
    expect(incomplete(replyWith([entry({ line })])).message).toContain('issues[0].line')
  })
})

describe('files', () => {
  it.each([
    ['cart.ts', 'src/cart.ts'],
    ['SRC/Cart.ts', 'src/cart.ts'],
    ['/home/runner/work/x/x/src/cart.ts', 'src/cart.ts'],
    ['D:\\a\\x\\x\\src\\cart.ts', 'src/cart.ts'],
    ['./src/cart.ts', 'src/cart.ts'],
    ['src\\cart.ts', 'src/cart.ts'],
    ['/home/runner/work/x/x/src/lib/index.ts', 'src/lib/index.ts'],
  ])('%j names one touched file: read as %s, anchored', (file, expected) => {
    const review = parseReview(replyWith([entry({ file })]), opts)
    expect(review.issues[0]).toMatchObject({ file: expected, anchored: true })
    expect(review.warnings.join('\n')).toMatch(/issues\[0\]: file/)
  })

  it('a name two touched files fit is kept as given, unanchored, and counted', () => {
    const review = parseReview(replyWith([entry({ file: 'index.ts' })]), opts)
    expect(review.issues[0]).toMatchObject({ file: 'index.ts', anchored: false })
    expect(review.counts.blocker).toBe(1)
    expect(review.warnings.join('\n')).toMatch(/fits 2 touched files/)
  })

  it('a file outside the change is kept in issues, unanchored, listed and counted', () => {
    const review = parseReview(replyWith([entry({ file: 'src/other.ts' })]), opts)
    expect(review.issues).toHaveLength(1)
    expect(review.issues[0]).toMatchObject({ file: 'src/other.ts', anchored: false })
    expect(review.counts.blocker).toBe(1)
    expect(review.unanchored.map((f) => f.file)).toEqual(['src/other.ts'])
  })

  it.each([['../etc/passwd'], ['src/\u0000x.ts'], ['https://example.com/a.ts'], [''], ['/etc/x']])(
    '%j cannot be a repository file: a minor is dropped with a warning',
    (file) => {
      const review = parseReview(replyWith([entry({ file, severity: 'minor' })]), opts)
      expect(review.issues).toEqual([])
      expect(review.dropped).toHaveLength(1)
      expect(review.incomplete).toBeUndefined()
    },
  )

  it.each([['../etc/passwd'], ['https://example.com/a.ts'], ['']])(
    '%j cannot be a repository file: a blocker or major makes the review incomplete',
    (file) => {
      for (const severity of ['blocker', 'major']) {
        const error = incomplete(replyWith([entry({ file, severity })]))
        expect(error.message).toContain('issues[0].file')
        expect(error.message).toContain(`the ${severity} finding could not be kept`)
      }
    },
  )
})

describe('the reply as a whole', () => {
  it.each([['findings'], ['comments']])('%j is read as issues, with a warning', (key) => {
    const review = parseReview(JSON.stringify({ verdict: 'APPROVED', [key]: [entry()] }), opts)
    expect(review.counts.blocker).toBe(1)
    expect(review.warnings).toContain(`"${key}" read as "issues"`)
  })

  it.each([
    ['counts.blocker 2, one blocker listed', [entry()], { blocker: 2, major: 0, minor: 0 }],
    ['counts.blocker 1, none listed', [], { blocker: 1, major: 0, minor: 0 }],
    ['counts.major "3", one listed', [entry({ severity: 'major' })], { major: '3' }],
  ])('counts claiming unlisted findings make it incomplete: %s', (_name, issues, counts) => {
    const error = incomplete(replyWith(issues, { counts }))
    expect(error.message).toMatch(/counts\.(blocker|major) is .* but the reply lists/)
  })

  it('an error field is a refusal: incomplete', () => {
    const error = incomplete(replyWith([], { error: 'I cannot review this change.' }))
    expect(error.message).toContain('"error" field')
  })

  it('a prose refusal without JSON is unusable, and says it was declined', () => {
    expect(() => parseReview("I'm sorry, but I can't help with that.", opts)).toThrow(
      /declines the review/,
    )
  })

  it('readReview returns the incomplete review instead of throwing', () => {
    const review = readReview(replyWith([entry(), entry({ severity: 'urgent' })]), opts)
    expect(review.incomplete).toEqual([expect.stringMatching(/^issues\[1\] unreadable/)])
    expect(review.issues).toHaveLength(1)
  })
})

// For any reply: unusable, or every blocker/major entry of it is in `issues` and nothing is
// incomplete.
const severityArb = fc.oneof(
  fc.constantFrom('blocker', 'major', 'minor', 'critical', 'must-fix', 'bl\u043ecker', 'High'),
  fc.constantFrom('urgent', 'major/minor', '', 'P9'),
  fc.string({ maxLength: 8 }),
  fc.integer(),
)
const fileArb = fc.oneof(
  fc.constantFrom(...touched, 'cart.ts', 'index.ts', 'src/other.ts', '/home/r/w/src/cart.ts'),
  fc.constantFrom('../x.ts', 'https://x/y', '', 'a\u0000b'),
  fc.string({ maxLength: 12 }),
)
const lineArb = fc.oneof(
  fc.integer({ min: -3, max: 40 }),
  fc.constantFrom('20-21', '19', 'x', null),
  fc.string({ maxLength: 4 }),
)
const entryArb = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        severity: severityArb,
        category: fc.constantFrom('logic', 'tests', 'vibes'),
        file: fileArb,
        line: lineArb,
        message: fc.oneof(fc.constant('m'), fc.string({ maxLength: 6 })),
        fix: fc.string({ maxLength: 4 }),
      },
      { requiredKeys: ['severity', 'file', 'message'] },
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constant(null), fc.integer()) },
)
const replyArb = fc.record(
  {
    verdict: fc.constantFrom('APPROVED', 'CHANGES_REQUESTED'),
    counts: fc.record({ blocker: fc.nat(2), major: fc.nat(2), minor: fc.nat(2) }),
    issues: fc.array(entryArb, { maxLength: 8 }),
    strengths: fc.constant([]),
  },
  { requiredKeys: ['issues'] },
)

describe('property: serious findings survive or the reply is refused', () => {
  it('parseReview throws ReplyUnusableError or keeps every blocker and major entry', () => {
    fc.assert(
      fc.property(replyArb, fc.constantFrom(lineMap, null), (reply, map) => {
        let review: ParsedReview
        try {
          review = parseReview(JSON.stringify(reply), { mode: 'implementation', lineMap: map })
        } catch (error) {
          expect(error).toBeInstanceOf(ReplyUnusableError)
          return
        }
        expect(review.incomplete ?? []).toEqual([])
        const serious = (reply.issues as unknown[]).filter((e): e is Record<string, unknown> => {
          if (typeof e !== 'object' || e === null) return false
          const severity = severityOf((e as Record<string, unknown>).severity)
          return severity === 'blocker' || severity === 'major'
        })
        const kept = review.issues.filter((f) => f.severity !== 'minor')
        expect(kept).toHaveLength(serious.length)
        serious.forEach((e, i) => {
          expect(kept[i]!.severity).toBe(severityOf(e.severity))
          expect(kept[i]!.message).toBe(String(e.message).trim())
        })
      }),
      { numRuns: 500 },
    )
  })
})
