import type { Finding, Severity } from '../domain/finding.js'

/**
 * Whether a finding is ours rather than a reviewer's opinion: the tests blocker, what the
 * require-tests-blocker guard prepended, what `evidence.missing` added. The precision steps never
 * drop, merge into a model finding, or change such a finding. The pipeline supplies it.
 */
export type IsProtected = (finding: Finding) => boolean

export const SEVERITY_RANK: Record<Severity, number> = { blocker: 0, major: 1, minor: 2 }

/** `review-2` before `review-10`. */
export function compareSourceNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true })
}

function compareText(a: string | undefined, b: string | undefined): number {
  const x = a ?? ''
  const y = b ?? ''
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * A finding's fields as JSON with keys sorted at every depth: two findings give the same text
 * only when every field (also ones added later, such as `anchored`, `probe` or `sources`) is equal.
 */
function canonicalText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key]
    return sorted
  })
}

/**
 * The merged order the verifier numbers findings in: protected findings first, then blocker,
 * major, minor; then file, then line; the rest of the fields only break ties, and the last
 * tie-break compares every field, so the order is total and never depends on the order the
 * findings arrived in (findings that compare equal are equal in every field).
 */
export function mergedOrder(isProtected: IsProtected) {
  return (a: Finding, b: Finding): number =>
    Number(!isProtected(a)) - Number(!isProtected(b)) ||
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    compareText(a.file, b.file) ||
    a.line - b.line ||
    compareText(a.category, b.category) ||
    compareText(a.message, b.message) ||
    compareText(a.fix, b.fix) ||
    (a.confidence ?? -1) - (b.confidence ?? -1) ||
    compareText(a.referenced_example_id, b.referenced_example_id) ||
    compareText(canonicalText(a), canonicalText(b))
}
