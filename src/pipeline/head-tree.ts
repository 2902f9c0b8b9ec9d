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

/**
 * A head tree known only through an API (workflow_run: GitHub's git trees and blobs at the head
 * commit, the fork's code never checked out): a listing with sizes, and a way to fetch one file.
 */
export interface RemoteHeadTree {
  kind: 'remote'
  /** For notices: `head commit (GitHub API)`. */
  label: string
  files: readonly { path: string; size: number }[]
  /** The API stopped listing at its own limit. */
  truncated: boolean
  /** A file's bytes; throws when the API refuses, which ends the fetching with a notice. */
  fetch(path: string): Promise<Buffer>
}

export type HeadTreeSource = HeadTreeLocation | RemoteHeadTree

/** The listing the bounds keep: not ignored, not in a skipped folder, sorted, at most MAX_TREE_FILES. */
function boundedListing(
  paths: readonly string[],
  options: HeadTreeOptions,
): { files: string[]; truncated: boolean } {
  const ignored = ignoredPathMatcher(options.ignore, options.useDefaultIgnores)
  const listed = paths.filter(
    (path) => !ignored(path) && !path.split('/').some((segment) => SKIPPED_DIRS.has(segment)),
  )
  listed.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { files: listed.slice(0, MAX_TREE_FILES), truncated: listed.length > MAX_TREE_FILES }
}

/** Requests in flight at once while a remote tree is fetched. */
const REMOTE_CONCURRENCY = 8
/**
 * Most files fetched through the API, one request each: the review, its comments and the commit
 * status share the token's rate limit and the run's GitHub deadline with these requests, and
 * context must never cost the review itself (a large fork's tree is searched in part, said so).
 */
export const MAX_REMOTE_FILES = 400

/**
 * Reads a remote tree within the checkout's bounds, before the pure stage runs (its reader is
 * synchronous): a file over MAX_FILE_BYTES is not fetched, fetching stops at MAX_TREE_BYTES, and
 * bytes that look binary or generated are dropped. The first refusal stops all fetching; what
 * was not read is said in a notice, never an error: context only ever adds to a review.
 */
export async function openRemoteHeadTree(
  remote: RemoteHeadTree,
  options: HeadTreeOptions,
): Promise<TreeReader> {
  const sizes = new Map(remote.files.map((file) => [file.path, file.size]))
  const { files, truncated } = boundedListing([...sizes.keys()], options)
  const texts = new Map<string, string>()
  const wanted: string[] = []
  let budget = MAX_TREE_BYTES
  for (const path of files) {
    const size = sizes.get(path) ?? 0
    if (size > MAX_FILE_BYTES || size > budget) continue
    budget -= size
    wanted.push(path)
  }
  const capped = wanted.length > MAX_REMOTE_FILES ? wanted.length - MAX_REMOTE_FILES : 0
  wanted.length -= capped
  let refused: string | null = null
  let unread = 0
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < wanted.length) {
      const path = wanted[next++]!
      if (refused !== null) {
        unread += 1
        continue
      }
      try {
        const bytes = await remote.fetch(path)
        // The listing's size is the API's word; the bytes themselves are held to the bound too.
        const text = bytes.length > MAX_FILE_BYTES ? null : asText(bytes)
        if (text !== null) texts.set(path, text)
      } catch (error) {
        unread += 1
        refused ??= error instanceof Error ? error.message : String(error)
      }
    }
  }
  await Promise.all(Array.from({ length: REMOTE_CONCURRENCY }, worker))
  const notices: string[] = []
  if (remote.truncated)
    notices.push(
      `the ${remote.label} listing was truncated by GitHub: files it left out were not searched.`,
    )
  if (capped > 0)
    notices.push(
      `${capped} file(s) of the ${remote.label} past the first ${MAX_REMOTE_FILES} were not fetched (one API request each): they were not searched.`,
    )
  if (refused !== null)
    notices.push(
      `${unread} of ${wanted.length} file(s) of the ${remote.label} could not be read (${refused}): they were not searched.`,
    )
  return {
    label: remote.label,
    truncated,
    notices,
    files: () => files,
    read: (path) => texts.get(path) ?? null,
  }
}

export function openHeadTree(location: HeadTreeLocation, options: HeadTreeOptions): TreeReader {
  const { files, truncated } = boundedListing(location.tracked ?? walk(location.root), options)
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

/** A file's bytes as text, or null when they look binary or generated (never read as code). */
function asText(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8_000).includes(0)) return null
  const text = bytes.toString('utf8')
  if (GENERATED_MARK.test(text.slice(0, 1_000))) return null
  return text
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
      return asText(buffer.subarray(0, n))
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
