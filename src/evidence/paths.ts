/**
 * Report paths → repository paths. Reports are written on another machine, often from another
 * directory: absolute runner paths (`/home/runner/work/repo/repo/src/a.ts`, `D:\a\repo\repo\...`,
 * container and self-hosted layouts), paths relative to a package or a test directory,
 * backslashes, `file://` URLs, bare file names in stack frames. A `PathIndex` of the files we know
 * (the touched files, and the repository's files when the caller walked them) resolves them.
 */

import { KnownFiles } from './known-files.js'

/** Directories that hold other people's code: a frame there never names a file of this repo. */
const FOREIGN_DIRS =
  /(^|\/)(node_modules|site-packages|dist-packages|\.cargo|pkg\/mod|<frozen [^>]*>)(\/|$)/

/** The workspace layouts of hosted, container and self-hosted GitHub runners. */
const RUNNER_ROOTS: RegExp[] = [
  /^\/home\/runner\/work\/[^/]+\/[^/]+\/(.+)$/,
  /^\/Users\/runner\/work\/[^/]+\/[^/]+\/(.+)$/,
  /^[A-Za-z]:\/a\/[^/]+\/[^/]+\/(.+)$/,
  /^\/__w\/[^/]+\/[^/]+\/(.+)$/,
  /^\/github\/workspace\/(.+)$/,
  /^(?:[A-Za-z]:)?\/(?:[^/]+\/)*_work\/[^/]+\/[^/]+\/(.+)$/,
]

export const CODE_EXTENSIONS = [
  'js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'vue', 'svelte',
  'py', 'go', 'java', 'kt', 'scala', 'groovy', 'rb', 'php', 'cs', 'fs', 'vb',
  'swift', 'rs', 'c', 'cc', 'cpp', 'cxx', 'h', 'hpp', 'm', 'mm', 'dart', 'ex', 'exs', 'lua',
] // prettier-ignore

const CODE_EXT_SET = new Set(CODE_EXTENSIONS)
const MAX_CASE_FOLDED = 100

/**
 * A path normalizeSlashes would return unchanged: non-empty segments of characters other than
 * whitespace, `\\` and `/`, none of them `.` or `..`, at most one leading slash, no trailing one,
 * and not starting with a drive (`C:`) or `file:` that the slow path rewrites.
 */
const CLEAN_PATH =
  /^(?![A-Za-z]:|\/[A-Za-z]:|file:)\/?(?!\.\.?(?:\/|$))[^\s\\/]+(?:\/(?!\.\.?(?:\/|$))[^\s\\/]+)*$/i

/** Forward slashes, no `file://`, no `.` segments, `..` folded; null when nothing is left. */
export function normalizeSlashes(raw: string): string | null {
  // Most report paths are already clean (`src/a/b.ts`, `/home/runner/…/b.ts`): one test says so.
  if (raw.length <= 4096 && CLEAN_PATH.test(raw)) return raw
  return normalizeSlashesSlowly(raw)
}

/** normalizeSlashes without the shortcut for clean paths (tests hold the two equal). */
export function normalizeSlashesSlowly(raw: string): string | null {
  let path = raw.trim()
  if (path === '' || path.length > 4096) return null
  path = path.replace(/^file:\/\/(?:localhost)?/i, '')
  path = path.replace(/\\/g, '/')
  // `file:///C:/x` leaves `/C:/x`.
  if (/^\/[A-Za-z]:\//.test(path)) path = path.slice(1)
  const absolute = path.startsWith('/')
  const drive = /^[A-Za-z]:\//.exec(path)?.[0] ?? ''
  const body = drive ? path.slice(drive.length) : path
  const out: string[] = []
  for (const segment of body.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop()
      else if (!absolute && !drive) out.push('..')
      continue
    }
    out.push(segment)
  }
  if (out.length === 0) return null
  return (drive || (absolute ? '/' : '')) + out.join('/')
}

export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:\//.test(path)
}

export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}

export function baseOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

interface TouchedIndexes {
  /** Lower-cased touched path → the touched files it is (several when only case tells them apart). */
  byLower: Map<string, string[]>
  /** Each lower-cased tail after a slash (and the whole path) → the touched files ending so. */
  byLowerTail: Map<string, string[]>
  /** `a`, `a/b`, … for every touched file's directory `a/b/…`: how near the change a path is. */
  dirPrefixes: Set<string>
}

/** The files we know, indexed by path, base name and extension-less base name. */
export class PathIndex {
  private readonly known: KnownFiles
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
    // The touched files, then the repository's: spread into one array, which the Set in
    // KnownFiles reads natively (a generator resumed per file cost a millisecond per 10,000).
    this.known = new KnownFiles([...touched, ...repoFiles])
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
    return this.pick(this.known.endingWith(baseOf(path), path), prefer, 'shortest')
  }

  /** Known files whose extension-less path ends with `stem` (a dotted class name as a path). */
  resolveStem(stem: string, prefer?: (candidate: string) => boolean): string | null {
    return this.pick(this.known.withStem(stem, baseOf(stem)), prefer, 'shortest')
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

export interface Frame {
  /** The path as the trace wrote it (normalized slashes), not yet resolved. */
  path: string
  line: number | null
}

const MAX_FRAMES = 40
const TOKEN_SPLIT = /[\s()"'`,<>[\]{}|]+/
const LOCATION = new RegExp(
  `^(.*?\\.(?:${CODE_EXTENSIONS.join('|')}))(?::line)?(?::(\\d{1,7}))?(?::\\d+)*:?$`,
)

/**
 * File locations in a failure's message and trace: `path.ext:12`, `(File.java:15)`,
 * `in /x/File.cs:line 21`, `File "/x/a.py", line 5`, `file:///x/a.mjs:3:9`. Frames in
 * dependency directories are dropped.
 */
export function extractFrames(text: string | null): Frame[] {
  if (!text) return []
  const tokens = text.slice(0, 20_000).split(TOKEN_SPLIT)
  const frames: Frame[] = []
  const seen = new Set<string>()
  for (let i = 0; i < tokens.length && frames.length < MAX_FRAMES; i++) {
    const token = tokens[i]!
    if (token.length < 3 || token.length > 1000 || !token.includes('.')) continue
    // Cheap test first: a location has `:line`, or its line number follows as `line N`.
    if (!token.includes(':') && tokens[i + 1] !== 'line') continue
    const match = LOCATION.exec(token.replace(/^file:\/\/(?:localhost)?/i, ''))
    if (!match) continue
    const path = normalizeSlashes(match[1]!)
    if (!path || FOREIGN_DIRS.test(path) || path.startsWith('node:')) continue
    let line = match[2] ? Number(match[2]) : null
    // `X.cs:line 21` and Python's `File "x.py", line 5` put the number in a later token.
    if (line === null) {
      const next = tokens[i + 1] === 'line' ? tokens[i + 2] : tokens[i + 1]
      if (token.endsWith(':line') || tokens[i + 1] === 'line') {
        if (next && /^\d{1,7}:?$/.test(next)) line = Number(next.replace(':', ''))
      }
    }
    if (line === 0) line = null
    const key = `${path}:${line}`
    if (seen.has(key)) continue
    seen.add(key)
    frames.push({ path, line })
  }
  return frames
}

export function isCodePath(path: string): boolean {
  return CODE_EXT_SET.has(extensionOf(path))
}
