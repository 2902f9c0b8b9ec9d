import { closeSync, lstatSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs'
import { join, sep } from 'node:path'
import type { TreeReader } from '../context/types.js'
import { ignoredPathMatcher } from '../diff/ignore.js'
import type { Git } from '../git/git.js'

/**
 * The head tree as files on disk (I/O edge of the context stage): a checkout at the head, or a
 * case's `tree/`. Files are read as data, never run. Bounded: at most MAX_TREE_FILES listed, a
 * file over MAX_FILE_BYTES or one that looks binary or generated is not read, and reading stops
 * at MAX_TREE_BYTES in all. Symbolic links are never followed (a committed link could point at
 * the runner's secrets), nor is a path whose real location leaves the root.
 */

export const MAX_TREE_FILES = 20_000
export const MAX_FILE_BYTES = 256 * 1024
export const MAX_TREE_BYTES = 64 * 1024 * 1024
/** Never walked in a tree folder: version control, dependencies, build output, caches. */
const SKIPPED_DIRS = new Set([
  '.git', 'node_modules', 'vendor', '.venv', 'venv', '__pycache__', '.tox', 'target', 'build',
  'dist', 'out', 'bin', 'obj', '.gradle', 'coverage', '.next', '.nuxt', '.review-gate', '.cache',
]) // prettier-ignore
const GENERATED_MARK = /@generated\b|\bDO NOT EDIT\b|\bauto-generated\b/i

/** Where a head tree is, as a source knows it. */
export interface HeadTreeLocation {
  root: string
  /** For notices: `checkout`, `case tree/`. */
  label: string
  /** The tracked files (git ls-files), or null to walk the folder. */
  tracked: string[] | null
}

export interface HeadTreeOptions {
  /** The config's ignore globs and whether the defaults apply: those files are never read. */
  ignore: readonly string[]
  useDefaultIgnores: boolean
}

export function openHeadTree(location: HeadTreeLocation, options: HeadTreeOptions): TreeReader {
  const ignored = ignoredPathMatcher(options.ignore, options.useDefaultIgnores)
  const listed = (location.tracked ?? walk(location.root)).filter(
    (path) => !ignored(path) && !path.split('/').some((segment) => SKIPPED_DIRS.has(segment)),
  )
  listed.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const truncated = listed.length > MAX_TREE_FILES
  const files = listed.slice(0, MAX_TREE_FILES)
  const known = new Set(files)
  const cache = new Map<string, string | null>()
  let rootReal: string | null = null
  let budget = MAX_TREE_BYTES
  return {
    label: location.label,
    truncated,
    files: () => files,
    read(path) {
      if (!known.has(path)) return null
      const cached = cache.get(path)
      if (cached !== undefined) return cached
      rootReal ??= realpathSync(location.root)
      const text = budget > 0 ? readFile(rootReal, path) : null
      if (text !== null) budget -= text.length
      cache.set(path, text)
      return text
    },
  }
}

function readFile(root: string, path: string): string | null {
  const full = join(root, path)
  try {
    const stat = lstatSync(full)
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return null
    const real = realpathSync(full)
    if (!real.startsWith(root + sep)) return null
    const fd = openSync(real, 'r')
    try {
      const buffer = Buffer.alloc(stat.size)
      const n = readSync(fd, buffer, 0, stat.size, 0)
      const bytes = buffer.subarray(0, n)
      if (bytes.subarray(0, 8_000).includes(0)) return null
      const text = bytes.toString('utf8')
      if (GENERATED_MARK.test(text.slice(0, 1_000))) return null
      return text
    } finally {
      closeSync(fd)
    }
  } catch {
    return null
  }
}

function walk(root: string): string[] {
  const out: string[] = []
  const pending = ['']
  let seen = 0
  while (pending.length > 0) {
    const dir = pending.pop()!
    let entries
    try {
      entries = readdirSync(dir === '' ? root : join(root, dir), { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (++seen > MAX_TREE_FILES * 4) return out
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) pending.push(path)
      } else if (entry.isFile()) out.push(path)
    }
  }
  return out
}

/**
 * A git checkout's tree when it is the head under review (HEAD is the head commit, or the merge
 * commit GitHub builds for a pull request, whose second parent is the head); null otherwise, with
 * why: a tree of another commit would show the reviewer code that is not the change's.
 */
export async function checkoutAtHead(
  git: Git,
  head: string,
  label = 'checkout',
): Promise<{ location: HeadTreeLocation | null; note: string | null }> {
  const at = (await git.run(['rev-parse', 'HEAD'])).stdout.toString('utf8').trim()
  const second = (await git.run(['rev-parse', '--verify', '--quiet', 'HEAD^2'])).stdout
    .toString('utf8')
    .trim()
  // No checkout at all (no git history here): nothing to say beyond the payload's own line.
  if (at === '') return { location: null, note: null }
  if (at !== head && second !== head) {
    return {
      location: null,
      note: `no repository context: the ${label} is at ${at.slice(0, 7)}, not at the head ${head.slice(0, 7)}`,
    }
  }
  const listing = await git.lsFiles('.')
  if (listing.exitCode !== 0)
    return { location: null, note: `no repository context: git ls-files failed in the ${label}` }
  return { location: { root: git.cwd, label, tracked: listing.files }, note: null }
}
