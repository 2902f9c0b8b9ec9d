import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { revealHidden } from '../../src/payload/fence.js'

/**
 * revealHidden skips its replaces when a quick scan finds nothing to replace; the oracle is the
 * two replaces always run, as before the shortcut.
 */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu

function oracle(text: string, comments: 'remove' | 'keep') {
  let invisible = 0
  let out = text.replace(INVISIBLE, (ch) => {
    invisible++
    return `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`
  })
  if (comments === 'keep') {
    let kept = 0
    for (let at = out.indexOf('<!--'); at >= 0; at = out.indexOf('<!--', at + 4)) kept++
    return { text: out, invisible, comments: 0, keptComments: kept }
  }
  let removed = 0
  out = out.replace(/<!--[\s\S]*?(?:-->|$)/g, () => {
    removed++
    return '[HTML comment removed]'
  })
  return { text: out, invisible, comments: removed }
}

const PIECES = [
  'a', ' ', '\n', 'é', '<!--', '-->', '<', '!', '-', '\u00AD', '\u061C', '\u200B', '\u202E',
  '\u2066', '\uFEFF', '\uFFFA', '\u{E0041}', '\u{E007F}', '\u{E0080}', '\uDB40', '\uDC00',
  '\uDC7F', '\u{1F600}', '\u2065', '\u00AC',
] // prettier-ignore

describe('revealHidden with its quick scans agrees with always replacing', () => {
  it('on random texts of visible, invisible and comment pieces (and lone surrogates)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }),
        fc.constantFrom('remove' as const, 'keep' as const),
        (pieces, comments) => {
          const text = pieces.join('')
          expect(revealHidden(text, { comments })).toEqual(oracle(text, comments))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('on long texts (the ASCII check for diff-sized text), with and without a hidden character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }),
        fc.integer({ min: 0, max: 700 }),
        fc.constantFrom('remove' as const, 'keep' as const),
        (pieces, pad, comments) => {
          const text = 'x'.repeat(pad) + pieces.join('') + ' '.repeat(pad)
          expect(revealHidden(text, { comments })).toEqual(oracle(text, comments))
        },
      ),
      { numRuns: 2000 },
    )
  })
})
