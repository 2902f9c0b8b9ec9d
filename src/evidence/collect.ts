import { lstat, readFile } from 'node:fs/promises'
import { isAbsolute, relative, resolve } from 'node:path'
import { InputError } from '../errors.js'
import type { CollectEvidenceInput } from './collect-input.js'
import { evidenceFromCommand } from './command-evidence.js'
import { parseEvidenceJson } from './evidence-json.js'
import { expandGlobs } from './files.js'
import { isTestFile } from './conventions.js'
import { sourcesImportedByTests } from './import-coverage.js'
import { withImportedCoverage } from './imported-coverage.js'
import { DEFAULT_LIMITS } from './limits.js'
import { normalizeSlashes } from './paths.js'
import { evidenceFromReportFiles } from './report-evidence.js'
import { trackedReports } from './tracked-reports.js'
import { type Evidence, NO_EVIDENCE } from '../domain/evidence.js'

export type { CollectEvidenceInput } from './collect-input.js'

/**
 * Gathers the touched files' test evidence, from the first source that applies (the order
 * docs/architecture.md, "Stage contracts", and README.md, "Test evidence", describe):
 *   1. test reports matching `reportGlobs` (relative to `repoRoot`);
 *   2. else `command` run on the touched and conventional tests, through the cache;
 *   3. else `evidenceFile`, an evidence JSON recorded earlier (a case's evidence.json);
 *   4. else no evidence: `tests_pass: 'unknown'`.
 * Nothing unread is proof: a report that cannot be read (listed in `reports[]` with its error), a
 * glob matching nothing when no source then gives a verdict, a command that could not start or
 * was killed, all relevant runs skipped, or a record for another commit each add a cause to
 * `unknown_reasons`, and a green result then becomes unknown (red stays red). Throws InputError
 * for the user's mistakes (a glob leaving the repository, a malformed command, a bad evidence
 * file, a relative cache directory).
 */

const MAX_EVIDENCE_FILE_BYTES = 16 * 1024 * 1024

export async function collectEvidence(input: CollectEvidenceInput): Promise<Evidence> {
  const touched = normalizeTouched(input.touched)
  const notices: string[] = []
  const limits = { ...DEFAULT_LIMITS, ...input.limits }
  let emptyGlobs: string[] = []
  // Causes found before any source gave evidence (a report the pull request committed).
  const refused: string[] = []

  if (input.reportGlobs.length > 0) {
    const matched = await matchReports(input.repoRoot, input.reportGlobs, notices)
    emptyGlobs = matched.emptyGlobs
    const tracked = input.allowTrackedReports
      ? new Map<string, string>()
      : await trackedReports(input.repoRoot, matched.files)
    for (const why of tracked.values()) {
      const reason = `${why}; it is not read`
      refused.push(reason)
      notices.push(`Test report refused: ${reason}.`)
    }
    const files = matched.files.filter((f) => !tracked.has(f))
    if (files.length > 0) {
      const evidence = await evidenceFromReportFiles(input, files, touched, limits, notices)
      return finish(input, evidence, notices, emptyGlobs, true, refused)
    }
  }
  if (input.command) {
    const evidence = await evidenceFromCommand(input, touched, limits, notices)
    return finish(input, evidence, notices, emptyGlobs, true, refused)
  }
  if (input.evidenceFile)
    return finish(input, await evidenceFromFile(input), notices, emptyGlobs, false, refused)
  if (input.reportGlobs.length === 0) {
    notices.push('No test evidence: no test report, test command or evidence file is configured.')
  }
  return finish(input, structuredClone(NO_EVIDENCE), notices, emptyGlobs, true, refused)
}

/**
 * Stamps what the evidence covers and settles its unknown causes: a report glob that matched
 * nothing counts only when no source then gave a verdict (the test step may have died before
 * writing its report), and any cause takes a green result back to unknown; red stays red.
 */
function finish(
  input: CollectEvidenceInput,
  evidence: Evidence,
  notices: string[],
  emptyGlobs: readonly string[],
  stampCovers = true,
  refused: readonly string[] = [],
): Evidence {
  const reasons = [...refused, ...(evidence.unknown_reasons ?? [])]
  if (evidence.tests_pass === 'unknown' && emptyGlobs.length > 0) {
    const globs = emptyGlobs.map((g) => `"${g}"`).join(', ')
    reasons.push(
      `no file matches the test report glob ${globs} and no other source gave a verdict ` +
        '(the test step may have died before writing its report)',
    )
  }
  const nothingRan = noTestRan(evidence)
  if (nothingRan) {
    reasons.push(nothingRan)
    notices.push(`Unknown test evidence: ${nothingRan}.`)
  }
  const { untested, imported } = coverByImports(input, evidence, notices)
  const all = [...notices, ...evidence.notices]
  for (const notice of all) input.logger.warning(notice)
  // Suite scope: a failing test the mapping relates to no touched file is red all the same,
  // whichever source recorded it (a report, the command's reports, an evidence file).
  const scope = input.config.scope ?? 'suite'
  const others = evidence.other_failures ?? []
  const otherFailing = Math.max(evidence.other_failing ?? 0, others.length)
  const tests_pass =
    scope === 'suite' && otherFailing > 0
      ? false
      : reasons.length > 0 && evidence.tests_pass === true
        ? 'unknown'
        : evidence.tests_pass
  const result: Evidence = {
    ...evidence,
    untested_files: untested,
    tests_pass,
    source: stampCovers ? { ...evidence.source, covers: input.covers } : evidence.source,
    notices: all,
    unknown_reasons: [...new Set(reasons)],
  }
  // Absent means none and suite scope: the usual evidence keeps its shape.
  delete result.other_failures
  delete result.other_failing
  delete result.scope
  // The touched tests' own runs served the import coverage; the evidence names sources only.
  delete result.coverage
  delete result.coverage_more
  delete result.touched_tests
  Object.assign(result, withImportedCoverage(evidence, imported))
  if (otherFailing > 0) {
    result.other_failures = others
    result.other_failing = otherFailing
  }
  if (scope === 'touched') result.scope = scope
  return result
}

/**
 * Reports that were all read and in which no test passed or failed (none at all, or every one
 * skipped) prove nothing: the test step ran nothing, or a changed runner config excluded every
 * test. Without this a change whose touched files no test relates to would pass on them.
 */
function noTestRan(evidence: Evidence): string | null {
  // The builder's own cause (every relevant run skipped) already says it.
  if (evidence.source.kind !== 'reports' || (evidence.unknown_reasons ?? []).length > 0) return null
  const reports = evidence.reports ?? []
  if (reports.length === 0 || reports.some((r) => r.error !== undefined)) return null
  const all = evidence.all
  if (!all || all.passed + all.failed + all.errored + all.flaky > 0) return null
  return `no test ran in the test reports (${reports.length} report(s), ${all.tests} test run(s), none passed or failed)`
}

function normalizeTouched(touched: readonly string[]): string[] {
  return [
    ...new Set(touched.map((t) => normalizeSlashes(t)).filter((t): t is string => !!t)),
  ].sort()
}

async function matchReports(
  root: string,
  globs: readonly string[],
  notices: string[],
): Promise<{ files: string[]; emptyGlobs: string[] }> {
  const matches = await expandGlobs(root, globs)
  const emptyGlobs: string[] = []
  for (const match of matches) {
    if (match.files.length > 0) continue
    emptyGlobs.push(match.glob)
    notices.push(`No file matches the test report glob "${match.glob}".`)
  }
  return { files: [...new Set(matches.flatMap((m) => m.files))].sort(), emptyGlobs }
}

async function evidenceFromFile(input: CollectEvidenceInput): Promise<Evidence> {
  const path = isAbsolute(input.evidenceFile!)
    ? input.evidenceFile!
    : resolve(input.repoRoot, input.evidenceFile!)
  const shown = relative(input.repoRoot, path)
  const where =
    shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown.split('\\').join('/') : path
  let text: string
  try {
    const info = await lstat(path)
    if (!info.isFile()) throw new InputError('not a regular file', where)
    if (info.size > MAX_EVIDENCE_FILE_BYTES)
      throw new InputError('the evidence file is too large', where)
    text = await readFile(path, 'utf8')
  } catch (err) {
    if (err instanceof InputError) throw err
    throw new InputError(
      `cannot read the evidence file: ${(err as NodeJS.ErrnoException).code ?? err}`,
      where,
    )
  }
  const evidence = parseEvidenceJson(text, where)
  evidence.source = { ...evidence.source, kind: 'file' }
  const recorded = evidence.source.covers
  if (recorded !== null && input.covers !== null && recorded !== input.covers) {
    // Recorded runs are trusted only for the exact commit or contents they were made on: a stale
    // record is not used at all, neither its green nor its red.
    const stale = structuredClone(NO_EVIDENCE)
    stale.source = { ...evidence.source, detail: `stale: recorded for ${recorded}` }
    stale.notices.push(
      `${where} covers ${recorded}, not ${input.covers} under review; it is not trusted.`,
    )
    stale.unknown_reasons = [
      `${where} was recorded for ${recorded}, not for ${input.covers} under review; it is not used`,
    ]
    return stale
  }
  return evidence
}

/**
 * Touched sources the naming conventions left untested, but that a touched test (or a failing
 * test's file) imports: covered, with a notice naming both. Tests named by feature (`test/base
 * .test.ts` importing `src/utils.ts`) are the common layout this keeps from a false finding.
 */
function coverByImports(
  input: CollectEvidenceInput,
  evidence: Evidence,
  notices: string[],
): { untested: string[]; imported: ReadonlyMap<string, string> } {
  const untested = evidence.untested_files
  const none = { untested, imported: new Map<string, string>() }
  if (untested.length === 0) return none
  const testFiles = [
    ...new Set([
      ...normalizeTouched(input.touched).filter(isTestFile),
      ...evidence.failures.map((f) => f.file).filter((f): f is string => f !== null),
    ]),
  ].sort()
  if (testFiles.length === 0) return none
  const { covered, notices: importNotices } = sourcesImportedByTests({
    repoRoot: input.repoRoot,
    testFiles,
    sources: untested,
  })
  notices.push(...importNotices)
  if (covered.size === 0) return none
  const pairs = [...covered]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([source, test]) => `${source} (imported by ${test})`)
  notices.push(
    `${covered.size} touched source(s) covered by tests that import them: ${pairs.join(', ')}.`,
  )
  return { untested: untested.filter((s) => !covered.has(s)), imported: covered }
}
