import type { Severity } from '../domain/finding.js'

/**
 * Reading a severity word the model wrote. A finding the model meant as a blocker must never
 * vanish because it was spelled `Critical`, `must-fix`, `blоcker` (Cyrillic о) or `ＢＬＯＣＫＥＲ`,
 * so the word goes through NFKC (fullwidth and other compatibility forms), then a skeleton that
 * maps the common Cyrillic and Greek look-alikes to Latin letters, then the synonym table. A
 * phrase (`Severity: High`, `blocker (must fix)`) is read when every severity word in it agrees;
 * `major/minor` names two and is ambiguous: the caller treats it as unreadable.
 */

// Maps, not objects: a key like `__proto__` or `constructor` must find nothing.
const SYNONYMS = new Map<string, Severity>(
  Object.entries({
    blocker: 'blocker',
    blocking: 'blocker',
    critical: 'blocker',
    p0: 'blocker',
    error: 'blocker',
    mustfix: 'blocker',
    severe: 'blocker',
    fatal: 'blocker',
    showstopper: 'blocker',
    major: 'major',
    high: 'major',
    important: 'major',
    p1: 'major',
    shouldfix: 'major',
    minor: 'minor',
    medium: 'minor',
    low: 'minor',
    p2: 'minor',
    p3: 'minor',
    suggestion: 'minor',
    nit: 'minor',
    nitpick: 'minor',
    info: 'minor',
    trivial: 'minor',
  }) as [string, Severity][],
)

/** Cyrillic and Greek letters that render like Latin ones, upper and lower case. */
const LOOKALIKES = new Map<string, string>(
  Object.entries({
    а: 'a',
    в: 'b',
    е: 'e',
    ё: 'e',
    і: 'i',
    ј: 'j',
    к: 'k',
    м: 'm',
    н: 'h',
    о: 'o',
    р: 'p',
    с: 'c',
    ѕ: 's',
    т: 't',
    у: 'y',
    х: 'x',
    ԁ: 'd',
    ӏ: 'l',
    А: 'A',
    В: 'B',
    Е: 'E',
    І: 'I',
    Ј: 'J',
    К: 'K',
    М: 'M',
    Н: 'H',
    О: 'O',
    Р: 'P',
    С: 'C',
    Ѕ: 'S',
    Т: 'T',
    Х: 'X',
    Ү: 'Y',
    α: 'a',
    ε: 'e',
    ι: 'i',
    κ: 'k',
    ν: 'v',
    ο: 'o',
    ρ: 'p',
    τ: 't',
    υ: 'u',
    χ: 'x',
    Α: 'A',
    Β: 'B',
    Ε: 'E',
    Ζ: 'Z',
    Η: 'H',
    Ι: 'I',
    Κ: 'K',
    Μ: 'M',
    Ν: 'N',
    Ο: 'O',
    Ρ: 'P',
    Τ: 'T',
    Υ: 'Y',
    Χ: 'X',
  }),
)
const LOOKALIKE_PATTERN = new RegExp(`[${[...LOOKALIKES.keys()].join('')}]`, 'gu')

/** Longest severity text looked at; anything longer is prose, not a severity. */
const MAX_SEVERITY_LENGTH = 60

export type SeverityReading =
  { ok: true; severity: Severity; exact: boolean } | { ok: false; reason: string }

/** The word with look-alikes, compatibility forms and case folded away. */
export function severitySkeleton(word: string): string {
  return word
    .normalize('NFKC')
    .replace(LOOKALIKE_PATTERN, (c) => LOOKALIKES.get(c)!)
    .toLowerCase()
}

export function readSeverity(value: unknown): SeverityReading {
  if (value === undefined || value === null) return { ok: false, reason: 'no severity' }
  if (typeof value !== 'string') return { ok: false, reason: 'the severity is not text' }
  if (value === 'blocker' || value === 'major' || value === 'minor')
    return { ok: true, severity: value, exact: true }
  if (value.length > MAX_SEVERITY_LENGTH) return { ok: false, reason: 'the severity is prose' }
  const skeleton = severitySkeleton(value).trim()
  const whole = SYNONYMS.get(skeleton.replace(/[\s_-]+/g, ''))
  if (whole) return { ok: true, severity: whole, exact: false }
  // A phrase: every severity word in it must agree. `must fix` is one word split in two.
  const words = skeleton.replace(/\b(must|should)[\s_-]+fix\b/g, '$1fix').split(/[^\p{L}\p{N}]+/u)
  const named = new Set<Severity>()
  for (const word of words) {
    const severity = SYNONYMS.get(word)
    if (severity) named.add(severity)
  }
  if (named.size === 1) return { ok: true, severity: [...named][0]!, exact: false }
  if (named.size > 1) {
    return { ok: false, reason: `the severity names ${[...named].join(' and ')}: ambiguous` }
  }
  return { ok: false, reason: 'not blocker, major or minor (or a known synonym)' }
}

/** The severity a reply's value stands for, or null when it is missing, unknown or ambiguous. */
export function severityOf(value: unknown): Severity | null {
  const reading = readSeverity(value)
  return reading.ok ? reading.severity : null
}
