/**
 * Small helpers that keep untrusted text bounded and printable wherever the parser repeats it
 * (warnings, excerpts, error messages): a model reply may hold megabytes, control characters
 * or terminal escape sequences, and none of that may reach a log or a rendered summary intact.
 */

/** Cuts `text` to at most `max` UTF-16 units (ellipsis included), never inside a surrogate pair. */
export function boundText(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = Math.max(0, max - 1)
  const code = text.charCodeAt(cut - 1)
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1
  return `${text.slice(0, cut)}…`
}

// C0/C1 controls except tab and newline, and the invisible direction/format characters.
const UNPRINTABLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** Shows unprintable characters as `\uXXXX` so a log line cannot be steered by them. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** A short, quoted, printable rendering of a value from the reply, for a warning. */
export function quote(value: unknown, max = 60): string {
  if (typeof value === 'string')
    return `"${printable(boundText(value, max)).replace(/\n/g, '\\n')}"`
  return boundedJson(value, max)
}

/** One line of the reply text for an error: the head and the tail when it is long. */
export function textExcerpt(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return printable(flat)
  const head = boundText(flat, Math.floor(max * 0.66))
  const tail = flat.slice(flat.length - Math.floor(max * 0.3))
  return printable(`${head} … ${tail}`)
}

/**
 * JSON text of `value`, stopping once `max` characters are written: a 5 MB field or 50,000
 * entries cost no more than the excerpt. Depth is bounded by the extractor before this runs.
 */
export function boundedJson(value: unknown, max = 200): string {
  const out: string[] = []
  let length = 0
  const push = (s: string): boolean => {
    out.push(s)
    length += s.length
    return length < max
  }
  const walk = (v: unknown, depth: number): boolean => {
    if (depth > 64) return push('…')
    if (v === null || typeof v === 'number' || typeof v === 'boolean') return push(String(v))
    if (typeof v === 'string') return push(JSON.stringify(boundText(v, max)))
    if (Array.isArray(v)) {
      if (!push('[')) return false
      for (let i = 0; i < v.length; i++) {
        if (i > 0 && !push(',')) return false
        if (!walk(v[i], depth + 1)) return false
      }
      return push(']')
    }
    if (typeof v === 'object') {
      if (!push('{')) return false
      let first = true
      for (const key of Object.keys(v)) {
        if (!first && !push(',')) return false
        first = false
        if (!push(`${JSON.stringify(boundText(key, max))}:`)) return false
        if (!walk((v as Record<string, unknown>)[key], depth + 1)) return false
      }
      return push('}')
    }
    return push('null')
  }
  walk(value, 0)
  return printable(boundText(out.join(''), max))
}
