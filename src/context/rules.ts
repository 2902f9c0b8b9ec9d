import type { CheckedFinding } from '../domain/finding.js'

/**
 * The review contract's two rules that need the repository (review-contract: "Severity Elevation
 * Rule", "What Not to Report"), applied once to the merged findings:
 * - elevation: a major in a file that at least `threshold` files import, directly or
 *   transitively (our own import graph, never the reviewer's estimate), becomes a blocker;
 * - pre-existing: `pre_existing: true` holds only on a line the change did not add; on a line it
 *   did, the claim is removed (a change cannot call its own line old to get past the gate).
 * Each elevation and each removed claim is a warning the summary shows.
 */
export interface ContextRulesInput {
  /** New-side lines the change added, by file. */
  added: ReadonlyMap<string, ReadonlySet<number>>
  /** Per touched file, its importers; absent files have none known. */
  importers: ReadonlyMap<string, { direct: number; transitive: number }>
  threshold: number
  /** Findings our own code produced: never changed. */
  isProtected: (finding: CheckedFinding) => boolean
}

export function applyContextRules(
  findings: CheckedFinding[],
  input: ContextRulesInput,
): { findings: CheckedFinding[]; warnings: string[] } {
  const warnings: string[] = []
  const out = findings.map((finding) => {
    if (input.isProtected(finding)) return finding
    let next = finding
    if (next.pre_existing && input.added.get(next.file)?.has(next.line)) {
      const { pre_existing: _claim, ...rest } = next
      next = rest as CheckedFinding
      warnings.push(
        `pre_existing removed from ${next.file}:${next.line}: the change adds that line, so the finding counts as the change's own`,
      )
    }
    const reach = input.importers.get(next.file)
    if (next.severity === 'major' && reach && reach.transitive >= input.threshold) {
      next = { ...next, severity: 'blocker' }
      warnings.push(
        `elevated to blocker: the major finding on ${next.file}:${next.line} is in a file with ${reach.transitive} transitive importer(s) (${reach.direct} direct), at least context.elevate_importers (${input.threshold})`,
      )
    }
    return next
  })
  return { findings: out, warnings }
}
