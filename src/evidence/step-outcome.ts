import type { Evidence } from '../domain/evidence.js'

/**
 * The test step's own outcome (`${{ steps.<id>.outcome }}`), which stays `failure` under
 * `continue-on-error`: the runner's verdict on the step, next to what its reports say.
 */
export type StepOutcome = 'success' | 'failure' | 'cancelled' | 'skipped'

export const STEP_OUTCOMES: readonly StepOutcome[] = ['success', 'failure', 'cancelled', 'skipped']

export const STEP_FAILED_MESSAGE = 'the test step failed; its reports show no failing test'

/**
 * Folds the step outcome into the evidence. `failure` is red whatever the reports say (a runner
 * that exits 1 on an unhandled error while its report reads green); `cancelled` or `skipped` means
 * the step did not finish, so its reports prove nothing: unknown (red stays red). `success` and
 * no outcome change nothing. Pure: the same evidence and outcome give the same result.
 */
export function withStepOutcome(evidence: Evidence, outcome: StepOutcome | null): Evidence {
  if (outcome === null || outcome === 'success') return evidence
  if (outcome === 'failure') {
    if (evidence.tests_pass === false) return evidence
    return {
      ...evidence,
      tests_pass: false,
      failures: [
        ...evidence.failures,
        {
          test: 'test step',
          file: null,
          line: null,
          status: 'failed',
          message: STEP_FAILED_MESSAGE,
        },
      ],
      notices: [...evidence.notices, `test-outcome is failure: ${STEP_FAILED_MESSAGE}.`],
    }
  }
  const reason = `the test step was ${outcome} (test-outcome: ${outcome}); its reports prove nothing`
  return {
    ...evidence,
    tests_pass: evidence.tests_pass === false ? false : 'unknown',
    unknown_reasons: [...(evidence.unknown_reasons ?? []), reason],
    notices: [...evidence.notices, `Unknown test evidence: ${reason}.`],
  }
}
