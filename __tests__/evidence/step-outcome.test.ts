import { describe, expect, it } from 'vitest'
import { NO_EVIDENCE, type Evidence } from '../../src/domain/evidence.js'
import { STEP_FAILED_MESSAGE, withStepOutcome } from '../../src/evidence/step-outcome.js'

const green: Evidence = {
  ...structuredClone(NO_EVIDENCE),
  tests_pass: true,
  counts: { passed: 3, failed: 0, errored: 0, skipped: 0, flaky: 0 },
}

describe('withStepOutcome', () => {
  it('failure over green reports is red, with a failure that says why', () => {
    const red = withStepOutcome(green, 'failure')
    expect(red.tests_pass).toBe(false)
    expect(red.failures).toEqual([
      { test: 'test step', file: null, line: null, status: 'failed', message: STEP_FAILED_MESSAGE },
    ])
  })

  it('failure over no evidence at all is red too', () => {
    expect(withStepOutcome(NO_EVIDENCE, 'failure').tests_pass).toBe(false)
  })

  it('failure over red reports keeps their failures as they are', () => {
    const red = { ...green, tests_pass: false as const }
    expect(withStepOutcome(red, 'failure')).toBe(red)
  })

  it.each(['cancelled', 'skipped'] as const)('%s makes green unknown and keeps red red', (o) => {
    const unknown = withStepOutcome(green, o)
    expect(unknown.tests_pass).toBe('unknown')
    expect(unknown.unknown_reasons).toEqual([
      `the test step was ${o} (test-outcome: ${o}); its reports prove nothing`,
    ])
    expect(withStepOutcome({ ...green, tests_pass: false }, o).tests_pass).toBe(false)
  })

  it('success and no outcome change nothing', () => {
    expect(withStepOutcome(green, 'success')).toBe(green)
    expect(withStepOutcome(green, null)).toBe(green)
  })
})
