/**
 * DecodedDiff says a diff text is ASCII, and the payload then skips revealing hidden characters
 * in it: the word must be exactly true. Held here to Node's own UTF-8 decoding and to a
 * character-by-character check, on any bytes, including invalid UTF-8 and the invisible
 * characters the payload reveals.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DecodedDiff } from '../../src/shared/decoded-diff.js'

const allAscii = (text: string): boolean => /^[\x00-\x7f]*$/.test(text)

/** Bytes drawn mostly from ASCII, with UTF-8 sequences and stray bytes past it. */
const BYTE_UNITS = [
  [0x61],
  [0x0a],
  [0x00],
  [0x7f],
  [0x60],
  [0xc3, 0xa9], // é
  [0xe2, 0x80, 0xae], // U+202E, right-to-left override
  [0xe2, 0x80, 0x8b], // U+200B, zero width space
  [0xf0, 0x9f, 0x98, 0x80], // an emoji
  [0xef, 0xbb, 0xbf], // a byte order mark
  [0xff], // never valid in UTF-8
  [0x80], // a continuation byte alone
  [0xe2, 0x80], // a sequence cut short
]
const bytes = fc
  .array(fc.constantFrom(...BYTE_UNITS), { maxLength: 40 })
  .map((units) => Buffer.from(units.flat()))

describe('DecodedDiff.fromBytes', () => {
  it('gives the text UTF-8 decoding gives, and calls it ASCII exactly when it is', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const decoded = DecodedDiff.fromBytes(input)
        expect(decoded.text).toBe(input.toString('utf8'))
        expect(decoded.ascii).toBe(allAscii(decoded.text))
        expect(decoded.bytes).toBe(input.length)
      }),
      { numRuns: 3_000 },
    )
  })

  it('an ASCII file large enough to be kept outside the heap is still the same text', () => {
    const line = '+  const value = compute(1, "new", options)\n'
    const input = Buffer.from(line.repeat(40_000))
    const decoded = DecodedDiff.fromBytes(input)
    expect(decoded.ascii).toBe(true)
    expect(decoded.text).toBe(input.toString('utf8'))
  })

  it('one invisible character anywhere in a large file makes it not ASCII', () => {
    const text = 'x'.repeat(1 << 20)
    for (const at of [0, 1 << 19, (1 << 20) - 1]) {
      const input = Buffer.from(`${text.slice(0, at)}\u202E${text.slice(at)}`)
      const decoded = DecodedDiff.fromBytes(input)
      expect(decoded.ascii).toBe(false)
      expect(decoded.text.indexOf('\u202E')).toBe(at)
    }
  })

  it('reads a Uint8Array view at its own offset, not the whole buffer under it', () => {
    const whole = Buffer.from('é-before|plain ascii|é-after')
    const view = new Uint8Array(whole.buffer, whole.byteOffset + 10, 11)
    const decoded = DecodedDiff.fromBytes(view)
    expect(decoded).toMatchObject({ text: 'plain ascii', ascii: true, bytes: 11 })
  })
})

describe('DecodedDiff.fromText', () => {
  it('measures the UTF-8 length and ASCII of a text already decoded', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const text = input.toString('utf8')
        const decoded = DecodedDiff.fromText(text)
        expect(decoded.text).toBe(text)
        expect(decoded.ascii).toBe(allAscii(text))
        expect(decoded.bytes).toBe(Buffer.byteLength(text, 'utf8'))
      }),
      { numRuns: 1_000 },
    )
  })
})
