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

  it('compares a finding with an equal one as 0 both ways', () => {
    // Found by the property below with seed 148066845 (after 17,963 runs): two equal findings
    // gave 0 both ways, but the antisymmetry check compared 0 with -0 by Object.is.
    const a: CheckedFinding = { ...base, severity: 'blocker', category: 'code_rules', line: 7 }
    const b: CheckedFinding = { ...a }
    expect(order(a, b)).toBe(0)
    expect(Math.sign(order(a, b)) + Math.sign(order(b, a))).toBe(0)
  })

  it('is total: zero only for findings equal in every field, whatever their key order', () => {
    const { anchored, ...rest } = base
    const reordered: CheckedFinding = { ...rest, anchored }
    expect(order(base, reordered)).toBe(0)
    // Half the time `b` is `a` with its keys reversed: two random findings are equal about once
    // in 18,000 runs, too rarely to hold the equal case to the property.
    const pair = fc.oneof(
      fc.tuple(finding, finding),
      finding.map((a): [CheckedFinding, CheckedFinding] => [
        a,
        Object.fromEntries(Object.entries(a).reverse()) as CheckedFinding,
      ]),
    )
    fc.assert(
      fc.property(pair, finding, ([a, b], c) => {
        const same =
          JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())
        expect(order(a, b) === 0).toBe(same)
        // A sum, not `toBe(-sign)`: for equal findings that is 0 against -0, which Object.is
        // tells apart.
        expect(Math.sign(order(a, b)) + Math.sign(order(b, a))).toBe(0)
        if (order(a, b) <= 0 && order(b, c) <= 0) expect(order(a, c)).toBeLessThanOrEqual(0)
      }),
      { numRuns: 2000 },
    )
  })
})
