/**
 * `workflow_run`: review the pull request whose CI run just completed, from the base repository's
 * privileged context (the pattern fork pull requests need: their own `pull_request` token is
 * read-only and has no secrets). The fork's code is never checked out or run here; the pull
 * request is found over the REST API and accepted only when its head is the commit the CI run
 * tested, so a run for an older push never decides the newer head.
 */
import { InputError } from '../errors.js'
import { isRecord } from '../shared/is-record.js'
import { COMMIT_SHA } from '../shared/patterns.js'
import type { GitHubClient, OpenPullRequest } from './client.js'
import type { EventContext } from './context.js'

export interface WorkflowRunTrigger {
  owner: string
  repo: string
  runId: number
  /** The event that started the CI run; only `pull_request` runs are reviewed. */
  triggeredBy: string
  conclusion: string | null
  headSha: string
  headBranch: string
  /** The owner of the repository the head branch lives in (the fork's owner for a fork). */
  headOwner: string
  /** `owner/name` of the head repository; null when GitHub no longer knows it. */
  headRepository: string | null
  /** The workflow file that produced the run (`.github/workflows/ci.yml`), when the event says. */
  workflowPath: string | null
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/
// Branch names are git refs: no spaces, no `..`, no control characters, and not an option.
const BRANCH = /^(?!-)(?!.*\.\.)[A-Za-z0-9._/+-]{1,255}$/

function text(node: unknown, key: string): unknown {
  return isRecord(node) ? node[key] : undefined
}

function bad(path: string, what: string): InputError {
  return new InputError(`the workflow_run event payload has no ${what} at ${path}`, 'event payload')
}

/** The fields of a `workflow_run` event review-gate needs, validated. */
export function readWorkflowRunTrigger(payload: unknown): WorkflowRunTrigger {
  const run = text(payload, 'workflow_run')
  if (!isRecord(run)) throw bad('workflow_run', 'workflow run object')
  const repository = text(payload, 'repository')
  const owner = text(text(repository, 'owner'), 'login')
  const repo = text(repository, 'name')
  if (
    typeof owner !== 'string' ||
    !NAME.test(owner) ||
    typeof repo !== 'string' ||
    !NAME.test(repo)
  )
    throw bad('repository.owner.login / repository.name', 'repository')
  const runId = run.id
  if (typeof runId !== 'number' || !Number.isSafeInteger(runId) || runId <= 0)
    throw bad('workflow_run.id', 'run id')
  const headSha = run.head_sha
  if (typeof headSha !== 'string' || !COMMIT_SHA.test(headSha))
    throw bad('workflow_run.head_sha', 'commit SHA')
  const headBranch = run.head_branch
  if (typeof headBranch !== 'string' || !BRANCH.test(headBranch))
    throw bad('workflow_run.head_branch', 'branch name')
  const headRepo = text(run, 'head_repository')
  const headOwner = text(text(headRepo, 'owner'), 'login')
  const headFullName = text(headRepo, 'full_name')
  const path = run.path
  return {
    owner,
    repo,
    runId,
    triggeredBy: typeof run.event === 'string' ? run.event : '',
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
    headSha,
    headBranch,
    headOwner: typeof headOwner === 'string' && NAME.test(headOwner) ? headOwner : owner,
    headRepository: typeof headFullName === 'string' ? headFullName : null,
    workflowPath:
      typeof path === 'string' && /^\.github\/workflows\/[^\0]{1,200}$/.test(path) ? path : null,
  }
}

export type WorkflowRunResolution =
  | { kind: 'review'; context: EventContext; pull: OpenPullRequest }
  /** Nothing to decide for this run: said in the log, no verdict on any commit. */
  | { kind: 'skip'; reason: string }

/**
 * Finds the open pull request the CI run tested: its head is `headOwner:headBranch` and its head
 * commit is the run's. `workflow_run.pull_requests` is empty for forks, so the list is always
 * read; a same-branch pull request with a newer head means this run is stale.
 */
export async function resolveWorkflowRun(
  client: GitHubClient,
  trigger: WorkflowRunTrigger,
): Promise<WorkflowRunResolution> {
  if (trigger.triggeredBy !== 'pull_request' && trigger.triggeredBy !== 'pull_request_target') {
    return {
      kind: 'skip',
      reason: `the triggering run was started by ${trigger.triggeredBy || 'an unknown event'}, not by a pull request: nothing to review`,
    }
  }
  const candidates = (
    await client.listOpenPullRequestsByHead(`${trigger.headOwner}:${trigger.headBranch}`)
  ).filter(
    (pull) =>
      pull.baseRepository?.toLowerCase() === `${trigger.owner}/${trigger.repo}`.toLowerCase(),
  )
  const exact = candidates.filter((pull) => pull.headSha === trigger.headSha)
  if (exact.length === 0) {
    const newer = candidates.map((pull) => `#${pull.number} is at ${pull.headSha.slice(0, 7)}`)
    return {
      kind: 'skip',
      reason:
        newer.length > 0
          ? `the run tested ${trigger.headSha.slice(0, 7)}, but ${newer.join(', ')}: a newer push makes this run stale, and its own run will decide`
          : `no open pull request has the head ${trigger.headOwner}:${trigger.headBranch} at ${trigger.headSha.slice(0, 7)}: nothing to review`,
    }
  }
  if (exact.length > 1) {
    throw new InputError(
      `several open pull requests (${exact.map((p) => `#${p.number}`).join(', ')}) have the head commit ${trigger.headSha.slice(0, 7)}; review-gate reviews one pull request per run`,
      'workflow_run',
    )
  }
  const pull = exact[0]!
  const isFork =
    pull.headRepository === null ||
    pull.headRepository.toLowerCase() !== `${trigger.owner}/${trigger.repo}`.toLowerCase()
  return {
    kind: 'review',
    pull,
    context: {
      event: 'workflow_run',
      owner: trigger.owner,
      repo: trigger.repo,
      base: pull.baseSha,
      head: pull.headSha,
      pullNumber: pull.number,
      isFork,
      privileged: true,
      trustHead: false,
      diffFromApi: true,
      warnings: [
        `workflow_run: reviewing pull request #${pull.number} at ${pull.headSha.slice(0, 7)} from run ${trigger.runId}; its code is not checked out or run, and config, gate and examples come from the base commit`,
      ],
    },
  }
}
