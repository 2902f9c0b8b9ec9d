import { InputError } from '../errors.js'
import { bound, boundedOrNull, MAX_NAME_CHARS, type ReportLimits } from './limits.js'
import type { TestCaseRun, TestStatus } from './test-runs.js'
import { isRecord } from '../shared/is-record.js'

/**
 * CTRF, the Common Test Report Format (JSON): `results.tests[]` with `name`, `status`
 * (passed|failed|skipped|pending|other), `duration` in ms, and optional `suite`, `filePath`,
 * `line`, `message`, `trace`, `flaky`, `retries`, `rawStatus`.
 */

const STATUSES: Record<string, TestStatus> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  pending: 'skipped',
}

/**
 * `other` is refined from rawStatus: a failure is failed, an interruption errored, a skip skipped.
 * A raw status none of these knows (or none at all) says nothing of how the test ended, so it is
 * errored: read as skipped, a runner's own word for a failure would let a red run pass.
 */
const FAILED_RAW = /^(failed|fail|failure)$/i
const ERRORED_RAW = /^(timedout|timeout|interrupted|broken|error|errored|crashed|aborted)$/i
const SKIPPED_RAW = /^(skipped|skip|pending|todo|disabled|ignored|notrun)$/i

export function parseCtrf(text: string, where: string, limits: ReportLimits): TestCaseRun[] {
  let doc: unknown
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (err) {
    throw new InputError(`invalid JSON: ${(err as Error).message}`, where)
  }
  const results = field(doc, 'results')
  const tests = field(results, 'tests')
  if (!isRecord(doc) || !isRecord(results) || !Array.isArray(tests)) {
    throw new InputError('not a CTRF report: expected an object with results.tests[]', where)
  }
  if (tests.length > limits.maxCases) {
    throw new InputError(`more than ${limits.maxCases} test cases in one report`, where)
  }
  const runs = tests.map((test, index) => toRun(test, `${where}: results.tests[${index}]`, limits))
  return withDeclaredFloor(runs, field(results, 'summary'), where)
}

/**
 * `results.summary` is the reporter's own count: a floor. More failed than the tests show is one
 * errored run of its own; tests declared and none listed is an error (unknown evidence).
 */
function withDeclaredFloor(runs: TestCaseRun[], summary: unknown, where: string): TestCaseRun[] {
  if (!isRecord(summary)) return runs
  const count = (key: string): number => {
    const value = summary[key]
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0
  }
  if (count('tests') > 0 && runs.length === 0) {
    throw new InputError(
      `the report declares ${count('tests')} test(s) in results.summary but results.tests is empty`,
      where,
    )
  }
  const seen = runs.filter((r) => r.status === 'failed' || r.status === 'errored').length
  const declared = count('failed')
  if (declared <= seen) return runs
  return [
    ...runs,
    {
      suite: '',
      name: '(the test run)',
      classname: null,
      file: null,
      line: null,
      status: 'errored',
      durationMs: null,
      message: `results.summary declares ${declared} failed test(s) but results.tests shows ${seen}`,
      trace: null,
    },
  ]
}

function toRun(test: unknown, at: string, limits: ReportLimits): TestCaseRun {
  if (!isRecord(test)) throw new InputError(`${at}: expected an object`)
  const name = test.name
  if (typeof name !== 'string' || name === '') {
    throw new InputError(`${at}.name: expected a non-empty string`)
  }
  const rawStatus = test.status
  let status: TestStatus | undefined =
    typeof rawStatus === 'string' ? STATUSES[rawStatus.toLowerCase()] : undefined
  // Why an `other` test counts as errored, when its rawStatus is no outcome known here.
  let unknownOther: string | null = null
  if (rawStatus === 'other') {
    const refined = otherStatus(test.rawStatus)
    if (refined === null) unknownOther = unknownOtherReason(test.rawStatus)
    status = refined ?? 'errored'
  }
  if (status === undefined) {
    throw new InputError(
      `${at}.status: expected passed, failed, skipped, pending or other, got ${describe(rawStatus)}`,
    )
  }
  if (status === 'passed' && test.flaky === true) status = 'flaky'
  const failing = status === 'failed' || status === 'errored'
  const trace = failing ? boundedOrNull(str(test.trace), limits.maxTraceChars) : null
  const given = failing ? (str(test.message) ?? trace?.split('\n', 1)[0] ?? null) : null
  const message = boundedOrNull(
    unknownOther && given ? `${unknownOther}: ${given}` : (unknownOther ?? given),
    limits.maxMessageChars,
  )
  return {
    suite: bound(suiteName(test.suite), MAX_NAME_CHARS),
    name: bound(name, MAX_NAME_CHARS),
    classname: null,
    file: str(test.filePath),
    line:
      typeof test.line === 'number' && Number.isInteger(test.line) && test.line > 0
        ? test.line
        : null,
    status,
    durationMs:
      typeof test.duration === 'number' && Number.isFinite(test.duration) && test.duration >= 0
        ? test.duration
        : null,
    message,
    trace,
  }
}

/** The outcome an `other` test's rawStatus names; null when it names none known here. */
function otherStatus(raw: unknown): TestStatus | null {
  if (typeof raw !== 'string') return null
  if (FAILED_RAW.test(raw)) return 'failed'
  if (ERRORED_RAW.test(raw)) return 'errored'
  if (SKIPPED_RAW.test(raw)) return 'skipped'
  return null
}

function unknownOtherReason(raw: unknown): string {
  const named = raw === undefined ? 'without a rawStatus' : `with rawStatus ${describe(raw)}`
  return `status "other" ${named}: how the test ended is unknown`
}

/** `suite` is a string in older CTRF and a path of names in newer. */
function suiteName(suite: unknown): string {
  if (typeof suite === 'string') return suite
  if (Array.isArray(suite)) return suite.filter((s) => typeof s === 'string').join(' > ')
  return ''
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) && Object.prototype.hasOwnProperty.call(value, key)
    ? value[key]
    : undefined
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(bound(value, 40)) : String(value)
}
