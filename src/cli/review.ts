import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { configOverrides, INPUT, readSettings } from '../settings/settings.js'
import { InputError } from '../errors.js'
import { outcomeExitCode } from '../gate/gate.js'
import { writeArtifacts } from '../pipeline/artifacts.js'
import { createRedactor } from '../secrets/redactor.js'
import { secretValues } from '../secrets/values.js'
import { loadRepoExamples } from '../examples/load.js'
import { modelSettingsFrom, plainEnvironment } from '../pipeline/model-settings.js'
import { reviewChange } from '../pipeline/review-change.js'
import { renderSummary } from '../publish/markdown.js'
import { evidenceForCase, scopeForCase } from './case-pipeline.js'
import { loadCase } from './case.js'
import { stderrLogger } from './logger.js'
import type { CliIo } from './run.js'

/** Inputs that carry secrets: taken from the environment only, never from a flag (shell history, ps). */
const SECRET_INPUTS: readonly string[] = [INPUT.apiKey, INPUT.githubToken]

/**
 * `review --input <case-dir>`: the whole pipeline on a case, with every action input as a flag of
 * the same name. Writes the artifacts to --output-dir and prints the summary. Exit 0/1/2/3.
 */
export async function reviewCommand(argv: string[], io: CliIo): Promise<number> {
  const flagNames = Object.values(INPUT).filter((name) => !SECRET_INPUTS.includes(name))
  const options = Object.fromEntries(flagNames.map((name) => [name, { type: 'string' as const }]))
  for (const secret of SECRET_INPUTS) {
    if (argv.some((a) => a === `--${secret}` || a.startsWith(`--${secret}=`))) {
      throw new InputError(
        `--${secret} is not accepted on the command line; set REVIEW_GATE_API_KEY (or OPENAI_API_KEY, ANTHROPIC_API_KEY, COPILOT_GITHUB_TOKEN) in the environment`,
        `--${secret}`,
      )
    }
  }
  const { values } = parseArgs({
    args: argv,
    options: {
      ...options,
      input: { type: 'string' },
      'record-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
    },
    strict: true,
  })
  if (!values.input) throw new InputError('review needs --input <case-dir>', '--input')
  const flags = values as Record<string, string | undefined>
  const settings = readSettings((name) => flags[name] ?? '')
  const caseDir = resolve(io.cwd, values.input)
  // A case with a recorded reply replays it unless another provider is asked for.
  const overrides = configOverrides(settings)
  if (!settings.provider && existsSync(join(caseDir, 'reply.json'))) {
    overrides.model = { ...(overrides.model as object), provider: 'replay' }
  }
  const withFlags = loadCase(caseDir, overrides)
  const config = withFlags.config
  const logger = stderrLogger(io)
  const now = io.now?.() ?? new Date()
  const env = plainEnvironment(io.env)

  const scope = scopeForCase(withFlags)
  const evidence = await evidenceForCase(withFlags, scope, {
    now,
    env: io.env,
    logger,
    ...(values['cache-dir'] ? { cacheDir: resolve(io.cwd, values['cache-dir']) } : {}),
    refreshTests: settings.refreshTests,
  })
  const modelSettings = modelSettingsFrom(
    config,
    {
      apiKey: io.env.REVIEW_GATE_API_KEY ?? providerKey(config.model.provider, io.env),
      githubToken: io.env.COPILOT_GITHUB_TOKEN ?? io.env.GITHUB_TOKEN ?? null,
    },
    {
      environment: env,
      ...(withFlags.replyFile ? { replayPath: withFlags.replyFile } : {}),
      ...(values['record-dir'] ? { recordDir: resolve(io.cwd, values['record-dir']) } : {}),
    },
  )
  const { prepared, report, replyText } = await reviewChange({
    config,
    scope,
    plan: withFlags.plan,
    evidence,
    repoExamples: loadRepoExamples(withFlags.repoExamplesDir, '.review-gate/rubric-examples'),
    modelSettings,
    logger,
    baseDir: io.cwd,
    diffSource: 'case diff.patch',
    repository: { owner: 'local', repo: 'case', headSha: withFlags.spec.head_sha ?? '0000000' },
  })
  const outputDir = resolve(io.cwd, settings.outputDir)
  const redactor = createRedactor(
    secretValues({ env: io.env, evidenceEnvNames: config.evidence.env }),
  )
  writeArtifacts(outputDir, { payload: prepared.payload, replyText, report }, redactor)
  io.stdout(renderSummary(redactor.deep(report)))
  return outcomeExitCode(report.outcome)
}

function providerKey(provider: string, env: NodeJS.ProcessEnv): string | null {
  if (provider === 'openai') return env.OPENAI_API_KEY ?? null
  if (provider === 'anthropic') return env.ANTHROPIC_API_KEY ?? null
  return null
}
