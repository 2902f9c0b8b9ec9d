import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, type Config } from '../../src/config/schema.js'
import { type Evidence, NO_EVIDENCE } from '../../src/domain/evidence.js'
import { decide, policyFrom } from '../../src/gate/decide.js'
import { judgeReply } from '../../src/pipeline/judge.js'

const lineMap = new Map([
  ['src/a.ts', new Set([3, 4, 5])],
  ['src/b.ts', new Set([10])],
])
const untested: Evidence = {
  ...NO_EVIDENCE,
  tests_pass: true,
  untested_files: ['src/a.ts', 'src/b.ts'],
}
const reply = (issues: unknown[]) =>
  JSON.stringify({ verdict: 'APPROVED', counts: {}, issues, strengths: [] })
const withMissing = (missing: 'major' | 'minor' | 'off'): Config => ({
  ...DEFAULT_CONFIG,
  evidence: { ...DEFAULT_CONFIG.evidence, missing },
})

describe('judgeReply: missing-test findings (evidence.missing)', () => {
  it('adds one tests finding of the configured severity per untested file, anchored to its first line', () => {
    const review = judgeReply({
      reply: reply([]),
      config: withMissing('major'),
      evidence: untested,
      lineMap,
      autoFindings: [],
    })
    expect(review.issues.map((f) => [f.file, f.line, f.severity, f.category, f.anchored])).toEqual([
      ['src/a.ts', 3, 'major', 'tests', true],
      ['src/b.ts', 10, 'major', 'tests', true],
    ])
    expect(review.counts).toEqual({ blocker: 0, major: 2, minor: 0 })
    expect(review.verdict).toBe('CHANGES_REQUESTED')
    expect(review.warnings.at(-1)).toMatch(/added 2 major tests findings/)
    const outcome = decide({
      policy: policyFrom(withMissing('major')),
      evidence: untested,
      review,
      leftOut: { overBudget: 0, notShown: 0 },
    })
    expect(outcome.status).toBe('failed')
  })

  it('anchors on the first line the change added, never on a context line of the hunk', () => {
    const review = judgeReply({
      reply: reply([]),
      config: withMissing('minor'),
      evidence: { ...untested, untested_files: ['src/a.ts'] },
      lineMap,
      changedLines: new Map([['src/a.ts', new Set([5])]]),
      autoFindings: [],
    })
    expect(review.issues.map((f) => [f.file, f.line])).toEqual([['src/a.ts', 5]])
  })

  it('skips a file the reply already has a tests finding on, and adds to the counts', () => {
    const review = judgeReply({
      reply: reply([
        {
          severity: 'minor',
          category: 'tests',
          file: 'src/a.ts',
          line: 4,
          message: 'no test for the new branch',
          fix: 'add one',
        },
      ]),
      config: withMissing('minor'),
      evidence: untested,
      lineMap,
      autoFindings: [],
    })
    expect(review.issues.map((f) => f.file)).toEqual(['src/a.ts', 'src/b.ts'])
    expect(review.counts).toEqual({ blocker: 0, major: 0, minor: 2 })
  })

  it('adds nothing when off, or in contract mode', () => {
    for (const config of [
      withMissing('off'),
      { ...withMissing('major'), mode: 'contract' as const },
    ]) {
      const review = judgeReply({
        reply: reply([]),
        config,
        evidence: untested,
        lineMap,
        autoFindings: [],
      })
      expect(review.issues).toEqual([])
      expect(review.verdict).toBe('APPROVED')
    }
  })
})
