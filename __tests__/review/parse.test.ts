import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import { MAX_MESSAGE_LENGTH } from '../../src/domain/reply-contract.js'
import { MAX_WARNINGS } from '../../src/review/notes.js'
import { MAX_ISSUES, parseReview, readReview, ReplyUnusableError } from '../../src/review/parse.js'
import type { Finding } from '../../src/domain/finding.js'

const diffText = [
  'diff --git a/src/cart.ts b/src/cart.ts',
  'index 1111111..2222222 100644',
  '--- a/src/cart.ts',
  '+++ b/src/cart.ts',
  '@@ -1,3 +1,4 @@',
  ' export function total(items) {',
  '-  return items.reduce((a, b) => a + b)',
  '+  const sum = items.reduce((a, b) => a + b, 0)',
  '+  return sum',
  ' }',
  '',
].join('\n')
const lineMap = buildLineMap(parseDiff(diffText, 'diff.patch'))
const opts = { mode: 'implementation' as const, lineMap }

const finding = (over: Record<string, unknown> = {}) => ({
  severity: 'major',
  category: 'logic',
  file: 'src/cart.ts',
  line: 2,
  message: 'Empty carts used to throw; the new default hides a caller bug.',
  fix: 'Assert items is non-empty.',
  ...over,
})
const reply = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 1, minor: 0 },
    issues: [finding()],
    strengths: ['src/cart.ts:2 passes an initial value.'],
    ...over,
  })

function unusable(text: string | Buffer): ReplyUnusableError {
  try {
    parseReview(text, opts)
  } catch (error) {
    if (error instanceof ReplyUnusableError) return error
    throw error
  }
  throw new Error('expected ReplyUnusableError')
}

describe('parseReview', () => {
  it('parses a conforming reply with no warnings and anchors its finding', () => {
    const review = parseReview(reply(), opts)
    expect(review).toMatchObject({
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 1, minor: 0 },
      warnings: [],
      guard_applied: false,
    })
    expect(review.issues).toEqual([{ ...finding(), anchored: true }])
    expect(review.structure.completeness_score).toBe(1)
  })

  it('writes keys in one fixed order whatever order the reply used', () => {
    const shuffled = `{"strengths": [], "issues": [{"fix": "x", "message": "m", "line": 3, "file": "src/cart.ts", "category": "logic", "severity": "minor", "confidence": 90}], "counts": {"minor": 1, "major": 0, "blocker": 0}, "verdict": "CHANGES_REQUESTED"}`
    const review = parseReview(shuffled, opts)
    expect(Object.keys(review)).toEqual([
      'mode',
      'verdict',
      'counts',
      'issues',
      'strengths',
      'warnings',
      'unanchored',
      'dropped',
      'structure',
      'guard_applied',
    ])
    expect(Object.keys(review.counts)).toEqual(['blocker', 'major', 'minor'])
    expect(Object.keys(review.issues[0]!)).toEqual([
      'severity',
      'category',
      'file',
      'line',
      'message',
      'fix',
      'confidence',
      'anchored',
    ])
    expect(JSON.stringify(parseReview(shuffled, opts), null, 2)).toBe(
      JSON.stringify(review, null, 2),
    )
  })

  describe('the bad inputs of issue 4', () => {
    it('empty reply, truncated JSON, a JSON array, prose only: unusable with a reason', () => {
      expect(unusable('').kind).toBe('empty')
      expect(unusable(reply().slice(0, 80)).kind).toBe('truncated')
      expect(unusable(`[${reply()}]`).kind).toBe('not_an_object')
      const prose = unusable('Looks good to me!')
      expect(prose.kind).toBe('no_json')
      expect(prose.message).toMatch(/^reply unusable: /)
    })

    it('50,000 findings: bounded list, every finding counted, most severe kept', () => {
      const issues = Array.from({ length: 50_000 }, (_, i) =>
        finding({
          severity: i === 49_999 ? 'blocker' : 'minor',
          line: (i % 3) + 1,
          message: `finding ${i}`,
        }),
      )
      const started = performance.now()
      const review = parseReview(
        reply({ issues, counts: { blocker: 1, major: 0, minor: 49_999 } }),
        opts,
      )
      expect(performance.now() - started).toBeLessThan(5_000)
      expect(review.counts).toEqual({ blocker: 1, major: 0, minor: 49_999 })
      expect(review.issues).toHaveLength(MAX_ISSUES)
      expect(review.issues.filter((f) => f.severity === 'blocker')).toHaveLength(1)
      expect(review.issues.at(-1)!.message).toBe('finding 49999')
      expect(review.warnings.length).toBeLessThanOrEqual(MAX_WARNINGS + 2)
      expect(review.warnings.join('\n')).toMatch(/49500 of 50000 findings not listed/)
      expect(JSON.stringify(review).length).toBeLessThan(1_000_000)
    })

    it('5 MB strings: cut to the bounds with a warning', () => {
      const big = 'x'.repeat(5 * 1024 * 1024)
      const review = parseReview(
        reply({ issues: [finding({ message: big, fix: big })], strengths: [big] }),
        opts,
      )
      expect(review.issues[0]!.message).toHaveLength(MAX_MESSAGE_LENGTH)
      expect(JSON.stringify(review).length).toBeLessThan(20_000)
      expect(review.warnings.filter((w) => /cut to/.test(w))).toHaveLength(2)
    })

    it('10,000-deep nesting: unusable, no stack overflow', () => {
      const deep = `{"verdict": "APPROVED", "issues": [], "x": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`
      expect(unusable(deep).kind).toBe('too_deep')
    })

    it('__proto__ and constructor keys: a contract violation, no prototype pollution', () => {
      const text = `{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, "verdict": "CHANGES_REQUESTED",
        "issues": [{"__proto__": {"severity": "minor", "polluted": 1}, "severity": "blocker", "category": "security", "file": "src/cart.ts", "line": 2, "message": "m", "fix": "f", "constructor": "x"}],
        "strengths": []}`
      expect(() => parseReview(text, opts)).toThrow(
        /contract violation: unknown top-level keys "__proto__", "constructor"/,
      )
      const review = readReview(text, opts)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(review.issues).toEqual([
        {
          severity: 'blocker',
          category: 'security',
          file: 'src/cart.ts',
          line: 2,
          message: 'm',
          fix: 'f',
          anchored: true,
        },
      ])
      expect(Object.getPrototypeOf(review.issues[0])).toBe(Object.prototype)
      expect(JSON.stringify(review)).not.toContain('polluted')
    })

    it('a repeated "issues" key is ambiguous: either value could be the review', () => {
      expect(() =>
        parseReview(
          `{"verdict": "APPROVED", "issues": [], "issues": [${JSON.stringify(finding())}], "strengths": []}`,
          opts,
        ),
      ).toThrow(/repeats the key "issues"/)
    })

    it('invalid UTF-8: decoded with replacement characters, with a warning', () => {
      const [head, tail] = reply().split('Empty carts') as [string, string]
      const bytes = Buffer.concat([
        Buffer.from(`${head}Empty `),
        Buffer.from([0xe2, 0x28, 0xa1]),
        Buffer.from(`carts${tail}`),
      ])
      const review = parseReview(bytes, opts)
      expect(review.issues[0]!.message).toContain('\ufffd')
      expect(review.warnings[0]).toMatch(/not valid UTF-8/)
    })

    it('APPROVED with blocker issues: CHANGES_REQUESTED, with a warning', () => {
      const review = parseReview(
        reply({
          verdict: 'APPROVED',
          counts: { blocker: 1, major: 0, minor: 0 },
          issues: [finding({ severity: 'blocker' })],
        }),
        opts,
      )
      expect(review.verdict).toBe('CHANGES_REQUESTED')
      expect(review.warnings.join('\n')).toMatch(/verdict recomputed: the reply said APPROVED/)
      expect(review.structure.notes.join('\n')).toMatch(/said APPROVED while listing 1 issue/)
    })

    it('counts below the issues: recounted, with a warning', () => {
      const review = parseReview(reply({ counts: { blocker: 0, major: 0, minor: 0 } }), opts)
      expect(review.counts).toEqual({ blocker: 0, major: 1, minor: 0 })
      expect(review.warnings.join('\n')).toMatch(
        /counts recomputed: the reply said blocker 0, major 0, minor 0/,
      )
      expect(review.structure.counts_consistent).toBe(false)
    })

    it('CHANGES_REQUESTED with no issues is a contract violation, never APPROVED', () => {
      expect(() =>
        parseReview(reply({ issues: [], counts: { blocker: 0, major: 0, minor: 0 } }), opts),
      ).toThrow(/the verdict is CHANGES_REQUESTED but the reply lists no issues/)
    })

    it('line 0, a negative line, a line past the end: kept, not anchored', () => {
      const review = parseReview(
        reply({ issues: [finding({ line: 0 }), finding({ line: -4 }), finding({ line: 500 })] }),
        opts,
      )
      expect(review.issues.map((f) => [f.line, f.anchored])).toEqual([
        [1, false],
        [1, false],
        [500, false],
      ])
      expect(review.counts.major).toBe(3)
    })
  })

  // Issue 9: these findings used to leave `issues` and stop counting, so a blocker the model put
  // on a file outside the diff let the gate pass (fail open). Now they count.
  it('keeps findings on files outside the change, not anchored, lists them and counts them', () => {
    const review = parseReview(
      reply({
        counts: { blocker: 1, major: 1, minor: 0 },
        issues: [finding(), finding({ file: 'src/other.ts', severity: 'blocker' })],
      }),
      opts,
    )
    expect(review.counts).toEqual({ blocker: 1, major: 1, minor: 0 })
    expect(review.issues[1]).toMatchObject({ file: 'src/other.ts', anchored: false })
    expect(review.unanchored).toEqual([
      { ...finding({ file: 'src/other.ts', severity: 'blocker' }) },
    ])
  })

  it('lists a refused minor entry in dropped with a bounded excerpt', () => {
    const review = parseReview(
      reply({
        counts: { blocker: 0, major: 0, minor: 1 },
        issues: [
          finding({ severity: 'minor', file: '../../etc/passwd', message: 'y'.repeat(10_000) }),
        ],
      }),
      opts,
    )
    expect(review.issues).toEqual([])
    expect(review.dropped).toHaveLength(1)
    expect(review.dropped[0]!.reason).toMatch(/refused: the path contains "\.\."/)
    expect(review.dropped[0]!.excerpt.length).toBeLessThanOrEqual(200)
  })

  describe('with the guard', () => {
    const auto: Finding[] = [
      {
        severity: 'blocker',
        category: 'tests',
        file: 'tests/cart.test.ts',
        line: 14,
        message: '1 touched test failing: total > empty cart.',
        fix: 'Fix it.',
      },
    ]

    it('keeps the model’s verbatim copy of an auto-generated finding on an untouched test file', () => {
      const review = parseReview(reply({ issues: [auto[0], finding()] }), {
        ...opts,
        requireTestsBlocker: true,
        autoFindings: auto,
      })
      expect(review.issues.map((f) => f.file)).toEqual(['tests/cart.test.ts', 'src/cart.ts'])
      expect(review.issues[0]!.anchored).toBe(false)
      expect(review.guard_applied).toBe(false)
      expect(review.unanchored).toEqual([])
    })

    it('prepends the auto-generated finding to an approving reply', () => {
      const review = parseReview(
        reply({ verdict: 'APPROVED', counts: { blocker: 0, major: 0, minor: 0 }, issues: [] }),
        {
          ...opts,
          requireTestsBlocker: true,
          autoFindings: auto,
        },
      )
      expect(review.verdict).toBe('CHANGES_REQUESTED')
      expect(review.issues).toEqual([{ ...auto[0], anchored: false }])
      expect(review.guard_applied).toBe(true)
    })

    it('does not apply in contract mode, and says so', () => {
      const review = parseReview(
        reply({ verdict: 'APPROVED', issues: [], counts: { blocker: 0, major: 0, minor: 0 } }),
        {
          mode: 'contract',
          requireTestsBlocker: true,
          autoFindings: auto,
        },
      )
      expect(review.guard_applied).toBe(false)
      expect(review.issues).toEqual([])
      expect(review.warnings.join('\n')).toMatch(/does not apply in contract mode/)
    })
  })

  it('throws nothing but ReplyUnusableError on hostile input', () => {
    const inputs = [
      '{',
      '}',
      '{"issues": 5}',
      '{"verdict": null}',
      '{"issues": [null, 1, "x", [], {}]}',
      '```json\n{"issues": [{}]}\n```',
      '\u0000\u0001{"a":1}',
    ]
    for (const input of inputs) {
      try {
        parseReview(input, opts)
      } catch (error) {
        expect(error, input).toBeInstanceOf(ReplyUnusableError)
      }
    }
  })
})
