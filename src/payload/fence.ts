/**
 * Untrusted text goes into the payload inside fences it cannot close: the fence is one backtick
 * longer than the longest backtick run in the text, so no line of the text can end it early or
 * pose as one of the payload's own section headings.
 */
export function fence(text: string, info = ''): string {
  const pieces = ['', text]
  fenceInPlace(pieces, 1, info, longestBacktickRun(text))
  return pieces.join('')
}

/**
 * The same for text already in `pieces`, from `from` to its end, in pieces that each end in a
 * line break (a diff's files), without joining them (the payload is joined once, at the end):
 * `pieces[from - 1]` is a placeholder the opening fence takes, and the closing fence is pushed.
 * `longest` is the longest backtick run in those pieces (longestBacktickRun of each, or 0 for
 * one known to have none).
 */
export function fenceInPlace(pieces: string[], from: number, info: string, longest: number): void {
  const ticks = '`'.repeat(Math.max(3, longest + 1))
  pieces[from - 1] = `${ticks}${info}\n`
  const last = pieces.length > from ? pieces[pieces.length - 1]! : ''
  pieces.push(last.endsWith('\n') ? '' : '\n', ticks)
}

/** The length of the longest run of backticks in `text` (0 without one). */
export function longestBacktickRun(text: string): number {
  let longest = 0
  let at = text.indexOf('`')
  while (at !== -1) {
    let end = at
    while (text.charCodeAt(end) === 96) end++
    if (end - at > longest) longest = end - at
    at = text.indexOf('`', end)
  }
  return longest
}

/**
 * Characters that change how text reads without being visible: bidirectional controls (the
 * "trojan source" family), zero-width characters, other format characters, and the tag
 * characters (U+E0000–U+E007F) that spell invisible ASCII. They are shown as `<U+XXXX>` so a
 * reviewer, human or model, sees them instead of being steered by them.
 */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu

/**
 * Matches wherever INVISIBLE does (its astral range E0000–E007F is the surrogate pair \uDB40
 * \uDC00–\uDC7F): a text without a match needs no replace.
 */
const MAYBE_INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDC7F]/

export interface RevealResult {
  text: string
  /** Invisible or bidirectional-control characters shown as <U+XXXX>. */
  invisible: number
  /** HTML comments removed. */
  comments: number
  /** HTML comments left in place and counted (`comments: 'keep'`); absent otherwise. */
  keptComments?: number
}

export interface RevealOptions {
  /**
   * `remove` (the default) for text whose rendering hides comments from people (PR text, test
   * output): the model would read what no person saw. `keep` for the diff: a comment there is
   * part of the change the reviewer must judge, shown as written; it is only counted.
   */
  comments?: 'remove' | 'keep'
}

/** Makes invisible characters visible and removes (or counts) HTML comments. */
export function revealHidden(text: string, options: RevealOptions = {}): RevealResult {
  let invisible = 0
  // Most payload text holds neither: a quick scan without Unicode mode (or an indexOf) says so,
  // and the text goes on as it is.
  let out =
    isAscii(text) || !MAYBE_INVISIBLE.test(text)
      ? text
      : text.replace(INVISIBLE, (ch) => {
          invisible++
          return `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`
        })
  if (options.comments === 'keep') {
    return { text: out, invisible, comments: 0, keptComments: countOccurrences(out, '<!--') }
  }
  let comments = 0
  if (!out.includes('<!--')) return { text: out, invisible, comments }
  out = out.replace(/<!--[\s\S]*?(?:-->|$)/g, () => {
    comments++
    return '[HTML comment removed]'
  })
  return { text: out, invisible, comments }
}

/** Texts this long are worth one native call to learn they are ASCII; shorter ones just scan. */
const ASCII_CHECK_MIN = 512

/**
 * True only when every code unit is below 0x80 (then none is invisible: they all start at
 * U+00AD): the UTF-8 length equals the length exactly then. One native pass, several times
 * quicker than the regular-expression scan over a diff's files of ASCII code.
 */
function isAscii(text: string): boolean {
  return text.length >= ASCII_CHECK_MIN && Buffer.byteLength(text, 'utf8') === text.length
}

function countOccurrences(text: string, what: string): number {
  let count = 0
  for (let at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + what.length)) count++
  return count
}

/** What revealHidden changed across several texts, stated in the payload (never silently). */
export function describeRevealed(results: RevealResult[]): string | null {
  const invisible = results.reduce((n, r) => n + r.invisible, 0)
  const comments = results.reduce((n, r) => n + r.comments, 0)
  const kept = results.reduce((n, r) => n + (r.keptComments ?? 0), 0)
  const notes: string[] = []
  if (comments > 0) notes.push(`${comments} HTML comment(s) removed`)
  if (kept > 0) notes.push(`${kept} HTML comment(s) kept as written (part of the change)`)
  if (invisible > 0)
    notes.push(`${invisible} invisible or bidirectional-control character(s) shown as <U+XXXX>`)
  return notes.length > 0 ? `Note: ${notes.join('; ')}.` : null
}
