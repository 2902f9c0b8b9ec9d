/**
 * Ignore patterns read like .gitignore lines, because that is the syntax users already know:
 * - a pattern without a slash (other than a trailing one) matches at any depth (`*.min.js`);
 * - a pattern with a slash in it is relative to the repository root (`docs/generated/**`),
 *   and a leading slash only makes that explicit (`/build`);
 * - a trailing slash matches a folder and everything under it, never a file (`dist/`);
 * - a pattern that names a folder also covers what is inside it (`vendor` covers `vendor/a.go`);
 * - a leading `!` re-includes what an earlier pattern ignored (the last matching pattern wins).
 * The translated globs go to picomatch with `dot: true`, so dotfiles are not special.
 */
import picomatch from 'picomatch/posix.js'
import { InputError } from '../errors.js'

const MAX_PATTERN_LENGTH = 1024

export interface TranslatedPattern {
  negate: boolean
  globs: string[]
}

/** The picomatch globs a .gitignore-style pattern stands for. Does not validate. */
export function globsFor(pattern: string): TranslatedPattern {
  let body = pattern
  const negate = body.startsWith('!')
  if (negate) body = body.slice(1)
  const folderOnly = body.endsWith('/')
  if (folderOnly) body = body.replace(/\/+$/, '')
  const anchored = body.startsWith('/')
  if (anchored) body = body.replace(/^\/+/, '')
  if (!anchored && !body.includes('/')) body = `**/${body}`
  return { negate, globs: folderOnly ? [`${body}/**`] : [body, `${body}/**`] }
}

export interface IgnoreRule {
  /** The pattern as the user wrote it. */
  pattern: string
  negate: boolean
  matches: (path: string) => boolean
  /**
   * Per glob, a piece of text every path it matches must contain ('' when the glob has no such
   * piece): a cheap pre-check, since most files match no ignore rule at all.
   */
  literals: string[]
}

const OPTIONS = { dot: true, nonegate: true, strictBrackets: true, windows: false } as const

/** Compiles one pattern; a malformed one is an InputError naming it and saying what is wrong. */
export function compileIgnoreRule(pattern: string, where: string): IgnoreRule {
  const bad = (why: string): InputError =>
    new InputError(`${where}: invalid ignore glob ${JSON.stringify(pattern)}: ${why}`, where)
  if (typeof pattern !== 'string') throw bad('not a string')
  if (pattern.length > MAX_PATTERN_LENGTH) throw bad(`longer than ${MAX_PATTERN_LENGTH} characters`)
  if (/[\0\r\n]/.test(pattern)) throw bad('contains a line break or NUL character')
  if (pattern.replace(/^!/, '').replace(/\//g, '') === '') throw bad('it names no path')
  const { negate, globs } = globsFor(pattern)
  let matches: (path: string) => boolean
  try {
    matches = picomatch(globs, OPTIONS)
  } catch (error) {
    throw bad(error instanceof Error ? error.message : String(error))
  }
  return { pattern, negate, matches, literals: globs.map(requiredLiteral) }
}

/**
 * A rule for a pattern known to be valid (the built-in defaults): its glob is compiled on the
 * first path that passes the literal pre-check, so a run whose files match no default never
 * compiles one.
 */
export function lazyIgnoreRule(pattern: string): IgnoreRule {
  const { negate, globs } = globsFor(pattern)
  let compiled: ((path: string) => boolean) | undefined
  const matches = (path: string): boolean => {
    compiled ??= picomatch(globs, OPTIONS)
    return compiled(path)
  }
  return { pattern, negate, matches, literals: globs.map(requiredLiteral) }
}

/**
 * The longest run of plain characters in a glob, without the slashes at its ends (a `**` next
 * to them may match zero folders): any path the glob matches contains it. Globs with braces,
 * classes, extglobs or escapes give '' (no pre-check), so the answer is never wrong.
 */
export function requiredLiteral(glob: string): string {
  if (/[{}[\]()!+@\\]/.test(glob)) return ''
  return glob
    .split(/[*?]+/)
    .map((piece) => piece.replace(/^\/+|\/+$/g, ''))
    .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '')
}

/** A pre-check that is false only when no rule can match the path. */
export function anyRuleMatcher(rules: readonly IgnoreRule[]): (path: string) => boolean {
  const literals = rules.flatMap((rule) => rule.literals)
  if (literals.length === 0) return () => false
  if (literals.includes('')) return () => true
  // One regular expression of the literals as alternatives: true exactly when some literal is a
  // substring of the path (as `literals.some((l) => path.includes(l))`), in one scan of the path
  // instead of one per literal; the defaults alone have a hundred.
  const anyLiteral = new RegExp([...new Set(literals)].map(escapeRegExp).join('|'))
  return (path) => anyLiteral.test(path)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
}
