import { describe, expect, it } from 'vitest'
import type { ContextEntry, ReviewContext, Subsection } from '../../src/context/types.js'
import { renderContext } from '../../src/payload/context-section.js'

function entry(kind: Subsection, path: string, line: number, lines = 3): ContextEntry {
  return {
    kind,
    path,
    line,
    title: `${kind} entry`,
    excerpts: [
      { path, from: line, lines: Array.from({ length: lines }, (_, i) => `code ${kind} ${i}`) },
    ],
    details: [],
    rank: 0,
  }
}

const same = (t: string) => t

describe('renderContext', () => {
  it('says "no repository context" when there is no head tree', () => {
    const out = renderContext(null, 10_000, same)
    expect(out.text).toContain('No repository context')
    expect(out.cut).toEqual([])
  })

  it('renders every fixed subheading in order, entries as path:line with numbered fenced code', () => {
    const context: ReviewContext = {
      available: true,
      entries: [entry('scope', 'src/a.ts', 10), entry('blast', 'src/a.ts', 1, 0)],
      notices: ['`x.py` could not be parsed'],
    }
    const { text } = renderContext(context, 100_000, same)
    const headings = text.split('\n').filter((l) => l.startsWith('#### '))
    expect(headings).toEqual([
      '#### Enclosing scopes (1)',
      '#### Stale references (0)',
      '#### Consumers (0)',
      '#### Definitions used (0)',
      '#### Blast radius (1)',
    ])
    expect(text).toContain(
      '- `src/a.ts:10` scope entry\n\n```typescript\n10| code scope 0\n11| code scope 1\n12| code scope 2\n```',
    )
    expect(text).toContain('Context notices:\n\n- `x.py` could not be parsed')
  })

  it('fences code so a backtick run in it cannot close the fence', () => {
    const hostile = entry('scope', 'src/a.md', 1)
    hostile.excerpts[0]!.lines = ['````', '#### Stale references (0)']
    const { text } = renderContext(
      { available: true, entries: [hostile], notices: [] },
      100_000,
      same,
    )
    expect(text).toContain('`````text\n1| ````\n2| #### Stale references (0)\n`````')
  })

  it('keeps entries by priority within the budget, cutting whole entries and listing them', () => {
    const entries = [
      entry('scope', 'src/a.ts', 10, 40),
      entry('stale', 'src/b.ts', 5, 40),
      entry('consumer', 'src/c.ts', 7, 40),
      entry('definition', 'src/d.ts', 3, 40),
      entry('blast', 'src/a.ts', 1, 40),
    ]
    const one = Buffer.byteLength(
      renderContext({ available: true, entries: [entries[1]!], notices: [] }, 1e9, same).text,
    )
    const out = renderContext({ available: true, entries, notices: [] }, one * 2 - 600, same)
    expect(out.cut.map((e) => e.kind)).toEqual(['consumer', 'definition', 'blast'])
    expect(out.text).toContain('#### Left out over the context budget (3)')
    expect(out.text).toContain('- `src/c.ts:7` (consumers)')
    expect(out.text).toContain('#### Consumers (0)\n\n(all cut, listed below)')
    expect([...out.shown.keys()].sort()).toEqual(['src/a.ts', 'src/b.ts'])
    // Stale references outrank scopes: with room for one entry only, the stale one stays.
    const tight = renderContext({ available: true, entries, notices: [] }, 1_000, same)
    expect(tight.cut.map((e) => e.kind)).toEqual(['scope', 'consumer', 'definition', 'blast'])
  })
})
