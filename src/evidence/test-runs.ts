import type { ReportFormat } from '../domain/evidence.js'

/** What the report parsers read, before it is mapped to the touched files' `Evidence`. */

export type TestStatus = 'passed' | 'failed' | 'errored' | 'skipped' | 'flaky'

/** One run of one test case as a report records it. Repeated names are separate runs. */
export interface TestCaseRun {
  suite: string
  name: string
  classname: string | null
  /** The test's file as the report names it (not yet normalized to the repository root). */
  file: string | null
  line: number | null
  status: TestStatus
  durationMs: number | null
  /** Bounded failure message, when failed or errored. */
  message: string | null
  /** Bounded failure trace, when failed or errored. */
  trace: string | null
}

export interface ParsedReport {
  /** Repository-relative path of the report file. */
  path: string
  format: ReportFormat
  cases: TestCaseRun[]
}
