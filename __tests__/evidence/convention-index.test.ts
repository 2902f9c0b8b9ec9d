import fc from 'fast-check'
import picomatch from 'picomatch'
import { describe, expect, it } from 'vitest'
import { ConventionIndex, probesOf } from '../../src/evidence/convention-index.js'
import { DEFAULT_TEST_PATTERNS } from '../../src/evidence/convention-patterns.js'
import { baseOf, dirOf, extensionOf } from '../../src/evidence/paths.js'

/**
 * The index must map exactly as the per-source matchers it replaced. The oracle below is that
 * implementation (a picomatch matcher per source, every test path tried against each), kept
 * here to compare with on random trees.
 */
const ORACLE_LANGUAGE: Record<string, string> = {
  js: 'js', jsx: 'js', ts: 'js', tsx: 'js', mjs: 'js', cjs: 'js', mts: 'js', cts: 'js',
  vue: 'js', svelte: 'js',
  py: 'python', go: 'go', java: 'jvm', kt: 'jvm', scala: 'jvm', groovy: 'jvm',
  rb: 'ruby', php: 'php', cs: 'csharp',
} // prettier-ignore

function oraclePatterns(source: string, extra: readonly string[]): string[] {
  const ext = extensionOf(source)
  const language = ORACLE_LANGUAGE[ext]
  const templates = [...(language ? DEFAULT_TEST_PATTERNS[language]! : []), ...extra]
  const base = baseOf(source)
  const name = ext ? base.slice(0, base.length - ext.length - 1) : base
  const escape = (value: string) => value.replace(/[*?[\]{}()!+@|^$\\]/g, (c) => `\\${c}`)
  const values: Record<string, string> = {
    dir: escape(dirOf(source)),
    name: escape(name),
    ext: escape(ext),
  }
  return templates.map((template) =>
    template
      .replace(/\{(dir|name|ext)\}/g, (_, key: string) => values[key]!)
      .replace(/\/{2,}/g, '/')
      .replace(/^\//, ''),
  )
}

class OracleIndex {
  private readonly matchers: { source: string; isMatch: (path: string) => boolean }[]
  constructor(sources: readonly string[], extra: readonly string[] = []) {
    this.matchers = sources.map((source) => {
      const patterns = oraclePatterns(source, extra)
      const isMatch =
        patterns.length === 0 ? () => false : picomatch(patterns, { dot: true, nocase: false })
      return { source, isMatch: (path: string) => path !== source && isMatch(path) }
    })
  }
  sourcesTestedBy(testPath: string): string[] {
    return this.matchers.filter((m) => m.isMatch(testPath)).map((m) => m.source)
  }
}

// Trees built from the pieces conventions are made of, so that random paths often are each
// other's tests, plus names with glob syntax that must match literally.
// Few directories and names, so that a source and its tests often land side by side.
const dir = fc.constantFrom(
  '', 'src', 'src/__tests__', 'pkg/calc', 'a/test/b', 'tests', 'test', 'spec/models', '[id]',
  '(group)/x', '.hidden/tests', 'e2e', 'lib/specs', 'a.b/@scope', 'x+y/__tests__',
) // prettier-ignore
const name = fc.constantFrom(
  'cart', 'Calc', 'a.b', '[id]', '$x', 'a+b', '(g)', 'test', 'Test', 'cart_test', 'test_cart',
  'cart.test', '.dot', '_', '!neg', '{b}', 'a,b',
) // prettier-ignore
const prefix = fc.constantFrom('', '', '', 'test_', 'Test')
const suffix = fc.constantFrom(
  '', '', '.test', '.spec', '_test', '_spec', 'Test', 'Tests', 'IT', 'Spec', '.check', '.unit',
) // prettier-ignore
const ext = fc.constantFrom(
  'ts', 'tsx', 'js', 'mjs', 'vue', 'TS', 'py', 'go', 'java', 'kt', 'rb', 'php', 'cs', 'rs', 'md',
) // prettier-ignore
/** A tree drawn from a few directories, names and extensions, so tests and sources meet. */
const tree = (maxFiles: number) =>
  fc
    .tuple(
      fc.uniqueArray(dir, { minLength: 1, maxLength: 3 }),
      fc.uniqueArray(name, { minLength: 1, maxLength: 3 }),
      fc.uniqueArray(ext, { minLength: 1, maxLength: 4 }),
    )
    .chain(([dirs, names, exts]) =>
      fc.uniqueArray(
        fc
          .tuple(fc.constantFrom(...dirs), prefix, fc.constantFrom(...names), suffix)
          .chain(([d, pre, n, suf]) =>
            fc.constantFrom(...exts).map((e) => `${d}/${pre}${n}${suf}.${e}`.replace(/^\//, '')),
          ),
        { maxLength: maxFiles },
      ),
    )
const configured = fc.constantFrom(
  'checks/{name}.check.{ext}',
  '{dir}/{name}.unit.{ext}',
  'spec/{dir}/{name}_spec.rb',
  '**/{name}*.ts',
  '{dir}/*.check.{ext}',
  'e2e/{a,b}/{name}.ts',
  '{x,{name}}.ts',
  '**/*.{ext}',
  '{dir}/**',
  'test/{ext}/{name}.{ext}',
  '**/{name}{.test,}.{ext}',
  '!{name}.ts',
)

describe('ConventionIndex against the per-source matchers it replaced', () => {
  it('maps every test path of a random tree to the same sources, defaults only', () => {
    fc.assert(
      fc.property(tree(40), (files) => {
        const sources = files.filter((_, i) => i % 3 !== 0)
        const index = new ConventionIndex(sources)
        const oracle = new OracleIndex(sources)
        for (const file of files)
          expect(index.sourcesTestedBy(file), file).toEqual(oracle.sourcesTestedBy(file))
      }),
      { numRuns: 500, seed: 11 },
    )
  })

  it('with configured test_patterns compiled into the same index', () => {
    fc.assert(
      fc.property(tree(30), fc.uniqueArray(configured, { maxLength: 3 }), (files, patterns) => {
        const sources = files.filter((_, i) => i % 2 === 0)
        const index = new ConventionIndex(sources, patterns)
        const oracle = new OracleIndex(sources, patterns)
        for (const file of files)
          expect(index.sourcesTestedBy(file), `${file} ${patterns.join(' ')}`).toEqual(
            oracle.sourcesTestedBy(file),
          )
      }),
      { numRuns: 400, seed: 12 },
    )
  })
})

describe('ConventionIndex on every combination of the convention pieces', () => {
  it('maps as the per-source matchers do, for each default convention', () => {
    const dirs = ['', 'src', 'e2e', 'test', 'a/tests', 'src/__tests__', 'spec/x', 'x+y/[id]']
    const names = ['cart', 'a.b', 'Test']
    const exts = ['ts', 'TS', 'vue', 'py', 'go', 'java', 'kt', 'rb', 'php', 'cs']
    const prefixes = ['', 'test_', 'Test']
    const suffixes = ['', '.test', '.spec', '_test', '_spec', 'Test', 'Tests', 'IT', 'Spec']
    const at = (d: string, file: string) => (d ? `${d}/${file}` : file)
    const sources = dirs.flatMap((d) => names.flatMap((n) => exts.map((e) => at(d, `${n}.${e}`))))
    const tests = dirs.flatMap((d) =>
      prefixes.flatMap((p) =>
        names.flatMap((n) => suffixes.flatMap((x) => exts.map((e) => at(d, `${p}${n}${x}.${e}`)))),
      ),
    )
    const index = new ConventionIndex(sources)
    const oracle = new OracleIndex(sources)
    let pairs = 0
    for (const test of tests) {
      const expected = oracle.sourcesTestedBy(test)
      pairs += expected.length
      expect(index.sourcesTestedBy(test), test).toEqual(expected)
    }
    // Enough pairs that every convention is exercised, not a tree where nothing tests anything.
    expect(pairs).toBeGreaterThan(2_000)
  })
})

describe('the reverse transforms', () => {
  it('turn a test path into the directory and name of what it tests', () => {
    expect(probesOf('src/__tests__/cart.test.ts')).toEqual([
      { language: 'js', dir: 'src/__tests__', name: 'cart' },
      { language: 'js', dir: 'src', name: 'cart' },
      { language: 'js', dir: null, name: 'cart' },
      { language: 'js', dir: 'src', name: 'cart.test' },
      { language: 'js', dir: null, name: 'cart.test' },
    ])
    expect(probesOf('pkg/calc/more_test.go')).toEqual([
      { language: 'go', dir: 'pkg/calc', name: null },
    ])
    expect(probesOf('src/test/java/a/CalcTest.java')).toEqual([
      { language: 'jvm', dir: null, name: 'Calc' },
    ])
    expect(probesOf('tests/test_rates.py')).toEqual([
      { language: 'python', dir: 'tests', name: 'rates' },
      { language: 'python', dir: '', name: 'rates' },
      { language: 'python', dir: null, name: 'rates' },
    ])
    expect(probesOf('README.md')).toEqual([])
  })

  it('a Java test finds its class across src/test/java and src/main/java', () => {
    const index = new ConventionIndex([
      'svc/src/main/java/com/acme/Calc.java',
      'svc/src/main/kotlin/com/acme/Calc.kt',
      'svc/src/main/java/com/acme/Other.java',
    ])
    expect(index.sourcesTestedBy('svc/src/test/java/com/acme/CalcTest.java')).toEqual([
      'svc/src/main/java/com/acme/Calc.java',
      'svc/src/main/kotlin/com/acme/Calc.kt',
    ])
  })

  it('a test path is never a test of itself, and the other direction is indexed too', () => {
    const index = new ConventionIndex(['src/a.ts', 'src/b.ts'], ['{dir}/*.ts'])
    expect(index.sourcesTestedBy('src/a.ts')).toEqual(['src/b.ts'])
    expect(
      Object.fromEntries(index.testsBySource(['src/a.test.ts', 'src/b.spec.ts', 'src/c.ts'])),
    ).toEqual({
      'src/a.ts': ['src/a.test.ts', 'src/b.spec.ts', 'src/c.ts'],
      'src/b.ts': ['src/a.test.ts', 'src/b.spec.ts', 'src/c.ts'],
    })
  })
})
