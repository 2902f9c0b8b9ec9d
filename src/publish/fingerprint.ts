/**
 * Hidden markers in what we post, so a re-run can recognise its own earlier comments: a
 * fingerprint per finding (file, normalized message, category) and one marker for the sticky
 * summary comment. Markers are HTML comments: GitHub does not render them. Untrusted text can never
 * forge one inside our own bodies, because the sanitizer drops HTML comments and escapes `<`.
 */
import { createHash } from 'node:crypto'

const TOOL = 'review-gate'
const FINGERPRINT_PATTERN = /<!-- review-gate:fp:([0-9a-f]{16}) -->/g

export interface FingerprintSource {
  file: string
  message: string
  category: string
}

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
 * `sticky-key` other than the default goes in too: two review steps on one pull request each
 * post (and skip) their own findings, even the same one.
 */
export function fingerprint(finding: FingerprintSource, key = 'default'): string {
  const scope = key === 'default' ? '' : `${key}\u0000`
  return createHash('sha256')
    .update(
      `${scope}${finding.file}\u0000${normalizeMessage(finding.message)}\u0000${finding.category}`,
    )
    .digest('hex')
    .slice(0, 16)
}

export function fingerprintMarker(fp: string): string {
  if (!/^[0-9a-f]{16}$/.test(fp)) throw new Error(`not a fingerprint: ${fp}`)
  return `<!-- ${TOOL}:fp:${fp} -->`
}

/** Every fingerprint marker in a comment or review body. */
export function findFingerprints(body: string | null | undefined): string[] {
  if (!body) return []
  return Array.from(body.matchAll(FINGERPRINT_PATTERN), (m) => m[1] ?? '').filter(Boolean)
}

/**
 * The sticky summary's marker. `key` separates several review-gate steps on one pull request
 * (for example an implementation review and a contract review); letters, digits, `-`, `_`, `.`.
 */
export function summaryMarker(key = 'default'): string {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(key)) {
    throw new Error(
      `summary key must be 1-64 letters, digits, '.', '_' or '-': ${JSON.stringify(key)}`,
    )
  }
  return `<!-- ${TOOL}:summary:${key} -->`
}

/** True when the body is a sticky summary for `key`: the marker must open the body. */
export function isSummaryComment(body: string | null | undefined, key = 'default'): boolean {
  return typeof body === 'string' && body.startsWith(summaryMarker(key))
}
