import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckedFinding, Severity } from '../../src/domain/finding.js'
import type { ParsedReview } from '../../src/domain/review.js'
import { applyReviewGuide, guidanceFor } from '../../src/review-guide/apply.js'
import { parseReviewGuide } from '../../src/review-guide/parse.js'
import { countFindings } from '../../src/review/finding.js'

const guide = parseReviewGuide(
  [
    '## Path Guidance',
    '- `src/billing/**`: money is integer cents',
    '- `*.md`: docs are reviewed by the docs team',
    '- `src/**`: keep functions short',
    '## Severity Overrides',
    '- `experimental/**`: major → minor',
    '- `src/auth/**`: minor → major',
    '## Allowed Nits',
    '- prefer CONST',
  ].join('\n'),
  'REVIEW.md',
)

function finding(
  severity: Severity,
  file: string,
  message: string,
  category: CheckedFinding['category'] = 'logic',
): CheckedFinding {
  return { severity, category, file, line: 3, message, fix: 'f', anchored: true }
}

function review(issues: CheckedFinding[]): ParsedReview {
  return {
    mode: 'implementation',
    verdict: issues.length > 0 ? 'CHANGES_REQUESTED' : 'APPROVED',
    counts: countFindings(issues),
    issues,
    strengths: [],
    warnings: [],
    unanchored: [],
    dropped: [],
    structure: {
      completeness_score: 1,
      missing_fields: [],
      counts_consistent: true,
      missing_categories: [],
      notes: [],
    },
    guard_applied: false,
  }
}

describe('guidanceFor', () => {
  it('lists the bullets matching touched files, in file order, files sorted', () => {
    expect(guidanceFor(guide, ['src/billing/z.ts', 'lib/a.go', 'src/billing/a.ts'])).toEqual([
      {
        glob: 'src/billing/**',
        text: 'money is integer cents',
        files: ['src/billing/a.ts', 'src/billing/z.ts'],
      },
      {
        glob: 'src/**',
        text: 'keep functions short',
        files: ['src/billing/a.ts', 'src/billing/z.ts'],
      },
    ])
    expect(guidanceFor(null, ['src/a.ts'])).toEqual([])
  })
})

describe('applyReviewGuide', () => {
  it('drops allowed nits (case-insensitive) and moves severities, saying so', () => {
    const out = applyReviewGuide(
      review([
        finding('minor', 'src/a.ts', 'Prefer const over let here'),
        finding('major', 'experimental/x.ts', 'Unbounded retry loop'),
        finding('minor', 'src/auth/token.ts', 'Token compared with =='),
        finding('minor', 'src/b.ts', 'Name is unclear'),
      ]),
      guide,
    )
    expect(out.issues.map((f) => [f.file, f.severity])).toEqual([
      ['experimental/x.ts', 'minor'],
      ['src/auth/token.ts', 'major'],
      ['src/b.ts', 'minor'],
    ])
    expect(out.counts).toEqual({ blocker: 0, major: 1, minor: 2 })
    expect(out.warnings).toEqual([
      'severity override from REVIEW.md:6 (`experimental/**`): experimental/x.ts:3 logic major → minor',
      'severity override from REVIEW.md:7 (`src/auth/**`): src/auth/token.ts:3 logic minor → major',
      '1 minor finding dropped as allowed nits by REVIEW.md: "prefer CONST" (line 9) ×1',
    ])
  })

  it('a major whose message matches a nit is kept: nits are minor findings only', () => {
    const out = applyReviewGuide(review([finding('major', 'src/a.ts', 'prefer const')]), guide)
    expect(out.issues).toHaveLength(1)
  })

  it('never touches a blocker, nor a finding our code added', () => {
    const ours = finding('major', 'experimental/t.ts', 'Touched tests fail', 'tests')
    const blocker = finding('blocker', 'experimental/x.ts', 'prefer const: data loss')
    const input = review([blocker, ours])
    expect(applyReviewGuide(input, guide, [ours])).toBe(input)
  })

  it('property: blockers survive unchanged, nothing is added, counts stay consistent', () => {
    const arbFinding = fc.record({
      severity: fc.constantFrom<Severity>('blocker', 'major', 'minor'),
      file: fc.constantFrom('experimental/a.ts', 'src/auth/b.ts', 'src/c.ts'),
      message: fc.constantFrom('prefer const', 'PREFER CONST!', 'off by one', 'sql injection'),
    })
    fc.assert(
      fc.property(fc.array(arbFinding, { maxLength: 12 }), (specs) => {
        const input = review(specs.map((s) => finding(s.severity, s.file, s.message)))
        const out = applyReviewGuide(input, guide)
        const blockers = (r: ParsedReview) => r.issues.filter((f) => f.severity === 'blocker')
        expect(blockers(out)).toEqual(blockers(input))
        expect(out.issues.length).toBeLessThanOrEqual(input.issues.length)
        expect(out.counts).toEqual(countFindings(out.issues))
      }),
    )
  })
})
