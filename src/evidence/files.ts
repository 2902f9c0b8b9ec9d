import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import picomatch from 'picomatch'
import { InputError } from '../errors.js'
import { isCodePath } from './paths.js'

/**
 * The repository's files as evidence needs them (I/O edge): report globs expanded relative to the
 * repository root, and a listing of the code files that reports may name. Walks never follow a
 * symbolic link they meet (a committed link could point anywhere) and stop at a bounded number of
 * entries. A link on a glob's base folder (`reports` in `reports/*.xml`, or a folder above it) is
 * followed, as the system resolves the path: the report files found through it are judged by
 * trackedReports, which refuses them unless the link is provably not the pull request's.
 */

/** Never walked: version control and installed dependencies. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules'])
/** Also skipped when listing code: build output, caches and vendored code hold no tests of ours. */
const NOT_OUR_CODE = new Set([
  ...ALWAYS_SKIPPED,
  'vendor', '.venv', 'venv', '__pycache__', '.tox', 'target', 'build', 'dist', 'out', 'bin', 'obj',
  '.gradle', 'coverage', '.next', '.nuxt', '.review-gate', '.cache',
]) // prettier-ignore

export const MAX_WALK_ENTRIES = 200_000

export interface GlobMatch {
  glob: string
  /** Repository-relative, sorted. */
  files: string[]
}

export interface Listing {
  files: string[]
  /** True when the walk stopped at its bound. */
  truncated: boolean
}

/** Each glob's matching regular files, relative to `root`. Globs must stay inside the root. */
export async function expandGlobs(
  root: string,
  globs: readonly string[],
  where = 'evidence.reports',
): Promise<GlobMatch[]> {
  const out: GlobMatch[] = []
  for (const raw of globs) {
    const glob = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '')
    if (glob === '') continue
    if (glob.startsWith('/') || /^[A-Za-z]:\//.test(glob) || glob.split('/').includes('..')) {
      throw new InputError(
        `report glob "${raw}" must be relative to the repository root, without ".."`,
        where,
      )
    }
    const scan = picomatch.scan(glob)
    const isMatch = picomatch(glob, { dot: true })
    const base = scan.isGlob ? scan.base : dirnameOf(glob)
    const { files } = await walk(root, base, ALWAYS_SKIPPED, (path) => isMatch(path))
    out.push({ glob: raw, files })
  }
  return out
}

/** The repository's code files (for resolving the paths reports print), bounded. */
export async function listCodeFiles(root: string, maxEntries = MAX_WALK_ENTRIES): Promise<Listing> {
  return walk(root, '', NOT_OUR_CODE, isCodePath, maxEntries)
}

async function walk(
  root: string,
  base: string,
  skip: ReadonlySet<string>,
  keep: (path: string) => boolean,
  maxEntries = MAX_WALK_ENTRIES,
): Promise<Listing> {
  const files: string[] = []
  const pending: string[] = [base]
  let seen = 0
  while (pending.length > 0) {
    const dir = pending.pop()!
    let entries
    try {
      entries = await readdir(dir === '' ? root : join(root, dir), { withFileTypes: true })
    } catch {
      // A base that does not exist (or is unreadable) simply matches nothing.
      continue
    }
    for (const entry of entries) {
      if (++seen > maxEntries) return { files: files.sort(), truncated: true }
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) pending.push(path)
      } else if (entry.isFile() && keep(path)) {
        files.push(path)
      }
    }
  }
  return { files: files.sort(), truncated: false }
}

function dirnameOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}
