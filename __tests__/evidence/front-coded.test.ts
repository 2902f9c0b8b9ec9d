import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FrontCodedStrings, hashOfText } from '../../src/evidence/front-coded.js'

/**
 * The front-coded list must give back exactly what was pushed, code unit for code unit: the mixed
 * check compares what it decodes, so a lossy copy (a lone surrogate replaced, a NUL dropped, a
 * prefix miscounted) would match runs that differ.
 */

// Units of every varint width, NUL, lone surrogates, and long runs of one letter (long prefixes).
const unit = fc.constantFrom(
  'a',
  'b',
  '\u0000',
  'é',
  '\u07ff',
  '\u0800',
  '€',
  '\ud800',
  '\udfff',
  '\uffff',
)
const text = fc.oneof(
  fc.string({ unit, maxLength: 8 }),
  fc
    .tuple(fc.integer({ min: 120, max: 300 }), fc.string({ unit, maxLength: 3 }))
    .map(([n, tail]) => 'a'.repeat(n) + tail),
)
const op = fc.oneof(
  { weight: 8, arbitrary: fc.option(text, { freq: 6 }).map((t) => ({ push: t })) },
  { weight: 1, arbitrary: fc.nat(60).map((n) => ({ truncate: n })) },
)

// ASCII strings (copied natively, compared four bytes at a time) that share prefixes of every
// length with one another, beside non-ASCII ones (unit by unit), and the string before repeated
// (the equal-string shortcut).
const asciiUnit = fc.constantFrom('a', 'b', '\u0000', '\u007f')
const stem = 'abcdefghijklmnopqrstuvwxyz0123456789'
const mixedText = fc.oneof(
  fc
    .tuple(fc.nat(stem.length), fc.string({ unit: asciiUnit, maxLength: 6 }))
    .map(([n, tail]) => stem.slice(0, n) + tail),
  fc
    .tuple(fc.nat(stem.length), fc.string({ unit, maxLength: 3 }))
    .map(([n, tail]) => stem.slice(0, n) + tail),
)
const mixedOp = fc.oneof(
  { weight: 6, arbitrary: fc.option(mixedText, { freq: 8 }).map((t) => ({ push: t })) },
  { weight: 3, arbitrary: fc.constant({ again: true as const }) },
  { weight: 1, arbitrary: fc.nat(40).map((n) => ({ truncate: n })) },
)

describe('FrontCodedStrings', () => {
  it('gives back ASCII and other strings, repeated or not, across truncations', () => {
    fc.assert(
      fc.property(fc.array(mixedOp, { maxLength: 80 }), (ops) => {
        const list = new FrontCodedStrings()
        const expected: (string | null)[] = []
        let nul = false
        for (const o of ops) {
          if ('truncate' in o) {
            list.truncate(o.truncate)
            expected.length = Math.min(expected.length, o.truncate)
            continue
          }
          // The string just pushed again, as a copy (equal, not the same object) or itself.
          const t =
            'again' in o
              ? expected.length === 0
                ? 'again'
                : expected.length % 2 === 0
                  ? expected[expected.length - 1]!
                  : ((expected[expected.length - 1] ?? '') + '!').slice(0, -1)
              : o.push
          list.push(t)
          expected.push(t)
          if (t?.includes('\u0000')) nul = true
        }
        expect(list.length).toBe(expected.length)
        for (let i = 0; i < expected.length; i++) expect(list.text(i)).toBe(expected[i])
        const hashes = list.hashes(-1)
        expected.forEach((t, i) => expect(hashes[i]).toBe(t === null ? 0 : hashOfText(t)))
        const masked = list.hashes(1)
        expected.forEach((t, i) => expect(masked[i]).toBe(t === null ? 0 : hashOfText(t, 1)))
        expect(list.sawNul).toBe(nul)
      }),
      { numRuns: 600, seed: 25 },
    )
  })

  it('gives back every string pushed, its hash, and forgets what truncate cuts', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const list = new FrontCodedStrings()
        const expected: (string | null)[] = []
        for (const o of ops) {
          if ('push' in o) {
            list.push(o.push)
            expected.push(o.push)
          } else {
            list.truncate(o.truncate)
            expected.length = Math.min(expected.length, o.truncate)
          }
        }
        expect(list.length).toBe(expected.length)
        for (let i = 0; i < expected.length; i++) expect(list.text(i)).toBe(expected[i])
        const hashes = list.hashes(-1)
        expected.forEach((t, i) => expect(hashes[i]).toBe(t === null ? 0 : hashOfText(t)))
        expect(list.hashes(0).every((h) => h === 0)).toBe(true)
        if (expected.some((t) => t?.includes('\u0000'))) expect(list.sawNul).toBe(true)
      }),
      { numRuns: 400, seed: 25 },
    )
  })

  it('keeps strings that share a long prefix apart, and an empty string apart from null', () => {
    const list = new FrontCodedStrings()
    const long = 'x'.repeat(70_000)
    for (const t of ['', null, '', long, long + 'y', long, 'x', '\ud800', '\ud800\udc00'])
      list.push(t)
    expect([...Array(list.length).keys()].map((i) => list.text(i))).toEqual([
      '',
      null,
      '',
      long,
      long + 'y',
      long,
      'x',
      '\ud800',
      '\ud800\udc00',
    ])
  })
})
