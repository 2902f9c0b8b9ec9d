/** The per-file tally the oracle builder (./mapping.ts) uses, frozen with it. */
import { isTestFile } from '../../../src/evidence/conventions.js'
import { reasonsOf } from '../../../src/evidence/why.js'
import {
  COVERAGE_FILES_MAX,
  COVERAGE_TESTS_MAX,
  type CoverageStatus,
  type EvidenceCounts,
  type FileCoverage,
} from '../../../src/domain/evidence.js'

/**
 * Per touched file: which runs counted for it, how many by status, and why (the `WHY` bits of
 * `case-analysis.ts`). Two passes over the relevant runs, with no object per run: `add` counts
 * (a few counters per run and related file), `choose` picks the files to list, and `name` keeps
 * each listed file's first COVERAGE_TESTS_MAX runs (by reference), comparing names only for those.
 * Runs of one suite share their `related` array, so the files' tallies are looked up once per
 * suite.
 */

/** Touched test files whose own runs are kept for import coverage: as many as it reads. */
export const TOUCHED_TESTS_MAX = 200

/** What the tally reads of a kept run (the mapping's relevant run). */
export interface TalliedRun {
  name: string
  classname: string | null
  suite: string
  testFile: string | null
  related: readonly string[]
  reasons: readonly number[]
}

interface Tally {
  file: string
  counts: EvidenceCounts
  why: number
  /** Whether the file is listed: only then are its first runs named (`CoverageTally.name`). */
  listed: boolean
  /** The first runs by `compareRuns`, at most COVERAGE_TESTS_MAX, with the status they count as. */
  runs: TalliedRun[]
  statuses: CoverageStatus[]
}

/** Failing first: what a reviewer judging the coverage claim must see. */
const STATUS_RANK: Record<CoverageStatus, number> = {
  failed: 0,
  errored: 1,
  flaky: 2,
  passed: 3,
  skipped: 4,
}

export class CoverageTally {
  private readonly tallies = new Map<string, Tally>()
  private lastRelated: readonly string[] | null = null
  private lastTallies: Tally[] = []
  private sources: Tally[] = []
  private tests: Tally[] = []
  private chosen = false

  /** `sourceFiles`: the touched files that are sources (the mapping has them classified already). */
  constructor(private readonly sourceFiles: ReadonlySet<string>) {}

  /**
   * First pass, every relevant run: counted as `status` (a failure excused as flaky counts as
   * flaky), its reasons added. Counters only: naming the first runs waits for `name`.
   */
  add(run: TalliedRun, status: CoverageStatus): void {
    const tallies = this.talliesOf(run.related)
    for (let i = 0; i < tallies.length; i++) {
      const tally = tallies[i]!
      tally.counts[status]++
      tally.why |= run.reasons[i]!
    }
  }

  /** Whether some run that counted for `file` ran (was not skipped). */
  ran(file: string): boolean {
    const tally = this.tallies.get(file)
    return tally !== undefined && tally.counts.skipped < countOf(tally.counts)
  }

  /**
   * Picks the files that will be listed, after the first pass: the touched sources some test
   * ran for (not only skipped), the first COVERAGE_FILES_MAX by path, and the touched test files'
   * own entries, the first TOUCHED_TESTS_MAX. False when none: no second pass is needed.
   */
  choose(): boolean {
    this.chosen = true
    const sources: Tally[] = []
    const tests: Tally[] = []
    for (const tally of this.tallies.values()) {
      if (tally.counts.skipped === countOf(tally.counts)) continue
      if (this.sourceFiles.has(tally.file)) sources.push(tally)
      else if (isTestFile(tally.file)) tests.push(tally)
    }
    const byFile = (a: Tally, b: Tally) => compare(a.file, b.file)
    this.sources = sources.sort(byFile)
    this.tests = tests.sort(byFile).slice(0, TOUCHED_TESTS_MAX)
    for (const tally of [...sources.slice(0, COVERAGE_FILES_MAX), ...this.tests])
      tally.listed = true
    return sources.length + this.tests.length > 0
  }

  /**
   * Second pass, the same runs with the same statuses: a run of a listed file that sorts among
   * its first COVERAGE_TESTS_MAX is kept (by reference). Only listed files compare names, so a
   * change with 5,000 touched files pays for the 250 it lists, not for every run of the others.
   */
  name(run: TalliedRun, status: CoverageStatus): void {
    const tallies = this.talliesOf(run.related)
    for (let i = 0; i < tallies.length; i++) {
      const tally = tallies[i]!
      if (tally.listed) keepIfFirst(tally, run, status)
    }
  }

  /** The listed entries, the number of sources not listed, and the touched tests' entries. */
  result(label: (run: TalliedRun) => string): {
    coverage: FileCoverage[]
    more: number
    touchedTests: FileCoverage[]
  } {
    if (!this.chosen) this.choose()
    const entry = (tally: Tally): FileCoverage => ({
      file: tally.file,
      counts: { ...tally.counts },
      tests: tally.runs.map((run, i) => ({
        test: label(run),
        file: run.testFile,
        status: tally.statuses[i]!,
      })),
      why: reasonsOf(tally.why),
    })
    return {
      coverage: this.sources.slice(0, COVERAGE_FILES_MAX).map(entry),
      more: Math.max(0, this.sources.length - COVERAGE_FILES_MAX),
      touchedTests: this.tests.map(entry),
    }
  }

  /** The tallies of a run's related files: runs of a suite share the array, so once per suite. */
  private talliesOf(related: readonly string[]): Tally[] {
    if (related !== this.lastRelated) {
      this.lastRelated = related
      this.lastTallies = related.map((file) => this.tallyOf(file))
    }
    return this.lastTallies
  }

  private tallyOf(file: string): Tally {
    let tally = this.tallies.get(file)
    if (!tally) {
      tally = {
        file,
        counts: { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 },
        why: 0,
        listed: false,
        runs: [],
        statuses: [],
      }
      this.tallies.set(file, tally)
    }
    return tally
  }
}

/**
 * Inserts the run among the tally's first ones when it sorts before the last kept: the kept
 * runs are the least by (status, test file, name, class name, suite) whatever order the runs
 * came in, and a run equal to a kept one (the same test in another report) is not named twice.
 */
function keepIfFirst(tally: Tally, run: TalliedRun, status: CoverageStatus): void {
  const { runs, statuses } = tally
  // The common case, a passing run of a file whose first runs are already known: one lookup.
  if (
    runs.length === COVERAGE_TESTS_MAX &&
    STATUS_RANK[status] > STATUS_RANK[statuses[runs.length - 1]!]
  )
    return
  let at = runs.length
  while (at > 0) {
    const order = compareRuns(run, status, runs[at - 1]!, statuses[at - 1]!)
    if (order === 0) return
    if (order > 0) break
    at--
  }
  if (at >= COVERAGE_TESTS_MAX) return
  // A duplicate further up (equal to a kept run before `at`) is caught as it is passed above.
  runs.splice(at, 0, run)
  statuses.splice(at, 0, status)
  if (runs.length > COVERAGE_TESTS_MAX) {
    runs.pop()
    statuses.pop()
  }
}

function compareRuns(
  a: TalliedRun,
  aStatus: CoverageStatus,
  b: TalliedRun,
  bStatus: CoverageStatus,
): number {
  return (
    STATUS_RANK[aStatus] - STATUS_RANK[bStatus] ||
    compareNullable(a.testFile, b.testFile) ||
    compare(a.name, b.name) ||
    compareNullable(a.classname, b.classname) ||
    compare(a.suite, b.suite)
  )
}

/** A known file before an unknown one. */
function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return compare(a, b)
}

function compare(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1
}

function countOf(counts: EvidenceCounts): number {
  return counts.passed + counts.failed + counts.errored + counts.skipped + counts.flaky
}
