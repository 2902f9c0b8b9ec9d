import { parseSeverityGate } from '../config/load.js'
import { DEFAULT_CONFIG, severityGateSchema, type SeverityGate } from '../config/schema.js'
import { EXIT, InputError } from '../errors.js'
import { type Counts, SEVERITIES } from '../domain/finding.js'
import type { GateCondition, GateResult, RunOutcome } from '../domain/outcome.js'

/**
 * The severity gate (docs/architecture.md, "The decision"): the recounted findings against the
 * most of each severity that may pass. The reviewer's verdict plays no part. Pure: counts in,
 * result out.
 */
export function evaluateGate(counts: Counts, thresholds: SeverityGate): GateResult {
  const conditions: GateCondition[] = SEVERITIES.map((severity) => {
    const count = counts[severity]
    const limit = thresholds[severity]
    return { severity, count, limit, failed: limit !== 'unlimited' && count > limit }
  })
  return {
    result: conditions.some((c) => c.failed) ? 'fail' : 'pass',
    conditions,
    lines: conditions
      .filter((c) => c.failed)
      .map((c) => `FAILED: ${c.severity} ${c.count} > ${c.limit}`),
  }
}

/**
 * Thresholds from the `severity-gate` input (`blocker=0,major=2`) over `base` (the config's, or
 * the defaults): a severity the input does not name keeps its base limit. `where` names the
 * input or flag in errors.
 */
export function resolveSeverityGate(
  text: string | null | undefined,
  where: string,
  base: SeverityGate = DEFAULT_CONFIG.severity_gate,
): SeverityGate {
  if (text === null || text === undefined || text.trim() === '') return { ...base }
  const parsed = severityGateSchema.safeParse({ ...base, ...parseSeverityGate(text, where) })
  if (!parsed.success) throw new InputError(`invalid thresholds "${text}"`, where)
  return parsed.data
}

/** `blocker 1/0, major 0/2, minor 3/unlimited`: each count against its limit. */
export function describeConditions(gate: GateResult): string {
  return gate.conditions.map((c) => `${c.severity} ${c.count}/${c.limit}`).join(', ')
}

/**
 * The gate's failing lines, what it let through visibly (`NOTE: …`), and a last summary line,
 * `PASSED (…)` or `FAILED (…)`; without severity conditions (no review) just `FAILED`. Tests
 * blockers lead the parentheses, apart from the thresholds they are not counted against.
 */
export function gateReport(gate: GateResult): string[] {
  const word = gate.result === 'pass' ? 'PASSED' : 'FAILED'
  const blockers = gate.testsBlockers ?? 0
  const tests = blockers > 0 ? `tests blocker ${blockers}; ` : ''
  const summary =
    gate.conditions.length > 0 ? `${word} (${tests}${describeConditions(gate)})` : word
  return [...gate.lines, ...(gate.notes ?? []).map((n) => `NOTE: ${n}`), summary]
}

export function gateOutcome(gate: GateResult): RunOutcome {
  return gate.result === 'pass' ? { status: 'passed', gate } : { status: 'failed', gate }
}

/**
 * No usable review (the model or a service failed, or the reply was unusable). It fails the
 * job unless `on-model-error: neutral` was chosen, and it is never shown as "no issues".
 */
export function errorOutcome(reason: string, onModelError: 'fail' | 'neutral'): RunOutcome {
  return { status: 'error', reason, neutral: onModelError === 'neutral' }
}

/** Whether the job (or required check) should fail for this outcome. */
export function outcomeFailsJob(outcome: RunOutcome): boolean {
  if (outcome.status === 'passed') return false
  if (outcome.status === 'failed') return true
  return !outcome.neutral
}

/** CLI exit code: 0 passed, 1 gate failed, 3 no usable review (0 when on-model-error is neutral). */
export function outcomeExitCode(outcome: RunOutcome): number {
  if (outcome.status === 'passed') return EXIT.passed
  if (outcome.status === 'failed') return EXIT.failed
  return outcome.neutral ? EXIT.passed : EXIT.modelFailure
}

/**
 * The outcome in words for logs and summaries: a line per failing condition and per note, then the
 * result; or, for an error, one line that says so plainly and never reads as a clean review.
 */
export function describeOutcome(outcome: RunOutcome): string {
  if (outcome.status === 'error') {
    return outcome.neutral
      ? `ERROR: no usable review (${outcome.reason}); the job stays neutral because on-model-error is neutral`
      : `ERROR: no usable review (${outcome.reason}); the job fails (on-model-error: fail)`
  }
  return gateReport(outcome.gate).join('\n')
}
