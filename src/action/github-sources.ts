import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseConfig } from '../config/load.js'
import type { Config } from '../config/schema.js'
import { tightenOnly } from '../config/tighten.js'
import { InputError, StateUnreadable } from '../errors.js'
import { loadRepoExamples } from '../examples/load.js'
import type { CalibrationExample } from '../examples/types.js'
import { Git } from '../git/git.js'
import { commandLines } from '../carry-over/commands.js'
import {
  DEFAULT_DISMISS_RULE,
  mentionsCommand,
  printable,
  refusalOf,
  type DismissRule,
} from '../carry-over/dismiss.js'
import { readEmbeddedData, stateProblemMessage, stickyScope } from '../carry-over/prior-data.js'
import { findFingerprints, stepOf } from '../publish/fingerprint.js'
import { stateSigner } from '../shared/state-signature.js'
import {
  PERMISSIONS,
  type Permission,
  type PriorReview,
  type PullComment,
} from '../domain/prior.js'
import type { GitHubClient, PostedComment } from '../github/client.js'
import { OWN_LOGIN, ownSummary, priorFromComments, STICKY_COMMENT_PAGES } from '../github/sticky.js'
import { GitHubApiError } from '../github/failures.js'
import type { EventContext } from '../github/context.js'
import type { RunReports } from '../github/artifact-reports.js'
import { fetchCompareDiff, fetchPullRequestDiff } from '../github/diff-source.js'
import { parseDiff } from '../diff/parse.js'
import picomatch from 'picomatch/posix.js'
import type { Logger } from '../logger.js'
import { closedIssueNumbers, extractPlanItem, type PlanContext } from '../payload/plan.js'
import { examplesAtCommit, REPO_EXAMPLES_DIR } from '../pipeline/base-examples.js'
import { REVIEW_GUIDE_PATH } from '../pipeline/review-guide.js'
import type { DiffRead, EvidenceLocation, Sources } from '../pipeline/sources.js'
import type { RepositoryRef } from '../publish/report.js'
import { INPUT, type ActionSettings } from '../settings/settings.js'

/** The config file read when the `config` input names none. */
const DEFAULT_CONFIG_PATH = '.github/review-gate.yml'

/**
 * The running workflow file's path from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/review.yml@refs/pull/1/merge`); null when it names another
 * repository's workflow or does not parse.
 */
export function workflowPath(ref: string | undefined, owner: string, repo: string): string | null {
  if (!ref) return null
  const at = ref.lastIndexOf('@')
  const full = at < 0 ? ref : ref.slice(0, at)
  const prefix = `${owner}/${repo}/`
  if (full.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return null
  const path = full.slice(prefix.length)
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path) ? path : null
}

/** Most people whose dismiss commands are read (each costs a permission lookup). */
const MAX_DISMISS_AUTHORS = 20

/** Most linked issues read into the plan context. */
const MAX_LINKED_ISSUES = 5

/** A `workflow_run`: the triggering CI run's reports, and the workflow file that produced them. */
export interface WorkflowRunEvidence {
  runId: number
  reports: RunReports
  /** Where the reports are looked for; created empty when they could not be fetched. */
  dir: string
  workflowPath: string | null
}

/**
 * The sources of an action run: the event, the checkout's git history (the base commit's config
 * and examples, `git diff base...head`) and the REST API when the history is not there. For a
 * pull request nothing that decides the gate is read from the pull request's own files.
 */
export class GitHubSources implements Sources {
  readonly repository: RepositoryRef
  readonly covers: string
  private readonly git: Git
  private notes: string[]
  /** The diff as read: a workflow_run's producer check looks at every path it touches. */
  private diffText = ''
  /** The pull request's comments, read once for the prior review and the dismiss commands. */
  private commentList: Promise<{ items: PostedComment[]; truncated: boolean }> | null = null

  constructor(
    private readonly context: EventContext,
    private readonly event: unknown,
    private readonly settings: ActionSettings,
    private readonly client: GitHubClient | null,
    private readonly workspace: string,
    private readonly logger: Logger,
    serverUrl: string | undefined,
    private readonly workflowRun: WorkflowRunEvidence | null = null,
  ) {
    this.git = new Git(workspace)
    this.covers = context.head
    this.notes = [...context.warnings]
    this.repository = {
      owner: context.owner,
      repo: context.repo,
      headSha: context.head,
      ...(serverUrl ? { serverUrl } : {}),
    }
  }

  drainNotes(): string[] {
    const notes = this.notes
    this.notes = []
    return notes
  }

  /**
   * For pull requests from the base commit (a pull request cannot lower its own gate). A `config`
   * input that names a file that is not there is an input error; one that names another file
   * than the default while the default exists applies the stricter of both (issue 21), so a step
   * cannot trade the repository's config for a looser one.
   */
  async baseConfig(): Promise<{ config: Config; where: string }> {
    const { context, settings } = this
    const fromBase = context.pullNumber !== null
    const named = settings.config.replace(/^\.\//, '')
    const baseReadable = fromBase ? await this.git.ensureCommit(context.base) : true
    const readAt = async (path: string): Promise<string | null> => {
      if (fromBase) return baseReadable ? this.git.readAtCommit(context.base, path) : null
      const full = resolve(this.workspace, path)
      return existsSync(full) ? readFileSync(full, 'utf8') : null
    }
    const label = (path: string) => (fromBase ? `${path} (base ${context.base.slice(0, 7)})` : path)
    if (!baseReadable)
      this.notes.push(
        `the base commit ${context.base.slice(0, 7)} is not in the checkout, so ${named} was not read (the pull request's own copy is never trusted); using the defaults`,
      )
    const text = await readAt(named)
    if (text === null && baseReadable && named !== DEFAULT_CONFIG_PATH)
      throw new InputError(
        `${named} does not exist${fromBase ? ` at the base commit ${context.base.slice(0, 7)}` : ''}`,
        INPUT.config,
      )
    let config = parseConfig(text, label(named))
    if (named !== DEFAULT_CONFIG_PATH) {
      const fallback = await readAt(DEFAULT_CONFIG_PATH)
      if (fallback !== null) {
        const stricter = tightenOnly(
          parseConfig(fallback, label(DEFAULT_CONFIG_PATH)),
          config,
          `config ${named}`,
        )
        this.notes.push(...stricter.refused)
        config = stricter.config
      }
    }
    return { config, where: text === null ? 'defaults' : label(named) }
  }

  /** Set by inputsTrust: the inputs may only tighten, and the previous state cannot be shed. */
  private inputsUntrusted = false

  /**
   * Whether the step's inputs are the base's own choice (issue 21): on a pull request they are
   * when the workflow file that is running (`GITHUB_WORKFLOW_REF`) is the same at the base and
   * the head commit. When the pull request changes it, or that cannot be checked, the inputs may
   * only tighten the base config, and a `sticky-key` cannot shed the previous review's state;
   * the reason is noted for the summary. Other events keep the tighten-only rule.
   */
  async inputsTrust(workflowRef: string | undefined): Promise<'override' | 'tighten'> {
    const { context } = this
    if (context.pullNumber === null) return 'tighten'
    const untrusted = (why: string): 'tighten' => {
      this.inputsUntrusted = true
      this.notes.push(
        `the action inputs may only tighten the base config, and sticky-key cannot start a fresh state: ${why}`,
      )
      return 'tighten'
    }
    const path = workflowPath(workflowRef, context.owner, context.repo)
    if (path === null)
      return untrusted('GITHUB_WORKFLOW_REF does not name the running workflow file')
    if (context.diffFromApi || !(await this.git.ensureCommit(context.base)))
      return untrusted(`whether the pull request changes ${path} cannot be checked here`)
    const [before, after] = await Promise.all([
      this.git.readAtCommit(context.base, path),
      this.git.readAtCommit(context.head, path),
    ])
    if (before === null || after === null || before !== after)
      return untrusted(`the pull request changes ${path}, the workflow that is running`)
    this.logger.info(`inputs apply as given: the pull request does not change ${path}`)
    return 'override'
  }

  async diff(): Promise<DiffRead> {
    const { context, client } = this
    const label = (source: string) => `${source} of ${context.base}...${context.head}`
    const local = context.diffFromApi
      ? { ok: false as const, reason: 'this event reads the pull request only through the API' }
      : await this.git.diff(context.base, context.head)
    if (local.ok) {
      this.diffText = local.text
      return {
        ok: true,
        text: local.text,
        source: 'git diff',
        label: label('git diff'),
        notReviewed: [],
        notes: [],
      }
    }
    this.logger.info(`git diff unavailable (${local.reason}); reading the diff from the GitHub API`)
    if (!client) return { ok: false, error: 'no git history and no github-token' }
    let result: Awaited<ReturnType<typeof fetchPullRequestDiff>>
    try {
      const limits =
        context.changedFiles !== undefined ? { changedFiles: context.changedFiles } : {}
      result =
        context.pullNumber !== null
          ? await fetchPullRequestDiff(client, context.pullNumber, limits)
          : await fetchCompareDiff(client, context.base, context.head, limits)
    } catch (error) {
      // GitHub unavailable (rate limit, outage, hang) or refusing: the run ends as an error with
      // its summary, outputs and artifacts, never as a crash.
      if (!(error instanceof GitHubApiError)) throw error
      this.logger.warning(`GitHub failed while reading the diff: ${error.message}`)
      return { ok: false, error: `the diff could not be read: ${error.message}` }
    }
    if (!result.ok) {
      return {
        ok: false,
        error: `the diff could not be read: the token lacks ${result.missing.permission}`,
      }
    }
    this.diffText = result.diff.text
    return {
      ok: true,
      text: result.diff.text,
      source: result.diff.source,
      label: label(result.diff.source),
      notReviewed: result.diff.notReviewed,
      notes: result.diff.notes,
    }
  }

  async plan(config: Config): Promise<PlanContext> {
    const { settings, context } = this
    if (settings.plan) {
      const path = resolve(this.workspace, settings.plan)
      if (!existsSync(path)) throw new InputError(`the plan file does not exist`, settings.plan)
      const text = readFileSync(path, 'utf8')
      if (config.mode === 'contract') return { kind: 'document', path: settings.plan, body: text }
      if (!settings.item)
        throw new InputError('plan needs the item input (the item number)', INPUT.item)
      return extractPlanItem(text, settings.item ?? '', settings.plan)
    }
    const pr = (
      this.event as { pull_request?: { number?: number; title?: string; body?: string | null } }
    ).pull_request
    if (context.pullNumber !== null && pr) {
      const body = pr.body ?? ''
      return {
        kind: 'pull_request',
        number: context.pullNumber,
        title: pr.title ?? '',
        body,
        linkedIssues: await this.linkedIssues(closedIssueNumbers(body)),
      }
    }
    return { kind: 'none' }
  }

  /** The issues a pull request closes: part of its definition of done. A failure is a note. */
  private async linkedIssues(
    numbers: number[],
  ): Promise<{ number: number; title: string; body: string }[]> {
    if (!this.client || numbers.length === 0) return []
    if (numbers.length > MAX_LINKED_ISSUES) {
      this.notes.push(
        `the pull request closes ${numbers.length} issues; the first ${MAX_LINKED_ISSUES} are in the payload`,
      )
    }
    const issues = []
    for (const number of numbers.slice(0, MAX_LINKED_ISSUES)) {
      try {
        issues.push(await this.client.getIssue(number))
      } catch (error) {
        this.notes.push(
          `linked issue #${number} could not be read (${error instanceof Error ? error.message : String(error)})`,
        )
      }
    }
    return issues
  }

  /** The repository's calibration examples as of the base commit (pull requests) or the checkout. */
  /**
   * The data of our own summary comment (only comments by the token's own login are read, every
   * page of them), or null on a first review. State that cannot be read is never a fresh start
   * (issue 21): two data blocks, data that fails validation or (with `state-secret`) its
   * signature, or no data while our own inline comments show this step reviewed before, throw
   * StateUnreadable and the gate fails, until a `/review-gate reset` by someone who may dismiss,
   * written after everything review-gate last wrote here, starts afresh on purpose.
   */
  async priorReview(config?: Config): Promise<PriorReview | null> {
    const comments = await this.issueComments()
    const pull = this.context.pullNumber
    if (comments === null || pull === null) return null
    const key = this.settings.stickyKey ?? 'default'
    const signer = stateSigner(this.settings.stateSecret)
    const scope = stickyScope(`${this.context.owner}/${this.context.repo}`, pull, key)
    const own = ownSummary(comments.items, [OWN_LOGIN], key)
    const read = priorFromComments(
      comments.items,
      [OWN_LOGIN],
      key,
      signer ? { signer, scope } : null,
    )
    this.notes.push(...read.notices)
    let problem = read.unreadable ?? null
    if (problem === null && read.prior === null && own === null && this.inputsUntrusted) {
      // Another step's summary from an earlier push (not a sibling step of this same commit):
      // a new sticky-key in a workflow the pull request changed would shed that state.
      const earlier = comments.items.find(
        (c) =>
          c.user?.login === OWN_LOGIN &&
          typeof c.body === 'string' &&
          c.body.startsWith('<!-- review-gate:summary:') &&
          readEmbeddedData(c.body, 'another step').prior?.head_sha !== this.context.head,
      )
      if (earlier)
        problem = `sticky-key ${key} has no summary comment, but review-gate's summary comment ${earlier.id} of an earlier push exists, and the pull request changes the running workflow`
    }
    if (problem === null && read.prior === null) {
      if (comments.truncated)
        problem = `the pull request has more comments than the ${STICKY_COMMENT_PAGES * 100} read, and review-gate's summary comment is not among them`
      else problem = await this.earlierReview(key, own)
    }
    if (problem !== null) {
      const reset = await this.resetCommand(config, key, own)
      if (reset) {
        this.notes.push(
          `${reset}: this review starts afresh (the previous review's state could not be read: ${problem})`,
        )
        return null
      }
      throw new StateUnreadable(stateProblemMessage(problem))
    }
    if (read.prior)
      this.logger.info(
        `prior review: ${read.prior.findings.length} finding(s) from ${read.prior.where}`,
      )
    return read.prior
  }

  /**
   * What shows that this step reviewed the pull request before although its data is gone: our
   * own finding comments (inline or in a review body) of this step. Null when nothing does.
   */
  private async earlierReview(key: string, own: PostedComment | null): Promise<string | null> {
    const pull = this.context.pullNumber
    if (pull === null || !this.client) return null
    const mine = (c: PostedComment) =>
      c.user?.login === OWN_LOGIN &&
      typeof c.body === 'string' &&
      findFingerprints(c.body).length > 0 &&
      stepOf(c.body) === key
    const inline = (await this.client.listReviewComments(pull)).items.filter(mine)
    const reviews = (await this.client.listReviews(pull)).items.filter(mine)
    this.ownWrites = [...inline, ...reviews]
    if (inline.length + reviews.length === 0) return null
    const what = `${inline.length + reviews.length} of review-gate's own finding comments`
    return own
      ? `summary comment ${own.id} holds no data, but ${what} show an earlier review`
      : `review-gate's summary comment is gone, but ${what} show an earlier review`
  }

  /** Our own comments read by earlierReview: a reset must be newer than all of them. */
  private ownWrites: PostedComment[] = []

  /**
   * Who reset the pull request's carried state, or null: a `/review-gate reset` line by someone
   * the dismiss rule allows, in an unedited comment written after the last thing review-gate
   * wrote here (so a reset is spent by the run that acts on it).
   */
  private async resetCommand(
    config: Config | undefined,
    key: string,
    own: PostedComment | null,
  ): Promise<string | null> {
    const rule: DismissRule = config?.dismiss ?? DEFAULT_DISMISS_RULE
    const stamps = [own, ...this.ownWrites].flatMap((c) => {
      const at =
        c?.updated_at ?? c?.created_at ?? (c as { submitted_at?: string } | null)?.submitted_at
      return at ? [at] : []
    })
    const latest = stamps.sort().at(-1) ?? ''
    for (const comment of await this.pullComments()) {
      if (commandLines(comment.body, 'reset').length === 0) continue
      const who = printable(comment.author)
      const refusal = refusalOf(comment, rule)
      if (refusal) {
        this.notes.push(`reset by ${who} ignored: ${refusal}`)
        continue
      }
      if (!comment.created_at || comment.created_at <= latest) continue
      return `reset by ${who} on ${comment.created_at}${key === 'default' ? '' : ` (sticky-key ${key})`}`
    }
    return null
  }

  /** The login that opened the pull request, from the event; null when it does not say. */
  private pullAuthor(): string | null {
    const login = (this.event as { pull_request?: { user?: { login?: unknown } | null } })
      .pull_request?.user?.login
    return typeof login === 'string' && login !== '' ? login : null
  }

  /**
   * The comments that carry a `/review-gate dismiss` or `reset` command, read again on every run,
   * with each author's repository permission from GitHub now, whether they opened the pull
   * request, and whether the comment was edited. A permission GitHub will not tell is taken as
   * none, and an unknown pull-request author as every author (the command is then ignored with a
   * notice): a dismissal needs positive proof.
   */
  pullComments(): Promise<PullComment[]> {
    this.commandComments ??= this.readPullComments()
    return this.commandComments
  }

  private commandComments: Promise<PullComment[]> | null = null

  private async readPullComments(): Promise<PullComment[]> {
    const comments = await this.issueComments()
    if (comments === null || !this.client) return []
    const commands = comments.items.filter(
      (c) =>
        typeof c.body === 'string' &&
        c.user?.login &&
        c.user.login !== OWN_LOGIN &&
        mentionsCommand(c.body),
    )
    const pullAuthor = this.pullAuthor()
    if (pullAuthor === null && commands.length > 0)
      this.notes.push(
        "the event does not name the pull request's author, so no dismiss or reset command counts",
      )
    const permissions = new Map<string, Permission>()
    const out: PullComment[] = []
    for (const comment of commands) {
      const author = comment.user!.login
      let permission = permissions.get(author)
      if (permission === undefined) {
        if (permissions.size >= MAX_DISMISS_AUTHORS) {
          this.notes.push(
            `dismiss commands by more than ${MAX_DISMISS_AUTHORS} people; the rest were not read`,
          )
          break
        }
        permission = await this.permissionOf(author)
        permissions.set(author, permission)
      }
      out.push({
        author,
        permission,
        body: comment.body!,
        created_at: comment.created_at ?? null,
        by_pull_author: pullAuthor === null || author.toLowerCase() === pullAuthor.toLowerCase(),
        edited:
          comment.updated_at !== undefined &&
          comment.created_at !== undefined &&
          comment.updated_at !== comment.created_at,
      })
    }
    return out
  }

  private async permissionOf(login: string): Promise<Permission> {
    try {
      const role = await this.client!.getCollaboratorPermission(login)
      return (PERMISSIONS as readonly string[]).includes(role) ? (role as Permission) : 'none'
    } catch (error) {
      if (!(error instanceof GitHubApiError)) throw error
      this.notes.push(
        `the permission of ${login} could not be read (${error.message}); their dismiss commands are ignored`,
      )
      return 'none'
    }
  }

  private issueComments(): Promise<{ items: PostedComment[]; truncated: boolean } | null> {
    const pull = this.context.pullNumber
    if (pull === null || !this.client) return Promise.resolve(null)
    this.commentList ??= this.client.listIssueComments(pull, STICKY_COMMENT_PAGES)
    return this.commentList
  }

  async repoExamples(): Promise<CalibrationExample[]> {
    if (this.context.pullNumber === null)
      return loadRepoExamples(join(this.workspace, REPO_EXAMPLES_DIR), REPO_EXAMPLES_DIR)
    return examplesAtCommit(this.git, this.context.base)
  }

  /**
   * REVIEW.md at the repository root: for a pull request from the base commit (a pull request
   * cannot relax its own review), else from the checkout. A missing base commit is a note.
   */
  async reviewGuide(): Promise<{ text: string; where: string } | null> {
    const { context } = this
    if (context.pullNumber === null) {
      const path = join(this.workspace, REVIEW_GUIDE_PATH)
      if (!existsSync(path)) return null
      return { text: readFileSync(path, 'utf8'), where: REVIEW_GUIDE_PATH }
    }
    if (!(await this.git.ensureCommit(context.base))) {
      this.notes.push(
        `the base commit ${context.base.slice(0, 7)} is not in the checkout, so REVIEW.md was not read (the pull request's own copy is never trusted)`,
      )
      return null
    }
    const text = await this.git.readAtCommit(context.base, REVIEW_GUIDE_PATH)
    return text === null
      ? null
      : { text, where: `${REVIEW_GUIDE_PATH} (base ${context.base.slice(0, 7)})` }
  }

  /**
   * Every path the change touches, ignored ones too. Parsed only for a workflow_run (other runs
   * never need it); a diff that does not parse ends the run as an error in the pipeline anyway.
   */
  private changedPaths(): string[] {
    try {
      return parseDiff(this.diffText, 'diff').files.flatMap((f) =>
        f.oldPath ? [f.path, f.oldPath] : [f.path],
      )
    } catch {
      return []
    }
  }

  evidence(config: Config): EvidenceLocation {
    if (this.workflowRun) return this.workflowRunEvidence(config, this.workflowRun)
    return {
      root: this.workspace,
      extraReportGlobs: [],
      evidenceFile: null,
      testCommandRefused: this.context.trustHead
        ? null
        : 'the test command did not run: pull_request_target runs it only with allow-pr-head-code: true',
    }
  }

  /**
   * The reports come from the artifact alone, never from the checkout (the default branch, whose
   * files say nothing about the pull request). They were written by code the pull request
   * controls, so they count only when it left their producers alone.
   */
  private workflowRunEvidence(config: Config, run: WorkflowRunEvidence): EvidenceLocation {
    const distrust: string[] = []
    if (!run.reports.ok) distrust.push(run.reports.reason)
    else
      this.notes.push(
        `test reports: ${run.reports.files.length} file(s) from the artifact of run ${run.runId}`,
      )
    const producers = [
      ...config.evidence.producers,
      ...(run.workflowPath ? [run.workflowPath] : []),
    ]
    const isProducer = picomatch(producers, { dot: true })
    const changed = this.changedPaths().filter((path) => isProducer(path))
    if (changed.length > 0) {
      const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? ', …' : '')
      const why = `the pull request changes ${shown}, which produce or configure its own test reports`
      if (config.evidence.untrusted === 'allow')
        this.notes.push(`${why}; evidence.untrusted: allow takes them anyway`)
      else distrust.push(`${why}, so they are not trusted (evidence.untrusted: allow trusts them)`)
    }
    return {
      root: run.dir,
      extraReportGlobs: run.reports.ok && config.evidence.reports.length === 0 ? ['**/*'] : [],
      evidenceFile: null,
      testCommandRefused:
        "the test command did not run: on workflow_run the pull request's code is never run; its reports come from the triggering run's artifact",
      distrust,
    }
  }
}
