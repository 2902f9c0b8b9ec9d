/**
 * Where every `{` of a text would end if a JSON scan started there, in one linear pass.
 *
 * Scanning from each `{` in turn is quadratic on prose full of unclosed braces, and bounding
 * that work with a budget silently stops looking (an object after the budget is never seen).
 * This pass instead runs every scan at once. What a scan sees depends only on whether it is
 * inside a string, so at any point the live scans fall into two tracks, "outside a string" and
 * "inside a string", each with one bracket stack shared by its scans (they see the same
 * brackets from then on). An unescaped quote swaps the tracks. A backslash outside a string
 * ends every scan on the outside track: no JSON value holds one there, so none of those scans
 * can yield an object (and the two tracks can never need merging). Each character is looked at
 * once and each `{` is pushed and popped at most once.
 */

/**
 * One entry per `{`, in text order. `ends[k]` is the index after its matching `}`, NEVER_CLOSES
 * when the text ends first, NOT_JSON when the scan meets a backslash outside a string.
 * `depths[k]` is how deep brackets nest inside it, itself counted (`{}` is 1, `{"a":[1]}` 2).
 * Typed arrays: a 16 MB reply of braces is 16 million entries.
 */
export interface ObjectSpans {
  count: number
  starts: Int32Array
  ends: Int32Array
  depths: Int32Array
  /** Steps taken, for tests of linearity. */
  work: number
}

export const NEVER_CLOSES = -1
export const NOT_JSON = -2

const QUOTE = 34
const BACKSLASH = 92
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93

interface Track {
  /** Per open bracket: the index of a `{` in the spans, or -1 for a `[`. */
  open: number[]
  /** Per open bracket: how deep the brackets nested in it so far go, itself counted. */
  deepest: number[]
}

export function objectSpans(text: string): ObjectSpans {
  const length = text.length
  let count = 0
  for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1)) count++
  const starts = new Int32Array(count)
  const ends = new Int32Array(count).fill(NEVER_CLOSES)
  const depths = new Int32Array(count)
  let next = 0
  let outside: Track = { open: [], deepest: [] }
  let inside: Track = { open: [], deepest: [] }
  let work = 0
  let backslashes = 0
  for (let i = 0; i < length; i++) {
    work++
    const c = text.charCodeAt(i)
    if (c === BACKSLASH) {
      backslashes++
      if (outside.open.length > 0) {
        for (const entry of outside.open) {
          work++
          if (entry >= 0) ends[entry] = NOT_JSON
        }
        outside = { open: [], deepest: [] }
      }
      continue
    }
    const escaped = backslashes % 2 === 1
    backslashes = 0
    if (c === QUOTE) {
      // Outside scans open a string; inside scans close theirs unless the quote is escaped.
      // An escaped quote has a backslash before it, which already emptied the outside track.
      if (!escaped) {
        const swap = outside
        outside = inside
        inside = swap
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (c === OPEN_BRACE) {
        starts[next] = i
        outside.open.push(next++)
      } else outside.open.push(-1)
      outside.deepest.push(1)
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && outside.open.length > 0) {
      const entry = outside.open.pop()!
      const depth = outside.deepest.pop()!
      const parent = outside.deepest.length - 1
      if (parent >= 0 && outside.deepest[parent]! < depth + 1) outside.deepest[parent] = depth + 1
      if (entry >= 0) {
        ends[entry] = i + 1
        depths[entry] = depth
      }
    }
  }
  return { count, starts, ends, depths, work }
}
