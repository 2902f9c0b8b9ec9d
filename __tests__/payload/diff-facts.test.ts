/**
 * The diff section skips revealing, counting comments in and scanning for backticks the files
 * whose whole diff text was found by one scan to hold none of those (rawFacts): held here to the
 * same section built from plain copies of the files, which have no facts and are scanned one by
 * one, on generated diffs with backticks, comment openers, non-ASCII and invisible characters.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'
import { rawFacts } from '../../src/diff/parsed-file.js'
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
        expect(diffSection(kept, [], [])).toEqual(diffSection(plain(kept), [], []))
      }),
      { numRuns: 1_500 },
    )
  })

  it('scans a file again once its raw text is replaced', () => {
    const [first] = parseDiff(diffText([{ name: 'a.ts', lines: ['plain'] }]), 'test').files
    expect(rawFacts(first!)).toEqual({ ascii: true, noBacktick: true, noCommentOpen: true })
    first!.raw = 'diff with ``` and <!-- and \u200B\n'
    expect(rawFacts(first!)).toBeNull()
    expect(diffSection([first!], [], [])).toEqual(diffSection(plain([first!]), [], []))
    expect(rawFacts({ ...first! })).toBeNull()
  })
})
