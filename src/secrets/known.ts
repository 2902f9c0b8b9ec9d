/**
 * Redaction of secrets whose values we know (the tokens and keys the run was given), in every form
 * they can take in text the run publishes.
 */
import { REDACTED } from './shapes.js'

/**
 * Values shorter than this are never treated as secrets: replacing a 4-letter value such as
 * `true` or `test` everywhere would wreck ordinary words, and no real token or key is that short.
 */
export const MIN_SECRET_LENGTH = 6

/**
 * The ways a value shows up in text: as is, escaped inside a JSON string, percent-encoded in a
 * URL, and base64 encoded (standard and URL-safe). Base64 depends on where the value starts
 * relative to a 3-byte group, so each of the 3 alignments gives its own string: the characters
 * that encode only the value's own bits, so the form is found inside a longer base64 text too
 * (a `user:token` Basic credential, a whole encoded config file).
 */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret, JSON.stringify(secret).slice(1, -1)])
  forms.add(encodeURIComponent(secret))
  // A form posted as application/x-www-form-urlencoded writes spaces as `+`.
  forms.add(encodeURIComponent(secret).replace(/%20/g, '+'))
  const bytes = Buffer.from(secret, 'utf8')
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes])
    const encoded = padded.toString('base64')
    // Characters before `first` carry bits of the bytes ahead of the value; from `last` on they
    // carry bits of what follows it (or `=` padding).
    const first = Math.ceil((offset * 8) / 6)
    const last = Math.floor((padded.length * 8) / 6)
    const core = encoded.slice(first, last)
    forms.add(core)
    forms.add(core.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH)
}

/**
 * Replaces every form of every known secret with `[REDACTED]`. Longest form first, so a secret
 * that contains another one is replaced whole.
 */
export function redactKnown(
  text: string,
  forms: readonly string[],
): { text: string; redacted: number } {
  let out = text
  let redacted = 0
  for (const form of forms) {
    if (!out.includes(form)) continue
    const parts = out.split(form)
    redacted += parts.length - 1
    out = parts.join(REDACTED)
  }
  return { text: out, redacted }
}

/** All forms of all secrets, deduplicated, longest first. */
export function formsOf(secrets: readonly string[]): string[] {
  const all = new Set<string>()
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) continue
    for (const form of secretForms(secret)) all.add(form)
  }
  return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0))
}
