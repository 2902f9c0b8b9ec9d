import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Provider } from '../config/schema.js'
import { InputError } from '../errors.js'
import { outcomeExitCode } from '../gate/gate.js'
import { checkArtifactPaths, writeArtifacts } from '../pipeline/artifacts.js'
import { run } from '../pipeline/run.js'
import type { Sources } from '../pipeline/sources.js'
import { renderSummary } from '../publish/markdown.js'
import { renderJson, renderText } from '../publish/terminal.js'
import { configOverrides, INPUT, readSettings } from '../settings/settings.js'
import { Git } from '../git/git.js'
import { CaseSources, caseReplayPath } from './case-sources.js'
import { LocalGitSources } from './local-sources.js'
import { loadCase } from './case.js'
import { stderrLogger } from './logger.js'
import type { CliIo } from './io.js'

/** Inputs that carry secrets: taken from the environment only, never from a flag (shell history, ps). */
const SECRET_INPUTS: readonly string[] = [INPUT.apiKey, INPUT.githubToken]

/**
 * Action inputs that have no meaning for a case directory: refused by name rather than accepted
 * and ignored (a flag that silently does nothing is a trap).
 */
const NOT_FOR_A_CASE: Record<string, string> = {
  [INPUT.config]: "the case's case.yml is its config",
  [INPUT.plan]: 'a case names its plan in case.yml (plan: { file, item }) or holds plan.md',
  [INPUT.item]: 'a case names its plan item in case.yml (plan: { file, item })',
  [INPUT.base]: 'a case is its diff.patch; there is no base commit to diff against',
  [INPUT.postReview]: 'the command line posts nothing; the summary goes to stdout',
  [INPUT.allowPrHeadCode]: 'a case runs no pull_request_target event',
  [INPUT.stickyKey]: 'the command line posts no summary comment',
}

/** The flags `review` takes, for `review --help`. */
export const REVIEW_HELP = [
  'review --input <case-dir> [flags]: the whole pipeline on a case; writes the artifacts, prints the summary.',
  '',
  'Flags (each an action input of the same name; secrets come from the environment only):',
  '  --input <dir>            the case directory (diff.patch, case.yml, reports/ or evidence.json, reply.json or replies/)',
  '  --repo <dir> --base <ref> [--head <ref>] [--reports <glob>]...',
  '                           or a local branch, reviewed as the action would: config and examples',
  '                           from the base commit, the diff base...head, evidence from the checkout',
  '  --config <path>          with --repo: the config file, read as of the base commit',
  '  --provider <name>        copilot | command | openai | anthropic | replay (default: replay when replies/ or reply.json exists)',
  '  --model <name>           model name for the provider',
  '  --base-url <url>         OpenAI-compatible or Anthropic endpoint',
  '  --model-command <cmd>    for provider command: reads the payload on stdin, prints the reply',
  "  --test-reports <globs>   report globs, one per line, besides the case's reports/",
  '  --test-command <cmd>     test command run on the touched tests ({files})',
  '  --refresh-tests <bool>   ignore the test cache (true|false)',
  '  --mode <mode>            implementation | contract',
  '  --severity-gate <spec>   e.g. blocker=0,major=2,minor=unlimited',
  '  --on-model-error <mode>  fail | neutral',
  '  --output-dir <dir>       where the artifacts go (default .review-gate/out)',
  '  --cache-dir <dir>        the test and reply cache folder (default: a folder in the system temp',
  '                           directory for the tests; model replies are cached only with --cache-dir)',
  "  --prior <file>           with --repo: a previous run's review.json, re-reviewed as the earlier push",
  '  --record-dir <dir>       record the model replies as <dir>/replies/<call>.json, for replay',
  '  --format <f>             text | markdown | json on stdout (default: text on a terminal, else markdown)',
  '',
  'Environment: REVIEW_GATE_API_KEY (or OPENAI_API_KEY, ANTHROPIC_API_KEY), COPILOT_GITHUB_TOKEN.',
  `Refused here: ${Object.keys(NOT_FOR_A_CASE)
    .map((n) => `--${n}`)
    .join(', ')} (they have no meaning for a case directory).`,
  '',
].join('\n')

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
      repo: { type: 'string' },
      head: { type: 'string' },
      reports: { type: 'string', multiple: true },
      format: { type: 'string' },
      'record-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
      prior: { type: 'string' },
    },
    strict: true,
  })
  if (values.repo !== undefined) return reviewLocalBranch(values, io)
  if (!values.input)
    throw new InputError('review needs --input <case-dir> or --repo <dir> --base <ref>', '--input')
  for (const flag of ['head', 'reports', 'prior'] as const) {
    if (values[flag] !== undefined)
      throw new InputError(`--${flag} applies to --repo, not to a case directory`, `--${flag}`)
  }
  const flags = values as Record<string, string | undefined>
  for (const [name, why] of Object.entries(NOT_FOR_A_CASE)) {
    if (flags[name] !== undefined)
      throw new InputError(`--${name} does not apply to a case directory: ${why}`, `--${name}`)
  }
  const settings = readSettings((name) => flags[name] ?? '')
  const caseDir = resolve(io.cwd, values.input)
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
    outputDir: settings.outputDir,
    cacheDir: values['cache-dir'],
    recordDir: values['record-dir'],
    format: outputFormat(values.format, io),
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
    outputDir: string
    cacheDir: string | undefined
    recordDir: string | undefined
    format: OutputFormat
    replayPath?: string
  },
): Promise<number> {
  const outputDir = resolve(io.cwd, options.outputDir)
  checkArtifactPaths(outputDir, io.cwd)
  const result = await run(
    sources,
    {
      overrides: options.overrides,
      overridePolicy: 'override',
      overridesFrom: 'command-line flags',
      refreshTests: options.refreshTests,
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
    },
    { logger: stderrLogger(io) },
  )
  const report = result.redactor.deep(result.report)
  writeArtifacts(
    outputDir,
    { payload: result.payload, replyText: result.replyText, report },
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
  if (text('input') !== undefined)
    throw new InputError('--input and --repo are two ways to name the change; give one', '--repo')
  const baseRef = text(INPUT.base)
  if (!baseRef)
    throw new InputError('--repo needs --base <ref> (the branch the change goes into)', '--base')
  for (const name of [INPUT.plan, INPUT.item, INPUT.postReview, INPUT.allowPrHeadCode]) {
    if (text(name) !== undefined)
      throw new InputError(
        `--${name} does not apply to --repo: ${NOT_FOR_A_CASE[name]}`,
        `--${name}`,
      )
  }
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
  )
  return reviewAndPrint(sources, io, {
    overrides: configOverrides(settings),
    refreshTests: settings.refreshTests,
    outputDir: settings.outputDir,
    cacheDir: text('cache-dir'),
    recordDir: text('record-dir'),
    format: outputFormat(text('format'), io),
  })
}

type OutputFormat = 'text' | 'markdown' | 'json'

/** `--format`: plain text on a terminal by default, Markdown (the artifact's form) otherwise. */
function outputFormat(value: string | undefined, io: CliIo): OutputFormat {
  if (value === undefined) return io.isTTY ? 'text' : 'markdown'
  if (value === 'text' || value === 'markdown' || value === 'json') return value
  throw new InputError(`expected text, markdown or json, not "${value}"`, '--format')
}
