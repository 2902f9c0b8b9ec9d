import type { Config } from '../config/schema.js'
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
