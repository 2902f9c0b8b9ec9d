import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeSlashes, normalizeSlashesSlowly, PathIndex } from '../../src/evidence/paths.js'

const PIECES = [
  'src', 'a', 'B.ts', '.', '..', '...', '/', '//', '\\', ' ', '\t', 'C:', 'c:/', 'file://',
  'FILE://localhost', 'x y', '.hidden', 'é', '_work', 'home', 'runner', '',
] // prettier-ignore

describe('normalizeSlashes shortcut for clean paths', () => {
  it('agrees with the full normalisation on random paths', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (pieces) => {
        const raw = pieces.join('')
        expect(normalizeSlashes(raw)).toBe(normalizeSlashesSlowly(raw))
      }),
      { numRuns: 5000 },
    )
  })

  it('agrees on the edge cases one by one', () => {
    for (const raw of [
      'a/b.ts',
      '/a/b.ts',
      '//a/b.ts',
      'a/b/',
      'a//b',
      './a',
      'a/./b',
      'a/../b',
      '../a',
      '..',
      '.',
      'C:/a',
      '/C:/a',
      'C:a',
      'file:///a/b',
      'a\\b',
      ' a/b ',
      'a/.../b',
      'x'.repeat(4097),
    ])
      // prettier-ignore
      expect(normalizeSlashes(raw), raw).toBe(normalizeSlashesSlowly(raw))
  })
})

describe('PathIndex builds its touched-file indexes on first need', () => {
  it('still folds case and breaks ties by nearness to the change', () => {
    const index = new PathIndex(new Set(['packages/a/src/Calc.ts', 'packages/a/src/util.ts']), [
      'packages/a/src/util.ts',
      'packages/b/src/util.ts',
      'packages/a/src/Calc.ts',
    ])
    expect(index.resolve('PACKAGES/A/SRC/calc.ts')).toBe('packages/a/src/Calc.ts')
    expect(index.caseFolded.get('PACKAGES/A/SRC/calc.ts')).toBe('packages/a/src/Calc.ts')
    expect(index.resolve('src/util.ts')).toBe('packages/a/src/util.ts')
  })
})
