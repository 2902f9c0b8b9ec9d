/** The parsed shape of a unified git diff. Produced by parseDiff (src/diff/parse.ts). */

export type FileChangeKind = 'added' | 'deleted' | 'modified' | 'renamed' | 'copied' | 'mode-only'

export interface DiffLine {
  kind: 'context' | 'add' | 'del'
  /** Line number on the old side (context and del lines). */
  oldLine: number | null
  /** Line number on the new side (context and add lines): where a review comment may anchor. */
  newLine: number | null
  /** The line's content without its leading marker and without the line terminator. */
  text: string
  /** True when git marked this line with "\ No newline at end of file". */
  noNewlineAtEnd?: boolean
}

export interface Hunk {
  oldStart: number
  oldLines: number
  newStart: number
  newLines: number
  /** The text after the second @@ (function context), may be empty. */
  section: string
  lines: DiffLine[]
}

export interface DiffFile {
  /** Repository-relative path on the new side; for a deleted file, the old path. */
  path: string
  /** Path on the old side when it differs (renames, copies); otherwise null. */
  oldPath: string | null
  kind: FileChangeKind
  /** Similarity index for renames and copies (0–100). */
  similarity: number | null
  binary: boolean
  oldMode: string | null
  newMode: string | null
  hunks: Hunk[]
  additions: number
  deletions: number
  /** The exact text of this file's section in the diff, from its `diff --git` line. */
  raw: string
}

export interface ParsedDiff {
  files: DiffFile[]
}

/** A file the ignore globs removed before anything else looked at it. */
export interface IgnoredFile {
  path: string
  /** The glob that matched. */
  pattern: string
  /** Its changed lines, so the reviewer sees how much was left out, not only that something was. */
  additions: number
  deletions: number
}

/** Per file, the new-side lines a pull-request review comment may anchor to. */
export type LineMap = ReadonlyMap<string, ReadonlySet<number>>
