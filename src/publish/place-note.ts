/**
 * Why a finding is not on the diff's lines, said where the finding is shown. A finding on a file
 * the review left out whole is on lines the payload never showed (every line of a new file is
 * added), so "not on a changed line" would be untrue: it says the file was not reviewed and why.
 */
import type { CheckedFinding } from '../domain/finding.js'
import type { DiffFacts } from './report.js'

export function placeNote(
  diff: Pick<DiffFacts, 'overBudget' | 'notReviewed'>,
  finding: Pick<CheckedFinding, 'file' | 'anchored'>,
): string | undefined {
  if (finding.anchored) return undefined
  if (diff.overBudget.some((f) => f.path === finding.file))
    return 'file not reviewed: over the size budget'
  if (diff.notReviewed.some((f) => f.path === finding.file))
    return 'file not reviewed: GitHub gave no patch'
  return 'not on a changed line'
}
