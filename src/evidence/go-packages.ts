import { posix } from 'node:path'
import type { BoundedReader } from './tsconfig-paths.js'

/**
 * What a Go test file covers: Go tests a package, not a file. A `_test.go` file covers the
 * wanted `.go` sources of its own directory when it is of their package (`package x`) or its
 * external test package (`package x_test`), and the wanted sources of every package of the same
 * module it imports (the module path from the nearest go.mod). Read bounded, never built or run.
 */

export const MAX_GO_MODS_READ = 32
const PACKAGE_CLAUSE = /^\s*package\s+([A-Za-z_]\w*)/m
const SINGLE_IMPORT = /^\s*import\s+(?:[A-Za-z_.]\w*\s+)?"([^"\n]+)"/gm
const IMPORT_BLOCK = /^\s*import\s*\(([^)]*)\)/gm
const BLOCK_ENTRY = /^\s*(?:[A-Za-z_.]\w*\s+)?"([^"\n]+)"/gm
const MODULE_LINE = /^\s*module\s+"?([^\s"]+)"?/m

export class GoPackages {
  /** Directory → the wanted non-test `.go` sources directly in it. */
  private readonly sourcesByDir = new Map<string, string[]>()
  private readonly packageOf = new Map<string, string | null>()
  private readonly moduleByDir = new Map<string, { dir: string; path: string } | null>()
  private modReads = 0

  constructor(
    wanted: Iterable<string>,
    private readonly read: BoundedReader,
    private readonly exists: (path: string) => boolean,
  ) {
    for (const source of wanted) {
      if (!source.endsWith('.go') || source.endsWith('_test.go')) continue
      const dir = dirOf(source)
      const list = this.sourcesByDir.get(dir)
      if (list) list.push(source)
      else this.sourcesByDir.set(dir, [source])
    }
  }

  /** The wanted sources a test file (its text given) covers. */
  covered(test: string, text: string): string[] {
    if (this.sourcesByDir.size === 0) return []
    const out: string[] = []
    const testPackage = PACKAGE_CLAUSE.exec(withoutComments(text))?.[1]
    const dir = dirOf(test)
    if (testPackage) {
      for (const source of this.sourcesByDir.get(dir) ?? []) {
        const sourcePackage = this.sourcePackage(source)
        if (sourcePackage === testPackage || `${sourcePackage}_test` === testPackage) {
          out.push(source)
        }
      }
    }
    const module = this.moduleFor(dir)
    if (module) {
      for (const path of importPaths(text)) {
        if (path !== module.path && !path.startsWith(`${module.path}/`)) continue
        const rel = path.slice(module.path.length + 1)
        const pkgDir = module.dir ? (rel ? `${module.dir}/${rel}` : module.dir) : rel
        out.push(...(this.sourcesByDir.get(pkgDir) ?? []))
      }
    }
    return out
  }

  private sourcePackage(source: string): string | null {
    const known = this.packageOf.get(source)
    if (known !== undefined) return known
    const text = this.read(source)
    const name = text === null ? null : (PACKAGE_CLAUSE.exec(withoutComments(text))?.[1] ?? null)
    this.packageOf.set(source, name)
    return name
  }

  /** The nearest go.mod at or above `dir`, and its module path. */
  private moduleFor(dir: string): { dir: string; path: string } | null {
    const known = this.moduleByDir.get(dir)
    if (known !== undefined) return known
    let found: { dir: string; path: string } | null = null
    const file = dir ? `${dir}/go.mod` : 'go.mod'
    if (this.exists(file) && this.modReads < MAX_GO_MODS_READ) {
      this.modReads++
      const path = MODULE_LINE.exec(withoutComments(this.read(file) ?? ''))?.[1]
      found = path ? { dir, path } : null
    } else if (dir) {
      found = this.moduleFor(dirOf(dir))
    }
    this.moduleByDir.set(dir, found)
    return found
  }
}

/** The import paths of a Go file: single imports and import blocks. */
export function importPaths(text: string): string[] {
  const clean = withoutComments(text)
  const out: string[] = []
  for (const match of clean.matchAll(SINGLE_IMPORT)) out.push(match[1]!)
  for (const block of clean.matchAll(IMPORT_BLOCK)) {
    for (const entry of block[1]!.matchAll(BLOCK_ENTRY)) out.push(entry[1]!)
  }
  return out
}

/** Comments blanked, so a commented-out import or package clause does not count. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '')
}

function dirOf(path: string): string {
  const dir = posix.dirname(path)
  return dir === '.' ? '' : dir
}
