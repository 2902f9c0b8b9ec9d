import { tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { InputError } from '../errors.js'
import type { Logger } from '../logger.js'
import { replyJsonSchema } from '../domain/reply-contract.js'
import type { ReviewMode } from '../domain/finding.js'
import { createAnthropicProvider } from './anthropic.js'
import { createCommandProvider } from './command.js'
import { createCopilotProvider } from './copilot.js'
import { createOpenAiProvider } from './openai.js'
import { createReplayProvider, withRecording } from './replay.js'
import { knownSecretsOf } from './secrets.js'
import type { ModelProvider, ModelSettings } from './provider.js'

export interface ProviderDeps {
  logger: Logger
  mode: ReviewMode
  /** Relative paths in the settings (replay file, record dir, ./script) resolve against this. */
  baseDir?: string
  /** Epoch milliseconds, for `retry-after` dates. */
  now?: () => number
  platform?: NodeJS.Platform
  /**
   * The call's name in the run (`review-1`, `verify`): replay answers and record-dir writes it
   * by name (model/replay.ts).
   */
  call?: string
  /** Structured-output schema; the review reply's for `mode` when absent (the verifier's own). */
  replySchema?: Record<string, unknown>
}

/**
 * The provider the settings ask for, wrapped to record its replies when `recordDir` is set.
 * Throws InputError when a setting the provider needs is missing or malformed.
 */
export function createProvider(settings: ModelSettings, deps: ProviderDeps): ModelProvider {
  const secrets = knownSecretsOf(settings)
  const now = deps.now ?? Date.now
  const tempDir = settings.tempDir ?? join(tmpdir(), 'review-gate')
  const at = (path: string, what: string) => {
    if (isAbsolute(path)) return path
    if (!deps.baseDir)
      throw new InputError(`"${path}" is relative and no base folder was given`, what)
    return resolve(deps.baseDir, path)
  }
  let provider: ModelProvider
  switch (settings.provider) {
    case 'copilot':
      provider = createCopilotProvider({
        model: settings.model,
        token: settings.environment['COPILOT_GITHUB_TOKEN'] || settings.githubToken,
        environment: settings.environment,
        passEnv: settings.passEnv,
        copilotVersion: settings.copilotVersion,
        toolDir: settings.toolDir ?? join(tempDir, 'tools'),
        tempDir,
        secrets,
        logger: deps.logger,
        ...(deps.platform ? { platform: deps.platform } : {}),
      })
      break
    case 'command':
      if (!settings.modelCommand) {
        throw new InputError('the command provider needs model-command', 'model-command')
      }
      provider = createCommandProvider({
        commandLine: settings.modelCommand,
        apiKey: settings.apiKey,
        environment: settings.environment,
        passEnv: settings.passEnv,
        baseDir: deps.baseDir,
        tempDir,
        secrets,
        ...(deps.platform ? { platform: deps.platform } : {}),
      })
      break
    case 'openai':
      provider = createOpenAiProvider({
        model: settings.model,
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        maxOutputTokens: settings.maxOutputTokens,
        replySchema: deps.replySchema ?? replyJsonSchema(deps.mode),
        secrets,
        now,
      })
      break
    case 'anthropic':
      provider = createAnthropicProvider({
        model: settings.model,
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        maxOutputTokens: settings.maxOutputTokens,
        replySchema: deps.replySchema ?? replyJsonSchema(deps.mode),
        secrets,
        now,
      })
      break
    case 'replay':
      if (!settings.replayPath) {
        throw new InputError('the replay provider needs a reply file or folder', 'replay')
      }
      provider = createReplayProvider({
        replayPath: at(settings.replayPath, 'replay'),
        ...(deps.call ? { call: deps.call } : {}),
      })
      break
  }
  if (settings.recordDir && settings.provider !== 'replay') {
    provider = withRecording(provider, at(settings.recordDir, 'record-dir'), secrets, deps.call)
  }
  return provider
}
