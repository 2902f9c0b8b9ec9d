import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckedFinding } from '../../src/domain/finding.js'
import { mergedOrder } from '../../src/precision/order.js'
import { finding, isProtected } from './arbitraries.js'

const order = mergedOrder(isProtected)

const base: CheckedFinding = {
  severity: 'minor',
  category: 'security',
  file: 'src/b.ts',
  line: 15,
  message: 'm1',
  fix: 'f1',
  anchored: true,
}

describe('mergedOrder', () => {
  it('tells apart findings that differ only in a field outside the named tie-breaks', () => {
    const variants: CheckedFinding[] = [
      { ...base, anchored: false },
      { ...base, suggestion: 'x' },
      { ...base, blast_radius: '1 direct caller' },
      { ...base, pre_existing: true },
      { ...base, probe: { command: 'npm test', expected: 'fails' } },
      { ...base, sources: ['review-2'] },
      { ...base, verification: 'demoted' },
    ]
    for (const variant of variants) {
      expect(order(base, variant), JSON.stringify(variant)).not.toBe(0)
      expect(Math.sign(order(base, variant))).toBe(-Math.sign(order(variant, base)))
    }
  })

  it('is total: zero only for findings equal in every field, whatever their key order', () => {
    const { anchored, ...rest } = base
    const reordered: CheckedFinding = { ...rest, anchored }
    expect(order(base, reordered)).toBe(0)
    fc.assert(
      fc.property(finding, finding, finding, (a, b, c) => {
        const same =
          JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())
        expect(order(a, b) === 0).toBe(same)
        expect(Math.sign(order(a, b))).toBe(-Math.sign(order(b, a)))
        if (order(a, b) <= 0 && order(b, c) <= 0) expect(order(a, c)).toBeLessThanOrEqual(0)
      }),
      { numRuns: 2000 },
    )
  })
})
