import { basename } from 'node:path'
import { parseConfig } from '../config/load.js'
import type { Config } from '../config/schema.js'
import type { CalibrationExample } from '../examples/types.js'
import type { Git } from '../git/git.js'
import type { PlanContext } from '../payload/plan.js'
import { examplesAtCommit } from '../pipeline/base-examples.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import type { DiffRead, EvidenceLocation, Sources } from '../pipeline/sources.js'
import { localPlan, type LocalPlan } from './local-plan.js'
import { readPriorFile } from './prior-files.js'
import type { RepositoryRef } from '../publish/report.js'
import { REVIEW_GUIDE_PATH } from '../pipeline/review-guide.js'
import { checkoutAtHead, type HeadTreeLocation } from '../pipeline/head-tree.js'

/**
 * The sources of a local branch, reviewed as the action would review its pull request: the
 * config and the calibration examples as of the base commit, the diff `base...head`, and the
 * test evidence from the checkout as it is (reports it holds, or the configured test command).
 */
export class LocalGitSources implements Sources {
  readonly repository: RepositoryRef
  readonly covers: string

  constructor(
    private readonly git: Git,
    private readonly base: string,
    head: string,
    private readonly configPath: string,
    private readonly extraReportGlobs: string[],
    /** `--prior <file>`: a previous run's review.json; null for a first review. */
    private readonly priorPath: string | null = null,
    private readonly planInput: LocalPlan = { plan: null, item: null, cwd: git.cwd },
    /** The head is the checkout's HEAD: its uncommitted edits to touched files get a notice. */
    private readonly headIsCheckout = false,
  ) {
    this.covers = head
    this.repository = { owner: 'local', repo: basename(git.cwd), headSha: head }
  }

  private notes: string[] = []

  drainNotes(): string[] {
    const notes = this.notes
    this.notes = []
    return notes
  }

  priorReview(): Promise<PriorReview | null> {
    if (this.priorPath === null) return Promise.resolve(null)
    return Promise.resolve(readPriorFile(this.priorPath, this.priorPath, this.notes, true))
  }

  /** A local branch has no pull-request conversation: nobody to dismiss anything. */
  pullComments(): Promise<PullComment[]> {
    return Promise.resolve([])
  }

  async baseConfig(): Promise<{ config: Config; where: string }> {
    const text = await this.git.readAtCommit(this.base, this.configPath)
    const where = `${this.configPath} (base ${this.base.slice(0, 7)})`
    return { config: parseConfig(text, where), where: text === null ? 'defaults' : where }
  }

  async diff(): Promise<DiffRead> {
    const result = await this.git.diff(this.base, this.covers)
    if (!result.ok) return { ok: false, error: `git diff failed: ${result.detail}` }
    await this.uncommittedNotice(result.text)
    return {
      ok: true,
      text: result.text,
      decoded: result.decoded,
      source: 'git diff',
      label: `git diff ${this.base.slice(0, 7)}...${this.covers.slice(0, 7)}`,
      notReviewed: [],
      notes: [],
    }
  }

  plan(config: Config): Promise<PlanContext> {
    return localPlan(this.git, { base: this.base, head: this.covers }, this.planInput, config)
  }

  /** Uncommitted edits (staged or not) to files the change touches: reviewed as committed only. */
  private async uncommittedNotice(diffText: string): Promise<void> {
    if (!this.headIsCheckout) return
    const touched = new Set([...diffText.matchAll(/^\+\+\+ b\/(.+)$/gm)].map((m) => m[1]!))
    const status = await this.git.run(['diff', '--name-only', '-z', 'HEAD', '--'], 1_000_000)
    if (status.exitCode !== 0) return
    const dirty = status.stdout
      .toString('utf8')
      .split('\0')
      .filter((path) => touched.has(path))
    if (dirty.length === 0) return
    const shown = dirty.slice(0, 5).join(', ') + (dirty.length > 5 ? ', …' : '')
    this.notes.push(
      `uncommitted changes to ${dirty.length} touched file(s) are not reviewed: ${shown} (the review reads the committed head; commit them to include them)`,
    )
  }

  repoExamples(): Promise<CalibrationExample[]> {
    return examplesAtCommit(this.git, this.base)
  }

  /** REVIEW.md as the base commit has it: the branch cannot relax its own review. */
  async reviewGuide(): Promise<{ text: string; where: string } | null> {
    const text = await this.git.readAtCommit(this.base, REVIEW_GUIDE_PATH)
    return text === null ? null : { text, where: `REVIEW.md (base ${this.base.slice(0, 7)})` }
  }

  /** The working tree, when it is at the head under review (else none, with a note). */
  async headTree(): Promise<HeadTreeLocation | null> {
    const { location, note } = await checkoutAtHead(this.git, this.covers, 'working tree')
    if (note) this.notes.push(note)
    return location
  }

  evidence(): EvidenceLocation {
    return {
      root: this.git.cwd,
      extraReportGlobs: this.extraReportGlobs,
      evidenceFile: null,
      testCommandRefused: null,
    }
  }
}
