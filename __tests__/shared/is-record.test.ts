import { describe, expect, it } from 'vitest'
import { isRecord } from '../../src/shared/is-record.js'

describe('isRecord', () => {
  it('accepts plain objects, including ones without a prototype', () => {
    expect(isRecord({})).toBe(true)
    expect(isRecord({ verdict: 'APPROVED' })).toBe(true)
    expect(isRecord(Object.create(null))).toBe(true)
  })

  it('rejects what JSON or YAML can hold that is not a key-value object', () => {
    for (const value of [null, undefined, [], [{}], 'text', 0, true]) {
      expect(isRecord(value)).toBe(false)
    }
  })
})
