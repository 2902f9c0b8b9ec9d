import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { InputError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import {
  keyedStatusContext,
  setCommitStatus,
  workflowRunUrl,
  type CommitStatusTarget,
} from '../github/commit-status.js'
import type { EventContext } from '../github/context.js'
import { checkArtifactPaths } from '../pipeline/artifacts.js'
import { mergeShards } from '../pipeline/merge-shards.js'
import { run, type RunHooks, type RunSettings } from '../pipeline/run.js'
import { configOverrides, INPUT, readSettings, type ActionSettings } from '../settings/settings.js'
import { GitHubSources } from './github-sources.js'
import type { WorkflowRunEvidence } from './workflow-run-evidence.js'
import type { ActionIo } from './io.js'
import { resolveEvent } from './resolve-event.js'
import { statusContextFor } from './status-context.js'
import { finish, type StatusPlan } from './finish.js'
import { planShardsStep } from './plan-shards.js'
import type { ActionEnv } from './env.js'

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
  const chosen = statusContextFor(settings, env.GITHUB_EVENT_NAME ?? '')
  // With a sticky-key the context names it: two steps never share one status (issue 21).
  const statusContext = chosen ? keyedStatusContext(chosen, settings.stickyKey) : null
  const statusTarget: CommitStatusTarget | null = statusContext
    ? { sha: context.head, context: statusContext, targetUrl: workflowRunUrl(env) }
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
  const outputDir = resolve(workspace, settings.outputDir)
  // Before anything runs or is published: a committed link in the output folder ends the run.
  checkArtifactPaths(outputDir, workspace)
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
  if (settings.planShards) return planShardsStep(io, sources, configOverrides(settings))
  const runnerTemp = env.RUNNER_TEMP ?? tmpdir()
  // The inputs are the base's own choice only while the pull request leaves the workflow alone.
  const overridePolicy = await sources.inputsTrust(env.GITHUB_WORKFLOW_REF)
  const runSettings: RunSettings = {
    overrides: configOverrides(settings),
    overridePolicy,
    overridesFrom: 'action inputs',
    refreshTests: settings.refreshTests,
    testOutcome: settings.testOutcome,
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
    shard: settings.shard,
  }
  const hooks: RunHooks = {
    logger: io.logger,
    notice: (message) => io.notice(message),
    registerSecret: (value) => io.setSecret(value),
    group: (name, stage) => io.group(name, stage),
  }
  // The merge job of a sharded review publishes the shards' findings as one review (src/shard/).
  const merge = settings.mergeShards
  const result = merge
    ? await mergeShards(sources, { ...runSettings, mergeShards: merge }, hooks)
    : await run(sources, runSettings, hooks)
  await finish(io, result, {
    outputDir,
    workspace,
    client,
    context,
    settings,
    status,
  })
}
