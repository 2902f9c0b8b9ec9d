import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { TextDecoder } from 'node:util'
import { InputError } from '../errors.js'
import { loadFormatParser, type FormatParser } from './format-parsers.js'
import { withDefaults, type ReportLimits } from './limits.js'
import type { ParsedReport, TestCaseRun } from './test-runs.js'
import type { ReportFormat, ReportTotals } from '../domain/evidence.js'
import { Utf8Chunks } from './utf8-chunks.js'
import type { CaseSink, StreamingReportParser } from './xml-stream.js'

/**
 * Bytes read from a report file at a time (each chunk goes to the XML parser as it arrives). One
 * buffer for all reads: 256 KiB read into it cost half the CPU of a read stream's fresh 64 KiB
 * chunks, and the decoded text is a copy, so nothing keeps it.
 */
const READ_CHUNK_BYTES = 256 * 1024
/**
 * Read buffers no report is using: a run over hundreds of reports reuses one (a fresh one each
 * would stay resident until a collection noticed it), and reports read at once each take their own.
 */
const FREE_BUFFERS: Buffer[] = []

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

/**
 * Reads and parses a report file: the size cap is checked on the opened file before reading, and XML is
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
  const file = openRegularFile(absPath, displayPath)
  const buffer = FREE_BUFFERS.pop() ?? Buffer.allocUnsafe(READ_CHUNK_BYTES)
  const chunks = new ChunkDecoder(buffer)
  let format: ReportFormat | null = null
  let parser: FormatParser | null = null
  let xml: StreamingReportParser | null = null
  const held: string[] = []
  let bytes = 0
  let rest: string
  try {
    if (file.size > limits.maxBytes) throw tooLarge(displayPath, file.size, limits)
    for (;;) {
      const at = chunks.readOffset
      // Read synchronously: an awaited read costs a thread-pool round trip and a promise per
      // chunk, about half the CPU of reading 30 MB of reports (84 vs 38 ms), and nothing else
      // runs while a report is read.
      const bytesRead = readSync(file.fd, chunks.buffer, at, chunks.buffer.length - at, null)
      if (bytesRead === 0) break
      bytes += bytesRead
      // The size can lie (a file still growing): count what actually arrives.
      if (bytes > limits.maxBytes) throw tooLarge(displayPath, bytes, limits)
      const text = chunks.decode(bytesRead)
      if (xml) {
        xml.write(text)
        continue
      }
      held.push(text)
      // Leading blank space says nothing yet; wait for the first real character.
      if (format !== null || !/\S/.test(text)) continue
      const head = held.join('')
      format = requireFormat(head.slice(0, 4096), displayPath)
      parser = await loadFormatParser(format)
      if (parser.streaming) {
        xml = parser.create(displayPath, limits, sink)
        xml.write(head)
        held.length = 0
      }
    }
    rest = chunks.end()
  } finally {
    FREE_BUFFERS.push(buffer)
    closeSync(file.fd)
  }
  if (xml) {
    if (rest) xml.write(rest)
    xml.end()
    return format!
  }
  held.push(rest)
  const text = held.join('')
  format ??= requireFormat(text, displayPath)
  parser ??= await loadFormatParser(format)
  if (parser.streaming) parser.feed(parser.create(displayPath, limits, sink), text)
  else parser.parse(text, displayPath, limits).forEach(sink)
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

/** The format of a report's first characters; InputError naming `path` when none we read. */
export function requireFormat(head: string, path: string): ReportFormat {
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
function encodingOf(first: Uint8Array): string {
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le'
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be'
  return 'utf-8'
}

/**
 * A report's bytes as text, chunk by chunk: the encoding is told by the first chunk's byte-order
 * mark; UTF-8 (nearly every report) goes through Utf8Chunks, UTF-16 through a TextDecoder.
 */
class ChunkDecoder {
  private utf8: Utf8Chunks | null = null
  private other: TextDecoder | null = null

  constructor(readonly buffer: Buffer) {}

  get readOffset(): number {
    return this.utf8 ? this.utf8.readOffset : 0
  }

  decode(count: number): string {
    if (this.utf8) return this.utf8.decode(count)
    if (!this.other) {
      const encoding = encodingOf(this.buffer.subarray(0, count))
      if (encoding === 'utf-8') {
        this.utf8 = new Utf8Chunks(this.buffer)
        return this.utf8.decode(count)
      }
      this.other = new TextDecoder(encoding)
    }
    return this.other.decode(this.buffer.subarray(0, count), { stream: true })
  }

  end(): string {
    return this.utf8 ? this.utf8.end() : this.other ? this.other.decode() : ''
  }
}

/**
 * Opens a report for reading and checks, on the open descriptor, that it is a regular file: a
 * path checked first and opened after could be swapped in between (a process the pull request
 * left running), and a FIFO or device would block or never end. Opened non-blocking, so opening
 * a FIFO with no writer returns at once (and is then refused) instead of hanging the run.
 */
function openRegularFile(absPath: string, displayPath: string): { fd: number; size: number } {
  let fd: number
  try {
    fd = openSync(absPath, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (err) {
    throw new InputError(
      `cannot read the report: ${(err as NodeJS.ErrnoException).code ?? err}`,
      displayPath,
    )
  }
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new InputError('not a regular file', displayPath)
    return { fd, size: info.size }
  } catch (err) {
    closeSync(fd)
    throw err
  }
}

export function tooLarge(path: string, bytes: number, limits: ReportLimits): InputError {
  const mib = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MiB`
  return new InputError(
    `the report is ${mib(bytes)}, over the ${mib(limits.maxBytes)} limit for one report`,
    path,
  )
}
