import { describe, expect, it } from 'vitest'
import type { PriorFinding, PriorReview } from '../../src/domain/prior.js'
import { effectivePrior, priorPayload } from '../../src/pipeline/carry-stage.js'
import { MISSING_TEST_MESSAGE } from '../../src/pipeline/judge.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const f = (over: Partial<PriorFinding>): PriorFinding => ({
  id: 'RG-AAAAAA',
  fingerprint: '0123456789abcdef',
  file: 'src/a.ts',
  line: 1,
  severity: 'major',
  category: 'logic',
  message: 'm',
  status: 'open',
  ...over,
})

describe('effectivePrior', () => {
  it('a new commit is reviewed against the previous review as read', () => {
    const prior: PriorReview = { head_sha: A, findings: [f({})], where: 'c' }
    expect(effectivePrior(prior, B)).toBe(prior)
  })

  it('a re-run on the same commit is reviewed against what that review was (same payload)', () => {
    const basis = { head_sha: A, findings: [f({ id: 'RG-BBBBBB' })] }
    const again = effectivePrior({ head_sha: B, findings: [f({})], where: 'c', basis }, B)
    expect(again).toMatchObject({ head_sha: A, findings: basis.findings })
    expect(priorPayload(again, B)).toEqual(priorPayload({ ...basis, where: 'x' }, B))
    // A first review of the commit had no previous review: neither has its re-run.
    expect(effectivePrior({ head_sha: B, findings: [f({})], where: 'c' }, B)).toBeNull()
  })

  it('the payload lists only open findings the reviewer can act on', () => {
    const prior: PriorReview = {
      head_sha: A,
      where: 'c',
      findings: [
        f({ id: 'RG-AAAAAA' }),
        f({ id: 'RG-BBBBBB', status: 'resolved' }),
        f({ id: 'RG-CCCCCC', severity: 'blocker', category: 'tests' }),
        f({ id: 'RG-DDDDDD', category: 'tests', message: MISSING_TEST_MESSAGE }),
      ],
    }
    expect(priorPayload(prior, B)!.findings.map((x) => x.id)).toEqual(['RG-AAAAAA'])
  })
})
