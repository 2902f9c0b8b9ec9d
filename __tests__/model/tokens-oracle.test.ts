import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateTokens } from '../../src/model/tokens.js'

/**
 * estimateTokens scans by character code; the oracle is the regex implementation it replaced
 * (weights copied: change them in both places). Same pieces, same weights, summed in the same
 * order, so the two agree exactly.
 */
const WEIGHTS = {
  wordPiece: 0.765,
  digitGroup: 1.31,
  punctuationRun: 1.04,
  lineBreak: 0.54,
  spaceRun: 0.225,
  ideograph: 0.75,
  otherLetter: 0.3,
  symbol: 1,
}
const PIECES =
  /([A-Za-z]+)|([0-9]+)|(\n+)|([ \t]+)|([\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\x00-\x08\x0b-\x1f\x7f]+)|([^\x00-\x7f])/g
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LETTER = /\p{L}/u
const CASE_BOUNDARY = /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/

function oracle(text: string): number {
  let total = 0
  PIECES.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = PIECES.exec(text)) !== null) {
    const [, letters, digits, breaks, spaces, punctuation, other] = match
    if (letters !== undefined) {
      const parts = letters.length > 3 ? letters.split(CASE_BOUNDARY) : [letters]
      let pieces = 0
      for (const part of parts) pieces += 1 + Math.floor((part.length - 1) / 9)
      total += WEIGHTS.wordPiece * pieces
    } else if (digits !== undefined) total += WEIGHTS.digitGroup * Math.ceil(digits.length / 3)
    else if (breaks !== undefined) total += WEIGHTS.lineBreak * breaks.length
    else if (spaces !== undefined) total += WEIGHTS.spaceRun
    else if (punctuation !== undefined) total += WEIGHTS.punctuationRun
    else if (other !== undefined)
      total += IDEOGRAPH.test(other)
        ? WEIGHTS.ideograph
        : LETTER.test(other)
          ? WEIGHTS.otherLetter
          : WEIGHTS.symbol
  }
  return Math.ceil(total)
}

const PIECES_OF_TEXT = [
  'a', 'Z', 'abc', 'camelCase', 'HTTPServer', 'XMLHttpRequest', 'aB', 'ABc', 'abcdefghijklmnop',
  'ABCDEFGHIJKLMNOPQRS', '0', '12', '1234567', '\n', '\n\n', '\r\n', ' ', '\t', '  \t ', '.',
  '()', '=>', '\u0000', '\u001f', '\u007f', 'é', 'ß', 'Я', '漢', 'か', '한', '€', '😀', '\uD800',
  '\uDC00', '\u00AD', '\uFEFF', '_', '-', '$', '~',
] // prettier-ignore

describe('estimateTokens agrees exactly with the regex estimate it replaced', () => {
  it('on random texts of letters, case boundaries, digits, breaks, spaces, punctuation, non-ASCII', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES_OF_TEXT), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('')
        expect(estimateTokens(text)).toBe(oracle(text))
      }),
      { numRuns: 10000 },
    )
  })

  it('on arbitrary strings, lone surrogates and all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(estimateTokens(text)).toBe(oracle(text))
      }),
      { numRuns: 5000 },
    )
  })
})
