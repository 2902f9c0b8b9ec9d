import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { InputError } from '../../src/errors.js'
import { silentLogger } from '../../src/logger.js'
import { createProvider } from '../../src/model/create.js'
import { modelSettingsSchema, PINNED_COPILOT_VERSION } from '../../src/model/provider.js'

const deps = { logger: silentLogger, mode: 'implementation' as const }

describe('modelSettingsSchema', () => {
  it('defaults to the copilot provider with bounded timeouts and attempts', () => {
    expect(modelSettingsSchema.parse({})).toMatchObject({
      provider: 'copilot',
      timeoutSeconds: 300,
      deadlineSeconds: 900,
      maxAttempts: 4,
      maxInputTokens: 120_000,
      maxOutputTokens: 8_000,
      copilotVersion: PINNED_COPILOT_VERSION,
      environment: {},
      passEnv: [],
    })
  })

  it('has the defaults of the config file, so a run configured by neither cannot drift', () => {
    const fromConfig = DEFAULT_CONFIG.model
    expect(modelSettingsSchema.parse({})).toMatchObject({
      provider: fromConfig.provider,
      timeoutSeconds: fromConfig.timeout_seconds,
      deadlineSeconds: fromConfig.deadline_seconds,
      maxAttempts: fromConfig.max_attempts,
      maxInputTokens: fromConfig.max_input_tokens,
      maxOutputTokens: fromConfig.max_output_tokens,
    })
  })

  it('refuses unknown keys, bad URLs, unbounded attempts and version ranges', () => {
    expect(() => modelSettingsSchema.parse({ provder: 'openai' })).toThrow()
    expect(() => modelSettingsSchema.parse({ baseUrl: 'not a url' })).toThrow()
    expect(() => modelSettingsSchema.parse({ maxAttempts: 50 })).toThrow()
    expect(() => modelSettingsSchema.parse({ copilotVersion: '^1.0.0' })).toThrow()
    expect(() => modelSettingsSchema.parse({ passEnv: ['A=B'] })).toThrow()
  })
})

describe('createProvider', () => {
  it.each([
    [{ provider: 'command' }, /model-command/],
    [{ provider: 'replay' }, /replay/],
    [{ provider: 'openai', apiKey: 'k' }, /model name/],
    [{ provider: 'anthropic', model: 'm' }, /API key/],
    [{ provider: 'replay', replayPath: 'relative.json' }, /relative/],
  ])('refuses %j with an InputError', (settings, message) => {
    const parsed = modelSettingsSchema.parse(settings)
    expect(() => createProvider(parsed, deps)).toThrow(InputError)
    expect(() => createProvider(parsed, deps)).toThrow(message)
  })

  it('builds each provider under its own name', () => {
    const made = [
      createProvider(modelSettingsSchema.parse({ provider: 'copilot', model: 'gpt-test' }), deps),
      createProvider(
        modelSettingsSchema.parse({
          provider: 'openai',
          model: 'm',
          baseUrl: 'http://127.0.0.1:9/v1',
        }),
        deps,
      ),
      createProvider(
        modelSettingsSchema.parse({ provider: 'anthropic', model: 'm', apiKey: 'k' }),
        deps,
      ),
      createProvider(
        modelSettingsSchema.parse({
          provider: 'replay',
          replayPath: '/tmp/x.json',
          recordDir: '/tmp/r',
        }),
        deps,
      ),
    ]
    expect(made.map((p) => [p.name, p.model])).toEqual([
      ['copilot', 'gpt-test'],
      ['openai', 'm'],
      ['anthropic', 'm'],
      ['replay', null],
    ])
  })
})
