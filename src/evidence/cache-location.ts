import { Git } from '../git/git.js'
import { lstat, realpath } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { InputError } from '../errors.js'

/**
 * Where the test cache may live (I/O edge). A pull request controls its checkout: an entry it
 * committed, or a link it committed pointing at one, would be a forged green result. So a cache
 * file is used only when nothing on its path came from the checkout: the cache directory and the
 * entry are not symbolic links, no existing component between the checkout root and the entry is
 * one when the directory lies inside the checkout, the real location does not lead into the
 * checkout through a link, and inside the checkout git tracks nothing there (a checkout that is
 * no git repository cannot show that, so it is refused too).
 */

export type CacheLocation = { ok: true; file: string } | { ok: false; file: string; reason: string }

export interface CacheLocationInput {
  /** The checkout (or case directory). */
  repoRoot: string
  /** Absolute cache directory. */
  cacheDir: string
  /**
   * The entry's path below `cacheDir`, `/`-separated: each cache keeps its entries in a folder of
   * its own (`tests/<key>.json`, `replies/<key>.json`) under the same rules.
   */
  entry: string
  /** The git executable; default `git` on PATH. */
  git?: string
}

export async function checkCacheLocation(input: CacheLocationInput): Promise<CacheLocation> {
  if (!isAbsolute(input.cacheDir))
    throw new InputError(`"${input.cacheDir}" is not an absolute path`, 'the test cache directory')
  const root = resolve(input.repoRoot)
  const dir = resolve(input.cacheDir)
  const entry = input.entry
  if (entry.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`internal: "${entry}" is not a plain path below the cache directory`)
  const file = join(dir, ...entry.split('/'))
  const refuse = (reason: string): CacheLocation => ({ ok: false, file, reason })

  const inside = within(root, dir)
  // Inside the checkout every component counts; outside it, only what the cache itself owns.
  const components = inside ? componentsBelow(root, file) : [dir, ...componentsBelow(dir, file)]
  for (const path of components) {
    const info = await lstatOrNull(path)
    if (info === 'unreadable') return refuse(`${path} cannot be inspected`)
    if (info === null) break
    if (info.isSymbolicLink()) return refuse(`${path} is a symbolic link`)
    if (path === file ? !info.isFile() : !info.isDirectory())
      return refuse(`${path} is not a ${path === file ? 'regular file' : 'directory'}`)
  }
  if (!inside) {
    const [realRoot, realDir] = await Promise.all([realpathOrNull(root), realExisting(dir)])
    if (realRoot !== null && within(realRoot, realDir))
      return refuse(`${dir} leads into the checkout through a symbolic link`)
    return { ok: true, file }
  }
  const tracked = await trackedBelow(root, dir, input.git ?? 'git')
  if (tracked !== null) return refuse(tracked)
  return { ok: true, file }
}

function within(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Each path from just below `root` down to `path`, outermost first. */
function componentsBelow(root: string, path: string): string[] {
  const out: string[] = []
  let current = path
  while (current !== root && within(root, current)) {
    out.unshift(current)
    current = dirname(current)
  }
  return out
}

async function lstatOrNull(path: string) {
  try {
    return await lstat(path)
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? null : ('unreadable' as const)
  }
}

async function realpathOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path)
  } catch {
    return null
  }
}

/** The real path of the deepest existing ancestor, with the rest appended. */
async function realExisting(path: string): Promise<string> {
  const rest: string[] = []
  let current = path
  for (;;) {
    const real = await realpathOrNull(current)
    if (real !== null) return rest.length ? join(real, ...rest.reverse()) : real
    const parent = dirname(current)
    if (parent === current) return path
    rest.push(current.slice(parent.length).replace(/^[\\/]+/, ''))
    current = parent
  }
}

/** Why the checkout's git cannot vouch for `dir`, or null when git tracks nothing there. */
async function trackedBelow(root: string, dir: string, git: string): Promise<string | null> {
  const rel = relative(root, dir).split(sep).join('/') || '.'
  let listed: Awaited<ReturnType<Git['lsFiles']>>
  try {
    listed = await new Git(root, git).lsFiles(rel)
  } catch (err) {
    return `${dir} is inside the checkout and git cannot say it is untracked (${(err as Error).message})`
  }
  if (listed.exitCode !== 0) {
    const why = listed.stderr.trim().split('\n')[0] ?? `exit ${listed.exitCode}`
    return `${dir} is inside the checkout and git cannot say it is untracked (${why.slice(0, 200)})`
  }
  const first = listed.files[0]
  return first === undefined ? null : `${first} is tracked by git: the pull request controls it`
}
