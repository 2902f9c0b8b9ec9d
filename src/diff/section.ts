/**
 * A file section as the parser collects it, and how it becomes a DiffFile: which of the header
 * lines names the path, what kind of change it is, and the checks a section must pass.
 */
import { splitGitHeaderNames, stripPrefixes } from './headers.js'
import { DEV_NULL, quoteExcerpt, unsafePathReason } from './paths.js'
import type { DiffFile, FileChangeKind, Hunk } from './types.js'

export interface Section {
  start: number
  line: number
  git: boolean
  crlf: boolean
  /**
   * The text after `diff --git `, split into names only if the other header lines leave the path
   * open (mode-only and binary files): most sections never need it.
   */
  gitRest: string | null
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

export function newSection(start: number, line: number, git: boolean, crlf: boolean): Section {
  return {
    start,
    line,
    git,
    crlf,
    gitRest: null,
    minusName: null,
    plusName: null,
    renameFrom: null,
    renameTo: null,
    copyFrom: null,
    copyTo: null,
    similarity: null,
    created: false,
    deleted: false,
    modeChanged: false,
    oldMode: null,
    newMode: null,
    binary: false,
    hunks: [],
    additions: 0,
    deletions: 0,
  }
}

/**
 * Resolves a finished section. Path precedence: rename/copy lines (unambiguous), then the
 * `---`/`+++` lines, then the `diff --git` line (the only source for mode-only and binary files).
 */
export function sectionToFile(
  s: Section,
  raw: string,
  failAt: (line: number, why: string) => never,
): DiffFile {
  const fail = (why: string): never => failAt(s.line, why)
  const fromLines = stripPrefixes(s.minusName, s.plusName, s.git)
  // The `diff --git` names, read on first need: splitting them cannot fail, only be ambiguous.
  let gitPaths: ReturnType<typeof stripPrefixes> | null | undefined
  const fromGit = (): ReturnType<typeof stripPrefixes> | null => {
    if (gitPaths === undefined) {
      const names = s.gitRest === null ? null : splitGitHeaderNames(s.gitRest)
      gitPaths = names ? stripPrefixes(names.oldName, names.newName, true) : null
    }
    return gitPaths
  }
  const created = s.created || s.minusName === DEV_NULL
  const deleted = s.deleted || s.plusName === DEV_NULL
  if (created && deleted) fail('a file section cannot both create and delete its file')
  const oldPath =
    s.renameFrom ?? s.copyFrom ?? fromLines.oldPath ?? (created ? null : fromGit()?.oldPath)
  const newPath =
    s.renameTo ?? s.copyTo ?? fromLines.newPath ?? (deleted ? null : fromGit()?.newPath)
  let kind: FileChangeKind
  if (s.renameFrom !== null || s.renameTo !== null) kind = 'renamed'
  else if (s.copyFrom !== null || s.copyTo !== null) kind = 'copied'
  else if (created) kind = 'added'
  else if (deleted) kind = 'deleted'
  else if (s.modeChanged && s.hunks.length === 0 && !s.binary) kind = 'mode-only'
  else kind = 'modified'
  const movedFrom = kind === 'renamed' || kind === 'copied'
  if (movedFrom && (oldPath == null || newPath == null)) {
    fail(`${kind} file is missing its "from" or "to" line`)
  }
  const path = kind === 'deleted' ? oldPath : newPath
  if (path == null) {
    fail('cannot tell which file this section is about (ambiguous "diff --git" line)')
  }
  // The old path of most files is the same text as the new one: checked once then.
  for (const p of oldPath === path ? [path] : [path, oldPath]) {
    const why = p == null ? null : unsafePathReason(p)
    if (why) fail(`unsafe path ${quoteExcerpt(p!)}: ${why}`)
  }
  if (kind === 'modified' && s.hunks.length === 0 && !s.binary) {
    fail(`the section for ${quoteExcerpt(path!)} has no hunks and no binary or mode change`)
  }
  if (created && s.hunks.some((h) => h.oldLines > 0)) {
    fail('a new file has a hunk with old-side lines')
  }
  if (deleted && s.hunks.some((h) => h.newLines > 0)) {
    fail('a deleted file has a hunk with new-side lines')
  }
  return {
    path: path!,
    oldPath: movedFrom ? oldPath! : null,
    kind,
    similarity: movedFrom ? s.similarity : null,
    binary: s.binary,
    oldMode: created ? null : s.oldMode,
    newMode: deleted ? null : s.newMode,
    hunks: s.binary ? [] : s.hunks,
    additions: s.additions,
    deletions: s.deletions,
    raw,
  }
}
