import fc from 'fast-check'
import picomatch from 'picomatch/posix.js'
import { describe, expect, it } from 'vitest'
import { compileIgnoreRule, globsFor, lazyIgnoreRule } from '../../src/diff/globs.js'
import { DEFAULT_IGNORES } from '../../src/diff/ignore-defaults.js'
import { isGeneratedPath } from '../../src/diff/paths.js'

const SEGMENTS = [
  'src', 'dist', 'vendor', 'node_modules', '__snapshots__', 'generated', '__generated__', 'a',
  'Cargo.lock', 'yarn.lock', 'x.min.js', 'x.pb.go', 'x_pb.ts', 'x.snap', 'x.ts', 'zz_generated.y',
  'api.generated.ts', 'out', 'build', '.next', 'x.pyc', 'View.Designer.cs', 'go.sum', 'distance',
] // prettier-ignore
const paths = fc
  .array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 5 })
  .map((s) => s.join('/'))

describe('literal pre-checks in front of the default globs', () => {
  it('isGeneratedPath agrees with the globs compiled whole', () => {
    const globs = [...DEFAULT_IGNORES, '__snapshots__/', '*.snap', 'generated/', '*_pb.ts'].flatMap(
      (p) => globsFor(p).globs,
    )
    const whole = picomatch(globs, { dot: true, nonegate: true, windows: false })
    fc.assert(
      fc.property(paths, (path) => {
        expect(isGeneratedPath(path)).toBe(whole(path))
      }),
      { numRuns: 3000 },
    )
  })

  it('every default compiles, and its lazy rule matches what the compiled one does', () => {
    for (const pattern of DEFAULT_IGNORES) {
      const eager = compileIgnoreRule(pattern, 'DEFAULT_IGNORES')
      const lazy = lazyIgnoreRule(pattern)
      expect(lazy.literals).toEqual(eager.literals)
      expect(lazy.negate).toBe(eager.negate)
      fc.assert(
        fc.property(paths, (path) => {
          expect(lazy.matches(path)).toBe(eager.matches(path))
        }),
        { numRuns: 200 },
      )
    }
  })
})
