/**
 * Workflow annotations for anchored findings, as data. GitHub shows at most 10 annotations of each
 * level per step, so the most severe and most confident come first and the rest are counted for
 * the summary. Messages are plain text (annotations do not render Markdown); the action's runner
 * module escapes them into the workflow command, and `plainText` keeps them free of hidden characters.
 */
import type { EvidenceFailure } from '../domain/evidence.js'
import type { CheckedFinding, Severity } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
import { plainText } from './sanitize.js'
import type { Annotation, AnnotationLevel } from './report.js'

/** GitHub's per-step display limit for each annotation level. */
export const ANNOTATIONS_PER_LEVEL = 10

const LEVEL_OF: Record<Severity, AnnotationLevel> = {
  blocker: 'error',
  major: 'warning',
  minor: 'notice',
}
const SEVERITY_RANK: Record<Severity, number> = { blocker: 0, major: 1, minor: 2 }

export interface AnnotationPlan {
  annotations: Annotation[]
  /** Anchored findings not emitted because their level was full, per level. */
  omitted: Record<AnnotationLevel, number>
}

/** Most severe, then most confident, then by place: a stable order for equal inputs. */
export function compareFindings(a: CheckedFinding, b: CheckedFinding): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    (b.confidence ?? -1) - (a.confidence ?? -1) ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    a.line - b.line
  )
}

/** Error annotations kept for failing tests before findings fill the level. */
export const FAILING_TEST_ANNOTATIONS = 5

/**
 * Annotations for the anchored findings and, first, for the failing touched tests on the very
 * line that failed (wherever the tests blocker itself is anchored): the place to look is marked
 * even when it lies outside the diff.
 */
export function planAnnotations(
  review: ParsedReview | null,
  perLevel = ANNOTATIONS_PER_LEVEL,
  failures: readonly EvidenceFailure[] = [],
): AnnotationPlan {
  const omitted: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 }
  const annotations: Annotation[] = []
  const emitted: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 }
  const located = failures.filter((f) => f.file !== null && f.line !== null)
  for (const failure of located.slice(0, Math.min(FAILING_TEST_ANNOTATIONS, perLevel))) {
    emitted.error += 1
    annotations.push({
      level: 'error',
      file: failure.file!,
      line: failure.line!,
      title: `review-gate: failing test`,
      message: plainText(`${failure.test}\n\n${failure.message}`, { max: 4_000, maxLines: 40 }),
    })
  }
  if (!review) return { annotations, omitted }
  const anchored = review.issues.filter((f) => f.anchored).sort(compareFindings)
  for (const finding of anchored) {
    const level = LEVEL_OF[finding.severity]
    if (emitted[level] >= perLevel) {
      omitted[level] += 1
      continue
    }
    emitted[level] += 1
    const fix = finding.fix.trim() ? `\n\nFix: ${finding.fix}` : ''
    annotations.push({
      level,
      file: finding.file,
      line: finding.line,
      title: `review-gate: ${finding.severity} (${finding.category})`,
      message: plainText(`${finding.message}${fix}`, { max: 4_000, maxLines: 40 }),
    })
  }
  return { annotations, omitted }
}
