import { fence } from '../payload/fence.js'
import type { NumberedFinding } from './adjudicate.js'

/**
 * The verifier's payload: the reviewers' payload, unchanged, then the merged findings numbered
 * F1 … Fn as one fenced JSON block (their text came from a model: data, never instructions).
 * Deterministic: the same findings in the same order give the same bytes.
 */

export const VERIFY_HEADING = '## Findings to verify'

export function verifierPayload(payload: string, numbered: readonly NumberedFinding[]): string {
  const entries = numbered.map(({ id, finding, fixed }) => {
    const entry: Record<string, unknown> = {
      id,
      severity: finding.severity,
      category: finding.category,
      file: finding.file,
      line: finding.line,
      message: finding.message,
      fix: finding.fix,
    }
    if (finding.confidence !== undefined) entry.confidence = finding.confidence
    if (finding.sources !== undefined) entry.reported_by = finding.sources.length
    if (fixed) entry.from_test_evidence = true
    return entry
  })
  return [
    payload.trimEnd(),
    '',
    VERIFY_HEADING,
    '',
    `${numbered.length} finding${numbered.length === 1 ? '' : 's'} from the review of the change above, in this order. Give one result per id. Entries marked from_test_evidence come from the test run: they are shown for context and cannot be changed.`,
    '',
    fence(`${JSON.stringify(entries, null, 2)}\n`, 'json'),
    '',
  ].join('\n')
}
