import type { CheckedFinding, Counts } from '../domain/finding.js'
import type { PrecisionFacts } from '../domain/precision.js'
import type { ParsedReview } from '../domain/review.js'
import { countFindings } from '../review/finding.js'
import { compareSourceNames } from './order.js'

/**
 * The review the gate judges, from the passes' reviews and the findings that survived the
 * precision steps. One pass with nothing changed is returned as it was (review.json stays
 * byte-identical to a run without these steps). Pure.
 */

export interface AnsweredPass {
  source: string
  review: ParsedReview
}

export function composeReview(
  passes: readonly AnsweredPass[],
  issues: CheckedFinding[],
  warnings: readonly string[],
  facts: PrecisionFacts | null,
): ParsedReview {
  const [first] = passes
  if (!first) throw new Error('internal: composeReview needs an answered pass')
  const single = passes.length === 1
  if (single && issues === first.review.issues && warnings.length === 0 && facts === null)
    return first.review

  // A pass may count findings past its list's cap: those stay counted.
  const overflow: Counts = { blocker: 0, major: 0, minor: 0 }
  for (const { review } of passes) {
    const listed = countFindings(review.issues)
    for (const s of ['blocker', 'major', 'minor'] as const)
      overflow[s] = Math.max(overflow[s], review.counts[s] - listed[s])
  }
  const listed = countFindings(issues)
  const counts: Counts = {
    blocker: listed.blocker + overflow.blocker,
    major: listed.major + overflow.major,
    minor: listed.minor + overflow.minor,
  }
  const base = single ? first.review : mergedBase(passes)
  const review: ParsedReview = {
    ...base,
    verdict: counts.blocker + counts.major + counts.minor === 0 ? 'APPROVED' : 'CHANGES_REQUESTED',
    counts,
    issues,
    warnings: [...base.warnings, ...warnings],
  }
  if (facts) review.precision = facts
  return review
}

/** Several passes as one review: their warnings, strengths and set-aside entries, named by pass. */
function mergedBase(passes: readonly AnsweredPass[]): ParsedReview {
  const ordered = [...passes].sort((a, b) => compareSourceNames(a.source, b.source))
  const strengths = [...new Set(ordered.flatMap((p) => p.review.strengths))]
  const seen = new Set<string>()
  const unanchored = ordered
    .flatMap((p) => p.review.unanchored)
    .filter((f) => {
      const key = JSON.stringify(f)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  const worst = ordered.reduce((a, b) =>
    b.review.structure.completeness_score < a.review.structure.completeness_score ? b : a,
  )
  return {
    mode: ordered[0]!.review.mode,
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 0, minor: 0 },
    issues: [],
    strengths,
    warnings: ordered.flatMap((p) => p.review.warnings.map((w) => `${p.source}: ${w}`)),
    unanchored,
    dropped: ordered.flatMap((p) =>
      p.review.dropped.map((d) => ({ reason: `${p.source}: ${d.reason}`, excerpt: d.excerpt })),
    ),
    structure: worst.review.structure,
    guard_applied: ordered.some((p) => p.review.guard_applied),
  }
}
