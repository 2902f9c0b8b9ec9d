/**
 * The action's outputs as a name → string map; the shell sets them. An error never looks like a
 * clean result: the counts are empty (not 0), the verdict is `ERROR` and the gate is `error`.
 */
import type { RunReport } from './report.js'

export const OUTPUT_NAMES = [
  'verdict',
  'gate',
  'blocker',
  'major',
  'minor',
  'tests-pass',
  'report',
  'payload',
  'sarif',
] as const
export type OutputName = (typeof OUTPUT_NAMES)[number]

export interface OutputPaths {
  /** Path of review.json; null when it was not written. */
  report: string | null
  /** Path of payload.md; null when the run stopped before a payload existed. */
  payload: string | null
  /** Path of the SARIF file; null when none should be uploaded (an errored run). */
  sarif: string | null
}

export function actionOutputs(report: RunReport, paths: OutputPaths): Record<OutputName, string> {
  const review = report.outcome.status === 'error' ? null : report.review
  const gate = report.outcome.status === 'error' ? 'error' : report.outcome.gate.result
  return {
    verdict: review?.verdict ?? 'ERROR',
    gate,
    blocker: review ? String(review.counts.blocker) : '',
    major: review ? String(review.counts.major) : '',
    minor: review ? String(review.counts.minor) : '',
    'tests-pass': String(report.evidence.tests_pass),
    report: paths.report ?? '',
    payload: paths.payload ?? '',
    sarif: paths.sarif ?? '',
  }
}
