/**
 * applyBudget keeps every file without counting bytes when three times their UTF-16 length fits:
 * held here to counting the UTF-8 bytes of every file first, as it did, on texts of one- to
 * four-byte characters and lone surrogates, with budgets around the bytes and the bound.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyBudget } from '../../src/diff/budget.js'
import type { DiffFile } from '../../src/diff/types.js'

const file = (path: string, raw: string): DiffFile => ({
  path,
  oldPath: null,
  kind: 'modified',
  similarity: null,
  binary: false,
  oldMode: null,
  newMode: null,
  hunks: [],
  additions: 0,
  deletions: 0,
  raw,
})

const rawArb = fc.string({
  unit: fc.constantFrom('a', '\n', 'é', '€', '😀', '\uD800', '\uDFFF', '`'),
  maxLength: 20,
})

describe('the budget without a byte count when the length alone says everything fits', () => {
  it('gives what counting the bytes gives, at every budget around both figures', () => {
    fc.assert(
      fc.property(fc.array(rawArb, { minLength: 1, maxLength: 4 }), fc.nat(8), (raws, slack) => {
        const files = raws.map((raw, i) => file(`f${i}.ts`, raw))
        const bytes = raws.reduce((n, raw) => n + Buffer.byteLength(raw, 'utf8'), 0)
        const units = raws.reduce((n, raw) => n + raw.length, 0)
        for (const budget of [bytes - 1, bytes, bytes + slack, units * 3 - 1, units * 3]) {
          if (budget < 0) continue
          const result = applyBudget(files, budget)
          // The oracle: every file stays exactly when their bytes fit.
          if (bytes <= budget) expect(result).toEqual({ kept: files, omitted: [] })
          else expect(result.omitted.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 4000 },
    )
  })
})
