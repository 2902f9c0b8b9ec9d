/**
 * The diff section skips revealing, counting comments in and scanning for backticks the files
 * whose whole diff text was found by one scan to hold none of those (rawFacts): held here to the
 * same section built from plain copies of the files, which have no facts and are scanned one by
 * one, on generated diffs with backticks, comment openers, non-ASCII and invisible characters.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DecodedDiff } from '../../src/shared/decoded-diff.js'
import { parseDiff } from '../../src/diff/parse.js'
import { rawFacts, rawSource, rawStart } from '../../src/diff/parsed-file.js'
import type { DiffFile } from '../../src/diff/types.js'
import { diffSection } from '../../src/payload/sections.js'

const UNITS = ['a', ' ', 'x', '`', '``', '<!--', '-->', '<', 'é', '\u200B', '\u202E', '\u{1F600}', '\u{E0041}'] // prettier-ignore
/** Each diff draws on a few of the units, so whole diffs with and without each kind occur. */
const files = fc.subarray(UNITS, { minLength: 1, maxLength: 4 }).chain((units) =>
  fc.array(
    fc.record({
      name: fc.constantFrom('a.ts', 'b/c.py', 'd-e.go', 'f.md'),
      lines: fc.array(fc.string({ unit: fc.constantFrom(...units), maxLength: 12 }), {
        minLength: 1,
        maxLength: 5,
      }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
)

function diffText(files: { name: string; lines: string[] }[]): string {
  return files
    .map(
      ({ name, lines }, i) =>
        `diff --git a/${i}/${name} b/${i}/${name}\n--- a/${i}/${name}\n+++ b/${i}/${name}\n` +
        `@@ -1,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}\n`).join('')}`,
    )
    .join('')
}

/** The files as plain objects: no facts, so every one is scanned as before the shortcut. */
const plain = (files: DiffFile[]): DiffFile[] => files.map((f) => ({ ...f }))

describe('the diff section with the whole-text facts equals scanning every file', () => {
  it('on generated diffs, with any subset of the files kept', () => {
    fc.assert(
      fc.property(files, fc.array(fc.boolean()), (generated, keep) => {
        const parsed = parseDiff(diffText(generated), 'test').files
        const kept = parsed.filter((_, i) => keep[i] ?? true)
        expect(diffSection(kept, [], []).join('')).toBe(diffSection(plain(kept), [], []).join(''))
      }),
      { numRuns: 1_500 },
    )
  })

  it('scans a file again once its raw text is replaced', () => {
    const [first] = parseDiff(diffText([{ name: 'a.ts', lines: ['plain'] }]), 'test').files
    expect(rawFacts(first!)).toEqual({ ascii: true, noBacktick: true, noCommentOpen: true })
    first!.raw = 'diff with ``` and <!-- and \u200B\n'
    expect(rawFacts(first!)).toBeNull()
    expect(diffSection([first!], [], []).join('')).toBe(
      diffSection(plain([first!]), [], []).join(''),
    )
    expect(rawFacts({ ...first! })).toBeNull()
  })
})

describe('files that follow each other in one parsed text go in as one piece', () => {
  const text = diffText([
    { name: 'a.ts', lines: ['one'] },
    { name: 'b.ts', lines: ['two'] },
    { name: 'c.ts', lines: ['three'] },
    { name: 'd.ts', lines: ['four'] },
  ])
  /** The section's pieces between the opening fence and the closing one. */
  const diffPieces = (files: DiffFile[]): string[] => {
    const pieces = diffSection(files, [], [])
    return pieces.slice(2, pieces.length - 3)
  }

  it('knows where each raw sits in the text it was cut from', () => {
    const files = parseDiff(text, 'test').files
    for (const file of files) {
      expect(text.slice(rawStart(file), rawStart(file) + file.raw.length)).toBe(file.raw)
      expect(rawSource(file)?.text).toBe(text)
    }
    expect(rawSource(plain(files)[0]!)).toBeNull()
  })

  it('joins a run of neighbours, and starts a new piece at a gap', () => {
    const files = parseDiff(text, 'test').files
    expect(diffPieces(files)).toEqual([files.map((f) => f.raw).join('')])
    const [a, b, c, d] = files as [DiffFile, DiffFile, DiffFile, DiffFile]
    expect(diffPieces([a, b, d])).toEqual([a.raw + b.raw, d.raw])
    // Out of their order in the text, no two follow each other.
    expect(diffPieces([b, a, d, c])).toEqual([b.raw, a.raw, d.raw, c.raw])
  })

  it('never joins a file whose raw was replaced, or one of another parse', () => {
    const [a, b, c] = parseDiff(text, 'test').files as [DiffFile, DiffFile, DiffFile]
    const other = parseDiff(text, 'test').files
    // Same offsets, another parse of the same text: a piece of its own.
    expect(diffPieces([a, other[1]!, c])).toEqual([a.raw, other[1]!.raw, c.raw])
    b.raw = 'diff --git a/x b/x\n'
    expect(diffPieces([a, b, c])).toEqual([a.raw, b.raw, c.raw])
  })
})

describe('what the reader knew of the bytes (DecodedDiff)', () => {
  it('gives the same section as scanning every file, on generated diffs', () => {
    fc.assert(
      fc.property(files, (generated) => {
        const decoded = DecodedDiff.fromBytes(Buffer.from(diffText(generated)))
        const parsed = parseDiff(decoded.text, 'test', decoded).files
        expect(diffSection(parsed, [], []).join('')).toBe(
          diffSection(plain(parsed), [], []).join(''),
        )
      }),
      { numRuns: 500 },
    )
  })

  it('is not taken for another text: the text is scanned again and its hidden characters shown', () => {
    const ascii = DecodedDiff.fromBytes(Buffer.from(diffText([{ name: 'a.ts', lines: ['ok'] }])))
    expect(ascii.ascii).toBe(true)
    const hostile = diffText([{ name: 'a.ts', lines: ['ok\u202Eevil'] }])
    const [file] = parseDiff(hostile, 'test', ascii).files
    expect(rawFacts(file!)?.ascii).toBe(false)
    const section = diffSection([file!], [], []).join('')
    expect(section).toContain('ok<U+202E>evil')
    expect(section).not.toContain('\u202E')
  })

  it('a file with a hidden character read from bytes is shown with it revealed', () => {
    const decoded = DecodedDiff.fromBytes(
      Buffer.from(diffText([{ name: 'a.ts', lines: ['plain', 'ok\u200Bzero'] }])),
    )
    expect(decoded.ascii).toBe(false)
    const [file] = parseDiff(decoded.text, 'test', decoded).files
    expect(diffSection([file!], [], []).join('')).toContain('ok<U+200B>zero')
  })
})
