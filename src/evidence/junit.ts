import { InputError } from '../errors.js'
import { bound, boundedOrNull, MAX_NAME_CHARS, parseDuration, type ReportLimits } from './limits.js'
import type { TestCaseRun, TestStatus } from './types.js'
import { feed, SafeXmlStream, type CaseSink, type StreamingReportParser } from './xml-stream.js'

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

interface SuiteFrame {
  name: string
  file: string | null
}

/** A <testcase> between its open and close tags: only the attributes we keep, and flags. */
interface OpenCase {
  suite: SuiteFrame
  name: string
  classname: string | null
  file: string | null
  line: string | undefined
  time: string | undefined
  declared: string | undefined
  failure: 'failure' | 'error' | null
  message: string | null
  trace: string | null
  skipped: boolean
  flaky: boolean
  rerunFailed: boolean
}

const NO_SUITE: SuiteFrame = { name: '', file: null }

export function createJunitParser(where: string, limits: ReportLimits, sink: CaseSink): StreamingReportParser {
  const suites: SuiteFrame[] = []
  const openCases: OpenCase[] = []
  let emitted = 0
  let depth = 0
  // The failure element whose text is being collected, and for which case.
  let captureOwner: OpenCase | null = null
  let captureElement = ''
  let captureMessage: string | null = null
  let captured = ''

  const stream: SafeXmlStream = new SafeXmlStream(
    where,
    limits,
    {
      open(name, attrs) {
        if (++depth === 1 && name !== 'testsuites' && name !== 'testsuite') {
          throw new InputError(
            `${where}:1: the root element <${bound(name, 60)}> is not JUnit's <testsuites> or <testsuite>`,
            where,
          )
        }
        if (name === 'testcase') {
          const classname = attrs.classname
          openCases.push({
            suite: suites[suites.length - 1] ?? NO_SUITE,
            name: attrs.name === undefined ? '(unnamed)' : bound(attrs.name, MAX_NAME_CHARS),
            classname: classname ? bound(classname, MAX_NAME_CHARS) : null,
            file: attrs.file ?? attrs.filepath ?? null,
            line: attrs.line,
            time: attrs.time,
            declared: attrs.status ?? attrs.result,
            failure: null,
            message: null,
            trace: null,
            skipped: false,
            flaky: false,
            rerunFailed: false,
          })
          return
        }
        if (name === 'testsuite') {
          const parent = suites[suites.length - 1]
          suites.push({
            name: bound(attrs.name ?? '', MAX_NAME_CHARS),
            file: attrs.file ?? attrs.filepath ?? parent?.file ?? null,
          })
          return
        }
        const current = openCases[openCases.length - 1]
        if (!current || captureOwner) return
        switch (name) {
          case 'failure':
          case 'error':
            // A failure wins over an error in the same case; the first of each kind is kept.
            if (current.failure === 'failure' || current.failure === name) return
            current.failure = name
            captureOwner = current
            captureElement = name
            captureMessage = attrs.message ?? null
            captured = ''
            stream.wantText(true)
            return
          case 'skipped':
            current.skipped = true
            return
          case 'flakyFailure':
          case 'flakyError':
            current.flaky = true
            return
          case 'rerunFailure':
          case 'rerunError':
            current.rerunFailed = true
            if (current.failure === null) current.message ??= attrs.message ?? null
            return
        }
      },
      close(name) {
        depth--
        if (captureOwner && name === captureElement) {
          const trace = boundedOrNull(captured, limits.maxTraceChars)
          captureOwner.trace = trace
          captureOwner.message = boundedOrNull(captureMessage ?? firstLine(trace), limits.maxMessageChars)
          captureOwner = null
          captured = ''
          stream.wantText(false)
        }
        if (name === 'testcase') {
          const done = openCases.pop()
          if (done) emit(done)
        } else if (name === 'testsuite') {
          suites.pop()
        }
      },
      text(text) {
        if (captured.length < limits.maxTraceChars) captured += text
      },
    },
    limits.maxTraceChars + 1,
  )

  function emit(open: OpenCase): void {
    if (++emitted > limits.maxCases) {
      throw new InputError(`more than ${limits.maxCases} test cases in one report`, where)
    }
    const status = statusOf(open)
    const failing = status === 'failed' || status === 'errored'
    sink({
      suite: open.suite.name,
      name: open.name,
      classname: open.classname,
      file: open.file ?? open.suite.file,
      line: positiveInt(open.line),
      status,
      durationMs: parseDuration(open.time),
      message: failing ? open.message : null,
      trace: failing ? open.trace : null,
    })
  }

  return {
    write: (chunk) => stream.write(chunk),
    end: () => stream.end(),
  }
}

function statusOf(open: OpenCase): TestStatus {
  if (open.failure === 'failure') return 'failed'
  if (open.failure === 'error') return 'errored'
  if (open.rerunFailed) return 'failed'
  if (open.flaky) return 'flaky'
  if (open.skipped) return 'skipped'
  if (open.declared !== undefined && SKIP_STATUSES.has(open.declared.toLowerCase())) return 'skipped'
  return 'passed'
}

function firstLine(text: string | null): string | null {
  if (!text) return null
  const line = text.split('\n', 1)[0]!.trim()
  return line === '' ? null : line
}

export function positiveInt(raw: string | undefined | null): number | null {
  if (!raw || raw.length > 12 || !/^\s*\d{1,9}\s*$/.test(raw)) return null
  const value = Number(raw)
  return value > 0 ? value : null
}

/** Parses a whole JUnit document held in memory, fed in chunks exactly as a file would be. */
export function parseJunit(text: string, where: string, limits: ReportLimits): TestCaseRun[] {
  const cases: TestCaseRun[] = []
  feed(createJunitParser(where, limits, (run) => cases.push(run)), text)
  return cases
}
