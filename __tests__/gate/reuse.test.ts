/**
 * Issue 23: when a merge group may reuse its pull request's verdict. Each way the proof can be
 * missing is a normal review with its reason; only the full proof reuses.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import type { PriorReview } from '../../src/domain/prior.js'
import { decideReuse, rulesId, type ReuseInput } from '../../src/gate/reuse.js'

const HEAD = 'a'.repeat(40)
const PATCH = '1'.repeat(64)
const RULES = rulesId(DEFAULT_CONFIG, null, [])

const signedPass: PriorReview = {
  head_sha: HEAD,
  findings: [],
  where: 'summary comment 7',
  verdict: { outcome: 'passed', patch: PATCH, rules: RULES },
  signed: true,
}

const proof = (over: Partial<ReuseInput> = {}): ReuseInput => ({
  entry: { pullNumber: 12, pullHead: HEAD },
  groupPatch: PATCH,
  groupRules: RULES,
  prior: signedPass,
  stateProblem: null,
  ...over,
})

const reason = (input: ReuseInput): string => {
  const decision = decideReuse(input)
  if (decision.reuse) throw new Error('reused without proof')
  return decision.reason
}

describe('decideReuse: reuse only with positive proof', () => {
  it('reuses a signed, passing review of the same patch at the pull request head, under the same rules', () => {
    expect(decideReuse(proof())).toEqual({ reuse: true, pullNumber: 12, head: HEAD, patch: PATCH })
  })

  it('a different patch (the group holds more than that pull request, or a changed base around it)', () => {
    expect(reason(proof({ groupPatch: '2'.repeat(64) }))).toMatch(/not the patch pull request #12/)
  })

  it('two pull requests in one group: the combined patch is not the one reviewed', () => {
    expect(reason(proof({ groupPatch: '3'.repeat(64) }))).toMatch(/more than one pull request/)
  })

  it('a queue branch that names no pull request', () => {
    expect(reason(proof({ entry: { pullNumber: null, pullHead: null } }))).toMatch(
      /names no single pull request/,
    )
  })

  it("the pull request's review failed or ended in an error", () => {
    for (const outcome of ['failed', 'error'] as const) {
      const prior = { ...signedPass, verdict: { ...signedPass.verdict!, outcome } }
      expect(reason(proof({ prior }))).toMatch(`did not pass (${outcome})`)
    }
  })

  it('state not signed (no state-secret, or data written without it)', () => {
    const { signed: _signed, ...unsigned } = signedPass
    expect(reason(proof({ prior: unsigned }))).toMatch(/not signed/)
  })

  it('state that could not be read (mis-signed, doubled, malformed, gone) or is absent', () => {
    expect(
      reason(proof({ prior: null, stateProblem: 'the data is not signed with state-secret' })),
    ).toMatch(/review state could not be read/)
    expect(reason(proof({ prior: null }))).toMatch(/has no review by this step/)
  })

  it('state from before verdicts were recorded', () => {
    const { verdict: _verdict, ...old } = signedPass
    expect(reason(proof({ prior: old }))).toMatch(/records no verdict/)
  })

  it("the pull request's head moved since its review, or cannot be read", () => {
    expect(reason(proof({ entry: { pullNumber: 12, pullHead: 'b'.repeat(40) } }))).toMatch(
      /last review was at aaaaaaaaaaaa, but its head is bbbbbbbbbbbb/,
    )
    expect(
      reason(proof({ entry: { pullNumber: 12, pullHead: null, pullHeadProblem: 'it is closed' } })),
    ).toMatch(/head could not be read \(it is closed\)/)
  })

  it("the group's base has other rules: config, REVIEW.md or calibration examples", () => {
    const stricter = rulesId(
      { ...DEFAULT_CONFIG, severity_gate: { ...DEFAULT_CONFIG.severity_gate, minor: 0 } },
      null,
      [],
    )
    expect(stricter).not.toBe(RULES)
    expect(reason(proof({ groupRules: stricter }))).toMatch(/config, REVIEW.md or calibration/)
  })
})

describe('rulesId', () => {
  it('ignores where REVIEW.md was read (the base commit), not what it says', () => {
    const guide = {
      where: 'REVIEW.md (base 1111111)',
      guidance: [],
      overrides: [],
      nits: [],
      refused: [],
    }
    const same = rulesId(DEFAULT_CONFIG, { ...guide, where: 'REVIEW.md (base 2222222)' }, [])
    expect(rulesId(DEFAULT_CONFIG, guide, [])).toBe(same)
    expect(rulesId(DEFAULT_CONFIG, guide, [])).not.toBe(RULES)
  })
})
