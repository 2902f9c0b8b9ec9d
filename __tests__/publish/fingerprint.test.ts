import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  findFingerprints,
  fingerprint,
  fingerprintMarker,
  normalizeMessage,
  summaryMarker,
} from '../../src/publish/fingerprint.js'

describe('fingerprint', () => {
  const base = { file: 'src/a.ts', message: 'Null check missing on `user`.', category: 'logic' }

  it('is stable across case, spacing, quoting and moved line numbers', () => {
    expect(fingerprint({ ...base, message: 'null   check MISSING on "user"' })).toBe(
      fingerprint(base),
    )
    expect(fingerprint({ ...base, message: 'Null check missing on user (line 12)' })).toBe(
      fingerprint({ ...base, message: 'Null check missing on user (line 40)' }),
    )
  })

  it('differs by file, category and meaning', () => {
    const fp = fingerprint(base)
    expect(fingerprint({ ...base, file: 'src/b.ts' })).not.toBe(fp)
    expect(fingerprint({ ...base, category: 'security' })).not.toBe(fp)
    expect(fingerprint({ ...base, message: 'Unbounded loop' })).not.toBe(fp)
  })

  it('a sticky key other than the default gives the step fingerprints of its own', () => {
    const fp = fingerprint(base)
    expect(fingerprint(base, 'default')).toBe(fp)
    const web = fingerprint(base, 'web')
    expect(web).toMatch(/^[0-9a-f]{16}$/)
    expect(web).not.toBe(fp)
    expect(fingerprint(base, 'api')).not.toBe(web)
    expect(fingerprint({ ...base, message: 'null CHECK missing on user' }, 'web')).toBe(web)
  })

  it('round-trips through a marker', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (file, message, category) => {
        const fp = fingerprint({ file, message, category })
        expect(findFingerprints(`text ${fingerprintMarker(fp)} more`)).toEqual([fp])
      }),
    )
  })

  it('normalizes to lowercase words only', () => {
    expect(normalizeMessage('  Foo-Bar: `baz`!  ')).toBe('foo bar baz')
  })

  it('refuses a summary key that could break out of the marker', () => {
    expect(() => summaryMarker('x -->')).toThrow(/summary key/)
    expect(summaryMarker('impl-1')).toBe('<!-- review-gate:summary:impl-1 -->')
  })
})
