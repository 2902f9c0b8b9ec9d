/**
 * Bounds on what a test report may cost us, and the small lenient decoders every report parser
 * shares. Reports are untrusted input: sizes are capped before reading and every kept string is
 * bounded so memory follows the number of test cases, never the size of their output.
 */

import { flatCopy } from '../shared/flat-copy.js'

export interface ReportLimits {
  /** Largest report file accepted, in bytes; checked before reading. */
  maxBytes: number
  /** Deepest element nesting accepted in an XML report. */
  maxDepth: number
  /** Most test cases kept from one report. */
  maxCases: number
  /** Longest failure message kept, in characters. */
  maxMessageChars: number
  /** Longest failure trace kept, in characters. */
  maxTraceChars: number
}

export const DEFAULT_LIMITS: ReportLimits = {
  maxBytes: 128 * 1024 * 1024,
  maxDepth: 64,
  maxCases: 1_000_000,
  maxMessageChars: 2_000,
  maxTraceChars: 8_000,
}

/** Longest test or suite name kept, in characters. */
export const MAX_NAME_CHARS = 500

export function withDefaults(limits?: Partial<ReportLimits>): ReportLimits {
  return { ...DEFAULT_LIMITS, ...limits }
}

/**
 * A copy of `text` that shares no memory with the string it was cut from (see flat-copy.ts):
 * one kept name cut from a parser chunk would keep the whole 64 KiB chunk alive, and a map of
 * them the whole report.
 */
export const detach: (text: string) => string = flatCopy

/** Cuts text to `max` characters, saying so, without splitting a surrogate pair. */
export function bound(text: string, max: number): string {
  if (text.length <= max) return text
  const marker = ' …[truncated]'
  let end = Math.max(0, max - marker.length)
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end -= 1
  return text.slice(0, end) + marker
}

/** A bounded message: the text trimmed, empty → null. */
export function boundedOrNull(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined) return null
  const trimmed = text.trim()
  return trimmed === '' ? null : bound(trimmed, max)
}

const UNIT_TO_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  sec: 1000,
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
}

/**
 * A JUnit `time` (seconds unless a unit follows) in milliseconds, leniently: `14,029.255`
 * (thousands separators), `0,03` (decimal comma), `80.803us`; anything else is unknown (null).
 */
export function parseDuration(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.length > 64) return null
  // Nearly every report writes plain `0.012`: decode that digit by digit, no regex, no Number().
  const plain = plainSecondsToMs(raw)
  if (plain !== null) return plain
  const match = /^\s*([0-9][0-9.,'_]*)\s*([a-zµμ]*)\s*$/i.exec(raw)
  if (!match) return null
  const unit = match[2]!.toLowerCase()
  const factor = unit === '' ? 1000 : UNIT_TO_MS[unit]
  if (factor === undefined) return null
  const value = parseLenientNumber(match[1]!)
  if (value === null) return null
  return roundMs(value * factor)
}

/** Powers of ten by exponent, up to what a 16-character time can need (`10 ** k` cost ~150 ns). */
const POWERS_OF_TEN = Array.from({ length: 17 }, (_, k) => Number(`1e${k}`))

/** `12.345` (digits, at most one inner dot, ≤ 15 digits) in ms rounded to the µs; else null. */
export function plainSecondsToMs(text: string): number | null {
  const length = text.length
  if (length === 0 || length > 16) return null
  let digits = 0
  let dot = -1
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i)
    if (c === 46 /* . */) {
      if (dot >= 0 || i === 0 || i === length - 1) return null
      dot = i
    } else if (c >= 48 && c <= 57) {
      digits = digits * 10 + (c - 48)
    } else {
      return null
    }
  }
  const scale = dot < 0 ? 1 : POWERS_OF_TEN[length - 1 - dot]!
  return Math.round((digits * 1_000_000) / scale) / 1000
}

/** A TRX duration `hh:mm:ss.fffffff` (a leading `d.` of days allowed) in milliseconds. */
export function parseTimeSpan(raw: string | null | undefined): number | null {
  if (!raw || raw.length > 64) return null
  const match = /^\s*(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)\s*$/.exec(raw)
  if (!match) return null
  const [, days, hours, minutes, seconds] = match
  const total =
    Number(days ?? 0) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
  return Number.isFinite(total) ? roundMs(total * 1000) : null
}

function roundMs(ms: number): number | null {
  if (!Number.isFinite(ms) || ms < 0) return null
  return Math.round(ms * 1000) / 1000
}

/**
 * Decodes a number written with either separator convention. When both `.` and `,` appear the
 * last one is the decimal point and the other groups thousands (`14,029.255`, `1.234,5`). A single
 * separator of one kind is a decimal point (`1.5`, `0,03`: a duration of whole thousands of
 * seconds is far rarer than a locale's decimal comma); repeated, it groups thousands (`1,234,567`).
 */
export function parseLenientNumber(raw: string): number | null {
  const text = raw.replace(/['_]/g, '')
  if (!/^[0-9][0-9.,]*$/.test(text) || /[.,]$/.test(text)) return null
  const dots = count(text, '.')
  const commas = count(text, ',')
  let normalized: string
  if (dots > 0 && commas > 0) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ','
    const thousands = decimal === '.' ? ',' : '.'
    if (count(text, decimal) !== 1) return null
    const [intPart, fraction] = text.split(decimal) as [string, string]
    if (fraction.includes(thousands) || !isGrouped(intPart, thousands)) return null
    normalized = `${intPart.split(thousands).join('')}.${fraction}`
  } else if (dots + commas === 1) {
    normalized = text.replace(',', '.')
  } else if (dots + commas > 1) {
    const sep = dots > 0 ? '.' : ','
    if (!isGrouped(text, sep)) return null
    normalized = text.split(sep).join('')
  } else {
    normalized = text
  }
  const value = Number(normalized)
  return Number.isFinite(value) ? value : null
}

function count(text: string, char: string): number {
  let n = 0
  for (const c of text) if (c === char) n++
  return n
}

/** `1,234,567`: a first group of 1–3 digits, then groups of exactly three. */
function isGrouped(text: string, sep: string): boolean {
  const groups = text.split(sep)
  if (groups.length === 1) return /^\d+$/.test(text)
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g))
}
