import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { TextDecoder } from 'node:util'
import { InputError } from '../errors.js'
import { parseCtrf } from './ctrf.js'
import { parseGoTestJson } from './go-test-json.js'
import { createJunitParser } from './junit.js'
import { withDefaults, type ReportLimits } from './limits.js'
import { parseTap } from './tap.js'
import { createTrxParser } from './trx.js'
import type { ParsedReport, TestCaseRun } from './test-runs.js'
import type { ReportFormat, ReportTotals } from '../domain/evidence.js'
import { feed, XML_CHUNK_CHARS, type CaseSink, type StreamingReportParser } from './xml-stream.js'

/** The report formats we read, for messages and the README. */
export const SUPPORTED_FORMATS = 'JUnit XML, CTRF JSON, TRX, TAP or go test -json'

const XML_ROOT = /<(testsuites|testsuite|TestRun)[\s/>]/

/**
 * Which format a report is in, from its first characters (and its name when the content is
 * ambiguous). Null when it is none we read.
 */
export function detectFormat(head: string, path: string): ReportFormat | null {
  const text = head.replace(/^\uFEFF/, '').trimStart()
  const lower = path.toLowerCase()
  if (text.startsWith('<')) {
    const root = XML_ROOT.exec(text)
    if (root) return root[1] === 'TestRun' ? 'trx' : 'junit'
    return lower.endsWith('.trx') ? 'trx' : 'junit'
  }
  if (text.startsWith('{')) {
    const firstLine = text.split('\n', 1)[0]!
    return /"Action"\s*:\s*"/.test(firstLine) && /"(Package|Time)"\s*:/.test(firstLine)
      ? 'go-test-json'
      : 'ctrf'
  }
  if (/^(TAP version \d+|1\.\.\d+|(not )?ok\b|# Subtest:|Bail out!)/.test(text)) return 'tap'
  if (lower.endsWith('.tap') && text === '') return 'tap'
  return null
}

/** Parses a report held in memory. Pure; throws InputError naming `path` on bad input. */
export function parseReport(
  text: string,
  path: string,
  limits?: Partial<ReportLimits>,
): ParsedReport {
  const cases: TestCaseRun[] = []
  const format = scanText(text, path, withDefaults(limits), (run) => cases.push(run))
  return { path, format, cases }
}

/** Like parseReport, handing each run to `sink` instead of keeping it. */
export function scanText(
  text: string,
  path: string,
  limits: ReportLimits,
  sink: CaseSink,
): ReportFormat {
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > limits.maxBytes) throw tooLarge(path, bytes, limits)
  const format = requireFormat(text.slice(0, 4096), path)
  if (format === 'junit' || format === 'trx') feed(xmlParser(format, path, limits, sink), text)
  else parseWhole(format, text, path, limits).forEach(sink)
  return format
}

/**
 * Reads and parses a report file: the size cap is checked with stat before reading, and XML is
 * streamed into the parser chunk by chunk (no whole-file string, no DOM). `displayPath` is the
 * repository-relative name used in every message and in the result.
 */
export async function readReport(
  absPath: string,
  displayPath: string,
  limits?: Partial<ReportLimits>,
): Promise<ParsedReport> {
  const cases: TestCaseRun[] = []
  const format = await scanReport(absPath, displayPath, withDefaults(limits), (run) =>
    cases.push(run),
  )
  return { path: displayPath, format, cases }
}

/**
 * Streams a report file into `sink` one run at a time, so memory follows one run (plus, for the
 * JSON and TAP formats, the capped text), not the report. Returns the format.
 */
export async function scanReport(
  absPath: string,
  displayPath: string,
  limits: ReportLimits,
  sink: CaseSink,
): Promise<ReportFormat> {
  let info
  try {
    info = await stat(absPath)
  } catch (err) {
    throw new InputError(
      `cannot read the report: ${(err as NodeJS.ErrnoException).code ?? err}`,
      displayPath,
    )
  }
  if (!info.isFile()) throw new InputError('not a regular file', displayPath)
  if (info.size > limits.maxBytes) throw tooLarge(displayPath, info.size, limits)
  const stream = createReadStream(absPath, { highWaterMark: XML_CHUNK_CHARS })
  let decoder: TextDecoder | null = null
  let format: ReportFormat | null = null
  let xml: StreamingReportParser | null = null
  const held: string[] = []
  let bytes = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length
      // stat's size can lie (a special file, a file still growing): count what actually arrives.
      if (bytes > limits.maxBytes) throw tooLarge(displayPath, bytes, limits)
      decoder ??= new TextDecoder(encodingOf(chunk))
      const text = decoder.decode(chunk, { stream: true })
      if (xml) {
        xml.write(text)
        continue
      }
      held.push(text)
      // Leading blank space says nothing yet; wait for the first real character.
      if (format !== null || !/\S/.test(text)) continue
      const head = held.join('')
      format = requireFormat(head.slice(0, 4096), displayPath)
      if (format === 'junit' || format === 'trx') {
        xml = xmlParser(format, displayPath, limits, sink)
        xml.write(head)
        held.length = 0
      }
    }
  } finally {
    stream.destroy()
  }
  const rest = decoder ? decoder.decode() : ''
  if (xml) {
    if (rest) xml.write(rest)
    xml.end()
    return format!
  }
  held.push(rest)
  const text = held.join('')
  format ??= requireFormat(text, displayPath)
  if (format === 'junit' || format === 'trx')
    feed(xmlParser(format, displayPath, limits, sink), text)
  else parseWhole(format, text, displayPath, limits).forEach(sink)
  return format
}

/** Counts a report's runs by status; every run is one test. */
export function reportTotals(report: ParsedReport): ReportTotals {
  return totalsOf(report.cases)
}

export function totalsOf(cases: readonly TestCaseRun[]): ReportTotals {
  const totals: ReportTotals = { tests: 0, passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 }
  for (const run of cases) {
    totals.tests++
    totals[run.status]++
  }
  return totals
}

export function addTotals(a: ReportTotals, b: ReportTotals): ReportTotals {
  return {
    tests: a.tests + b.tests,
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    errored: a.errored + b.errored,
    skipped: a.skipped + b.skipped,
    flaky: a.flaky + b.flaky,
  }
}

function parseWhole(
  format: ReportFormat,
  text: string,
  path: string,
  limits: ReportLimits,
): TestCaseRun[] {
  if (format === 'ctrf') return parseCtrf(text, path, limits)
  if (format === 'tap') return parseTap(text, path, limits)
  return parseGoTestJson(text, path, limits)
}

function xmlParser(
  format: ReportFormat,
  path: string,
  limits: ReportLimits,
  sink: CaseSink,
): StreamingReportParser {
  return format === 'trx'
    ? createTrxParser(path, limits, sink)
    : createJunitParser(path, limits, sink)
}

function requireFormat(head: string, path: string): ReportFormat {
  if (!/[^\s\uFEFF]/.test(head)) throw new InputError('the report is empty', path)
  const format = detectFormat(head, path)
  if (format === null) {
    throw new InputError(
      `not a test report this action reads (expected ${SUPPORTED_FORMATS})`,
      path,
    )
  }
  return format
}

/** UTF-16 reports (some Windows tools) announce themselves with a byte-order mark. */
function encodingOf(first: Buffer): string {
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le'
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be'
  return 'utf-8'
}

function tooLarge(path: string, bytes: number, limits: ReportLimits): InputError {
  const mib = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MiB`
  return new InputError(
    `the report is ${mib(bytes)}, over the ${mib(limits.maxBytes)} limit for one report`,
    path,
  )
}
