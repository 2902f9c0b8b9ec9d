import { posix } from 'node:path'
import { JS_SPECIFIER, JsResolver, pythonTargets } from '../evidence/import-coverage.js'
import { importPaths } from '../evidence/go-packages.js'
import { TsconfigPaths } from '../evidence/tsconfig-paths.js'
import { languageOf } from './languages.js'
import type { TreeReader } from './types.js'

/**
 * The head tree's import graph for JS/TS, Python and Go, with the evidence stage's resolvers
 * (relative specifiers, tsconfig `paths`, Python module paths, Go packages of the module), and
 * who imports a file directly and transitively.
 */
export interface ImportGraph {
  /** File → the files that import it, sorted. */
  importers: Map<string, string[]>
  notices: string[]
}

export function buildImportGraph(reader: TreeReader): ImportGraph {
  const files = reader.files()
  const known = new Set(files)
  const exists = (path: string) => known.has(path)
  const read = (path: string) => reader.read(path)
  const notices: string[] = []
  const js = new JsResolver(new TsconfigPaths(read, exists, notices), exists)
  const go = new GoModules(files, read)
  const importers = new Map<string, Set<string>>()
  for (const path of files) {
    const language = languageOf(path)
    if (language === null || language === 'java') continue
    const text = reader.read(path)
    if (text === null) continue
    const targets =
      language === 'python'
        ? pythonTargets(path, text, exists)
        : language === 'go'
          ? go.targets(path, text)
          : js.targets(path, text, JS_SPECIFIER)
    for (const target of targets) {
      if (target === path) continue
      const set = importers.get(target)
      if (set) set.add(path)
      else importers.set(target, new Set([path]))
    }
  }
  const sorted = new Map<string, string[]>()
  for (const [target, set] of importers) sorted.set(target, [...set].sort())
  return { importers: sorted, notices }
}

/** Direct importers and the count of every file that reaches `path` through imports. */
export function blastRadius(
  graph: ImportGraph,
  path: string,
): { direct: string[]; transitive: number } {
  const direct = graph.importers.get(path) ?? []
  const seen = new Set<string>([path])
  const queue = [...direct]
  for (const file of direct) seen.add(file)
  while (queue.length > 0) {
    const file = queue.pop()!
    for (const importer of graph.importers.get(file) ?? []) {
      if (seen.has(importer)) continue
      seen.add(importer)
      queue.push(importer)
    }
  }
  return { direct, transitive: seen.size - 1 }
}

/** Go: an import path of the module → the package's `.go` files (tests excluded). */
class GoModules {
  private readonly byDir = new Map<string, string[]>()
  private readonly mods: { dir: string; path: string }[] = []

  constructor(files: readonly string[], read: (path: string) => string | null) {
    for (const file of files) {
      if (file === 'go.mod' || file.endsWith('/go.mod')) {
        const module = /^\s*module\s+"?([^\s"]+)"?/m.exec(read(file) ?? '')?.[1]
        if (module) this.mods.push({ dir: dirOf(file), path: module })
      } else if (file.endsWith('.go') && !file.endsWith('_test.go')) {
        const dir = dirOf(file)
        const list = this.byDir.get(dir)
        if (list) list.push(file)
        else this.byDir.set(dir, [file])
      }
    }
    // The deepest module first: a nested go.mod owns its folder.
    this.mods.sort((a, b) => b.dir.length - a.dir.length)
  }

  targets(file: string, text: string): string[] {
    const dir = dirOf(file)
    const module = this.mods.find(
      (m) => m.dir === '' || dir === m.dir || dir.startsWith(`${m.dir}/`),
    )
    if (!module) return []
    const out: string[] = []
    for (const path of importPaths(text)) {
      if (path !== module.path && !path.startsWith(`${module.path}/`)) continue
      const rel = path.slice(module.path.length + 1)
      const pkgDir = module.dir ? (rel ? `${module.dir}/${rel}` : module.dir) : rel
      if (pkgDir !== dir) out.push(...(this.byDir.get(pkgDir) ?? []))
    }
    return out
  }
}

function dirOf(path: string): string {
  const dir = posix.dirname(path)
  return dir === '.' ? '' : dir
}
