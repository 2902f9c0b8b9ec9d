import type { ProbeEdge } from '../probes/stage.js'
import { probeEdgeFor } from './probe-edge.js'
import { overrideConfig } from '../config/load.js'
import type { Config, Provider } from '../config/schema.js'
import { tightenOnly } from '../config/tighten.js'
import { parseDiff } from '../diff/parse.js'
import type { LineMap } from '../diff/types.js'
import { collectEvidence } from '../evidence/collect.js'
import { withStepOutcome, type StepOutcome } from '../evidence/step-outcome.js'
import { type Evidence, NO_EVIDENCE } from '../domain/evidence.js'
import type { CalibrationExample } from '../examples/types.js'
import type { PlanContext } from '../payload/plan.js'
import type { ReviewGuide } from '../review-guide/parse.js'
import { decide, policyFrom } from '../gate/decide.js'
import { GitHubApiError } from '../github/failures.js'
import type { Logger } from '../logger.js'
import { StateUnreadable } from '../errors.js'
import { stateSigner } from '../shared/state-signature.js'
import type { RunReport, RunUsage } from '../publish/report.js'
import { createRedactor, type Redactor } from '../secrets/redactor.js'
import { secretValues } from '../secrets/values.js'
import { modelSettingsFrom, plainEnvironment } from './model-settings.js'
import { scopeChange, type Scope } from './prepare.js'
import { shardScope } from './shard-scope.js'
import { shardRecord, type ShardRecord, type ShardSlice, type ShardUsage } from '../shard/record.js'
import { reviewChange } from './review-change.js'
import type { ReplyCacheRun } from './cached-call.js'
import { readReviewGuide } from './review-guide.js'
import type { DiffRead, EvidenceLocation, Sources } from './sources.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import { effectivePrior } from './carry-stage.js'
import type { BuiltContext } from '../context/build.js'
import { NO_CONTEXT } from '../context/types.js'
import { readRepositoryContext } from './context-stage.js'
import { judgedChange, reuseVerdict } from './reuse-stage.js'

/**
 * The whole run, the same for the action and the CLI: sources → config (base, then the caller's
 * overrides) → diff → evidence → payload → model → parse + guard → decision. Publishing is the
 * shell's. Every failure to read a source ends in a report with the error outcome, never a crash
 * and never a pass.
 */

export interface RunSettings {
  /** Config overrides from the action inputs or the CLI flags. */
  overrides: Record<string, unknown>
  /**
   * `tighten`: overrides may only make the base config's gate stricter (the action: in a
   * pull_request run the workflow file is the pull request's). `override`: they win as given (the
   * CLI, whose flags are the local user's own).
   */
  overridePolicy: 'tighten' | 'override'
  /** Where the overrides came from, for messages: `action inputs`, `command-line flags`. */
  overridesFrom: string
  refreshTests: boolean
  /** `test-outcome`: the test step's own outcome; null when not given. */
  testOutcome?: StepOutcome | null
  /** The test-evidence cache folder (absolute), outside any checkout. */
  cacheDir: string
  /** Caches usable model replies in `cacheDir` too (the action; the CLI with --cache-dir). */
  replyCache?: boolean
  /** The model API key, or how to pick it once the provider is known (the CLI's environment). */
  apiKey: string | null | ((provider: Provider) => string | null)
  githubToken: string | null
  /** `state-secret`: signs the reply cache's and test cache's entries (null: unsigned). */
  stateSecret?: string | null
  /** The process environment: allow-lists for child processes pick from it; secrets come from it. */
  env: NodeJS.ProcessEnv
  /** Where relative paths in the model settings resolve (replay file, record dir, command). */
  baseDir: string
  replayPath?: string
  recordDir?: string
  tempDir?: string
  toolDir?: string
  now: Date
  /** `shard: i/n`: review only shard i of the change's partition (src/shard/). */
  shard?: { index: number; count: number } | null
}

export interface RunHooks {
  logger: Logger
  /** Said to the person running it (a workflow notice in the action). Default: logger.warning. */
  notice?: (message: string) => void
  /** Registers a secret value as early as it is known (the action masks it in the log). */
  registerSecret?: (value: string) => void
  /** A named stage, for log groups. Default: runs the stage. */
  group?: <T>(name: string, stage: () => Promise<T>) => Promise<T>
}

export interface RunResult {
  report: RunReport
  /** The payload the model judged; null when the run stopped before one existed. */
  payload: string | null
  replyText: string | null
  lineMap: LineMap | null
  /** Redacts every secret value the run knows of: the shells pass everything published through it. */
  redactor: Redactor
  /** A shard's shard.json, written next to its review.json; absent for a whole review. */
  shard?: ShardRecord
}

/** Everything the review needs, read from the sources: what the payload is built from. */
export interface Gathered {
  config: Config
  scope: Scope
  evidence: Evidence
  plan: PlanContext
  repoExamples: CalibrationExample[]
  /** REVIEW.md from the base commit, parsed; null when the repository has none. */
  reviewGuide: ReviewGuide | null
  diff: Extract<DiffRead, { ok: true }>
  /** The checkout or case directory (a cache inside it must be untracked). */
  repoRoot?: string
  /** The previous review (a later push) and the pull request's dismiss commands. */
  prior: PriorReview | null
  /** Why the previous review's state could not be read (the gate fails on it), or null. */
  stateProblem: string | null
  comments: PullComment[]
  /** The head commit under review (what a resolved finding is fixed in). */
  headSha: string
  /** Run-level warnings so far (the report carries them). */
  warnings: string[]
  redactor: Redactor
  /** The shard this run reviews (its files only are in `scope`), or null for the whole change. */
  shard: ShardSlice | null
  /** What the payload shows besides the hunks, from the head tree (none without one). */
  context: BuiltContext
  /** Runs findings' probes where the test command runs; absent: `probes: off`. */
  probes?: ProbeEdge
}

/**
 * Sources → config → diff → evidence → plan and examples. Returns the error result instead when
 * the diff cannot be read or GitHub fails on a read: an error outcome, never a crash or a pass.
 */
export async function gather(
  sources: Sources,
  settings: RunSettings,
  hooks: RunHooks,
  /** `context: false`: no head tree is read (the merge of shards sends no payload). */
  options: { context?: boolean } = {},
): Promise<Gathered | RunResult> {
  const { logger } = hooks
  const notice = hooks.notice ?? ((m: string) => logger.warning(m))
  const group = hooks.group ?? (<T>(_name: string, stage: () => Promise<T>) => stage())
  const warnings: string[] = [...sources.drainNotes()]

  const { config, where } = await resolveConfig(sources, settings, (message) => {
    notice(message)
    warnings.push(message)
  })
  logger.info(`config: ${where}; gate ${JSON.stringify(config.severity_gate)}`)
  const secrets = secretValues({
    githubToken: settings.githubToken,
    apiKey: apiKeyFor(settings, config),
    stateSecret: settings.stateSecret ?? null,
    env: settings.env,
    evidenceEnvNames: config.evidence.env,
  })
  for (const secret of secrets) hooks.registerSecret?.(secret)
  const redactor = createRedactor(secrets)
  const errorResult = (reason: string): RunResult => ({
    report: {
      outcome: decide({
        policy: policyFrom(config),
        evidence: NO_EVIDENCE,
        review: null,
        noReviewReason: reason,
        leftOut: { overBudget: 0, notShown: 0 },
      }),
      review: null,
      evidence: NO_EVIDENCE,
      usage: null,
      diff: { source: null, reviewed: [], ignored: [], overBudget: [], notReviewed: [] },
      warnings,
      repository: sources.repository,
    },
    payload: null,
    replyText: null,
    lineMap: null,
    redactor,
  })

  try {
    // Each log group ends with one line saying what it found (an empty group tells nobody anything).
    const read = await group('review-gate: diff', async () => {
      const diff = await sources.diff()
      if (!diff.ok) {
        logger.info(`diff: not read (${diff.error})`)
        return { diff, scope: null, slice: null }
      }
      const whole = scopeChange(parseDiff(diff.text, diff.label, diff.decoded), config)
      const sliced = settings.shard ? shardScope(whole, settings.shard) : null
      const scope = sliced?.scope ?? whole
      if (sliced) {
        const { index, count, partition, files } = sliced.slice
        logger.info(
          `shard ${index}/${count}: ${files.length} of ${whole.diff.files.length} file(s), partition ${partition.slice(0, 12)}`,
        )
      }
      logger.info(
        `diff (${diff.source}): ${scope.touched.length} file(s) to review, ${scope.ignored.length} ignored, ${diff.notReviewed.length} not shown by the source`,
      )
      return { diff, scope, slice: sliced?.slice ?? null }
    })
    warnings.push(...sources.drainNotes())
    const { diff, scope } = read
    if (!diff.ok || scope === null) return errorResult(diff.ok ? 'internal: no scope' : diff.error)
    warnings.push(...diff.notes)

    const location = sources.evidence(config)
    const mayRun = location.testCommandRefused === null
    if (!mayRun && config.evidence.command) warnings.push(location.testCommandRefused!)
    const evidence = await group('review-gate: test evidence', async () => {
      const reported = await collectEvidence({
        repoRoot: location.root,
        touched: scope.touched,
        config: config.evidence,
        reportGlobs: [...location.extraReportGlobs, ...config.evidence.reports],
        command:
          mayRun && config.mode === 'implementation' ? (config.evidence.command ?? null) : null,
        refresh: settings.refreshTests,
        cacheDir: settings.cacheDir,
        signer: stateSigner(settings.stateSecret),
        now: settings.now,
        covers: sources.covers,
        env: settings.env,
        logger,
        ...(location.evidenceFile ? { evidenceFile: location.evidenceFile } : {}),
        allowTrackedReports: location.allowTrackedReports === true,
        redact: (evidence) => redactor.deep(evidence),
      })
      const collected =
        config.mode === 'implementation'
          ? withStepOutcome(reported, settings.testOutcome ?? null)
          : reported
      // A configured test command that may not run here (pull_request_target) leaves the
      // evidence unknown, not absent: the check must not pass on a review alone.
      const refused = !mayRun && config.evidence.command && collected.source.kind === 'none'
      const doubts = [
        ...(refused ? [`${location.testCommandRefused} and no test report covers the change`] : []),
        ...(location.distrust ?? []),
      ]
      const stated: Evidence = location.provenance
        ? { ...collected, notices: [location.provenance, ...collected.notices] }
        : collected
      const judged: Evidence =
        doubts.length > 0
          ? {
              ...stated,
              tests_pass: stated.tests_pass === false ? false : 'unknown',
              unknown_reasons: [...(stated.unknown_reasons ?? []), ...doubts],
            }
          : stated
      logger.info(evidenceLine(judged))
      return judged
    })
    const plan = await sources.plan(config)
    const repoExamples = await sources.repoExamples()
    const reviewGuide = await readReviewGuide(sources, (message) => {
      notice(message)
      warnings.push(message)
    })
    // Carried state that cannot be read fails the gate (the review still runs and says why).
    let stateProblem: string | null = null
    const priorRead = await sources.priorReview(config).catch((error: unknown) => {
      if (!(error instanceof StateUnreadable)) throw error
      stateProblem = error.message
      return null
    })
    const prior = effectivePrior(priorRead, sources.repository.headSha)
    const comments = await sources.pullComments()
    const context =
      options.context === false
        ? { ...NO_CONTEXT, importers: new Map() }
        : await group('review-gate: repository context', () =>
            readRepositoryContext(sources, config, scope, logger),
          )
    warnings.push(...sources.drainNotes())
    return {
      config,
      scope,
      evidence,
      plan,
      repoExamples,
      reviewGuide,
      diff,
      prior,
      stateProblem,
      comments,
      headSha: sources.repository.headSha,
      warnings,
      redactor,
      repoRoot: location.root,
      shard: read.slice,
      context,
      ...probesFor(config, location, settings, redactor, logger),
    }
  } catch (error) {
    // GitHub unreachable, rate-limited or over its deadline on a read: an error outcome with a
    // summary, never a crash. The user's own mistakes (InputError) still stop the run.
    if (error instanceof GitHubApiError) {
      logger.warning(error.message)
      return errorResult(`GitHub could not be read: ${error.message}`)
    }
    throw error
  }
}

export async function run(
  sources: Sources,
  settings: RunSettings,
  hooks: RunHooks,
): Promise<RunResult> {
  const started = performance.now()
  const gathered = await gather(sources, settings, hooks)
  if ('report' in gathered) return gathered
  const { config, scope, evidence, plan, repoExamples, reviewGuide, diff, warnings, redactor } =
    gathered
  const { prior, comments } = gathered
  const { logger } = hooks
  const group = hooks.group ?? (<T>(_name: string, stage: () => Promise<T>) => stage())
  // A merge group of one reviewed pull request takes its verdict over (a shard never decides).
  const entry = sources.mergeGroup && !settings.shard ? await sources.mergeGroup() : null
  const reuse = reuseVerdict(gathered, entry, sources.repository)
  if (reuse.kind === 'reused') {
    logger.info(
      `merge group: verdict reused from pull request #${reuse.report.reused!.pullNumber}'s review; no model call`,
    )
    logger.info(decisionLine(reuse.report))
    return { report: reuse.report, payload: null, replyText: null, lineMap: null, redactor }
  }
  if (reuse.kind === 'review') {
    const message = `Merge group reviewed afresh: ${reuse.reason}.`
    ;(hooks.notice ?? ((m: string) => logger.warning(m)))(message)
    warnings.push(message)
  }
  const modelSettings = modelSettingsFrom(
    config,
    { apiKey: apiKeyFor(settings, config), githubToken: settings.githubToken },
    {
      environment: plainEnvironment(settings.env),
      ...(settings.replayPath ? { replayPath: settings.replayPath } : {}),
      ...(settings.recordDir ? { recordDir: settings.recordDir } : {}),
      ...(settings.tempDir ? { tempDir: settings.tempDir } : {}),
      ...(settings.toolDir ? { toolDir: settings.toolDir } : {}),
    },
  )
  const { prepared, report, replyText } = await group(
    `review-gate: model (${config.model.provider})`,
    async () => {
      const reviewed = await reviewChange({
        config,
        scope,
        plan,
        evidence,
        repoExamples,
        reviewGuide,
        modelSettings,
        apiKeyFor: (provider) =>
          typeof settings.apiKey === 'function' ? settings.apiKey(provider) : settings.apiKey,
        logger,
        baseDir: settings.baseDir,
        diffSource: diff.source,
        notReviewed: diff.notReviewed,
        repository: sources.repository,
        warnings,
        replyCache: replyCacheFor(settings, gathered, hooks),
        prior,
        stateProblem: gathered.stateProblem,
        comments,
        context: gathered.context,
        ...(gathered.probes ? { probes: gathered.probes } : {}),
        // A shard's findings are carried over once, with every shard's, in the merge job.
        deferCarryOver: gathered.shard !== null,
      })
      logger.info(modelLine(reviewed.report, reviewed.prepared.files.length))
      return reviewed
    },
  )
  // What this review judged goes into the summary comment's data with its outcome (issue 23).
  if (report.review) report.judged = judgedChange(gathered)
  logger.info(decisionLine(report))
  const shard = gathered.shard
    ? {
        shard: shardRecord(gathered.shard, gathered.headSha, report.outcome, {
          leftOut: report.diff.overBudget.map((f) => f.path),
          usage: shardUsage(report.usage, performance.now() - started),
        }),
      }
    : {}
  return {
    report,
    payload: prepared.payload,
    replyText,
    lineMap: prepared.lineMap,
    redactor,
    ...shard,
  }
}

/** A shard's cost as its shard.json records it, for the merge's summary. */
function shardUsage(usage: RunUsage | null, elapsedMs: number): ShardUsage {
  return {
    calls: usage?.attempts ?? 0,
    repairs: usage?.repairs ?? 0,
    input_tokens: usage?.inputTokens ?? null,
    output_tokens: usage?.outputTokens ?? null,
    cost_usd: usage?.costUsd ?? null,
    duration_ms: Math.max(0, Math.round(elapsedMs)),
    ...(usage?.replyCache ? { reply_cache: usage.replyCache.slice(0, 200) } : {}),
  }
}

/** The reply cache of the run, when it caches replies: the test cache's folder and rules. */
function replyCacheFor(
  settings: RunSettings,
  gathered: Gathered,
  hooks: RunHooks,
): ReplyCacheRun | null {
  // A recording must hold what the model said now, not what it said last time.
  if (!settings.replyCache || settings.recordDir || !gathered.repoRoot) return null
  const notice = hooks.notice ?? ((m: string) => hooks.logger.warning(m))
  return {
    dir: settings.cacheDir,
    repoRoot: gathered.repoRoot,
    now: settings.now,
    redact: (text) => gathered.redactor.text(text),
    signer: stateSigner(settings.stateSecret),
    notice: (message) => {
      notice(message)
      gathered.warnings.push(message)
    },
  }
}

function probesFor(
  config: Config,
  location: EvidenceLocation,
  settings: RunSettings,
  redactor: Redactor,
  logger: Logger,
): { probes?: ProbeEdge } {
  const probes = probeEdgeFor({
    config,
    location,
    env: settings.env,
    redact: (text) => redactor.text(text),
    logger,
  })
  return probes ? { probes } : {}
}

/** The key for the chosen provider: the CLI picks it from the environment by provider. */
function apiKeyFor(settings: RunSettings, config: Config): string | null {
  return typeof settings.apiKey === 'function'
    ? settings.apiKey(config.model.provider)
    : settings.apiKey
}

export async function resolveConfig(
  sources: Sources,
  settings: Pick<RunSettings, 'overrides' | 'overridePolicy' | 'overridesFrom'>,
  notice: (message: string) => void,
): Promise<{ config: Config; where: string }> {
  const { config: base, where } = await sources.baseConfig()
  const overridden = overrideConfig(base, settings.overrides, settings.overridesFrom)
  if (settings.overridePolicy === 'override') return { config: overridden, where }
  const { config, refused } = tightenOnly(base, overridden, settings.overridesFrom)
  for (const message of refused) notice(message)
  return { config, where }
}

function evidenceLine(evidence: Evidence): string {
  const c = evidence.counts
  const source = evidence.source
  const cache = source.cache
    ? `, cache ${source.cache}${source.age_seconds !== null ? ` (${source.age_seconds} s old)` : ''}`
    : ''
  const unknown = (evidence.unknown_reasons ?? []).length
  return `evidence (${source.kind}${cache}): tests_pass ${String(evidence.tests_pass)}; ${c.passed} passed, ${c.failed + c.errored} failing, ${c.skipped} skipped${unknown > 0 ? `; unknown: ${unknown} cause(s)` : ''}; ${evidence.untested_files.length} touched source(s) without a test`
}

function modelLine(report: RunReport, filesSent: number): string {
  const usage = report.usage
  const tokens = usage
    ? `${usage.provider}${usage.model ? `/${usage.model}` : ''}, ${usage.inputTokens ?? '?'} tokens in, ${usage.outputTokens ?? '?'} out, ${usage.attempts} attempt(s), ${usage.repairs} repair(s)`
    : 'no model call'
  const review = report.review
  const findings = review
    ? `; ${review.counts.blocker} blocker, ${review.counts.major} major, ${review.counts.minor} minor`
    : '; no usable review'
  const cache = usage?.replyCache ? `; reply cache ${usage.replyCache}` : ''
  return `model: ${filesSent} file(s) sent; ${tokens}${findings}${cache}`
}

function decisionLine(report: RunReport): string {
  const outcome = report.outcome
  if (outcome.status === 'error') return `decision: error (${outcome.reason})`
  const lines = outcome.gate.lines
  return `decision: ${outcome.status}${lines.length > 0 ? ` (${lines.join('; ')})` : ''}`
}
