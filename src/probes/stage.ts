import type { ProbeResult } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
import type { PriorReview } from '../domain/prior.js'
import type { ProbeMode } from '../config/schema.js'
import { confirmOnHead, probesToRun } from './confirm.js'

/**
 * The probe stage after parse + guard and the precision steps: each new finding's probe runs
 * once through `run`, the edge the pipeline passes in (src/probes/run-probe.ts in a real run),
 * one at a time, and `confirmOnHead` judges what they showed.
 */
export interface ProbeEdge {
  mode: Exclude<ProbeMode, 'off'>
  run: (command: string) => Promise<ProbeResult>
}

export async function probeOnHead(review: ParsedReview, edge: ProbeEdge): Promise<ParsedReview> {
  const results = new Map<number, ProbeResult>()
  for (const index of probesToRun(review)) {
    results.set(index, await edge.run(review.issues[index]!.probe!.command))
  }
  return confirmOnHead(review, results, edge.mode)
}

/**
 * On a later push, before anything else is judged: the probe of every open finding of the
 * previous review, run on this head, by id.
 */
export async function probePrior(
  prior: PriorReview | null,
  edge: ProbeEdge,
): Promise<Map<string, ProbeResult>> {
  const results = new Map<string, ProbeResult>()
  for (const finding of prior?.findings ?? []) {
    if (finding.status !== 'open' || !finding.probe || results.has(finding.id)) continue
    results.set(finding.id, await edge.run(finding.probe.command))
  }
  return results
}
