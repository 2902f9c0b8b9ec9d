import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config/schema.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import { loadRepoExamples } from '../examples/load.js'
import type { CalibrationExample } from '../examples/types.js'
import { Git } from '../git/git.js'
import type { GitHubClient } from '../github/client.js'
import type { EventContext } from '../github/context.js'
import type { Logger } from '../logger.js'
import type { PlanContext } from '../payload/plan.js'
import { examplesAtCommit, REPO_EXAMPLES_DIR } from '../pipeline/base-examples.js'
import { REVIEW_GUIDE_PATH } from '../pipeline/review-guide.js'
import type { DiffRead, EvidenceLocation, Sources } from '../pipeline/sources.js'
import { checkoutAtHead, type HeadTreeSource } from '../pipeline/head-tree.js'
import type { RepositoryRef } from '../publish/report.js'
import type { ActionSettings } from '../settings/settings.js'
import { readGitHubDiff } from './github-diff.js'
import { inputsTrust, readBaseConfig, type BaseInput } from './base-config.js'
import { readPriorState } from './prior-state.js'
import { readQueueEntry } from './queue-entry.js'
import type { QueueEntry } from '../gate/reuse.js'
import { pullAuthorOf, PullRequestComments } from './pull-comments.js'
import { remoteHeadTree } from './remote-head-tree.js'
import { actionPlan } from './pull-plan.js'
import { workflowRunEvidence, type WorkflowRunEvidence } from './workflow-run-evidence.js'

export type { WorkflowRunEvidence }

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
  private readonly comments: PullRequestComments

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
    this.comments = new PullRequestComments(
      client,
      context.pullNumber,
      pullAuthorOf(event),
      (text) => this.notes.push(text),
    )
  }

  drainNotes(): string[] {
    const notes = this.notes
    this.notes = []
    return notes
  }

  /** The base's config (./base-config.ts): a pull request cannot lower its own gate. */
  baseConfig(): Promise<{ config: Config; where: string }> {
    return readBaseConfig(this.baseInput(), this.settings.config)
  }

  /** Set by inputsTrust: the inputs may only tighten, and the previous state cannot be shed. */
  private inputsUntrusted = false

  /** Whether the inputs apply as given or only tighten (./base-config.ts). */
  async inputsTrust(workflowRef: string | undefined): Promise<'override' | 'tighten'> {
    const policy = await inputsTrust(this.baseInput(), workflowRef, this.logger)
    this.inputsUntrusted = policy === 'tighten' && this.context.pullNumber !== null
    return policy
  }

  private baseInput(): BaseInput {
    return {
      context: this.context,
      git: this.git,
      workspace: this.workspace,
      note: (text) => this.notes.push(text),
    }
  }

  async diff(): Promise<DiffRead> {
    const read = await readGitHubDiff(this.context, this.client, this.git, this.logger)
    if (read.ok) this.diffText = read.text
    return read
  }

  plan(config: Config): Promise<PlanContext> {
    return actionPlan(
      {
        settings: this.settings,
        workspace: this.workspace,
        pullNumber: this.context.pullNumber,
        event: this.event,
        client: this.client,
        note: (text) => this.notes.push(text),
      },
      config,
    )
  }

  /** The previous review, from our own summary comment (./prior-state.ts); config: who may reset. */
  priorReview(config?: Config): Promise<PriorReview | null> {
    return readPriorState({
      context: this.context,
      client: this.client,
      comments: this.comments,
      stickyKey: this.settings.stickyKey ?? 'default',
      stateSecret: this.settings.stateSecret,
      inputsUntrusted: this.inputsUntrusted,
      config,
      logger: this.logger,
      note: (text) => this.notes.push(text),
    })
  }

  /** merge_group: the queued pull request and its head now (./queue-entry.ts); else null. */
  mergeGroup(): Promise<QueueEntry | null> {
    return readQueueEntry(this.context, this.client)
  }

  /** The `/review-gate dismiss` and `reset` commands, each with what decides whether it counts. */
  pullComments(): Promise<PullComment[]> {
    return this.comments.withCommands()
  }

  /** The repository's calibration examples as of the base commit (pull requests) or the checkout. */
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
   * The checkout, when it is at the head (or GitHub's merge commit of it). On workflow_run the
   * checkout is the default branch: the head commit is read through the API instead, as data.
   */
  async headTree(): Promise<HeadTreeSource | null> {
    if (this.workflowRun)
      return this.client
        ? remoteHeadTree(this.client, this.context.head, (text) => this.notes.push(text))
        : null
    const { location, note } = await checkoutAtHead(this.git, this.context.head)
    if (note) this.notes.push(note)
    return location
  }

  evidence(config: Config): EvidenceLocation {
    if (this.workflowRun)
      return workflowRunEvidence(config, this.workflowRun, this.diffText, (text) =>
        this.notes.push(text),
      )
    return {
      root: this.workspace,
      extraReportGlobs: [],
      evidenceFile: null,
      testCommandRefused: this.context.trustHead
        ? null
        : 'the test command did not run: pull_request_target runs it only with allow-pr-head-code: true',
    }
  }
}
