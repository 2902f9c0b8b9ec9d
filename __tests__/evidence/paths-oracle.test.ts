import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PathIndex } from '../../src/evidence/paths.js'
import { OraclePathIndex } from './oracle/paths.js'

/**
 * `PathIndex` keeps its known files in typed arrays over one joined string; on any tree and any
 * sequence of lookups it must answer exactly as the Maps and Sets it replaced (the oracle).
 */

// Few pieces, so that files often share base names, stems and tails; with letter case, dots,
// unicode (`İ` lower-cases to two characters), glob-ish and empty-looking names.
const DIRS = [
  'src', 'SRC', 'lib', 'a', 'a.b', 'packages', 'p1', 'tests', '__tests__', 'com', 'acme',
  'é', 'İ', 'x y', '.hidden', '..d',
] // prettier-ignore
const BASES = [
  'calc.ts', 'Calc.ts', 'calc.test.ts', 'calc', 'Calc.java', 'CalcTest.java', 'calc.py',
  'test_calc.py', 'a.İ', 'a.TS', '.gitignore', 'x.', 'é.ts', 'index.ts', 'calc.d.ts', 'a',
] // prettier-ignore
const ROOTS = [
  '', '/home/runner/work/r/r/', 'D:\\a\\r\\r\\', '/__w/r/r/', '/elsewhere/', 'file:///x/',
  '/local/repo/', '../',
] // prettier-ignore

const file = fc
  .tuple(fc.array(fc.constantFrom(...DIRS), { maxLength: 4 }), fc.constantFrom(...BASES))
  .map(([dirs, base]) => [...dirs, base].join('/'))

const tree = fc.record({
  repo: fc.array(file, { maxLength: 40 }),
  touched: fc.array(file, { maxLength: 8 }),
})

/** Report paths: a known file or a piece of one, under some root, perhaps in another case. */
const rawPath = (files: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...ROOTS),
      files.length > 0 ? fc.constantFrom(...files) : file,
      fc.nat(4),
      fc.constantFrom('same', 'upper', 'lower'),
      file,
      fc.boolean(),
    )
    .map(([root, known, drop, fold, other, useOther]) => {
      let path = useOther ? other : known.split('/').slice(drop).join('/') || known
      if (fold === 'upper') path = path.toUpperCase()
      if (fold === 'lower') path = path.toLowerCase()
      return root + path
    })

const stem = (files: string[]) =>
  fc
    .tuple(files.length > 0 ? fc.constantFrom(...files) : file, fc.nat(4), file)
    .map(([known, drop, other]) => {
      const path = drop === 4 ? other : known.split('/').slice(drop).join('/') || known
      const dot = path.lastIndexOf('.')
      return dot > path.lastIndexOf('/') + 1 ? path.slice(0, dot) : path
    })

const PREFERENCES: ((candidate: string) => boolean)[] = [
  () => false,
  (c) => c.startsWith('src/'),
  (c) => c.includes('tests'),
]

describe('PathIndex against the Maps and Sets it replaced', () => {
  it('resolves, resolves stems, knows and folds case alike', () => {
    fc.assert(
      fc.property(
        tree.chain(({ repo, touched }) => {
          const files = [...repo, ...touched]
          return fc.record({
            repo: fc.constant(repo),
            touched: fc.constant(touched),
            root: fc.constantFrom(null, '/local/repo'),
            lookups: fc.array(
              fc.tuple(
                fc.constantFrom('resolve', 'stem', 'has'),
                rawPath(files),
                stem(files),
                fc.constantFrom(undefined, ...PREFERENCES),
              ),
              { maxLength: 30 },
            ),
          })
        }),
        ({ repo, touched, root, lookups }) => {
          const touchedSet = new Set(touched)
          const index = new PathIndex(touchedSet, repo, root)
          const oracle = new OraclePathIndex(touchedSet, repo, root)
          for (const [kind, raw, stemText, prefer] of lookups) {
            if (kind === 'resolve')
              expect(index.resolve(raw, prefer), raw).toBe(oracle.resolve(raw, prefer))
            else if (kind === 'stem')
              expect(index.resolveStem(stemText, prefer), stemText).toBe(
                oracle.resolveStem(stemText, prefer),
              )
            else expect(index.has(raw), raw).toBe(oracle.has(raw))
          }
          expect([...index.caseFolded]).toEqual([...oracle.caseFolded])
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('tells apart files that differ only past a shared base, and odd extensions', () => {
    const repo = ['a/b/c.ts', 'b/c.ts', 'c.ts', 'x/c.TS', 'y/a.İ', 'a.İ', 'd/a', 'e/a.', 'f/.a']
    const index = new PathIndex(new Set(['a/b/c.ts']), [...repo, ...repo])
    const oracle = new OraclePathIndex(new Set(['a/b/c.ts']), [...repo, ...repo])
    for (const raw of ['c.ts', 'b/c.ts', '/elsewhere/b/c.ts', 'C.TS', 'c.TS', 'a.İ'])
      expect(index.resolve(raw), raw).toBe(oracle.resolve(raw))
    for (const s of ['c', 'b/c', 'x/c', 'a', 'y/a', 'a.', 'e/a', '.a', 'a/b/c', 'y', ''])
      expect(index.resolveStem(s), s).toBe(oracle.resolveStem(s))
    for (const p of repo) expect(index.has(p), p).toBe(true)
    expect(index.has('a/b')).toBe(false)
  })

  it('never matches across two files of the joined list', () => {
    // Joined, `a/b` and `/c.ts` read `a/b/c.ts`: still no file ends with `/b/c.ts`.
    const repo = ['a/b', '/c.ts', 'q/b', 'c.ts']
    const index = new PathIndex(new Set<string>(), repo)
    const oracle = new OraclePathIndex(new Set<string>(), repo)
    for (const raw of ['b/c.ts', 'c.ts', '/x/b/c.ts'])
      expect(index.resolve(raw), raw).toBe(oracle.resolve(raw))
    for (const s of ['b/c', 'c', '/c', 'a/b/c'])
      expect(index.resolveStem(s), s).toBe(oracle.resolveStem(s))
    expect(index.has('a/b/c.ts')).toBe(false)
  })
})
