import { lstat, readlink, realpath } from 'node:fs/promises'
import { dirname, isAbsolute, join, parse, relative, sep } from 'node:path'
import { Git } from '../git/git.js'

/**
 * Report files the pull request could have supplied, each with why it is refused (a sentence
 * naming it): a file git tracks at the head (the pull request wrote it, not this run's tests: a
 * `reports/junit.xml` committed green, read when the test step died before writing its own), and
 * a file reached through a symbolic link the walk followed (the report glob's folder, or one
 * above it), unless the link is provably not the pull request's. Such a report is refused when
 * any link on its path is tracked (a committed `reports -> fixtures` chose what is read), when
 * its real path is a tracked file (a link the test run made still reads committed content), and
 * when its real path leaves the repository (git cannot vouch for it). One `git ls-files` per
 * folder the real paths sit in and per link. A checkout git cannot answer for (a case directory,
 * an unpacked artifact: no repository) has no tracked files to refuse; a link out of it is
 * refused all the same.
 */
export async function trackedReports(
  repoRoot: string,
  files: readonly string[],
  git = 'git',
): Promise<Map<string, string>> {
  const refused = new Map<string, string>()
  if (files.length === 0) return refused
  let realRoot: string
  try {
    realRoot = await realpath(repoRoot)
  } catch {
    realRoot = repoRoot
  }
  // Each file's real path and the links on its way, repository-relative (link-free) where inside.
  const resolved = new Map<string, { real: string; links: string[] }>()
  const asked = new Set<string>()
  for (const file of files) {
    let path: Resolved
    try {
      path = await resolveLinks(realRoot, file)
    } catch (err) {
      refused.set(
        file,
        `${file} cannot be resolved (${(err as NodeJS.ErrnoException).code ?? err}): git cannot show the pull request did not write it`,
      )
      continue
    }
    const real = inside(realRoot, path.real)
    if (real === null) {
      refused.set(
        file,
        `${file} resolves through a symbolic link to ${path.real}, outside the repository: git cannot show the pull request did not write it`,
      )
      continue
    }
    const links = path.links.map((l) => inside(realRoot, l)).filter((l): l is string => l !== null)
    resolved.set(file, { real, links })
    asked.add(dirname(real))
    for (const link of links) asked.add(link)
  }

  const tracked = new Set<string>()
  const client = new Git(repoRoot, git)
  const answered = new Set<string>()
  let failure: string | null = null
  for (const path of [...asked].sort()) {
    let listed: Awaited<ReturnType<Git['lsFiles']>>
    try {
      listed = await client.lsFiles(path)
    } catch (err) {
      failure = `git could not be run (${(err as Error).message.split('\n', 1)[0]})`
      break
    }
    if (listed.exitCode !== 0) {
      failure = `git ls-files exited ${listed.exitCode} (${listed.stderr.trim().split('\n', 1)[0] ?? ''})`
      break
    }
    answered.add(path)
    for (const file of listed.files) tracked.add(file)
  }
  // No repository at all (a case directory, an unpacked artifact) has nothing to refuse. In a
  // repository git failed on partway, or could not read at all (a checkout owned by another
  // user), a report whose folder or links went unlisted proves nothing: it is refused, not read.
  if (failure !== null && (answered.size > 0 || (await isRepository(realRoot)))) {
    for (const [file, { real, links }] of resolved) {
      if ([dirname(real), ...links].every((path) => answered.has(path))) continue
      refused.set(
        file,
        `${file} could not be checked against what git tracks (${failure}): nothing shows the pull request did not write it`,
      )
      resolved.delete(file)
    }
  }

  for (const [file, { real, links }] of resolved) {
    const link = links.find((l) => tracked.has(l))
    if (link !== undefined) {
      refused.set(
        file,
        `${file} is reached through ${link}, a symbolic link tracked by git at the head: the pull request chose what it reads, not this run's tests`,
      )
    } else if (tracked.has(real)) {
      refused.set(
        file,
        real === file
          ? `${file} is tracked by git at the head: the pull request wrote it, not this run's tests`
          : `${file} resolves through a symbolic link to ${real}, which is tracked by git at the head: the pull request wrote it, not this run's tests`,
      )
    }
  }
  return new Map([...refused].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** Whether `root` is a git checkout (a `.git` folder, or the file a worktree has). */
async function isRepository(root: string): Promise<boolean> {
  try {
    await lstat(join(root, '.git'))
    return true
  } catch {
    return false
  }
}

interface Resolved {
  /** The file's absolute path with no link on it. */
  real: string
  /** Every link met on the way (a chain's links too), each at its own link-free location. */
  links: string[]
}

const MAX_LINK_HOPS = 40

/**
 * `realRoot/file` resolved one component at a time, as the system resolves it when the report
 * is opened, recording each symbolic link met (realpath would hide a link in a chain).
 */
async function resolveLinks(realRoot: string, file: string): Promise<Resolved> {
  const links: string[] = []
  let current = realRoot
  let todo = file.split('/')
  let hops = 0
  while (todo.length > 0) {
    const part = todo.shift()!
    if (part === '' || part === '.') continue
    if (part === '..') {
      current = dirname(current)
      continue
    }
    const next = join(current, part)
    const info = await lstat(next)
    if (!info.isSymbolicLink()) {
      current = next
      continue
    }
    if (++hops > MAX_LINK_HOPS) throw Object.assign(new Error('too many links'), { code: 'ELOOP' })
    links.push(next)
    const target = await readlink(next)
    if (isAbsolute(target)) {
      const root = parse(target).root
      current = root
      todo = [...splitPath(target.slice(root.length)), ...todo]
    } else {
      todo = [...splitPath(target), ...todo]
    }
  }
  return { real: current, links }
}

function splitPath(path: string): string[] {
  return sep === '/' ? path.split('/') : path.split(/[\\/]/)
}

/** `path` relative to `root` with forward slashes, or null when it is not below the root. */
function inside(root: string, path: string): string | null {
  const rel = relative(root, path)
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null
  return rel.split(sep).join('/')
}
