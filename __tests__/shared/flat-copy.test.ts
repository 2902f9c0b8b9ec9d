import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flatCopy } from '../../src/shared/flat-copy.js'

describe('flatCopy', () => {
  it('is the same text, whatever its length and wherever it was cut from', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), (text, cut) => {
        const from = cut % (text.length + 1)
        expect(flatCopy(text)).toBe(text)
        expect(flatCopy(text.slice(from))).toBe(text.slice(from))
      }),
      { numRuns: 1_000 },
    )
  })
})
