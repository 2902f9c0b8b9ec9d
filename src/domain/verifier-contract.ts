import { z } from 'zod'
import { SEVERITIES, type Severity } from './finding.js'

/**
 * The verifier's reply contract (two-pass review): one result per numbered finding it was shown.
 * `{"results": [{"id": "F1", "verdict": "confirmed" | "demoted" | "rejected",
 *   "severity": "minor", "evidence": "..."}]}`. The schema checks the shape only; what a result
 * may do to a finding (never raise, never add, never touch the guard's findings) is decided by
 * our adjudication code, whatever the reply says.
 */

export const VERIFIER_VERDICTS = ['confirmed', 'demoted', 'rejected'] as const
export type VerifierVerdict = (typeof VERIFIER_VERDICTS)[number]

export const MAX_EVIDENCE_LENGTH = 2_000
export const MAX_VERIFIER_RESULTS = 1_000
/** The ids the verifier payload gives the findings: F1, F2, … */
export const FINDING_ID_PATTERN = /^F[1-9][0-9]{0,5}$/

const severitySchema = z.enum(SEVERITIES as [Severity, ...Severity[]])

export const verifierResultSchema = z.object({
  id: z.string().regex(FINDING_ID_PATTERN, 'an id the payload gave, such as F1'),
  verdict: z.enum(VERIFIER_VERDICTS),
  severity: severitySchema.nullish(),
  evidence: z.string().trim().min(1).max(MAX_EVIDENCE_LENGTH),
})

/** Unknown keys in a result are ignored; the reply's other top-level keys are reported. */
export const verifierReplySchema = z.object({
  results: z.array(verifierResultSchema).max(MAX_VERIFIER_RESULTS),
})

export type VerifierResult = z.output<typeof verifierResultSchema>

/** The same contract for structured-output endpoints in strict mode (optional → nullable). */
export function verifierJsonSchema(): Record<string, unknown> {
  const wire = z
    .object({
      results: z.array(
        z
          .object({
            id: z.string().describe('The id of a finding in the payload, such as F1.'),
            verdict: z.enum(VERIFIER_VERDICTS),
            severity: severitySchema
              .nullable()
              .describe('For demoted: the lower severity it deserves; otherwise null.'),
            evidence: z.string().describe('What in the payload confirms or refutes the finding.'),
          })
          .strict(),
      ),
    })
    .strict()
  const schema = z.toJSONSchema(wire) as Record<string, unknown>
  delete schema.$schema
  return schema
}
