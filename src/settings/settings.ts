import { z } from 'zod'
import { parseSeverityGate } from '../config/load.js'
import { LANGUAGE_TAG, modeSchema, onModelErrorSchema, providerSchema } from '../config/schema.js'
import { InputError } from '../errors.js'
import { parseShardSpec } from '../shard/partition.js'
import { INPUT } from './inputs.js'
import { STEP_OUTCOMES } from '../evidence/step-outcome.js'

export { INPUT }

/**
 * A boolean input by the Actions toolkit's rule (getBooleanInput): true, True, TRUE, false, False
 * or FALSE; empty takes the default (action.yml's, or the CLI's unset flag); anything else is an
 * input error naming the input, so `post-review: no` can never be read as "yes, post".
 */
const TRUE_WORDS = ['true', 'True', 'TRUE']
const FALSE_WORDS = ['false', 'False', 'FALSE']
const bool = (fallback: boolean) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === '' || TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), {
      message: 'expected true or false (true, True, TRUE, false, False or FALSE)',
    })
    .transform((v) => (v === '' ? fallback : TRUE_WORDS.includes(v)))

const optional = z
  .string()
  .transform((v) => v.trim())
  .transform((v) => (v === '' ? null : v))

/** An enumerated input; empty means "not given" (null), so the config file decides. */
function oneOf<T extends string>(values: readonly T[]) {
  return z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v === '' || (values as readonly string[]).includes(v), {
      message: `expected one of ${values.join(', ')}`,
    })
    .transform((v) => (v === '' ? null : (v as T)))
}

/** Several review-gate steps on one pull request: each key its own comment and findings. */
const MAX_STICKY_KEY = 40
const STICKY_KEY = new RegExp(`^[A-Za-z0-9._-]{1,${MAX_STICKY_KEY}}$`)

const settingsSchema = z.object({
  githubToken: optional,
  provider: oneOf(providerSchema.options),
  model: optional,
  apiKey: optional,
  baseUrl: optional.refine((v) => v === null || /^https?:\/\//.test(v), {
    message: 'expected an http(s) URL',
  }),
  modelCommand: optional,
  config: z.string().transform((v) => v.trim() || '.github/review-gate.yml'),
  testReports: z.string().transform((v) =>
    v
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#')),
  ),
  testCommand: optional,
  testOutcome: oneOf(STEP_OUTCOMES),
  refreshTests: bool(false),
  plan: optional,
  item: optional.refine((v) => v === null || /^\d+$/.test(v), {
    message: 'expected an item number',
  }),
  mode: oneOf(modeSchema.options),
  severityGate: optional,
  onModelError: oneOf(onModelErrorSchema.options),
  postReview: bool(true),
  outputDir: z.string().transform((v) => v.trim() || '.review-gate/out'),
  allowPrHeadCode: bool(false),
  base: optional,
  statusContext: optional.refine((v) => v === null || v.length <= 255, {
    message: 'at most 255 characters',
  }),
  reportArtifact: z
    .string()
    .transform((v) => v.trim() || 'test-reports')
    .refine((v) => /^[^\\/:*?"<>|\r\n]{1,255}$/.test(v), {
      message: 'an artifact name without / \\ : * ? " < > | or line breaks',
    }),
  language: optional.refine((v) => v === null || (v.length <= 35 && LANGUAGE_TAG.test(v)), {
    message: 'a language tag such as de, ja or pt-BR',
  }),
  stateSecret: optional,
  stickyKey: optional.refine((v) => v === null || STICKY_KEY.test(v), {
    message: `at most ${MAX_STICKY_KEY} letters, digits, '.', '_' or '-'`,
  }),
  /** `i/n`: this job reviews shard i of n of the change (src/shard/). */
  shard: optional,
  /** The sizing job: print the shard matrix the change needs, review nothing. */
  planShards: bool(false),
  /** The merge job: the glob naming the shards' output folders (one required decision). */
  mergeShards: optional.refine((v) => v === null || v.length <= 1_000, {
    message: 'at most 1,000 characters',
  }),
})

export type ActionSettings = Omit<z.output<typeof settingsSchema>, 'severityGate' | 'shard'> & {
  severityGate: Record<string, number | 'unlimited'> | null
  shard: { index: number; count: number } | null
}

/**
 * Reads and validates every input once (actions/checkout's getInputs pattern). `read` is
 * `core.getInput` in the action and a plain lookup in tests.
 */
export function readSettings(read: (name: string) => string): ActionSettings {
  const raw = Object.fromEntries(Object.entries(INPUT).map(([key, name]) => [key, read(name)]))
  const result = settingsSchema.safeParse(raw)
  if (!result.success) {
    // Each problem under the input's own name (the schema's keys are INPUT's keys), once.
    const names = result.error.issues.map(
      (issue) => INPUT[issue.path[0] as keyof typeof INPUT] ?? issue.path.join('.'),
    )
    const lines = result.error.issues.map((issue, i) => `${names[i]}: ${issue.message}`)
    throw new InputError(`invalid input: ${lines.join('; ')}`, names[0])
  }
  const settings = result.data
  if (settings.provider === 'command' && !settings.modelCommand) {
    throw new InputError('provider "command" needs the model-command input', INPUT.modelCommand)
  }
  const roles = [
    settings.shard ? INPUT.shard : null,
    settings.planShards ? INPUT.planShards : null,
    settings.mergeShards ? INPUT.mergeShards : null,
  ].filter((r) => r !== null)
  if (roles.length > 1) {
    throw new InputError(
      `${roles.join(' and ')} are the jobs of a sharded review (sizing, shard, merge); give one per step`,
      roles[1],
    )
  }
  // plan without item is checked where the mode is known: a contract review takes the whole
  // document (the mode may come from the base config), an implementation review needs the item.
  return {
    ...settings,
    severityGate: settings.severityGate
      ? parseSeverityGate(settings.severityGate, INPUT.severityGate)
      : null,
    shard: settings.shard ? parseShardSpec(settings.shard, INPUT.shard) : null,
  }
}

/** Action inputs as config overrides: inputs win over the file's values. */
export function configOverrides(settings: ActionSettings): Record<string, unknown> {
  const model: Record<string, unknown> = {}
  if (settings.provider) model.provider = settings.provider
  if (settings.model) model.model = settings.model
  if (settings.baseUrl) model.base_url = settings.baseUrl
  if (settings.modelCommand) model.command = settings.modelCommand
  const overrides: Record<string, unknown> = { model }
  if (settings.mode) overrides.mode = settings.mode
  if (settings.language) overrides.language = settings.language
  if (settings.onModelError) overrides.on_model_error = settings.onModelError
  if (settings.severityGate) overrides.severity_gate = settings.severityGate
  const evidence: Record<string, unknown> = {}
  if (settings.testReports.length > 0) evidence.reports = settings.testReports
  if (settings.testCommand) evidence.command = settings.testCommand
  if (Object.keys(evidence).length > 0) overrides.evidence = evidence
  return overrides
}
