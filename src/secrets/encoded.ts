/**
 * Redaction of known secrets in forms a fixed list of encodings cannot name (issue 21, "secrets
 * in other encodings"): every byte percent-encoded (`%67%68%70…`, either case), hex (`676870…`
 * or `\x67\x68…`), `\u`-escaped JSON (`\u0067hp_…`), and a value split across a line break (a
 * wrapped base64 blob, a token broken over two lines, raw or as the JSON escape `\n`).
 *
 * Encoded runs are found by one linear pass per encoding, decoded, and the whole run replaced
 * when what it decodes to holds a known secret or a token shape. Replacing the run, not only the
 * secret's part of it, is deliberate: the rest of a run that carried a secret is not worth the
 * risk of leaving a partial encoding behind. The replacement holds no quote or backslash, so a
 * JSON reply stays JSON.
 */
import { redactShapes, REDACTED } from './shapes.js'

export interface EncodedRedaction {
  text: string
  redacted: number
}

export interface Encoding {
  /** A run of the encoding; global, linear (no nested quantifiers over overlapping classes). */
  run: RegExp
  /**
   * What a run must hold to be encoded at all (a plain word is not worth decoding), or null when
   * every run is. The text is searched for it first, so runs without it are never built: the
   * percent and `\u` runs match nearly every word of a text, and a 9 MB payload spent most of
   * its redaction allocating them.
   */
  trigger: string | null
  /**
   * The runs of `run` in a text as [start, end), found by a faster way than the expression; the
   * expression stays what they must equal.
   */
  runsOf?: (text: string) => [number, number][]
  /** The texts a run may decode to (one per alignment); an undecodable run gives none. */
  decode: (run: string) => string[]
}

const HEX_PAIR = /^[0-9A-Fa-f]{2}$/

function bytesToText(bytes: number[]): string {
  // latin1 as well as UTF-8: a secret is ASCII, and latin1 never fails on a stray byte.
  return Buffer.from(bytes).toString('latin1')
}

function hexDecode(hex: string): string {
  const bytes: number[] = []
  for (let i = 0; i + 1 < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16))
  return bytesToText(bytes)
}

export const ENCODINGS: readonly Encoding[] = [
  {
    // Percent-encoding, every byte or some, with the characters a URL leaves as they are.
    run: /(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9\-_.~+])+/g,
    trigger: '%',
    decode: (run) => {
      const bytes: number[] = []
      for (let i = 0; i < run.length; i++) {
        const pair = run.slice(i + 1, i + 3)
        if (run[i] === '%' && HEX_PAIR.test(pair)) {
          bytes.push(parseInt(pair, 16))
          i += 2
        } else bytes.push(run.charCodeAt(i))
      }
      const text = bytesToText(bytes)
      return [text, text.replace(/\+/g, ' ')]
    },
  },
  {
    // Plain hex, at either alignment (the run may start with a hex-looking letter of a word).
    run: /[0-9A-Fa-f]{12,}/g,
    trigger: null,
    runsOf: (text) => longHexRuns(text, 12),
    decode: (run) => [hexDecode(run), hexDecode(run.slice(1))],
  },
  {
    // `\x67\x68…`, as a C, Python or shell string writes bytes.
    run: /(?:\\x[0-9A-Fa-f]{2})+/g,
    trigger: null,
    decode: (run) => [hexDecode(run.replace(/\\x/g, ''))],
  },
  {
    // A JSON string's text with `\u` escapes: escapes and the characters between them.
    run: /(?:\\u[0-9A-Fa-f]{4}|\\["\\/bfnrt]|[^\\"\s])+/g,
    trigger: '\\u',
    decode: (run) => {
      try {
        return [JSON.parse(`"${run}"`) as string]
      } catch {
        return []
      }
    },
  },
]

/**
 * Breaks a value can be split across: a line break (raw, or escaped as in a JSON string) with
 * the indentation after it, and a shell line continuation. No leading `[ \t]*`: on a long run of
 * spaces it would make the scan quadratic.
 */
const BREAK = /(?:\\?\r?\n|\\r\\n|\\n)[ \t]*/g

function holdsSecret(decoded: string, secrets: readonly string[]): boolean {
  for (const secret of secrets) if (decoded.includes(secret)) return true
  return redactShapes(decoded).redacted > 0
}

/** Replaces each encoded run that decodes to a known secret or a token shape. */
export function redactEncodedRuns(text: string, secrets: readonly string[]): EncodedRedaction {
  let out = text
  let redacted = 0
  for (const encoding of ENCODINGS) {
    let kept = ''
    let cursor = 0
    let replaced = 0
    for (const [start, end] of encodedRuns(out, encoding)) {
      const run = out.slice(start, end)
      if (!encoding.decode(run).some((decoded) => holdsSecret(decoded, secrets))) continue
      kept += out.slice(cursor, start) + REDACTED
      cursor = end
      replaced++
    }
    if (replaced > 0) out = kept + out.slice(cursor)
    redacted += replaced
  }
  return { text: out, redacted }
}

/**
 * The runs of `encoding` in `text` that hold its trigger, as [start, end) in order: the same runs
 * a global scan of the whole text finds, since a scan may start afresh after any whitespace (no
 * run of any encoding holds one). For each occurrence of the trigger the scan restarts at the
 * last whitespace before it, or where the previous run ended, and stops at the first run that
 * ends past it, so each character is scanned at most once.
 */
function encodedRuns(text: string, encoding: Encoding): [number, number][] {
  const { run, trigger } = encoding
  if (encoding.runsOf) return encoding.runsOf(text)
  const runs: [number, number][] = []
  if (trigger === null) {
    run.lastIndex = 0
    for (let match = run.exec(text); match !== null; match = run.exec(text))
      runs.push([match.index, run.lastIndex])
    return runs
  }
  let scanned = 0
  for (let hit = text.indexOf(trigger); hit !== -1; hit = text.indexOf(trigger, scanned)) {
    let from = hit
    while (from > scanned && !isWhitespace(text.charCodeAt(from - 1))) from--
    run.lastIndex = from
    let match = run.exec(text)
    // A run that ends at or before the hit starts at or after `scanned`, so it cannot hold the
    // trigger: the search would have found that occurrence first.
    while (match !== null && run.lastIndex <= hit) match = run.exec(text)
    if (match === null) break
    if (match[0].includes(trigger)) runs.push([match.index, run.lastIndex])
    scanned = run.lastIndex
  }
  return runs
}

/**
 * The maximal runs of at least `min` hex digits. Any such run holds every `min`-th position it
 * spans, so only those positions are looked at until one is a hex digit; the run around it is
 * then walked out both ways. Code is mostly short hex-looking pieces (`dead`, `0x1f`, `cafe`), so
 * this reads about a sixth of the characters where the expression tried a match at each one.
 */
function longHexRuns(text: string, min: number): [number, number][] {
  const runs: [number, number][] = []
  let from = 0
  for (let probe = min - 1; probe < text.length; probe = from + min - 1) {
    if (!isHexDigit(text.charCodeAt(probe))) {
      from = probe + 1
      continue
    }
    let start = probe
    while (start > from && isHexDigit(text.charCodeAt(start - 1))) start--
    let end = probe + 1
    while (end < text.length && isHexDigit(text.charCodeAt(end))) end++
    if (end - start >= min) runs.push([start, end])
    from = end + 1
  }
  return runs
}

function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 102)
}

/** Space, tab, line feed, vertical tab, form feed, carriage return: never inside a run. */
function isWhitespace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13)
}

/**
 * Replaces every form that appears once line breaks (and the indentation around them) are taken
 * out, where the match crosses a break: the forms found whole are redactKnown's. Each break is
 * remembered by where it starts in the joined text, so a match maps back to the original range.
 */
export function redactAcrossBreaks(text: string, forms: readonly string[]): EncodedRedaction {
  if (forms.length === 0) return { text, redacted: 0 }
  BREAK.lastIndex = 0
  if (!BREAK.test(text)) return { text, redacted: 0 }
  const joined = text.replace(BREAK, '')
  // Nearly always no form is there: the map back to the original is built only when one is.
  if (!forms.some((form) => joined.includes(form))) return { text, redacted: 0 }
  // joined[at] begins right after a break that took `removed` characters out of the original.
  const breaks: { at: number; removed: number }[] = []
  let removedSoFar = 0
  BREAK.lastIndex = 0
  for (const match of text.matchAll(BREAK)) {
    const at = match.index - removedSoFar
    removedSoFar += match[0].length
    breaks.push({ at, removed: removedSoFar })
  }
  /** Original index of joined[i]: i plus everything removed by breaks at or before i. */
  const original = (i: number): number => {
    let lo = 0
    let hi = breaks.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (breaks[mid]!.at <= i) lo = mid + 1
      else hi = mid
    }
    return i + (lo === 0 ? 0 : breaks[lo - 1]!.removed)
  }
  const ranges: [number, number][] = []
  for (const form of forms) {
    for (let at = joined.indexOf(form); at !== -1; at = joined.indexOf(form, at + 1)) {
      const start = original(at)
      const end = original(at + form.length - 1) + 1
      if (end - start !== form.length) ranges.push([start, end])
    }
  }
  if (ranges.length === 0) return { text, redacted: 0 }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  let out = ''
  let cursor = 0
  let redacted = 0
  for (const [start, end] of ranges) {
    if (end <= cursor) continue
    out += text.slice(cursor, Math.max(start, cursor)) + REDACTED
    cursor = end
    redacted++
  }
  return { text: out + text.slice(cursor), redacted }
}
