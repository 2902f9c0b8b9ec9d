/**
 * What to review, from the workflow event: base and head commits, the pull request number, the
 * repository, and how far the head may be trusted. A pure function of the event name, the event
 * payload and a few settings the shell passes in.
 */
import { InputError } from '../errors.js'
import { COMMIT_SHA as SHA, SAFE_REF } from '../shared/patterns.js'
import { isRecord } from '../shared/is-record.js'

export const SUPPORTED_EVENTS = [
  'pull_request',
  'pull_request_target',
  'merge_group',
  'push',
  'workflow_dispatch',
  'workflow_run',
] as const
export type SupportedEvent = (typeof SUPPORTED_EVENTS)[number]

export interface EventContextOptions {
  /** `GITHUB_REPOSITORY` (`owner/name`), used when the payload names no repository. */
  repository?: string
  /** `GITHUB_SHA`: the head for `push` and `workflow_dispatch` when the payload has none. */
  sha?: string
  /** An explicit base commit or branch from the action's input; overrides `push`'s `before`. */
  base?: string
  /**
   * Opt-in for `pull_request_target`: run the test command and read config from the pull
   * request's head. Off by default, because that event runs with a write token and secrets.
   */
  trustPullRequestTarget?: boolean
}

export interface EventContext {
  event: SupportedEvent
  owner: string
  repo: string
  /** A commit SHA, or for an explicit `base` input possibly a branch name. */
  base: string
  /** The commit under review (never the merge commit GitHub builds for a pull request). */
  head: string
  pullNumber: number | null
  /** The pull request's head lives in another repository: the token is usually read-only. */
  isFork: boolean
  /** `pull_request_target`: the job runs with the base repository's privileges. */
  privileged: boolean
  /**
   * Whether the head's own code may run (test command) and its config be read. False only for
   * `pull_request_target` without the opt-in; config and gate then come from the base commit.
   */
  trustHead: boolean
  /**
   * How many files the pull request changes (`pull_request.changed_files`), when the event says:
   * lets a diff rebuilt from GitHub's capped files list count the files it could not see.
   */
  changedFiles?: number
  /**
   * Read the diff from the REST API, never from the checkout (`workflow_run`: the pull request's
   * commits are not fetched in the privileged job).
   */
  diffFromApi?: boolean
  warnings: string[]
}

const ZERO_SHA = /^0+$/
// A branch or tag name that cannot be read as a git option or a revision range.
const NAME = /^[A-Za-z0-9_.-]{1,100}$/

function field(root: unknown, path: string): unknown {
  let node: unknown = root
  for (const key of path.split('.')) {
    if (!isRecord(node) || !Object.prototype.hasOwnProperty.call(node, key)) return undefined
    node = node[key]
  }
  return node
}

function missing(event: string, path: string, what: string): InputError {
  return new InputError(`the ${event} event payload has no ${what} at ${path}`, 'event payload')
}

function requireSha(payload: unknown, event: string, path: string): string {
  const value = field(payload, path)
  if (typeof value !== 'string' || !SHA.test(value)) throw missing(event, path, 'commit SHA')
  return value
}

function requireNumber(payload: unknown, event: string, path: string): number {
  const value = field(payload, path)
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw missing(event, path, 'pull request number')
  }
  return value
}

function repositoryOf(
  payload: unknown,
  event: string,
  fallback: string | undefined,
): { owner: string; repo: string } {
  const owner = field(payload, 'repository.owner.login')
  const repo = field(payload, 'repository.name')
  if (
    typeof owner === 'string' &&
    typeof repo === 'string' &&
    NAME.test(owner) &&
    NAME.test(repo)
  ) {
    return { owner, repo }
  }
  const [fOwner, fRepo, extra] = (fallback ?? '').split('/')
  if (fOwner && fRepo && extra === undefined && NAME.test(fOwner) && NAME.test(fRepo)) {
    return { owner: fOwner, repo: fRepo }
  }
  throw missing(
    event,
    'repository.owner.login / repository.name',
    'repository (and GITHUB_REPOSITORY is not owner/name)',
  )
}

function explicitBase(base: string | undefined): string | undefined {
  const value = base?.trim()
  if (!value) return undefined
  if (SHA.test(value) || SAFE_REF.test(value)) return value
  throw new InputError(
    `not a commit SHA or branch name: ${JSON.stringify(value.slice(0, 80))}`,
    'base',
  )
}

function pullRequestContext(
  event: 'pull_request' | 'pull_request_target',
  payload: unknown,
  opts: EventContextOptions,
): EventContext {
  const pullNumber = requireNumber(payload, event, 'pull_request.number')
  const base = requireSha(payload, event, 'pull_request.base.sha')
  const head = requireSha(payload, event, 'pull_request.head.sha')
  const { owner, repo } = repositoryOf(payload, event, opts.repository)
  const baseRepo = field(payload, 'pull_request.base.repo.full_name')
  const headRepo = field(payload, 'pull_request.head.repo.full_name')
  // A deleted fork leaves head.repo null: still a fork for every purpose that matters here.
  const isFork =
    typeof headRepo !== 'string' ||
    typeof baseRepo !== 'string' ||
    headRepo.toLowerCase() !== baseRepo.toLowerCase()
  const warnings: string[] = []
  const privileged = event === 'pull_request_target'
  const trustHead = !privileged || opts.trustPullRequestTarget === true
  if (privileged) {
    warnings.push(
      trustHead
        ? "pull_request_target with the trust opt-in: the test command runs code from the pull request head with this workflow's privileges."
        : 'pull_request_target: the test command is not run and config is read from the base commit, because this event runs with write access and secrets.',
    )
  }
  const changedFiles = field(payload, 'pull_request.changed_files')
  return {
    event,
    owner,
    repo,
    base,
    head,
    pullNumber,
    isFork,
    privileged,
    trustHead,
    ...(typeof changedFiles === 'number' && Number.isSafeInteger(changedFiles) && changedFiles >= 0
      ? { changedFiles }
      : {}),
    warnings,
  }
}

function mergeGroupContext(payload: unknown, opts: EventContextOptions): EventContext {
  const base = requireSha(payload, 'merge_group', 'merge_group.base_sha')
  const head = requireSha(payload, 'merge_group', 'merge_group.head_sha')
  const { owner, repo } = repositoryOf(payload, 'merge_group', opts.repository)
  const headRef = field(payload, 'merge_group.head_ref')
  const number =
    typeof headRef === 'string' ? /\/pr-(\d{1,9})-[0-9a-f]+$/.exec(headRef)?.[1] : undefined
  return {
    event: 'merge_group',
    owner,
    repo,
    base,
    head,
    pullNumber: number ? Number(number) : null,
    isFork: false,
    privileged: false,
    trustHead: true,
    warnings: [],
  }
}

function pushContext(payload: unknown, opts: EventContextOptions): EventContext {
  const { owner, repo } = repositoryOf(payload, 'push', opts.repository)
  const after = field(payload, 'after')
  if (field(payload, 'deleted') === true || (typeof after === 'string' && ZERO_SHA.test(after))) {
    throw new InputError(
      'the push deleted a branch or tag: there is nothing to review',
      'event payload',
    )
  }
  const head = requireSha(payload, 'push', 'after')
  let base = explicitBase(opts.base)
  if (!base) {
    const before = field(payload, 'before')
    if (typeof before !== 'string' || !SHA.test(before))
      throw missing('push', 'before', 'commit SHA')
    if (ZERO_SHA.test(before)) {
      throw new InputError(
        'the push created a new branch, so it has no previous commit to compare with: give an explicit base',
        'base',
      )
    }
    base = before
  }
  return {
    event: 'push',
    owner,
    repo,
    base,
    head,
    pullNumber: null,
    isFork: false,
    privileged: false,
    trustHead: true,
    warnings: [],
  }
}

function dispatchContext(payload: unknown, opts: EventContextOptions): EventContext {
  const { owner, repo } = repositoryOf(payload, 'workflow_dispatch', opts.repository)
  const base = explicitBase(opts.base)
  if (!base)
    throw new InputError(
      'workflow_dispatch needs an explicit base commit or branch to compare with',
      'base',
    )
  const head = opts.sha?.trim()
  if (!head || !SHA.test(head))
    throw new InputError(
      'workflow_dispatch needs the commit under review (GITHUB_SHA)',
      'GITHUB_SHA',
    )
  return {
    event: 'workflow_dispatch',
    owner,
    repo,
    base,
    head,
    pullNumber: null,
    isFork: false,
    privileged: false,
    trustHead: true,
    warnings: [],
  }
}

/**
 * Reads the review's context from a workflow event. Throws InputError for an event review-gate
 * does not handle, or a payload without the fields that event must carry.
 */
export function readEventContext(
  eventName: string,
  payload: unknown,
  opts: EventContextOptions = {},
): EventContext {
  if (!isRecord(payload))
    throw new InputError('the event payload is not a JSON object', 'event payload')
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return pullRequestContext(eventName, payload, opts)
    case 'merge_group':
      return mergeGroupContext(payload, opts)
    case 'push':
      return pushContext(payload, opts)
    case 'workflow_dispatch':
      return dispatchContext(payload, opts)
    case 'workflow_run':
      // Its pull request is found over the API (github/workflow-run.ts): not a pure read.
      throw new InputError(
        'a workflow_run event is resolved with resolveWorkflowRun, not readEventContext',
        'event',
      )
    default:
      throw new InputError(
        `review-gate does not run on the ${JSON.stringify(String(eventName).slice(0, 60))} event; supported: ${SUPPORTED_EVENTS.join(', ')}`,
        'event',
      )
  }
}
