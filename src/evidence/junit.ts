import { InputError } from '../errors.js'
import { bound, boundedOrNull, MAX_NAME_CHARS, parseDuration, type ReportLimits } from './limits.js'
import type { TestCaseRun, TestStatus } from './test-runs.js'
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

// What a <testcase> has shown so far, as bits (one number per open case, not an object).
const FAILURE = 1
const ERROR = 2
const SKIPPED = 4
const FLAKY = 8
const RERUN_FAILED = 16

const NO_SUITE: SuiteFrame = { name: '', file: null }

export function createJunitParser(
  where: string,
  limits: ReportLimits,
  sink: CaseSink,
): StreamingReportParser {
  const suites: SuiteFrame[] = []
  // The open <testcase> runs (nested cases are rare but legal) and their flags.
  const openRuns: TestCaseRun[] = []
  const openFlags: number[] = []
  let emitted = 0
  let depth = 0
  // The failure element whose text is being collected, and for which run.
  let captureOwner: TestCaseRun | null = null
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
          const suite = suites[suites.length - 1] ?? NO_SUITE
          const classname = attrs.classname
          const declared = attrs.status ?? attrs.result
          openRuns.push({
            suite: suite.name,
            name: attrs.name === undefined ? '(unnamed)' : bound(attrs.name, MAX_NAME_CHARS),
            classname: classname ? bound(classname, MAX_NAME_CHARS) : null,
            file: attrs.file ?? attrs.filepath ?? suite.file,
            line: positiveInt(attrs.line),
            status: 'passed',
            durationMs: parseDuration(attrs.time),
            message: null,
            trace: null,
          })
          openFlags.push(
            declared !== undefined && SKIP_STATUSES.has(declared.toLowerCase()) ? SKIPPED : 0,
          )
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
        const top = openRuns.length - 1
        if (top < 0 || captureOwner) return
        const flags = openFlags[top]!
        switch (name) {
          case 'failure':
          case 'error': {
            const bit = name === 'failure' ? FAILURE : ERROR
            // A failure wins over an error in the same case; the first of each kind is kept.
            if (flags & (FAILURE | bit)) return
            openFlags[top] = flags | bit
            captureOwner = openRuns[top]!
            captureElement = name
            captureMessage = attrs.message ?? null
            captured = ''
            stream.wantText(true)
            return
          }
          case 'skipped':
            openFlags[top] = flags | SKIPPED
            return
          case 'flakyFailure':
          case 'flakyError':
            openFlags[top] = flags | FLAKY
            return
          case 'rerunFailure':
          case 'rerunError': {
            openFlags[top] = flags | RERUN_FAILED
            const run = openRuns[top]!
            if (!(flags & (FAILURE | ERROR))) run.message ??= attrs.message ?? null
            return
          }
        }
      },
      close(name) {
        depth--
        if (captureOwner && name === captureElement) {
          const trace = boundedOrNull(captured, limits.maxTraceChars)
          captureOwner.trace = trace
          captureOwner.message = boundedOrNull(
            captureMessage ?? firstLine(trace),
            limits.maxMessageChars,
          )
          captureOwner = null
          captured = ''
          stream.wantText(false)
        }
        if (name === 'testcase') {
          const run = openRuns.pop()
          const flags = openFlags.pop()
          if (run) emit(run, flags!)
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

  function emit(run: TestCaseRun, flags: number): void {
    if (++emitted > limits.maxCases) {
      throw new InputError(`more than ${limits.maxCases} test cases in one report`, where)
    }
    run.status = statusOf(flags)
    if (run.status !== 'failed' && run.status !== 'errored') {
      run.message = null
      run.trace = null
    }
    sink(run)
  }

  return {
    write: (chunk) => stream.write(chunk),
    end: () => stream.end(),
  }
}

function statusOf(flags: number): TestStatus {
  if (flags & FAILURE) return 'failed'
  if (flags & ERROR) return 'errored'
  if (flags & RERUN_FAILED) return 'failed'
  if (flags & FLAKY) return 'flaky'
  if (flags & SKIPPED) return 'skipped'
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
  feed(
    createJunitParser(where, limits, (run) => cases.push(run)),
    text,
  )
  return cases
}
