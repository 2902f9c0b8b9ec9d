import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findingSchema, replyJsonSchema, replySchema } from '../../src/domain/reply-contract.js'
import { parseReview, ReplyUnusableError } from '../../src/review/parse.js'
import type { ReviewMode } from '../../src/domain/finding.js'

type Node = Record<string, unknown>

/** Every object schema in the tree, with its path. */
function objects(node: unknown, path = '$', out: [string, Node][] = []): [string, Node][] {
  if (Array.isArray(node)) node.forEach((n, i) => objects(n, `${path}[${i}]`, out))
  else if (typeof node === 'object' && node !== null) {
    const n = node as Node
    if (n.type === 'object') out.push([path, n])
    for (const [k, v] of Object.entries(n)) objects(v, `${path}.${k}`, out)
  }
  return out
}

describe('replyJsonSchema', () => {
  for (const mode of ['implementation', 'contract'] as ReviewMode[]) {
    it(`is strict for ${mode} mode: closed objects, every property required`, () => {
      const schema = replyJsonSchema(mode)
      const found = objects(schema)
      // The reply, its counts, a finding, its probe and a resolved claim (re-review).
      expect(found.length).toBe(5)
      for (const [path, node] of found) {
        expect(node.additionalProperties, path).toBe(false)
        expect([...(node.required as string[])].sort(), path).toEqual(
          Object.keys(node.properties as Node).sort(),
        )
      }
      expect(JSON.stringify(schema)).not.toContain('$schema')
      expect(JSON.stringify(schema)).not.toContain(String(Number.MAX_SAFE_INTEGER))
    })
  }

  it('lists the mode’s categories and makes the optional fields nullable', () => {
    const text = JSON.stringify(replyJsonSchema('contract'))
    expect(text).toContain('"enum":["scope","dod","test_plan","out_of_scope"]')
    expect(text).not.toContain('"code_rules"')
    const finding = (
      ((replyJsonSchema('implementation').properties as Node).issues as Node).items as Node
    ).properties as Node
    expect(JSON.stringify(finding.confidence)).toMatch(/"type":\[?"null"|"null"\]/)
    expect(JSON.stringify(finding.referenced_example_id)).toMatch(/"type":\[?"null"|"null"\]/)
  })

  it('returns a fresh object each call', () => {
    const a = replyJsonSchema('implementation')
    a.type = 'changed'
    expect(replyJsonSchema('implementation').type).toBe('object')
  })
})

describe('findingSchema', () => {
  const ok = {
    severity: 'blocker',
    category: 'tests',
    file: 'a.ts',
    line: 1,
    message: 'm',
    fix: '',
  }
  it('accepts the contract shape and rejects anything else', () => {
    expect(findingSchema('implementation').safeParse(ok).success).toBe(true)
    expect(findingSchema('implementation').safeParse({ ...ok, confidence: 100 }).success).toBe(true)
    for (const bad of [
      { ...ok, category: 'scope' },
      { ...ok, line: 0 },
      { ...ok, confidence: 101 },
      { ...ok, extra: 1 },
      { ...ok, severity: 'P0' },
    ]) {
      expect(findingSchema('implementation').safeParse(bad).success, JSON.stringify(bad)).toBe(
        false,
      )
    }
    expect(findingSchema('contract').safeParse({ ...ok, category: 'scope' }).success).toBe(true)
  })
})

describe('the parser’s output keeps the contract', () => {
  const finding = fc.record(
    {
      severity: fc.constantFrom('blocker', 'P1', 'nit', 'weird'),
      category: fc.constantFrom('logic', 'scope', 'dod', 'perf', 'x'),
      file: fc.constantFrom('src/a.ts', './b.ts', 'a/c.ts', '/x'),
      line: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.constant('4')),
      message: fc.string({ maxLength: 30 }),
      fix: fc.string({ maxLength: 30 }),
      referenced_example_id: fc.oneof(fc.constant('PY-SRP-001'), fc.string({ maxLength: 8 })),
      confidence: fc.oneof(fc.integer({ min: -10, max: 120 }), fc.double()),
    },
    { requiredKeys: [] },
  )
  it('every parsed review, minus the parser’s own fields, validates against replySchema', () => {
    fc.assert(
      fc.property(
        fc.array(finding, { maxLength: 8 }),
        fc.constantFrom<ReviewMode>('implementation', 'contract'),
        fc.array(fc.string({ maxLength: 600 }), { maxLength: 3 }),
        (issues, mode, strengths) => {
          let review
          try {
            review = parseReview(JSON.stringify({ verdict: 'APPROVED', issues, strengths }), {
              mode,
            })
          } catch (error) {
            expect(error).toBeInstanceOf(ReplyUnusableError)
            return
          }
          const plain = {
            verdict: review.verdict,
            counts: review.counts,
            issues: review.issues.map(({ anchored: _a, ...f }) => f),
            strengths: review.strengths,
          }
          const result = replySchema(mode).safeParse(plain)
          expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
