import { z } from 'zod'

/**
 * The schema of `.github/review-gate.yml`. Every key is optional: a missing file is the defaults.
 * Unknown keys are errors, because a misspelt key silently ignored would weaken a gate.
 */

const unlimited = z.literal('unlimited')
const threshold = z.union([z.number().int().min(0), unlimited])

/**
 * Files that decide what a CI run's tests do or report: CI config, package manifests and their
 * scripts, package-manager config, runner configs and setup files, Python project config, build
 * files. A pull request changing one could make its own reports say anything.
 */
export const DEFAULT_EVIDENCE_PRODUCERS = [
  // CI itself: workflows, composite actions, and anything else under .github/
  '.github/**',
  // package manifests (their scripts: `test`, `pretest`, `postinstall`) and package-manager config
  '**/package.json',
  '**/.npmrc',
  '**/.yarnrc*',
  '**/pnpm-workspace.yaml',
  // JS runner configs and the setup files they conventionally name
  '**/vitest.config.*',
  '**/vitest.workspace.*',
  '**/vitest.setup.*',
  '**/vite.config.*',
  '**/jest.config.*',
  '**/jest.setup.*',
  '**/jest.preset.*',
  '**/setupTests.*',
  '**/test/setup.*',
  '**/tests/setup.*',
  '**/.mocharc*',
  '**/karma.conf.*',
  '**/playwright.config.*',
  '**/cypress.config.*',
  // Python project and pytest config
  '**/pyproject.toml',
  '**/setup.cfg',
  '**/setup.py',
  '**/tox.ini',
  '**/noxfile.py',
  '**/pytest.ini',
  '**/conftest.py',
  // PHP, and build files that run the tests
  '**/phpunit.xml*',
  '**/Makefile',
  '**/makefile',
  '**/GNUmakefile',
  '**/pom.xml',
  '**/build.gradle*',
  '**/settings.gradle*',
  '**/gradle.properties',
  '**/Cargo.toml',
  '**/build.rs',
  '**/.cargo/config*',
] as const

export const severityGateSchema = z
  .object({
    blocker: threshold.default(0),
    major: threshold.default(0),
    minor: threshold.default('unlimited'),
  })
  .strict()

const priceSchema = z
  .object({
    input_per_mtok: z.number().min(0).describe('Price in USD per million input tokens.'),
    output_per_mtok: z.number().min(0).describe('Price in USD per million output tokens.'),
  })
  .strict()

export const providerSchema = z.enum(['copilot', 'command', 'openai', 'anthropic', 'replay'])
export const modeSchema = z.enum(['implementation', 'contract'])
export const onModelErrorSchema = z.enum(['fail', 'neutral'])

/**
 * The model section's defaults, written once: the config file's `model:` keys and the model
 * stage's own settings (`model/provider.ts`, which tests and the CLI also build directly) use them.
 */
export const MODEL_DEFAULTS = {
  provider: 'copilot',
  timeoutSeconds: 300,
  deadlineSeconds: 900,
  maxAttempts: 4,
  maxInputTokens: 120_000,
  maxOutputTokens: 8_000,
} as const satisfies Record<string, string | number>

/** The specialist dimensions an ensemble pass may focus on (instructions/dimensions/<name>.md). */
export const DIMENSIONS = [
  'correctness',
  'security',
  'performance',
  'design',
  'testing',
  'operability',
] as const
export const dimensionSchema = z.enum(DIMENSIONS)

/** Most passes an ensemble may ask for: each one is a full model call. */
export const MAX_ENSEMBLE = 9

const ensemblePassSchema = z
  .object({
    provider: providerSchema
      .optional()
      .describe("This pass's provider; model.provider when absent."),
    model: z.string().min(1).optional().describe("This pass's model; model.model when absent."),
    dimension: dimensionSchema
      .optional()
      .describe("Adds that dimension's specialist instructions to this pass."),
  })
  .strict()

const confidenceFloor = z.number().int().min(0).max(100)

/**
 * `review:`: how many reviewers, how their findings are merged, the verifier pass and the
 * confidence floors. Every option that costs model calls is off by default (one pass, no
 * verifier); the floors cost nothing and match what the reviewer instructions already ask.
 */
export const reviewSchema = z
  .object({
    ensemble: z
      .union([
        z.number().int().min(1).max(MAX_ENSEMBLE),
        z.array(ensemblePassSchema).min(1).max(MAX_ENSEMBLE),
      ])
      .default(1)
      .describe(
        'Reviewer passes: a number of passes of the configured model, or a list of { provider, model, dimension }. Each pass is one model call.',
      ),
    min_agreement: z
      .number()
      .int()
      .min(1)
      .max(MAX_ENSEMBLE)
      .default(1)
      .describe(
        'A model finding must be reported by at least this many passes to survive; also the quorum of passes that must answer.',
      ),
    verify: z
      .enum(['auto', 'always', 'off'])
      .default('off')
      .describe(
        'The verifier pass: auto (only when blocker or major model findings remain), always, or off. One model call when it runs.',
      ),
    confidence: z
      .object({
        major: confidenceFloor.default(70),
        minor: confidenceFloor.default(80),
      })
      .strict()
      .prefault({})
      .describe(
        'Confidence floors (0-100): a major or minor finding below its floor is dropped; blockers never are.',
      ),
  })
  .strict()
  .superRefine((review, ctx) => {
    const passes = typeof review.ensemble === 'number' ? review.ensemble : review.ensemble.length
    if (review.min_agreement > passes) {
      ctx.addIssue({
        code: 'custom',
        path: ['min_agreement'],
        message: `min_agreement ${review.min_agreement} is more than the ${passes} ensemble pass${passes === 1 ? '' : 'es'}: no finding could survive`,
      })
    }
  })

/** A BCP 47 language tag, loosely: a 2-3 letter language, then subtags of 1-8 letters or digits. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/
export const languageSchema = z
  .string()
  .max(35)
  .regex(LANGUAGE_TAG, 'a language tag such as de, ja or pt-BR')

export const configSchema = z
  .object({
    version: z.literal(1).default(1).describe('Config format version.'),
    mode: modeSchema
      .default('implementation')
      .describe('What is reviewed: code or a plan/contract.'),
    language: languageSchema
      .optional()
      .describe(
        'A language tag such as de, ja or pt-BR: the model writes messages and fixes in it. Headings, severities and gate lines stay English.',
      ),
    stacks: z
      .array(z.enum(['python', 'go', 'typescript', 'frontend', 'mobile', 'backend']))
      .optional()
      .describe(
        'Stacks whose calibration examples are used; detected from the touched files when absent.',
      ),
    paths: z
      .object({
        ignore: z
          .array(z.string().min(1))
          .default([])
          .describe('Globs of files left out of the review, added to the defaults.'),
        use_default_ignores: z
          .boolean()
          .default(true)
          .describe('Leave lockfiles, build output, minified, generated and vendored files out.'),
      })
      .strict()
      .prefault({}),
    evidence: z
      .object({
        reports: z
          .array(z.string().min(1))
          .default([])
          .describe(
            'Globs of test reports written by earlier steps (JUnit XML, CTRF, TRX, TAP, go test -json).',
          ),
        command: z
          .string()
          .min(1)
          .optional()
          .describe('Test command run on the touched tests; {files} is replaced by their paths.'),
        command_reports: z
          .array(z.string().min(1))
          .default([])
          .describe(
            'Globs of the reports the test command writes; its exit code decides when empty.',
          ),
        timeout_seconds: z.number().int().positive().default(600),
        env: z
          .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
          .default([])
          .describe('Environment variables passed to the test command besides PATH and HOME.'),
        cache_ttl_minutes: z.number().int().min(0).default(60),
        missing: z
          .enum(['major', 'minor', 'off'])
          .default('minor')
          .describe('Finding for touched source files with no relevant test.'),
        unknown: z
          .enum(['fail', 'warn'])
          .default('fail')
          .describe(
            'What unknown test evidence does to the gate (an unreadable report, a command that could not run, every relevant test skipped, a result for another commit): fail, or warn and let the review decide.',
          ),
        flaky: z
          .enum(['fail', 'pass'])
          .default('fail')
          .describe(
            'How a test that failed in one report and passed in another counts for the gate.',
          ),
        scope: z
          .enum(['suite', 'touched'])
          .default('suite')
          .describe(
            'Which failing tests fail the gate: suite (every failing test in the reports, related to the touched files or not) or touched (only those related to the touched files; honoured only from the base config).',
          ),
        test_patterns: z
          .array(z.string().min(1))
          .default([])
          .describe(
            'Extra conventional test paths for a source file; {dir}, {name}, {ext} are replaced.',
          ),
        producers: z
          .array(z.string().min(1))
          .default([...DEFAULT_EVIDENCE_PRODUCERS])
          .describe(
            "workflow_run: globs of the files that produce or configure the CI run's test reports; a pull request that changes one makes its own reports untrusted.",
          ),
        untrusted: z
          .enum(['fail', 'allow'])
          .default('fail')
          .describe(
            'workflow_run: what reports from a run whose producers the pull request changed do to the gate: fail, or allow them with a warning.',
          ),
      })
      .strict()
      .prefault({}),
    model: z
      .object({
        provider: providerSchema.default(MODEL_DEFAULTS.provider),
        model: z.string().min(1).optional(),
        base_url: z.string().url().optional(),
        command: z.string().min(1).optional(),
        timeout_seconds: z.number().int().positive().default(MODEL_DEFAULTS.timeoutSeconds),
        deadline_seconds: z.number().int().positive().default(MODEL_DEFAULTS.deadlineSeconds),
        max_attempts: z.number().int().min(1).max(10).default(MODEL_DEFAULTS.maxAttempts),
        max_input_tokens: z.number().int().positive().default(MODEL_DEFAULTS.maxInputTokens),
        max_output_tokens: z.number().int().positive().default(MODEL_DEFAULTS.maxOutputTokens),
        price: priceSchema.optional(),
      })
      .strict()
      .prefault({}),
    review: reviewSchema.prefault({}),
    severity_gate: severityGateSchema.prefault({}),
    on_model_error: onModelErrorSchema.default('fail'),
    dismiss: z
      .object({
        permission: z
          .enum(['write', 'maintain', 'admin'])
          .default('write')
          .describe(
            "The least repository permission whose holders may `/review-gate dismiss` a finding or `/review-gate reset` a pull request's carried state; the pull request's author never may.",
          ),
      })
      .strict()
      .prefault({}),
    partial: z
      .enum(['fail', 'allow'])
      .default('fail')
      .describe(
        'A review that could not see every reviewable file (left out by the size budget or by the 3,000-file limit of the GitHub API) fails the gate unless this is allow.',
      ),
    examples: z
      .object({
        max: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(12)
          .describe('Most calibration examples in a payload.'),
      })
      .strict()
      .prefault({}),
    context: z
      .object({
        max_share: z
          .number()
          .min(0)
          .max(0.9)
          .default(0.35)
          .describe(
            'Share of model.max_input_tokens the repository context may fill (scopes, stale references, consumers, definitions, blast radius); whole entries past it are cut and listed.',
          ),
        elevate_importers: z
          .number()
          .int()
          .min(1)
          .default(50)
          .describe(
            'A major finding in a file with at least this many transitive importers (our own import graph) becomes a blocker.',
          ),
      })
      .strict()
      .prefault({}),
    payload: z
      .object({
        max_bytes: z
          .number()
          .int()
          .min(1_000)
          .default(400_000)
          .describe(
            'Budget of the diff section; whole files leave the diff past it, by a stated priority.',
          ),
      })
      .strict()
      .prefault({}),
  })
  .strict()

export type Config = z.output<typeof configSchema>
export type SeverityGate = z.output<typeof severityGateSchema>
export type Provider = z.output<typeof providerSchema>
export type ReviewConfig = z.output<typeof reviewSchema>
export type Dimension = z.output<typeof dimensionSchema>

export const DEFAULT_CONFIG: Config = configSchema.parse({})
