import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs'
import { posix } from 'node:path'

/**
 * Which touched sources a test file covers by importing them, for the sources the naming
 * conventions left without a test (tests named by feature under `test/` import the utilities
 * they exercise). Only the given test files are read, bounded in count and size, never run:
 *   JS/TS   static `import … from`, `import '…'`, `export … from`, `require('…')`, `import('…')`
 *           with a relative specifier, resolved with the usual extensions and `index` files, and
 *           through one re-exporting file (`src/index.ts` re-exporting `./utils`);
 *   Python  `from a.b import c` and `import a.b`, as a module path from the repository root, from
 *           `src/`, or relative to the test (`from . import x`).
 */

export const MAX_TEST_FILES_READ = 200
export const MAX_BYTES_READ = 256 * 1024

const JS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']
const JS_SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"\n]*|\.{1,2})['"]/g
const JS_REEXPORT =
  /\bexport\s+(?:\*|\{[^}]*\}|\*\s+as\s+\w+)\s*from\s*['"](\.{1,2}\/[^'"\n]*)['"]/g
const PY_FROM = /^\s*from\s+(\.*)([\w.]*)\s+import\s+([\w*, ()]+)/gm
const PY_IMPORT = /^\s*import\s+([\w.]+(?:\s*,\s*[\w.]+)*)/gm

export interface ImportCoverageInput {
  repoRoot: string
  /** Test files to read (repository-relative). */
  testFiles: readonly string[]
  /** The sources to look for (repository-relative). */
  sources: readonly string[]
}

/** The subset of `sources` that some test file imports, directly or through one re-export. */
export function sourcesImportedByTests(input: ImportCoverageInput): Set<string> {
  const wanted = new Set(input.sources)
  const covered = new Set<string>()
  if (wanted.size === 0) return covered
  const exists = (path: string) => wanted.has(path) || existsSync(posix.join(input.repoRoot, path))
  for (const test of input.testFiles.slice(0, MAX_TEST_FILES_READ)) {
    const text = readBounded(input.repoRoot, test)
    if (text === null) continue
    const targets = /\.py$/.test(test)
      ? pythonTargets(test, text, exists)
      : jsTargets(test, text, exists)
    for (const target of targets) {
      if (wanted.has(target)) {
        covered.add(target)
        continue
      }
      // One re-exporting hop: an index that passes the source on counts as importing it.
      const inner = readBounded(input.repoRoot, target)
      if (inner === null) continue
      for (const match of inner.matchAll(JS_REEXPORT)) {
        const resolved = resolveJs(target, match[1]!, exists)
        if (resolved !== null && wanted.has(resolved)) covered.add(resolved)
      }
    }
    if (covered.size === wanted.size) break
  }
  return covered
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

function jsTargets(test: string, text: string, exists: (p: string) => boolean): string[] {
  const out: string[] = []
  for (const match of text.matchAll(JS_SPECIFIER)) {
    const resolved = resolveJs(test, match[1]!, exists)
    if (resolved !== null) out.push(resolved)
  }
  return out
}

/** A relative specifier from `from` → the repository file it names, or null. */
function resolveJs(from: string, specifier: string, exists: (p: string) => boolean): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier))
  if (base.startsWith('..')) return null
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

function pythonTargets(test: string, text: string, exists: (p: string) => boolean): string[] {
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
