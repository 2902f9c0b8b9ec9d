import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyTestsGuard, GUARD_MESSAGE } from '../../src/review/guard.js'
import { Notes } from '../../src/review/notes.js'
import { parseReview, ReplyUnusableError, type ParseOptions } from '../../src/review/parse.js'
import type { CheckedFinding, Finding } from '../../src/domain/finding.js'
import type { ParsedReview } from '../../src/domain/review.js'

const lineMap = new Map([
  ['src/a.ts', new Set([10, 11, 12, 13])],
  ['src/b.ts', new Set([1, 2, 3])],
])

const auto: Finding[] = [
  {
    severity: 'blocker',
    category: 'tests',
    file: 'src/a.test.ts',
    line: 7,
    message: '2 touched tests failing: a; b.',
    fix: 'Fix them.',
  },
  {
    severity: 'blocker',
    category: 'tests',
    file: 'src/b.test.ts',
    line: 3,
    message: '1 touched test failing: c.',
    fix: 'Fix it.',
  },
]

function checked(
  f: Partial<Finding> & Pick<Finding, 'severity' | 'category'>,
  anchored = true,
): CheckedFinding {
  return { file: 'src/a.ts', line: 11, message: 'm', fix: 'f', ...f, anchored }
}

describe('applyTestsGuard', () => {
  it('prepends the auto-generated findings verbatim, in order, when no tests/blocker exists', () => {
    const notes = new Notes()
    const issues = [checked({ severity: 'minor', category: 'logic' })]
    const out = applyTestsGuard(issues, auto, lineMap, notes)
    expect(out.applied).toBe(true)
    expect(out.issues.slice(0, 2).map(({ anchored: _a, ...f }) => f)).toEqual(auto)
    expect(out.issues[2]).toEqual(issues[0])
    expect(notes.warnings).toHaveLength(1)
    expect(notes.warnings[0]).toMatch(/prepended 2 auto-generated findings/)
  })

  it('anchors an auto-generated finding only on a commentable line', () => {
    const onDiff: Finding = { ...auto[0]!, file: 'src/a.ts', line: 12 }
    const out = applyTestsGuard([], [onDiff, auto[1]!], lineMap, new Notes())
    expect(out.issues.map((f) => f.anchored)).toEqual([true, false])
  })

  it('leaves an existing tests/blocker as it is and adds nothing', () => {
    const existing = checked({ severity: 'blocker', category: 'tests', message: 'model wording' })
    const issues = [existing, checked({ severity: 'major', category: 'logic' })]
    const notes = new Notes()
    const out = applyTestsGuard(issues, auto, lineMap, notes)
    expect(out).toEqual({ issues, applied: false })
    expect(notes.warnings).toEqual([])
  })

  it('moves existing tests/blockers to the front, unchanged', () => {
    const tests = checked({ severity: 'blocker', category: 'tests', message: 'later' })
    const other = checked({ severity: 'major', category: 'security' })
    const notes = new Notes()
    const out = applyTestsGuard([other, tests], auto, lineMap, notes)
    expect(out.issues).toEqual([tests, other])
    expect(out.applied).toBe(false)
    expect(notes.warnings[0]).toMatch(/moved to the front/)
  })

  it('replaces a downgraded copy of an auto-generated finding instead of listing it twice', () => {
    const downgraded = checked({ ...auto[0]!, severity: 'minor' }, false)
    const notes = new Notes()
    const out = applyTestsGuard([downgraded], auto, lineMap, notes)
    expect(out.issues.map((f) => f.severity)).toEqual(['blocker', 'blocker'])
    expect(notes.warnings[0]).toMatch(/restored as blocker/)
  })

  it('stands in a generic tests/blocker on the first changed file when none is given', () => {
    const out = applyTestsGuard([], [], lineMap, new Notes())
    expect(out.issues).toEqual([
      expect.objectContaining({
        severity: 'blocker',
        category: 'tests',
        file: 'src/a.ts',
        line: 10,
        anchored: true,
        message: GUARD_MESSAGE,
      }),
    ])
    const noDiff = applyTestsGuard([], [], null, new Notes())
    expect(noDiff.issues[0]).toMatchObject({ file: '.', anchored: false })
  })

  it('adds the generic tests/blocker when no auto-generated finding is a tests/blocker', () => {
    const major: Finding = { ...auto[0]!, severity: 'major' }
    const out = applyTestsGuard([], [major], lineMap, new Notes())
    expect(out.issues.map((f) => `${f.category}/${f.severity}`)).toEqual([
      'tests/blocker',
      'tests/major',
    ])
    expect(applyTestsGuard(out.issues, [major], lineMap, new Notes()).issues).toEqual(out.issues)
  })
})

// Arbitrary replies: conforming and broken findings, synonyms, bad paths, wrappers, garbage.
const findingArb = fc.record(
  {
    severity: fc.constantFrom(
      'blocker',
      'major',
      'minor',
      'critical',
      'P1',
      'nit',
      'HIGH',
      'bogus',
    ),
    category: fc.constantFrom(
      'logic',
      'code_rules',
      'security',
      'scalability',
      'tests',
      'performance',
      'vibes',
    ),
    file: fc.constantFrom(
      'src/a.ts',
      './src/a.ts',
      'b/src/b.ts',
      'other/c.ts',
      '/abs.ts',
      '../x.ts',
      'src/a.test.ts',
    ),
    line: fc.oneof(fc.integer({ min: -2, max: 15 }), fc.constantFrom('12', 'x')),
    message: fc.string({ maxLength: 20 }),
    fix: fc.string({ maxLength: 10 }),
    confidence: fc.integer({ min: -5, max: 110 }),
    extra: fc.string({ maxLength: 5 }),
  },
  { requiredKeys: ['severity', 'file', 'line', 'message'] },
)
const replyObjectArb = fc.record(
  {
    verdict: fc.constantFrom('APPROVED', 'CHANGES_REQUESTED', 'LGTM'),
    counts: fc.record({ blocker: fc.nat(3), major: fc.nat(3), minor: fc.nat(3) }),
    issues: fc.array(findingArb, { maxLength: 10 }),
    strengths: fc.array(fc.string({ maxLength: 15 }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
)
const replyArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(replyObjectArb, fc.constantFrom('plain', 'fenced', 'prose'))
      .map(([r, wrap]) => {
        const json = JSON.stringify(r)
        return wrap === 'plain'
          ? json
          : wrap === 'fenced'
            ? `\`\`\`json\n${json}\n\`\`\``
            : `Review:\n${json}\nDone.`
      }),
  },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.json() },
)
const autoArb = fc.array(
  fc.record({
    severity: fc.constant('blocker' as const),
    category: fc.constant('tests' as const),
    file: fc.constantFrom('src/a.ts', 'src/a.test.ts'),
    line: fc.integer({ min: 1, max: 15 }),
    // Auto-generated findings are our own text: trimmed, never blank.
    message: fc
      .string({ minLength: 1, maxLength: 20 })
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
    fix: fc.string({ maxLength: 10 }).map((s) => s.trim()),
  }),
  { maxLength: 3 },
)
const mapArb = fc.constantFrom(lineMap, null)

function tryParse(reply: string, options: ParseOptions): ParsedReview | ReplyUnusableError {
  try {
    return parseReview(reply, options)
  } catch (error) {
    if (error instanceof ReplyUnusableError) return error
    throw error
  }
}

const withoutAnchor = (issues: CheckedFinding[]) => issues.map(({ anchored: _a, ...f }) => f)

describe('guard properties over arbitrary replies', () => {
  it('tests red ⇒ a tests/blocker issue first and CHANGES_REQUESTED', () => {
    fc.assert(
      fc.property(replyArb, autoArb, mapArb, (reply, autoFindings, map) => {
        const out = tryParse(reply, {
          mode: 'implementation',
          lineMap: map,
          requireTestsBlocker: true,
          autoFindings,
        })
        if (out instanceof ReplyUnusableError) return
        expect(out.issues[0]).toMatchObject({ category: 'tests', severity: 'blocker' })
        expect(out.verdict).toBe('CHANGES_REQUESTED')
        expect(out.counts.blocker).toBeGreaterThan(0)
        if (autoFindings.length > 0 && out.guard_applied) {
          expect(withoutAnchor(out.issues.slice(0, autoFindings.length))).toEqual(autoFindings)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('tests green ⇒ byte-identical to parsing without the guard', () => {
    fc.assert(
      fc.property(replyArb, autoArb, mapArb, (reply, autoFindings, map) => {
        const plain = tryParse(reply, { mode: 'implementation', lineMap: map })
        const green = tryParse(reply, {
          mode: 'implementation',
          lineMap: map,
          requireTestsBlocker: false,
          autoFindings,
        })
        if (plain instanceof ReplyUnusableError) {
          expect(green).toBeInstanceOf(ReplyUnusableError)
          expect((green as ReplyUnusableError).message).toBe(plain.message)
          return
        }
        expect(JSON.stringify(green, null, 2)).toBe(JSON.stringify(plain, null, 2))
      }),
      { numRuns: 300 },
    )
  })

  it('is idempotent: guarding its own output changes nothing', () => {
    fc.assert(
      fc.property(replyArb, autoArb, mapArb, (reply, autoFindings, map) => {
        const out = tryParse(reply, {
          mode: 'implementation',
          lineMap: map,
          requireTestsBlocker: true,
          autoFindings,
        })
        if (out instanceof ReplyUnusableError) return
        const notes = new Notes()
        const again = applyTestsGuard(out.issues, autoFindings, map, notes)
        expect(again).toEqual({ issues: out.issues, applied: false })
        expect(notes.warnings).toEqual([])
        // Feeding review.json back in as a reply keeps the same findings, never a duplicate.
        // Only the contract's fields: review.json's own (mode, warnings, …) are not a reply's.
        const { verdict, counts, issues, strengths } = out
        const reparsed = parseReview(JSON.stringify({ verdict, counts, issues, strengths }), {
          mode: 'implementation',
          lineMap: map,
          requireTestsBlocker: true,
          autoFindings,
        })
        expect(withoutAnchor(reparsed.issues)).toEqual(withoutAnchor(out.issues))
      }),
      { numRuns: 300 },
    )
  })
})
