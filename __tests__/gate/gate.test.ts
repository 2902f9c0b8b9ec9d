import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, type SeverityGate } from '../../src/config/schema.js'
import { InputError } from '../../src/errors.js'
import {
  describeOutcome,
  errorOutcome,
  evaluateGate,
  gateOutcome,
  gateReport,
  outcomeExitCode,
  outcomeFailsJob,
  resolveSeverityGate,
} from '../../src/gate/gate.js'

const defaults = DEFAULT_CONFIG.severity_gate

describe('evaluateGate', () => {
  it('passes a clean review and fails one blocker under the defaults, SonarQube style', () => {
    expect(evaluateGate({ blocker: 0, major: 0, minor: 40 }, defaults)).toMatchObject({
      result: 'pass',
      lines: [],
    })
    const failed = evaluateGate({ blocker: 1, major: 3, minor: 0 }, defaults)
    expect(failed.result).toBe('fail')
    expect(failed.lines).toEqual(['FAILED: blocker 1 > 0', 'FAILED: major 3 > 0'])
    expect(failed.conditions).toEqual([
      { severity: 'blocker', count: 1, limit: 0, failed: true },
      { severity: 'major', count: 3, limit: 0, failed: true },
      { severity: 'minor', count: 0, limit: 'unlimited', failed: false },
    ])
  })

  it('fails exactly when some count exceeds its limit', () => {
    const limit = fc.oneof(fc.nat(5), fc.constant('unlimited' as const))
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), fc.nat(8), limit, limit, limit, (b, j, n, lb, lj, ln) => {
        const thresholds: SeverityGate = { blocker: lb, major: lj, minor: ln }
        const gate = evaluateGate({ blocker: b, major: j, minor: n }, thresholds)
        const over = (c: number, l: number | 'unlimited') => l !== 'unlimited' && c > l
        const expectedFail = over(b, lb) || over(j, lj) || over(n, ln)
        expect(gate.result).toBe(expectedFail ? 'fail' : 'pass')
        expect(gate.lines.length).toBe(
          [over(b, lb), over(j, lj), over(n, ln)].filter(Boolean).length,
        )
      }),
    )
  })

  it('writes a PASSED or FAILED summary after the failing lines', () => {
    expect(
      gateReport(evaluateGate({ blocker: 0, major: 2, minor: 1 }, { ...defaults, major: 2 })),
    ).toEqual(['PASSED (blocker 0/0, major 2/2, minor 1/unlimited)'])
    expect(gateReport(evaluateGate({ blocker: 2, major: 0, minor: 0 }, defaults))).toEqual([
      'FAILED: blocker 2 > 0',
      'FAILED (blocker 2/0, major 0/0, minor 0/unlimited)',
    ])
  })
})

describe('resolveSeverityGate', () => {
  it('overrides only the named severities over the base', () => {
    expect(resolveSeverityGate('major=2', '--severity-gate')).toEqual({
      blocker: 0,
      major: 2,
      minor: 'unlimited',
    })
    expect(
      resolveSeverityGate('blocker=1, minor=10', 'x', { blocker: 0, major: 5, minor: 'unlimited' }),
    ).toEqual({
      blocker: 1,
      major: 5,
      minor: 10,
    })
    expect(resolveSeverityGate('MAJOR=unlimited', 'x')).toMatchObject({ major: 'unlimited' })
    expect(resolveSeverityGate('', 'x')).toEqual(defaults)
    expect(resolveSeverityGate(undefined, 'x', { blocker: 3, major: 3, minor: 3 })).toEqual({
      blocker: 3,
      major: 3,
      minor: 3,
    })
  })

  it('refuses a malformed threshold, naming the input', () => {
    for (const bad of ['blocker', 'critical=0', 'major=-1', 'minor=lots']) {
      expect(() => resolveSeverityGate(bad, 'severity-gate')).toThrow(InputError)
      expect(() => resolveSeverityGate(bad, 'severity-gate')).toThrow(/severity-gate/)
    }
  })
})

describe('run outcomes', () => {
  const pass = evaluateGate({ blocker: 0, major: 0, minor: 0 }, defaults)
  const fail = evaluateGate({ blocker: 1, major: 0, minor: 0 }, defaults)

  it('maps the gate to passed or failed', () => {
    expect(gateOutcome(pass)).toEqual({ status: 'passed', gate: pass })
    expect(gateOutcome(fail)).toEqual({ status: 'failed', gate: fail })
    expect([outcomeFailsJob(gateOutcome(pass)), outcomeExitCode(gateOutcome(pass))]).toEqual([
      false,
      0,
    ])
    expect([outcomeFailsJob(gateOutcome(fail)), outcomeExitCode(gateOutcome(fail))]).toEqual([
      true,
      1,
    ])
  })

  it('fails closed on an error unless on-model-error is neutral', () => {
    const closed = errorOutcome('timeout after 300 s', 'fail')
    expect(closed).toEqual({ status: 'error', reason: 'timeout after 300 s', neutral: false })
    expect(outcomeFailsJob(closed)).toBe(true)
    expect(outcomeExitCode(closed)).toBe(3)
    const neutral = errorOutcome('timeout after 300 s', 'neutral')
    expect(outcomeFailsJob(neutral)).toBe(false)
    expect(outcomeExitCode(neutral)).toBe(0)
  })

  it('never describes an error as a clean review', () => {
    for (const outcome of [errorOutcome('HTTP 503', 'fail'), errorOutcome('HTTP 503', 'neutral')]) {
      const text = describeOutcome(outcome)
      expect(text).toMatch(/^ERROR: no usable review \(HTTP 503\)/)
      expect(text).not.toMatch(/PASSED|no issues/i)
    }
    expect(describeOutcome(gateOutcome(fail))).toBe(gateReport(fail).join('\n'))
  })
})
