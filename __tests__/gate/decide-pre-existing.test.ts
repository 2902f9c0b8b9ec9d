import { describe, expect, it } from 'vitest'
import { decide, policyFrom } from '../../src/gate/decide.js'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import type { ParsedReview } from '../../src/domain/review.js'
import type { CheckedFinding } from '../../src/domain/finding.js'
import type { Evidence } from '../../src/domain/evidence.js'
import { NO_EVIDENCE } from '../../src/domain/evidence.js'

function reviewWith(issues: CheckedFinding[]): ParsedReview {
  const counts = { blocker: 0, major: 0, minor: 0 }
  for (const i of issues) counts[i.severity]++
  return {
    mode: 'implementation',
    verdict: 'CHANGES_REQUESTED',
    counts,
    issues,
    strengths: [],
    warnings: [],
    unanchored: [],
    dropped: [],
    structure: {} as ParsedReview['structure'],
    guard_applied: false,
  }
}

const issue = (over: Partial<CheckedFinding>): CheckedFinding => ({
  severity: 'major',
  category: 'logic',
  file: 'a.ts',
  line: 1,
  message: 'm',
  fix: 'f',
  anchored: false,
  ...over,
})

const green: Evidence = { ...NO_EVIDENCE, tests_pass: true }
const policy = { ...policyFrom(DEFAULT_CONFIG), evidenceUnknown: 'warn' as const }

describe('decide: pre-existing findings', () => {
  it('a pre-existing major does not count against major=0; a pre-existing blocker does', () => {
    const passed = decide({
      policy,
      evidence: green,
      review: reviewWith([issue({ pre_existing: true })]),
      leftOut: { overBudget: 0, notShown: 0 },
    })
    expect(passed.status).toBe('passed')
    const failed = decide({
      policy,
      evidence: green,
      review: reviewWith([issue({ pre_existing: true, severity: 'blocker' })]),
      leftOut: { overBudget: 0, notShown: 0 },
    })
    expect(failed.status).toBe('failed')
    const counted = decide({
      policy,
      evidence: green,
      review: reviewWith([issue({})]),
      leftOut: { overBudget: 0, notShown: 0 },
    })
    expect(counted.status).toBe('failed')
  })
})
