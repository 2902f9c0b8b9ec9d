import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseConfig } from '../config/load.js'
import type { Config } from '../config/schema.js'
import { InputError } from '../errors.js'
import { loadRepoExamples } from '../examples/load.js'
import type { CalibrationExample } from '../examples/types.js'
import { Git } from '../git/git.js'
import type { GitHubClient } from '../github/client.js'
import { GitHubApiError } from '../github/failures.js'
import type { EventContext } from '../github/context.js'
import { fetchCompareDiff, fetchPullRequestDiff } from '../github/diff-source.js'
import type { Logger } from '../logger.js'
import { closedIssueNumbers, extractPlanItem, type PlanContext } from '../payload/plan.js'
import { examplesAtCommit, REPO_EXAMPLES_DIR } from '../pipeline/base-examples.js'
import type { DiffRead, EvidenceLocation, Sources } from '../pipeline/sources.js'
import type { RepositoryRef } from '../publish/report.js'
import type { ActionSettings } from '../settings/settings.js'

/** Most linked issues read into the plan context. */
const MAX_LINKED_ISSUES = 5

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

  constructor(
    private readonly context: EventContext,
    private readonly event: unknown,
    private readonly settings: ActionSettings,
    private readonly client: GitHubClient | null,
    private readonly workspace: string,
    private readonly logger: Logger,
    serverUrl: string | undefined,
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

  /** For pull requests from the base commit (a pull request cannot lower its own gate). */
  async baseConfig(): Promise<{ config: Config; where: string }> {
    const { context, settings } = this
    const fromBase = context.pullNumber !== null
    let text: string | null
    if (fromBase) {
      if (await this.git.ensureCommit(context.base)) {
        text = await this.git.readAtCommit(context.base, settings.config)
      } else {
        this.notes.push(
          `the base commit ${context.base.slice(0, 7)} is not in the checkout, so ${settings.config} was not read (the pull request's own copy is never trusted); using the defaults`,
        )
        text = null
      }
    } else {
      const path = resolve(this.workspace, settings.config)
      text = existsSync(path) ? readFileSync(path, 'utf8') : null
    }
    const where = fromBase
      ? `${settings.config} (base ${context.base.slice(0, 7)})`
      : settings.config
    return { config: parseConfig(text, where), where: text === null ? 'defaults' : where }
  }

  async diff(): Promise<DiffRead> {
    const { context, client } = this
    const label = (source: string) => `${source} of ${context.base}...${context.head}`
    const local = await this.git.diff(context.base, context.head)
    if (local.ok) {
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
  async repoExamples(): Promise<CalibrationExample[]> {
    if (this.context.pullNumber === null)
      return loadRepoExamples(join(this.workspace, REPO_EXAMPLES_DIR), REPO_EXAMPLES_DIR)
    return examplesAtCommit(this.git, this.context.base)
  }

  evidence(): EvidenceLocation {
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
