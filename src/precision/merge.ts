import type { CheckedFinding } from '../domain/finding.js'
import { compareSourceNames, mergedOrder, SEVERITY_RANK, type IsProtected } from './order.js'

/**
 * Merging an ensemble's findings into root causes. Findings with the same file and category whose
 * lines are within MERGE_DISTANCE of each other (directly or through a chain of such findings) are
 * one root cause: kept once, with the highest severity, the line (and text) of a highest-severity
 * source, and `sources` naming every pass that reported it. Different categories at one place
 * stay apart, and our own findings (IsProtected) never merge into a reviewer's. The result is the
 * same whatever order the passes or their findings come in. Pure.
 */

export const MERGE_DISTANCE = 3

export interface PassFindings {
  /** The pass's name: `review-1`, `review-2`, … */
  source: string
  findings: readonly CheckedFinding[]
}

interface Sourced {
  source: string
  finding: CheckedFinding
}

export function mergePasses(
  passes: readonly PassFindings[],
  isProtected: IsProtected,
): CheckedFinding[] {
  const order = mergedOrder(isProtected)
  const groups = new Map<string, Sourced[]>()
  for (const pass of passes) {
    for (const finding of pass.findings) {
      const key = JSON.stringify([isProtected(finding), finding.file, finding.category])
      let group = groups.get(key)
      if (!group) groups.set(key, (group = []))
      group.push({ source: pass.source, finding })
    }
  }
  const merged: CheckedFinding[] = []
  for (const group of groups.values()) {
    // Sorted by line, a chain of gaps no wider than MERGE_DISTANCE is one cluster: the clusters
    // depend on the lines alone, not on the order the findings came in.
    group.sort((a, b) => order(a.finding, b.finding) || compareSourceNames(a.source, b.source))
    group.sort((a, b) => a.finding.line - b.finding.line)
    let cluster: Sourced[] = []
    for (const item of group) {
      const last = cluster[cluster.length - 1]
      if (last && item.finding.line - last.finding.line > MERGE_DISTANCE) {
        merged.push(rootCause(cluster, order))
        cluster = []
      }
      cluster.push(item)
    }
    if (cluster.length > 0) merged.push(rootCause(cluster, order))
  }
  return merged.sort(order)
}

function rootCause(
  cluster: readonly Sourced[],
  order: (a: CheckedFinding, b: CheckedFinding) => number,
): CheckedFinding {
  let best = cluster[0]!
  for (const item of cluster) {
    const rank = SEVERITY_RANK[item.finding.severity] - SEVERITY_RANK[best.finding.severity]
    if (rank < 0 || (rank === 0 && order(item.finding, best.finding) < 0)) best = item
  }
  const sources = [...new Set(cluster.map((c) => c.source))].sort(compareSourceNames)
  return withSources(best.finding, sources)
}

/** The finding with `sources` set, fields in their canonical order (review.json stays stable). */
export function withSources(finding: CheckedFinding, sources: string[]): CheckedFinding {
  const { sources: _old, verification, ...rest } = finding
  const out: CheckedFinding = { ...rest, sources }
  if (verification !== undefined) out.verification = verification
  return out
}

export interface AgreementResult {
  kept: CheckedFinding[]
  /** Model findings reported by fewer than `minAgreement` passes. */
  dropped: CheckedFinding[]
}

/**
 * `min_agreement`: a model finding survives when at least that many passes reported it. Our own
 * findings (the tests blocker, the guard's, `evidence.missing`'s) are never counted out.
 */
export function applyAgreement(
  findings: readonly CheckedFinding[],
  minAgreement: number,
  isProtected: IsProtected,
): AgreementResult {
  const kept: CheckedFinding[] = []
  const dropped: CheckedFinding[] = []
  for (const f of findings) {
    if (isProtected(f) || (f.sources?.length ?? 1) >= minAgreement) kept.push(f)
    else dropped.push(f)
  }
  return { kept, dropped }
}
