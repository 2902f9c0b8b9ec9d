/**
 * Tests that failed in one report and passed (or passed on rerun) in another: `evidence.flaky`
 * decides whether such a failure counts. The match is exact, on the test's identity (its test
 * file, or class name, or suite) and its name, never on a hash: a failure excused by a collision
 * would let a red run through. So the passing runs keep their names, but nothing else per run:
 * parallel arrays, and what a suite's runs share (suite, test file, report) once per stretch.
 * Skipped runs are kept too: they never make a test mixed, but a skipped run of a mixed test is
 * listed with it (as it always was).
 */

/** What identifies and labels a relevant run. */
export interface IdentifiedRun {
  name: string
  classname: string | null
  suite: string
  testFile: string | null
  /** The report it came from. */
  report: number
  /** Its place among the relevant runs in the order they were kept. */
  ordinal: number
}

/** The passing, rerun-flaky and skipped relevant runs, as little as the mixed check needs. */
export class PassingRuns {
  private readonly names: string[] = []
  private readonly classnames: (string | null)[] = []
  private readonly blockOf: number[] = []
  // Stretches of consecutive runs (in the order kept) that share suite, test file and report.
  private readonly blockSuites: string[] = []
  private readonly blockFiles: (string | null)[] = []
  private readonly blockReports: number[] = []
  private readonly blockStarts: number[] = []
  private readonly blockOrdinals: number[] = []
  private readonly blockSkipped: boolean[] = []
  private lastIdentity: string | null = null
  /**
   * False once a name or an identity holds a NUL: equal keys then no longer imply equal names,
   * so names cannot rule a run out before its key is built. Never set back (only a shortcut).
   */
  plain = true

  get length(): number {
    return this.names.length
  }

  /** Strings must be copies that share nothing with a parser chunk. */
  add(run: IdentifiedRun, skipped: boolean): void {
    const i = this.names.length
    const b = this.blockSuites.length - 1
    // A new stretch when what the runs share changes, or a run not kept here came between.
    if (
      b < 0 ||
      this.blockSuites[b] !== run.suite ||
      this.blockFiles[b] !== run.testFile ||
      this.blockReports[b] !== run.report ||
      this.blockSkipped[b] !== skipped ||
      this.ordinalAt(b, i - 1) + 1 !== run.ordinal
    ) {
      this.blockSuites.push(run.suite)
      this.blockFiles.push(run.testFile)
      this.blockReports.push(run.report)
      this.blockStarts.push(i)
      this.blockOrdinals.push(run.ordinal)
      this.blockSkipped.push(skipped)
    }
    this.names.push(run.name)
    this.classnames.push(run.classname)
    this.blockOf.push(this.blockSuites.length - 1)
    if (this.plain) {
      const identity = run.testFile ?? run.classname ?? run.suite
      if (identity !== this.lastIdentity) {
        this.lastIdentity = identity
        if (identity.includes('\u0000')) this.plain = false
      }
      if (run.name.includes('\u0000')) this.plain = false
    }
  }

  /** Forgets the runs from `length` on (a report that turned out broken). */
  truncate(length: number): void {
    if (length >= this.names.length) return
    const blocks = length === 0 ? 0 : this.blockOf[length - 1]! + 1
    this.names.length = length
    this.classnames.length = length
    this.blockOf.length = length
    for (const list of [
      this.blockSuites,
      this.blockFiles,
      this.blockReports,
      this.blockStarts,
      this.blockOrdinals,
      this.blockSkipped,
    ])
      list.length = blocks
  }

  name(i: number): string {
    return this.names[i]!
  }

  skipped(i: number): boolean {
    return this.blockSkipped[this.blockOf[i]!]!
  }

  run(i: number): IdentifiedRun {
    const b = this.blockOf[i]!
    return {
      name: this.names[i]!,
      classname: this.classnames[i]!,
      suite: this.blockSuites[b]!,
      testFile: this.blockFiles[b]!,
      report: this.blockReports[b]!,
      ordinal: this.ordinalAt(b, i),
    }
  }

  private ordinalAt(block: number, i: number): number {
    return this.blockOrdinals[block]! + (i - this.blockStarts[block]!)
  }
}

/** A run's identity across reports: its test file (or class name, or suite) and its name. */
export function keyOf(run: IdentifiedRun): string {
  return `${run.testFile ?? run.classname ?? run.suite}\u0000${run.name}`
}

export interface MixedRuns {
  /** Whether a failing run's test passed in some report (and failed in another than that one). */
  isMixed(run: IdentifiedRun): boolean
  /** The passing (and skipped) runs of such tests, in the order they were kept. */
  passing: IdentifiedRun[]
}

/**
 * Tests that failed in one report and passed in another. Only runs that failed somewhere are
 * tracked, so the passing majority costs a name lookup each, and a key only when its name
 * matches a failure's.
 */
export function mixedRuns(failing: readonly IdentifiedRun[], passing: PassingRuns): MixedRuns {
  const none: MixedRuns = { isMixed: () => false, passing: [] }
  if (failing.length === 0) return none
  const failedIn = new Map<string, Set<number>>()
  const failedNames = new Set<string>()
  let byNameOnly = passing.plain
  for (const run of failing) {
    if (byNameOnly && (run.name.includes('\u0000') || identityOf(run).includes('\u0000')))
      byNameOnly = false
    const key = keyOf(run)
    const reports = failedIn.get(key)
    if (reports) reports.add(run.report)
    else failedIn.set(key, new Set([run.report]))
    failedNames.add(run.name)
  }
  const keys = new Set<string>()
  const names = new Set<string>()
  for (let i = 0; i < passing.length; i++) {
    if (passing.skipped(i) || (byNameOnly && !failedNames.has(passing.name(i)))) continue
    const run = passing.run(i)
    const key = keyOf(run)
    const failed = failedIn.get(key)
    // Within one report repeated names are separate runs (projects, parameters), not flakiness.
    if (failed && (failed.size > 1 || !failed.has(run.report))) {
      keys.add(key)
      names.add(run.name)
    }
  }
  if (keys.size === 0) return none
  const isMixed = (run: IdentifiedRun): boolean =>
    (!byNameOnly || names.has(run.name)) && keys.has(keyOf(run))
  const mixedPassing: IdentifiedRun[] = []
  for (let i = 0; i < passing.length; i++) {
    if (byNameOnly && !names.has(passing.name(i))) continue
    const run = passing.run(i)
    if (keys.has(keyOf(run))) mixedPassing.push(run)
  }
  return { isMixed, passing: mixedPassing }
}

function identityOf(run: IdentifiedRun): string {
  return run.testFile ?? run.classname ?? run.suite
}
