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
 *           `baseUrl`: ./tsconfig-paths.ts); and through one re-exporting file (`src/index.ts`
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

const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']
export const JS_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n\s]+)['"]/g
const JS_REEXPORT = /\bexport\s+(?:\*|\{[^}]*\}|\*\s+as\s+\w+)\s*from\s*['"]([^'"\n\s]+)['"]/g
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

/** The subset of `sources` that some test file imports, directly or through one re-export. */
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
  const hopped = new Set<string>()
  for (const test of input.testFiles.slice(0, MAX_TEST_FILES_READ)) {
    const text = read(test)
    if (text === null) continue
    const targets = /\.py$/.test(test)
      ? pythonTargets(test, text, exists)
      : /\.go$/.test(test)
        ? go.covered(test, text)
        : js.targets(test, text, JS_SPECIFIER)
    for (const target of targets) {
      if (wanted.has(target)) {
        if (!covered.has(target)) covered.set(target, test)
        continue
      }
      // One re-exporting hop: an index that passes the source on counts as importing it. Each
      // such file is read once for all tests.
      if (hopped.has(target) || /\.py$/.test(target)) continue
      hopped.add(target)
      const inner = read(target)
      if (inner === null) continue
      for (const resolved of js.targets(target, inner, JS_REEXPORT)) {
        if (wanted.has(resolved) && !covered.has(resolved)) covered.set(resolved, test)
      }
    }
    if (covered.size === wanted.size) break
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
