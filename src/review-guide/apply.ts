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
 * REVIEW.md's Allowed Nits and Severity Overrides, applied to a parsed review. Allowed nits
 * match the finding as the reviewer reported it (a minor finding whose message contains the
 * text, case-insensitively, is dropped); overrides then apply to what is left, the first
 * matching bullet in file order, once per finding. Never touched: a blocker, and any finding our
 * own code added (`ours`: the auto-generated tests findings), whatever the file says. Every
 * change is a warning in the review; the counts change by exactly what was dropped or moved
 * (they may include findings past the list's cap). Pure.
 */
export function applyReviewGuide(
  review: ParsedReview,
  guide: ReviewGuide | null,
  ours: readonly Finding[] = [],
): ParsedReview {
  if (!guide || (guide.nits.length === 0 && guide.overrides.length === 0)) return review
  const protectedKeys = new Set(ours.map(findingKey))
  const counts: Counts = { ...review.counts }
  const issues: CheckedFinding[] = []
  const moved: string[] = []
  const droppedBy = new Map<number, number>()
  for (const finding of review.issues) {
    if (finding.severity === 'blocker' || protectedKeys.has(findingKey(finding))) {
      issues.push(finding)
      continue
    }
    if (finding.severity === 'minor') {
      const message = finding.message.toLowerCase()
      const nit = guide.nits.find((n) => message.includes(n.needle))
      if (nit) {
        droppedBy.set(nit.line, (droppedBy.get(nit.line) ?? 0) + 1)
        counts.minor = Math.max(0, counts.minor - 1)
        continue
      }
    }
    const override = guide.overrides.find(
      (o) => o.from === finding.severity && o.matches(finding.file),
    )
    if (!override) {
      issues.push(finding)
      continue
    }
    counts[override.from] = Math.max(0, counts[override.from] - 1)
    counts[override.to]++
    issues.push({ ...finding, severity: override.to })
    moved.push(
      `${guide.where}:${override.line} (\`${override.glob}\`): ${finding.file}:${finding.line} ${finding.category} ${override.from} → ${override.to}`,
    )
  }
  if (moved.length === 0 && droppedBy.size === 0) return review
  const warnings = [...review.warnings, ...moved.map((m) => `severity override from ${m}`)]
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
  return { ...review, counts, issues, warnings }
}

function findingKey(f: Finding): string {
  return JSON.stringify([f.severity, f.category, f.file, f.line, f.message])
}
