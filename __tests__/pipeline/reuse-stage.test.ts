/**
 * Issue 23: a merge group that may reuse its pull request's verdict takes the review over, never
 * the decision: the group's own test evidence is judged as in every run, and the pull request's
 * findings count as its state holds them, dismissals checked again.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { parseDiff } from '../../src/diff/parse.js'
import { patchId } from '../../src/diff/patch-id.js'
import { type Evidence, NO_EVIDENCE } from '../../src/domain/evidence.js'
import type { PriorFinding, PriorReview } from '../../src/domain/prior.js'
import { rulesId } from '../../src/gate/reuse.js'
import { scopeChange } from '../../src/pipeline/prepare.js'
import { reuseVerdict, type Gathered } from '../../src/pipeline/reuse-stage.js'

const HEAD = 'a'.repeat(40)
const GROUP_HEAD = 'c'.repeat(40)
const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,2 +1,3 @@',
  ' const x = 1',
  '+const z = 3',
  ' const y = 2',
  '',
].join('\n')
const GREEN: Evidence = {
  ...NO_EVIDENCE,
  tests_pass: true,
  counts: { passed: 3, failed: 0, errored: 0, skipped: 0, flaky: 0 },
  source: { kind: 'reports', cache: null, age_seconds: null, covers: GROUP_HEAD, detail: null },
  unknown_reasons: [],
}
const RED: Evidence = {
  ...GREEN,
  tests_pass: false,
  counts: { ...GREEN.counts, failed: 1 },
  failures: [
    { test: 'a > adds', file: 'src/a.test.ts', line: 2, status: 'failed', message: 'expected 3' },
  ],
}
const MINOR: PriorFinding = {
  id: 'RG-AAAAAA',
  fingerprint: 'f'.repeat(16),
  file: 'src/a.ts',
  line: 2,
  severity: 'minor',
  category: 'code_rules',
  message: 'z is not a descriptive name.',
  status: 'open',
}

function gathered(evidence: Evidence, findings: PriorFinding[] = [MINOR]): Gathered {
  const prior: PriorReview = {
    head_sha: HEAD,
    findings,
    where: 'summary comment 7',
    verdict: { outcome: 'passed', patch: patchId(DIFF), rules: rulesId(DEFAULT_CONFIG, null, []) },
    signed: true,
  }
  return {
    config: DEFAULT_CONFIG,
    scope: scopeChange(parseDiff(DIFF, 'test'), DEFAULT_CONFIG),
    evidence,
    diff: { text: DIFF, source: 'git diff', notReviewed: [] },
    reviewGuide: null,
    repoExamples: [],
    prior,
    stateProblem: null,
    comments: [],
    headSha: GROUP_HEAD,
    warnings: [],
  }
}

const ENTRY = { pullNumber: 12, pullHead: HEAD }
const REPO = { owner: 'o', repo: 'r', headSha: GROUP_HEAD }

describe('reuseVerdict: the review reused, the decision made again', () => {
  it("reuses a passing review with the group's green tests: pass, no usage, the findings shown", () => {
    const result = reuseVerdict(gathered(GREEN), ENTRY, REPO)
    if (result.kind !== 'reused') throw new Error(JSON.stringify(result))
    expect(result.report.outcome.status).toBe('passed')
    expect(result.report.usage).toBeNull()
    expect(result.report.reused).toEqual({ pullNumber: 12, head: HEAD, patch: patchId(DIFF) })
    expect(result.report.review!.issues.map((f) => [f.id, f.carried_over])).toEqual([
      ['RG-AAAAAA', undefined],
    ])
  })

  it('red tests in the merge group fail even when the verdict is reused', () => {
    const result = reuseVerdict(gathered(RED), ENTRY, REPO)
    if (result.kind !== 'reused') throw new Error(JSON.stringify(result))
    expect(result.report.outcome.status).toBe('failed')
    expect(
      result.report.outcome.status === 'failed' && result.report.outcome.gate.lines[0],
    ).toMatch(/touched tests are failing/)
  })

  it('unknown evidence in the merge group fails as in every run', () => {
    const unknown: Evidence = {
      ...NO_EVIDENCE,
      unknown_reasons: ['reports/junit.xml could not be read'],
    }
    const result = reuseVerdict(gathered(unknown), ENTRY, REPO)
    if (result.kind !== 'reused') throw new Error(JSON.stringify(result))
    expect(result.report.outcome.status).toBe('failed')
  })

  it('a dismissal that no longer holds opens its finding again', () => {
    const dismissed: PriorFinding = {
      ...MINOR,
      id: 'RG-BBBBBB',
      fingerprint: 'e'.repeat(16),
      severity: 'blocker',
      category: 'security',
      status: 'dismissed',
      dismissal: { by: 'lead', reason: 'fine', at: null },
    }
    const result = reuseVerdict(gathered(GREEN, [dismissed]), ENTRY, REPO)
    if (result.kind !== 'reused') throw new Error(JSON.stringify(result))
    expect(result.report.outcome.status).toBe('failed')
  })

  it('is a normal review, with the reason, when the proof is missing; nothing outside a merge group', () => {
    expect(reuseVerdict(gathered(GREEN), null, REPO)).toEqual({ kind: 'not-a-merge-group' })
    const moved = reuseVerdict(gathered(GREEN), { pullNumber: 12, pullHead: 'b'.repeat(40) }, REPO)
    expect(moved).toMatchObject({ kind: 'review', reason: expect.stringMatching(/head is b/) })
    const other = {
      ...gathered(GREEN),
      diff: { text: `${DIFF}+more\n`, source: 'git diff', notReviewed: [] },
    }
    expect(reuseVerdict(other, ENTRY, REPO)).toMatchObject({ kind: 'review' })
  })
})
