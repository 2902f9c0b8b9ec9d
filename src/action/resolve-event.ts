/**
 * What the action reviews, from the event: a pure read for most events; for `workflow_run`, the
 * pull request the CI run tested (found over the API) and that run's test-report artifact.
 */
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InputError } from '../errors.js'
import { fetchRunReports } from '../github/artifact-reports.js'
import type { GitHubClient } from '../github/client.js'
import { readEventContext, type EventContext } from '../github/context.js'
import { readWorkflowRunTrigger, resolveWorkflowRun } from '../github/workflow-run.js'
import { INPUT, type ActionSettings } from '../settings/settings.js'
import type { ActionEnv } from './env.js'
import type { WorkflowRunEvidence } from './workflow-run-evidence.js'
import type { ActionIo } from './io.js'

export interface ResolvedEvent {
  context: EventContext
  client: GitHubClient | null
  /** The event payload the sources read the pull request's text from. */
  event: unknown
  workflowRun: WorkflowRunEvidence | null
}

/** Null when there is nothing to decide (a stale or unrelated `workflow_run`): said in the log. */
export async function resolveEvent(
  io: ActionIo,
  runtime: ActionEnv,
  settings: ActionSettings,
  event: unknown,
  clientFor: (owner: string, repo: string) => GitHubClient | null,
): Promise<ResolvedEvent | null> {
  const env = runtime.env
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  if (eventName !== 'workflow_run') {
    const context = readEventContext(eventName, event, {
      ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
      ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
      ...(settings.base ? { base: settings.base } : {}),
      trustPullRequestTarget: settings.allowPrHeadCode,
    })
    return { context, client: clientFor(context.owner, context.repo), event, workflowRun: null }
  }
  const trigger = readWorkflowRunTrigger(event)
  const client = clientFor(trigger.owner, trigger.repo)
  if (!client)
    throw new InputError(
      'workflow_run needs the github-token input: the pull request and its reports are read over the API',
      INPUT.githubToken,
    )
  const resolution = await resolveWorkflowRun(client, trigger)
  if (resolution.kind === 'skip') {
    io.notice(`review-gate: nothing to decide: ${resolution.reason}`)
    await io.writeSummary(`## review-gate\n\nNothing decided: ${resolution.reason}.\n`)
    return null
  }
  const dir = join(env.RUNNER_TEMP ?? tmpdir(), 'review-gate', `run-${trigger.runId}-reports`)
  const reports = await fetchRunReports(client, {
    runId: trigger.runId,
    artifactName: settings.reportArtifact,
    destination: dir,
  })
  // The folder exists even when nothing could be fetched: evidence is looked for there only.
  mkdirSync(dir, { recursive: true })
  const pull = resolution.pull
  return {
    context: resolution.context,
    client,
    event: {
      pull_request: {
        number: pull.number,
        title: pull.title,
        body: pull.body,
        user: pull.author ? { login: pull.author } : null,
      },
    },
    workflowRun: {
      runId: trigger.runId,
      reports,
      dir,
      workflowPath: trigger.workflowPath,
    },
  }
}
