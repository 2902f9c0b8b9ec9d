/**
 * Test evidence: what the reports or the test command say about the tests relevant to the
 * touched files. `Evidence` is the JSON a case's evidence.json holds and `review-gate evidence`
 * prints (snake_case: it is a file format).
 */

export type ReportFormat = 'junit' | 'ctrf' | 'trx' | 'tap' | 'go-test-json'

export interface ReportTotals {
  tests: number
  passed: number
  failed: number
  errored: number
  skipped: number
  flaky: number
}

export type TestsPass = true | false | 'unknown'

export type EvidenceScope = 'suite' | 'touched'

/** Most failing tests unrelated to the touched files that the evidence lists by name. */
export const OTHER_FAILURES_MAX = 50

export interface EvidenceFailure {
  /** Test name as `suite > name` or the runner's own full name. */
  test: string
  /** Repository-relative test file, when known. */
  file: string | null
  line: number | null
  status: 'failed' | 'errored'
  /** Bounded message. */
  message: string
}

export interface FlakyTest {
  test: string
  file: string | null
  /** Why it is flaky: passed on rerun within one report, or failed in one report and passed in another. */
  reason: 'rerun-passed' | 'mixed-reports'
}

export interface EvidenceCounts {
  passed: number
  failed: number
  errored: number
  skipped: number
  flaky: number
}

export interface EvidenceSource {
  kind: 'reports' | 'command' | 'file' | 'none'
  /** Cache state when the test command was involved: HIT reused, MISS ran. */
  cache: 'HIT' | 'MISS' | null
  /** Age of a cached result in seconds, on a HIT. */
  age_seconds: number | null
  /** What the evidence covers: the commit under review, or the content hash of the touched files. */
  covers: string | null
  detail: string | null
}

export interface ReportSummary {
  path: string
  format: ReportFormat | null
  totals?: ReportTotals
  /** Why the report could not be read; totals are absent then. */
  error?: string
}

export interface Evidence {
  tests_pass: TestsPass
  counts: EvidenceCounts
  failures: EvidenceFailure[]
  flaky: FlakyTest[]
  /** Touched source files with no relevant test at all. */
  untested_files: string[]
  source: EvidenceSource
  /** Things a person should know: a glob that matched nothing, a timeout, a corrupt cache. */
  notices: string[]
  reports?: ReportSummary[]
  all?: ReportTotals
  /**
   * Failing or errored runs in the reports that the mapping relates to no touched file, bounded
   * (the first OTHER_FAILURES_MAX by file and line); `other_failing` counts them all. Under the
   * default `evidence.scope: suite` each one makes the evidence red: a red suite never passes.
   */
  other_failures?: EvidenceFailure[]
  /** How many failing runs no touched file relates to (other_failures lists the first ones). */
  other_failing?: number
  /**
   * Which failing tests count for the gate: `suite` (every failing test of the run, the default)
   * or `touched` (only those related to the touched files: the base config's loosening).
   */
  scope?: EvidenceScope
  /**
   * Why the evidence cannot be trusted as a pass or a fail: an unreadable report, a command that
   * could not start or exited non-zero with no failing test, every relevant test skipped, a
   * record made for another commit. Non-empty means the evidence is unknown, whatever
   * `tests_pass` says; the gate fails on it unless `evidence.unknown: warn`. Absent means none.
   */
  unknown_reasons?: string[]
}

export const NO_EVIDENCE: Evidence = {
  tests_pass: 'unknown',
  counts: { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 },
  failures: [],
  flaky: [],
  untested_files: [],
  source: { kind: 'none', cache: null, age_seconds: null, covers: null, detail: null },
  notices: [],
  unknown_reasons: [],
}
