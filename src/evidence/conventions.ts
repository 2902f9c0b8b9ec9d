import picomatch from 'picomatch'
import { baseOf, dirOf, extensionOf, isCodePath } from './paths.js'

/**
 * Which touched files are tests, which are sources that deserve tests, and which test files are
 * the conventional tests of a source. Conventions are globs over repository paths with `{dir}`,
 * `{name}` and `{ext}` standing for the source's directory, base name without extension and
 * extension; `evidence.test_patterns` adds the repository's own.
 */

const JS = '@(js|jsx|ts|tsx|mjs|cjs|mts|cts)'
const JVM = '@(java|kt|scala|groovy)'

export const DEFAULT_TEST_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  js: [
    `{dir}/{name}.{test,spec}.${JS}`,
    `{dir}/__tests__/{name}.${JS}`,
    `{dir}/__tests__/{name}.{test,spec}.${JS}`,
    `**/{__tests__,test,tests,spec,e2e}/**/{name}.{test,spec}.${JS}`,
    `**/{__tests__,test,tests}/**/{name}.${JS}`,
  ],
  python: [
    '{dir}/test_{name}.py',
    '{dir}/{name}_test.py',
    '{dir}/tests/test_{name}.py',
    '**/{test,tests}/**/test_{name}.py',
    '**/{test,tests}/**/{name}_test.py',
  ],
  // Go tests a package: every _test.go file in the source's directory covers it.
  go: ['{dir}/*_test.go'],
  jvm: [`**/{name}{Test,Tests,IT,Spec}.${JVM}`, `**/Test{name}.${JVM}`],
  ruby: [
    '{dir}/{name}_spec.rb',
    '{dir}/{name}_test.rb',
    '**/spec/**/{name}_spec.rb',
    '**/test/**/{name}_test.rb',
  ],
  php: ['**/{name}Test.php'],
  csharp: ['**/{name}{Test,Tests}.cs'],
}

const LANGUAGE_BY_EXT: Record<string, string> = {
  js: 'js', jsx: 'js', ts: 'js', tsx: 'js', mjs: 'js', cjs: 'js', mts: 'js', cts: 'js',
  vue: 'js', svelte: 'js',
  py: 'python', go: 'go', java: 'jvm', kt: 'jvm', scala: 'jvm', groovy: 'jvm',
  rb: 'ruby', php: 'php', cs: 'csharp',
} // prettier-ignore

const TEST_DIRS = new Set(['__tests__', '__test__', 'test', 'tests', 'spec', 'specs', 'e2e'])
const TEST_NAME = [
  /\.(test|spec|e2e|cy)\.[^.]+$/, // a.test.ts, a.spec.js, a.cy.ts
  /_test\.(go|py|rb|exs?)$/,
  /^test_.+\.py$/,
  /^conftest\.py$/,
  /_spec\.rb$/,
  /(Test|Tests|IT|Spec|TestCase)\.(java|kt|scala|groovy|php|cs|swift)$/,
  /^Test.+\.(java|kt|scala|groovy)$/,
]

/** Code that is configuration or declarations rather than behaviour to test. */
const NOT_SOURCE = [
  /\.d\.[cm]?ts$/,
  /(^|[./-])config\.[cm]?[jt]s$/,
  /\.(stories|story)\.[^.]+$/,
  /^(setup|noxfile|manage)\.py$/,
  /^(Gemfile|Rakefile|Podfile|Fastfile)$/,
]

export function isTestFile(path: string): boolean {
  const base = baseOf(path)
  if (TEST_NAME.some((re) => re.test(base))) return true
  return dirOf(path)
    .split('/')
    .some((segment) => TEST_DIRS.has(segment))
}

/** A touched file that is code under test: a code extension, not a test, not configuration. */
export function isSourceFile(path: string): boolean {
  if (!isCodePath(path) || isTestFile(path)) return false
  const base = baseOf(path)
  return !NOT_SOURCE.some((re) => re.test(base))
}

/** The conventional-test globs for one source file, placeholders filled in. */
export function conventionalPatterns(source: string, extra: readonly string[] = []): string[] {
  const ext = extensionOf(source)
  const language = LANGUAGE_BY_EXT[ext]
  const templates = [...(language ? DEFAULT_TEST_PATTERNS[language]! : []), ...extra]
  const base = baseOf(source)
  const name = ext ? base.slice(0, base.length - ext.length - 1) : base
  const values: Record<string, string> = {
    dir: escapeGlob(dirOf(source)),
    name: escapeGlob(name),
    ext: escapeGlob(ext),
  }
  return templates.map((template) =>
    template
      .replace(/\{(dir|name|ext)\}/g, (_, key: string) => values[key]!)
      .replace(/\/{2,}/g, '/')
      .replace(/^\//, ''),
  )
}

function escapeGlob(value: string): string {
  return value.replace(/[*?[\]{}()!+@|^$\\]/g, (c) => `\\${c}`)
}

/** Compiled matchers, cached per source and pattern set (sources are few, tests many). */
export class ConventionIndex {
  private readonly matchers: { source: string; isMatch: (path: string) => boolean }[]
  private readonly memo = new Map<string, string[]>()

  constructor(sources: readonly string[], extra: readonly string[] = []) {
    this.matchers = sources.map((source) => {
      const patterns = conventionalPatterns(source, extra)
      const isMatch =
        patterns.length === 0 ? () => false : picomatch(patterns, { dot: true, nocase: false })
      return { source, isMatch: (path: string) => path !== source && isMatch(path) }
    })
  }

  /** The sources `testPath` is a conventional test of (sorted). */
  sourcesTestedBy(testPath: string): string[] {
    let hit = this.memo.get(testPath)
    if (!hit) {
      hit = this.matchers.filter((m) => m.isMatch(testPath)).map((m) => m.source)
      if (this.memo.size < 100_000) this.memo.set(testPath, hit)
    }
    return hit
  }
}

/**
 * What the test command's `{files}` becomes: the touched test files, plus the repository's files
 * that are conventional tests of a touched source. Sorted and unique.
 */
export function conventionalTests(
  touched: readonly string[],
  repoFiles: readonly string[],
  extraPatterns: readonly string[] = [],
): string[] {
  const out = new Set(touched.filter((file) => isTestFile(file) && isCodePath(file)))
  const sources = touched.filter(isSourceFile)
  if (sources.length > 0) {
    const index = new ConventionIndex(sources, extraPatterns)
    for (const file of repoFiles) {
      if (isCodePath(file) && index.sourcesTestedBy(file).length > 0) {
        out.add(file)
      }
    }
  }
  return [...out].sort()
}
