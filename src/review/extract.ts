import { isUtf8 } from 'node:buffer'
import { MAX_JSON_DEPTH, scanValue } from './json-scan.js'
import { NEVER_CLOSES, NOT_JSON, objectSpans } from './object-spans.js'
import { quote, textExcerpt } from './text.js'
import { isRecord } from '../shared/is-record.js'

/**
 * Finds the reply object in what a model printed. Strict JSON is the contract; a reply in a
 * fenced block or wrapped in prose is accepted with a warning. More than one object carrying a
 * review field is ambiguous, and like everything else unreadable a ReplyUnusableError.
 *
 * The text is hostile: before JSON.parse sees a candidate, an iterative scanner has found its
 * extent, measured its nesting (so parsing and later walks cannot overflow the stack) and
 * collected duplicate keys (JSON.parse keeps the last silently; we keep the last and say so).
 * Keys such as `__proto__` stay plain own properties: JSON.parse defines them without invoking
 * the prototype setter, and nothing downstream copies unknown keys into another object.
 */

export const MAX_REPLY_BYTES = 16 * 1024 * 1024
export { MAX_JSON_DEPTH }
/** The fields that make an object a review (`findings` and `comments` stand for `issues`). */
const REPLY_KEYS = ['verdict', 'counts', 'issues', 'strengths', 'findings', 'comments']

/**
 * What makes an object the reply: the keys that mark it, and the keys whose repetition could hide
 * a finding or change the verdict. The review reply's is the default; the verifier has its own.
 */
export interface ReplyShape {
  keys: readonly string[]
  weighty: ReadonlySet<string>
}

export const REVIEW_REPLY_SHAPE: ReplyShape = {
  keys: REPLY_KEYS,
  weighty: new Set([
    ...REPLY_KEYS,
    'severity',
    'category',
    'file',
    'line',
    'blocker',
    'major',
    'minor',
  ]),
}

function headPattern(shape: ReplyShape): RegExp {
  return new RegExp(`\\{\\s*"(?:${shape.keys.join('|')})"\\s*:`, 'y')
}

export type UnusableKind =
  | 'empty'
  | 'too_large'
  | 'no_json'
  | 'truncated'
  | 'not_an_object'
  | 'too_deep'
  | 'no_reply_object'
  | 'bad_shape'
  | 'ambiguous'
  | 'refused'
  | 'incomplete'

/** The reply cannot be read as a review at all. `excerpt` is bounded and printable. */
export class ReplyUnusableError extends Error {
  override readonly name = 'ReplyUnusableError'
  constructor(
    readonly kind: UnusableKind,
    readonly reason: string,
    readonly excerpt: string,
  ) {
    super(`reply unusable: ${reason}`)
  }
}

export interface ExtractedReply {
  /** The chosen reply object, straight from JSON.parse: untyped, read only by the normalizer. */
  value: Record<string, unknown>
  warnings: string[]
  /** Why the reply cannot be read completely though its object was found (the review is incomplete). */
  incomplete: string[]
}

export function decodeReply(reply: string | Buffer, warnings: string[]): string {
  if (typeof reply === 'string') return reply
  if (isUtf8(reply)) return reply.toString('utf8')
  warnings.push('the reply is not valid UTF-8; invalid bytes were replaced with U+FFFD')
  return new TextDecoder('utf-8', { fatal: false }).decode(reply)
}

export function extractReply(
  reply: string | Buffer,
  shape: ReplyShape = REVIEW_REPLY_SHAPE,
): ExtractedReply {
  const size = typeof reply === 'string' ? reply.length : reply.byteLength
  if (size > MAX_REPLY_BYTES) {
    const head =
      typeof reply === 'string' ? reply.slice(0, 1000) : reply.subarray(0, 1000).toString('utf8')
    throw new ReplyUnusableError(
      'too_large',
      `the reply is ${size} bytes, over the ${MAX_REPLY_BYTES}-byte limit`,
      textExcerpt(head),
    )
  }
  const warnings: string[] = []
  let text = decodeReply(reply, warnings)
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  const start = text.length - text.trimStart().length
  const end = text.trimEnd().length
  if (start >= end) throw new ReplyUnusableError('empty', 'the reply is empty', '')

  if (text[start] === '[') rejectTopLevelArray(text, start, end)

  const found = findReplyObjects(text, shape)
  const chosen = found.candidates[0]
  if (!chosen) throw unusableFor(found, text)
  rejectSecondReply(found, text)

  if (chosen.start !== start || chosen.end !== end) {
    warnings.push(
      insideFence(text, chosen.start)
        ? 'the reply JSON was inside a fenced code block; the text around it was ignored'
        : `the reply JSON was wrapped in prose; ${end - start - (chosen.end - chosen.start)} characters around it were ignored`,
    )
  }
  // JSON.parse keeps the last of two equal keys, so `"issues": [blocker…], "issues": []` would
  // read as a clean review: a repeated field that carries a finding or the verdict is ambiguous.
  const weighty = chosen.duplicates.filter((k) => shape.weighty.has(k))
  if (weighty.length > 0) {
    throw new ReplyUnusableError(
      'ambiguous',
      `the reply repeats the key${weighty.length === 1 ? '' : 's'} ${weighty.map((k) => quote(k, 40)).join(', ')} inside one object, so which value counts is unclear; send each key once`,
      textExcerpt(text.slice(chosen.start, chosen.start + 240)),
    )
  }
  if (chosen.duplicates.length > 0) {
    const listed = chosen.duplicates.map((k) => quote(k, 40))
    warnings.push(
      `duplicate keys in the reply JSON (the last value of each was kept): ${listed.join(', ')}`,
    )
  }
  // A finding stated outside the reply object (`One blocker: {"severity": …} Final: {…}`) would
  // otherwise be dropped with the prose around it.
  const incomplete =
    found.strayFindingAt === null
      ? []
      : [
          `the reply holds a finding-shaped object (with "severity") outside its issues list, at line ${lineOf(text, found.strayFindingAt)}; findings count only inside "issues"`,
        ]
  return { value: chosen.value, warnings, incomplete }
}

interface Candidate {
  start: number
  end: number
  value: Record<string, unknown>
  duplicates: string[]
}

interface Found {
  candidates: Candidate[]
  /** Start of the first object that never closes. */
  truncatedAt: number | null
  /** Start of the first complete object nested deeper than MAX_JSON_DEPTH. */
  tooDeepAt: number | null
  /** A complete JSON object was found, but none had the reply's fields. */
  sawOtherObject: boolean
  /** Start of the first object outside every reply object that carries a `severity` key. */
  strayFindingAt: number | null
  /** Start of the first object that opens with a review field and never closes. */
  unclosedReplyAt: number | null
  /** Steps taken: characters walked and parsed (tests hold it to a multiple of the length). */
  work: number
}

/**
 * Every top-level object with a review field, in one pass (objectSpans) plus one JSON.parse per
 * complete object looked at. A complete object that is not a reply (a wrapper, invalid JSON) is
 * looked into, so its nested objects are looked at too; nesting is bounded by MAX_JSON_DEPTH,
 * so no character is parsed more than MAX_JSON_DEPTH + 1 times. Nothing stops early: an object
 * at the end of a 16 MB reply is found as surely as one at the start. The usual reply, the
 * text's only object, takes a shortcut with the same result (soleReplyObject).
 */
export function findReplyObjects(text: string, shape: ReplyShape = REVIEW_REPLY_SHAPE): Found {
  const sole = soleReplyObject(text, shape)
  if (sole.found) return sole.found
  const found = searchEveryObject(text, shape)
  found.work += sole.work
  return found
}

/** findReplyObjects without the shortcut for a sole reply object: the general search. */
export function searchEveryObject(text: string, shape: ReplyShape = REVIEW_REPLY_SHAPE): Found {
  const head = headPattern(shape)
  const found: Found = {
    candidates: [],
    truncatedAt: null,
    tooDeepAt: null,
    sawOtherObject: false,
    strayFindingAt: null,
    unclosedReplyAt: null,
    work: 0,
  }
  const spans = objectSpans(text)
  found.work = spans.work
  let skipUntil = 0
  for (let k = 0; k < spans.count; k++) {
    const start = spans.starts[k]!
    const end = spans.ends[k]!
    if (start < skipUntil || end === NOT_JSON) continue
    if (end === NEVER_CLOSES) {
      found.truncatedAt ??= start
      head.lastIndex = start
      if (found.unclosedReplyAt === null && head.test(text)) found.unclosedReplyAt = start
      continue
    }
    if (spans.depths[k]! > MAX_JSON_DEPTH) {
      found.tooDeepAt ??= start
      skipUntil = end
      continue
    }
    found.work += end - start
    const value = parseCandidate(text.slice(start, end))
    if (value && isReplyLike(value, shape)) {
      const scan = scanValue(text, start)
      found.work += end - start
      found.candidates.push({ start, end, value, duplicates: scan.duplicates })
      skipUntil = end
    } else if (value) {
      found.sawOtherObject = true
      if (Object.hasOwn(value, 'severity')) found.strayFindingAt ??= start
    }
  }
  return found
}

/**
 * The usual reply, found without objectSpans: one object from the first `{` to the last `}`,
 * with no `{` after it, that is valid JSON, no deeper than MAX_JSON_DEPTH and has a review
 * field. The full search would find exactly it: no `{` opens before it, so it is the first span;
 * being valid JSON, its span ends at its closing brace whatever prose comes before (a quote or
 * `[` there only changes scans that start earlier, and there are none); as a reply it hides
 * every `{` inside it; and none opens after it. Anything else (prose braces, a second object,
 * a truncated one) takes the full search, having cost at most one walk of the text here.
 */
function soleReplyObject(text: string, shape: ReplyShape): { found: Found | null; work: number } {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}') + 1
  if (start === -1 || end <= start || text.indexOf('{', end) !== -1) return { found: null, work: 0 }
  const scan = scanValue(text, start)
  const work = scan.end - start
  if (!scan.complete || scan.end !== end || scan.maxDepth > MAX_JSON_DEPTH) {
    return { found: null, work }
  }
  const value = parseCandidate(text.slice(start, end))
  if (!value || !isReplyLike(value, shape)) return { found: null, work: 2 * work }
  const candidate = { start, end, value, duplicates: scan.duplicates }
  return {
    found: {
      candidates: [candidate],
      truncatedAt: null,
      tooDeepAt: null,
      sawOtherObject: false,
      strayFindingAt: null,
      unclosedReplyAt: null,
      work: 2 * work,
    },
    work: 2 * work,
  }
}

/**
 * One reply, one review: two objects that each carry a review field leave no way to know which
 * the model meant (a draft and a final, an example and the answer), and picking one could drop
 * the other's blockers. The same goes for a second one that starts and never closes.
 */
function rejectSecondReply(found: Found, text: string): void {
  const [first, second] = found.candidates
  if (second) {
    throw new ReplyUnusableError(
      'ambiguous',
      `the reply holds ${found.candidates.length} JSON objects with review fields (lines ${found.candidates
        .slice(0, 5)
        .map((c) => lineOf(text, c.start))
        .join(', ')}); send exactly one`,
      textExcerpt(
        `${text.slice(first!.start, first!.start + 120)} … ${text.slice(second.start, second.start + 120)}`,
      ),
    )
  }
  const unclosed = found.unclosedReplyAt
  if (unclosed !== null && (unclosed < first!.start || unclosed >= first!.end)) {
    throw new ReplyUnusableError(
      'ambiguous',
      `besides the review object at line ${lineOf(text, first!.start)}, another one starting at line ${lineOf(text, unclosed)} never closes (truncated?); send exactly one`,
      textExcerpt(text.slice(unclosed, unclosed + 240)),
    )
  }
}

function parseCandidate(slice: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(slice)
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}

function isReplyLike(value: Record<string, unknown>, shape: ReplyShape): boolean {
  return shape.keys.some((key) => Object.hasOwn(value, key))
}

function rejectTopLevelArray(text: string, start: number, end: number): void {
  const scan = scanValue(text, start)
  if (!scan.complete || scan.end !== end) return
  if (scan.maxDepth > MAX_JSON_DEPTH) {
    throw new ReplyUnusableError(
      'too_deep',
      `the reply is a JSON array nested deeper than ${MAX_JSON_DEPTH} levels`,
      textExcerpt(text.slice(start, Math.min(end, start + 2000))),
    )
  }
  try {
    JSON.parse(text.slice(start, end))
  } catch {
    return
  }
  throw new ReplyUnusableError(
    'not_an_object',
    'the reply is a JSON array; the contract is one JSON object with verdict, counts, issues and strengths',
    textExcerpt(text.slice(start, Math.min(end, start + 2000))),
  )
}

function unusableFor(found: Found, text: string): ReplyUnusableError {
  const excerpt = textExcerpt(
    text.length > 4000 ? `${text.slice(0, 2000)} ${text.slice(-1000)}` : text,
  )
  if (found.tooDeepAt !== null) {
    return new ReplyUnusableError(
      'too_deep',
      `the JSON at line ${lineOf(text, found.tooDeepAt)} is nested deeper than ${MAX_JSON_DEPTH} levels`,
      excerpt,
    )
  }
  if (found.truncatedAt !== null) {
    return new ReplyUnusableError(
      'truncated',
      `the JSON object starting at line ${lineOf(text, found.truncatedAt)} never closes (truncated reply?)`,
      excerpt,
    )
  }
  if (found.sawOtherObject) {
    return new ReplyUnusableError(
      'no_reply_object',
      'the reply holds JSON, but no object with any of the fields verdict, counts, issues, strengths',
      excerpt,
    )
  }
  if (REFUSAL.test(text.slice(0, 2000))) {
    return new ReplyUnusableError(
      'refused',
      'the reply declines the review instead of returning the JSON object',
      excerpt,
    )
  }
  return new ReplyUnusableError('no_json', 'the reply holds no JSON object', excerpt)
}

/** How a model says no: "I can't help with that", "I am unable to review this", "I won't …". */
const REFUSAL =
  /\bI(?:'|’)?(?:m| am)? *(?:can(?:'|’)?t|cannot|can not|won(?:'|’)?t|will not|am unable to|'m unable to|’m unable to|unable to|am not able to|must decline|decline)\b/i

function lineOf(text: string, index: number): number {
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++
  return line
}

/** True when the line holding `index` is preceded by an opening code fence with nothing between. */
function insideFence(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 200), index)
  return /(^|\n)[ \t]*(`{3,}|~{3,})[\w-]*[ \t]*\r?\n\s*$/.test(before)
}
