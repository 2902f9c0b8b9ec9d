import type { CheckedFinding, Counts, Finding } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
import type { ReviewGuide } from './parse.js'

/** A guidance bullet and the touched files it speaks about, for the payload's plan context. */
export interface MatchedGuidance {
  glob: string
  text: string
  files: string[]
}

/**
 * The Path Guidance bullets that match at least one touched file, in REVIEW.md's order, each with
 * its matching files sorted: the same guide and files give the same list. Pure.
 */
export function guidanceFor(
  guide: ReviewGuide | null,
  touched: readonly string[],
): MatchedGuidance[] {
  if (!guide) return []
  const sorted = [...touched].sort()
  const out: MatchedGuidance[] = []
  for (const entry of guide.guidance) {
    const files = sorted.filter((file) => entry.matches(file))
    if (files.length > 0) out.push({ glob: entry.glob, text: entry.text, files })
  }
  return out
}

/**
 * REVIEW.md's severity overrides and allowed nits on a list of findings. A blocker and every
 * finding `isProtected` says is ours (the tests blocker, the guard's) pass untouched.
 */
export function applyGuideToFindings(
  findings: readonly CheckedFinding[],
  guide: ReviewGuide | null,
  isProtected: (finding: CheckedFinding) => boolean,
): { findings: CheckedFinding[]; warnings: string[] } {
  if (!guide || (guide.nits.length === 0 && guide.overrides.length === 0))
    return { findings: [...findings], warnings: [] }
  const kept: CheckedFinding[] = []
  const moved: string[] = []
  const droppedBy = new Map<number, number>()
  for (const finding of findings) {
    if (finding.severity === 'blocker' || isProtected(finding)) {
      kept.push(finding)
      continue
    }
    if (finding.severity === 'minor') {
      const message = finding.message.toLowerCase()
      const nit = guide.nits.find((n) => message.includes(n.needle))
      if (nit) {
        droppedBy.set(nit.line, (droppedBy.get(nit.line) ?? 0) + 1)
        continue
      }
    }
    const override = guide.overrides.find(
      (o) => o.from === finding.severity && o.matches(finding.file),
    )
    if (!override) {
      kept.push(finding)
      continue
    }
    kept.push({ ...finding, severity: override.to })
    moved.push(
      `${guide.where}:${override.line} (\`${override.glob}\`): ${finding.file}:${finding.line} ${finding.category} ${override.from} → ${override.to}`,
    )
  }
  const warnings = moved.map((m) => `severity override from ${m}`)
  if (droppedBy.size > 0) {
    const total = [...droppedBy.values()].reduce((a, b) => a + b, 0)
    const which = guide.nits
      .filter((n) => droppedBy.has(n.line))
      .map((n) => `${JSON.stringify(n.text)} (line ${n.line}) ×${droppedBy.get(n.line)}`)
      .join(', ')
    warnings.push(
      `${total} minor finding${total === 1 ? '' : 's'} dropped as allowed nits by ${guide.where}: ${which}`,
    )
  }
  return { findings: kept, warnings }
}

/** The same on a parsed review, keeping its counts in step; `ours` are never touched. */
export function applyReviewGuide(
  review: ParsedReview,
  guide: ReviewGuide | null,
  ours: readonly Finding[] = [],
): ParsedReview {
  const protectedKeys = new Set(ours.map(findingKey))
  const applied = applyGuideToFindings(review.issues, guide, (f) =>
    protectedKeys.has(findingKey(f)),
  )
  if (applied.warnings.length === 0) return review
  const counts: Counts = { ...review.counts }
  for (const severity of ['blocker', 'major', 'minor'] as const) {
    const before = review.issues.filter((f) => f.severity === severity).length
    const after = applied.findings.filter((f) => f.severity === severity).length
    counts[severity] = Math.max(0, counts[severity] + after - before)
  }
  return {
    ...review,
    counts,
    issues: applied.findings,
    warnings: [...review.warnings, ...applied.warnings],
  }
}

function findingKey(f: Finding): string {
  return JSON.stringify([f.severity, f.category, f.file, f.line, f.message])
}
