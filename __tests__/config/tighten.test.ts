import { describe, expect, it } from 'vitest'
import { overrideConfig } from '../../src/config/load.js'
import { DEFAULT_CONFIG, type Config } from '../../src/config/schema.js'
import { tightenOnly } from '../../src/config/tighten.js'

function tighten(base: Config, overrides: Record<string, unknown>) {
  return tightenOnly(base, overrideConfig(base, overrides, 'inputs'), 'action inputs')
}

describe('tightenOnly: inputs may tighten the base config, never loosen it', () => {
  it('refuses a severity-gate input above the base thresholds, per severity', () => {
    const base = overrideConfig(DEFAULT_CONFIG, { severity_gate: { major: 2 } }, 'base')
    const { config, refused } = tighten(base, {
      severity_gate: { blocker: 3, major: 1, minor: 'unlimited' },
    })
    expect(config.severity_gate).toEqual({ blocker: 0, major: 1, minor: 'unlimited' })
    expect(refused).toEqual([
      "action inputs: severity-gate blocker=3 would loosen the base config's blocker=0; refused, 0 is used",
    ])
  })

  it('accepts a stricter threshold, including a number under unlimited', () => {
    const { config, refused } = tighten(DEFAULT_CONFIG, { severity_gate: { minor: 5 } })
    expect(config.severity_gate.minor).toBe(5)
    expect(refused).toEqual([])
  })

  it('refuses on-model-error: neutral over fail', () => {
    const { config, refused } = tighten(DEFAULT_CONFIG, { on_model_error: 'neutral' })
    expect(config.on_model_error).toBe('fail')
    expect(refused).toEqual([
      "action inputs: on-model-error neutral would loosen the base config's fail; refused, fail is used",
    ])
  })

  it('keeps a base neutral and lets an input tighten it to fail', () => {
    const base = overrideConfig(DEFAULT_CONFIG, { on_model_error: 'neutral' }, 'base')
    expect(tighten(base, {}).config.on_model_error).toBe('neutral')
    expect(tighten(base, { on_model_error: 'fail' }).config.on_model_error).toBe('fail')
  })

  it('refuses a lower evidence.missing, a looser evidence.unknown, flaky or partial', () => {
    const base = overrideConfig(DEFAULT_CONFIG, { evidence: { missing: 'major' } }, 'base')
    const { config, refused } = tighten(base, {
      evidence: { missing: 'off', unknown: 'warn', flaky: 'pass' },
      partial: 'allow',
    })
    expect([
      config.evidence.missing,
      config.evidence.unknown,
      config.evidence.flaky,
      config.partial,
    ]).toEqual(['major', 'fail', 'fail', 'fail'])
    expect(refused).toHaveLength(4)
    expect(refused.join('\n')).toMatch(/evidence\.missing off would loosen the base config's major/)
  })

  it('passes every other override through (provider, reports, command)', () => {
    const { config } = tighten(DEFAULT_CONFIG, {
      model: { provider: 'openai' },
      evidence: { reports: ['r/*.xml'], command: 'npm test' },
    })
    expect(config.model.provider).toBe('openai')
    expect(config.evidence.reports).toEqual(['r/*.xml'])
    expect(config.evidence.command).toBe('npm test')
  })
})
