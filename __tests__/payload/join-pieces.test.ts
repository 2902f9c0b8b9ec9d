/**
 * A large ASCII payload is joined through one Buffer read back as Latin-1 (outside V8's heap):
 * held here to the ordinary join, on pieces around the size where the way changes, and the
 * assembler's word that the pieces are ASCII to what they are.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'
import type { DiffFile } from '../../src/diff/types.js'
import { NO_EVIDENCE } from '../../src/domain/evidence.js'
import { assemblePayload, type PayloadInput } from '../../src/payload/assemble.js'
import { isAscii, joinPieces, OUTSIDE_HEAP_MIN } from '../../src/payload/join-pieces.js'
import { diffSectionParts } from '../../src/payload/sections.js'

const asciiPiece = fc.string({
  unit: fc.constantFrom('a', ' ', '\n', '`', '~', '\u0000', '\u007f'),
  maxLength: 40,
})

describe('joinPieces', () => {
  it('gives the ordinary join, below and above the size where it writes through a Buffer', () => {
    fc.assert(
      fc.property(
        fc.array(asciiPiece, { maxLength: 20 }),
        fc.constantFrom(0, OUTSIDE_HEAP_MIN - 1, OUTSIDE_HEAP_MIN, OUTSIDE_HEAP_MIN + 7),
        fc.nat(20),
        (pieces, padding, at) => {
          const all = [...pieces]
          all.splice(Math.min(at, all.length), 0, 'x'.repeat(padding))
          expect(joinPieces(all, true)).toBe(all.join(''))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('joins any text the ordinary way when the caller does not vouch for ASCII', () => {
    const big = 'é'.repeat(OUTSIDE_HEAP_MIN) + '\u{1F600}\u200B'
    expect(joinPieces(['a', big, 'b'], false)).toBe(`a${big}b`)
  })

  it('isAscii: true exactly when no character is past U+007F', () => {
    expect(isAscii('plain `text`\n\u0000\u007f')).toBe(true)
    for (const text of ['é', '\u0080', '\u200B', '\u{1F600}', 'a\uD800'])
      expect(isAscii(text)).toBe(false)
  })
})

describe('the payload joined outside the heap', () => {
  const bigDiff = (extra: string): string => {
    const files: string[] = []
    for (let i = 0; i < 1000; i++) {
      const lines = Array.from(
        { length: 30 },
        (_, j) => `+const value${j} = compute(${j}, "new")${i === 500 && j === 3 ? extra : ''}\n`,
      )
      files.push(
        `diff --git a/src/f${i}.ts b/src/f${i}.ts\n--- a/src/f${i}.ts\n+++ b/src/f${i}.ts\n@@ -0,0 +1,30 @@\n${lines.join('')}`,
      )
    }
    return files.join('')
  }
  const input = (files: DiffFile[]): PayloadInput => ({
    mode: 'implementation',
    plan: { kind: 'none' },
    stacks: [],
    files,
    ignored: [],
    omitted: [],
    examples: [],
    evidence: NO_EVIDENCE,
    autoFindings: [],
  })

  it('is the payload the ordinary join gives, for an ASCII diff over the size and one with é in it', () => {
    for (const extra of ['', 'é', '\u{1F600}']) {
      const files = parseDiff(bigDiff(extra), 'big.patch').files
      expect(files.reduce((n, f) => n + f.raw.length, 0)).toBeGreaterThan(OUTSIDE_HEAP_MIN)
      expect(diffSectionParts(files, [], []).ascii).toBe(extra === '')
      // Plain copies have no parse facts: their section is never vouched for, so it is joined.
      const plain = files.map((f) => ({ ...f }))
      expect(diffSectionParts(plain, [], []).ascii).toBe(false)
      expect(assemblePayload(input(files))).toBe(assemblePayload(input(plain)))
    }
  })

  it('is not vouched for when a listed path or a plan is not ASCII', () => {
    const files = parseDiff(bigDiff(''), 'big.patch').files
    const ignored = [{ path: 'docs/é.md', pattern: 'docs/**', additions: 1, deletions: 0 }]
    expect(diffSectionParts(files, ignored, []).ascii).toBe(false)
    const withPlan: PayloadInput = {
      ...input(files),
      plan: { kind: 'pull_request', number: 1, title: 'Fix ✓ ü', body: '', linkedIssues: [] },
    }
    expect(assemblePayload(withPlan)).toBe(
      assemblePayload({ ...withPlan, files: files.map((f) => ({ ...f })) }),
    )
    expect(assemblePayload(withPlan)).toContain('Fix ✓ ü')
  })
})
