import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConventionIndex } from '../../src/evidence/convention-index.js'
import { OracleConventionIndex } from './oracle/convention-index.js'

/**
 * The default conventions' lookups are typed-array hash tables over the joined sources; on any
 * sources and test paths they must find exactly what the Maps of key strings found (the oracle).
 */

// Few pieces, so that sources and tests often meet; leading slashes, letter case, dots, unicode.
const DIRS = [
  'src', 'Src', 'a.b', '__tests__', 'tests', 'test', 'spec', 'e2e', 'pkg', 'é', 'İ', 'x y', '',
] // prettier-ignore
const SOURCES = [
  'calc.ts', 'Calc.ts', 'calc.TS', 'calc.py', 'calc.go', 'Calc.java', 'Calc.kt', 'calc.rb',
  'Calc.php', 'Calc.cs', 'calc.vue', 'a.İ', '.ts', 'calc.', 'calc.d.ts', 'é.ts', 'calc',
] // prettier-ignore
const TESTS = [
  'calc.test.ts', 'calc.spec.tsx', 'calc.ts', 'Calc.test.ts', 'test_calc.py', 'calc_test.py',
  'calc_test.go', 'other_test.go', 'CalcTest.java', 'CalcTests.kt', 'CalcIT.java', 'TestCalc.java',
  'calc_spec.rb', 'calc_test.rb', 'CalcTest.php', 'CalcTests.cs', 'é.test.ts', 'calc.d.test.ts',
  '.test.ts', 'calc.test.TS',
] // prettier-ignore

const pathOf = (bases: string[]) =>
  fc
    .tuple(
      fc.boolean(),
      fc.array(fc.constantFrom(...DIRS), { maxLength: 3 }),
      fc.constantFrom(...bases),
    )
    .map(([absolute, dirs, base]) => (absolute ? '/' : '') + [...dirs, base].join('/'))

describe('ConventionIndex against the Maps of key strings it replaced', () => {
  it('finds the same sources for every test path', () => {
    fc.assert(
      fc.property(
        fc.array(pathOf(SOURCES), { maxLength: 30 }),
        fc.array(fc.oneof(pathOf(TESTS), pathOf(SOURCES)), { maxLength: 20 }),
        (sources, tests) => {
          const index = new ConventionIndex(sources)
          const oracle = new OracleConventionIndex(sources)
          for (const test of tests)
            expect(index.sourcesTestedBy(test), test).toEqual(oracle.sourcesTestedBy(test))
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('tells a directory from a name that joined would read the same', () => {
    const sources = ['a/b.ts', '/b.ts', 'b.ts', 'a/b/c.go', 'a/b.go', 'x/a/b.ts']
    const index = new ConventionIndex(sources)
    const oracle = new OracleConventionIndex(sources)
    for (const test of ['a/b.test.ts', '/b.test.ts', 'b.test.ts', 'a/b/c_test.go', 'a/x_test.go'])
      expect(index.sourcesTestedBy(test), test).toEqual(oracle.sourcesTestedBy(test))
  })
})
