/**
 * A hunk header (`@@ -a,b +c,d @@ context`) read by hand instead of by HUNK_HEADER_GRAMMAR: a
 * large diff has one per file or more, and each regular-expression match made an array and five
 * strings that the scavenger then copied while the parse was still live. Same grammar, same
 * numbers: the property test holds it to the expression.
 */

/** The grammar this reader implements (kept for the test's oracle and as the documentation). */
export const HUNK_HEADER_GRAMMAR = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?([^]*)$/

export interface HunkHeaderFields {
  oldStart: number
  oldLines: number
  newStart: number
  newLines: number
  /** The text after the second @@ and at most one space (function context), may be empty. */
  section: string
}

/**
 * The header's fields, or null when it does not follow the grammar. A count of more than 15
 * digits may not be exact as a number: it comes back as `{ digits }`, the first such one in
 * header order, for the caller to refuse by name (as Number() of the digits would be checked).
 * The header is `text` from `from` to `to` (the whole text by default): the parser reads it in
 * place in the diff, where a slice would be a view that every character read goes through.
 */
export function readHunkHeader(
  text: string,
  from = 0,
  to = text.length,
): HunkHeaderFields | { digits: string } | null {
  return readHunkHeaderInto(text, from, to, {
    oldStart: 0,
    oldLines: 0,
    newStart: 0,
    newLines: 0,
    section: '',
  })
}

/**
 * readHunkHeader that fills `out` and returns it when the header follows the grammar: the
 * parser passes one record for all of a diff's hunks (a large diff has thousands).
 */
export function readHunkHeaderInto(
  text: string,
  from: number,
  to: number,
  out: HunkHeaderFields,
): HunkHeaderFields | { digits: string } | null {
  if (!startsAt(text, '@@ -', from, to)) return null
  const oldFrom = from + 4
  const oldStart = digitsEnd(text, oldFrom, to)
  if (oldStart === oldFrom) return null
  let at = oldStart
  let oldLines = -1
  if (at < to && text.charCodeAt(at) === 44) {
    oldLines = digitsEnd(text, at + 1, to)
    if (oldLines === at + 1) return null
    at = oldLines
  }
  if (!startsAt(text, ' +', at, to)) return null
  const newFrom = at + 2
  const newStart = digitsEnd(text, newFrom, to)
  if (newStart === newFrom) return null
  at = newStart
  let newLines = -1
  if (at < to && text.charCodeAt(at) === 44) {
    newLines = digitsEnd(text, at + 1, to)
    if (newLines === at + 1) return null
    at = newLines
  }
  if (!startsAt(text, ' @@', at, to)) return null
  at += 3
  if (at < to && text.charCodeAt(at) === 32) at++
  // Each number runs from just past its marker ("-", ",", "+", ",") to its digits' end; they are
  // checked in header order, so the first too large one is the one named.
  const a = countValue(text, oldFrom, oldStart)
  if (Number.isNaN(a)) return { digits: text.slice(oldFrom, oldStart) }
  const b = oldLines === -1 ? 1 : countValue(text, oldStart + 1, oldLines)
  if (Number.isNaN(b)) return { digits: text.slice(oldStart + 1, oldLines) }
  const c = countValue(text, newFrom, newStart)
  if (Number.isNaN(c)) return { digits: text.slice(newFrom, newStart) }
  const d = newLines === -1 ? 1 : countValue(text, newStart + 1, newLines)
  if (Number.isNaN(d)) return { digits: text.slice(newStart + 1, newLines) }
  out.oldStart = a
  out.oldLines = b
  out.newStart = c
  out.newLines = d
  out.section = text.slice(at, to)
  return out
}

/** `text` has `prefix` at `at`, wholly before `to`. */
function startsAt(text: string, prefix: string, at: number, to: number): boolean {
  return at + prefix.length <= to && text.startsWith(prefix, at)
}

/**
 * The value of the digits from `from` to `to`, NaN when it is not a safe integer. Up to 15
 * digits are summed by hand (exact in a double at every step); longer runs go through Number().
 */
function countValue(text: string, from: number, to: number): number {
  if (to - from > 15) {
    const n = Number(text.slice(from, to))
    return Number.isSafeInteger(n) ? n : NaN
  }
  let n = 0
  for (let i = from; i < to; i++) n = n * 10 + (text.charCodeAt(i) - 48)
  return n
}

/** Where the run of ASCII digits from `from` ends, before `to` (`from` itself when there is none). */
function digitsEnd(text: string, from: number, to: number): number {
  let at = from
  while (at < to) {
    const c = text.charCodeAt(at)
    if (c < 48 || c > 57) break
    at++
  }
  return at
}
