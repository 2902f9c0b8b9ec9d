/**
 * Hidden markers in what we post, so a re-run can recognise its own earlier comments: a
 * fingerprint per finding (file, normalized message, category) and one marker for the sticky
 * summary comment. Markers are HTML comments: GitHub does not render them. Untrusted text can never
 * forge one inside our own bodies, because the sanitizer drops HTML comments and escapes `<`.
 */
import { FINGERPRINT_PATTERN as FINGERPRINT_SHAPE } from '../domain/fingerprint.js'

export {
  fingerprint,
  normalizeMessage,
  scopedFingerprint,
  type FingerprintSource,
} from '../domain/fingerprint.js'

const TOOL = 'review-gate'
const FINGERPRINT_PATTERN = /<!-- review-gate:fp:([0-9a-f]{16}) -->/g

export function fingerprintMarker(fp: string): string {
  if (!FINGERPRINT_SHAPE.test(fp)) throw new Error(`not a fingerprint: ${fp}`)
  return `<!-- ${TOOL}:fp:${fp} -->`
}

/** Every fingerprint marker in a comment or review body. */
export function findFingerprints(body: string | null | undefined): string[] {
  if (!body) return []
  return Array.from(body.matchAll(FINGERPRINT_PATTERN), (m) => m[1] ?? '').filter(Boolean)
}

const STEP_PATTERN = /<!-- review-gate:step:([A-Za-z0-9._-]{1,64}) -->/

/**
 * The step a finding comment belongs to, for a non-default `sticky-key`: what tells the next run
 * that this step has reviewed the pull request before (its carried state must then be found).
 */
export function stepMarker(key: string): string {
  return `<!-- ${TOOL}:step:${key} -->`
}

/** The step of a posted finding body: its step marker's key, else the default. */
export function stepOf(body: string): string {
  return STEP_PATTERN.exec(body)?.[1] ?? 'default'
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
