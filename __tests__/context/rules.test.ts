import { describe, expect, it } from 'vitest'
import { applyContextRules } from '../../src/context/rules.js'
import type { CheckedFinding } from '../../src/domain/finding.js'

const finding = (over: Partial<CheckedFinding> = {}): CheckedFinding => ({
  severity: 'major',
  category: 'logic',
  file: 'src/core.ts',
  line: 10,
  message: 'm',
  fix: 'f',
  anchored: true,
  ...over,
})

const base = {
  added: new Map([['src/core.ts', new Set([10])]]),
  importers: new Map([['src/core.ts', { direct: 3, transitive: 50 }]]),
  threshold: 50,
  isProtected: () => false,
}

describe('applyContextRules', () => {
  it('elevates a major at the threshold, not below it, and never a minor', () => {
    expect(applyContextRules([finding()], base).findings[0]!.severity).toBe('blocker')
    const below = { ...base, importers: new Map([['src/core.ts', { direct: 3, transitive: 49 }]]) }
    expect(applyContextRules([finding()], below).findings[0]!.severity).toBe('major')
    expect(applyContextRules([finding({ severity: 'minor' })], base).findings[0]!.severity).toBe(
      'minor',
    )
  })

  it('keeps pre_existing on an untouched line and removes it, with a warning, on an added one', () => {
    const kept = applyContextRules(
      [finding({ line: 11, pre_existing: true, severity: 'minor' })],
      base,
    )
    expect(kept.findings[0]!.pre_existing).toBe(true)
    expect(kept.warnings).toEqual([])
    const removed = applyContextRules([finding({ pre_existing: true, severity: 'minor' })], base)
    expect(removed.findings[0]!.pre_existing).toBeUndefined()
    expect(removed.warnings[0]).toContain('pre_existing removed from src/core.ts:10')
  })

  it('never touches a protected finding', () => {
    const out = applyContextRules([finding({ pre_existing: true })], {
      ...base,
      isProtected: () => true,
    })
    expect(out.findings[0]).toMatchObject({ severity: 'major', pre_existing: true })
  })
})
