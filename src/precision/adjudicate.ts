import type { AdjudicatedFinding } from '../domain/precision.js'
import type { CheckedFinding, Severity, Verification } from '../domain/finding.js'
import type { VerifierResult } from '../domain/verifier-contract.js'
import { mergedOrder, SEVERITY_RANK, type IsProtected } from './order.js'

/**
 * Adjudication of the verifier's results, enforced here whatever the verifier said: a result may
 * only drop (rejected) or downgrade (demoted, or confirmed with a lower severity) the finding it
 * names. A higher severity, an unknown id, a second result for one id, or a result on one of our
 * own findings (the tests blocker, the guard's, `evidence.missing`'s) is ignored with a warning;
 * the verifier has no way to add a finding. A finding without a usable result stays as it was,
 * marked unverified. Pure.
 */

export interface NumberedFinding {
  /** F1, F2, … in the merged order. */
  id: string
  finding: CheckedFinding
  /** Ours: shown to the verifier for context, never changed by it. */
  fixed: boolean
}

/** The findings numbered F1 … Fn in the merged order (ours first, then blocker, major, minor). */
export function numberFindings(
  findings: readonly CheckedFinding[],
  isProtected: IsProtected,
): NumberedFinding[] {
  return [...findings]
    .sort(mergedOrder(isProtected))
    .map((finding, i) => ({ id: `F${i + 1}`, finding, fixed: isProtected(finding) }))
}

export interface Adjudication {
  /** The surviving findings, in the numbered order. */
  findings: CheckedFinding[]
  confirmed: number
  demoted: number
  rejected: number
  unverified: number
  rejections: AdjudicatedFinding[]
  demotions: AdjudicatedFinding[]
  warnings: string[]
}

const ONE_BELOW: Record<Severity, Severity> = { blocker: 'major', major: 'minor', minor: 'minor' }

export function adjudicate(
  numbered: readonly NumberedFinding[],
  results: readonly VerifierResult[],
): Adjudication {
  const out: Adjudication = {
    findings: [],
    confirmed: 0,
    demoted: 0,
    rejected: 0,
    unverified: 0,
    rejections: [],
    demotions: [],
    warnings: [],
  }
  const byId = new Map(numbered.map((n) => [n.id, n]))
  const chosen = new Map<string, VerifierResult>()
  for (const result of results) {
    const target = byId.get(result.id)
    if (!target) {
      out.warnings.push(`verifier: result for unknown finding ${result.id} ignored`)
      continue
    }
    if (target.fixed) {
      out.warnings.push(
        `verifier: result for ${result.id} ignored: that finding comes from the test evidence and only the tests can change it`,
      )
      continue
    }
    if (chosen.has(result.id)) {
      out.warnings.push(`verifier: a second result for ${result.id} ignored (the first counts)`)
      continue
    }
    chosen.set(result.id, result)
  }

  for (const entry of numbered) {
    const { id, finding } = entry
    if (entry.fixed) {
      out.findings.push(finding)
      continue
    }
    const result = chosen.get(id)
    if (!result) {
      out.unverified++
      out.findings.push(mark(finding, finding.severity, 'unverified'))
      continue
    }
    if (result.verdict === 'rejected') {
      out.rejected++
      out.rejections.push(described(id, finding, result.evidence))
      continue
    }
    const asked =
      result.severity ??
      (result.verdict === 'demoted' ? ONE_BELOW[finding.severity] : finding.severity)
    if (SEVERITY_RANK[asked] < SEVERITY_RANK[finding.severity]) {
      out.warnings.push(
        `verifier: ${id} (${finding.file}:${finding.line}) ${result.verdict} as ${asked}, above its ${finding.severity}: the verifier may not raise a severity, so the result was ignored`,
      )
      out.unverified++
      out.findings.push(mark(finding, finding.severity, 'unverified'))
      continue
    }
    if (asked !== finding.severity) {
      out.demoted++
      out.demotions.push({ ...described(id, finding, result.evidence), to: asked })
      out.findings.push(mark(finding, asked, 'demoted'))
      continue
    }
    if (result.verdict === 'demoted') {
      // A minor has nowhere lower to go: the verifier's word is kept, the severity is not changed.
      out.demoted++
      out.findings.push(mark(finding, asked, 'demoted'))
      continue
    }
    out.confirmed++
    out.findings.push(mark(finding, asked, 'confirmed'))
  }
  return out
}

function mark(
  finding: CheckedFinding,
  severity: Severity,
  verification: Verification,
): CheckedFinding {
  const { verification: _old, ...rest } = finding
  return { ...rest, severity, verification }
}

function described(id: string, finding: CheckedFinding, evidence: string): AdjudicatedFinding {
  return {
    id,
    severity: finding.severity,
    category: finding.category,
    file: finding.file,
    line: finding.line,
    message: finding.message,
    evidence,
  }
}
