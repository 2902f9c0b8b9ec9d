/**
 * joinPieces builds a long all-ASCII payload in a Buffer instead of with Array.join: held here to
 * the plain join on random pieces (ASCII, Latin-1, other planes, lone surrogates), with the length
 * threshold lowered so short inputs take the Buffer path too.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EXTERNAL_JOIN_MIN, joinPieces } from '../../src/payload/join-pieces.js'

const UNITS = ['a', 'Z', ' ', '\n', '\r', '\t', '\x00', '\x7f', '\x80', 'é', 'ÿ', 'Ā', '€', '\uFEFF', '\uD83D', '\uDE00', '\u{1F600}'] // prettier-ignore
const piece = fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 40 })

describe('joinPieces agrees with Array.join', () => {
  it('on random pieces, through the Buffer path (threshold 0) and around the threshold', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.nat(400), (pieces, minLength) => {
        expect(joinPieces(pieces, 0)).toBe(pieces.join(''))
        expect(joinPieces(pieces, minLength)).toBe(pieces.join(''))
      }),
      { numRuns: 2_000 },
    )
  })

  it('on any UTF-16 text, split anywhere (even inside a surrogate pair)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.array(fc.nat()),
        (text, cuts) => {
          const at = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
          const pieces = [0, ...at].map((from, i, all) => text.slice(from, all[i + 1]))
          expect(joinPieces(pieces, 0)).toBe(text)
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('on a payload past the threshold, ASCII and not', () => {
    const line = 'diff --git a/src/x.ts b/src/x.ts\n+  const value = compute(1, "new")\n'
    const pieces = Array.from(
      { length: Math.ceil(EXTERNAL_JOIN_MIN / line.length) + 10 },
      (_, i) => (i % 97 === 0 ? `${line}${i}` : line),
    )
    expect(joinPieces(pieces)).toBe(pieces.join(''))
    pieces[pieces.length - 1] = 'the last piece is not ASCII: é\n'
    expect(joinPieces(pieces)).toBe(pieces.join(''))
    expect(joinPieces([])).toBe('')
  })
})
