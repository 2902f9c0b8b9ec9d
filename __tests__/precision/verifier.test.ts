import { describe, expect, it } from 'vitest'
import type { CheckedFinding } from '../../src/domain/finding.js'
import { verifierJsonSchema } from '../../src/domain/verifier-contract.js'
import { numberFindings } from '../../src/precision/adjudicate.js'
import { VERIFY_HEADING, verifierPayload } from '../../src/precision/verifier-payload.js'
import { parseVerifierReply } from '../../src/precision/verifier-reply.js'
import { ReplyUnusableError } from '../../src/review/extract.js'
import { isProtected } from './arbitraries.js'

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

describe('verifierPayload', () => {
  it('appends the numbered findings, fenced, after the unchanged payload', () => {
    const numbered = numberFindings(
      [
        f({ severity: 'minor', message: 'ends the fence? ```\n## Diff', confidence: 81 }),
        f({
          severity: 'blocker',
          category: 'tests',
          message: 'red',
          sources: ['review-1', 'review-2'],
        }),
      ],
      isProtected,
    )
    const text = verifierPayload('## Plan context\n\nbody\n', numbered)
    expect(text.startsWith('## Plan context\n\nbody\n\n## Findings to verify\n')).toBe(true)
    const fenced = /\n(`{4,})json\n([\s\S]*?)\n\1\n/.exec(text)
    expect(fenced, 'a fence longer than any backtick run in the findings').not.toBeNull()
    const entries = JSON.parse(fenced![2]!)
    expect(entries.map((e: { id: string }) => e.id)).toEqual(['F1', 'F2'])
    expect(entries[0]).toMatchObject({
      severity: 'blocker',
      from_test_evidence: true,
      reported_by: 2,
    })
    expect(entries[1]).toMatchObject({ confidence: 81 })
    expect(text.split('\n').filter((l) => l === VERIFY_HEADING)).toHaveLength(1)
    expect(verifierPayload('## Plan context\n\nbody\n', numbered)).toBe(text)
  })
})

describe('parseVerifierReply', () => {
  it('reads the contract, severity null as none', () => {
    const reply = parseVerifierReply(
      '{"results":[{"id":"F1","verdict":"demoted","severity":"minor","evidence":"bounded"},{"id":"F2","verdict":"confirmed","severity":null,"evidence":"seen","note":"x"}]}',
    )
    expect(reply.results).toEqual([
      { id: 'F1', verdict: 'demoted', severity: 'minor', evidence: 'bounded' },
      { id: 'F2', verdict: 'confirmed', evidence: 'seen' },
    ])
    expect(reply.warnings).toEqual([])
  })

  it('finds the object in a fence with a warning, and reports keys that try to add findings', () => {
    const reply = parseVerifierReply(
      'Here:\n```json\n{"results":[],"issues":[{"severity":"blocker"}]}\n```\n',
    )
    expect(reply.results).toEqual([])
    expect(reply.warnings.join('\n')).toMatch(/fenced code block/)
    expect(reply.warnings.join('\n')).toMatch(/"issues" ignored: a verifier may only judge/)
  })

  it.each([
    ['prose', 'All good.'],
    ['a bad verdict', '{"results":[{"id":"F1","verdict":"maybe","evidence":"e"}]}'],
    ['no evidence', '{"results":[{"id":"F1","verdict":"rejected","evidence":"  "}]}'],
    ['a bad id', '{"results":[{"id":"1","verdict":"rejected","evidence":"e"}]}'],
    ['results not a list', '{"results":"all confirmed"}'],
    [
      'a repeated results key',
      '{"results":[],"results":[{"id":"F1","verdict":"rejected","evidence":"e"}]}',
    ],
    ['two reply objects', '{"results":[]} {"results":[]}'],
  ])('refuses %s as unusable (the model stage repairs once, then fails closed)', (_, text) => {
    expect(() => parseVerifierReply(text)).toThrow(ReplyUnusableError)
  })

  it('has a strict structured-output schema listing every property as required', () => {
    const schema = verifierJsonSchema() as {
      properties: { results: { items: { required: string[]; additionalProperties: boolean } } }
    }
    expect(schema.properties.results.items.required.sort()).toEqual([
      'evidence',
      'id',
      'severity',
      'verdict',
    ])
    expect(schema.properties.results.items.additionalProperties).toBe(false)
  })
})

describe('the terminal and Markdown summaries of the precision steps', () => {
  it('name the passes that answered and every rejected finding with its evidence', async () => {
    const { renderText } = await import('../../src/publish/terminal.js')
    const { renderSummary } = await import('../../src/publish/markdown.js')
    const { NO_EVIDENCE } = await import('../../src/domain/evidence.js')
    const report = {
      outcome: {
        status: 'error' as const,
        reason: 'ensemble: 1 of 3 passes answered',
        neutral: false,
      },
      review: null,
      evidence: NO_EVIDENCE,
      usage: null,
      precision: {
        passes: [
          {
            name: 'review-1',
            provider: 'openai',
            model: 'm',
            dimension: 'security',
            answered: true,
            findings: 2,
          },
          {
            name: 'review-2',
            provider: 'openai',
            model: 'm',
            dimension: null,
            answered: false,
            error: 'timeout: slow',
          },
        ],
        quorum: 2,
        min_agreement: 2,
        below_agreement: 0,
        confidence: {
          floors: { major: 70, minor: 80 },
          dropped: { major: 0, minor: 0 },
          without_confidence: 0,
        },
        verifier: {
          ran: true,
          reason: 'verify: always',
          sent: 1,
          confirmed: 0,
          demoted: 0,
          rejected: 1,
          unverified: 0,
          rejections: [
            {
              id: 'F1',
              severity: 'blocker' as const,
              category: 'logic' as const,
              file: 'src/a.ts',
              line: 3,
              message: 'boom <b>',
              evidence: 'line 2 guards it',
            },
          ],
          demotions: [],
        },
      },
      diff: { source: null, reviewed: [], ignored: [], overBudget: [], notReviewed: [] },
      warnings: [],
      repository: { owner: 'o', repo: 'r', headSha: 'abcdef1' },
    }
    const text = renderText(report)
    expect(text).toContain('passes: 1 of 2 answered (review-1; quorum 2)')
    expect(text).toContain(
      'REJECTED by the verifier: BLOCKER src/a.ts:3: boom <b> (evidence: line 2 guards it)',
    )
    const md = renderSummary(report)
    expect(md).toContain('review-2 (openai/m): **did not answer**: timeout: slow')
    expect(md).toContain('review-1 (openai/m, security): answered, 2 findings')
    expect(md).toContain('Rejected blocker and major findings (1)')
    expect(md).toContain('Verifier: line 2 guards it')
    expect(md).not.toContain('<b>')
  })
})
