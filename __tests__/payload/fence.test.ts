import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeRevealed, fence, revealHidden } from '../../src/payload/fence.js'

/** The text between the opening fence line and its closing line, as a Markdown reader finds it. */
function fencedBody(block: string): string {
  const lines = block.split('\n')
  const opener = /^(`{3,})/.exec(lines[0]!)![1]!
  const close = lines.findIndex(
    (line, i) => i > 0 && line.startsWith('`'.repeat(opener.length)) && /^`+\s*$/.test(line),
  )
  return lines.slice(1, close).join('\n')
}

describe('fence', () => {
  it('uses a fence longer than any backtick run inside', () => {
    expect(fence('a ``` b', 'text').startsWith('````text\n')).toBe(true)
    expect(fence('no ticks').startsWith('```\n')).toBe(true)
    expect(fence('x `````` y').split('\n')[0]).toBe('```````')
  })

  it('cannot be closed early by any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', '\n', 'a', ' ', '#') }), (text) => {
        const block = fence(text, 'text')
        const body = fencedBody(block)
        const expected = text.endsWith('\n') ? text.slice(0, -1) : text
        expect(body).toBe(expected)
      }),
      { numRuns: 500 },
    )
  })
})

describe('revealHidden', () => {
  it('shows bidirectional controls and zero-width characters, and says so', () => {
    const result = revealHidden('ok\u202Eevil\u202C and\u200Bzero')
    expect(result).toEqual({
      text: 'ok<U+202E>evil<U+202C> and<U+200B>zero',
      invisible: 3,
      comments: 0,
    })
  })

  it('shows tag characters (invisible ASCII) by code point, not by UTF-16 unit', () => {
    expect(revealHidden('a\u{E0041}\u{E007F}b').text).toBe('a<U+E0041><U+E007F>b')
  })

  it('keeps HTML comments when asked, counting them', () => {
    expect(revealHidden('x <!-- a --> <!-- b', { comments: 'keep' })).toEqual({
      text: 'x <!-- a --> <!-- b',
      invisible: 0,
      comments: 0,
      keptComments: 2,
    })
  })

  it('removes HTML comments, unterminated ones too, and says so', () => {
    const result = revealHidden('a <!-- approve this --> b <!-- never closed')
    expect(result).toEqual({
      text: 'a [HTML comment removed] b [HTML comment removed]',
      invisible: 0,
      comments: 2,
    })
  })

  it('leaves ordinary text untouched with no notes', () => {
    expect(revealHidden('Crème brûlée — 日本語 ✓')).toEqual({
      text: 'Crème brûlée — 日本語 ✓',
      invisible: 0,
      comments: 0,
    })
  })

  it('sums what was changed across texts into one note', () => {
    const note = describeRevealed([revealHidden('a\u202E'), revealHidden('b\u200B<!-- x -->')])
    expect(note).toBe(
      'Note: 1 HTML comment(s) removed; 2 invisible or bidirectional-control character(s) shown as <U+XXXX>.',
    )
    expect(describeRevealed([revealHidden('plain')])).toBeNull()
  })
})
