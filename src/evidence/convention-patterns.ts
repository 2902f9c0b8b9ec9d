import { baseOf, dirOf, extensionOf } from './paths.js'

/**
 * The conventional-test globs: `{dir}`, `{name}` and `{ext}` stand for the source's directory,
 * base name without extension and extension; `evidence.test_patterns` adds the repository's own.
 * `convention-index.ts` reverses the defaults by hand: a change here needs the same change there
 * (the property test in `__tests__/evidence/convention-index.test.ts` catches a mismatch).
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

/** The language whose default conventions apply to a source, by its (lower-cased) extension. */
export function languageOf(source: string): string | undefined {
  return LANGUAGE_BY_EXT[extensionOf(source)]
}

/** A source's directory, base name without extension and (lower-cased) extension. */
export function partsOf(source: string): { dir: string; name: string; ext: string } {
  const ext = extensionOf(source)
  const base = baseOf(source)
  return { dir: dirOf(source), name: ext ? base.slice(0, base.length - ext.length - 1) : base, ext }
}

/** The conventional-test globs for one source file, placeholders filled in. */
export function conventionalPatterns(source: string, extra: readonly string[] = []): string[] {
  const language = languageOf(source)
  const templates = [...(language ? DEFAULT_TEST_PATTERNS[language]! : []), ...extra]
  return templates.map((template) => fillTemplate(template, source))
}

/** One template with a source's values, escaped so they match literally. */
export function fillTemplate(template: string, source: string): string {
  const parts = partsOf(source)
  const values: Record<string, string> = {
    dir: escapeGlob(parts.dir),
    name: escapeGlob(parts.name),
    ext: escapeGlob(parts.ext),
  }
  return template
    .replace(/\{(dir|name|ext)\}/g, (_, key: string) => values[key]!)
    .replace(/\/{2,}/g, '/')
    .replace(/^\//, '')
}

function escapeGlob(value: string): string {
  return value.replace(/[*?[\]{}()!+@|^$\\]/g, (c) => `\\${c}`)
}
