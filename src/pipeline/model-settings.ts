import type { Config, Dimension, Provider } from '../config/schema.js'
import { modelSettingsSchema, type ModelSettings } from '../model/provider.js'

export interface ModelSecrets {
  apiKey: string | null
  githubToken: string | null
}

/** The model stage's settings from the resolved config, the secrets and the environment. */
export function modelSettingsFrom(
  config: Config,
  secrets: ModelSecrets,
  extra: {
    environment: Record<string, string>
    replayPath?: string
    recordDir?: string
    tempDir?: string
    toolDir?: string
  },
): ModelSettings {
  const m = config.model
  return modelSettingsSchema.parse({
    provider: m.provider,
    ...(m.model ? { model: m.model } : {}),
    ...(m.base_url ? { baseUrl: m.base_url } : {}),
    ...(m.command ? { modelCommand: m.command } : {}),
    ...(secrets.apiKey ? { apiKey: secrets.apiKey } : {}),
    ...(secrets.githubToken ? { githubToken: secrets.githubToken } : {}),
    ...(extra.replayPath ? { replayPath: extra.replayPath } : {}),
    ...(extra.recordDir ? { recordDir: extra.recordDir } : {}),
    ...(extra.tempDir ? { tempDir: extra.tempDir } : {}),
    ...(extra.toolDir ? { toolDir: extra.toolDir } : {}),
    timeoutSeconds: m.timeout_seconds,
    deadlineSeconds: m.deadline_seconds,
    maxAttempts: m.max_attempts,
    maxInputTokens: m.max_input_tokens,
    maxOutputTokens: m.max_output_tokens,
    ...(m.price
      ? { price: { inputPerMTok: m.price.input_per_mtok, outputPerMTok: m.price.output_per_mtok } }
      : {}),
    environment: extra.environment,
  })
}

/** The process environment as plain strings (undefined entries dropped). */
export function plainEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value
  return out
}

/** One reviewer pass of the run: `review-1` … `review-N`, in configuration order. */
export interface PassSpec {
  name: string
  provider: Provider
  model: string | null
  dimension: Dimension | null
}

/** The verifier call's name (replay reads `replies/verify.json`). */
export const VERIFY_CALL = 'verify'

/** `review.ensemble` as passes: a number repeats the configured model, a list names each pass. */
export function reviewPasses(config: Config): PassSpec[] {
  const { ensemble } = config.review
  const entries =
    typeof ensemble === 'number' ? Array.from({ length: ensemble }, () => ({})) : ensemble
  return entries.map((entry: { provider?: Provider; model?: string; dimension?: Dimension }, i) => {
    const provider = entry.provider ?? config.model.provider
    // Another provider's endpoint does not take this one's model name.
    const sameProvider = provider === config.model.provider
    return {
      name: `review-${i + 1}`,
      provider,
      model: entry.model ?? (sameProvider ? (config.model.model ?? null) : null),
      dimension: entry.dimension ?? null,
    }
  })
}

/**
 * A pass's model settings: the run's, with the pass's provider and model. The base URL and the
 * command belong to the configured provider and carry over only to passes of that provider; the
 * key is the one for the pass's provider.
 */
export function settingsForPass(
  base: ModelSettings,
  config: Config,
  pass: PassSpec,
  apiKeyFor: (provider: Provider) => string | null,
): ModelSettings {
  if (pass.provider === base.provider && pass.model === (base.model ?? null)) return base
  const { model: _model, baseUrl, modelCommand, apiKey: _key, ...rest } = base
  const sameProvider = pass.provider === config.model.provider
  const apiKey = apiKeyFor(pass.provider)
  return modelSettingsSchema.parse({
    ...rest,
    provider: pass.provider,
    ...(pass.model ? { model: pass.model } : {}),
    ...(sameProvider && baseUrl ? { baseUrl } : {}),
    ...(sameProvider && modelCommand ? { modelCommand } : {}),
    ...(apiKey ? { apiKey } : {}),
  })
}
