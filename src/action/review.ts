import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describeOutcome, outcomeFailsJob } from '../gate/gate.js'
import type { GitHubClient } from '../github/client.js'
import { readEventContext, type EventContext } from '../github/context.js'
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
import { configOverrides, readSettings, type ActionSettings } from '../settings/settings.js'
import { GitHubSources } from './github-sources.js'
import type { ActionIo } from './io.js'
import type { ActionEnv } from './run.js'

const BOT_LOGIN = 'github-actions[bot]'

/**
 * The review of one event, once src/action/run.ts has masked the secrets and found the event
 * payload: read the inputs and the event, build the GitHub sources, run the pipeline, publish
 * where reviewers look, and fail the job when the outcome says so.
 */
export async function reviewEvent(
  io: ActionIo,
  runtime: ActionEnv,
  eventPath: string,
): Promise<void> {
  const settings = readSettings((name) => io.getInput(name))
  const env = runtime.env
  const event: unknown = JSON.parse(readFileSync(eventPath, 'utf8'))
  const context = readEventContext(env.GITHUB_EVENT_NAME ?? '', event, {
    ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
    ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
    ...(settings.base ? { base: settings.base } : {}),
    trustPullRequestTarget: settings.allowPrHeadCode,
  })
  for (const warning of context.warnings) io.logger.warning(warning)
  // Octokit, its plugins and undici load only when there is a token to call GitHub with.
  const token = settings.githubToken
  const github = token ? await import('../github/client.js') : null
  const client =
    github && token
      ? github.createGitHubClient({
          token,
          baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
          owner: context.owner,
          repo: context.repo,
          logger: io.logger,
          ...github.githubLimitsFromEnv(env),
        })
      : null
  const workspace = runtime.workspace
  const sources = new GitHubSources(
    context,
    event,
    settings,
    client,
    workspace,
    io.logger,
    env.GITHUB_SERVER_URL,
  )
  const runnerTemp = env.RUNNER_TEMP ?? tmpdir()
  const result = await run(
    sources,
    {
      overrides: configOverrides(settings),
      overridePolicy: 'tighten',
      overridesFrom: 'action inputs',
      refreshTests: settings.refreshTests,
      // Outside the checkout, where a pull request cannot plant a green entry.
      cacheDir: join(runnerTemp, 'review-gate', 'cache'),
      apiKey: settings.apiKey,
      githubToken: settings.githubToken,
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
  })
}

interface FinishInput {
  outputDir: string
  client: GitHubClient | null
  context: EventContext
  settings: ActionSettings
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
        // Markers in comments by anyone else are not ours: they must not suppress a finding.
        trustedAuthors: [BOT_LOGIN],
      })
      io.logger.info(publishedLine(published))
      report.warnings.push(...published.notices.map((n) => redactor.text(n)))
      for (const failure of published.failures) io.logger.warning(redactor.text(failure))
      const missing = missingPermissionNotice(published.missing)
      if (missing) io.notice(missing)
    })
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
  else io.logger.info(`review-gate: ${describeOutcome(report.outcome).split('\n').at(-1) ?? ''}`)
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
  return `published: ${reviewText}; summary comment ${sticky.status}`
}
