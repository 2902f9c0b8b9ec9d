import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { overrideConfig, parseYamlMapping } from '../config/load.js'
import { DEFAULT_CONFIG, type Provider } from '../config/schema.js'
import { EXIT, InputError, ModelFailure } from '../errors.js'
import type { Logger } from '../logger.js'
import { run } from '../pipeline/run.js'
import { isRecord } from '../shared/is-record.js'
import { configOverrides, INPUT, readSettings } from '../settings/settings.js'
import { CaseSources, caseReplayPath } from './case-sources.js'
import { loadCase } from './case.js'
import { matchFindings, metrics, readLabels, type Label, type ScoredFinding } from './eval-score.js'
import type { CaseError, CaseResult, EvalReport } from './eval-report.js'
import { renderEvalTable } from './eval-table.js'

export type { EvalReport }
import type { CliIo } from './io.js'

/** The review flags eval passes to every case (each an action input of the same name). */
const REVIEW_FLAGS = [
  INPUT.provider,
  INPUT.model,
  INPUT.baseUrl,
  INPUT.modelCommand,
  INPUT.testReports,
  INPUT.testCommand,
  INPUT.refreshTests,
  INPUT.mode,
  INPUT.severityGate,
  INPUT.onModelError,
] as const

/** A config file bigger than this is not a config file. */
const MAX_CONFIG_BYTES = 256 * 1024

export const EVAL_HELP = [
  'eval --cases <dir> [--config <file>] [review flags]: measure a reviewer on labelled cases.',
  '',
  'Runs the whole pipeline, as `review --input` does, on every case directory directly under',
  '<dir> that holds a labels.json, {"findings": [{"file", "line", "end_line"?, "severity"}]},',
  'and matches the final findings to the labels: a finding is a true positive when its file is',
  "the label's and its line lies in [line, end_line] (each label is matched once).",
  'Prints one JSON object on stdout (cases, reported, labels, true_positives, precision, recall,',
  'f1, by_case) and a table on stderr. A case whose run fails is named and makes the exit non-zero.',
  '',
  'Flags:',
  '  --cases <dir>            the folder of case directories',
  "  --config <file>          a config (YAML, the .github/review-gate.yml schema) applied over each case's",
  '  --record-dir <dir>       record the model replies there, one folder per case, for replay',
  '  --cache-dir <dir>        the test and reply cache folder (replies are cached only with it)',
  '  --context                no model: context recall (expect_context lines the payload shows) and',
  '                           payload size against diff-only, per case and language',
  `  ${REVIEW_FLAGS.map((f) => `--${f}`).join(', ')}`,
  '                           as for review (a case with reply.json replays it unless --provider is given)',
  '',
  'Exit: 0 every case ran, 2 bad input (a labels.json, a flag, a case), 3 a case could not be reviewed.',
  '',
].join('\n')

/** `review-gate eval`: precision and recall of the whole pipeline on a labelled set of cases. */
export async function evalCommand(argv: string[], io: CliIo): Promise<number> {
  for (const secret of [INPUT.apiKey, INPUT.githubToken]) {
    if (argv.some((a) => a === `--${secret}` || a.startsWith(`--${secret}=`)))
      throw new InputError(
        `--${secret} is not accepted on the command line; set it in the environment`,
        `--${secret}`,
      )
  }
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(REVIEW_FLAGS.map((name) => [name, { type: 'string' as const }])),
      cases: { type: 'string' },
      config: { type: 'string' },
      'record-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
      context: { type: 'boolean' },
    },
    strict: true,
  })
  const flags = values as Record<string, string | undefined>
  if (!flags.cases) throw new InputError('eval needs --cases <dir>', '--cases')
  const root = resolve(io.cwd, flags.cases)
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new InputError('not a folder of case directories', '--cases')
  if (values.context) return (await import('./eval-context.js')).evalContext(root, io)
  const settings = readSettings((name) => flags[name] ?? '')
  const overrides = mergeOverrides(
    configOverrides(settings),
    flags.config ? readConfigFile(resolve(io.cwd, flags.config)) : {},
  )
  // Refused once, up front, rather than once per case: a key this version does not know.
  overrideConfig(DEFAULT_CONFIG, overrides, flags.config ?? 'command-line flags')

  const names = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'labels.json')))
    .map((d) => d.name)
    .sort()
  if (names.length === 0)
    throw new InputError('no case directory with a labels.json directly under it', root)
  // Every labels.json is read before any model call: a typo must not cost a run.
  const labels = new Map(names.map((name) => [name, readLabels(join(root, name, 'labels.json'))]))

  const byCase: (CaseResult | CaseError)[] = []
  for (const name of names) {
    byCase.push(
      await evalCase(name, join(root, name), labels.get(name)!, io, {
        overrides,
        providerGiven: settings.provider !== null,
        refreshTests: settings.refreshTests,
        cacheDir: flags['cache-dir'],
        recordDir: flags['record-dir'],
      }),
    )
  }
  const scored = byCase.filter((c): c is CaseResult => !('error' in c))
  const totals = metrics({
    reported: sum(scored.map((c) => c.reported)),
    labels: sum(scored.map((c) => c.labels)),
    true_positives: sum(scored.map((c) => c.true_positives)),
  })
  const errors = byCase.filter((c): c is CaseError => 'error' in c)
  const report: EvalReport = {
    cases: names.length,
    ...totals,
    errors: errors.length,
    by_case: byCase,
  }
  io.stdout(`${JSON.stringify(report, null, 2)}\n`)
  io.stderr(renderEvalTable(report))
  if (errors.some((e) => e.kind === 'input')) return EXIT.badInput
  return errors.length > 0 ? EXIT.modelFailure : EXIT.passed
}

async function evalCase(
  name: string,
  dir: string,
  labels: Label[],
  io: CliIo,
  options: {
    overrides: Record<string, unknown>
    providerGiven: boolean
    refreshTests: boolean
    cacheDir: string | undefined
    recordDir: string | undefined
  },
): Promise<CaseResult | CaseError> {
  try {
    const loaded = loadCase(dir)
    // As `review --input`: a case with recorded replies (replies/ or reply.json) replays them
    // unless a provider is asked for.
    const replayPath = caseReplayPath(loaded)
    const overrides = { ...options.overrides }
    if (!options.providerGiven && replayPath)
      overrides.model = { ...(overrides.model as object), provider: 'replay' }
    const result = await run(
      new CaseSources(loaded),
      {
        overrides,
        overridePolicy: 'override',
        overridesFrom: 'eval flags and --config',
        refreshTests: options.refreshTests,
        cacheDir: options.cacheDir
          ? resolve(io.cwd, options.cacheDir)
          : join(tmpdir(), 'review-gate-cache'),
        replyCache: options.cacheDir !== undefined,
        apiKey: (provider) => io.env.REVIEW_GATE_API_KEY ?? providerKey(provider, io.env),
        githubToken: io.env.COPILOT_GITHUB_TOKEN ?? io.env.GITHUB_TOKEN ?? null,
        env: io.env,
        baseDir: io.cwd,
        ...(replayPath ? { replayPath } : {}),
        ...(options.recordDir ? { recordDir: resolve(io.cwd, options.recordDir, name) } : {}),
        now: io.now?.() ?? new Date(),
      },
      { logger: caseLogger(name, io) },
    )
    const review = result.report.review
    if (review === null) {
      const outcome = result.report.outcome
      return {
        case: name,
        kind: 'review',
        error: outcome.status === 'error' ? outcome.reason : 'no usable review',
      }
    }
    const findings: ScoredFinding[] = review.issues.map((f) => ({
      file: f.file,
      line: f.line,
      severity: f.severity,
      category: f.category,
    }))
    const match = matchFindings(findings, labels)
    return {
      case: name,
      reported: findings.length,
      labels: labels.length,
      true_positives: match.true_positives,
      findings,
      false_positives: match.false_positives,
      missed: match.missed,
      ...(review.incomplete && review.incomplete.length > 0
        ? { incomplete: review.incomplete }
        : {}),
    }
  } catch (error) {
    if (error instanceof InputError) return { case: name, kind: 'input', error: error.message }
    if (error instanceof ModelFailure) return { case: name, kind: 'review', error: error.message }
    // Our own bug on one case: named in the results, and the other cases still measured.
    return {
      case: name,
      kind: 'internal',
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

/** Per-case progress stays quiet; warnings are kept, named by case. */
function caseLogger(name: string, io: CliIo): Logger {
  return {
    debug: () => {},
    info: () => {},
    warning: (m) => io.stderr(`warning: ${name}: ${m}\n`),
  }
}

function readConfigFile(path: string): Record<string, unknown> {
  if (!existsSync(path) || !statSync(path).isFile()) throw new InputError('no such file', path)
  if (statSync(path).size > MAX_CONFIG_BYTES)
    throw new InputError(`larger than ${MAX_CONFIG_BYTES} bytes`, path)
  return parseYamlMapping(readFileSync(path, 'utf8'), path)
}

/** The flags win over the config file, as an action input wins over the file's value. */
function mergeOverrides(
  flags: Record<string, unknown>,
  file: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...file }
  for (const [key, value] of Object.entries(flags)) {
    out[key] = isRecord(value) && isRecord(out[key]) ? mergeOverrides(value, out[key]) : value
  }
  return out
}

function providerKey(provider: Provider, env: NodeJS.ProcessEnv): string | null {
  if (provider === 'openai') return env.OPENAI_API_KEY ?? null
  if (provider === 'anthropic') return env.ANTHROPIC_API_KEY ?? null
  return null
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0)
}
