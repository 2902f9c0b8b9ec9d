import type { LineMap } from '../diff/types.js'
import { canonicalFinding } from './finding.js'
import type { Notes } from './notes.js'
import type { CheckedFinding, Finding } from '../domain/finding.js'

/** Most unanchored findings listed in a review; the rest are counted in a warning. */
export const MAX_UNANCHORED = 100

export interface LocatedFindings {
  issues: CheckedFinding[]
  /**
   * Findings on files outside the change, bounded to MAX_UNANCHORED: listed for the summary,
   * and also kept in `issues` (they count for the gate).
   */
  unanchored: Finding[]
}

/**
 * Holds each finding against the diff's commentable new-side lines.
 * - A file outside the change: kept in `issues`, `anchored: false`, and counted by the gate (a
 *   blocker the model put on the wrong file is still a blocker: dropping it would let the gate
 *   pass on a review that reported one); also listed in `unanchored`, with a warning.
 * - A file in the change but a line that is not commentable (a context line outside the hunks,
 *   a line past the end of the file): kept, `anchored: false`, so it is reported in the summary
 *   and never posted as an inline comment.
 * - No line map (the CLI `parse` without `--diff`): nothing to check against; findings keep
 *   the anchoring normalize gave them (true, except file-level findings, which never anchor).
 * - `isVouchedFor` names findings whose location we produced ourselves (the auto-generated
 *   test findings, whose failing test file may be untouched): no warning, not in `unanchored`.
 *
 * The findings are normalize's fresh objects: `anchored` is settled on them in place.
 */
export function checkLocations(
  findings: CheckedFinding[],
  lineMap: LineMap | null | undefined,
  notes: Notes,
  isVouchedFor: (finding: Finding) => boolean = () => false,
): LocatedFindings {
  if (!lineMap) return { issues: findings, unanchored: [] }
  const issues: CheckedFinding[] = []
  const unanchored: Finding[] = []
  let unlisted = 0
  for (const finding of findings) {
    const lines = lineMap.get(finding.file)
    if (!lines) {
      finding.anchored = false
      issues.push(finding)
      if (isVouchedFor(finding)) continue
      notes.warn(
        notes.full
          ? ''
          : `finding on ${finding.file}:${finding.line} kept but not anchored: the file is not part of the change (it still counts)`,
      )
      if (unanchored.length < MAX_UNANCHORED) unanchored.push(canonicalFinding(finding))
      else unlisted++
      continue
    }
    // anchored is false already for a file-level finding; it stays so.
    if (finding.anchored && !lines.has(finding.line)) {
      finding.anchored = false
      notes.warn(
        notes.full
          ? ''
          : `finding on ${finding.file}:${finding.line} kept but not anchored: the line is not a commentable line of the diff`,
      )
    }
    issues.push(finding)
  }
  if (unlisted > 0) {
    notes.warn(`${unlisted} more unanchored findings not listed (the list keeps ${MAX_UNANCHORED})`)
  }
  return { issues, unanchored }
}
