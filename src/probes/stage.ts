import type { ProbeResult } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
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
