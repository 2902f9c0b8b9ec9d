import picomatch from 'picomatch'
import { ConventionKeys } from './convention-keys.js'
import { fillTemplate, partsOf } from './convention-patterns.js'
import { detach } from './limits.js'
import { baseOf, dirOf } from './paths.js'
import { SubstringSet } from './substring-set.js'

/**
 * Which touched sources a test path is the conventional test of, in time linear in the tests and
 * the sources: instead of matching every test path against a glob per source, each default
 * convention is run backwards on the test path (strip `.test`/`.spec`/`_test`/`test_`/`Test…`,
 * step out of `__tests__/` or `tests/`) into the directory and name of the sources it can test,
 * and those are looked up in hash maps of the sources. Configured `test_patterns` are compiled
 * once: one pass over the test path finds which sources' names (or directories) it contains, and
 * only those sources' globs are tried.
 */

const JS_TEST_EXTS = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts'])
const JVM_EXTS = new Set(['java', 'kt', 'scala', 'groovy'])
/** Directories under which a JS `name.test.ts` / `name.spec.ts` tests any `name` source. */
const JS_SPEC_ROOTS = new Set(['__tests__', 'test', 'tests', 'spec', 'e2e'])
/** Directories under which a plain JS `name.ts` tests any `name` source. */
const JS_PLAIN_ROOTS = new Set(['__tests__', 'test', 'tests'])
const PYTHON_ROOTS = new Set(['test', 'tests'])
const JVM_SUFFIXES = ['Test', 'Tests', 'IT', 'Spec']
const CSHARP_SUFFIXES = ['Test', 'Tests']
const MEMO_LIMIT = 100_000
const NO_SOURCES: readonly string[] = Object.freeze([])

/**
 * What a test path says about the sources it tests: their language, and their directory and
 * name; a null directory is any directory, a null name any name.
 */
interface Probe {
  language: string
  dir: string | null
  name: string | null
}

/** The default conventions run backwards: every (language, dir, name) a test path can test. */
export function probesOf(test: string): Probe[] {
  const base = baseOf(test)
  const dot = base.lastIndexOf('.')
  if (dot <= 0) return []
  // Globs compare extensions as written: `a.test.TS` is not a JS test.
  const ext = base.slice(dot + 1)
  const stem = base.slice(0, dot)
  const dir = dirOf(test)
  const segments = dir === '' ? [] : dir.split('/')
  const last = segments[segments.length - 1]
  const parent = segments.slice(0, -1).join('/')
  const under = (roots: ReadonlySet<string>) => segments.some((s) => roots.has(s))
  const probes: Probe[] = []
  const add = (language: string, inDir: string | null, name: string | null) => {
    if (name !== '') probes.push({ language, dir: inDir, name })
  }
  if (JS_TEST_EXTS.has(ext)) {
    const spec = /^(.+)\.(?:test|spec)$/.exec(stem)?.[1]
    if (spec !== undefined) {
      add('js', dir, spec) // {dir}/{name}.{test,spec}.js
      if (last === '__tests__') add('js', parent, spec) // {dir}/__tests__/{name}.{test,spec}.js
      if (under(JS_SPEC_ROOTS)) add('js', null, spec) // **/{__tests__,…}/**/{name}.{test,spec}.js
    }
    if (last === '__tests__') add('js', parent, stem) // {dir}/__tests__/{name}.js
    if (under(JS_PLAIN_ROOTS)) add('js', null, stem) // **/{__tests__,test,tests}/**/{name}.js
  } else if (ext === 'py') {
    const names = [
      stem.startsWith('test_') ? stem.slice(5) : '',
      stem.endsWith('_test') ? stem.slice(0, -5) : '',
    ]
    for (const name of names) add('python', dir, name) // {dir}/test_{name}.py, {dir}/{name}_test.py
    if (last === 'tests') add('python', parent, names[0]!) // {dir}/tests/test_{name}.py
    if (under(PYTHON_ROOTS)) for (const name of names) add('python', null, name)
  } else if (ext === 'go') {
    if (stem.endsWith('_test')) add('go', dir, null) // {dir}/*_test.go
  } else if (JVM_EXTS.has(ext)) {
    for (const suffix of JVM_SUFFIXES)
      if (stem.endsWith(suffix)) add('jvm', null, stem.slice(0, -suffix.length))
    if (stem.startsWith('Test')) add('jvm', null, stem.slice(4))
  } else if (ext === 'rb') {
    for (const [suffix, root] of [
      ['_spec', 'spec'],
      ['_test', 'test'],
    ] as const) {
      if (!stem.endsWith(suffix)) continue
      const name = stem.slice(0, -suffix.length)
      add('ruby', dir, name) // {dir}/{name}_spec.rb
      if (segments.includes(root)) add('ruby', null, name) // **/spec/**/{name}_spec.rb
    }
  } else if (ext === 'php') {
    if (stem.endsWith('Test')) add('php', null, stem.slice(0, -4))
  } else if (ext === 'cs') {
    for (const suffix of CSHARP_SUFFIXES)
      if (stem.endsWith(suffix)) add('csharp', null, stem.slice(0, -suffix.length))
  }
  return probes
}

/** Sources (by position) under string keys. */
class Buckets {
  private readonly map = new Map<string, number[]>()
  add(key: string, index: number): void {
    const list = this.map.get(key)
    if (list) list.push(index)
    else this.map.set(key, [index])
  }
  get(key: string): readonly number[] {
    return this.map.get(key) ?? []
  }
  keys(): string[] {
    return [...this.map.keys()]
  }
}

/**
 * One configured template. When its `{name}` (else `{dir}`) stands outside any glob construct, a
 * matching test path contains that value verbatim, so the values found in the test path name
 * the only sources worth trying; otherwise every distinct filled glob is tried (still one per value, not
 * one per source).
 */
class ConfiguredTemplate {
  private readonly keyedBy: 'name' | 'dir' | null
  private readonly byValue = new Buckets()
  /** The distinct non-empty values, and an automaton finding which of them a test path holds. */
  private readonly values: string[]
  private readonly valuesIn: SubstringSet
  private readonly emptyValue: number[] = []
  private readonly filled: string[]
  private readonly byFilled = new Map<string, number[]>()
  private readonly matchers = new Map<string, (path: string) => boolean>()

  constructor(template: string, sources: readonly string[]) {
    this.keyedBy = literalPlaceholder(template, 'name')
      ? 'name'
      : literalPlaceholder(template, 'dir')
        ? 'dir'
        : null
    this.filled = sources.map((source) => fillTemplate(template, source))
    sources.forEach((source, i) => {
      const filled = this.filled[i]!
      const group = this.byFilled.get(filled)
      if (group) group.push(i)
      else this.byFilled.set(filled, [i])
      if (this.keyedBy === null) return
      const value = partsOf(source)[this.keyedBy]
      if (value === '') this.emptyValue.push(i)
      else this.byValue.add(value, i)
    })
    this.values = this.byValue.keys()
    this.valuesIn = new SubstringSet(this.values)
  }

  /** Adds to `into` the positions of the sources whose filled glob matches `test`. */
  collect(test: string, into: Set<number>): void {
    if (this.keyedBy === null) {
      for (const [filled, group] of this.byFilled)
        if (this.matcher(filled)(test)) for (const i of group) into.add(i)
      return
    }
    // Sources sharing a value (a name in several directories) often share a filled glob.
    const verdicts = new Map<string, boolean>()
    const tryAll = (candidates: readonly number[]) => {
      for (const i of candidates) {
        const filled = this.filled[i]!
        let matches = verdicts.get(filled)
        if (matches === undefined) {
          matches = this.matcher(filled)(test)
          verdicts.set(filled, matches)
        }
        if (matches) into.add(i)
      }
    }
    tryAll(this.emptyValue)
    for (const position of this.valuesIn.wordsIn(test))
      tryAll(this.byValue.get(this.values[position]!))
  }

  private matcher(filled: string): (path: string) => boolean {
    let isMatch = this.matchers.get(filled)
    if (!isMatch) {
      isMatch = picomatch(filled, { dot: true, nocase: false })
      this.matchers.set(filled, isMatch)
    }
    return isMatch
  }
}

/**
 * Whether every `{placeholder}` in a template sits outside braces, parentheses (extglobs) and
 * brackets, and the template is not negated: then a path the filled glob matches contains the
 * value as written. A template without the placeholder does not qualify.
 */
function literalPlaceholder(template: string, placeholder: 'name' | 'dir'): boolean {
  const token = `{${placeholder}}`
  if (!template.includes(token) || template.startsWith('!')) return false
  let depth = 0
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!
    if (c === '\\') {
      i++
    } else if (template.startsWith('{', i) && /^\{(dir|name|ext)\}/.test(template.slice(i))) {
      if (depth > 0 && template.startsWith(token, i)) return false
      i = template.indexOf('}', i)
    } else if (c === '{' || c === '(' || c === '[') {
      depth++
    } else if ((c === '}' || c === ')' || c === ']') && depth > 0) {
      depth--
    }
  }
  return true
}

/**
 * The touched sources each test path is a conventional test of, looked up rather than matched:
 * built in one pass over the sources, then each distinct test path costs its probes (a handful)
 * plus, per configured pattern, one pass over the path.
 */
export class ConventionIndex {
  private readonly sources: readonly string[]
  private readonly keys: ConventionKeys
  private readonly configured: ConfiguredTemplate[]
  private readonly memo = new Map<string, readonly string[]>()

  constructor(sources: readonly string[], extra: readonly string[] = []) {
    this.sources = [...new Set(sources)]
    this.keys = new ConventionKeys(this.sources)
    this.configured = [...new Set(extra)].map((t) => new ConfiguredTemplate(t, this.sources))
  }

  /** The sources `testPath` is a conventional test of, in the order they were given. */
  sourcesTestedBy(testPath: string): readonly string[] {
    const known = this.memo.get(testPath)
    if (known) return known
    const hits = new Set<number>()
    for (const { language, dir, name } of probesOf(testPath))
      this.keys.collect(language, dir, name, hits)
    for (const template of this.configured) template.collect(testPath, hits)
    const found = [...hits]
      .sort((a, b) => a - b)
      .map((i) => this.sources[i]!)
      .filter((source) => source !== testPath)
    // Most test paths test no touched source: they share one empty list. The others keep a copy
    // of exactly their length (`filter` leaves spare capacity, ~150 bytes for one source).
    const result = found.length === 0 ? NO_SOURCES : found.slice()
    // Kept for the run: a copy of the key, so no parser chunk stays alive behind it.
    if (this.memo.size < MEMO_LIMIT) this.memo.set(detach(testPath), result)
    return result
  }

  /** The other direction: each source with the given test paths that are its conventional tests. */
  testsBySource(testPaths: Iterable<string>): Map<string, string[]> {
    const out = new Map<string, string[]>()
    for (const test of testPaths) {
      for (const source of this.sourcesTestedBy(test)) {
        const list = out.get(source)
        if (list) list.push(test)
        else out.set(source, [test])
      }
    }
    return out
  }
}
