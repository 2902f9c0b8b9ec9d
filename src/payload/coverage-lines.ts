import {
  COVERAGE_TESTS_MAX,
  type CoverageReason,
  type EvidenceCounts,
  type FileCoverage,
} from '../domain/evidence.js'

/**
 * The per-file part of `## Prior evidence`: for each touched source file some test ran for,
 * how many runs counted by result, why they count, and the first few by name with their result,
 * so the reviewer can judge the coverage claim rather than take it. `code` renders untrusted
 * text (a path, a test name) as inert inline code with hidden characters shown.
 */

export const COVERAGE_HEADING = 'Tests per touched source file'

/** How each reason reads, in the payload and the summary (`import` adds its test file). */
export const REASON_WORDS: Record<Exclude<CoverageReason, 'import'>, string> = {
  'own-test': 'own test',
  convention: 'convention',
  'report-names-it': 'the report names it',
  'go-package': 'Go package',
  trace: 'trace',
}

/** Results in the order a reviewer needs them: what failed first. */
const STATUS_ORDER = ['failed', 'errored', 'flaky', 'passed', 'skipped'] as const

/** How many runs counted, and each result's count (`1 failed`), failing first; zeros left out. */
export function countParts(counts: EvidenceCounts): { total: number; parts: string[] } {
  const total = STATUS_ORDER.reduce((n, status) => n + counts[status], 0)
  const parts = STATUS_ORDER.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`)
  return { total, parts }
}

export function coverageLines(
  coverage: readonly FileCoverage[],
  more: number,
  code: (text: string) => string,
): string[] {
  if (coverage.length === 0) return []
  const out = [
    '',
    `${COVERAGE_HEADING} (${coverage.length + more}; which tests counted for each and why, the first ${COVERAGE_TESTS_MAX} named, failing first):`,
    '',
  ]
  for (const entry of coverage) {
    const why = entry.why
      .map((reason) =>
        reason === 'import'
          ? `import${entry.imported_by ? ` (via ${code(entry.imported_by)})` : ''}`
          : REASON_WORDS[reason],
      )
      .join(', ')
    out.push(`- ${code(entry.file)}: ${runsText(entry.counts)}; why: ${why}`)
    for (const test of entry.tests) {
      // A label that already starts with its file (vitest's `file > name`) needs no second path.
      const where = test.file && !test.test.startsWith(test.file) ? ` in ${code(test.file)}` : ''
      out.push(`  - ${test.status}: ${code(test.test)}${where}`)
    }
  }
  if (more > 0) out.push(`- … and ${more} more touched source files with test evidence not listed`)
  return out
}

function runsText(counts: EvidenceCounts): string {
  const { total, parts } = countParts(counts)
  if (total === 0) return 'no run of it in the reports'
  return `${total} ${total === 1 ? 'run' : 'runs'} (${parts.join(', ')})`
}
