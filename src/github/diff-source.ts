/**
 * The diff under review from GitHub's REST API, for when the checkout lacks the history for
 * `git diff`: the pull request diff, and when GitHub answers 406 (over 300 files or 20,000 lines)
 * the paginated files list rebuilt into a diff; for pushes, the comparison of two commits.
 */
import { DecodedDiff } from '../shared/decoded-diff.js'
import { parseDiff } from '../diff/parse.js'
import type { LeftOutFile } from '../publish/report.js'
import type { GitHubClient } from './client.js'
import {
  GitHubApiError,
  GitHubUnavailableError,
  asMissingPermission,
  type MissingPermission,
} from './failures.js'
import { rebuildDiff } from './rebuild-diff.js'

export interface FetchedDiff {
  /** For the summary: which API gave the diff. */
  source: 'pull request diff' | 'pull request files list' | 'compare diff' | 'compare files list'
  text: string
  /** The same text, measured once (the size check); absent for a diff rebuilt from a listing. */
  decoded?: DecodedDiff
  /** Files the diff lacks (no patch from GitHub, or past its listing limits). */
  notReviewed: LeftOutFile[]
  /** What a person should know about how the diff was obtained. */
  notes: string[]
}

export type DiffResult = { ok: true; diff: FetchedDiff } | { ok: false; missing: MissingPermission }

export interface FetchDiffOptions {
  /** A diff larger than this (UTF-8 bytes) is not used; the files list is read instead. */
  maxBytes?: number
  /**
   * How many files the change has, when the caller knows (the event's
   * `pull_request.changed_files`): lets a capped listing say how many files were not seen.
   */
  changedFiles?: number
}

const DEFAULT_MAX_BYTES = 20 * 1024 * 1024
const FILES_LIMIT = 3_000
const COMPARE_FILES_LIMIT = 300

/**
 * The files past a listing's cap, as one `notReviewed` entry: their names are unknown, so the
 * entry carries their number when the caller knows it, and says that it is unknown otherwise.
 * A listing that reached the cap exactly may be complete; it is reported all the same, because
 * nothing proves it is (fail closed).
 */
export function unseenPastCap(cap: number, listed: number, changedFiles?: number): LeftOutFile {
  const known =
    changedFiles !== undefined && Number.isSafeInteger(changedFiles) && changedFiles >= 0
  const unseen = known ? Math.max(changedFiles - listed, 0) : null
  return {
    path:
      unseen === null
        ? `(files past the first ${cap}: how many is unknown)`
        : `(${unseen} file${unseen === 1 ? '' : 's'} past the first ${cap})`,
    reason: `GitHub lists at most ${cap} files here, so files past that could not be seen or reviewed`,
  }
}

function tooLarge(error: unknown): boolean {
  return error instanceof GitHubApiError && error.status === 406
}

async function guarded(run: () => Promise<FetchedDiff>): Promise<DiffResult> {
  try {
    return { ok: true, diff: await run() }
  } catch (error) {
    const missing = asMissingPermission(error)
    if (missing) return { ok: false, missing }
    throw error
  }
}

/** The pull request's diff; 406 or an oversized diff falls back to the files list. */
export function fetchPullRequestDiff(
  client: GitHubClient,
  pullNumber: number,
  options: FetchDiffOptions = {},
): Promise<DiffResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  return guarded(async () => {
    let reason: string
    try {
      const text = await client.getPullRequestDiff(pullNumber)
      const changed = options.changedFiles ?? 0
      if (text.trim() === '' && changed > 0) {
        // Nothing proves the change is empty: an answer cut short reads the same way.
        throw new GitHubUnavailableError(
          'pulls/get',
          200,
          'server-error',
          `GitHub sent an empty diff for a pull request the event says changes ${changed} file${changed === 1 ? '' : 's'}`,
        )
      }
      const decoded = DecodedDiff.fromText(text)
      if (decoded.bytes <= maxBytes) {
        return { source: 'pull request diff', text, decoded, notReviewed: [], notes: [] }
      }
      reason = `the pull request diff is over ${maxBytes} bytes`
    } catch (error) {
      if (!tooLarge(error)) throw error
      reason = 'GitHub would not send the pull request diff (406: too large)'
    }
    const { items, truncated } = await client.listPullRequestFiles(pullNumber)
    const rebuilt = rebuildDiff(items)
    const notes = [`${reason}; the diff was rebuilt from the files list (${items.length} files).`]
    const notReviewed = [...rebuilt.notReviewed]
    const capped = truncated || items.length >= FILES_LIMIT
    const complete = options.changedFiles !== undefined && items.length >= options.changedFiles
    if (capped && !complete) {
      notes.push(
        `GitHub lists at most ${FILES_LIMIT} files of a pull request: files past that were not reviewed.`,
      )
      notReviewed.push(unseenPastCap(FILES_LIMIT, items.length, options.changedFiles))
    }
    return { source: 'pull request files list', text: rebuilt.text, notReviewed, notes }
  })
}

/** The diff between two commits (three-dot), with the same fallback to the files of the comparison. */
export function fetchCompareDiff(
  client: GitHubClient,
  base: string,
  head: string,
  options: FetchDiffOptions = {},
): Promise<DiffResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  return guarded(async () => {
    let reason: string
    try {
      const text = await client.getCompareDiff(base, head)
      const decoded = DecodedDiff.fromText(text)
      if (decoded.bytes <= maxBytes) {
        return { source: 'compare diff', text, decoded, notReviewed: [], notes: [] }
      }
      reason = `the comparison diff is over ${maxBytes} bytes`
    } catch (error) {
      if (!tooLarge(error)) throw error
      reason = 'GitHub would not send the comparison diff (406: too large)'
    }
    const files = await client.getCompareFiles(base, head)
    const rebuilt = rebuildDiff(files)
    const notes = [`${reason}; the diff was rebuilt from the comparison's files (${files.length}).`]
    const notReviewed = [...rebuilt.notReviewed]
    if (files.length >= COMPARE_FILES_LIMIT) {
      notes.push(
        `GitHub includes at most ${COMPARE_FILES_LIMIT} files in a comparison: files past that were not reviewed.`,
      )
      notReviewed.push(unseenPastCap(COMPARE_FILES_LIMIT, files.length, options.changedFiles))
    }
    return { source: 'compare files list', text: rebuilt.text, notReviewed, notes }
  })
}

/** Git's own test for binary content: a NUL byte in the first 8,000 bytes. */
const BINARY_PROBE_BYTES = 8_000

/** Whether `content` reads as text by git's own test (no NUL byte near its start). */
export function looksLikeText(content: Buffer): boolean {
  return !content.subarray(0, BINARY_PROBE_BYTES).includes(0)
}

/**
 * Files GitHub's diff shows as "Binary files differ" although their new content is text: a
 * `.gitattributes` line such as `src/cart.ts -diff`, from the pull request itself, does that.
 * The reviewer did not see their changes, so each one is not shown (the review is partial).
 * `newContent` gives the file as the head has it, or null when it cannot be read (a deleted
 * file, no checkout): only a file proven to be text is listed.
 */
export function textShownAsBinary(
  diffText: string,
  newContent: (path: string) => Buffer | null,
): LeftOutFile[] {
  if (!diffText.includes('Binary files ')) return []
  const out: LeftOutFile[] = []
  for (const file of parseDiff(diffText, 'diff').files) {
    if (!file.binary || file.kind === 'deleted') continue
    const content = newContent(file.path)
    if (content !== null && looksLikeText(content)) {
      out.push({
        path: file.path,
        reason:
          'shown as binary by the diff source, but the file is text: its changes were not seen',
      })
    }
  }
  return out
}
