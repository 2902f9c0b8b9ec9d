import { describe, expect, it } from 'vitest'
import {
  keyedStatusContext,
  fitDescription,
  statusForOutcome,
  STATUS_DESCRIPTION_LIMIT,
  workflowRunUrl,
} from '../../src/github/commit-status.js'
import type { GateResult } from '../../src/domain/outcome.js'

const gate = (result: 'pass' | 'fail', lines: string[] = []): GateResult => ({
  result,
  conditions: [
    { severity: 'blocker', count: 0, limit: 0, failed: false },
    { severity: 'major', count: result === 'fail' ? 3 : 1, limit: 2, failed: result === 'fail' },
    { severity: 'minor', count: 4, limit: 'unlimited', failed: false },
  ],
  lines,
})

describe('statusForOutcome', () => {
  it('only a passed outcome is success', () => {
    expect(statusForOutcome({ status: 'passed', gate: gate('pass') })).toEqual({
      state: 'success',
      description: 'passed: blocker 0/0, major 1/2, minor 4/∞',
    })
    expect(
      statusForOutcome({ status: 'failed', gate: gate('fail', ['FAILED: major 3 > 2']) }),
    ).toEqual({ state: 'failure', description: 'failed: major 3 > 2' })
    for (const neutral of [true, false]) {
      expect(statusForOutcome({ status: 'error', reason: 'model timed out', neutral }).state).toBe(
        'error',
      )
    }
  })

  it('a long reason is cut to GitHub limit on a character boundary', () => {
    const reason = 'é'.repeat(300)
    const { description } = statusForOutcome({ status: 'error', reason, neutral: false })
    expect(Array.from(description)).toHaveLength(STATUS_DESCRIPTION_LIMIT)
    expect(description.endsWith('…')).toBe(true)
    expect(fitDescription('a\n  b\tc')).toBe('a b c')
  })
})

describe('workflowRunUrl', () => {
  it('names the run and attempt, or nothing outside a run', () => {
    const env = {
      GITHUB_SERVER_URL: 'https://github.example/',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_RUN_ID: '7',
    }
    expect(workflowRunUrl(env)).toBe('https://github.example/o/r/actions/runs/7')
    expect(workflowRunUrl({ ...env, GITHUB_RUN_ATTEMPT: '3' })).toBe(
      'https://github.example/o/r/actions/runs/7/attempts/3',
    )
    expect(workflowRunUrl({ ...env, GITHUB_RUN_ID: '7;rm' })).toBeNull()
    expect(workflowRunUrl({})).toBeNull()
  })
})

describe('keyedStatusContext: one status per step', () => {
  it('adds the sticky-key unless the context names it already', () => {
    expect(keyedStatusContext('review-gate', null)).toBe('review-gate')
    expect(keyedStatusContext('review-gate', 'default')).toBe('review-gate')
    expect(keyedStatusContext('review-gate', 'api')).toBe('review-gate (api)')
    expect(keyedStatusContext('review-gate / api', 'api')).toBe('review-gate / api')
    // A key inside another word is not named: `a` in `gate`.
    expect(keyedStatusContext('review-gate', 'a')).toBe('review-gate (a)')
    expect(keyedStatusContext('review-gate', 'gate')).toBe('review-gate (gate)')
  })

  it('a context too long to carry the key is an input error naming status-context', () => {
    expect(() => keyedStatusContext('x'.repeat(250), 'security')).toThrow(/status-context/)
  })
})
