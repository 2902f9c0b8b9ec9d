/**
 * The path-bearing header lines of a git diff. Paths arrive in up to four places (the
 * `diff --git` line, `rename`/`copy` lines, `---`/`+++` lines); this module reads each form and
 * leaves it to the parser to decide which one wins.
 */
import { DEV_NULL, unquoteGitPath } from './paths.js'

/** Old/new prefix pairs git writes: the default, and those of `diff.mnemonicPrefix`. */
const PREFIX_PAIRS: readonly (readonly [string, string])[] = [
  ['a/', 'b/'],
  ['i/', 'w/'],
  ['c/', 'w/'],
  ['c/', 'i/'],
  ['o/', 'w/'],
  ['1/', '2/'],
]

/** The pairs, then no prefix at all (`--no-prefix`): the order the `diff --git` line is tried in. */
const PREFIX_PAIRS_AND_NONE: readonly (readonly [string, string])[] = [...PREFIX_PAIRS, ['', '']]

export interface NamePair {
  /** Names as written, prefixes included, quoting decoded. */
  oldName: string
  newName: string
}

/**
 * Splits the names of a `diff --git` line (the text after `diff --git `). Unquoted names with
 * spaces are ambiguous unless both sides name the same file, which is the only case git leaves
 * for this line to settle alone (renames and copies carry their own headers): returns null then.
 */
export function splitGitHeaderNames(rest: string): NamePair | null {
  if (rest.startsWith('"')) {
    const first = unquoteGitPath(rest, 0)
    if (!first || rest[first.end] !== ' ') return null
    const second = readWholeName(rest.slice(first.end + 1))
    return second === null ? null : { oldName: first.value, newName: second }
  }
  const quoteAt = rest.indexOf(' "')
  if (quoteAt > 0) {
    const second = readWholeName(rest.slice(quoteAt + 1))
    if (second !== null) return { oldName: rest.slice(0, quoteAt), newName: second }
  }
  for (const [oldPrefix, newPrefix] of PREFIX_PAIRS_AND_NONE) {
    const twice = rest.length - 1 - oldPrefix.length - newPrefix.length
    if (twice <= 0 || twice % 2 !== 0) continue
    const cut = oldPrefix.length + twice / 2
    if (rest[cut] !== ' ') continue
    const oldName = rest.slice(0, cut)
    const newName = rest.slice(cut + 1)
    if (
      oldName.startsWith(oldPrefix) &&
      newName.startsWith(newPrefix) &&
      oldName.slice(oldPrefix.length) === newName.slice(newPrefix.length)
    ) {
      return { oldName, newName }
    }
  }
  const space = rest.indexOf(' ')
  if (space > 0 && rest.indexOf(' ', space + 1) === -1) {
    return { oldName: rest.slice(0, space), newName: rest.slice(space + 1) }
  }
  return null
}

/** A name that fills the rest of a header line: quoted (decoded) or taken as it stands. */
export function readWholeName(text: string): string | null {
  if (!text.startsWith('"')) return text
  const quoted = unquoteGitPath(text, 0)
  return quoted && quoted.end === text.length ? quoted.value : null
}

/**
 * The name on a `---` or `+++` line (text after the marker). Git appends a tab when a name has a
 * space, and plain `diff -u` appends a tab and a timestamp; a real tab in a name is always quoted.
 */
export function readFileLineName(text: string): string | null {
  if (text.startsWith('"')) {
    const quoted = unquoteGitPath(text, 0)
    if (!quoted) return null
    const after = text.slice(quoted.end)
    return after === '' || after.startsWith('\t') ? quoted.value : null
  }
  const tab = text.indexOf('\t')
  return tab === -1 ? text : text.slice(0, tab)
}

/**
 * Removes the old/new prefixes from a pair of names (either may be /dev/null). Git diffs use one
 * of the known prefix pairs or none (`--no-prefix`); a plain `diff -ru old new` differs only in
 * the first folder, which is dropped the way `patch -p1` would.
 */
export function stripPrefixes(
  oldName: string | null,
  newName: string | null,
  git: boolean,
): { oldPath: string | null; newPath: string | null } {
  const realOld = oldName === DEV_NULL ? null : oldName
  const realNew = newName === DEV_NULL ? null : newName
  for (const [oldPrefix, newPrefix] of PREFIX_PAIRS) {
    const oldOk = realOld === null || realOld.startsWith(oldPrefix)
    const newOk = realNew === null || realNew.startsWith(newPrefix)
    if (oldOk && newOk && (realOld !== null || realNew !== null)) {
      return {
        oldPath: realOld?.slice(oldPrefix.length) ?? null,
        newPath: realNew?.slice(newPrefix.length) ?? null,
      }
    }
  }
  if (!git && realOld !== null && realNew !== null) {
    const oldCut = realOld.indexOf('/')
    const newCut = realNew.indexOf('/')
    if (oldCut > 0 && newCut > 0 && realOld.slice(oldCut) === realNew.slice(newCut)) {
      return { oldPath: realOld.slice(oldCut + 1), newPath: realNew.slice(newCut + 1) }
    }
  }
  return { oldPath: realOld, newPath: realNew }
}
