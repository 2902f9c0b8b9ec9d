/**
 * The hunk header is read by hand (src/diff/hunk-header.ts): held here to the regular expression
 * it replaced and the Number() check of each count, on generated headers near the grammar.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HUNK_HEADER_GRAMMAR, readHunkHeader } from '../../src/diff/hunk-header.js'
import { parseDiff } from '../../src/diff/parse.js'

/** The header as it was read: the expression, then each count through Number(), in order. */
function oracle(h: string): ReturnType<typeof readHunkHeader> {
  const m = HUNK_HEADER_GRAMMAR.exec(h)
  if (!m) return null
  const counts = [m[1]!, m[2] ?? '1', m[3]!, m[4] ?? '1']
  const values: number[] = []
  for (const digits of counts) {
    const n = Number(digits)
    if (!Number.isSafeInteger(n)) return { digits }
    values.push(n)
  }
  const [oldStart, oldLines, newStart, newLines] = values as [number, number, number, number]
  return { oldStart, oldLines, newStart, newLines, section: m[5]! }
}

const digits = fc.oneof(
  fc.string({ unit: fc.constantFrom('0', '1', '7', '9'), maxLength: 4 }),
  fc.string({ unit: fc.constantFrom('0', '9', '5'), minLength: 14, maxLength: 22 }),
  fc.constantFrom('9007199254740991', '9007199254740992', '0009007199254740991', '٣', '１'),
)
const piece = fc.oneof(
  digits,
  fc.constantFrom('@@', ' ', '-', '+', ',', ' @@', '@@ -', ' +', '\t', '\r', '\n', 'x', '@'),
)
/** Headers built from the grammar's parts, each part now and then replaced or dropped. */
const headerArb = fc
  .tuple(
    fc.constantFrom('@@ -', '@@ -', '@@ -', '@@-', '@ -', '@@ +', ''),
    digits,
    fc.option(fc.tuple(fc.constantFrom(',', ',', ';', ''), digits)),
    fc.constantFrom(' +', ' +', ' +', ' -', '+', '  +'),
    digits,
    fc.option(fc.tuple(fc.constantFrom(',', ',', ' ,'), digits)),
    fc.constantFrom(' @@', ' @@', ' @@ ', ' @@  ', '@@', ' @', ' @@@'),
    fc.array(piece, { maxLength: 4 }),
  )
  .map(
    ([open, a, b, plus, c, d, close, rest]) =>
      `${open}${a}${b ? b[0] + b[1] : ''}${plus}${c}${d ? d[0] + d[1] : ''}${close}${rest.join('')}`,
  )

describe('readHunkHeader', () => {
  it('reads a header in place in a longer text as it reads the header cut out', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 3 }),
        headerArb,
        fc.array(piece, { maxLength: 3 }),
        (before, h, after) => {
          const text = before.join('') + h + after.join('')
          const from = before.join('').length
          expect(readHunkHeader(text, from, from + h.length)).toEqual(oracle(h))
        },
      ),
      { numRuns: 4000 },
    )
  })

  it('reads what the expression and Number() read, and refuses what they refuse', () => {
    fc.assert(
      fc.property(headerArb, (h) => {
        expect(readHunkHeader(h)).toEqual(oracle(h))
      }),
      { numRuns: 6000 },
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const h = pieces.join('')
        expect(readHunkHeader(h)).toEqual(oracle(h))
      }),
      { numRuns: 3000 },
    )
  })

  it('accepts the short forms and keeps the function context after one space', () => {
    expect(readHunkHeader('@@ -1 +1 @@')).toEqual({
      oldStart: 1,
      oldLines: 1,
      newStart: 1,
      newLines: 1,
      section: '',
    })
    expect(readHunkHeader('@@ -0,0 +12,3 @@  fn x()')).toEqual({
      oldStart: 0,
      oldLines: 0,
      newStart: 12,
      newLines: 3,
      section: ' fn x()',
    })
    expect(readHunkHeader('@@ -1,2 +1 @')).toBeNull()
  })

  it('the parser names a count too large to be exact, and a malformed header', () => {
    const diff = (header: string) => `--- a/x\n+++ b/x\n${header}\n+a\n`
    expect(() => parseDiff(diff('@@ -0,0 +99999999999999999999,1 @@'), 'p')).toThrow(
      'p:3: line number "99999999999999999999" is too large',
    )
    expect(() => parseDiff(diff('@@ -0,0 +1,1@@'), 'p')).toThrow('p:3: malformed hunk header')
  })
})
