import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config/schema.js'
import { REPLIES_DIR } from '../model/replay.js'
import { loadRepoExamples } from '../examples/load.js'
import type { CalibrationExample } from '../examples/types.js'
import type { PlanContext } from '../payload/plan.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import type { DiffRead, EvidenceLocation, Sources } from '../pipeline/sources.js'
import type { HeadTreeLocation } from '../pipeline/head-tree.js'
import type { RepositoryRef } from '../publish/report.js'
import { MAX_REVIEW_GUIDE_BYTES } from '../review-guide/parse.js'
import { readCasePlan, type LoadedCase } from './case.js'
import { readCommentsFile, readPriorFile } from './prior-files.js'

const EXAMPLES_DIR = '.review-gate/rubric-examples'

/**
 * Where a case's recorded model replies are, for the replay provider: its `replies/` folder
 * (`review-1.json` … `review-N.json` for the ensemble's passes in order, `verify.json` for the
 * verifier, `<call>.repair.json` for a repair), else `reply.json` (the single-pass form: it
 * answers the first review call, its repair included). Null when the case holds neither.
 */
export function caseReplayPath(loaded: LoadedCase): string | null {
  const replies = join(loaded.dir, REPLIES_DIR)
  if (existsSync(replies) && statSync(replies).isDirectory()) return replies
  return loaded.replyFile
}

/**
 * The sources of an offline run: a case directory (diff.patch, case.yml, reports/ or
 * evidence.json, rubric-examples/, plan.md, prior/review.json, comments.json). Its case.yml config plays the base commit's config.
 */
export class CaseSources implements Sources {
  readonly repository: RepositoryRef
  readonly covers: string | null
  private notes: string[] = []

  constructor(private readonly loaded: LoadedCase) {
    const head = loaded.spec.head_sha
    this.repository = { owner: 'local', repo: 'case', headSha: head ?? '0000000' }
    this.covers = head ?? null
  }

  drainNotes(): string[] {
    const notes = this.notes
    this.notes = []
    return notes
  }

  /** `prior/review.json`: a previous run's artifact stands in for the summary comment's data. */
  priorReview(): Promise<PriorReview | null> {
    const path = join(this.loaded.dir, 'prior', 'review.json')
    return Promise.resolve(readPriorFile(path, 'prior/review.json', this.notes))
  }

  /** `tree/`: the repository at the head, as `case --repo` wrote it; none without the folder. */
  headTree(): Promise<HeadTreeLocation | null> {
    const root = join(this.loaded.dir, 'tree')
    if (!existsSync(root) || !statSync(root).isDirectory()) return Promise.resolve(null)
    return Promise.resolve({ root, label: 'case tree/', tracked: null })
  }

  /** `comments.json`: the pull request's comments, each with its author's permission. */
  pullComments(): Promise<PullComment[]> {
    return Promise.resolve(
      readCommentsFile(join(this.loaded.dir, 'comments.json'), 'comments.json'),
    )
  }

  baseConfig(): Promise<{ config: Config; where: string }> {
    const where = this.loaded.spec.config || this.loaded.spec.mode ? 'case.yml' : 'defaults'
    return Promise.resolve({ config: this.loaded.config, where })
  }

  diff(): Promise<DiffRead> {
    return Promise.resolve({
      ok: true,
      text: this.loaded.diffText,
      decoded: this.loaded.diffDecoded,
      source: 'case diff.patch',
      label: this.loaded.diffPath,
      notReviewed: [],
      notes: [],
    })
  }

  plan(config: Config): Promise<PlanContext> {
    return Promise.resolve(readCasePlan(this.loaded.dir, this.loaded.spec, config))
  }

  repoExamples(): Promise<CalibrationExample[]> {
    return Promise.resolve(loadRepoExamples(this.loaded.repoExamplesDir, EXAMPLES_DIR))
  }

  /** The case's own REVIEW.md plays the one at the base commit's root. */
  reviewGuide(): Promise<{ text: string; where: string } | null> {
    const path = join(this.loaded.dir, 'REVIEW.md')
    if (!existsSync(path) || !statSync(path).isFile()) return Promise.resolve(null)
    return Promise.resolve({ text: readBounded(path, MAX_REVIEW_GUIDE_BYTES + 1), where: path })
  }

  evidence(): EvidenceLocation {
    return {
      root: this.loaded.dir,
      extraReportGlobs: this.loaded.reportGlobs,
      evidenceFile: this.loaded.evidenceFile,
      // A case is a recorded fixture: its reports/ are committed on purpose.
      allowTrackedReports: true,
      testCommandRefused: null,
    }
  }
}

/** At most `max` bytes of a file: enough for the parser to say the file is over its limit. */
function readBounded(path: string, max: number): string {
  const buffer = Buffer.alloc(max)
  const fd = openSync(path, 'r')
  try {
    const read = readSync(fd, buffer, 0, max, 0)
    return buffer.subarray(0, read).toString('utf8')
  } finally {
    closeSync(fd)
  }
}
