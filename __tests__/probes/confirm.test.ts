import { describe, expect, it } from 'vitest'
import { confirmOnHead, probesToRun } from '../../src/probes/confirm.js'
import type { CheckedFinding, ProbeResult } from '../../src/domain/finding.js'
import { countFindings } from '../../src/review/finding.js'

const probe = { command: 'grep -q bad a.ts && exit 1 || exit 0', expected: 'bad is there' }
const f = (over: Partial<CheckedFinding> = {}): CheckedFinding => ({
  severity: 'blocker',
  category: 'logic',
  file: 'a.ts',
  line: 1,
  message: 'm',
  fix: 'f',
  anchored: true,
  probe,
  ...over,
})
const review = (issues: CheckedFinding[]) => ({
  mode: 'implementation' as const,
  verdict: 'CHANGES_REQUESTED' as const,
  counts: countFindings(issues),
  issues,
  strengths: [],
  warnings: [],
  unanchored: [],
  dropped: [],
  structure: {} as never,
  guard_applied: false,
})

const failed: ProbeResult = { status: 'failed', exit_code: 1, output: 'a.ts:3: bad' }
const passed: ProbeResult = { status: 'passed', exit_code: 0 }

describe('probesToRun', () => {
  it('lists new findings with a probe, not re-reported ones nor those without one', () => {
    const r = review([
      f(),
      f({ probe: undefined }),
      f({ prior_id: 'RG-AAAAAA' }),
      f({ severity: 'major' }),
    ])
    expect(probesToRun(r)).toEqual([0, 3])
  })
})

describe('confirmOnHead', () => {
  it('a probe exiting non-zero confirms the finding by the machine, with exit code and output', () => {
    const out = confirmOnHead(review([f()]), new Map([[0, failed]]), 'confirm')
    expect(out.issues[0]).toMatchObject({
      severity: 'blocker',
      validated_by: 'machine',
      probe_result: failed,
    })
  })

  it('exit 0 is noted under confirm, and demotes one level under gate', () => {
    const confirm = confirmOnHead(review([f()]), new Map([[0, passed]]), 'confirm')
    expect(confirm.issues[0]!.severity).toBe('blocker')
    expect(confirm.issues[0]!.validated_by).toBeUndefined()
    expect(confirm.issues[0]!.probe_note).toMatch(/does not show the defect/)
    const gate = confirmOnHead(
      review([f(), f({ severity: 'major' })]),
      new Map([
        [0, passed],
        [1, passed],
      ]),
      'gate',
    )
    expect(gate.issues.map((i) => i.severity)).toEqual(['major', 'minor'])
    expect(gate.counts).toEqual({ blocker: 0, major: 1, minor: 1 })
    expect(gate.issues[0]!.probe_note).toMatch(/demoted from blocker/)
  })

  it('a timeout, a probe that cannot start or a refused one leaves the finding as reported, noted', () => {
    for (const result of [
      { status: 'timed-out', reason: 'stopped after 600 s' },
      { status: 'not-started', reason: 'sh: not found' },
      { status: 'refused', reason: 'no isolation' },
    ] as ProbeResult[]) {
      const out = confirmOnHead(review([f()]), new Map([[0, result]]), 'gate')
      expect(out.issues[0]).toMatchObject({ severity: 'blocker', probe_result: result })
      expect(out.issues[0]!.validated_by).toBeUndefined()
      expect(out.issues[0]!.probe_note).toBeTruthy()
    }
  })

  it('leaves the review untouched when nothing ran, and never changes the input', () => {
    const r = review([f()])
    const before = JSON.stringify(r)
    expect(confirmOnHead(r, new Map(), 'gate')).toBe(r)
    confirmOnHead(r, new Map([[0, passed]]), 'gate')
    expect(JSON.stringify(r)).toBe(before)
  })
})
