/**
 * A finding's `file` as a repository-relative path, or a refusal. Models write `./src/a.ts`,
 * `b/src/a.ts` (copied from the diff header), `src\a.ts` or `src/a.ts:42`; those are repaired
 * with a note each. A path that could point outside the repository or smuggle something into
 * a link or a log (absolute, `..`, a URL scheme, NUL or another control character) is refused:
 * the finding goes to `dropped`, never into an inline comment.
 */

export const MAX_PATH_LENGTH = 1_024

export type PathResult =
  | { ok: true; path: string; changes: readonly string[]; lineFromPath: number | null }
  | { ok: false; reason: string }

// C0/C1 controls and the invisible direction overrides a "trojan source" path would use.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/
const DRIVE = /^[A-Za-z]:([\\/]|$)/
const LINE_SUFFIX = /^(.+?):(\d{1,9})(?::\d{1,9})?$/
// Already clean: plain characters, non-empty segments, none of them `.` or `..`, no diff prefix.
const CLEAN = /^(?![ab]\/)(?!\.\.?(?:\/|$))[\w@+-][\w@+.-]*(?:\/(?!\.\.?(?:\/|$))[\w@+.-]+)*$/

const NO_CHANGES: readonly string[] = Object.freeze([])
const DOT_SEGMENTS = '"./" and empty segments removed'
const diffPrefix = (letter: string) => `the diff prefix "${letter}/" was removed`

/**
 * `isKnownFile` tells whether a path is in the change; it keeps a real top-level `a/` or `b/`
 * folder from being stripped as a diff prefix.
 */
export function normalizeFindingPath(
  raw: string,
  isKnownFile: (path: string) => boolean = () => false,
): PathResult {
  if (raw.length <= MAX_PATH_LENGTH) {
    if (CLEAN.test(raw)) return { ok: true, path: raw, changes: NO_CHANGES, lineFromPath: null }
    // The usual repairs, without the general walk below: one `./`, `a/` or `b/` before a clean path.
    const rest = raw.slice(2)
    if (raw.startsWith('./') && CLEAN.test(rest)) {
      return { ok: true, path: rest, changes: [DOT_SEGMENTS], lineFromPath: null }
    }
    if ((raw.startsWith('a/') || raw.startsWith('b/')) && CLEAN.test(rest) && !isKnownFile(raw)) {
      return { ok: true, path: rest, changes: [diffPrefix(raw[0]!)], lineFromPath: null }
    }
  }
  if (raw.includes('\u0000')) return { ok: false, reason: 'the path contains a NUL character' }
  if (CONTROL.test(raw)) return { ok: false, reason: 'the path contains a control character' }
  if (raw.length > MAX_PATH_LENGTH)
    return { ok: false, reason: `the path is longer than ${MAX_PATH_LENGTH} characters` }
  const changes: string[] = []
  let path = raw.trim()
  if (path !== raw) changes.push('surrounding whitespace removed')
  if (DRIVE.test(path)) return { ok: false, reason: 'the path is absolute (a drive letter)' }

  let lineFromPath: number | null = null
  const suffix = LINE_SUFFIX.exec(path)
  if (suffix && !SCHEME.test(suffix[1]!)) {
    path = suffix[1]!
    lineFromPath = Number(suffix[2])
    changes.push('a ":line" suffix was removed')
  }
  if (SCHEME.test(path)) return { ok: false, reason: 'the path starts with a URL scheme' }
  if (path.includes('\\')) {
    path = path.replace(/\\/g, '/')
    changes.push('backslashes became slashes')
  }
  if (path.startsWith('/')) return { ok: false, reason: 'the path is absolute' }
  if (path.startsWith('~')) return { ok: false, reason: 'the path is relative to a home directory' }

  const segments = path.split('/')
  if (segments.includes('..')) return { ok: false, reason: 'the path contains ".."' }
  const kept = segments.filter((s) => s !== '' && s !== '.')
  if (kept.length !== segments.length || path.endsWith('/')) {
    if (path.endsWith('/') && path.replace(/\/+$/, '') !== '') {
      return { ok: false, reason: 'the path names a directory, not a file' }
    }
    changes.push(DOT_SEGMENTS)
  }
  path = kept.join('/')
  if (path === '') return { ok: false, reason: 'the path is empty' }

  if ((kept[0] === 'a' || kept[0] === 'b') && kept.length > 1 && !isKnownFile(path)) {
    path = kept.slice(1).join('/')
    changes.push(diffPrefix(kept[0]))
  }
  return { ok: true, path, changes, lineFromPath }
}
