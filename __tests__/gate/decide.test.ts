import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { type Evidence, NO_EVIDENCE } from '../../src/domain/evidence.js'
import {
  decide,
  passPreconditions,
  policyFrom,
  type DecisionInput,
  type DecisionPolicy,
} from '../../src/gate/decide.js'
import { describeOutcome, outcomeFailsJob } from '../../src/gate/gate.js'
import type { CheckedFinding, Severity } from '../../src/domain/finding.js'
import type { ParsedReview } from '../../src/domain/review.js'
import { finding, review } from '../publish/builders.js'

const POLICY = policyFrom(DEFAULT_CONFIG)
const NONE = { overBudget: 0, notShown: 0 }

function evidence(over: Partial<Evidence> = {}): Evidence {
  return { ...structuredClone(NO_EVIDENCE), ...over }
}
const GREEN = evidence({
  tests_pass: true,
  counts: { passed: 3, failed: 0, errored: 0, skipped: 0, flaky: 0 },
  source: { kind: 'reports', cache: null, age_seconds: null, covers: 'abc', detail: null },
})
const RED = evidence({
  tests_pass: false,
  counts: { passed: 2, failed: 1, errored: 0, skipped: 0, flaky: 0 },
  failures: [{ test: 't', file: 'a.test.ts', line: 3, status: 'failed', message: 'boom' }],
})
const UNKNOWN = evidence({ unknown_reasons: ['reports/junit.xml: unexpected end of file'] })
const TESTS_BLOCKER = finding({ severity: 'blocker', category: 'tests', file: 'a.ts', line: 1 })

function run(over: Partial<DecisionInput>) {
  return decide({ policy: POLICY, evidence: GREEN, review: review([]), leftOut: NONE, ...over })
}

function lines(outcome: ReturnType<typeof decide>): string[] {
  return outcome.status === 'error' ? [outcome.reason] : outcome.gate.lines
}

describe('decide: pass needs positive proof', () => {
  it('passes a complete clean review with green evidence', () => {
    expect(run({}).status).toBe('passed')
  })

  it('passes when no evidence source is configured (nothing unknown, nothing red)', () => {
    expect(run({ evidence: NO_EVIDENCE }).status).toBe('passed')
  })

  it('red tests fail even when the thresholds would allow every blocker', () => {
    const policy: DecisionPolicy = {
      ...POLICY,
      severityGate: { blocker: 'unlimited', major: 'unlimited', minor: 'unlimited' },
    }
    const outcome = run({ policy, evidence: RED, review: review([TESTS_BLOCKER]) })
    expect(outcome.status).toBe('failed')
    expect(lines(outcome)[0]).toBe('FAILED: touched tests are failing (1 failed)')
  })

  it("the model's own tests blocker fails outside the thresholds, with green evidence", () => {
    const policy: DecisionPolicy = {
      ...POLICY,
      severityGate: { ...POLICY.severityGate, blocker: 5 },
    }
    const outcome = run({ policy, review: review([TESTS_BLOCKER]) })
    expect(outcome.status).toBe('failed')
    expect(lines(outcome)).toEqual(['FAILED: tests blocker: a.ts:1'])
  })

  it('the tests blocker does not use up a blocker allowance', () => {
    const policy: DecisionPolicy = {
      ...POLICY,
      severityGate: { ...POLICY.severityGate, blocker: 1 },
    }
    const other = finding({ severity: 'blocker', category: 'security' })
    const outcome = run({ policy, evidence: RED, review: review([TESTS_BLOCKER, other]) })
    // one security blocker is within blocker=1; the red tests alone fail the run
    expect(lines(outcome)).toEqual(['FAILED: touched tests are failing (1 failed)'])
  })

  it('the summary line names the tests blocker beside the thresholds it is not counted in', () => {
    const other = finding({ severity: 'blocker', category: 'security' })
    const outcome = run({ evidence: RED, review: review([TESTS_BLOCKER, other]) })
    expect(outcome.status).toBe('failed')
    expect(describeOutcome(outcome).split('\n').at(-1)).toBe(
      'FAILED (tests blocker 1; blocker 1/0, major 0/0, minor 0/unlimited)',
    )
    // Without a tests blocker the line keeps its plain form.
    expect(
      describeOutcome(run({ review: review([other]) }))
        .split('\n')
        .at(-1),
    ).toBe('FAILED (blocker 1/0, major 0/0, minor 0/unlimited)')
  })

  it('red tests with no review fail instead of turning neutral', () => {
    const outcome = run({
      policy: { ...POLICY, onModelError: 'neutral' },
      evidence: RED,
      review: null,
      noReviewReason: 'timeout: no reply in 300 s',
    })
    expect(outcome.status).toBe('failed')
    expect(outcomeFailsJob(outcome)).toBe(true)
    expect(lines(outcome)).toEqual([
      'FAILED: touched tests are failing (1 failed)',
      'no usable review: timeout: no reply in 300 s',
    ])
  })

  it('no review with nothing else known wrong is an error, neutral only when configured', () => {
    const closed = run({ review: null, noReviewReason: 'http: 503' })
    expect(closed).toEqual({ status: 'error', reason: 'http: 503', neutral: false })
    const neutral = run({
      policy: { ...POLICY, onModelError: 'neutral' },
      review: null,
      noReviewReason: 'http: 503',
    })
    expect(neutral).toEqual({ status: 'error', reason: 'http: 503', neutral: true })
  })

  it('unknown evidence fails by default and names the cause', () => {
    const outcome = run({ evidence: UNKNOWN })
    expect(outcome.status).toBe('failed')
    expect(lines(outcome)).toEqual([
      'FAILED: test evidence unknown: reports/junit.xml: unexpected end of file',
    ])
  })

  it('evidence.unknown: warn lets the review decide and says so', () => {
    const outcome = run({ policy: { ...POLICY, evidenceUnknown: 'warn' }, evidence: UNKNOWN })
    expect(outcome.status).toBe('passed')
    expect(outcome.status === 'passed' && outcome.gate.notes).toEqual([
      'test evidence unknown: reports/junit.xml: unexpected end of file (evidence.unknown: warn)',
    ])
  })

  // Found by a red-team pass: the `mode` input, which a workflow the pull request edited can set,
  // turned a red suite into a pass because contract mode ignored the tests.
  it('red tests fail the gate in contract mode too, whatever the review says', () => {
    const minor = finding({ severity: 'minor', category: 'scope', file: 'docs/plan.md', line: 1 })
    for (const rev of [review([]), review([minor]), null]) {
      const outcome = run({
        policy: { ...POLICY, mode: 'contract', onModelError: 'neutral' },
        evidence: RED,
        review: rev,
        noReviewReason: 'the model was down',
      })
      expect(outcome.status).toBe('failed')
      expect(lines(outcome).join('\n')).toMatch(/touched tests are failing/)
    }
  })

  it('contract mode judges a document: unknown test evidence plays no part', () => {
    const outcome = run({ policy: { ...POLICY, mode: 'contract' }, evidence: UNKNOWN })
    expect(outcome.status).toBe('passed')
  })

  it('an incomplete review never passes', () => {
    const outcome = run({ review: review([], { incomplete: ['issues[2]: severity "???"'] }) })
    expect(lines(outcome)).toEqual(['FAILED: review incomplete: issues[2]: severity "???"'])
  })

  it('a partial review fails unless partial: allow', () => {
    const leftOut = { overBudget: 2, notShown: 1 }
    expect(lines(run({ leftOut }))).toEqual([
      'FAILED: partial review: 3 files (2 over the size budget, 1 not shown by GitHub) not seen by the reviewer',
    ])
    const allowed = run({ policy: { ...POLICY, partial: 'allow' }, leftOut })
    expect(allowed.status).toBe('passed')
  })

  it('thresholds still judge the other findings', () => {
    expect(lines(run({ review: review([finding({ severity: 'major' })]) }))).toEqual([
      'FAILED: major 1 > 0',
    ])
  })
})

describe('decide: property', () => {
  const severity = fc.constantFrom<Severity>('blocker', 'major', 'minor')
  const category = fc.constantFrom('logic', 'tests', 'security', 'code_rules', 'scalability')
  const issue = fc
    .record({ severity, category })
    .map(
      ({ severity, category }) =>
        finding({ severity, category: category as CheckedFinding['category'] }) as CheckedFinding,
    )
  const arbReview: fc.Arbitrary<ParsedReview | null> = fc.option(
    fc
      .record({
        issues: fc.array(issue, { maxLength: 6 }),
        incomplete: fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 2 }),
      })
      .map(({ issues, incomplete }) => review(issues, { incomplete })),
  )
  const arbEvidence = fc
    .record({
      tests_pass: fc.constantFrom<Evidence['tests_pass']>(true, false, 'unknown'),
      unknown_reasons: fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 2 }),
      kind: fc.constantFrom<Evidence['source']['kind']>('none', 'reports', 'command', 'file'),
    })
    .map(({ tests_pass, unknown_reasons, kind }) =>
      evidence({
        tests_pass,
        unknown_reasons,
        source: { kind, cache: null, age_seconds: null, covers: null, detail: null },
      }),
    )
  const limit = fc.oneof(fc.nat(3), fc.constant('unlimited' as const))
  const arbPolicy = fc.record({
    mode: fc.constantFrom('implementation' as const, 'contract' as const),
    severityGate: fc.record({ blocker: limit, major: limit, minor: limit }),
    onModelError: fc.constantFrom('fail' as const, 'neutral' as const),
    evidenceUnknown: fc.constant('fail' as const),
    partial: fc.constant('fail' as const),
  })

  it('pass implies evidence neither red nor unknown, a complete review, nothing left out', () => {
    fc.assert(
      fc.property(
        arbPolicy,
        arbEvidence,
        arbReview,
        fc.record({ overBudget: fc.nat(2), notShown: fc.nat(2) }),
        (policy, ev, rev, leftOut) => {
          const input: DecisionInput = { policy, evidence: ev, review: rev, leftOut }
          const outcome = decide({ ...input, noReviewReason: 'x' })
          if (outcome.status !== 'passed') return
          expect(passPreconditions(input)).toEqual([])
          expect(rev).not.toBeNull()
          expect(rev!.incomplete ?? []).toEqual([])
          expect(leftOut.overBudget + leftOut.notShown).toBe(0)
          expect(ev.tests_pass).not.toBe(false)
          if (policy.mode === 'implementation') expect(ev.unknown_reasons).toEqual([])
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('red tests in implementation mode never pass and never end neutral', () => {
    fc.assert(
      fc.property(arbPolicy, arbReview, (policy, rev) => {
        const outcome = decide({
          policy: { ...policy, mode: 'implementation' },
          evidence: RED,
          review: rev,
          leftOut: NONE,
          noReviewReason: 'x',
        })
        expect(outcome.status).toBe('failed')
        expect(outcomeFailsJob(outcome)).toBe(true)
      }),
    )
  })
})
