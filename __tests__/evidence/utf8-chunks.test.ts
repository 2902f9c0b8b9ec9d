import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Utf8Chunks } from '../../src/evidence/utf8-chunks.js'

/** Decodes `bytes` cut at `cuts` (chunk lengths, repeated) through a buffer of `size` bytes. */
function decodeInChunks(bytes: Uint8Array, cuts: number[], size: number): string {
  const chunks = new Utf8Chunks(Buffer.alloc(size))
  let text = ''
  let at = 0
  for (let k = 0; at < bytes.length; k++) {
    const room = size - chunks.readOffset
    const count = Math.min(room, cuts[k % cuts.length]!, bytes.length - at)
    chunks.buffer.set(bytes.subarray(at, at + count), chunks.readOffset)
    at += count
    text += chunks.decode(count)
  }
  return text + chunks.end()
}

function streamingTextDecoder(bytes: Uint8Array, cuts: number[]): string {
  const decoder = new TextDecoder('utf-8')
  let text = ''
  let at = 0
  for (let k = 0; at < bytes.length; k++) {
    const count = Math.min(cuts[k % cuts.length]!, bytes.length - at)
    text += decoder.decode(bytes.subarray(at, at + count), { stream: true })
    at += count
  }
  return text + decoder.decode()
}

/** Bytes that make valid, cut, overlong, surrogate and out-of-range sequences likely. */
const BYTE = fc.constantFrom(
  0x41, 0x0a, 0x3c, 0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbb, 0xbf, 0xc0, 0xc1, 0xc2,
  0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff,
) // prettier-ignore

describe('Utf8Chunks', () => {
  it('decodes exactly as a streaming TextDecoder, wherever the chunks are cut', () => {
    fc.assert(
      fc.property(
        fc.array(BYTE, { maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 4, max: 12 }),
        (list, cuts, size) => {
          const bytes = Uint8Array.from(list)
          // What a chunk can hold, less the three bytes a cut character may keep at its front.
          const fitting = cuts.map((c) => Math.min(c, size - 3))
          expect(decodeInChunks(bytes, fitting, size)).toBe(streamingTextDecoder(bytes, fitting))
        },
      ),
      { numRuns: 20_000 },
    )
  })

  it('drops a byte-order mark only at the very start, even when it arrives a byte at a time', () => {
    const bom = [0xef, 0xbb, 0xbf]
    const twice = Uint8Array.from([...bom, 0x61, ...bom, 0x62])
    for (const cuts of [[1], [2], [3], [1, 2], [2, 1], [4], [8]]) {
      expect(decodeInChunks(twice, cuts, 8), String(cuts)).toBe('a\ufeffb')
    }
    // A text that starts with a byte and then a mark keeps the mark.
    expect(decodeInChunks(Uint8Array.from([0x61, ...bom]), [1], 8)).toBe('a\ufeff')
    expect(decodeInChunks(Uint8Array.from([0xef, 0xbb]), [1], 8)).toBe('\ufffd')
  })

  it('decodes real text in large chunks: four-byte characters cut anywhere', () => {
    const text = 'ascii ü € 😀 '.repeat(5000)
    const bytes = Buffer.from(text, 'utf8')
    for (const cut of [65_536, 65_537, 65_538, 65_539]) {
      expect(decodeInChunks(bytes, [cut - 3], cut)).toBe(text)
    }
  })
})
