/**
 * The `status-context` commit status on the reviewed head commit. Branch protection can require
 * it, so it follows the gate's rule: only a passed outcome is `success`. It is `pending` while the
 * run works, so a run that dies before it ends leaves the merge blocked, never allowed.
 */
import type { RunOutcome } from '../domain/outcome.js'
import type { GitHubClient, NewCommitStatus } from './client.js'
import { GitHubApiError } from './failures.js'
import { InputError } from '../errors.js'

/** GitHub refuses a longer description (422). */
export const STATUS_DESCRIPTION_LIMIT = 140

export type CommitStatusState = NewCommitStatus['state']

export interface CommitStatusTarget {
  sha: string
  context: string
  /** The workflow run, when the environment names it: where "Details" leads. */
  targetUrl: string | null
}

/**
 * The state and one-line description for a finished run. An error is `error` even when
 * on-model-error is neutral: neutral keeps the job green, it never turns a missing review into a
 * success on a required check.
 */
export function statusForOutcome(outcome: RunOutcome): {
  state: CommitStatusState
  description: string
} {
  if (outcome.status === 'error')
    return { state: 'error', description: fitDescription(`no usable review: ${outcome.reason}`) }
  if (outcome.status === 'failed') {
    const reasons = outcome.gate.lines.map((line) => line.replace(/^FAILED:\s*/, ''))
    return { state: 'failure', description: fitDescription(`failed: ${reasons.join('; ')}`) }
  }
  const counts = outcome.gate.conditions
    .map((c) => `${c.severity} ${c.count}/${c.limit === 'unlimited' ? '∞' : c.limit}`)
    .join(', ')
  return { state: 'success', description: fitDescription(`passed: ${counts}`) }
}

/**
 * The status context of one step (issue 21): with a `sticky-key`, the key is part of it, so two
 * steps never share one context and a later green step cannot overwrite an earlier red one. A
 * context that already names the key (as a word) is kept as given; otherwise ` (key)` is added.
 */
export function keyedStatusContext(context: string, stickyKey: string | null): string {
  if (!stickyKey || stickyKey === 'default') return context
  const escaped = stickyKey.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (new RegExp(`(^|[^A-Za-z0-9._-])${escaped}($|[^A-Za-z0-9._-])`).test(context)) return context
  const keyed = `${context} (${stickyKey})`
  if (keyed.length > 255)
    throw new InputError(
      `with sticky-key ${stickyKey} the context would be "${keyed.slice(0, 60)}…", over GitHub's 255 characters; name the key in a shorter context`,
      'status-context',
    )
  return keyed
}

/** One line, within GitHub's limit, cut at a character boundary with an ellipsis. */
export function fitDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  if (chars.length <= STATUS_DESCRIPTION_LIMIT) return line
  return `${chars.slice(0, STATUS_DESCRIPTION_LIMIT - 1).join('')}…`
}

/** The run's page from the runner's environment, or null outside a workflow run. */
export function workflowRunUrl(env: Record<string, string | undefined>): string | null {
  const server = env.GITHUB_SERVER_URL
  const repository = env.GITHUB_REPOSITORY
  const runId = env.GITHUB_RUN_ID
  if (!server || !repository || !runId || !/^\d+$/.test(runId)) return null
  const attempt = env.GITHUB_RUN_ATTEMPT
  const base = `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`
  return attempt && /^\d+$/.test(attempt) ? `${base}/attempts/${attempt}` : base
}

/** Sets the status; a refusal or outage comes back as a sentence, for the shell to fail on. */
export async function setCommitStatus(
  client: GitHubClient,
  target: CommitStatusTarget,
  state: CommitStatusState,
  description: string,
): Promise<string | null> {
  try {
    await client.createCommitStatus(target.sha, {
      state,
      context: target.context,
      description: fitDescription(description),
      targetUrl: target.targetUrl,
    })
    return null
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error
    const why = error.missingPermission
      ? `the token lacks ${error.missingPermission}`
      : error.message
    return `could not set the ${state} commit status "${target.context}" on ${target.sha.slice(0, 12)}: ${why}`
  }
}
