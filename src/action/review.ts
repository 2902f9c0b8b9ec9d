import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stickyScope } from '../carry-over/prior-data.js'
import { InputError } from '../errors.js'
import { stateSigner, type StateSigner } from '../shared/state-signature.js'
import { describeOutcome, outcomeFailsJob } from '../gate/gate.js'
import type { GitHubClient } from '../github/client.js'
import {
  setCommitStatus,
  statusContextFor,
  statusForOutcome,
  workflowRunUrl,
  type CommitStatusTarget,
} from '../github/commit-status.js'
import type { EventContext } from '../github/context.js'
import {
  missingPermissionNotice,
  publishToPullRequest,
  type PublishToPullRequestResult,
} from '../github/publish.js'
import { writeArtifacts } from '../pipeline/artifacts.js'
import { run, type RunResult } from '../pipeline/run.js'
import { planAnnotations } from '../publish/annotations.js'
import { renderSummary } from '../publish/markdown.js'
import { actionOutputs } from '../publish/outputs.js'
import type { RunReport } from '../publish/report.js'
import { configOverrides, INPUT, readSettings, type ActionSettings } from '../settings/settings.js'
import { GitHubSources, type WorkflowRunEvidence } from './github-sources.js'
import type { ActionIo } from './io.js'
import { resolveEvent } from './resolve-event.js'
import type { ActionEnv } from './run.js'

const BOT_LOGIN = 'github-actions[bot]'

/**
 * The review of one event, once src/action/run.ts has masked the secrets and found the event
 * payload: read the inputs and the event (for workflow_run, its pull request and reports), build
 * the GitHub sources, run the pipeline, publish where reviewers look, set the commit status, and
 * fail the job when the outcome says so.
 */
export async function reviewEvent(
  io: ActionIo,
  runtime: ActionEnv,
  eventPath: string,
): Promise<void> {
  const settings = readSettings((name) => io.getInput(name))
  const env = runtime.env
  const rawEvent: unknown = JSON.parse(readFileSync(eventPath, 'utf8'))
  // Octokit, its plugins and undici load only when there is a token to call GitHub with.
  const token = settings.githubToken
  const github = token ? await import('../github/client.js') : null
  const clientFor = (owner: string, repo: string): GitHubClient | null =>
    github && token
      ? github.createGitHubClient({
          token,
          baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
          owner,
          repo,
          logger: io.logger,
          ...github.githubLimitsFromEnv(env),
        })
      : null
  const resolved = await resolveEvent(io, runtime, settings, rawEvent, clientFor)
  if (!resolved) return
  const { context, client, event, workflowRun } = resolved
  for (const warning of context.warnings) io.logger.warning(warning)
  const statusTarget: CommitStatusTarget | null = settings.statusContext
    ? {
        sha: context.head,
        context: statusContextFor(settings.statusContext, settings.stickyKey),
        targetUrl: workflowRunUrl(env),
      }
    : null
  if (statusTarget && !client)
    throw new InputError('status-context needs the github-token input', INPUT.statusContext)
  const statusProblems: string[] = []
  if (statusTarget && client) {
    const problem = await setCommitStatus(
      client,
      statusTarget,
      'pending',
      'review-gate is reviewing this commit',
    )
    if (problem) statusProblems.push(problem)
  }
  try {
    await reviewAndFinish(io, runtime, settings, context, client, event, workflowRun, {
      target: statusTarget,
      problems: statusProblems,
    })
  } catch (error) {
    // Whatever stopped the run, a required status must not stay "pending" forever or pass.
    if (statusTarget && client) {
      await setCommitStatus(
        client,
        statusTarget,
        'error',
        'review-gate stopped before deciding; see the workflow run',
      ).catch(() => null)
    }
    throw error
  }
}

interface StatusPlan {
  target: CommitStatusTarget | null
  /** Why a status could not be set, for the summary; the job fails on any. */
  problems: string[]
}

async function reviewAndFinish(
  io: ActionIo,
  runtime: ActionEnv,
  settings: ActionSettings,
  context: EventContext,
  client: GitHubClient | null,
  event: unknown,
  workflowRun: WorkflowRunEvidence | null,
  status: StatusPlan,
): Promise<void> {
  const env = runtime.env
  const workspace = runtime.workspace
  const sources = new GitHubSources(
    context,
    event,
    settings,
    client,
    workspace,
    io.logger,
    env.GITHUB_SERVER_URL,
    workflowRun,
  )
  const runnerTemp = env.RUNNER_TEMP ?? tmpdir()
  // The inputs are the base's own choice only while the pull request leaves the workflow alone.
  const overridePolicy = await sources.inputsTrust(env.GITHUB_WORKFLOW_REF)
  const result = await run(
    sources,
    {
      overrides: configOverrides(settings),
      overridePolicy,
      overridesFrom: 'action inputs',
      refreshTests: settings.refreshTests,
      // Outside the checkout, where a pull request cannot plant a green entry.
      cacheDir: join(runnerTemp, 'review-gate', 'cache'),
      // A re-run of the same review (a flaky job, a re-run after a dismissal) asks no model.
      replyCache: true,
      apiKey: settings.apiKey,
      githubToken: settings.githubToken,
      stateSecret: settings.stateSecret,
      env,
      baseDir: workspace,
      tempDir: join(runnerTemp, 'review-gate'),
      ...(env.RUNNER_TOOL_CACHE ? { toolDir: join(env.RUNNER_TOOL_CACHE, 'review-gate') } : {}),
      now: runtime.now(),
    },
    {
      logger: io.logger,
      notice: (message) => io.notice(message),
      registerSecret: (value) => io.setSecret(value),
      group: (name, stage) => io.group(name, stage),
    },
  )
  await finish(io, result, {
    outputDir: resolve(workspace, settings.outputDir),
    client,
    context,
    settings,
    status,
  })
}

interface FinishInput {
  outputDir: string
  client: GitHubClient | null
  context: EventContext
  settings: ActionSettings
  status: StatusPlan
}

/** Publishes everywhere reviewers look, then decides the job. */
async function finish(io: ActionIo, result: RunResult, input: FinishInput): Promise<void> {
  const { context, client, settings } = input
  const { redactor } = result
  // Redacted after JSON decoding, once, before anything leaves the process.
  const report = redactor.deep(result.report)
  if (client && context.pullNumber !== null) {
    const pullNumber = context.pullNumber
    await io.group('review-gate: publish', async () => {
      const published = await publishToPullRequest(client, {
        pullNumber,
        report,
        lineMap: result.lineMap ?? new Map(),
        postReview: settings.postReview,
        ...(settings.stickyKey ? { stickyKey: settings.stickyKey } : {}),
        // Markers in comments by anyone else are not ours: they must not suppress a finding.
        trustedAuthors: [BOT_LOGIN],
        ...signingFor(settings, context, pullNumber),
      })
      io.logger.info(publishedLine(published))
      report.warnings.push(...published.notices.map((n) => redactor.text(n)))
      for (const failure of published.failures) io.logger.warning(redactor.text(failure))
      const missing = missingPermissionNotice(published.missing)
      if (missing) io.notice(missing)
    })
  }
  const status = input.status
  if (status.target && client) {
    const decided = statusForOutcome(report.outcome)
    const problem = await setCommitStatus(
      client,
      status.target,
      decided.state,
      redactor.text(decided.description),
    )
    if (problem) status.problems.push(problem)
    else io.logger.info(`commit status "${status.target.context}": ${decided.state}`)
  }
  for (const problem of status.problems) {
    io.logger.warning(redactor.text(problem))
    report.warnings.push(redactor.text(problem))
  }
  const paths = writeArtifacts(
    input.outputDir,
    { payload: result.payload, replyText: result.replyText, report },
    redactor,
  )
  const plan = planAnnotations(report.review, undefined, report.evidence.failures)
  for (const annotation of plan.annotations) io.annotate(annotation)
  await io.writeSummary(renderSummary(report))
  const outputs = actionOutputs(report, {
    report: paths.review,
    payload: paths.payload,
    sarif: paths.sarif,
  })
  for (const [name, value] of Object.entries(outputs)) io.setOutput(name, redactor.text(value))
  if (outcomeFailsJob(report.outcome)) io.setFailed(`review-gate: ${failureReason(report)}`)
  else if (status.problems.length > 0)
    // The check branch protection requires could not say so: a green job must not hide that.
    io.setFailed(`review-gate: ${redactor.text(status.problems.join('; '))}`)
  else io.logger.info(`review-gate: ${describeOutcome(report.outcome).split('\n').at(-1) ?? ''}`)
}

/** With `state-secret`: how the summary comment's data is signed for this pull request and step. */
function signingFor(
  settings: ActionSettings,
  context: EventContext,
  pullNumber: number,
): { signing?: { signer: StateSigner; scope: string } } {
  const signer = stateSigner(settings.stateSecret)
  if (!signer) return {}
  const scope = stickyScope(
    `${context.owner}/${context.repo}`,
    pullNumber,
    settings.stickyKey ?? 'default',
  )
  return { signing: { signer, scope } }
}

/** One line: the failing gate conditions, or why no review exists. */
function failureReason(report: RunReport): string {
  const outcome = report.outcome
  if (outcome.status === 'error') return `the review did not run: ${outcome.reason}`
  if (outcome.status === 'failed') return `gate failed: ${outcome.gate.lines.join('; ')}`
  return 'passed'
}

/** One line for the publish group: what went to the pull request. */
function publishedLine(published: PublishToPullRequestResult): string {
  const review = published.review
  const reviewText =
    review.status === 'posted'
      ? `review posted (${review.inline} inline, ${review.inBody} in the body, ${review.alreadyPosted} already there)`
      : review.status === 'nothing-new'
        ? `no new review (${review.alreadyPosted} finding(s) already posted)`
        : `review ${review.status}${'reason' in review ? `: ${review.reason}` : 'error' in review ? `: ${review.error}` : ''}`
  const sticky = published.sticky
  const threads =
    published.threads.status === 'done'
      ? `; ${published.threads.resolved} thread(s) of fixed findings resolved`
      : ''
  return `published: ${reviewText}; summary comment ${sticky.status}${threads}`
}
