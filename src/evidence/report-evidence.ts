import { join } from 'node:path'
import { InputError } from '../errors.js'
import type { CollectEvidenceInput } from './collect-input.js'
import { listCodeFiles } from './files.js'
import type { ReportLimits } from './limits.js'
import { EvidenceBuilder } from './mapping.js'
import { scanReport } from './reports.js'
import type { Evidence, ReportFormat } from '../domain/evidence.js'

/** Streams each report through the evidence builder: only relevant runs stay in memory. */
export async function evidenceFromReportFiles(
  input: Pick<CollectEvidenceInput, 'repoRoot' | 'config'>,
  files: readonly string[],
  touched: string[],
  limits: ReportLimits,
  notices: string[],
): Promise<Evidence> {
  const listing = await listCodeFiles(input.repoRoot)
  if (listing.truncated)
    notices.push(
      'The repository is too large to list in full; some report paths may stay unresolved.',
    )
  const builder = new EvidenceBuilder(touched, {
    repoFiles: listing.files,
    testPatterns: input.config.test_patterns,
    flaky: input.config.flaky,
    scope: input.config.scope,
    repoRoot: input.repoRoot,
  })
  for (const file of files) {
    builder.beginReport(file)
    let format: ReportFormat
    try {
      format = await scanReport(join(input.repoRoot, file), file, limits, (run) =>
        builder.addRun(run),
      )
    } catch (err) {
      // A report that breaks half-way contributes nothing, not its first half.
      builder.abortReport()
      if (!(err instanceof InputError)) throw err
      builder.addUnreadable(file, err.message)
      notices.push(`A test report could not be read: ${err.message}`)
      continue
    }
    builder.endReport(format)
  }
  return builder.finish()
}
