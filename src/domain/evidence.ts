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

/** Most touched source files the coverage list names; `coverage_more` counts the rest. */
export const COVERAGE_FILES_MAX = 50
/** Most tests named per touched file: failing ones first, then by file and name. */
export const COVERAGE_TESTS_MAX = 3

/**
 * Why a test counts for a touched file:
 *   own-test         the test lives in the file itself (the report's file, class name or suite
 *                    is the touched file: inline tests, doctests, a touched test file);
 *   convention       the run's test file is the file's conventional test (`a.ts` → `a.test.ts`,
 *                    `tests/test_a.py`, `evidence.test_patterns`);
 *   report-names-it  the report's file attribute or class name names the file, though the run's
 *                    test file is another;
 *   go-package       the run's Go package is the file's directory;
 *   trace            a frame of the failure's message or trace is in the file;
 *   import           a test file imports it, directly or through re-exporting index files
 *                    (`imported_by` names the test file).
 */
export type CoverageReason =
  'own-test' | 'convention' | 'report-names-it' | 'go-package' | 'trace' | 'import'

/** The order reasons are listed in, whatever order they were found in. */
export const COVERAGE_REASONS: readonly CoverageReason[] = [
  'own-test',
  'convention',
  'report-names-it',
  'go-package',
  'trace',
  'import',
]

export type CoverageStatus = 'passed' | 'failed' | 'errored' | 'skipped' | 'flaky'

export interface CoverageTest {
  /** Test name as the failures list writes it (`suite > name`). */
  test: string
  file: string | null
  status: CoverageStatus
}

/** Which tests counted for one touched file, how they ended, and why they count for it. */
export interface FileCoverage {
  file: string
  /** Every run that counted for the file, by status (`tests` names only the first ones). */
  counts: EvidenceCounts
  /** The first COVERAGE_TESTS_MAX runs: failing before flaky before passed before skipped, then by file and name. */
  tests: CoverageTest[]
  /** Sorted in COVERAGE_REASONS order. */
  why: CoverageReason[]
  /** With `import`: the test file that imports it. */
  imported_by?: string
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
  /**
   * Per touched source file that some test ran for, which tests counted and why: the first
   * COVERAGE_FILES_MAX by path; `coverage_more` counts the others. Absent means none (or evidence
   * recorded before this field existed).
   */
  coverage?: FileCoverage[]
  /** How many more touched source files have test evidence than `coverage` lists. */
  coverage_more?: number
  /**
   * The touched test files' own runs (bounded), kept between the mapping and `collectEvidence`
   * only: a source a touched test imports borrows them as its coverage. The final evidence
   * never carries it.
   */
  touched_tests?: FileCoverage[]
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
