import { InputError } from '../errors.js'
import { bound, boundedOrNull, MAX_NAME_CHARS, parseTimeSpan, type ReportLimits } from './limits.js'
import type { TestCaseRun, TestStatus } from './test-runs.js'
import { feed, SafeXmlStream, type CaseSink, type StreamingReportParser } from './xml-stream.js'

/**
 * Visual Studio test results (`dotnet test --logger trx`). Results come before the definitions
 * that name each test's class, so results are held (bounded) until the document ends. A
 * data-driven result with <InnerResults> is represented by its inner results only.
 */

const OUTCOMES: Record<string, TestStatus> = {
  passed: 'passed',
  completed: 'passed',
  warning: 'passed',
  failed: 'failed',
  error: 'errored',
  timeout: 'errored',
  aborted: 'errored',
  disconnected: 'errored',
  notexecuted: 'skipped',
  inconclusive: 'skipped',
  notrunnable: 'skipped',
  pending: 'skipped',
  // The run stopped around this test: it passed but the run aborted after it, or it never ended.
  passedbutrunaborted: 'errored',
  inprogress: 'errored',
}

const STOPPED_MESSAGES: Record<string, string> = {
  passedbutrunaborted: 'passed, but the test run aborted after it',
  inprogress: 'still in progress when the run ended: it never finished',
}

/**
 * ResultSummary outcomes that say the run as a whole did not finish green: a test host that
 * crashed (Disconnected) or a run that stopped early counts too.
 */
const RED_RUN_OUTCOMES = new Set([
  'aborted',
  'error',
  'failed',
  'timeout',
  'disconnected',
  'passedbutrunaborted',
  'inprogress',
])

interface OpenResult {
  testId: string
  name: string
  outcome: TestStatus
  durationMs: number | null
  message: string | null
  trace: string | null
  hasInner: boolean
}

export function createTrxParser(
  where: string,
  limits: ReportLimits,
  sink: CaseSink,
): StreamingReportParser {
  const results: OpenResult[] = []
  const open: OpenResult[] = []
  const classOf = new Map<string, string>()
  let definition: string | null = null
  let capturing: 'Message' | 'StackTrace' | null = null
  let captured = ''
  let depth = 0
  // <ResultSummary><Counters>: the run's own totals, a floor for what its results show.
  let declared: { total: number; failing: number } | null = null
  // <ResultSummary outcome>: the run's own verdict, red even when no single result failed.
  let runOutcome: string | null = null

  const stream: SafeXmlStream = new SafeXmlStream(
    where,
    limits,
    {
      open(name, attrs) {
        depth++
        if (depth === 1 && name !== 'TestRun') {
          throw new InputError(
            `${where}:1: the root element <${bound(name, 60)}> is not a TRX <TestRun>`,
            where,
          )
        }
        const current = open[open.length - 1]
        if (name === 'UnitTestResult') {
          if (current) current.hasInner = true
          const raw = (attrs.outcome ?? '').toLowerCase()
          const outcome = OUTCOMES[raw]
          open.push({
            testId: attrs.testId ?? '',
            name: bound(attrs.testName ?? '(unnamed)', MAX_NAME_CHARS),
            // An unknown outcome is no evidence of a pass.
            outcome: outcome ?? 'skipped',
            durationMs: parseTimeSpan(attrs.duration),
            message: STOPPED_MESSAGES[raw] ?? null,
            trace: null,
            hasInner: false,
          })
        } else if ((name === 'Message' || name === 'StackTrace') && current && !capturing) {
          capturing = name
          captured = ''
          stream.wantText(true)
        } else if (name === 'ResultSummary') {
          runOutcome = attrs.outcome ?? null
        } else if (name === 'Counters') {
          const n = (key: string): number => {
            const raw = attrs[key]
            return raw !== undefined && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : 0
          }
          declared = {
            total: n('total'),
            failing:
              n('failed') +
              n('error') +
              n('timeout') +
              n('aborted') +
              n('disconnected') +
              n('passedButRunAborted') +
              n('inProgress'),
          }
        } else if (name === 'UnitTest') {
          definition = attrs.id ?? null
        } else if (name === 'TestMethod' && definition !== null && attrs.className) {
          classOf.set(definition, bound(attrs.className, MAX_NAME_CHARS))
        }
      },
      close(name) {
        depth--
        const current = open[open.length - 1]
        if (capturing && name === capturing) {
          if (current && name === 'Message') {
            current.message ??= boundedOrNull(captured, limits.maxMessageChars)
          } else if (current) {
            current.trace ??= boundedOrNull(captured, limits.maxTraceChars)
          }
          capturing = null
          captured = ''
          stream.wantText(false)
        } else if (name === 'UnitTestResult') {
          const done = open.pop()
          if (done && !done.hasInner) {
            if (results.length >= limits.maxCases) {
              throw new InputError(`more than ${limits.maxCases} test cases in one report`, where)
            }
            results.push(done)
          }
        } else if (name === 'UnitTest') {
          definition = null
        }
      },
      text(text) {
        if (captured.length < limits.maxTraceChars) captured += text
      },
    },
    limits.maxTraceChars + 1,
  )

  return {
    write: (chunk) => stream.write(chunk),
    end: () => {
      stream.end()
      if (declared && declared.total > 0 && results.length === 0) {
        throw new InputError(
          `the report declares ${declared.total} test(s) but holds no test result`,
          where,
        )
      }
      const failingSeen = results.filter(
        (r) => r.outcome === 'failed' || r.outcome === 'errored',
      ).length
      if (declared && declared.failing > failingSeen) {
        // The run says more failed than its results show (a test host that crashed): red.
        results.push({
          testId: '',
          name: '(the test run)',
          outcome: 'errored',
          durationMs: null,
          message: `the run's counters declare ${declared.failing} failing test(s) but its results show ${failingSeen}`,
          trace: null,
          hasInner: false,
        })
      } else if (
        failingSeen === 0 &&
        runOutcome !== null &&
        RED_RUN_OUTCOMES.has(runOutcome.toLowerCase())
      ) {
        results.push({
          testId: '',
          name: '(the test run)',
          outcome: 'errored',
          durationMs: null,
          message: `the run's summary says ${bound(runOutcome, 40)} while no result failed`,
          trace: null,
          hasInner: false,
        })
      }
      for (const r of results) {
        const classname = classOf.get(r.testId) ?? null
        const failing = r.outcome === 'failed' || r.outcome === 'errored'
        sink({
          suite: classname ?? '',
          name: r.name,
          classname,
          file: null,
          line: null,
          status: r.outcome,
          durationMs: r.durationMs,
          message: failing ? (r.message ?? firstLine(r.trace)) : null,
          trace: failing ? r.trace : null,
        })
      }
    },
  }
}

function firstLine(text: string | null): string | null {
  return text ? text.split('\n', 1)[0]!.trim() || null : null
}

export function parseTrx(text: string, where: string, limits: ReportLimits): TestCaseRun[] {
  const cases: TestCaseRun[] = []
  feed(
    createTrxParser(where, limits, (run) => cases.push(run)),
    text,
  )
  return cases
}
