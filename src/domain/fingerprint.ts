/**
 * A finding's identity across runs: a fingerprint over its file, its normalized message and its
 * category, and the short id people type (`RG-` and six base32 characters) derived from it. Pure;
 * the hidden markers that carry a fingerprint in a comment are publish/fingerprint.ts's.
 */
import { createHash } from 'node:crypto'

export interface FingerprintSource {
  file: string
  message: string
  category: string
}

export const FINGERPRINT_PATTERN = /^[0-9a-f]{16}$/
export const FINDING_ID_PATTERN = /^RG-[A-Z2-7]{6}$/

/**
 * The message as a fingerprint sees it: case, spacing, punctuation and quoting vary between two
 * runs of a model saying the same thing; line numbers move when code above is edited.
 */
export function normalizeMessage(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\b(?:line|l)\s*\d+\b/g, 'line')
    .replace(/:\d+\b/g, '')
    .replace(/[`'"“”‘’*_]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * 16 hex characters of a SHA-256 over the file, the normalized message and the category. A step's
 * `sticky-key` other than the default scopes it (`scopedFingerprint`): two review steps on one
 * pull request each post (and skip) their own findings, even the same one.
 */
export function fingerprint(finding: FingerprintSource, key = 'default'): string {
  const fp = createHash('sha256')
    .update(`${finding.file}\u0000${normalizeMessage(finding.message)}\u0000${finding.category}`)
    .digest('hex')
    .slice(0, 16)
  return scopedFingerprint(fp, key)
}

/**
 * A fingerprint as a step with `key` posts it. Derived from the unscoped one, so a finding that
 * keeps its fingerprint across pushes (carry-over) keeps its scoped marker too.
 */
export function scopedFingerprint(fp: string, key = 'default'): string {
  if (key === 'default') return fp
  return createHash('sha256').update(`${key}\u0000${fp}`).digest('hex').slice(0, 16)
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31]
  return out
}

/**
 * The finding's short id: `RG-` and six base32 characters of its fingerprint. `taken(id)` says an
 * id already belongs to another fingerprint in this run; the next window of the fingerprint is
 * tried, then a hash of the fingerprint and a counter, so two findings never share an id.
 */
export function findingId(fp: string, taken: (id: string) => boolean): string {
  if (!FINGERPRINT_PATTERN.test(fp)) throw new Error(`not a fingerprint: ${fp}`)
  const chars = base32(Buffer.from(fp, 'hex'))
  for (let at = 0; at + 6 <= chars.length; at++) {
    const id = `RG-${chars.slice(at, at + 6)}`
    if (!taken(id)) return id
  }
  for (let n = 1; ; n++) {
    const digest = createHash('sha256').update(`${fp}\u0000${n}`).digest()
    const id = `RG-${base32(digest).slice(0, 6)}`
    if (!taken(id)) return id
  }
}
