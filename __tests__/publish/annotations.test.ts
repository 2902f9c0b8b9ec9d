import { describe, expect, it } from 'vitest'
import { planAnnotations } from '../../src/publish/annotations.js'
import { HOSTILE, finding, review } from './builders.js'

describe('planAnnotations', () => {
  it('marks each failing touched test on the line that failed, first, outside the diff too', () => {
    const failures = [
      {
        test: 'table > case 3',
        file: 'test/base.test.ts',
        line: 42,
        status: 'failed' as const,
        message: 'expected 3 to be 4',
      },
      { test: 'no place', file: null, line: null, status: 'failed' as const, message: 'm' },
    ]
    const plan = planAnnotations(
      review([
        finding({ severity: 'blocker', category: 'tests', file: 'test/base.test.ts', line: 60 }),
      ]),
      undefined,
      failures,
    )
    expect(plan.annotations.map((a) => [a.level, a.file, a.line, a.title])).toEqual([
      ['error', 'test/base.test.ts', 42, 'review-gate: failing test'],
      ['error', 'test/base.test.ts', 60, 'review-gate: blocker (tests)'],
    ])
    expect(plan.annotations[0]!.message).toContain('expected 3 to be 4')
  })

  it('one annotation per line and level: the tests blocker on the failing line merges into it', () => {
    const failures = [
      {
        test: 'discounts',
        file: 'src/total.test.ts',
        line: 2,
        status: 'failed' as const,
        message: 'expected -900 to be 90',
      },
    ]
    const plan = planAnnotations(
      review([
        finding({ severity: 'blocker', category: 'tests', file: 'src/total.test.ts', line: 2 }),
        finding({ severity: 'blocker', category: 'logic', file: 'src/total.test.ts', line: 2 }),
        finding({ severity: 'minor', category: 'code_rules', file: 'src/total.test.ts', line: 2 }),
      ]),
      undefined,
      failures,
    )
    expect(plan.annotations.map((a) => [a.level, a.file, a.line, a.title])).toEqual([
      [
        'error',
        'src/total.test.ts',
        2,
        'review-gate: failing test; blocker (tests); blocker (logic)',
      ],
      ['notice', 'src/total.test.ts', 2, 'review-gate: minor (code_rules)'],
    ])
    const message = plan.annotations[0]!.message
    expect(message).toContain('expected -900 to be 90')
    expect(message.split('\n\n---\n\n')).toHaveLength(3)
  })

  it('failing tests take at most 5 error slots; findings fill the rest of the 10', () => {
    const failures = Array.from({ length: 8 }, (_, i) => ({
      test: `t${i}`,
      file: 'a.test.ts',
      line: i + 1,
      status: 'failed' as const,
      message: 'm',
    }))
    const blockers = Array.from({ length: 8 }, (_, i) =>
      finding({ severity: 'blocker', line: 50 + i }),
    )
    const plan = planAnnotations(review(blockers), undefined, failures)
    expect(plan.annotations.filter((a) => a.title === 'review-gate: failing test')).toHaveLength(5)
    expect(plan.annotations).toHaveLength(10)
    expect(plan.omitted.error).toBe(3)
  })

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
