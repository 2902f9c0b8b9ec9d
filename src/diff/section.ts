/**
 * A file section as the parser collects it, and how it becomes a DiffFile: which of the header
 * lines names the path, what kind of change it is, and the checks a section must pass.
 */
import { flatCopy } from '../shared/flat-copy.js'
import { splitGitHeaderNames, stripPrefixes } from './headers.js'
import { ParsedFile, type DiffSource } from './parsed-file.js'
import { DEV_NULL, quoteExcerpt, unsafePathReason } from './paths.js'
import type { DiffFile, FileChangeKind, Hunk } from './types.js'

export interface Section {
  start: number
  line: number
  git: boolean
  crlf: boolean
  /**
   * Where the text after `diff --git ` runs in the diff (to the line's end, a converted patch's
   * CR aside): cut out and split into names only if the other header lines leave the path open
   * (mode-only and binary files), so most sections never make a string of it. -1: no such line.
   */
  gitRestFrom: number
  gitRestTo: number
  minusName: string | null
  plusName: string | null
  renameFrom: string | null
  renameTo: string | null
  copyFrom: string | null
  copyTo: string | null
  similarity: number | null
  created: boolean
  deleted: boolean
  modeChanged: boolean
  oldMode: string | null
  newMode: string | null
  binary: boolean
  hunks: Hunk[]
  additions: number
  deletions: number
}

/**
 * No hunks yet: a section's hunks until its first one, shared by every section and never written
 * (the parser puts an array of the section's own in its place for the first hunk).
 */
const NO_HUNKS: Hunk[] = []

/** A section record for the parser to reset at each file section (see resetSection). */
export function newSection(start: number, line: number, git: boolean, crlf: boolean): Section {
  return resetSection({} as Section, start, line, git, crlf)
}

/**
 * `s` made a new section, as newSection would make it: the parser keeps one record and resets it
 * for each file section (sectionToFile keeps nothing of the record itself), instead of leaving a
 * 21-field object per file of a large diff for the collector.
 */
export function resetSection(
  s: Section,
  start: number,
  line: number,
  git: boolean,
  crlf: boolean,
): Section {
  s.start = start
  s.line = line
  s.git = git
  s.crlf = crlf
  s.gitRestFrom = -1
  s.gitRestTo = -1
  s.minusName = null
  s.plusName = null
  s.renameFrom = null
  s.renameTo = null
  s.copyFrom = null
  s.copyTo = null
  s.similarity = null
  s.created = false
  s.deleted = false
  s.modeChanged = false
  s.oldMode = null
  s.newMode = null
  s.binary = false
  s.hunks = NO_HUNKS
  s.additions = 0
  s.deletions = 0
  return s
}

/**
 * Resolves a finished section. Path precedence: rename/copy lines (unambiguous), then the
 * `---`/`+++` lines, then the `diff --git` line (the only source for mode-only and binary files).
 */
export function sectionToFile(
  s: Section,
  raw: string,
  source: DiffSource,
  failAt: (line: number, why: string) => never,
): DiffFile {
  // No closures here (one per file section of a large diff adds up): errors go through failAt.
  const minus = s.minusName
  const plus = s.plusName
  let lineOld: string | null
  let lineNew: string | null
  if (minus !== null && plus !== null && minus.startsWith('a/') && plus.startsWith('b/')) {
    // Git's default prefixes, stripPrefixes' first pair, without its result object; when both
    // lines name one file (nearly always), both sides get the one string, so `oldPath === path`
    // below is an identity check, not a comparison of two cuts from the diff text.
    lineNew = plus.slice(2)
    lineOld = minus.length === plus.length && minus.endsWith(lineNew) ? lineNew : minus.slice(2)
  } else {
    const fromLines = stripPrefixes(minus, plus, s.git)
    lineOld = fromLines.oldPath
    lineNew = fromLines.newPath
  }
  const created = s.created || minus === DEV_NULL
  const deleted = s.deleted || plus === DEV_NULL
  if (created && deleted) failAt(s.line, 'a file section cannot both create and delete its file')
  // The `diff --git` names only if the other lines leave a side open (mode-only and binary files).
  let oldPath = s.renameFrom ?? s.copyFrom ?? lineOld
  let newPath = s.renameTo ?? s.copyTo ?? lineNew
  if ((oldPath === null && !created) || (newPath === null && !deleted)) {
    const fromGit = gitHeaderPaths(
      s.gitRestFrom === -1 ? null : source.text.slice(s.gitRestFrom, s.gitRestTo),
    )
    if (oldPath === null && !created) oldPath = fromGit?.oldPath ?? null
    if (newPath === null && !deleted) newPath = fromGit?.newPath ?? null
  }
  let kind: FileChangeKind
  if (s.renameFrom !== null || s.renameTo !== null) kind = 'renamed'
  else if (s.copyFrom !== null || s.copyTo !== null) kind = 'copied'
  else if (created) kind = 'added'
  else if (deleted) kind = 'deleted'
  else if (s.modeChanged && s.hunks.length === 0 && !s.binary) kind = 'mode-only'
  else kind = 'modified'
  const movedFrom = kind === 'renamed' || kind === 'copied'
  if (movedFrom && (oldPath == null || newPath == null)) {
    failAt(s.line, `${kind} file is missing its "from" or "to" line`)
  }
  const path = kind === 'deleted' ? oldPath : newPath
  if (path == null) {
    failAt(s.line, 'cannot tell which file this section is about (ambiguous "diff --git" line)')
  }
  // The paths as their own strings, not views into the diff text: everything after the parse
  // (the safety check first) reads, sorts, hashes and compares them.
  const ownPath = flatCopy(path)
  const ownOldPath = oldPath === path ? ownPath : oldPath === null ? null : flatCopy(oldPath)
  checkPathSafe(ownPath, s.line, failAt)
  // The old path of most files is the same text as the new one: checked once then.
  if (ownOldPath !== null && ownOldPath !== ownPath) checkPathSafe(ownOldPath, s.line, failAt)
  if (kind === 'modified' && s.hunks.length === 0 && !s.binary) {
    failAt(
      s.line,
      `the section for ${quoteExcerpt(path)} has no hunks and no binary or mode change`,
    )
  }
  if (created && s.hunks.some((h) => h.oldLines > 0)) {
    failAt(s.line, 'a new file has a hunk with old-side lines')
  }
  if (deleted && s.hunks.some((h) => h.newLines > 0)) {
    failAt(s.line, 'a deleted file has a hunk with new-side lines')
  }
  return new ParsedFile(
    ownPath,
    movedFrom ? ownOldPath : null,
    kind,
    movedFrom ? s.similarity : null,
    s.binary,
    created ? null : s.oldMode,
    deleted ? null : s.newMode,
    // A file with no hunks gets an array of its own, not the shared NO_HUNKS.
    s.binary || s.hunks.length === 0 ? [] : s.hunks,
    s.additions,
    s.deletions,
    raw,
    source,
    s.start,
  )
}

function checkPathSafe(
  path: string,
  line: number,
  failAt: (line: number, why: string) => never,
): void {
  const why = unsafePathReason(path)
  if (why) failAt(line, `unsafe path ${quoteExcerpt(path)}: ${why}`)
}

/** The paths the `diff --git` line names: splitting them cannot fail, only be ambiguous (null). */
function gitHeaderPaths(gitRest: string | null): ReturnType<typeof stripPrefixes> | null {
  const names = gitRest === null ? null : splitGitHeaderNames(gitRest)
  return names ? stripPrefixes(names.oldName, names.newName, true) : null
}
