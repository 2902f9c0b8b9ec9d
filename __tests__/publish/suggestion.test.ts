import { describe, expect, it } from 'vitest'
import { findFingerprints, fingerprint } from '../../src/publish/fingerprint.js'
import { renderInlineComment } from '../../src/publish/markdown.js'
import { suggestionBlock } from '../../src/publish/suggestion.js'
import { finding } from './builders.js'

const f = (suggestion: string, over = {}) =>
  finding({ file: 'src/a.ts', line: 10, anchored: true, suggestion, ...over })
const lineMap = new Map([['src/a.ts', new Set([9, 10, 11])]])

/** The fence lines of a block: the first and the last line. */
function fences(block: string): [string, string] {
  const lines = block.split('\n')
  return [lines[0]!, lines[lines.length - 1]!]
}

describe('suggestionBlock', () => {
  it('a commentable line gets a suggestion block with the text as given', () => {
    expect(suggestionBlock(f('  return a + b'), lineMap)).toEqual({
      ok: true,
      block: '```suggestion\n  return a + b\n```',
    })
    // An empty replacement deletes the line.
    expect(suggestionBlock(f(''), lineMap)).toEqual({ ok: true, block: '```suggestion\n```' })
  })

  it('chooses a fence longer than any backtick run inside, so the text cannot close it', () => {
    for (const text of ['const s = `x`', 'md = "```js"', 'a ```` b\n`````']) {
      const result = suggestionBlock(f(text), lineMap)
      expect(result.ok).toBe(true)
      if (!result.ok) continue
      const [open, close] = fences(result.block)
      const fence = close
      const longest = Math.max(...Array.from(text.matchAll(/`+/g), (m) => m[0].length))
      expect(fence.length).toBeGreaterThan(longest)
      expect(open).toBe(`${fence}suggestion`)
      // No line inside is a fence as long as ours.
      const inner = result.block.split('\n').slice(1, -1)
      expect(inner.some((l) => l.trim().startsWith(fence))).toBe(false)
    }
  })

  it('refuses a line that is not commentable on the new side', () => {
    expect(suggestionBlock(f('x', { line: 12 }), lineMap)).toMatchObject({ ok: false })
    expect(suggestionBlock(f('x', { anchored: false }), lineMap)).toMatchObject({ ok: false })
    expect(suggestionBlock(f('x', { file: 'src/b.ts' }), lineMap)).toMatchObject({ ok: false })
  })

  it('refuses control and invisible characters and HTML comments', () => {
    for (const text of [
      'a\rb',
      'a\u0000b',
      'a\u001b[31mb',
      'x = 1 \u202e// admin',
      'zero\u200bwidth',
      'x <!-- review-gate:fp:0123456789abcdef -->',
    ]) {
      expect(suggestionBlock(f(text), lineMap), JSON.stringify(text)).toMatchObject({ ok: false })
    }
    // Tabs and CRLF line ends are code.
    expect(suggestionBlock(f('\tx = 1\r\n'), lineMap)).toEqual({
      ok: true,
      block: '```suggestion\n\tx = 1\n```',
    })
  })
})

describe('renderInlineComment with a suggestion', () => {
  it('renders the block when committable, keeps the fix, and its fingerprint', () => {
    const item = f('  return gross - gross * (discount / 100)')
    const body = renderInlineComment(item, { lineMap })
    expect(body).toContain('**Suggested change:**\n\n```suggestion\n  return gross')
    expect(body).toContain('**Fix:**')
    expect(findFingerprints(body)).toEqual([fingerprint(item)])
  })

  it('otherwise shows the text as plain code, not committable, with the reason', () => {
    const hostile = f('x\u202e```\n<!-- review-gate:fp:0123456789abcdef -->')
    const body = renderInlineComment(hostile, { lineMap })
    expect(body).not.toContain('```suggestion')
    expect(body).toContain('not committable: it holds control or invisible characters')
    // The forged marker is escaped: only the finding's own fingerprint is found.
    expect(findFingerprints(body)).toEqual([fingerprint(hostile)])
    const noMap = renderInlineComment(f('y = 2'))
    expect(noMap).not.toContain('```suggestion')
    expect(noMap).toContain('y = 2')
  })
})
