import type { CheckedFinding } from '../domain/finding.js'
import type { IsProtected } from './order.js'

/**
 * Confidence floors: a major or minor finding whose confidence is below its severity's floor is
 * dropped and counted. A finding without a confidence is kept and counted as such. Blockers are
 * never filtered by confidence, nor are our own findings. Pure.
 */

export interface ConfidenceFloors {
  major: number
  minor: number
}

export interface ConfidenceResult {
  kept: CheckedFinding[]
  dropped: { major: number; minor: number }
  /** The dropped findings themselves, in input order. */
  droppedFindings: CheckedFinding[]
  withoutConfidence: number
}

export function applyConfidenceFloors(
  findings: readonly CheckedFinding[],
  floors: ConfidenceFloors,
  isProtected: IsProtected,
): ConfidenceResult {
  const result: ConfidenceResult = {
    kept: [],
    dropped: { major: 0, minor: 0 },
    droppedFindings: [],
    withoutConfidence: 0,
  }
  for (const f of findings) {
    if (isProtected(f) || f.severity === 'blocker') {
      result.kept.push(f)
      continue
    }
    if (f.confidence === undefined) {
      result.withoutConfidence++
      result.kept.push(f)
      continue
    }
    if (f.confidence < floors[f.severity]) {
      result.dropped[f.severity]++
      result.droppedFindings.push(f)
      continue
    }
    result.kept.push(f)
  }
  return result
}
