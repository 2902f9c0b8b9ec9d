import { ConventionIndex } from './convention-index.js'
import { baseOf, dirOf, isCodePath } from './paths.js'

/**
 * Which touched files are tests, which are sources that deserve tests, and which test files are
 * the conventional tests of a source (the globs in `convention-patterns.ts`, looked up through
 * the `ConventionIndex` of `convention-index.ts`).
 */

export { ConventionIndex } from './convention-index.js'
export { conventionalPatterns, DEFAULT_TEST_PATTERNS } from './convention-patterns.js'

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
    for (const tests of index.testsBySource(repoFiles.filter(isCodePath)).values())
      for (const test of tests) out.add(test)
  }
  return [...out].sort()
}
