import { describe, expect, it } from 'vitest'
import { OUTPUT_NAMES, actionOutputs } from '../../src/publish/outputs.js'
import { evidence, finding, report, review } from './builders.js'

const paths = { report: 'out/review.json', payload: 'out/payload.md', sarif: 'out/review.sarif' }

describe('actionOutputs', () => {
  it('reports the recounted verdict, gate, counts and evidence', () => {
    const r = review([finding({ severity: 'blocker' }), finding({ severity: 'minor', line: 2 })])
    const out = actionOutputs(
      report({ review: r, evidence: evidence({ tests_pass: true }) }),
      paths,
    )
    expect(Object.keys(out).sort()).toEqual([...OUTPUT_NAMES].sort())
    expect(out).toMatchObject({
      verdict: 'CHANGES_REQUESTED',
      gate: 'fail',
      blocker: '1',
      major: '0',
      minor: '1',
      'tests-pass': 'true',
      report: 'out/review.json',
      sarif: 'out/review.sarif',
    })
  })

  it('an error is never zero findings: counts are empty and the gate says error', () => {
    const out = actionOutputs(
      report({ review: null, outcome: { status: 'error', reason: 'x', neutral: true } }),
      { report: null, payload: 'out/payload.md', sarif: null },
    )
    expect(out).toMatchObject({
      verdict: 'ERROR',
      gate: 'error',
      blocker: '',
      major: '',
      minor: '',
      'tests-pass': 'unknown',
      report: '',
      sarif: '',
    })
  })
})
