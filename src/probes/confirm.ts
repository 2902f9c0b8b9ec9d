import type { CheckedFinding, ProbeResult, Severity } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
import type { ProbeMode } from '../config/schema.js'
import { countFindings } from '../review/finding.js'

/**
 * Confirming new findings on the head by their probes (issue 24, step 3). Pure: the results
 * come in, keyed by the finding's index in `review.issues`; the running is the caller's edge.
 *
 * - non-zero exit: the defect stands; the finding is confirmed by the machine.
 * - exit 0: the probe does not show the defect on the code it was written against; noted, and
 *   under `gate` the finding drops one level (a probe that passes on the broken code cannot
 *   hold the gate).
 * - a timeout, a probe that could not start or was refused: the finding stays as reported.
 */

/** The indexes of the findings whose probe runs on the head: new ones (no prior_id) with a probe. */
export function probesToRun(review: ParsedReview): number[] {
  const out: number[] = []
  review.issues.forEach((finding, index) => {
    if (finding.probe && finding.prior_id === undefined && finding.severity !== 'minor')
      out.push(index)
  })
  return out
}

const ONE_LEVEL_DOWN: Record<Severity, Severity> = {
  blocker: 'major',
  major: 'minor',
  minor: 'minor',
}

export function confirmOnHead(
  review: ParsedReview,
  results: ReadonlyMap<number, ProbeResult>,
  mode: ProbeMode,
): ParsedReview {
  if (results.size === 0) return review
  const issues = review.issues.map((finding, index) => {
    const result = results.get(index)
    return result ? judged(finding, result, mode) : finding
  })
  return { ...review, issues, counts: countFindings(issues) }
}

function judged(finding: CheckedFinding, result: ProbeResult, mode: ProbeMode): CheckedFinding {
  const out: CheckedFinding = { ...finding, probe_result: result }
  switch (result.status) {
    case 'failed':
      out.validated_by = 'machine'
      out.probe_note = `confirmed on the head: the probe exited ${result.exit_code ?? 'non-zero'}`
      return out
    case 'passed':
      if (mode === 'gate' && finding.severity !== 'minor') {
        out.severity = ONE_LEVEL_DOWN[finding.severity]
        out.probe_note = `the probe exits 0 on the head, so it does not show the defect: demoted from ${finding.severity} to ${out.severity}`
      } else {
        out.probe_note = 'the probe exits 0 on the head, so it does not show the defect'
      }
      return out
    default:
      out.probe_note = `the probe gave no answer (${result.status}${result.reason ? `: ${result.reason}` : ''}); the finding stands as reported`
      return out
  }
}
