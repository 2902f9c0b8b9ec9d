/**
 * The one redaction step every published string goes through: artifacts, the job summary, pull
 * request comments, annotations, outputs and log lines. It runs on decoded text (a parsed reply's
 * fields, not only the raw reply), because `ghp\u005f…` in a JSON string is harmless until it is
 * parsed into `ghp_…`.
 */
import { redactAcrossBreaks, redactEncodedRuns } from './encoded.js'
import { formsOf, MIN_SECRET_LENGTH, redactKnown } from './known.js'
import { redactShapes } from './shapes.js'

/**
 * Every known secret in `text` replaced, in every form (known.ts's fixed forms, those split by
 * a line break, and runs of percent, hex or `\u` encoding that decode to one), then every
 * token-shaped string. Shared by the redactor and the model stage's redactSecrets.
 */
export function redactAll(
  text: string,
  secrets: readonly string[],
  forms: readonly string[] = formsOf(secrets),
): { text: string; redacted: number } {
  const values = secrets.filter((s) => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH)
  const known = redactKnown(text, forms)
  const split = redactAcrossBreaks(known.text, forms)
  const encoded = redactEncodedRuns(split.text, values)
  const shaped = redactShapes(encoded.text)
  return {
    text: shaped.text,
    redacted: known.redacted + split.redacted + encoded.redacted + shaped.redacted,
  }
}

export interface Redactor {
  /** The text with every known secret (in every form) and every token-shaped string replaced. */
  text(value: string): string
  /**
   * A deep copy of plain data (objects, arrays, strings, numbers, booleans, null) with every
   * string redacted, object keys included. Keys that become equal after redaction keep the last
   * value. Values of other kinds (functions, class instances) are copied by reference.
   */
  deep<T>(value: T): T
  /** How many occurrences this redactor has replaced so far, for a log line. */
  readonly redactions: number
}

/**
 * A redactor for the given secret values (see `secretValues`). Values shorter than
 * MIN_SECRET_LENGTH are ignored; token shapes are caught whatever the values.
 */
export function createRedactor(secrets: readonly string[]): Redactor {
  const forms = formsOf(secrets)
  let redactions = 0
  const text = (value: string): string => {
    const result = redactAll(value, secrets, forms)
    redactions += result.redacted
    return result.text
  }
  const deep = (value: unknown, seen: Map<object, unknown>): unknown => {
    if (typeof value === 'string') return text(value)
    if (value === null || typeof value !== 'object') return value
    const done = seen.get(value)
    if (done !== undefined) return done
    if (Array.isArray(value)) {
      const copy: unknown[] = []
      seen.set(value, copy)
      for (const item of value) copy.push(deep(item, seen))
      return copy
    }
    const proto: unknown = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) return value
    const copy: Record<string, unknown> = {}
    seen.set(value, copy)
    for (const [key, item] of Object.entries(value)) {
      // defineProperty, not assignment: a `__proto__` key from untrusted JSON stays a plain key.
      Object.defineProperty(copy, text(key), {
        value: deep(item, seen),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
    return copy
  }
  return {
    text,
    deep: <T>(value: T): T => deep(value, new Map()) as T,
    get redactions() {
      return redactions
    },
  }
}
