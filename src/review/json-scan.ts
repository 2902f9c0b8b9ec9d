/**
 * An iterative walk over one JSON value in a larger text: where it ends, how deep it nests and
 * which keys repeat inside one object. It never builds the value (JSON.parse does that, once the
 * walk says the text is safe to hand over) and allocates almost nothing per key, because a reply
 * may hold tens of thousands of findings and every allocation here is garbage the parse pays for.
 * Grammar is not checked: JSON.parse rejects what is not JSON.
 */

export const MAX_JSON_DEPTH = 64
const MAX_DUPLICATES_LISTED = 10
/** Above this many keys an object's keys move from a list to a set (hostile wide objects). */
const LIST_LIMIT = 32

export interface Scan {
  complete: boolean
  end: number
  maxDepth: number
  /** Keys that repeat inside one object, decoded, at most MAX_DUPLICATES_LISTED. */
  duplicates: string[]
}

const QUOTE = 34
const BACKSLASH = 92
const COLON = 58

/**
 * Walks from `start` (a `{` or `[`) to its matching close. The extractor calls it only on
 * spans objectSpans found complete, so no character is walked twice.
 */
export function scanValue(text: string, start: number): Scan {
  const length = text.length
  // The keys of every open object as spans of the text (start, end, escaped) in one flat list:
  // an object's keys are the run from `from[depth]` to `top`, dropped when it closes. Comparing
  // spans needs no string per key; only a key with escapes is decoded.
  const spans: number[] = []
  let top = 0
  /** Per depth: where the open object's keys begin in `spans`, or -1 for an array. */
  const from: number[] = [-1]
  /** Per depth: the keys of an object too wide for the list, as a set. */
  const wide: (Set<string> | null)[] = [null]
  const duplicates: string[] = []
  let depth = 0
  let maxDepth = 0
  // The first backslash at or after the key being read, found again only once a key starts past
  // it: one search per backslash instead of a look at every character of every key.
  let backslash = -1
  let i = start
  while (i < length) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const close = closingQuote(text, i + 1)
      if (close === -1) break
      const base = depth <= MAX_JSON_DEPTH ? from[depth]! : -1
      if (base >= 0 && text.charCodeAt(nextNonSpace(text, close + 1)) === COLON) {
        const keyStart = i + 1
        if (backslash !== length && backslash < keyStart) {
          backslash = text.indexOf('\\', keyStart)
          if (backslash === -1) backslash = length
        }
        const escaped = backslash < close ? 1 : 0
        let repeated: string | null = null
        const set = wide[depth]
        if (set) {
          const key = decode(text, keyStart, close, escaped)
          if (set.has(key)) repeated = key
          else set.add(key)
        } else {
          for (let k = base; k < top; k += 3) {
            if (sameKey(text, spans[k]!, spans[k + 1]!, spans[k + 2]!, keyStart, close, escaped)) {
              repeated = decode(text, keyStart, close, escaped)
              break
            }
          }
          if (repeated === null) {
            spans[top] = keyStart
            spans[top + 1] = close
            spans[top + 2] = escaped
            top += 3
            if (top - base > 3 * LIST_LIMIT) wide[depth] = keySet(text, spans, base, top)
          }
        }
        if (repeated !== null && duplicates.length < MAX_DUPLICATES_LISTED)
          duplicates.push(repeated)
      }
      i = close + 1
      continue
    }
    if (c === 123 || c === 91) {
      depth++
      if (depth > maxDepth) maxDepth = depth
      if (depth <= MAX_JSON_DEPTH) {
        from[depth] = c === 123 ? top : -1
        wide[depth] = null
      }
    } else if (c === 125 || c === 93) {
      if (depth <= MAX_JSON_DEPTH) {
        const base = from[depth]!
        if (base >= 0) top = base
        wide[depth] = null
      }
      depth--
      if (depth === 0) return { complete: true, end: i + 1, maxDepth, duplicates }
    }
    i++
  }
  return { complete: false, end: length, maxDepth, duplicates }
}

function keySet(text: string, spans: number[], base: number, top: number): Set<string> {
  const set = new Set<string>()
  for (let k = base; k < top; k += 3) set.add(decode(text, spans[k]!, spans[k + 1]!, spans[k + 2]!))
  return set
}

function sameKey(
  text: string,
  aStart: number,
  aEnd: number,
  aEscaped: number,
  bStart: number,
  bEnd: number,
  bEscaped: number,
): boolean {
  if (aEscaped || bEscaped)
    return decode(text, aStart, aEnd, aEscaped) === decode(text, bStart, bEnd, bEscaped)
  const length = aEnd - aStart
  if (length !== bEnd - bStart) return false
  for (let k = 0; k < length; k++) {
    if (text.charCodeAt(aStart + k) !== text.charCodeAt(bStart + k)) return false
  }
  return true
}

/** The key's text; escapes are resolved by JSON.parse of the quoted span. */
function decode(text: string, start: number, end: number, escaped: number): string {
  if (!escaped) return text.slice(start, end)
  try {
    return JSON.parse(text.slice(start - 1, end + 1)) as string
  } catch {
    return text.slice(start, end)
  }
}

/** Index of the quote that closes a string whose content starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  let at = text.indexOf('"', from)
  while (at !== -1) {
    let slashes = 0
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return at
    at = text.indexOf('"', at + 1)
  }
  return -1
}

function nextNonSpace(text: string, from: number): number {
  let i = from
  for (;;) {
    const c = text.charCodeAt(i)
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return i
    i++
  }
}
