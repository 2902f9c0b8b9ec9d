import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { redactPrivateKeys, redactShapes, TOKEN_SHAPES } from '../../src/secrets/shapes.js'

/** Every shape over the whole text, in order, with no pre-check: what redactShapes must equal. */
function everyPass(text: string): { text: string; redacted: number } {
  const keys = redactPrivateKeys(text)
  let out = keys.text
  let redacted = keys.redacted
  for (const shape of TOKEN_SHAPES) {
    shape.pattern.lastIndex = 0
    out = out.replace(shape.pattern, (...args: unknown[]) => {
      redacted++
      const groups = args.slice(1).filter((g): g is string => typeof g === 'string')
      return shape.replace(String(args[0]), ...groups)
    })
  }
  return { text: out, redacted }
}

// Pieces of every shape's start and body, so random texts hit shapes, near misses and overlaps.
const PIECES = [
  'ghp_', 'gho_', 'github_pat_', 'sk-', 'sk-ant-', 'SK-', 'AKIA', 'ASIA', 'ABIA', 'ACCA', 'AKIAuthorization',
  'xoxb-', 'xapp-1-', 'hooks.slack.com/services/', 'eyJ', 'EYJ', '.eyJ', 'authorization: ',
  'Proxy-Authorization=', 'x-api-key: ', 'X-Auth-Token:', 'Bearer ', 'bearer  ', '-----BEGIN ',
  '-----BEGIN RSA PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----', 'aB3dE5aB3dE5aB3dE5',
  '0123456789', 'ABCDEFGHIJ234567', '_', '-', ' ', '\n', '"', "'", '[REDACTED]', 'task-list',
] // prettier-ignore

describe('redactShapes pre-check', () => {
  it('gives exactly what running every shape over the text gives', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('')
        expect(redactShapes(text)).toEqual(everyPass(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('leaves text without any trigger as it is, the same string', () => {
    const text = 'const total = items.reduce((sum, item) => sum + item.price, 0)\n'.repeat(100)
    const result = redactShapes(text)
    expect(result).toEqual({ text, redacted: 0 })
  })

  it('finds a trigger that overlaps an earlier one', () => {
    const text = `AKIAuthorization: Bearer abc123def456ghi789`
    expect(redactShapes(text)).toEqual(everyPass(text))
    expect(redactShapes(text).redacted).toBeGreaterThan(0)
  })
})
