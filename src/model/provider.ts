import { z } from 'zod'
import { MODEL_DEFAULTS, providerSchema, type Provider } from '../config/schema.js'
import { ModelFailure, type ModelFailureKind } from '../errors.js'

/**
 * The contract between the model stage and its providers, and the settings that configure it.
 * Providers are edge modules (processes, HTTP, files); everything they return is untrusted.
 */

/**
 * The Copilot CLI version installed when `copilot` is not on PATH: the one verified in
 * docs/providers.md, "copilot (default)".
 */
export const PINNED_COPILOT_VERSION = '1.0.102'

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name')

export const priceTableSchema = z
  .object({
    inputPerMTok: z.number().min(0).describe('USD per million input tokens.'),
    outputPerMTok: z.number().min(0).describe('USD per million output tokens.'),
  })
  .strict()

export const modelSettingsSchema = z
  .object({
    provider: providerSchema.default(MODEL_DEFAULTS.provider),
    model: z.string().min(1).max(200).optional(),
    /** HTTP providers: the API base (`https://host/v1`); the provider appends its path. */
    baseUrl: z.string().url().optional(),
    apiKey: z.string().min(1).optional(),
    /** The workflow token (`github-token` input): the Copilot CLI's token when no other is set. */
    githubToken: z.string().min(1).optional(),
    /** `command` provider: the command line, split into argv without a shell. */
    modelCommand: z.string().min(1).max(4_000).optional(),
    /** `replay` provider: a reply file, or a folder of `<sha256>.json` replies. */
    replayPath: z.string().min(1).optional(),
    /** When set, every reply received is saved here in the replay folder layout. */
    recordDir: z.string().min(1).optional(),
    /** Fractions are allowed so tests can use short timeouts. */
    timeoutSeconds: z.number().positive().max(86_400).default(MODEL_DEFAULTS.timeoutSeconds),
    deadlineSeconds: z.number().positive().max(86_400).default(MODEL_DEFAULTS.deadlineSeconds),
    maxAttempts: z.number().int().min(1).max(10).default(MODEL_DEFAULTS.maxAttempts),
    maxInputTokens: z.number().int().positive().default(MODEL_DEFAULTS.maxInputTokens),
    maxOutputTokens: z.number().int().positive().default(MODEL_DEFAULTS.maxOutputTokens),
    price: priceTableSchema.optional(),
    copilotVersion: z
      .string()
      .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'an exact version such as 1.0.102')
      .default(PINNED_COPILOT_VERSION),
    /** Where `@github/copilot` is installed when missing (the runner's tool cache). */
    toolDir: z.string().min(1).optional(),
    /** Where child processes run and keep scratch files: an empty folder, never the checkout. */
    tempDir: z.string().min(1).optional(),
    /**
     * The parent's environment as the shell read it. Children never get it whole: each exec
     * provider picks from it through its allow-list (PATH, HOME, its token, `passEnv`).
     */
    environment: z.record(z.string(), z.string()).default({}),
    /** Extra variable names the user allows a `command` provider to see. */
    passEnv: z.array(envName).default([]),
  })
  .strict()

export type ModelSettings = z.output<typeof modelSettingsSchema>
export type ModelSettingsInput = z.input<typeof modelSettingsSchema>
export type PriceTable = z.output<typeof priceTableSchema>

export interface TokenUsage {
  inputTokens: number | null
  outputTokens: number | null
}

/** One request to a provider: one attempt. */
export interface ModelRequest {
  /**
   * Sent as the system message by HTTP providers and (as its custom agent) to the Copilot CLI;
   * prepended to stdin for model-command.
   */
  instructions: string
  payload: string
  /** Aborted when the attempt's time is up (the caller owns the timer). */
  signal: AbortSignal
  /** The attempt's time limit; exec providers also enforce it on the child. */
  timeoutMs: number
}

/** What a provider got back from one attempt. Text is untrusted and not yet redacted. */
export interface ProviderReply {
  text: string
  usage: TokenUsage
  durationMs: number
  /** The endpoint's own word for why it stopped (`stop`, `end_turn`, `tool_use`, exit code …). */
  finishReason: string | null
  /** The model the endpoint says answered, when it says. */
  model: string | null
}

export interface ModelProvider {
  readonly name: Provider
  /** The model asked for, when configured. */
  readonly model: string | null
  /** One-time setup (installing a CLI); its failure is final. */
  prepare?(signal: AbortSignal): Promise<void>
  complete(request: ModelRequest): Promise<ProviderReply>
}

/** Whether and when the retry loop may try again after a failed attempt. */
export interface RetryHint {
  retryable: boolean
  /** The server's `retry-after`, in milliseconds from now. */
  retryAfterMs?: number
  /** The HTTP status, when there was one. */
  status?: number
}

/**
 * A failed attempt. Extends the shared ModelFailure with what the retry loop needs; callModel
 * turns the last one into a plain ModelFailure carrying the total attempt count.
 */
export class AttemptFailure extends ModelFailure {
  constructor(
    message: string,
    kind: ModelFailureKind,
    readonly hint: RetryHint,
    /** Tokens the endpoint billed for the failed attempt (a truncated reply still costs). */
    readonly usage: TokenUsage | null = null,
  ) {
    super(message, kind)
  }
}

/** What callModel returns: the reply (redacted) and the bookkeeping for the report. */
export interface ModelCallResult {
  text: string
  provider: Provider
  model: string | null
  usage: TokenUsage
  /** Requests sent, repairs and retries included. */
  attempts: number
  /** 0, or 1 when the first reply broke the contract and a repair was asked for. */
  repairs: number
  /** The parse error that triggered the repair, when there was one. */
  repairReason: string | null
  durationMs: number
  /** USD, from the configured price table; null without one or without usage. */
  cost: number | null
  estimatedInputTokens: number
  /** Secrets and token-shaped strings replaced in the reply. */
  redactions: number
  finishReason: string | null
  /** Whether the reply came from the reply cache; absent when the cache was not consulted. */
  replyCache?: 'hit' | 'miss'
}

/** The last failure of a call, with what was spent before it, so the summary can show it. */
export class ModelCallFailure extends ModelFailure {
  constructor(
    message: string,
    kind: ModelFailureKind,
    attempts: number,
    readonly usage: TokenUsage,
    readonly cost: number | null,
    readonly durationMs: number,
    readonly repairs: number,
  ) {
    super(message, kind, attempts)
  }
}
