import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ModelFailure } from '../../src/errors.js'
import {
  ANTHROPIC_TOKEN_FACTOR,
  assertWithinBudget,
  bytesForTokens,
  estimateRequestTokens,
  estimateTokens,
  REQUEST_OVERHEAD_TOKENS,
} from '../../src/model/tokens.js'

interface Sample {
  name: string
  kind: 'typescript' | 'markdown' | 'diff' | 'other'
  text: string
  o200k: number
  cl100k: number
}

// Real token counts from a BPE tokenizer, made by fixtures/make-token-samples.mjs.
const { samples } = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'token-samples.json'), 'utf8'),
) as { samples: Sample[] }

function errors(tokenizer: 'o200k' | 'cl100k', subset = samples) {
  const relative = subset.map((s) => (estimateTokens(s.text) - s[tokenizer]) / s[tokenizer])
  const absolute = relative.map(Math.abs).sort((a, b) => a - b)
  return {
    mean: absolute.reduce((a, b) => a + b, 0) / absolute.length,
    p90: absolute[Math.floor(absolute.length * 0.9)]!,
    bias: relative.reduce((a, b) => a + b, 0) / relative.length,
  }
}

describe('estimateTokens, measured against real tokenizer counts', () => {
  it('has enough samples of each kind to mean something', () => {
    const kinds = new Map<string, number>()
    for (const s of samples) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1)
    expect(samples.length).toBeGreaterThanOrEqual(80)
    expect(kinds.get('typescript')).toBeGreaterThanOrEqual(20)
    expect(kinds.get('diff')).toBeGreaterThanOrEqual(20)
    expect(kinds.get('markdown')).toBeGreaterThanOrEqual(8)
  })

  // Measured when calibrated: o200k mean 3.6%, p90 6.4%; cl100k mean 4.1%, p90 7.8%.
  it.each([
    ['o200k', 0.05, 0.1],
    ['cl100k', 0.06, 0.12],
  ] as const)(
    'stays close to %s: mean error under %d, 90th percentile under %d',
    (tokenizer, mean, p90) => {
      const measured = errors(tokenizer)
      expect(measured.mean).toBeLessThan(mean)
      expect(measured.p90).toBeLessThan(p90)
      expect(Math.abs(measured.bias)).toBeLessThan(0.03)
    },
  )

  it('is far better than the chars/4 rule on code and diffs', () => {
    const code = samples.filter((s) => s.kind === 'typescript' || s.kind === 'diff')
    const charsOver4 =
      code.map((s) => Math.abs(s.text.length / 4 - s.o200k) / s.o200k).reduce((a, b) => a + b, 0) /
      code.length
    expect(errors('o200k', code).mean).toBeLessThan(charsOver4 / 2)
  })

  it('is within 30% on short non-English prose', () => {
    for (const s of samples.filter((s) => s.kind === 'other')) {
      expect(Math.abs(estimateTokens(s.text) - s.o200k) / s.o200k).toBeLessThan(0.3)
    }
  })

  it('grows linearly and handles the edges', () => {
    expect(estimateTokens('')).toBe(0)
    const line = 'const total = items.reduce((sum, item) => sum + item.price, 0)\n'
    const one = estimateTokens(line)
    expect(Math.abs(estimateTokens(line.repeat(1_000)) - one * 1_000)).toBeLessThanOrEqual(1_000)
    const started = performance.now()
    estimateTokens('x'.repeat(2_000_000))
    estimateTokens('\u0000\u{1F600}é漢'.repeat(200_000))
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('bytesForTokens', () => {
  it('gives a byte budget that fits the token budget for nearly all samples', () => {
    // Safe for a sample when the byte budget for its real token count is no larger than the
    // sample itself: then a text admitted under any budget carries no more tokens than it.
    const safe = samples.filter((s) => bytesForTokens(s.o200k) <= Buffer.byteLength(s.text))
    expect(safe.length / samples.length).toBeGreaterThanOrEqual(0.9)
    expect(bytesForTokens(120_000)).toBe(384_000)
    expect(bytesForTokens(0)).toBe(0)
    expect(bytesForTokens(Number.NaN)).toBe(0)
  })
})

describe('budget', () => {
  it('adds the framing overhead to both texts', () => {
    expect(estimateRequestTokens('', '')).toBe(REQUEST_OVERHEAD_TOKENS)
    expect(estimateRequestTokens('a b', 'c')).toBe(
      estimateTokens('a b') + estimateTokens('c') + REQUEST_OVERHEAD_TOKENS,
    )
  })

  it('scales the estimate for Anthropic models, whose tokenizer runs longer', () => {
    const payload = 'function add(a, b) { return a + b }\n'.repeat(100)
    const plain = estimateRequestTokens('rules', payload)
    expect(estimateRequestTokens('rules', payload, 'openai')).toBe(plain)
    expect(estimateRequestTokens('rules', payload, 'anthropic')).toBe(
      Math.ceil(plain * ANTHROPIC_TOKEN_FACTOR),
    )
  })

  it('refuses over max-input-tokens with over_budget, allows up to it', () => {
    expect(() => assertWithinBudget(100, 100)).not.toThrow()
    try {
      assertWithinBudget(101, 100)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ModelFailure)
      expect((error as ModelFailure).kind).toBe('over_budget')
      expect((error as Error).message).toMatch(/101 input tokens, above max-input-tokens \(100\)/)
    }
  })
})
