import type { CheckedFinding, Counts, Finding } from '../domain/finding.js'

/**
 * Findings are rebuilt field by field in one fixed order, so `JSON.stringify(review, null, 2)`
 * is byte-stable whatever order the model or the caller wrote the keys in.
 */
export function canonicalFinding(f: Finding): Finding {
  const out: Finding = {
    severity: f.severity,
    category: f.category,
    file: f.file,
    line: f.line,
    message: f.message,
    fix: f.fix,
  }
  if (f.referenced_example_id !== undefined) out.referenced_example_id = f.referenced_example_id
  if (f.confidence !== undefined) out.confidence = f.confidence
  if (f.suggestion !== undefined) out.suggestion = f.suggestion
  if (f.prior_id !== undefined) out.prior_id = f.prior_id
  if (f.blast_radius !== undefined) out.blast_radius = f.blast_radius
  if (f.pre_existing !== undefined) out.pre_existing = f.pre_existing
  return out
}

/** Built field by field rather than spread: this runs once per finding and spreads are slow. */
export function checkedFinding(f: Finding, anchored: boolean): CheckedFinding {
  const out = canonicalFinding(f) as CheckedFinding
  out.anchored = anchored
  return out
}

export function countFindings(findings: readonly Finding[]): Counts {
  const counts: Counts = { blocker: 0, major: 0, minor: 0 }
  for (const f of findings) counts[f.severity]++
  return counts
}

export function isTestsBlocker(f: Pick<Finding, 'category' | 'severity'>): boolean {
  return f.category === 'tests' && f.severity === 'blocker'
}

export function formatCounts(c: Counts): string {
  return `blocker ${c.blocker}, major ${c.major}, minor ${c.minor}`
}
