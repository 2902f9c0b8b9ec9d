import { openSync, readSync, closeSync, statSync } from 'node:fs'
import { posix } from 'node:path'
import { GoPackages } from './go-packages.js'
import { aliasCandidates, TsconfigPaths } from './tsconfig-paths.js'

/**
 * Which touched sources a test file covers by importing them, for the sources the naming
 * conventions left without a test (tests named by feature under `test/` import the utilities
 * they exercise). Only the given test files are read, bounded in count and size, never run:
 *   JS/TS   static `import … from`, `import '…'`, `export … from`, `require('…')`, `import('…')`
 *           with a relative specifier, resolved with the usual extensions and `index` files, or a
 *           specifier the nearest tsconfig.json maps (`paths` aliases such as `@/lib/x`,
 *           `baseUrl`: ./tsconfig-paths.ts); and through re-exporting files up to REEXPORT_DEPTH deep (`src/index.ts`
 *           re-exporting `./utils`);
 *   Python  `from a.b import c` and `import a.b`, as a module path from the repository root, from
 *           `src/`, or relative to the test (`from . import x`);
 *   Go      the test's own package directory, and the packages of its module it imports
 *           (./go-packages.ts).
 */

export const MAX_TEST_FILES_READ = 200
export const MAX_BYTES_READ = 256 * 1024
/** Specifiers looked at per file: the cost stays linear in what is read. */
export const MAX_SPECIFIERS_PER_FILE = 1_000
/** Re-exporting files followed from a test: `index.js` → `lib/index.js` → `lib/x.js` is 2. */
export const REEXPORT_DEPTH = 3
/** Re-exporting files read in all, for all tests together. */
export const MAX_INDEX_FILES_READ = 500

const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']
export const JS_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n\s]+)['"]/g
/** `export * from`, `export * as ns from`, `export { a, default as B } from`. */
const JS_REEXPORT = /\bexport\s+(?:\*|\{[^}]*\}|\*\s+as\s+[\w$]+)\s*from\s*['"]([^'"\n\s]+)['"]/g
/** `import X from`, `import { a, b as c } from`, `import * as ns from`, `import X, { y } from`. */
const JS_IMPORT_BINDINGS =
  /\bimport\s+(?!type\b)([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*['"]([^'"\n\s]+)['"]/g
/** `export { a, b as c }` (no `from`), `export default a`. */
const JS_EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g
const JS_EXPORT_DEFAULT = /\bexport\s+default\s+([\w$]+)\s*;?\s*$/gm
/** CommonJS: `module.exports = { X: require('./x') }`, `exports.X = require('./x')`, `= require()`. */
const CJS_EXPORTS_OBJECT = /\bmodule\.exports\s*=\s*\{([^}]*)\}/g
const CJS_EXPORTS_REQUIRE =
  /\b(?:module\.)?exports(?:\.[\w$]+|\[['"][^'"]+['"]\])?\s*=\s*require\s*\(\s*['"]([^'"\n\s]+)['"]/g
const CJS_REQUIRE = /\brequire\s*\(\s*['"]([^'"\n\s]+)['"]/g
/** `const X = require('./x')`, then `module.exports = { X }` or `exports.X = X`. */
const CJS_REQUIRE_BINDING =
  /\b(?:const|let|var)\s+([\w$]+)\s*=\s*require\s*\(\s*['"]([^'"\n\s]+)['"]/g
const CJS_EXPORTS_NAME = /\b(?:module\.)?exports(?:\.[\w$]+)?\s*=\s*([\w$]+)\s*;?\s*$/gm
const PY_FROM = /^\s*from\s+(\.*)([\w.]*)\s+import\s+([\w*, ()]+)/gm
const PY_IMPORT = /^\s*import\s+([\w.]+(?:\s*,\s*[\w.]+)*)/gm

export interface ImportCoverageInput {
  repoRoot: string
  /** Test files to read (repository-relative). */
  testFiles: readonly string[]
  /** The sources to look for (repository-relative). */
  sources: readonly string[]
}

export interface ImportCoverage {
  /** Each covered source → the first test file (in the order given) that imports it. */
  covered: Map<string, string>
  /** What could not be used, by file: a malformed tsconfig.json, too many files to read. */
  notices: string[]
}

/** The subset of `sources` that some test file imports, directly or through re-exporting files. */
export function sourcesImportedByTests(input: ImportCoverageInput): ImportCoverage {
  const wanted = new Set(input.sources)
  const covered = new Map<string, string>()
  const notices: string[] = []
  if (wanted.size === 0) return { covered, notices }
  const existing = new Map<string, boolean>()
  // Files only: a folder named like a module (`src/utils/`) must fall through to its index.
  const exists = (path: string) => {
    if (wanted.has(path)) return true
    let known = existing.get(path)
    if (known === undefined) {
      known = isFile(posix.join(input.repoRoot, path))
      existing.set(path, known)
    }
    return known
  }
  const read = (path: string) => readBounded(input.repoRoot, path)
  const js = new JsResolver(new TsconfigPaths(read, exists, notices), exists)
  const go = new GoPackages(wanted, read, exists)
  if (input.testFiles.length > MAX_TEST_FILES_READ) {
    notices.push(
      `${input.testFiles.length} test files could cover touched sources by their imports; only the first ${MAX_TEST_FILES_READ} are read.`,
    )
  }
  // Re-exporting files (an index), read once for all tests: their re-exported files, memoized.
  const reexports = new Map<string, readonly string[]>()
  let indexReads = 0
  const passedOn = (file: string): readonly string[] => {
    let known = reexports.get(file)
    if (known !== undefined) return known
    if (indexReads >= MAX_INDEX_FILES_READ) return []
    indexReads++
    const text = read(file)
    known =
      text === null
        ? []
        : /\.py$/.test(file)
          ? pythonTargets(file, text, exists)
          : js.reexportTargets(file, text)
    reexports.set(file, known)
    return known
  }
  for (const test of input.testFiles.slice(0, MAX_TEST_FILES_READ)) {
    const text = read(test)
    if (text === null) continue
    const targets = /\.py$/.test(test)
      ? pythonTargets(test, text, exists)
      : /\.go$/.test(test)
        ? go.covered(test, text)
        : js.targets(test, text, JS_SPECIFIER)
    // Breadth first through re-exporting files, REEXPORT_DEPTH hops at most, each file once per
    // test (so an index cycle ends): an index that passes the source on counts as importing it.
    const seen = new Set<string>()
    let frontier = targets
    for (let depth = 0; depth <= REEXPORT_DEPTH && frontier.length > 0; depth++) {
      const next: string[] = []
      for (const target of frontier) {
        if (seen.has(target)) continue
        seen.add(target)
        if (wanted.has(target)) {
          if (!covered.has(target)) covered.set(target, test)
          continue
        }
        if (depth < REEXPORT_DEPTH && !/\.go$/.test(target)) next.push(...passedOn(target))
      }
      frontier = next
    }
    if (covered.size === wanted.size) break
  }
  if (indexReads >= MAX_INDEX_FILES_READ) {
    notices.push(
      `More than ${MAX_INDEX_FILES_READ} re-exporting files lie between the tests and the touched sources; only the first ${MAX_INDEX_FILES_READ} were followed.`,
    )
  }
  return { covered, notices }
}

function isFile(full: string): boolean {
  try {
    return statSync(full).isFile()
  } catch {
    return false
  }
}

function readBounded(root: string, path: string): string | null {
  const full = posix.join(root, path)
  try {
    if (!statSync(full).isFile()) return null
    const fd = openSync(full, 'r')
    try {
      const buffer = Buffer.alloc(MAX_BYTES_READ)
      const n = readSync(fd, buffer, 0, MAX_BYTES_READ, 0)
      return buffer.subarray(0, n).toString('utf8')
    } finally {
      closeSync(fd)
    }
  } catch {
    return null
  }
}

/** JS/TS specifiers → repository files: relative paths, then the nearest tsconfig's aliases. */
export class JsResolver {
  constructor(
    private readonly tsconfig: TsconfigPaths,
    private readonly exists: (p: string) => boolean,
  ) {}

  targets(from: string, text: string, pattern: RegExp): string[] {
    const out: string[] = []
    let seen = 0
    for (const match of text.matchAll(pattern)) {
      if (++seen > MAX_SPECIFIERS_PER_FILE) break
      const resolved = this.resolve(from, match[1]!)
      if (resolved !== null) out.push(resolved)
    }
    return out
  }

  /**
   * What an index passes on: `export … from`, what it imports and then exports by name
   * (`import X from './x'; export { X }`, `export default X`), and CommonJS
   * (`module.exports = { X: require('./x') }`, `exports.X = require('./x')`, a required binding
   * exported by name).
   */
  reexportTargets(from: string, text: string): string[] {
    const specifiers: string[] = []
    for (const match of text.matchAll(JS_REEXPORT)) specifiers.push(match[1]!)
    const exported = exportedNames(text)
    for (const match of text.matchAll(JS_IMPORT_BINDINGS)) {
      const names = bindingNames(match[1] ?? '', match[2] ?? '')
      if (names.some((n) => exported.has(n))) specifiers.push(match[3]!)
    }
    for (const match of text.matchAll(CJS_EXPORTS_OBJECT))
      for (const inner of match[1]!.matchAll(CJS_REQUIRE)) specifiers.push(inner[1]!)
    for (const match of text.matchAll(CJS_EXPORTS_REQUIRE)) specifiers.push(match[1]!)
    for (const match of text.matchAll(CJS_REQUIRE_BINDING))
      if (exported.has(match[1]!)) specifiers.push(match[2]!)
    const out: string[] = []
    for (const specifier of specifiers.slice(0, MAX_SPECIFIERS_PER_FILE)) {
      const resolved = this.resolve(from, specifier)
      if (resolved !== null) out.push(resolved)
    }
    return out
  }

  private resolve(from: string, specifier: string): string | null {
    if (specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier)) {
      const base = posix.normalize(posix.join(posix.dirname(from), specifier))
      return base.startsWith('..') ? null : resolveJsPath(base, this.exists)
    }
    // A package or a node: builtin unless the project maps it; `#x` and URLs never are.
    if (/^(?:[a-z]+:|#|\/)/i.test(specifier)) return null
    const mapping = this.tsconfig.forFile(from)
    if (mapping === null) return null
    for (const candidate of aliasCandidates(mapping, specifier)) {
      const resolved = resolveJsPath(candidate, this.exists)
      if (resolved !== null) return resolved
    }
    return null
  }
}

/** The local names a file exports without `from`: `export { a, b as c }`, `export default a`, CJS. */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>()
  for (const match of text.matchAll(JS_EXPORT_LIST)) {
    for (const part of match[1]!.split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim()
      if (local) names.add(local)
    }
  }
  for (const match of text.matchAll(JS_EXPORT_DEFAULT)) names.add(match[1]!)
  for (const match of text.matchAll(CJS_EXPORTS_OBJECT)) {
    for (const part of match[1]!.split(',')) {
      // `{ X }` shorthand or `{ Y: X }`: the value side is the local name.
      const value = part.includes(':') ? part.split(':')[1]! : part
      const local = value.trim()
      if (/^[\w$]+$/.test(local)) names.add(local)
    }
  }
  for (const match of text.matchAll(CJS_EXPORTS_NAME)) names.add(match[1]!)
  return names
}

/** The local names an import binds: `X`, `{ a, b as c }` → a, c; `* as ns` → ns. */
function bindingNames(defaultPart: string, rest: string): string[] {
  const names: string[] = []
  const first = defaultPart.replace(',', '').trim()
  if (first) names.push(first)
  const star = /^\*\s*as\s+([\w$]+)$/.exec(rest.trim())
  if (star) names.push(star[1]!)
  else if (rest.startsWith('{')) {
    for (const part of rest.slice(1, -1).split(',')) {
      const bits = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
      const local = (bits[1] ?? bits[0] ?? '').trim()
      if (local) names.push(local)
    }
  }
  return names
}

/** A repository path as a module specifier names it → the file, trying extensions and `index`. */
function resolveJsPath(base: string, exists: (p: string) => boolean): string | null {
  // TypeScript's ESM style writes `./utils.js` for `./utils.ts`.
  const stem = base.replace(/\.(?:m|c)?js$/, '')
  const candidates = [
    base,
    ...JS_EXTENSIONS.map((ext) => `${stem}${ext}`),
    ...JS_EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ]
  for (const candidate of candidates) if (exists(candidate)) return candidate
  return null
}

export function pythonTargets(
  test: string,
  text: string,
  exists: (p: string) => boolean,
): string[] {
  const modules: string[] = []
  for (const match of text.matchAll(PY_FROM)) {
    const dots = match[1]!.length
    const module = match[2]!
    const names = match[3]!
      .replace(/[()]/g, '')
      .split(',')
      .map((n) => n.trim())
    if (dots > 0) {
      let dir = posix.dirname(test)
      for (let i = 1; i < dots; i++) dir = posix.dirname(dir)
      const prefix = module ? `${dir}/${module.replace(/\./g, '/')}` : dir
      modules.push(prefix, ...names.filter((n) => n !== '*').map((n) => `${prefix}/${n}`))
    } else {
      const path = module.replace(/\./g, '/')
      modules.push(path, ...names.filter((n) => n !== '*').map((n) => `${path}/${n}`))
    }
  }
  for (const match of text.matchAll(PY_IMPORT)) {
    for (const module of match[1]!.split(',')) modules.push(module.trim().replace(/\./g, '/'))
  }
  const out: string[] = []
  for (const module of modules) {
    const clean = posix.normalize(module).replace(/^\.\//, '')
    if (clean.startsWith('..')) continue
    for (const candidate of [
      `${clean}.py`,
      `${clean}/__init__.py`,
      `src/${clean}.py`,
      `src/${clean}/__init__.py`,
    ]) {
      if (exists(candidate)) {
        out.push(candidate)
        break
      }
    }
  }
  return out
}
