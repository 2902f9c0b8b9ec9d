/**
 * Workflow annotations for anchored findings, as data. GitHub shows at most 10 annotations of each
 * level per step, so the most severe and most confident come first and the rest are counted for
 * the summary. Messages are plain text (annotations do not render Markdown); the action's io
 * guards them and the toolkit escapes them into the workflow command, and `plainText` keeps them
 * free of hidden characters. One annotation per line and level: what lands on the same place
 * (a failing test and the tests blocker anchored on it) is one annotation listing each.
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
/** Between the merged parts of one annotation's message. */
export const PART_SEPARATOR = '\n\n---\n\n'

interface Slot {
  level: AnnotationLevel
  file: string
  line: number
  labels: string[]
  parts: string[]
}

export function planAnnotations(
  review: ParsedReview | null,
  perLevel = ANNOTATIONS_PER_LEVEL,
  failures: readonly EvidenceFailure[] = [],
): AnnotationPlan {
  const omitted: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 }
  const emitted: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 }
  const slots = new Map<string, Slot>()
  /** Adds to the annotation already on this line and level, or takes a new one if the level has room. */
  const place = (
    level: AnnotationLevel,
    file: string,
    line: number,
    label: string,
    text: string,
  ) => {
    const key = `${level}\0${file}\0${line}`
    let slot = slots.get(key)
    if (!slot) {
      if (emitted[level] >= perLevel) return false
      emitted[level] += 1
      slot = { level, file, line, labels: [], parts: [] }
      slots.set(key, slot)
    }
    if (!slot.labels.includes(label)) slot.labels.push(label)
    slot.parts.push(text)
    return true
  }
  const located = failures.filter((f) => f.file !== null && f.line !== null)
  for (const failure of located.slice(0, Math.min(FAILING_TEST_ANNOTATIONS, perLevel)))
    place(
      'error',
      failure.file!,
      failure.line!,
      'failing test',
      `${failure.test}\n\n${failure.message}`,
    )
  if (review) {
    const anchored = review.issues.filter((f) => f.anchored).sort(compareFindings)
    for (const finding of anchored) {
      const level = LEVEL_OF[finding.severity]
      const fix = finding.fix.trim() ? `\n\nFix: ${finding.fix}` : ''
      const label = `${finding.severity} (${finding.category})`
      if (!place(level, finding.file, finding.line, label, `${finding.message}${fix}`))
        omitted[level] += 1
    }
  }
  const annotations: Annotation[] = [...slots.values()].map((slot) => ({
    level: slot.level,
    file: slot.file,
    line: slot.line,
    title: `review-gate: ${slot.labels.join('; ')}`,
    // Each part gets its share of the room, so a long test output cannot hide the finding.
    message: slot.parts
      .map((part) =>
        plainText(part, {
          max: Math.floor(4_000 / slot.parts.length),
          maxLines: Math.max(8, Math.floor(40 / slot.parts.length)),
        }),
      )
      .join(PART_SEPARATOR),
  }))
  return { annotations, omitted }
}
