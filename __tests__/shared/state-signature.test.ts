import { describe, expect, it } from 'vitest'
import { SIGNATURE_PATTERN, stateSigner } from '../../src/shared/state-signature.js'

describe('stateSigner', () => {
  const signer = stateSigner('s3cret-value')!

  it('verifies what it signed, for the same scope only', () => {
    const sig = signer.sign('sticky:o/r#1:default', '{"a":1}')
    expect(sig).toMatch(SIGNATURE_PATTERN)
    expect(signer.verify('sticky:o/r#1:default', '{"a":1}', sig)).toBe(true)
    expect(signer.verify('sticky:o/r#2:default', '{"a":1}', sig)).toBe(false)
    expect(signer.verify('sticky:o/r#1:default', '{"a":2}', sig)).toBe(false)
    // Moving a character between scope and text changes the signature.
    expect(signer.verify('sticky:o/r#1:defaul', 't{"a":1}', sig)).toBe(false)
  })

  it('refuses another secret, no signature and malformed signatures', () => {
    const sig = signer.sign('x', 'y')
    expect(stateSigner('other')!.verify('x', 'y', sig)).toBe(false)
    for (const bad of [null, undefined, '', 'hmac-sha256:', sig.slice(0, -1), sig.toUpperCase()])
      expect(signer.verify('x', 'y', bad)).toBe(false)
  })

  it('is null without a secret', () => {
    expect(stateSigner('')).toBeNull()
    expect(stateSigner(null)).toBeNull()
  })
})
