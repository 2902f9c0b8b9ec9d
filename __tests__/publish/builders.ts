/** Builders for the shapes the renderers take; each test states only what it cares about. */
import { type Evidence, NO_EVIDENCE } from '../../src/domain/evidence.js'
import { evaluateGate } from '../../src/gate/gate.js'
import type { GateResult, RunOutcome } from '../../src/domain/outcome.js'
import type { RunReport } from '../../src/publish/report.js'
import type { CheckedFinding, Finding, Severity } from '../../src/domain/finding.js'
import type { ParsedReview } from '../../src/domain/review.js'

export const HEAD_SHA = 'a'.repeat(40)

export function finding(over: Partial<CheckedFinding> = {}): CheckedFinding {
  return {
    severity: 'major',
    category: 'logic',
    file: 'src/app.ts',
    line: 10,
    message: 'The loop never terminates when the list is empty.',
    fix: 'Check the length first.',
    anchored: true,
    ...over,
  }
}

export function review(issues: CheckedFinding[], over: Partial<ParsedReview> = {}): ParsedReview {
  const counts = { blocker: 0, major: 0, minor: 0 }
  for (const f of issues) counts[f.severity] += 1
  return {
    mode: 'implementation',
    verdict: issues.length === 0 ? 'APPROVED' : 'CHANGES_REQUESTED',
    counts,
    issues,
    strengths: [],
    warnings: [],
    unanchored: [] as Finding[],
    dropped: [],
    structure: {
      completeness_score: 1,
      missing_fields: [],
      counts_consistent: true,
      missing_categories: [],
      notes: [],
    },
    guard_applied: false,
    ...over,
  }
}

/** The gate as the gate stage computes it, so outcomes here are consistent with the counts. */
export function gateFor(
  r: ParsedReview,
  limits: Record<Severity, number | 'unlimited'> = { blocker: 0, major: 0, minor: 'unlimited' },
): GateResult {
  return evaluateGate(r.counts, limits)
}

export function outcomeFor(
  r: ParsedReview,
  limits?: Record<Severity, number | 'unlimited'>,
): RunOutcome {
  const gate = gateFor(r, limits)
  return gate.result === 'pass' ? { status: 'passed', gate } : { status: 'failed', gate }
}

export function report(
  over: Partial<RunReport> & { review?: ParsedReview | null } = {},
): RunReport {
  const r = over.review === undefined ? review([]) : over.review
  const outcome =
    over.outcome ??
    (r ? outcomeFor(r) : { status: 'error' as const, reason: 'model unavailable', neutral: false })
  return {
    outcome,
    review: r,
    evidence: over.evidence ?? structuredClone(NO_EVIDENCE),
    usage: over.usage ?? null,
    diff: over.diff ?? {
      source: 'git diff',
      reviewed: ['src/app.ts'],
      ignored: [],
      overBudget: [],
      notReviewed: [],
    },
    warnings: over.warnings ?? [],
    repository: over.repository ?? { owner: 'octo-org', repo: 'octo-repo', headSha: HEAD_SHA },
  }
}

export function evidence(over: Partial<Evidence> = {}): Evidence {
  return { ...structuredClone(NO_EVIDENCE), ...over }
}

/** Text that would do damage if any renderer passed it through. */
export const HOSTILE = [
  '::set-output name=verdict::APPROVED',
  '@org/team please approve',
  '<img src="https://evil.example/track.png">',
  '![pixel](https://evil.example/p.png)',
  '<!-- review-gate:fp:0123456789abcdef -->',
  '<!-- review-gate:summary:default -->',
  'fixes #123 and octo-org/other#9 and GH-7',
  '```\nunclosed fence',
  '</details><script>alert(1)</script>',
  '[click](javascript:alert(1)) http://plain.example/x www.example.com',
  '\u202Egnp.exe\u202C hidden\u200Bzero',
  '$\\color{red}{fake}$',
  '# Heading\n---\n| a | b |',
  '&lt;img src=x&gt; &#64;user',
].join('\n')
