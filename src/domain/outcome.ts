/** The gate's decision and how a run ended: what publish renders and the shells exit on. */

import type { Severity } from './finding.js'

export interface GateCondition {
  severity: Severity
  count: number
  limit: number | 'unlimited'
  failed: boolean
}

export interface GateResult {
  result: 'pass' | 'fail'
  conditions: GateCondition[]
  /**
   * One line per failing condition, SonarQube style: `FAILED: blocker 1 > 0`,
   * `FAILED: touched tests are failing (1 failed)`, `FAILED: test evidence unknown: …`.
   */
  lines: string[]
  /** What the decision let through visibly (evidence.unknown: warn, partial: allow). */
  notes?: string[]
  /**
   * Tests blocker findings in the review. They stand outside the severity thresholds (a red
   * suite is never an allowance), so `conditions` does not count them; the summary line names
   * them, or a red run would read `blocker 0/0` beside a review that lists a blocker.
   */
  testsBlockers?: number
}

/** How a run ended. `error` means no usable review: never rendered as "no issues". */
export type RunOutcome =
  | { status: 'passed'; gate: GateResult }
  | { status: 'failed'; gate: GateResult }
  | { status: 'error'; reason: string; neutral: boolean }
