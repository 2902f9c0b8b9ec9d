import { describe, expect, it } from 'vitest'
import { overrideConfig, parseConfig, parseSeverityGate } from '../../src/config/load.js'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { InputError } from '../../src/errors.js'

const FILE = '.github/review-gate.yml'

function errorOf(fn: () => unknown): InputError {
  try {
    fn()
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

describe('parseConfig', () => {
  it('gives the defaults for a missing or empty file', () => {
    expect(parseConfig(null, FILE)).toEqual(DEFAULT_CONFIG)
    expect(parseConfig('  \n', FILE)).toEqual(DEFAULT_CONFIG)
    expect(DEFAULT_CONFIG.severity_gate).toEqual({ blocker: 0, major: 0, minor: 'unlimited' })
    expect(DEFAULT_CONFIG.model.provider).toBe('copilot')
    expect(DEFAULT_CONFIG.on_model_error).toBe('fail')
  })

  it('reads every documented section', () => {
    const config = parseConfig(
      [
        'version: 1',
        'mode: contract',
        'stacks: [python, go]',
        'paths: { ignore: ["docs/**"] }',
        'evidence: { reports: ["**/junit.xml"], missing: major, cache_ttl_minutes: 5 }',
        'model: { provider: openai, model: gpt-5, base_url: "http://127.0.0.1:8080/v1" }',
        'severity_gate: { blocker: 0, major: 2 }',
        'examples: { max: 4 }',
        'payload: { max_bytes: 50000 }',
      ].join('\n'),
      FILE,
    )
    expect(config.mode).toBe('contract')
    expect(config.stacks).toEqual(['python', 'go'])
    expect(config.paths.ignore).toEqual(['docs/**'])
    expect(config.paths.use_default_ignores).toBe(true)
    expect(config.evidence.missing).toBe('major')
    expect(config.evidence.timeout_seconds).toBe(600)
    expect(config.model.provider).toBe('openai')
    expect(config.model.max_attempts).toBe(4)
    expect(config.severity_gate).toEqual({ blocker: 0, major: 2, minor: 'unlimited' })
    expect(config.examples.max).toBe(4)
    expect(config.payload.max_bytes).toBe(50000)
  })

  it('names the file, line and column of malformed YAML', () => {
    const error = errorOf(() => parseConfig('mode: implementation\nstacks: [python\n', FILE))
    expect(error.message).toMatch(/^\.github\/review-gate\.yml:\d+:\d+: invalid YAML/)
  })

  it('names the key path and what was expected for a wrong type', () => {
    const error = errorOf(() => parseConfig('severity_gate:\n  major: "two"\n', FILE))
    expect(error.message).toContain(FILE)
    expect(error.message).toContain('severity_gate.major')
  })

  it('rejects unknown keys instead of silently ignoring a misspelt gate', () => {
    const error = errorOf(() => parseConfig('severity_gates:\n  blocker: 5\n', FILE))
    expect(error.message).toContain('severity_gates')
  })

  it('rejects an unknown enum value, naming the allowed ones', () => {
    const error = errorOf(() => parseConfig('mode: lenient\n', FILE))
    expect(error.message).toMatch(/mode: .*implementation.*contract/)
  })

  it('rejects duplicate keys and a non-mapping document', () => {
    expect(
      errorOf(() => parseConfig('mode: contract\nmode: implementation\n', FILE)).message,
    ).toContain(FILE)
    expect(errorOf(() => parseConfig('- a\n- b\n', FILE)).message).toContain('mapping')
  })

  it('does not expand an alias bomb', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for (let i = 1; i < 12; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)},*${String.fromCharCode(96 + i)}]`,
      )
    expect(() => parseConfig(bomb.join('\n'), FILE)).toThrow(/review-gate\.yml: cannot expand/)
  })
})

describe('overrides', () => {
  it('inputs override file values and are validated again', () => {
    const file = parseConfig(
      'severity_gate: { blocker: 0, major: 3 }\nmodel: { provider: anthropic }\n',
      FILE,
    )
    const merged = overrideConfig(
      file,
      { severity_gate: parseSeverityGate('major=1', 'severity-gate'), model: { model: 'm' } },
      'inputs',
    )
    expect(merged.severity_gate).toEqual({ blocker: 0, major: 1, minor: 'unlimited' })
    expect(merged.model.provider).toBe('anthropic')
    expect(merged.model.model).toBe('m')
    expect(() => overrideConfig(file, { mode: 'nope' }, 'inputs')).toThrow(/inputs: mode/)
  })

  it('parses the severity-gate input format', () => {
    expect(parseSeverityGate('blocker=0,major=2,minor=unlimited', 'severity-gate')).toEqual({
      blocker: 0,
      major: 2,
      minor: 'unlimited',
    })
    expect(parseSeverityGate('MAJOR = 5', 'x')).toEqual({ major: 5 })
    expect(() => parseSeverityGate('blocker=-1', 'severity-gate')).toThrow(
      /severity-gate: "blocker=-1"/,
    )
    expect(() => parseSeverityGate('critical=0', 'severity-gate')).toThrow(InputError)
  })
})
