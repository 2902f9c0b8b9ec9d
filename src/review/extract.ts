import { isUtf8 } from 'node:buffer'
import { MAX_JSON_DEPTH, scanValue } from './json-scan.js'
import { quote, textExcerpt } from './text.js'

/**
 * Finds the reply object in what a model printed. Strict JSON is the contract; a reply in a
 * fenced block or wrapped in prose is accepted with a warning; when several reply objects are
 * present the last complete one wins. Everything else is a ReplyUnusableError.
 *
 * The text is hostile: before JSON.parse sees a candidate, an iterative scanner has found its
 * extent, measured its nesting (so parsing and later walks cannot overflow the stack) and
 * collected duplicate keys (JSON.parse keeps the last silently; we keep the last and say so).
 * Keys such as `__proto__` stay plain own properties: JSON.parse defines them without invoking
 * the prototype setter, and nothing downstream copies unknown keys into another object.
 */

export const MAX_REPLY_BYTES = 16 * 1024 * 1024
export { MAX_JSON_DEPTH }
const REPLY_KEYS = ['verdict', 'counts', 'issues', 'strengths']

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
}

export function decodeReply(reply: string | Buffer, warnings: string[]): string {
  if (typeof reply === 'string') return reply
  if (isUtf8(reply)) return reply.toString('utf8')
  warnings.push('the reply is not valid UTF-8; invalid bytes were replaced with U+FFFD')
  return new TextDecoder('utf-8', { fatal: false }).decode(reply)
}

export function extractReply(reply: string | Buffer): ExtractedReply {
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

  const found = findReplyObjects(text)
  const chosen = found.candidates[found.candidates.length - 1]
  if (!chosen) throw unusableFor(found, text)

  if (chosen.start !== start || chosen.end !== end) {
    warnings.push(
      insideFence(text, chosen.start)
        ? 'the reply JSON was inside a fenced code block; the text around it was ignored'
        : `the reply JSON was wrapped in prose; ${end - start - (chosen.end - chosen.start)} characters around it were ignored`,
    )
  }
  if (found.candidates.length > 1) {
    warnings.push(
      `the reply holds ${found.candidates.length} JSON objects shaped like a review; used the last complete one (line ${lineOf(text, chosen.start)})`,
    )
  }
  if (chosen.duplicates.length > 0) {
    const listed = chosen.duplicates.map((k) => quote(k, 40))
    warnings.push(
      `duplicate keys in the reply JSON (the last value of each was kept): ${listed.join(', ')}`,
    )
  }
  return { value: chosen.value, warnings }
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
}

function findReplyObjects(text: string): Found {
  const found: Found = { candidates: [], truncatedAt: null, tooDeepAt: null, sawOtherObject: false }
  // Prose with many unbalanced braces could make rescanning quadratic: the budget bounds the work.
  const budget = { left: Math.max(4 * text.length, 1 << 20) }
  let pos = text.indexOf('{')
  while (pos !== -1 && budget.left > 0) {
    const scan = scanValue(text, pos, budget)
    let next = pos + 1
    if (scan.complete) {
      if (scan.maxDepth > MAX_JSON_DEPTH) {
        found.tooDeepAt ??= pos
        next = scan.end
      } else {
        const value = parseCandidate(text.slice(pos, scan.end))
        if (value && isReplyLike(value)) {
          found.candidates.push({ start: pos, end: scan.end, value, duplicates: scan.duplicates })
          next = scan.end
        } else if (value) {
          found.sawOtherObject = true
        }
      }
    } else if (!scan.outOfBudget) {
      found.truncatedAt ??= pos
    }
    pos = text.indexOf('{', next)
  }
  return found
}

function parseCandidate(slice: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(slice)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function isReplyLike(value: Record<string, unknown>): boolean {
  return REPLY_KEYS.some((key) => Object.hasOwn(value, key))
}

function rejectTopLevelArray(text: string, start: number, end: number): void {
  const scan = scanValue(text, start, { left: Infinity })
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
  return new ReplyUnusableError('no_json', 'the reply holds no JSON object', excerpt)
}

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
