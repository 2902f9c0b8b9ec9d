import { isTestFile } from './conventions.js'
import { detach } from './limits.js'
import { reasonsOf } from './why.js'
import {
  COVERAGE_FILES_MAX,
  COVERAGE_TESTS_MAX,
  type CoverageStatus,
  type EvidenceCounts,
  type FileCoverage,
} from '../domain/evidence.js'

/**
 * Per touched file: which runs counted for it, how many by status, and why (the `WHY` bits of
 * `case-analysis.ts`). One pass, with no object kept per run: `add` counts (a few counters per run
 * and related file) and keeps each file's first COVERAGE_TESTS_MAX runs, which sort the same
 * whatever order the runs come in, so a report's own tally can be built as it streams and
 * `merge`d into the whole when the report ends (or dropped when it turns out broken). `result`
 * then picks the files to list. Runs of one suite share their `related` array, so the files'
 * tallies are looked up once per suite.
 */

/** Touched test files whose own runs are kept for import coverage: as many as it reads. */
export const TOUCHED_TESTS_MAX = 200

/** What the tally reads of a kept run (the mapping's relevant run). */
export interface TalliedRun {
  /** Name and class name may be views into a parser chunk: what the tally keeps, it copies. */
  name: string
  classname: string | null
  /** Suite and test file must be the caller's own copies: kept as they are. */
  suite: string
  testFile: string | null
  related: readonly string[]
  reasons: readonly number[]
}

interface Tally {
  file: string
  counts: EvidenceCounts
  why: number
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

  /** `sourceFiles`: the touched files that are sources (the mapping has them classified already). */
  constructor(private readonly sourceFiles: ReadonlySet<string>) {}

  /**
   * A relevant run, counted as `status` (a failure excused as flaky counts as flaky), its reasons
   * added, and kept for each related file whose first runs it is among. Its name and class name
   * may be views into a parser chunk: what is kept holds copies (made only for a run that is
   * kept, so the mapping copies nothing per passing run). The common passing run past a file's
   * first few costs a comparison or two.
   */
  add(run: TalliedRun, status: CoverageStatus): void {
    const tallies = this.talliesOf(run.related)
    let kept: TalliedRun | null = null
    for (let i = 0; i < tallies.length; i++) {
      const tally = tallies[i]!
      tally.counts[status]++
      tally.why |= run.reasons[i]!
      const at = placeAmongFirst(tally, run, status)
      if (at >= 0) insertAt(tally, at, (kept ??= ownCopy(run)), status)
    }
  }

  /** Adds everything `other` tallied, as if its runs had been added here. */
  merge(other: CoverageTally): void {
    for (const from of other.tallies.values()) {
      const into = this.tallyOf(from.file)
      const counts = into.counts
      counts.passed += from.counts.passed
      counts.failed += from.counts.failed
      counts.errored += from.counts.errored
      counts.skipped += from.counts.skipped
      counts.flaky += from.counts.flaky
      into.why |= from.why
      // The first runs of the union are among the first runs of each part.
      for (let i = 0; i < from.runs.length; i++) {
        const run = from.runs[i]!
        const at = placeAmongFirst(into, run, from.statuses[i]!)
        if (at >= 0) insertAt(into, at, run, from.statuses[i]!)
      }
    }
  }

  /** Whether some run that counted for `file` ran (was not skipped). */
  ran(file: string): boolean {
    const tally = this.tallies.get(file)
    return tally !== undefined && tally.counts.skipped < countOf(tally.counts)
  }

  /**
   * The listed entries, the number of sources not listed, and the touched tests' entries: the
   * touched sources some test ran for (not only skipped), the first COVERAGE_FILES_MAX by path,
   * and the touched test files' own entries, the first TOUCHED_TESTS_MAX.
   */
  result(label: (run: TalliedRun) => string): {
    coverage: FileCoverage[]
    more: number
    touchedTests: FileCoverage[]
  } {
    const sources: Tally[] = []
    const tests: Tally[] = []
    for (const tally of this.tallies.values()) {
      if (tally.counts.skipped === countOf(tally.counts)) continue
      if (this.sourceFiles.has(tally.file)) sources.push(tally)
      else if (isTestFile(tally.file)) tests.push(tally)
    }
    const byFile = (a: Tally, b: Tally) => compare(a.file, b.file)
    sources.sort(byFile)
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
      coverage: sources.slice(0, COVERAGE_FILES_MAX).map(entry),
      more: Math.max(0, sources.length - COVERAGE_FILES_MAX),
      touchedTests: tests.sort(byFile).slice(0, TOUCHED_TESTS_MAX).map(entry),
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
        runs: [],
        statuses: [],
      }
      this.tallies.set(file, tally)
    }
    return tally
  }
}

/**
 * Where the run goes among the tally's first ones, or -1 when it does not: the kept runs are the
 * least by (status, test file, name, class name, suite) whatever order the runs came in, and a
 * run equal to a kept one (the same test in another report) is not named twice.
 */
function placeAmongFirst(tally: Tally, run: TalliedRun, status: CoverageStatus): number {
  const { runs, statuses } = tally
  // The common case, a passing run of a file whose first runs are already known: one lookup.
  if (
    runs.length === COVERAGE_TESTS_MAX &&
    STATUS_RANK[status] > STATUS_RANK[statuses[runs.length - 1]!]
  )
    return -1
  let at = runs.length
  while (at > 0) {
    const order = compareRuns(run, status, runs[at - 1]!, statuses[at - 1]!)
    if (order === 0) return -1
    if (order > 0) break
    at--
  }
  // A duplicate further up (equal to a kept run before `at`) is caught as it is passed above.
  return at >= COVERAGE_TESTS_MAX ? -1 : at
}

function insertAt(tally: Tally, at: number, run: TalliedRun, status: CoverageStatus): void {
  const { runs, statuses } = tally
  // Shifted by hand, the last one falling off a full list: splice made an array per call.
  let i = runs.length < COVERAGE_TESTS_MAX ? runs.length : COVERAGE_TESTS_MAX - 1
  for (; i > at; i--) {
    runs[i] = runs[i - 1]!
    statuses[i] = statuses[i - 1]!
  }
  runs[at] = run
  statuses[at] = status
}

/** The run with a name and class name of its own (the caller's suite and test file are). */
function ownCopy(run: TalliedRun): TalliedRun {
  return {
    name: detach(run.name),
    classname: run.classname === null ? null : detach(run.classname),
    suite: run.suite,
    testFile: run.testFile,
    related: run.related,
    reasons: run.reasons,
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

/**
 * `a > b` asked first: a run is usually compared with a kept one it sorts after, and a name the
 * parser sliced from its chunk makes each comparison a call into V8's runtime, so one is asked,
 * not two (equality first cost a second one whenever the names had the same length).
 */
function compare(a: string, b: string): number {
  return a > b ? 1 : a < b ? -1 : 0
}

function countOf(counts: EvidenceCounts): number {
  return counts.passed + counts.failed + counts.errored + counts.skipped + counts.flaky
}
