import {
  COVERAGE_FILES_MAX,
  COVERAGE_REASONS,
  COVERAGE_TESTS_MAX,
  type CoverageReason,
  type Evidence,
  type EvidenceFailure,
  type FileCoverage,
} from '../domain/evidence.js'

/**
 * The per-file coverage once the imports are known (pure): a touched source that a test file
 * imports (`import-coverage.ts`) borrows that test's runs, from the touched tests' own entries
 * the mapping kept, or else from the failures listed in that file (all that is known of a test
 * file nobody touched). The result is sorted by path and bounded again, with the rest counted.
 */
export function withImportedCoverage(
  evidence: Pick<Evidence, 'coverage' | 'coverage_more' | 'touched_tests' | 'failures'>,
  imported: ReadonlyMap<string, string>,
): Pick<Evidence, 'coverage' | 'coverage_more'> {
  const byFile = new Map<string, FileCoverage>()
  for (const entry of evidence.coverage ?? []) byFile.set(entry.file, entry)
  const testsOf = new Map((evidence.touched_tests ?? []).map((t) => [t.file, t]))
  let added = 0
  for (const [source, test] of imported) {
    const known = byFile.get(source)
    if (known) {
      // A file recorded with tests of its own (an evidence file, say) gains the reason.
      byFile.set(source, { ...known, why: withReason(known.why, 'import'), imported_by: test })
      continue
    }
    const own = testsOf.get(test)
    byFile.set(source, {
      file: source,
      counts: own ? { ...own.counts } : failureCounts(evidence.failures, test),
      tests: own ? own.tests.map((t) => ({ ...t })) : failingTests(evidence.failures, test),
      why: ['import'],
      imported_by: test,
    })
    added++
  }
  const all = [...byFile.values()].sort((a, b) => compare(a.file, b.file))
  const coverage = all.slice(0, COVERAGE_FILES_MAX)
  const total = (evidence.coverage?.length ?? 0) + (evidence.coverage_more ?? 0) + added
  const more = total - coverage.length
  return {
    ...(coverage.length > 0 ? { coverage } : {}),
    ...(more > 0 ? { coverage_more: more } : {}),
  }
}

function withReason(why: readonly CoverageReason[], reason: CoverageReason): CoverageReason[] {
  return COVERAGE_REASONS.filter((r) => r === reason || why.includes(r))
}

function failuresIn(failures: readonly EvidenceFailure[], test: string): EvidenceFailure[] {
  return (
    failures
      .filter((f) => f.file === test)
      // Failed before errored, then by name: the order the mapping names a file's tests in.
      .sort((a, b) => rank(a) - rank(b) || compare(a.test, b.test))
  )
}

function failureCounts(failures: readonly EvidenceFailure[], test: string): FileCoverage['counts'] {
  const counts = { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 }
  for (const f of failuresIn(failures, test)) counts[f.status]++
  return counts
}

function failingTests(failures: readonly EvidenceFailure[], test: string): FileCoverage['tests'] {
  const seen = new Set<string>()
  const out: FileCoverage['tests'] = []
  for (const f of failuresIn(failures, test)) {
    const id = `${f.status}\u0000${f.test}`
    if (seen.has(id)) continue
    seen.add(id)
    out.push({ test: f.test, file: f.file, status: f.status })
    if (out.length === COVERAGE_TESTS_MAX) break
  }
  return out
}

function rank(failure: EvidenceFailure): number {
  return failure.status === 'failed' ? 0 : 1
}

function compare(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1
}
