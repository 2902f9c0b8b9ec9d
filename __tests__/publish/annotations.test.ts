import { describe, expect, it } from 'vitest'
import { planAnnotations } from '../../src/publish/annotations.js'
import { HOSTILE, finding, review } from './builders.js'

describe('planAnnotations', () => {
  it('maps severities to levels and keeps only anchored findings', () => {
    const plan = planAnnotations(
      review([
        finding({ severity: 'blocker', line: 1 }),
        finding({ severity: 'major', line: 2 }),
        finding({ severity: 'minor', line: 3 }),
        finding({ severity: 'blocker', line: 4, anchored: false }),
      ]),
    )
    expect(plan.annotations.map((a) => [a.level, a.line])).toEqual([
      ['error', 1],
      ['warning', 2],
      ['notice', 3],
    ])
    expect(plan.annotations[0]?.title).toBe('review-gate: blocker (logic)')
  })

  it('emits at most 10 per level, most confident first, and counts the rest', () => {
    const blockers = Array.from({ length: 14 }, (_, i) =>
      finding({ severity: 'blocker', line: i + 1, confidence: i * 5 }),
    )
    const minors = Array.from({ length: 3 }, (_, i) =>
      finding({ severity: 'minor', line: 100 + i }),
    )
    const plan = planAnnotations(review([...minors, ...blockers]))
    const errors = plan.annotations.filter((a) => a.level === 'error')
    expect(errors).toHaveLength(10)
    expect(errors[0]?.line).toBe(14) // confidence 65, the highest
    expect(plan.omitted).toEqual({ error: 4, warning: 0, notice: 0 })
    expect(plan.annotations.filter((a) => a.level === 'notice')).toHaveLength(3)
  })

  it('has nothing for an errored run', () => {
    expect(planAnnotations(null)).toEqual({
      annotations: [],
      omitted: { error: 0, warning: 0, notice: 0 },
    })
  })

  it('keeps messages free of command lines and hidden characters', () => {
    const plan = planAnnotations(review([finding({ message: HOSTILE, fix: HOSTILE })]))
    const message = plan.annotations[0]?.message ?? ''
    expect(message.split('\n').some((l) => l.trimStart().startsWith('::'))).toBe(false)
    expect(message).toContain('[U+202E]')
    expect(message).toContain('Fix:')
  })
})
