import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckedFinding } from '../../src/domain/finding.js'
import { applyConfidenceFloors } from '../../src/precision/confidence.js'
import { finding, isProtected } from './arbitraries.js'

const f = (over: Partial<CheckedFinding>): CheckedFinding => ({
  severity: 'major',
  category: 'logic',
  file: 'src/a.ts',
  line: 10,
  message: 'm',
  fix: 'x',
  anchored: true,
  ...over,
})

describe('applyConfidenceFloors', () => {
  const floors = { major: 70, minor: 80 }

  it('drops below the floor, keeps at it, keeps blockers and findings without a confidence', () => {
    const findings = [
      f({ severity: 'blocker', confidence: 5 }),
      f({ severity: 'major', confidence: 69, message: 'low major' }),
      f({ severity: 'major', confidence: 70 }),
      f({ severity: 'minor', confidence: 79, message: 'low minor' }),
      f({ severity: 'minor', confidence: 80 }),
      f({ severity: 'minor' }),
      f({ severity: 'minor', category: 'tests', message: 'guard', confidence: 1 }),
    ]
    const out = applyConfidenceFloors(findings, floors, isProtected)
    expect(out.dropped).toEqual({ major: 1, minor: 1 })
    expect(out.droppedFindings.map((d) => d.message)).toEqual(['low major', 'low minor'])
    expect(out.withoutConfidence).toBe(1)
    expect(out.kept).toHaveLength(5)
  })

  it('property: blockers and our findings always survive; the counts add up', () => {
    fc.assert(
      fc.property(
        fc.array(finding, { maxLength: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (findings, major, minor) => {
          const out = applyConfidenceFloors(findings, { major, minor }, isProtected)
          for (const x of findings.filter((x) => x.severity === 'blocker' || isProtected(x)))
            expect(out.kept).toContain(x)
          expect(out.kept.length + out.dropped.major + out.dropped.minor).toBe(findings.length)
          for (const d of out.droppedFindings)
            expect(d.confidence!).toBeLessThan(d.severity === 'major' ? major : minor)
        },
      ),
    )
  })
})
