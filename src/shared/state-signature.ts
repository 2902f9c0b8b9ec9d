/**
 * State that review-gate reads back (the sticky comment's data, reply-cache and test-cache
 * entries), signed with HMAC-SHA-256 under the optional `state-secret` input (issue 21). Code
 * that runs earlier in the same job, or anyone holding the workflow token, can write these
 * places; only someone who knows the secret can sign what they write. A `scope` names what the
 * state is for (this pull request's sticky data, a cache entry's key), so a signed entry cannot
 * be replayed somewhere else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** What the signature is written as in text: `hmac-sha256:` and 64 hex digits. */
export const SIGNATURE_PATTERN = /^hmac-sha256:[0-9a-f]{64}$/

export interface StateSigner {
  /** The signature of `text` for `scope`. */
  sign(scope: string, text: string): string
  /** True only when `signature` is the signature of `text` for `scope` under this secret. */
  verify(scope: string, text: string, signature: string | null | undefined): boolean
}

function mac(secret: string, scope: string, text: string): Buffer {
  // Scope and text are separated by a byte neither may contain in a way that shifts the split:
  // the scope's length comes first.
  return createHmac('sha256', secret)
    .update(`review-gate state v1\u0000${scope.length}\u0000${scope}\u0000`)
    .update(text)
    .digest()
}

/** The signer for a secret; null without one (state is then unsigned, and read as it is). */
export function stateSigner(secret: string | null | undefined): StateSigner | null {
  if (!secret) return null
  return {
    sign: (scope, text) => `hmac-sha256:${mac(secret, scope, text).toString('hex')}`,
    verify: (scope, text, signature) => {
      if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) return false
      const given = Buffer.from(signature.slice('hmac-sha256:'.length), 'hex')
      return timingSafeEqual(given, mac(secret, scope, text))
    },
  }
}

/**
 * A cache entry's file text with its signature: the entry's JSON, then a `signature` field over
 * exactly that JSON for `scope` (the entry's key says what it is for).
 */
export function sealEntry(
  signer: StateSigner,
  scope: string,
  entry: Record<string, unknown>,
): string {
  const signature = signer.sign(scope, JSON.stringify(entry))
  return JSON.stringify({ ...entry, signature }, null, 2) + '\n'
}

/**
 * The entry of a file `sealEntry` wrote, as JSON text without its signature, or null when the
 * file is not JSON, carries no signature or one that does not match (the caller takes a MISS).
 */
export function openSealedEntry(signer: StateSigner, scope: string, text: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { signature, ...entry } = value as Record<string, unknown>
  const json = JSON.stringify(entry)
  return typeof signature === 'string' && signer.verify(scope, json, signature) ? json : null
}
