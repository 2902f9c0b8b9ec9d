import type { Config } from '../config/schema.js'
import type { Evidence } from '../domain/evidence.js'
import type { Logger } from '../logger.js'
import type { ReportLimits } from './limits.js'
import type { StateSigner } from '../shared/state-signature.js'

/** What `collectEvidence` needs; shared by the modules that gather each source. */
export interface CollectEvidenceInput {
  /** Absolute path of the checkout (or case directory); globs and paths are relative to it. */
  repoRoot: string
  /** Repository-relative paths of the files the change adds or modifies (leave deleted files out). */
  touched: string[]
  /** The `evidence` section of the config. */
  config: Config['evidence']
  /** Report globs: the `test-reports` input, else `evidence.reports`. */
  reportGlobs: string[]
  /** The test command: the `test-command` input, else `evidence.command`; null for none. */
  command: string | null
  /** `refresh-tests`: ignore the cache and run. */
  refresh: boolean
  /**
   * Absolute directory of the test cache, outside the checkout: the action passes
   * `$RUNNER_TEMP/review-gate/cache`, the CLI `--cache-dir` or a temporary folder. A location
   * the pull request could control (tracked, a link, behind a link) is refused.
   */
  cacheDir: string
  /** `state-secret`: the test cache's entries are signed, and unsigned ones are a MISS. */
  signer?: StateSigner | null
  /** The clock, for the cache's age and TTL. */
  now: Date
  /** What the evidence is for: the head commit SHA, or a content hash; stated in `source.covers`. */
  covers: string | null
  /** The environment the test command's allow-list picks from (the shell passes process.env). */
  env: Record<string, string | undefined>
  logger: Logger
  /** An evidence JSON to use when there are neither reports nor a command. */
  evidenceFile?: string
  /**
   * Read report files git tracks (default false: a tracked report was written by the pull
   * request, not by this run's tests, and is refused as unknown). True only for a case
   * directory, a recorded fixture whose reports are committed on purpose.
   */
  allowTrackedReports?: boolean
  /**
   * Removes every secret the run knows of (evidence.env values among them) from evidence before a
   * cache entry is written; the run passes its redactor.
   */
  redact?: (evidence: Evidence) => Evidence
  /** Report parsing bounds; defaults are DEFAULT_LIMITS. */
  limits?: Partial<ReportLimits>
}
