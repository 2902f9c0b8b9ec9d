import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { overrideConfig, parseConfig } from '../config/load.js'
import type { Config } from '../config/schema.js'
import { tightenOnly } from '../config/tighten.js'
import { parseDiff } from '../diff/parse.js'
import { InputError } from '../errors.js'
import { collectEvidence } from '../evidence/collect.js'
import { NO_EVIDENCE } from '../evidence/types.js'
import { decide, policyFrom } from '../gate/decide.js'
import { describeOutcome, outcomeFailsJob } from '../gate/gate.js'
import {
  GitHubApiError,
  createGitHubClient,
  githubLimitsFromEnv,
  type GitHubClient,
} from '../github/client.js'
import { readEventContext, type EventContext } from '../github/context.js'
import { fetchCompareDiff, fetchPullRequestDiff } from '../github/diff-source.js'
import { gitDiff } from '../github/git-diff.js'
import { missingPermissionNotice, publishToPullRequest } from '../github/publish.js'
import { writeArtifacts } from '../pipeline/artifacts.js'
import { createRedactor, type Redactor } from '../secrets/redactor.js'
import { secretValues } from '../secrets/values.js'
import { modelSettingsFrom, plainEnvironment } from '../pipeline/model-settings.js'
import { scopeChange } from '../pipeline/prepare.js'
import { reviewChange } from '../pipeline/review-change.js'
import { loadRepoExamples } from '../examples/load.js'
import { planAnnotations } from '../publish/annotations.js'
import { renderSummary } from '../publish/markdown.js'
import { actionOutputs } from '../publish/outputs.js'
import type { LeftOutFile, RunReport } from '../publish/types.js'
import { closedIssueNumbers, extractPlanItem, type PlanContext } from '../payload/plan.js'
import { ensureCommit, listMarkdownAtCommit, readAtCommit } from './base-files.js'
import { configOverrides, INPUT, readSettings, type ActionSettings } from '../settings/settings.js'
import type { ActionIo } from './io.js'

const EXAMPLES_DIR = '.review-gate/rubric-examples'
const BOT_LOGIN = 'github-actions[bot]'

export interface ActionEnv {
  env: NodeJS.ProcessEnv
  /** GITHUB_WORKSPACE, else the process's working directory. */
  workspace: string
  now: () => Date
}

/**
 * The action: inputs → event context → config (from the base commit) → diff → evidence →
 * payload → model → parse + guard → gate → publish. Returns true when the job should fail.
 */
export async function runAction(io: ActionIo, runtime: ActionEnv): Promise<void> {
  // Masked before anything can fail and log: a bad input's error message must not carry a key.
  for (const secret of [
    io.getInput(INPUT.githubToken),
    io.getInput(INPUT.apiKey),
    runtime.env.COPILOT_GITHUB_TOKEN,
  ]) {
    if (secret) io.setSecret(secret)
  }
  const settings = readSettings((name) => io.getInput(name))
  const env = runtime.env
  const eventPath = env.GITHUB_EVENT_PATH
  if (!eventPath || !existsSync(eventPath))
    throw new InputError('GITHUB_EVENT_PATH does not point at the event payload')
  const payload: unknown = JSON.parse(readFileSync(eventPath, 'utf8'))
  const context = readEventContext(env.GITHUB_EVENT_NAME ?? '', payload, {
    ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
    ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
    ...(settings.base ? { base: settings.base } : {}),
    trustPullRequestTarget: settings.allowPrHeadCode,
  })
  const warnings = [...context.warnings]
  for (const warning of context.warnings) io.logger.warning(warning)
  const cwd = runtime.workspace
  const client = settings.githubToken
    ? createGitHubClient({
        token: settings.githubToken,
        baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        owner: context.owner,
        repo: context.repo,
        logger: io.logger,
        ...githubLimitsFromEnv(env),
      })
    : null

  const config = await loadConfig(io, settings, context, cwd, warnings)
  // The test command may see the evidence.env variables: their values are secrets as much as the
  // token. Everything published goes through this redactor.
  const secrets = secretValues({
    githubToken: settings.githubToken,
    apiKey: settings.apiKey,
    env,
    evidenceEnvNames: config.evidence.env,
  })
  for (const secret of secrets) io.setSecret(secret)
  const redactor = createRedactor(secrets)
  const outputDir = resolve(cwd, settings.outputDir)
  const repository = {
    owner: context.owner,
    repo: context.repo,
    headSha: context.head,
    ...(env.GITHUB_SERVER_URL ? { serverUrl: env.GITHUB_SERVER_URL } : {}),
  }

  const fetched = await io.group('review-gate: diff', () => readDiff(context, client, cwd, io))
  warnings.push(...fetched.notes)
  if (fetched.text === null) {
    // No diff, no review: fail closed (or neutral, visibly), never a green check by default.
    const report: RunReport = {
      outcome: decide({
        policy: policyFrom(config),
        evidence: NO_EVIDENCE,
        review: null,
        noReviewReason: fetched.error ?? 'the diff could not be read',
        leftOut: { overBudget: 0, notShown: 0 },
      }),
      review: null,
      evidence: NO_EVIDENCE,
      usage: null,
      diff: { source: null, reviewed: [], ignored: [], overBudget: [], notReviewed: [] },
      warnings,
      repository,
    }
    await finish(io, report, {
      payload: null,
      replyText: null,
      outputDir,
      client,
      context,
      settings,
      lineMap: null,
      redactor,
    })
    return
  }
  const scope = scopeChange(
    parseDiff(fetched.text, `${fetched.source} of ${context.base}...${context.head}`),
    config,
  )

  const evidence = await io.group('review-gate: test evidence', () =>
    collectEvidence({
      repoRoot: cwd,
      touched: scope.touched,
      config: config.evidence,
      reportGlobs: config.evidence.reports,
      command:
        context.trustHead && config.mode === 'implementation'
          ? (config.evidence.command ?? null)
          : null,
      refresh: settings.refreshTests,
      // Outside the checkout, where a pull request cannot plant a green entry.
      cacheDir: join(env.RUNNER_TEMP ?? tmpdir(), 'review-gate', 'cache'),
      now: runtime.now(),
      covers: context.head,
      env: env,
      logger: io.logger,
    }),
  )
  if (!context.trustHead && config.evidence.command) {
    warnings.push(
      'the test command did not run: pull_request_target runs it only with allow-pr-head-code: true',
    )
  }

  const plan = await readPlan(settings, config, context, payload, cwd, client, warnings)
  const repoExamples = await loadExamplesFromBase(cwd, context)
  const modelSettings = modelSettingsFrom(
    config,
    { apiKey: settings.apiKey, githubToken: settings.githubToken },
    {
      environment: plainEnvironment(env),
      tempDir: join(env.RUNNER_TEMP ?? tmpdir(), 'review-gate'),
      ...(env.RUNNER_TOOL_CACHE ? { toolDir: join(env.RUNNER_TOOL_CACHE, 'review-gate') } : {}),
    },
  )
  const { prepared, report, replyText } = await io.group(
    `review-gate: model (${config.model.provider})`,
    () =>
      reviewChange({
        config,
        scope,
        plan,
        evidence,
        repoExamples,
        modelSettings,
        logger: io.logger,
        baseDir: cwd,
        diffSource: fetched.source,
        notReviewed: fetched.notReviewed,
        repository,
        warnings,
      }),
  )
  await finish(io, report, {
    payload: prepared.payload,
    replyText,
    outputDir,
    client,
    context,
    settings,
    lineMap: prepared.lineMap,
    redactor,
  })
}

interface FinishInput {
  payload: string | null
  replyText: string | null
  outputDir: string
  client: GitHubClient | null
  context: EventContext
  settings: ActionSettings
  lineMap: import('../diff/types.js').LineMap | null
  redactor: Redactor
}

/** Publishes everywhere reviewers look, then decides the job. */
async function finish(io: ActionIo, raw: RunReport, input: FinishInput): Promise<void> {
  const { context, client, settings, redactor } = input
  // Redacted after JSON decoding, once, before anything leaves the process.
  const report = redactor.deep(raw)
  if (client && context.pullNumber !== null) {
    const pullNumber = context.pullNumber
    await io.group('review-gate: publish', async () => {
      const published = await publishToPullRequest(client, {
        pullNumber,
        report,
        lineMap: input.lineMap ?? new Map(),
        postReview: settings.postReview,
        // Markers in comments by anyone else are not ours: they must not suppress a finding.
        trustedAuthors: [BOT_LOGIN],
      })
      report.warnings.push(...published.notices.map((n) => redactor.text(n)))
      for (const failure of published.failures) io.logger.warning(redactor.text(failure))
      const missing = missingPermissionNotice(published.missing)
      if (missing) io.notice(missing)
    })
  }
  const paths = writeArtifacts(
    input.outputDir,
    { payload: input.payload, replyText: input.replyText, report },
    redactor,
  )
  const plan = planAnnotations(report.review)
  for (const annotation of plan.annotations) io.annotate(annotation)
  await io.writeSummary(renderSummary(report))
  const outputs = actionOutputs(report, {
    report: paths.review,
    payload: paths.payload,
    sarif: paths.sarif,
  })
  for (const [name, value] of Object.entries(outputs)) io.setOutput(name, redactor.text(value))
  if (outcomeFailsJob(report.outcome)) io.setFailed(`review-gate: ${failureReason(report)}`)
  else io.logger.info(`review-gate: ${describeOutcome(report.outcome).split('\n').at(-1) ?? ''}`)
}

/** One line: the failing gate conditions, or why no review exists. */
function failureReason(report: RunReport): string {
  const outcome = report.outcome
  if (outcome.status === 'error') return `the review did not run: ${outcome.reason}`
  if (outcome.status === 'failed') return `gate failed: ${outcome.gate.lines.join('; ')}`
  return 'passed'
}

/**
 * The config: for pull requests from the base commit (the pull request cannot lower its own
 * gate); for other events from the checkout. Action inputs override it.
 */
async function loadConfig(
  io: ActionIo,
  settings: ActionSettings,
  context: EventContext,
  cwd: string,
  warnings: string[],
): Promise<Config> {
  let text: string | null
  const fromBase = context.pullNumber !== null
  if (fromBase) {
    if (await ensureCommit(cwd, context.base)) {
      text = await readAtCommit(cwd, context.base, settings.config)
    } else {
      warnings.push(
        `the base commit ${context.base.slice(0, 7)} is not in the checkout, so ${settings.config} was not read (the pull request's own copy is never trusted); using the defaults`,
      )
      text = null
    }
  } else {
    const path = resolve(cwd, settings.config)
    text = existsSync(path) ? readFileSync(path, 'utf8') : null
  }
  const where = fromBase ? `${settings.config} (base ${context.base.slice(0, 7)})` : settings.config
  const base = parseConfig(text, where)
  // The workflow file of a pull_request run comes from the pull request: its inputs may tighten
  // the base config's gate, never loosen it.
  const { config, refused } = tightenOnly(
    base,
    overrideConfig(base, configOverrides(settings), 'action inputs'),
    'action inputs',
  )
  for (const notice of refused) {
    io.notice(notice)
    warnings.push(notice)
  }
  io.logger.info(
    `config: ${text === null ? 'defaults' : where}; gate ${JSON.stringify(config.severity_gate)}`,
  )
  return config
}

interface ReadDiff {
  text: string | null
  source: string
  notReviewed: LeftOutFile[]
  notes: string[]
  error?: string
}

async function readDiff(
  context: EventContext,
  client: GitHubClient | null,
  cwd: string,
  io: ActionIo,
): Promise<ReadDiff> {
  const local = await gitDiff({ cwd, base: context.base, head: context.head })
  if (local.ok) return { text: local.text, source: 'git diff', notReviewed: [], notes: [] }
  io.logger.info(`git diff unavailable (${local.reason}); reading the diff from the GitHub API`)
  if (!client)
    return {
      text: null,
      source: 'none',
      notReviewed: [],
      notes: [],
      error: 'no git history and no github-token',
    }
  let result: Awaited<ReturnType<typeof fetchPullRequestDiff>>
  try {
    const limits = context.changedFiles !== undefined ? { changedFiles: context.changedFiles } : {}
    result =
      context.pullNumber !== null
        ? await fetchPullRequestDiff(client, context.pullNumber, limits)
        : await fetchCompareDiff(client, context.base, context.head, limits)
  } catch (error) {
    // GitHub unavailable (rate limit, outage, hang) or refusing: the run ends as an error with
    // its summary, outputs and artifacts, never as a crash.
    if (!(error instanceof GitHubApiError)) throw error
    io.logger.warning(`GitHub failed while reading the diff: ${error.message}`)
    return {
      text: null,
      source: 'none',
      notReviewed: [],
      notes: [],
      error: `the diff could not be read: ${error.message}`,
    }
  }
  if (!result.ok) {
    return {
      text: null,
      source: 'none',
      notReviewed: [],
      notes: [],
      error: `the diff could not be read: the token lacks ${result.missing.permission}`,
    }
  }
  return {
    text: result.diff.text,
    source: result.diff.source,
    notReviewed: result.diff.notReviewed,
    notes: result.diff.notes,
  }
}

async function readPlan(
  settings: ActionSettings,
  config: Config,
  context: EventContext,
  payload: unknown,
  cwd: string,
  client: GitHubClient | null,
  warnings: string[],
): Promise<PlanContext> {
  if (settings.plan) {
    const path = resolve(cwd, settings.plan)
    if (!existsSync(path)) throw new InputError(`the plan file does not exist`, settings.plan)
    const text = readFileSync(path, 'utf8')
    if (config.mode === 'contract') return { kind: 'document', path: settings.plan, body: text }
    return extractPlanItem(text, settings.item ?? '', settings.plan)
  }
  const pr = (
    payload as { pull_request?: { number?: number; title?: string; body?: string | null } }
  ).pull_request
  if (context.pullNumber !== null && pr) {
    const body = pr.body ?? ''
    return {
      kind: 'pull_request',
      number: context.pullNumber,
      title: pr.title ?? '',
      body,
      linkedIssues: await linkedIssues(closedIssueNumbers(body), client, warnings),
    }
  }
  return { kind: 'none' }
}

/** Most linked issues read into the plan context. */
const MAX_LINKED_ISSUES = 5

/** The issues a pull request closes: part of its definition of done. A failure is a warning. */
async function linkedIssues(
  numbers: number[],
  client: GitHubClient | null,
  warnings: string[],
): Promise<{ number: number; title: string; body: string }[]> {
  if (!client || numbers.length === 0) return []
  if (numbers.length > MAX_LINKED_ISSUES) {
    warnings.push(
      `the pull request closes ${numbers.length} issues; the first ${MAX_LINKED_ISSUES} are in the payload`,
    )
  }
  const issues = []
  for (const number of numbers.slice(0, MAX_LINKED_ISSUES)) {
    try {
      issues.push(await client.getIssue(number))
    } catch (error) {
      warnings.push(
        `linked issue #${number} could not be read (${error instanceof Error ? error.message : String(error)})`,
      )
    }
  }
  return issues
}

/** The repository's calibration examples as of the base commit (pull requests) or the checkout. */
async function loadExamplesFromBase(
  cwd: string,
  context: EventContext,
): Promise<ReturnType<typeof loadRepoExamples>> {
  if (context.pullNumber === null) return loadRepoExamples(join(cwd, EXAMPLES_DIR), EXAMPLES_DIR)
  if (!(await ensureCommit(cwd, context.base))) return []
  const names = await listMarkdownAtCommit(cwd, context.base, EXAMPLES_DIR)
  if (names.length === 0) return []
  const scratch = mkdtempSync(join(tmpdir(), 'review-gate-examples-'))
  try {
    for (const name of names) {
      const text = await readAtCommit(cwd, context.base, `${EXAMPLES_DIR}/${name}`)
      if (text !== null) writeFileSync(join(scratch, name), text)
    }
    return loadRepoExamples(scratch, EXAMPLES_DIR)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
