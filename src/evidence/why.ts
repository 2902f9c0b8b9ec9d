import { COVERAGE_REASONS, type CoverageReason } from '../domain/evidence.js'

/**
 * Why a run counts for a touched file, as bits (one per `CoverageReason`, in COVERAGE_REASONS
 * order): the mapping ORs them per file with no object per run, and `reasonsOf` turns a file's
 * bits into the listed reasons once, at the end.
 */
export const WHY = {
  ownTest: 1 << COVERAGE_REASONS.indexOf('own-test'),
  convention: 1 << COVERAGE_REASONS.indexOf('convention'),
  reportNamesIt: 1 << COVERAGE_REASONS.indexOf('report-names-it'),
  goPackage: 1 << COVERAGE_REASONS.indexOf('go-package'),
  trace: 1 << COVERAGE_REASONS.indexOf('trace'),
  import: 1 << COVERAGE_REASONS.indexOf('import'),
} as const

/** The reasons a file's bits stand for, in COVERAGE_REASONS order. */
export function reasonsOf(bits: number): CoverageReason[] {
  return COVERAGE_REASONS.filter((_, i) => (bits & (1 << i)) !== 0)
}
