import type { Config } from '../config/schema.js'
import type { Evidence } from '../domain/evidence.js'
import { countFindings, isTestsBlocker } from '../review/finding.js'
import type { ParsedReview } from '../domain/review.js'
import { evaluateGate } from './gate.js'
import type { GateResult, RunOutcome } from '../domain/outcome.js'

/**
 * The one place a run's outcome is decided (pass, fail or error). Every other stage only reports
 * what it found and what it could not read; this function turns that into the outcome.
 *
 * Pass needs positive proof, stated in `passPreconditions`: a review read completely, evidence
 * that is not red and not unknown (green, or no test relevant / none configured, which the
 * `evidence.missing` rule judges), nothing left unseen by the reviewer (or `partial: allow`), no
 * tests blocker, and every severity within its threshold. Anything else fails, or is an error
 * when no review exists and nothing else is known to be wrong.
 */

export interface DecisionPolicy {
  mode: Config['mode']
  severityGate: Config['severity_gate']
  onModelError: Config['on_model_error']
  evidenceUnknown: Config['evidence']['unknown']
  partial: Config['partial']
  /** `evidence.scope`: suite (every failing test counts) unless the base config says touched. */
  evidenceScope?: Config['evidence']['scope']
}

export function policyFrom(config: Config): DecisionPolicy {
  return {
    mode: config.mode,
    severityGate: config.severity_gate,
    onModelError: config.on_model_error,
    evidenceUnknown: config.evidence.unknown,
    partial: config.partial,
    evidenceScope: config.evidence.scope,
  }
}

/** Reviewable files the reviewer did not see. Ignored files are excluded on purpose by config. */
export interface LeftOutCounts {
  /** Left out of the payload by the size budget (or a model's token budget). */
  overBudget: number
  /** Not shown by GitHub (a listing cut at its limit, a text file without a patch). */
  notShown: number
}

export interface DecisionInput {
  policy: DecisionPolicy
  evidence: Evidence
  /** The parsed review, or null when no usable review exists. */
  review: ParsedReview | null
  /** Why no review exists; required when `review` is null. */
  noReviewReason?: string
  leftOut: LeftOutCounts
}

export function decide(input: DecisionInput): RunOutcome {
  const { policy, evidence, review } = input
  const failures: string[] = []
  const notes: string[] = []
  const red = suiteRed(evidence, policy)

  if (red) failures.push(`FAILED: ${redText(evidence, policy)}`)

  const unknown = unknownEvidence(evidence, policy)
  if (unknown.length > 0) {
    const line = `test evidence unknown: ${unknown.join('; ')}`
    if (policy.evidenceUnknown === 'fail') failures.push(`FAILED: ${line}`)
    else notes.push(`${line} (evidence.unknown: warn)`)
  }

  const leftOut = input.leftOut.overBudget + input.leftOut.notShown
  if (leftOut > 0) {
    const line = `partial review: ${leftOutText(input.leftOut)} not seen by the reviewer`
    if (policy.partial === 'fail') failures.push(`FAILED: ${line}`)
    else notes.push(`${line} (partial: allow)`)
  }

  if (review === null) {
    const reason = input.noReviewReason ?? 'no usable review'
    // A known failure stands whatever the model did: a red suite cannot turn neutral because the
    // review wave was skipped.
    if (failures.length > 0) {
      return {
        status: 'failed',
        gate: {
          result: 'fail',
          conditions: [],
          lines: [...failures, `no usable review: ${reason}`],
          notes,
        },
      }
    }
    return { status: 'error', reason, neutral: policy.onModelError === 'neutral' }
  }

  const incomplete = review.incomplete ?? []
  if (incomplete.length > 0) failures.push(`FAILED: review incomplete: ${incomplete.join('; ')}`)

  // The tests blocker is outside the thresholds: one red line of its own, never an allowance.
  const testsBlockers = review.issues.filter(isTestsBlocker)
  if (testsBlockers.length > 0 && !red) {
    const first = testsBlockers[0]!
    failures.push(
      `FAILED: tests blocker: ${first.file}:${first.line}${testsBlockers.length > 1 ? ` and ${testsBlockers.length - 1} more` : ''}`,
    )
  }
  const thresholdCounts = countsOutsideTestsBlockers(review, testsBlockers.length)
  const old = preExistingBelowBlocker(review)
  if (old.major + old.minor > 0)
    notes.push(
      `${old.major + old.minor} pre-existing finding(s) below blocker on lines the change did not add: reported, not counted`,
    )
  const severity = evaluateGate(thresholdCounts, policy.severityGate)
  failures.push(...severity.lines)

  const gate: GateResult = {
    result: failures.length === 0 ? 'pass' : 'fail',
    conditions: severity.conditions,
    lines: failures,
    notes,
    ...(testsBlockers.length > 0 ? { testsBlockers: testsBlockers.length } : {}),
  }
  if (gate.result === 'pass') {
    assertPassPreconditions(input)
    return { status: 'passed', gate }
  }
  return { status: 'failed', gate }
}

/**
 * What a pass rests on. `decide` never returns pass without these; the check is repeated here so a
 * future edit that opens another road to pass trips it in every test.
 */
export function passPreconditions(input: DecisionInput): string[] {
  const broken: string[] = []
  const { policy, evidence, review } = input
  if (review === null) broken.push('no review')
  else {
    if ((review.incomplete ?? []).length > 0) broken.push('review incomplete')
    if (review.issues.some(isTestsBlocker)) broken.push('tests blocker present')
  }
  if (suiteRed(evidence, policy)) broken.push('tests red')
  if (policy.evidenceUnknown === 'fail' && unknownEvidence(evidence, policy).length > 0)
    broken.push('evidence unknown')
  if (policy.partial === 'fail' && input.leftOut.overBudget + input.leftOut.notShown > 0)
    broken.push('partial review')
  return broken
}

function assertPassPreconditions(input: DecisionInput): void {
  const broken = passPreconditions(input)
  if (broken.length > 0) throw new Error(`internal: pass without proof (${broken.join(', ')})`)
}

/**
 * Red: the evidence says so, or (suite scope, the default) any failing test of the run, related
 * to the touched files or not. The relation decides where a failure is shown, not whether it counts.
 * In every mode: a contract review judges a document, but red tests beside it still fail the gate,
 * and the `mode` input (which a workflow the pull request edited can set) cannot turn them green.
 */
export function suiteRed(
  evidence: Evidence,
  policy: Pick<DecisionPolicy, 'evidenceScope'>,
): boolean {
  return evidence.tests_pass === false || otherFailing(evidence, policy) > 0
}

/**
 * Red tests the review must answer with a tests blocker: implementation mode only, since a
 * contract review has no `tests` category (the decision fails a red suite in either mode).
 */
export function testsRed(
  evidence: Evidence,
  policy: Pick<DecisionPolicy, 'mode' | 'evidenceScope'>,
): boolean {
  return policy.mode === 'implementation' && suiteRed(evidence, policy)
}

/** Failing tests no touched file relates to that count for the gate (none under scope touched). */
function otherFailing(evidence: Evidence, policy: Pick<DecisionPolicy, 'evidenceScope'>): number {
  if ((policy.evidenceScope ?? 'suite') === 'touched') return 0
  return Math.max(evidence.other_failing ?? 0, evidence.other_failures?.length ?? 0)
}

/** Names both groups: the touched-file tests failing, and the other failing tests of the run. */
function redText(evidence: Evidence, policy: Pick<DecisionPolicy, 'evidenceScope'>): string {
  const others = otherFailing(evidence, policy)
  const touchedRed =
    evidence.failures.length > 0 || evidence.counts.failed + evidence.counts.errored > 0
  const otherText = (): string => {
    const names = (evidence.other_failures ?? []).slice(0, 3).map((f) => f.test)
    const more = others > names.length ? ` and ${others - names.length} more` : ''
    return `${others} other failing test${others === 1 ? '' : 's'} in this run (${names.join('; ')}${more})`
  }
  if (others === 0) return `touched tests are failing (${failingText(evidence)})`
  if (!touchedRed) return `tests are failing: no touched-file test failed; ${otherText()}`
  return `touched tests are failing (${failingText(evidence)}); ${otherText()}`
}

/** Unknown-evidence causes that apply in this mode (contract mode judges a document, no tests). */
function unknownEvidence(evidence: Evidence, policy: Pick<DecisionPolicy, 'mode'>): string[] {
  if (policy.mode !== 'implementation') return []
  return evidence.unknown_reasons ?? []
}

function failingText(evidence: Evidence): string {
  const { failed, errored } = evidence.counts
  const parts = []
  if (failed > 0) parts.push(`${failed} failed`)
  if (errored > 0) parts.push(`${errored} errored`)
  if (parts.length === 0) {
    // No test run failed: a step or a command did (its own verdict). Say what it said.
    const first = evidence.failures[0]
    const said = first ? `: ${first.test}, ${first.message.split('\n', 1)[0]!.slice(0, 200)}` : ''
    parts.push(`${evidence.failures.length || 1} failing${said}`)
  }
  return parts.join(', ')
}

function leftOutText(left: LeftOutCounts): string {
  const parts = []
  if (left.overBudget > 0) parts.push(`${left.overBudget} over the size budget`)
  if (left.notShown > 0) parts.push(`${left.notShown} not shown by GitHub`)
  const total = left.overBudget + left.notShown
  return `${total} file${total === 1 ? '' : 's'} (${parts.join(', ')})`
}

/**
 * The counts the thresholds judge: the review's counts less its tests blockers and its
 * pre-existing majors and minors (on lines the change did not add, checked against the diff
 * before the gate: the contract's `[pre-existing]` rule counts them only as blockers).
 * review.counts may exceed the listed issues (a cap), so subtract instead of recounting.
 */
function countsOutsideTestsBlockers(review: ParsedReview, testsBlockers: number) {
  const listed = countFindings(review.issues)
  const old = preExistingBelowBlocker(review)
  const blocker = Math.max(review.counts.blocker, listed.blocker) - testsBlockers
  return {
    blocker: Math.max(0, blocker),
    major: Math.max(0, Math.max(review.counts.major, listed.major) - old.major),
    minor: Math.max(0, Math.max(review.counts.minor, listed.minor) - old.minor),
  }
}

function preExistingBelowBlocker(review: ParsedReview) {
  return countFindings(review.issues.filter((f) => f.pre_existing && f.severity !== 'blocker'))
}
