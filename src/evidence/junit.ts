import { InputError } from '../errors.js'
import { bound, boundedOrNull, MAX_NAME_CHARS, parseDuration, type ReportLimits } from './limits.js'
import type { TestCaseRun, TestStatus } from './types.js'
import { SafeXmlStream, XML_CHUNK_CHARS, type StreamingReportParser } from './xml-stream.js'

/**
 * JUnit XML as the common runners write it (jest-junit, vitest, mocha, Playwright, pytest,
 * go-junit-report, gotestsum, Maven Surefire/Failsafe, Gradle, PHPUnit, the .NET JUnit logger).
 *
 * Counting follows what the runners mean, not what they declare: every <testcase> at any depth is
 * one run (declared tests=/failures= are ignored, repeated names are kept apart); a <failure> or
 * <error> child makes it failed or errored and wins over skipped; <skipped> or a status of
 * disabled/notrun/skipped/ignored makes it skipped; a case whose only failures are Surefire's
 * <flakyFailure>/<flakyError> passed on a rerun and is flaky; <rerunFailure>/<rerunError> alone
 * (no final verdict) counts as failed, so a red run is never read as green.
 */

const SKIP_STATUSES = new Set(['disabled', 'notrun', 'skipped', 'skip', 'ignored'])
const FAILURE_ELEMENTS = new Set(['failure', 'error'])
const FLAKY_ELEMENTS = new Set(['flakyFailure', 'flakyError'])
const RERUN_ELEMENTS = new Set(['rerunFailure', 'rerunError'])

interface SuiteFrame {
  name: string
  file: string | null
}

interface OpenCase {
  attrs: Record<string, string>
  suite: SuiteFrame
  failure: 'failure' | 'error' | null
  message: string | null
  trace: string | null
  skipped: boolean
  flaky: boolean
  rerunFailed: boolean
}

/** Where the element text being collected will go. */
interface Capture {
  owner: OpenCase
  element: string
  message: string | null
}

export function createJunitParser(where: string, limits: ReportLimits): StreamingReportParser {
  const cases: TestCaseRun[] = []
  const suites: SuiteFrame[] = []
  const openCases: OpenCase[] = []
  let capture: Capture | null = null
  let captured = ''
  let depth = 0

  const stream: SafeXmlStream = new SafeXmlStream(
    where,
    limits,
    {
      open(name, attrs) {
        depth++
        if (depth === 1 && name !== 'testsuites' && name !== 'testsuite') {
          throw new InputError(
            `${where}:1: the root element <${bound(name, 60)}> is not JUnit's <testsuites> or <testsuite>`,
            where,
          )
        }
        if (name === 'testsuite') {
          const parent = suites[suites.length - 1]
          suites.push({
            name: bound(attrs.name ?? '', MAX_NAME_CHARS),
            file: attrs.file ?? attrs.filepath ?? parent?.file ?? null,
          })
          return
        }
        if (name === 'testcase') {
          openCases.push({
            attrs,
            suite: suites[suites.length - 1] ?? { name: '', file: null },
            failure: null,
            message: null,
            trace: null,
            skipped: false,
            flaky: false,
            rerunFailed: false,
          })
          return
        }
        const current = openCases[openCases.length - 1]
        if (!current || capture) return
        if (FAILURE_ELEMENTS.has(name)) {
          const kind = name as 'failure' | 'error'
          // A failure wins over an error in the same case; the first of each kind is kept.
          if (current.failure === 'failure' || current.failure === kind) return
          current.failure = kind
          startCapture(current, name, attrs.message ?? null)
        } else if (name === 'skipped') {
          current.skipped = true
        } else if (FLAKY_ELEMENTS.has(name)) {
          current.flaky = true
        } else if (RERUN_ELEMENTS.has(name)) {
          current.rerunFailed = true
          if (current.failure === null) {
            current.message ??= attrs.message ?? null
          }
        }
      },
      close(name) {
        depth--
        if (capture && name === capture.element) finishCapture()
        if (name === 'testsuite') suites.pop()
        else if (name === 'testcase') {
          const done = openCases.pop()
          if (done) pushCase(done)
        }
      },
      text(text) {
        if (captured.length < limits.maxTraceChars) captured += text
      },
    },
    limits.maxTraceChars + 1,
  )

  function startCapture(owner: OpenCase, element: string, message: string | null): void {
    capture = { owner, element, message }
    captured = ''
    stream.wantText(true)
  }

  function finishCapture(): void {
    const { owner, message } = capture!
    const trace = boundedOrNull(captured, limits.maxTraceChars)
    owner.trace = trace
    owner.message = boundedOrNull(message ?? firstLine(trace), limits.maxMessageChars)
    capture = null
    captured = ''
    stream.wantText(false)
  }

  function pushCase(open: OpenCase): void {
    if (cases.length >= limits.maxCases) {
      throw new InputError(`more than ${limits.maxCases} test cases in one report`, where)
    }
    const { attrs } = open
    const status = statusOf(open)
    const failing = status === 'failed' || status === 'errored'
    cases.push({
      suite: open.suite.name,
      name: bound(attrs.name ?? '(unnamed)', MAX_NAME_CHARS),
      classname: attrs.classname ? bound(attrs.classname, MAX_NAME_CHARS) : null,
      file: attrs.file ?? attrs.filepath ?? open.suite.file,
      line: positiveInt(attrs.line),
      status,
      durationMs: parseDuration(attrs.time),
      message: failing ? open.message : null,
      trace: failing ? open.trace : null,
    })
  }

  return {
    write: (chunk) => stream.write(chunk),
    end: () => {
      stream.end()
      return cases
    },
  }
}

function statusOf(open: OpenCase): TestStatus {
  if (open.failure === 'failure') return 'failed'
  if (open.failure === 'error') return 'errored'
  if (open.rerunFailed) return 'failed'
  if (open.flaky) return 'flaky'
  const declared = (open.attrs.status ?? open.attrs.result ?? '').toLowerCase()
  if (open.skipped || SKIP_STATUSES.has(declared)) return 'skipped'
  return 'passed'
}

function firstLine(text: string | null): string | null {
  if (!text) return null
  const line = text.split('\n', 1)[0]!.trim()
  return line === '' ? null : line
}

export function positiveInt(raw: string | undefined | null): number | null {
  if (!raw || !/^\s*\d{1,9}\s*$/.test(raw)) return null
  const value = Number(raw)
  return value > 0 ? value : null
}

/** Parses a whole JUnit document held in memory, fed in chunks exactly as a file would be. */
export function parseJunit(text: string, where: string, limits: ReportLimits): TestCaseRun[] {
  const parser = createJunitParser(where, limits)
  for (let i = 0; i < text.length; i += XML_CHUNK_CHARS) {
    parser.write(text.slice(i, i + XML_CHUNK_CHARS))
  }
  return parser.end()
}
