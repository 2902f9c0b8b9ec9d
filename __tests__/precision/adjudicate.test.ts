import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckedFinding } from '../../src/domain/finding.js'
import { VERIFIER_VERDICTS, type VerifierResult } from '../../src/domain/verifier-contract.js'
import { adjudicate, numberFindings } from '../../src/precision/adjudicate.js'
import { finding, isProtected, SEVS } from './arbitraries.js'

const RANK = { blocker: 0, major: 1, minor: 2 } as const

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

const result: fc.Arbitrary<VerifierResult> = fc
  .record({
    id: fc.oneof(
      fc.integer({ min: 1, max: 14 }).map((n) => `F${n}`),
      fc.constantFrom('F99', 'F0x'),
    ),
    verdict: fc.constantFrom(...VERIFIER_VERDICTS),
    severity: fc.option(fc.constantFrom(...SEVS), { nil: undefined }),
    evidence: fc.constantFrom('because', 'src/a.ts:3 guards it'),
  })
  .map((r) => {
    const out: VerifierResult = { id: r.id, verdict: r.verdict, evidence: r.evidence }
    if (r.severity) out.severity = r.severity
    return out
  })

describe('numberFindings', () => {
  it('numbers ours first, then blocker, major, minor, then file and line', () => {
    const numbered = numberFindings(
      [
        f({ severity: 'minor', file: 'src/a.ts', line: 1 }),
        f({ severity: 'major', file: 'src/b.ts', line: 1 }),
        f({ severity: 'major', file: 'src/a.ts', line: 9 }),
        f({ severity: 'blocker', category: 'tests', file: 'z.test.ts' }),
        f({ severity: 'blocker', file: 'src/z.ts' }),
      ],
      isProtected,
    )
    expect(numbered.map((n) => [n.id, n.finding.severity, n.finding.file, n.fixed])).toEqual([
      ['F1', 'blocker', 'z.test.ts', true],
      ['F2', 'blocker', 'src/z.ts', false],
      ['F3', 'major', 'src/a.ts', false],
      ['F4', 'major', 'src/b.ts', false],
      ['F5', 'minor', 'src/a.ts', false],
    ])
  })
})

describe('adjudicate', () => {
  const numbered = numberFindings(
    [
      f({ severity: 'blocker', category: 'tests', file: 't.test.ts', message: 'red' }),
      f({ severity: 'major', line: 5, message: 'false alarm' }),
      f({ severity: 'major', line: 20, message: 'overstated' }),
      f({ severity: 'minor', line: 30, message: 'real' }),
      f({ severity: 'minor', line: 40, message: 'unjudged' }),
    ],
    isProtected,
  )

  it('rejects, demotes and confirms; a finding without a result stays, marked unverified', () => {
    const out = adjudicate(numbered, [
      { id: 'F2', verdict: 'rejected', evidence: 'line 3 returns early' },
      { id: 'F3', verdict: 'demoted', severity: 'minor', evidence: 'bounded input' },
      { id: 'F4', verdict: 'confirmed', evidence: 'seen' },
    ])
    expect(out.findings.map((x) => [x.message, x.severity, x.verification])).toEqual([
      ['red', 'blocker', undefined],
      ['overstated', 'minor', 'demoted'],
      ['real', 'minor', 'confirmed'],
      ['unjudged', 'minor', 'unverified'],
    ])
    expect(out.rejections).toEqual([
      expect.objectContaining({ id: 'F2', severity: 'major', evidence: 'line 3 returns early' }),
    ])
    expect(out.demotions).toEqual([expect.objectContaining({ id: 'F3', to: 'minor' })])
    expect([out.confirmed, out.demoted, out.rejected, out.unverified]).toEqual([1, 1, 1, 1])
    expect(out.warnings).toEqual([])
  })

  it('a demotion without a severity goes one level down', () => {
    const out = adjudicate(numbered, [{ id: 'F2', verdict: 'demoted', evidence: 'e' }])
    expect(out.findings[1]).toMatchObject({ message: 'false alarm', severity: 'minor' })
  })

  it('ignores, with a warning: a raise, an unknown id, a second result, a result on our finding', () => {
    const out = adjudicate(numbered, [
      { id: 'F1', verdict: 'rejected', evidence: 'flaky' },
      { id: 'F4', verdict: 'confirmed', severity: 'blocker', evidence: 'worse' },
      { id: 'F9', verdict: 'rejected', evidence: '?' },
      { id: 'F5', verdict: 'confirmed', evidence: 'first' },
      { id: 'F5', verdict: 'rejected', evidence: 'second' },
    ])
    expect(out.findings).toHaveLength(5)
    expect(out.findings[0]).toEqual(numbered[0]!.finding)
    expect(out.findings[3]).toMatchObject({ severity: 'minor', verification: 'unverified' })
    expect(out.findings[4]).toMatchObject({ verification: 'confirmed' })
    expect(out.warnings).toEqual([
      expect.stringMatching(/F1 ignored: that finding comes from the test evidence/),
      expect.stringMatching(/unknown finding F9/),
      expect.stringMatching(/second result for F5/),
      expect.stringMatching(/F4 .* above its minor: the verifier may not raise/),
    ])
  })

  it('property: never raises, never adds, never touches our findings, accounts for every finding', () => {
    fc.assert(
      fc.property(
        fc.array(finding, { maxLength: 14 }),
        fc.array(result, { maxLength: 20 }),
        (findings, results) => {
          const input = numberFindings(findings, isProtected)
          const out = adjudicate(input, results)
          // Never adds: every output is an input finding (same place and text), in order.
          expect(out.findings.length).toBeLessThanOrEqual(input.length)
          const byKey = new Map(input.map((n) => [n.id, n]))
          let cursor = 0
          for (const kept of out.findings) {
            while (
              cursor < input.length &&
              !(
                input[cursor]!.finding.message === kept.message &&
                input[cursor]!.finding.file === kept.file &&
                input[cursor]!.finding.line === kept.line &&
                input[cursor]!.finding.category === kept.category
              )
            )
              cursor++
            expect(cursor).toBeLessThan(input.length)
            const original = input[cursor]!
            // Never raises.
            expect(RANK[kept.severity]).toBeGreaterThanOrEqual(RANK[original.finding.severity])
            cursor++
          }
          // Never touches ours: each protected finding is in the output, unchanged.
          for (const n of input.filter((n) => n.fixed))
            expect(out.findings).toContainEqual(n.finding)
          // Every dropped finding is accounted for as a rejection with the verifier's evidence.
          expect(out.rejections.length).toBe(input.length - out.findings.length)
          for (const r of out.rejections) {
            expect(byKey.get(r.id)?.fixed).toBe(false)
            expect(r.evidence.length).toBeGreaterThan(0)
          }
          expect(out.confirmed + out.demoted + out.rejected + out.unverified).toBe(
            input.filter((n) => !n.fixed).length,
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})
