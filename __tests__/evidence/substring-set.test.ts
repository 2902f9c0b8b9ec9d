import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SubstringSet } from '../../src/evidence/substring-set.js'

/** The set of `words` answers for each text as String.includes over every word does. */
function expectIncludesAgree(words: string[], texts: string[]): void {
  const set = new SubstringSet(words)
  for (const t of texts) {
    expect(set.foundIn(t), t).toBe(words.some((w) => t.includes(w)))
    const expected = words.flatMap((w, i) =>
      w !== '' && t.includes(w) && words.indexOf(w) === i ? [i] : [],
    )
    expect(
      set.wordsIn(t).sort((a, b) => a - b),
      t,
    ).toEqual(expected)
  }
}

describe('SubstringSet', () => {
  it('answers as String.includes over every word does, on random words and texts', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '/'), maxLength: 30 })
    const words = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), maxLength: 5 }))
    fc.assert(
      fc.property(words, fc.array(text, { maxLength: 10 }), (ws, texts) => {
        expectIncludesAgree(ws, texts)
      }),
      { numRuns: 500, seed: 7 },
    )
  })

  it('agrees with String.includes on many words over high code units and surrogate pairs', () => {
    // The automaton's transitions are a hash table of (node, code unit): many words, full 16-bit
    // code units and astral characters (two units) crowd it.
    const unit = fc.constantFrom('a', 'b', '\u00e9', '\u8000', '\uffff', '\ud83d', '\ude00', '😀')
    const words = fc.array(fc.string({ unit, maxLength: 6 }), { maxLength: 60 })
    fc.assert(
      fc.property(
        words,
        fc.array(fc.string({ unit, maxLength: 40 }), { maxLength: 10 }),
        (ws, ts) => {
          expectIncludesAgree(ws, ts)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('finds a word that only a fallback reaches, and nothing in an empty set', () => {
    expect(new SubstringSet(['abcd', 'bc']).foundIn('xabcx')).toBe(true)
    expect(new SubstringSet(['aab']).foundIn('aaab')).toBe(true)
    expect(new SubstringSet(['cart', 'invoice']).foundIn('at Invoice (src/x.ts:3)')).toBe(false)
    expect(new SubstringSet([]).foundIn('anything')).toBe(false)
    expect(new SubstringSet(['']).foundIn('')).toBe(true)
    expect(new SubstringSet(['he', 'she', 'hers', 'his']).wordsIn('ushers').sort()).toEqual([
      0, 1, 2,
    ])
  })
})
