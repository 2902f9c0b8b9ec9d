import type { ReportFormat } from '../domain/evidence.js'
import type { ReportLimits } from './limits.js'
import type { TestCaseRun } from './test-runs.js'
import type { CaseSink, StreamingReportParser } from './xml-stream.js'

/** How one report format is read: XML streams chunk by chunk, the others are parsed whole. */
export type FormatParser =
  | {
      streaming: true
      create(path: string, limits: ReportLimits, sink: CaseSink): StreamingReportParser
      /** Feeds a whole string, exactly as a file would arrive, and ends the document. */
      feed(parser: StreamingReportParser, text: string): void
    }
  | { streaming: false; parse(text: string, path: string, limits: ReportLimits): TestCaseRun[] }

/**
 * The parser of one format, imported the first time a report in that format is read: a run
 * with only JUnit reports never loads the TAP parser (and its YAML reader), one with only JSON
 * reports never loads the XML reader.
 */
export async function loadFormatParser(format: ReportFormat): Promise<FormatParser> {
  switch (format) {
    case 'junit': {
      const [{ createJunitParser }, { feed }] = await Promise.all([
        import('./junit.js'),
        import('./xml-stream.js'),
      ])
      return { streaming: true, create: createJunitParser, feed }
    }
    case 'trx': {
      const [{ createTrxParser }, { feed }] = await Promise.all([
        import('./trx.js'),
        import('./xml-stream.js'),
      ])
      return { streaming: true, create: createTrxParser, feed }
    }
    case 'ctrf':
      return { streaming: false, parse: (await import('./ctrf.js')).parseCtrf }
    case 'tap':
      return { streaming: false, parse: (await import('./tap.js')).parseTap }
    case 'go-test-json':
      return { streaming: false, parse: (await import('./go-test-json.js')).parseGoTestJson }
  }
}
