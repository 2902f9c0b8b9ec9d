import { parseCtrf } from './ctrf.js'
import { parseGoTestJson } from './go-test-json.js'
import { createJunitParser } from './junit.js'
import { withDefaults, type ReportLimits } from './limits.js'
import { requireFormat, tooLarge } from './reports.js'
import { parseTap } from './tap.js'
import { createTrxParser } from './trx.js'
import type { ParsedReport, TestCaseRun } from './test-runs.js'
import type { ReportFormat } from '../domain/evidence.js'
import { feed, type CaseSink } from './xml-stream.js'

/*
 * Reports held in memory, parsed synchronously with every format's parser loaded up front. The
 * runs read report files with scanReport (./reports.ts), which loads only the parsers of the
 * formats present; this is the same parsing for text at hand (tests, tools).
 */

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
  if (format === 'junit') feed(createJunitParser(path, limits, sink), text)
  else if (format === 'trx') feed(createTrxParser(path, limits, sink), text)
  else if (format === 'ctrf') parseCtrf(text, path, limits).forEach(sink)
  else if (format === 'tap') parseTap(text, path, limits).forEach(sink)
  else parseGoTestJson(text, path, limits).forEach(sink)
  return format
}
