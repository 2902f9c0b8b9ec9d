import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import { parseReview, readReview } from '../../src/review/parse.js'
import { describe, expect, it } from 'vitest'
import { structuralReport } from '../../src/review/structural.js'
import type { CheckedFinding } from '../../src/domain/finding.js'

const issue = {
  severity: 'major',
  category: 'logic',
  file: 'a.ts',
  line: 2,
  message: 'm',
  fix: 'f',
}
const checked = (f: Partial<CheckedFinding> = {}): CheckedFinding =>
  ({ ...issue, anchored: true, ...f }) as CheckedFinding

describe('structuralReport', () => {
  it('scores a conforming reply 1 with nothing to say', () => {
    const raw = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 1, minor: 0 },
      issues: [issue],
      strengths: ['a.ts:2 clear'],
    }
    expect(structuralReport(raw, 'implementation', [checked()], ['a.ts:2 clear'])).toEqual({
      completeness_score: 1,
      missing_fields: [],
      counts_consistent: true,
      missing_categories: ['code_rules', 'security', 'scalability', 'tests'],
      notes: [],
    })
  })

  it('checks the model’s counts against its own issues, synonyms included', () => {
    const raw = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 1, major: 0, minor: 0 },
      issues: [{ ...issue, severity: 'P0' }],
      strengths: [],
    }
    expect(structuralReport(raw, 'implementation', [], []).counts_consistent).toBe(true)
    const off = structuralReport(
      { ...raw, counts: { blocker: 0, major: 0, minor: 0 } },
      'implementation',
      [],
      [],
    )
    expect(off.counts_consistent).toBe(false)
    expect(off.completeness_score).toBe(0.9)
    expect(off.notes[0]).toMatch(/disagree/)
  })

  it('lists missing top-level and per-issue fields and lowers the score for each', () => {
    const { fix: _f, ...noFix } = issue
    const raw = { issues: [noFix, issue, 'text'] }
    const report = structuralReport(raw, 'implementation', [], [])
    expect(report.missing_fields).toEqual([
      'verdict',
      'counts',
      'strengths',
      'issues[].fix (missing in 1 of 3)',
    ])
    expect(report.notes).toContain('1 of 3 issue entries are not objects')
    // 3 missing top-level fields, no counts, 2 of 3 entries incomplete.
    expect(report.completeness_score).toBe(Math.round((1 - 0.3 - 0.1 - 0.2 * (2 / 3)) * 100) / 100)
  })

  it('flags a reply whose findings use no category of the mode', () => {
    const raw = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 1, minor: 0 },
      issues: [{ ...issue, category: 'perf' }],
      strengths: [],
    }
    const report = structuralReport(
      raw,
      'implementation',
      [checked({ category: 'scalability' })],
      [],
    )
    expect(report.notes.join('\n')).toMatch(
      /none of the reply's findings uses an? implementation category/,
    )
    expect(report.completeness_score).toBe(0.8)
  })

  it('notes a verdict that contradicts the issues', () => {
    const raw = {
      verdict: 'APPROVED',
      counts: { blocker: 1, major: 0, minor: 0 },
      issues: [{ ...issue, severity: 'blocker' }],
      strengths: [],
    }
    expect(structuralReport(raw, 'implementation', [], []).notes).toContain(
      'the reply said APPROVED while listing 1 issue',
    )
  })

  it('adds severity plausibility notes without touching the findings', () => {
    const issues = [
      checked({ category: 'security', severity: 'minor' }),
      checked({ category: 'code_rules', severity: 'blocker', line: 9 }),
      checked({ severity: 'minor', confidence: 50 }),
    ]
    const before = JSON.stringify(issues)
    const report = structuralReport(
      {
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 1, major: 0, minor: 2 },
        issues,
        strengths: ['generic praise'],
      },
      'implementation',
      issues,
      ['generic praise'],
    )
    expect(report.notes).toEqual([
      'security findings graded minor are unusual (a.ts:2)',
      'code-rules findings graded blocker are unusual (a.ts:9)',
      'findings below the confidence bar (major under 70, minor under 80) (a.ts:2)',
      '1 strength cites no file:line',
    ])
    expect(report.completeness_score).toBe(0.8)
    expect(JSON.stringify(issues)).toBe(before)
  })

  it('in contract mode, notes an out-of-scope gap graded below blocker', () => {
    const issues = [
      checked({
        category: 'out_of_scope',
        severity: 'major',
        message: 'The out-of-scope section is empty.',
      }),
    ]
    const report = structuralReport(
      {
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 0, major: 1, minor: 0 },
        issues,
        strengths: [],
      },
      'contract',
      issues,
      [],
    )
    expect(report.notes[0]).toMatch(/always a blocker/)
    expect(report.missing_categories).toEqual(['scope', 'dod', 'test_plan'])
  })
})

// Issue 9 item 11: the structural report describes the reply as received.
describe('structural report of the reply as received', () => {
  const diff = [
    'diff --git a/src/a.ts b/src/a.ts',
    'index 1111111..2222222 100644',
    '--- a/src/a.ts',
    '+++ b/src/a.ts',
    '@@ -1,1 +1,2 @@',
    ' a',
    '+b',
    '',
  ].join('\n')
  const lineMap = buildLineMap(parseDiff(diff, 'diff.patch'))
  const issue = (over: Record<string, unknown>) => ({
    severity: 'minor',
    category: 'logic',
    file: 'src/a.ts',
    line: 2,
    message: 'm',
    fix: 'f',
    ...over,
  })

  it('notes mapped and unreadable entries, and counts mapped severities as the model meant', () => {
    const review = readReview(
      JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 1, major: 0, minor: 1 },
        issues: [issue({ severity: 'must-fix' }), issue({}), issue({ file: 'a.ts', severity: 7 })],
        strengths: [],
      }),
      { mode: 'implementation', lineMap },
    )
    expect(review.structure.notes.slice(0, 2)).toEqual([
      'issues[0].severity "must-fix" mapped to blocker',
      'issues[2] unreadable: issues[2].severity 7: the severity is not text',
    ])
    expect(review.structure.counts_consistent).toBe(true)
  })

  it('is computed before the guard and the location check change anything', () => {
    const review = parseReview(
      JSON.stringify({
        verdict: 'APPROVED',
        counts: { blocker: 0, major: 0, minor: 1 },
        issues: [issue({ file: 'src/elsewhere.ts', category: 'security' })],
        strengths: [],
      }),
      {
        mode: 'implementation',
        lineMap,
        requireTestsBlocker: true,
        autoFindings: [
          {
            severity: 'blocker',
            category: 'tests',
            file: 'src/a.ts',
            line: 2,
            message: 'red',
            fix: '',
          },
        ],
      },
    )
    expect(review.guard_applied).toBe(true)
    // The guard's tests finding is ours, not the model's: the reply still has no tests finding.
    expect(review.structure.missing_categories).toContain('tests')
    expect(review.structure.notes.join('\n')).toContain(
      'security findings graded minor are unusual (src/elsewhere.ts:2)',
    )
  })
})
