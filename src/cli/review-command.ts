import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Provider } from '../config/schema.js'
import { InputError } from '../errors.js'
import { outcomeExitCode } from '../gate/gate.js'
import { checkArtifactPaths, writeArtifacts } from '../pipeline/artifacts.js'
import { mergeShards } from '../pipeline/merge-shards.js'
import { run, type RunSettings } from '../pipeline/run.js'
import type { Sources } from '../pipeline/sources.js'
import type { StepOutcome } from '../evidence/step-outcome.js'
import { renderSummary } from '../publish/markdown.js'
import { renderJson, renderText } from '../publish/terminal.js'
import { configOverrides, INPUT, readSettings } from '../settings/settings.js'
import { Git } from '../git/git.js'
import { CaseSources, caseReplayPath } from './case-sources.js'
import { LocalGitSources } from './local-sources.js'
import { loadCase } from './case.js'
import { stderrLogger } from './logger.js'
import { parserOptions, refusal, reviewFlags, reviewHelp, SECRET_INPUTS } from './review-flags.js'
import type { CliIo } from './io.js'

/** `review --help`: generated from the flag table the parser reads (./review-flags.ts). */
export const REVIEW_HELP = reviewHelp()

/**
 * `review --input <case-dir>`: the whole pipeline on a case, with every action input as a flag of
 * the same name. Writes the artifacts to --output-dir and prints the summary. Exit 0/1/2/3.
 */
export async function reviewCommand(argv: string[], io: CliIo): Promise<number> {
  const table = reviewFlags()
  for (const secret of SECRET_INPUTS) {
    if (argv.some((a) => a === `--${secret}` || a.startsWith(`--${secret}=`))) {
      throw new InputError(
        `--${secret} is not accepted on the command line; set REVIEW_GATE_API_KEY (or OPENAI_API_KEY, ANTHROPIC_API_KEY, COPILOT_GITHUB_TOKEN) in the environment`,
        `--${secret}`,
      )
    }
  }
  const { values } = parseArgs({ args: argv, options: parserOptions(table), strict: true })
  if (values.repo !== undefined && values.input !== undefined)
    throw new InputError('--input and --repo are two ways to name the change; give one', '--repo')
  const way = values.repo !== undefined ? 'repo' : 'case'
  for (const flag of table) {
    const why = values[flag.name] !== undefined ? refusal(flag, way) : null
    if (why) throw new InputError(why, `--${flag.name}`)
  }
  if (way === 'repo') return reviewLocalBranch(values, io)
  // Only --reports is repeatable, and it is refused for a case above: every value here is one string.
  const flags = values as Record<string, string | undefined>
  const input = flags.input
  if (!input)
    throw new InputError('review needs --input <case-dir> or --repo <dir> --base <ref>', '--input')
  const settings = readSettings((name) => flags[name] ?? '')
  const caseDir = resolve(io.cwd, input)
  const loaded = loadCase(caseDir)
  // A case with recorded replies replays them unless another provider is asked for.
  const overrides = configOverrides(settings)
  const replayPath = caseReplayPath(loaded)
  if (!settings.provider && replayPath) {
    overrides.model = { ...(overrides.model as object), provider: 'replay' }
  }
  return reviewAndPrint(new CaseSources(loaded), io, {
    overrides,
    refreshTests: settings.refreshTests,
    testOutcome: settings.testOutcome,
    outputDir: settings.outputDir,
    cacheDir: flags['cache-dir'],
    recordDir: flags['record-dir'],
    format: outputFormat(flags.format, io),
    shard: settings.shard,
    mergeShards: settings.mergeShards,
    ...(replayPath ? { replayPath } : {}),
  })
}

/** Runs the pipeline on the sources as the CLI does, writes the artifacts, prints the summary. */
async function reviewAndPrint(
  sources: Sources,
  io: CliIo,
  options: {
    overrides: Record<string, unknown>
    refreshTests: boolean
    testOutcome: StepOutcome | null
    outputDir: string
    cacheDir: string | undefined
    recordDir: string | undefined
    format: OutputFormat
    replayPath?: string
    shard: { index: number; count: number } | null
    /** `--merge-shards <glob>`: the merge job of a sharded review. */
    mergeShards: string | null
  },
): Promise<number> {
  const outputDir = resolve(io.cwd, options.outputDir)
  checkArtifactPaths(outputDir, io.cwd)
  const settings: RunSettings = {
    overrides: options.overrides,
    overridePolicy: 'override',
    overridesFrom: 'command-line flags',
    refreshTests: options.refreshTests,
    testOutcome: options.testOutcome,
    cacheDir: options.cacheDir
      ? resolve(io.cwd, options.cacheDir)
      : join(tmpdir(), 'review-gate-cache'),
    replyCache: options.cacheDir !== undefined,
    apiKey: (provider) => io.env.REVIEW_GATE_API_KEY ?? providerKey(provider, io.env),
    githubToken: io.env.COPILOT_GITHUB_TOKEN ?? io.env.GITHUB_TOKEN ?? null,
    env: io.env,
    baseDir: io.cwd,
    ...(options.replayPath ? { replayPath: options.replayPath } : {}),
    ...(options.recordDir ? { recordDir: resolve(io.cwd, options.recordDir) } : {}),
    now: io.now?.() ?? new Date(),
    shard: options.shard,
  }
  const hooks = { logger: stderrLogger(io) }
  const merge = options.mergeShards
  const result = merge
    ? await mergeShards(sources, { ...settings, mergeShards: merge }, hooks)
    : await run(sources, settings, hooks)
  const report = result.redactor.deep(result.report)
  writeArtifacts(
    outputDir,
    { payload: result.payload, replyText: result.replyText, report, shard: result.shard ?? null },
    result.redactor,
    io.cwd,
  )
  io.stdout(
    options.format === 'json'
      ? renderJson(report)
      : options.format === 'text'
        ? renderText(report)
        : renderSummary(report),
  )
  return outcomeExitCode(report.outcome)
}

function providerKey(provider: Provider, env: NodeJS.ProcessEnv): string | null {
  if (provider === 'openai') return env.OPENAI_API_KEY ?? null
  if (provider === 'anthropic') return env.ANTHROPIC_API_KEY ?? null
  return null
}

/**
 * `review --repo <dir> --base <ref> [--head <ref>] [--reports <glob>…]`: a local branch reviewed
 * exactly as the action reviews its pull request (config and examples from the base commit, the
 * diff base...head, evidence from the checkout), through the same pipeline.
 */
async function reviewLocalBranch(
  values: Record<string, string | string[] | undefined>,
  io: CliIo,
): Promise<number> {
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : undefined
  }
  const baseRef = text(INPUT.base)
  if (!baseRef)
    throw new InputError('--repo needs --base <ref> (the branch the change goes into)', '--base')
  const git = new Git(resolve(io.cwd, text('repo')!))
  const base = await git.resolveCommit(baseRef)
  if (!base) throw new InputError(`"${baseRef}" names no commit in ${git.cwd}`, '--base')
  const headRef = text('head') ?? 'HEAD'
  const head = await git.resolveCommit(headRef)
  if (!head) throw new InputError(`"${headRef}" names no commit in ${git.cwd}`, '--head')
  const settings = readSettings((name) => text(name) ?? '')
  const reports = (values.reports as string[] | undefined) ?? []
  const prior = text('prior')
  const sources = new LocalGitSources(
    git,
    base,
    head,
    settings.config,
    reports,
    prior !== undefined ? resolve(io.cwd, prior) : null,
    { plan: settings.plan, item: settings.item, cwd: io.cwd },
    text('head') === undefined,
  )
  return reviewAndPrint(sources, io, {
    overrides: configOverrides(settings),
    refreshTests: settings.refreshTests,
    testOutcome: settings.testOutcome,
    outputDir: settings.outputDir,
    cacheDir: text('cache-dir'),
    recordDir: text('record-dir'),
    format: outputFormat(text('format'), io),
    shard: settings.shard,
    mergeShards: settings.mergeShards,
  })
}

type OutputFormat = 'text' | 'markdown' | 'json'

/** `--format`: plain text on a terminal by default, Markdown (the artifact's form) otherwise. */
function outputFormat(value: string | undefined, io: CliIo): OutputFormat {
  if (value === undefined) return io.isTTY ? 'text' : 'markdown'
  if (value === 'text' || value === 'markdown' || value === 'json') return value
  throw new InputError(`expected text, markdown or json, not "${value}"`, '--format')
}
