import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckedFinding } from '../../src/domain/finding.js'
import { applyAgreement, mergePasses } from '../../src/precision/merge.js'
import { finding, isProtected } from './arbitraries.js'

const f = (over: Partial<CheckedFinding>): CheckedFinding => ({
  severity: 'major',
  category: 'logic',
  file: 'src/a.ts',
  line: 10,
  message: 'm',
  fix: 'x',
  anchored: true,
  ...over,
})

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let s = seed
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648
    const j = s % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

describe('mergePasses', () => {
  it('same file and category within 3 lines is one root cause: highest severity, its line, every source', () => {
    const merged = mergePasses(
      [
        { source: 'review-1', findings: [f({ line: 15, severity: 'major', message: 'a' })] },
        { source: 'review-2', findings: [f({ line: 17, severity: 'blocker', message: 'b' })] },
        { source: 'review-3', findings: [f({ line: 14, severity: 'minor', message: 'c' })] },
      ],
      isProtected,
    )
    expect(merged).toEqual([
      {
        ...f({ line: 17, severity: 'blocker', message: 'b' }),
        sources: ['review-1', 'review-2', 'review-3'],
      },
    ])
  })

  it('keeps different categories at one place apart, and lines 4 apart apart', () => {
    const merged = mergePasses(
      [
        { source: 'review-1', findings: [f({ line: 10 }), f({ line: 10, category: 'security' })] },
        { source: 'review-2', findings: [f({ line: 14 })] },
      ],
      isProtected,
    )
    expect(merged.map((m) => [m.category, m.line, m.sources])).toEqual([
      ['logic', 10, ['review-1']],
      ['security', 10, ['review-1']],
      ['logic', 14, ['review-2']],
    ])
  })

  it('chains: 10, 13 and 16 are one root cause although 10 and 16 are 6 apart', () => {
    const merged = mergePasses(
      [
        { source: 'review-1', findings: [f({ line: 10 })] },
        { source: 'review-2', findings: [f({ line: 13 })] },
        { source: 'review-3', findings: [f({ line: 16 })] },
      ],
      isProtected,
    )
    expect(merged).toHaveLength(1)
    expect(merged[0]!.sources).toEqual(['review-1', 'review-2', 'review-3'])
  })

  it("never merges one of our findings into a reviewer's", () => {
    const guard = f({ category: 'tests', severity: 'minor', message: 'guard', line: 10 })
    const model = f({ category: 'tests', severity: 'major', message: 'model', line: 11 })
    const merged = mergePasses(
      [
        { source: 'review-1', findings: [guard, model] },
        { source: 'review-2', findings: [guard] },
      ],
      isProtected,
    )
    expect(merged.map((m) => [m.message, m.sources])).toEqual([
      ['guard', ['review-1', 'review-2']],
      ['model', ['review-1']],
    ])
  })

  it('picks the same root cause whichever order findings equal but for `anchored` come in', () => {
    const a = f({ line: 15, severity: 'minor', category: 'security', anchored: true })
    const b = { ...a, anchored: false }
    const one = mergePasses([{ source: 'review-1', findings: [a, b] }], isProtected)
    const other = mergePasses([{ source: 'review-1', findings: [b, a] }], isProtected)
    expect(JSON.stringify(one)).toBe(JSON.stringify(other))
  })

  it('is order-independent: shuffling the passes and their findings gives the same bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(finding, { maxLength: 8 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lists, seed) => {
          const passes = lists.map((findings, i) => ({ source: `review-${i + 1}`, findings }))
          const shuffled = shuffle(passes, seed).map((p, i) => ({
            ...p,
            findings: shuffle(p.findings, seed + i),
          }))
          expect(JSON.stringify(mergePasses(shuffled, isProtected))).toBe(
            JSON.stringify(mergePasses(passes, isProtected)),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never loses a severity: the worst finding of each file and category survives the merge', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(finding, { maxLength: 8 }), { minLength: 1, maxLength: 3 }),
        (lists) => {
          const passes = lists.map((findings, i) => ({ source: `review-${i + 1}`, findings }))
          const merged = mergePasses(passes, isProtected)
          const rank = { blocker: 0, major: 1, minor: 2 }
          for (const original of lists.flat()) {
            const home = merged.filter(
              (m) =>
                m.file === original.file &&
                m.category === original.category &&
                isProtected(m) === isProtected(original) &&
                Math.abs(m.line - original.line) <= 30,
            )
            expect(Math.min(...home.map((m) => rank[m.severity]))).toBeLessThanOrEqual(
              rank[original.severity],
            )
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('applyAgreement', () => {
  it('drops model findings with fewer sources than min_agreement, never ours', () => {
    const one = { ...f({ message: 'one' }), sources: ['review-1'] }
    const two = { ...f({ message: 'two', line: 20 }), sources: ['review-1', 'review-2'] }
    const guard = { ...f({ message: 'guard', category: 'tests' }), sources: ['review-2'] }
    const testsBlocker = {
      ...f({ category: 'tests', severity: 'blocker', line: 30 }),
      sources: ['review-1'],
    }
    const { kept, dropped } = applyAgreement([one, two, guard, testsBlocker], 2, isProtected)
    expect(kept).toEqual([two, guard, testsBlocker])
    expect(dropped).toEqual([one])
  })
})
