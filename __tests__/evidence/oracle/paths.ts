/**
 * The path index as it was before its file lists moved into typed arrays over one joined string
 * (issue 25): Maps and Sets of strings. Frozen here as the oracle the property tests hold
 * `PathIndex` to; not used by the action.
 */
import {
  baseOf,
  extensionOf,
  isAbsolutePath,
  normalizeSlashes,
} from '../../../src/evidence/paths.js'

const MAX_CASE_FOLDED = 100

/** The workspace layouts of hosted, container and self-hosted GitHub runners. */
const RUNNER_ROOTS: RegExp[] = [
  /^\/home\/runner\/work\/[^/]+\/[^/]+\/(.+)$/,
  /^\/Users\/runner\/work\/[^/]+\/[^/]+\/(.+)$/,
  /^[A-Za-z]:\/a\/[^/]+\/[^/]+\/(.+)$/,
  /^\/__w\/[^/]+\/[^/]+\/(.+)$/,
  /^\/github\/workspace\/(.+)$/,
  /^(?:[A-Za-z]:)?\/(?:[^/]+\/)*_work\/[^/]+\/[^/]+\/(.+)$/,
]

function stripExtension(path: string): string {
  const ext = extensionOf(path)
  return ext ? path.slice(0, path.length - ext.length - 1) : path
}

interface TouchedIndexes {
  /** Lower-cased touched path → the touched files it is (several when only case tells them apart). */
  byLower: Map<string, string[]>
  /** Each lower-cased tail after a slash (and the whole path) → the touched files ending so. */
  byLowerTail: Map<string, string[]>
  /** `a`, `a/b`, … for every touched file's directory `a/b/…`: how near the change a path is. */
  dirPrefixes: Set<string>
}

/** The files we know, indexed by base name and by extension-less base name. */
export class OraclePathIndex {
  private readonly known = new Set<string>()
  private readonly byBase = new Map<string, string[]>()
  private readonly byStemBase = new Map<string, string[]>()
  /**
   * Indexes of the touched files that only the rarer lookups need (case folding, ties between
   * candidates): built on first use, so a run whose report paths resolve directly never pays.
   */
  private touchedIndexes: TouchedIndexes | null = null
  private readonly root: string | null
  /**
   * Report paths that named a touched file only when letter case is ignored (a report written on
   * a case-insensitive file system), each with the touched file it was taken as.
   */
  readonly caseFolded = new Map<string, string>()

  constructor(
    readonly touched: ReadonlySet<string>,
    repoFiles: Iterable<string> = [],
    /** The local absolute repository root, when reports were written on this machine. */
    repoRoot: string | null = null,
  ) {
    this.root = repoRoot ? (normalizeSlashes(repoRoot) ?? null) : null
    for (const file of touched) this.add(file)
    for (const file of repoFiles) this.add(file)
  }

  private indexes(): TouchedIndexes {
    if (this.touchedIndexes) return this.touchedIndexes
    const indexes: TouchedIndexes = {
      byLower: new Map(),
      byLowerTail: new Map(),
      dirPrefixes: new Set(),
    }
    for (const file of this.touched) {
      const lower = file.toLowerCase()
      push(indexes.byLower, lower, file)
      for (const tail of tailsOf(lower)) push(indexes.byLowerTail, tail, file)
      const dirs = file.split('/').slice(0, -1)
      for (let n = 1; n <= dirs.length; n++) indexes.dirPrefixes.add(dirs.slice(0, n).join('/'))
    }
    this.touchedIndexes = indexes
    return indexes
  }

  private add(file: string): void {
    if (this.known.has(file)) return
    this.known.add(file)
    const base = baseOf(file)
    push(this.byBase, base, file)
    // stripExtension(base) without lower-casing the extension it drops.
    const dot = base.lastIndexOf('.')
    push(this.byStemBase, dot > 0 && dot < base.length - 1 ? base.slice(0, dot) : base, file)
  }

  has(path: string): boolean {
    return this.known.has(path)
  }

  /**
   * The repository path a report path names: exact, after stripping a runner's workspace root,
   * or by the longest known file it ends with. A relative path no known file matches is taken as
   * repository-relative; a foreign absolute path nothing matches is null (unknown).
   * `prefer` breaks ties between several known files (e.g. the directory of a Go package).
   */
  resolve(raw: string, prefer?: (candidate: string) => boolean): string | null {
    const path = normalizeSlashes(raw)
    if (path === null) return null
    if (!isAbsolutePath(path)) {
      if (path.startsWith('../')) return null
      return this.resolveRelative(path, prefer) ?? this.foldCase(path, false) ?? path
    }
    const local =
      this.root && path.startsWith(this.root + '/') ? path.slice(this.root.length + 1) : null
    const stripped = local ?? stripRunnerRoot(path)
    if (stripped !== null)
      return this.resolveRelative(stripped, prefer) ?? this.foldCase(stripped, false) ?? stripped
    // An unknown machine's layout: the longest known path it ends with.
    const candidates = tailsOf(path)
      .slice(1)
      .filter((tail) => this.known.has(tail))
    return this.pick(candidates, prefer, 'longest') ?? this.foldCase(path, true)
  }

  /**
   * The one touched file `path` names when letter case is ignored (exactly or as its end, like
   * the exact-case rules); null when none or several do.
   */
  private foldCase(path: string, absolute: boolean): string | null {
    const lower = path.toLowerCase()
    const { byLower, byLowerTail } = this.indexes()
    // Relative: touched files that are the path or end with it; absolute: those it ends with.
    const hits = absolute
      ? tailsOf(lower)
          .slice(1)
          .flatMap((tail) => byLower.get(tail) ?? [])
      : (byLowerTail.get(lower) ?? [])
    if (hits.length !== 1) return null
    const touched = hits[0]!
    if (this.caseFolded.size < MAX_CASE_FOLDED) this.caseFolded.set(path, touched)
    return touched
  }

  private resolveRelative(path: string, prefer?: (candidate: string) => boolean): string | null {
    if (this.known.has(path)) return path
    const candidates = (this.byBase.get(baseOf(path)) ?? []).filter((k) => k.endsWith('/' + path))
    return this.pick(candidates, prefer, 'shortest')
  }

  /** Known files whose extension-less path ends with `stem` (a dotted class name as a path). */
  resolveStem(stem: string, prefer?: (candidate: string) => boolean): string | null {
    const candidates = (this.byStemBase.get(baseOf(stem)) ?? []).filter((k) => {
      const s = stripExtension(k)
      return s === stem || s.endsWith('/' + stem)
    })
    return this.pick(candidates, prefer, 'shortest')
  }

  private pick(
    candidates: string[],
    prefer: ((candidate: string) => boolean) | undefined,
    order: 'longest' | 'shortest',
  ): string | null {
    if (candidates.length === 0) return null
    if (candidates.length === 1) return candidates[0]!
    const touched = this.touched
    const rank = (c: string) => (prefer?.(c) ? 0 : 2) + (touched.has(c) ? 0 : 1)
    // In a monorepo the same relative name exists in several packages: the one nearest the change.
    const near = new Map(candidates.map((c) => [c, this.nearness(c)]))
    return [...candidates].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        near.get(b)! - near.get(a)! ||
        (order === 'longest' ? b.length - a.length : a.length - b.length) ||
        (a < b ? -1 : a > b ? 1 : 0),
    )[0]!
  }

  /** Most leading directories `path` shares with a touched file. */
  private nearness(path: string): number {
    const dirs = path.split('/').slice(0, -1)
    const prefixes = this.indexes().dirPrefixes
    let n = 0
    while (n < dirs.length && prefixes.has(dirs.slice(0, n + 1).join('/'))) n++
    return n
  }
}

/** `a/b/c`, `b/c`, `c`: the path and each tail after a slash, longest first. */
function tailsOf(path: string): string[] {
  const tails = [path]
  for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1))
    tails.push(path.slice(slash + 1))
  return tails
}

function stripRunnerRoot(path: string): string | null {
  for (const pattern of RUNNER_ROOTS) {
    const match = pattern.exec(path)
    if (match) return match[1]!
  }
  return null
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
