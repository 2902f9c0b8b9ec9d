// The release gate the release workflow runs (and a maintainer can run locally before pushing a
// tag): `node scripts/release-check.mjs <version> [--notes-file <path>]`. A release ships
// dist/ as committed at the tag, so every check is about that one commit: its version, its
// changelog entry, a dist/ that a fresh build reproduces byte for byte, and a tag on it.
// The functions are exported for the tests; the command line runs only when executed directly.
import { execFileSync } from 'node:child_process'
import { appendFileSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A check the release fails; the message says what to fix. */
export class ReleaseCheckError extends Error {
  name = 'ReleaseCheckError'
}

/** The command line itself was wrong (exit 2, with the usage). */
class UsageError extends ReleaseCheckError {}

const SEMVER_CORE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/
const RELEASE_HEADING = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\s*$/
const ANY_VERSION_HEADING = /^## \[?v?(\d+\.\d+\.\d+)\]?(.*)$/

/** `1.2.3` or `v1.2.3` → `1.2.3`; anything else (pre-releases included) is refused. */
export function parseReleaseVersion(input) {
  const version = String(input ?? '')
    .trim()
    .replace(/^v/, '')
  if (!SEMVER_CORE.test(version))
    throw new ReleaseCheckError(
      `version "${input}" is not semver X.Y.Z (three numbers without leading zeros, e.g. 1.4.0)`,
    )
  return version
}

function compareVersions(a, b) {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i]
  return 0
}

export function readPackageVersion(root) {
  const file = join(root, 'package.json')
  let manifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ReleaseCheckError(`package.json cannot be read: ${error.message}`)
  }
  if (typeof manifest.version !== 'string')
    throw new ReleaseCheckError('package.json has no "version" field')
  return manifest.version
}

export function checkPackageVersion(root, version) {
  const found = readPackageVersion(root)
  if (found !== version)
    throw new ReleaseCheckError(
      `package.json version is "${found}" but the release is "${version}": set "version" to "${version}" and commit`,
    )
}

function isCalendarDate(text) {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** The newest released version in a Keep a Changelog file (the first `## [X.Y.Z]` heading). */
export function newestReleasedVersion(changelog) {
  for (const line of changelog.split('\n')) {
    const match = RELEASE_HEADING.exec(line)
    if (match) return match[1]
  }
  return undefined
}

/**
 * The `## [version] - YYYY-MM-DD` section: its date and its notes (the text up to the next
 * second-level heading, without the link definitions Keep a Changelog puts at the end).
 */
export function findChangelogSection(changelog, version) {
  const lines = changelog.replace(/\r\n/g, '\n').split('\n')
  const starts = []
  for (const [index, line] of lines.entries()) {
    const match = ANY_VERSION_HEADING.exec(line)
    if (match && match[1] === version)
      starts.push({ index, line, release: RELEASE_HEADING.exec(line) })
  }
  const wanted = `"## [${version}] - YYYY-MM-DD"`
  if (starts.length === 0)
    throw new ReleaseCheckError(`CHANGELOG.md has no ${wanted} section: add the release's notes`)
  if (starts.length > 1)
    throw new ReleaseCheckError(
      `CHANGELOG.md has ${starts.length} sections for ${version} (lines ${starts.map((s) => s.index + 1).join(', ')}): keep one`,
    )
  const [{ index, line, release }] = starts
  if (!release)
    throw new ReleaseCheckError(
      `CHANGELOG.md line ${index + 1} "${line}" is not in the form ${wanted}`,
    )
  const date = release[2]
  if (!isCalendarDate(date))
    throw new ReleaseCheckError(`CHANGELOG.md line ${index + 1}: "${date}" is not a calendar date`)
  const body = []
  for (const next of lines.slice(index + 1)) {
    if (/^## /.test(next) || /^\[[^\]]+\]:\s/.test(next)) break
    body.push(next)
  }
  const notes = body.join('\n').trim()
  if (notes === '')
    throw new ReleaseCheckError(`CHANGELOG.md section [${version}] (line ${index + 1}) is empty`)
  return { date, notes }
}

function git(root, args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Fails unless `git status` shows nothing: tracked changes and untracked files alike. */
export function checkCleanTree(root) {
  const status = git(root, ['status', '--porcelain', '--untracked-files=all']).trimEnd()
  if (status === '') return
  const paths = status.split('\n').map((line) => line.slice(3))
  const stale = paths.some((path) => path === 'dist' || path.startsWith('dist/'))
  const why = stale
    ? 'dist/ differs from a fresh build of the tagged commit: run `npm run bundle` and commit dist/'
    : 'the release must be exactly the tagged commit'
  throw new ReleaseCheckError(`the working tree is not clean after the build (${why}):\n${status}`)
}

/** Rebuilds dist/ in place, then requires the tree to be clean: the committed dist/ is fresh. */
export function checkDistFresh(root, buildCommand = [process.execPath, 'scripts/bundle.mjs']) {
  const [command, ...args] = buildCommand
  try {
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  } catch (error) {
    throw new ReleaseCheckError(`the build (${buildCommand.join(' ')}) failed: ${error.message}`)
  }
  checkCleanTree(root)
}

function commitOf(root, ref) {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim()
  } catch {
    return undefined
  }
}

export function checkTagAtHead(root, tag) {
  const tagged = commitOf(root, `refs/tags/${tag}`)
  if (!tagged)
    throw new ReleaseCheckError(
      `tag ${tag} does not exist: tag the release commit (git tag ${tag}) before the check`,
    )
  const head = commitOf(root, 'HEAD')
  if (tagged !== head)
    throw new ReleaseCheckError(
      `tag ${tag} points at ${tagged.slice(0, 12)} but HEAD is ${head?.slice(0, 12)}: check out the tagged commit`,
    )
}

function releaseTags(root) {
  return git(root, ['tag', '--list', 'v*'])
    .split('\n')
    .map((tag) => tag.trim())
    .filter((tag) => SEMVER_CORE.test(tag.slice(1)) && tag.startsWith('v'))
}

/** The highest `vX.Y.Z` tag below `version` that is an ancestor of HEAD, if any. */
export function previousReleaseTag(root, version) {
  const merged = new Set(git(root, ['tag', '--list', 'v*', '--merged', 'HEAD']).split('\n'))
  return releaseTags(root)
    .filter((tag) => merged.has(tag) && compareVersions(tag.slice(1), version) < 0)
    .sort((a, b) => compareVersions(a.slice(1), b.slice(1)))
    .at(-1)
}

/** Whether no release of the same major is newer, i.e. the major tag (v1) should move here. */
export function isNewestInMajor(root, version) {
  const major = version.split('.')[0]
  return !releaseTags(root).some(
    (tag) => tag.slice(1).split('.')[0] === major && compareVersions(tag.slice(1), version) > 0,
  )
}

/**
 * The packages that ship at run time (everything in the lockfile not marked dev): name →
 * sorted versions (a package may be installed at several versions), and the direct ones.
 */
export function runtimePackages(lockText, source = 'package-lock.json') {
  let lock
  try {
    lock = JSON.parse(lockText)
  } catch (error) {
    throw new ReleaseCheckError(`${source} is not JSON: ${error.message}`)
  }
  if (!lock || typeof lock.packages !== 'object' || lock.packages === null)
    throw new ReleaseCheckError(
      `${source} has no "packages" map (lockfileVersion ${lock?.lockfileVersion}); expected lockfileVersion 2 or 3`,
    )
  const versions = new Map()
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/') || entry.dev || entry.link) continue
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const set = versions.get(name) ?? new Set()
    set.add(String(entry.version))
    versions.set(name, set)
  }
  const sorted = new Map(
    [...versions.keys()]
      .sort()
      .map((name) => [name, [...versions.get(name)].sort(compareVersions)]),
  )
  const direct = Object.keys(lock.packages['']?.dependencies ?? {}).sort()
  return { versions: sorted, direct }
}

/** The "Runtime dependencies" part of the release notes. */
export function runtimeDependencyNotes(currentLock, previous) {
  const now = runtimePackages(currentLock)
  const lines = ['### Runtime dependencies', '']
  if (!previous) {
    lines.push('First release. The runtime dependencies bundled into `dist/`:', '')
    for (const name of now.direct)
      lines.push(`- \`${name}\` ${(now.versions.get(name) ?? ['(not installed)']).join(', ')}`)
    const transitive = [...now.versions.keys()].filter((name) => !now.direct.includes(name))
    lines.push('', `and ${transitive.length} packages they depend on.`)
    return lines.join('\n')
  }
  const before = runtimePackages(previous.lock, `package-lock.json at ${previous.tag}`)
  const changes = []
  for (const name of [...new Set([...before.versions.keys(), ...now.versions.keys()])].sort()) {
    const [was, is] = [before.versions.get(name), now.versions.get(name)]
    const label = `\`${name}\`${now.direct.includes(name) || before.direct.includes(name) ? ' (direct)' : ''}`
    if (!was) changes.push(`- ${label} added: ${is.join(', ')}`)
    else if (!is) changes.push(`- ${label} removed (was ${was.join(', ')})`)
    else if (was.join() !== is.join())
      changes.push(`- ${label} ${was.join(', ')} → ${is.join(', ')}`)
  }
  if (changes.length === 0) lines.push(`No runtime dependency changed since ${previous.tag}.`)
  else lines.push(`Changed since ${previous.tag} (bundled into \`dist/\`):`, '', ...changes)
  return lines.join('\n')
}

function lockAt(root, tag) {
  try {
    return git(root, ['show', `${tag}:package-lock.json`])
  } catch {
    throw new ReleaseCheckError(
      `package-lock.json cannot be read at ${tag} (git show ${tag}:package-lock.json)`,
    )
  }
}

/**
 * Every release check, in the order a maintainer fixes them; returns what the workflow
 * publishes. `buildCommand` rebuilds dist/ (the tests pass a small stand-in).
 */
export function runReleaseCheck({ root, version: input, buildCommand }) {
  const version = parseReleaseVersion(input)
  const tag = `v${version}`
  checkPackageVersion(root, version)
  let changelog
  try {
    changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
  } catch (error) {
    throw new ReleaseCheckError(`CHANGELOG.md cannot be read: ${error.message}`)
  }
  const { date, notes } = findChangelogSection(changelog, version)
  checkDistFresh(root, buildCommand)
  checkTagAtHead(root, tag)
  const previousTag = previousReleaseTag(root, version)
  const previous = previousTag ? { tag: previousTag, lock: lockAt(root, previousTag) } : undefined
  const currentLock = readFileSync(join(root, 'package-lock.json'), 'utf8')
  const releaseNotes = `${notes}\n\n${runtimeDependencyNotes(currentLock, previous)}\n`
  return {
    version,
    tag,
    date,
    majorTag: `v${version.split('.')[0]}`,
    moveMajor: isNewestInMajor(root, version),
    previousTag,
    notes: releaseNotes,
  }
}

function parseArguments(argv) {
  const options = { version: undefined, notesFile: undefined }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--notes-file') {
      options.notesFile = argv[++i]
      if (!options.notesFile) throw new UsageError('--notes-file needs a path')
    } else if (arg.startsWith('-') || options.version !== undefined) {
      throw new UsageError(`unexpected argument "${arg}"`)
    } else options.version = arg
  }
  if (options.version === undefined) throw new UsageError('the version to release is missing')
  return options
}

export function main(argv, root = resolve(fileURLToPath(import.meta.url), '..', '..')) {
  try {
    const { version, notesFile } = parseArguments(argv)
    const result = runReleaseCheck({ root, version })
    if (notesFile) writeFileSync(notesFile, result.notes)
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(
        process.env.GITHUB_OUTPUT,
        `version=${result.version}\ntag=${result.tag}\nmajor-tag=${result.majorTag}\nmove-major=${result.moveMajor}\n`,
      )
    console.log(`Release ${result.tag} (${result.date}) passes every check.`)
    console.log(
      `Major tag ${result.majorTag}: ${result.moveMajor ? 'moves here' : 'stays (a newer release of this major exists)'}.`,
    )
    console.log(`\n${result.notes}`)
    return 0
  } catch (error) {
    if (!(error instanceof ReleaseCheckError)) throw error
    console.error(`release check failed: ${error.message}`)
    if (!(error instanceof UsageError)) return 1
    console.error('usage: node scripts/release-check.mjs <X.Y.Z> [--notes-file <path>]')
    return 2
  }
}

const executedDirectly =
  process.argv[1] !== undefined &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
if (executedDirectly) process.exitCode = main(process.argv.slice(2))
