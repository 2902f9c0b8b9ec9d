import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config/load.js'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { InputError } from '../../src/errors.js'
import { reviewPasses } from '../../src/pipeline/model-settings.js'

const WHERE = '.github/review-gate.yml'

describe('review: config keys', () => {
  it('defaults cost no extra model call: one pass, no verifier; floors major 70, minor 80', () => {
    expect(DEFAULT_CONFIG.review).toEqual({
      ensemble: 1,
      min_agreement: 1,
      verify: 'off',
      confidence: { major: 70, minor: 80 },
    })
    expect(reviewPasses(DEFAULT_CONFIG).map((p) => p.name)).toEqual(['review-1'])
  })

  it('reads the issue example', () => {
    const config = parseConfig(
      'review:\n  ensemble: 3\n  min_agreement: 2\n  verify: auto\n  confidence: { major: 60, minor: 90 }\n',
      WHERE,
    )
    expect(config.review).toEqual({
      ensemble: 3,
      min_agreement: 2,
      verify: 'auto',
      confidence: { major: 60, minor: 90 },
    })
    expect(reviewPasses(config).map((p) => p.name)).toEqual(['review-1', 'review-2', 'review-3'])
  })

  it('a list names each pass: provider, model and dimension, the configured model otherwise', () => {
    const config = parseConfig(
      [
        'model: { provider: openai, model: gpt-x }',
        'review:',
        '  ensemble:',
        '    - { dimension: security }',
        '    - { provider: anthropic, model: claude-y, dimension: performance }',
        '    - { provider: anthropic }',
      ].join('\n'),
      WHERE,
    )
    expect(reviewPasses(config)).toEqual([
      { name: 'review-1', provider: 'openai', model: 'gpt-x', dimension: 'security' },
      { name: 'review-2', provider: 'anthropic', model: 'claude-y', dimension: 'performance' },
      { name: 'review-3', provider: 'anthropic', model: null, dimension: null },
    ])
  })

  it.each([
    [
      'review:\n  ensemble: 2\n  min_agreement: 3\n',
      /review\.min_agreement: min_agreement 3 is more than the 2 ensemble passes/,
    ],
    ['review:\n  ensemble: 0\n', /review\.ensemble/],
    ['review:\n  ensemble: [{ dimension: style }]\n', /review\.ensemble/],
    ['review:\n  verify: sometimes\n', /review\.verify/],
    ['review:\n  confidence: { major: 101 }\n', /review\.confidence\.major/],
    ['review:\n  confidence: { blocker: 50 }\n', /review\.confidence/],
    ['review:\n  ensemble: [{ provider: openai, temperature: 1 }]\n', /review\.ensemble/],
  ])('refuses %j naming the key', (text, message) => {
    expect(() => parseConfig(text, WHERE)).toThrow(InputError)
    expect(() => parseConfig(text, WHERE)).toThrow(message)
  })
})
