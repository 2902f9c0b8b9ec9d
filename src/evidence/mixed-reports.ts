/**
 * Tests that failed in one report and passed (or passed on rerun) in another: `evidence.flaky`
 * decides whether such a failure counts. The match is exact, on the test's identity (its test
 * file, or class name, or suite) and its name, never on a hash: a failure excused by a collision
 * would let a red run through. So the passing runs keep their names (exact copies, off the JS
 * heap), but nothing else per run: typed columns, and what a suite's runs share (suite, test
 * file, report) once per stretch.
 * Skipped runs are kept too: they never make a test mixed, but a skipped run of a mixed test is
 * listed with it (as it always was).
 */

import { IntColumn } from './int-column.js'
import { FrontCodedStrings, hashOfText } from './front-coded.js'

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

/**
 * The passing, rerun-flaky and skipped relevant runs, as little as the mixed check needs. Nothing
 * of a run stays on the JS heap: names and class names are front-coded into byte arrays, the rest
 * is kept once per stretch, so a large change's runs do not make V8 grow its young generation
 * (front-coded.ts).
 */
export class PassingRuns {
  private readonly names = new FrontCodedStrings()
  private readonly classnames = new FrontCodedStrings()
  // Stretches of consecutive runs (in the order kept) that share suite, test file and report.
  private readonly blockSuites: string[] = []
  private readonly blockFiles: (string | null)[] = []
  private readonly blockReports = new IntColumn()
  private readonly blockStarts = new IntColumn()
  private readonly blockOrdinals = new IntColumn()
  /** 1 for a stretch of skipped runs. */
  private readonly blockSkipped = new IntColumn()
  private lastIdentity: string | null = null
  /** The last stretch's suite, test file, report and kind, and the ordinal that continues it (-1: none). */
  private lastSuite = ''
  private lastFile: string | null = null
  private lastReport = -1
  private lastSkipped = false
  private nextOrdinal = -1
  /** The stretch `blockAt` found last: the runs are mostly read in order. */
  private lastBlock = 0
  /**
   * False once a name or an identity holds a NUL: equal keys then no longer imply equal names,
   * so names cannot rule a run out before its key is built. Never set back (only a shortcut).
   */
  plain = true

  /** A `hashMask` other than -1 only in tests: names' hashes then collide, which must change no answer. */
  constructor(private readonly hashMask = -1) {}

  get length(): number {
    return this.names.length
  }

  /** The suite and test file are kept by reference: copies that share nothing with a parser chunk. */
  add(run: IdentifiedRun, skipped: boolean): void {
    // A new stretch when what the runs share changes, or a run not kept here came between: held
    // in fields too, so a run costs a few comparisons, no column reads.
    if (
      run.ordinal !== this.nextOrdinal ||
      run.report !== this.lastReport ||
      skipped !== this.lastSkipped ||
      run.suite !== this.lastSuite ||
      run.testFile !== this.lastFile
    ) {
      this.blockSuites.push(run.suite)
      this.blockFiles.push(run.testFile)
      this.blockReports.push(run.report)
      this.blockStarts.push(this.names.length)
      this.blockOrdinals.push(run.ordinal)
      this.blockSkipped.push(skipped ? 1 : 0)
      this.lastReport = run.report
      this.lastSkipped = skipped
      this.lastSuite = run.suite
      this.lastFile = run.testFile
    }
    this.nextOrdinal = run.ordinal + 1
    this.names.push(run.name)
    this.classnames.push(run.classname)
    if (this.plain) {
      const identity = run.testFile ?? run.classname ?? run.suite
      if (identity !== this.lastIdentity) {
        this.lastIdentity = identity
        if (identity.includes('\u0000')) this.plain = false
      }
      if (this.names.sawNul) this.plain = false
    }
  }

  /** Forgets the runs from `length` on (a report that turned out broken). */
  truncate(length: number): void {
    if (length >= this.length) return
    const blocks = length === 0 ? 0 : this.blockAt(length - 1) + 1
    this.names.truncate(length)
    this.classnames.truncate(length)
    // The next run starts a stretch of its own.
    this.nextOrdinal = -1
    this.blockSuites.length = blocks
    this.blockFiles.length = blocks
    for (const column of [
      this.blockReports,
      this.blockStarts,
      this.blockOrdinals,
      this.blockSkipped,
    ])
      column.truncate(blocks)
  }

  name(i: number): string {
    return this.names.text(i)!
  }

  /** Every run's name hashed (`hashName`): equal names, equal hashes; computed on each call. */
  nameHashes(): Int32Array {
    return this.names.hashes(this.hashMask)
  }

  /** The hash `nameHashes` gives a run named `name`. */
  hashName(name: string): number {
    return hashOfText(name, this.hashMask)
  }

  skipped(i: number): boolean {
    return this.blockSkipped.get(this.blockAt(i)) === 1
  }

  run(i: number): IdentifiedRun {
    const b = this.blockAt(i)
    return {
      name: this.names.text(i)!,
      classname: this.classnames.text(i),
      suite: this.blockSuites[b]!,
      testFile: this.blockFiles[b]!,
      report: this.blockReports.get(b),
      ordinal: this.ordinalAt(b, i),
    }
  }

  private ordinalAt(block: number, i: number): number {
    return this.blockOrdinals.get(block) + (i - this.blockStarts.get(block))
  }

  /** The stretch run `i` is in: the last one starting at or before it. */
  private blockAt(i: number): number {
    const starts = this.blockStarts
    const count = starts.length
    // The one found last, or the next: the checks read the runs in order.
    for (let b = this.lastBlock; b < count && b <= this.lastBlock + 1; b++) {
      if (starts.get(b) > i) break
      if (b + 1 === count || starts.get(b + 1) > i) return (this.lastBlock = b)
    }
    let low = 0
    let high = count - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (starts.get(middle) <= i) low = middle
      else high = middle - 1
    }
    return (this.lastBlock = low)
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

/** 2^16 bits (8 KiB): a few thousand failing names leave most passing runs' bit clear. */
const HASH_BITS_MASK = (1 << 11) - 1

/**
 * Tests that failed in one report and passed in another. Only runs that failed somewhere are
 * tracked, so the passing majority costs a hash lookup each, and a name and a key only when its
 * name's hash matches a failure's: the hash only rules runs out, the names and keys decide.
 */
export function mixedRuns(failing: readonly IdentifiedRun[], passing: PassingRuns): MixedRuns {
  const none: MixedRuns = { isMixed: () => false, passing: [] }
  if (failing.length === 0) return none
  const failedIn = new Map<string, Set<number>>()
  const failedNames = new Set<string>()
  const failedNameHashes = new Set<number>()
  // The failing names' hashes as bits too: most passing runs are ruled out by one bit, before
  // the set is asked (a hash match still decides nothing).
  const failedHashBits = new Int32Array(HASH_BITS_MASK + 1)
  let byNameOnly = passing.plain
  for (const run of failing) {
    if (byNameOnly && (run.name.includes('\u0000') || identityOf(run).includes('\u0000')))
      byNameOnly = false
    const key = keyOf(run)
    const reports = failedIn.get(key)
    if (reports) reports.add(run.report)
    else failedIn.set(key, new Set([run.report]))
    failedNames.add(run.name)
    const hash = passing.hashName(run.name)
    failedNameHashes.add(hash)
    const slot = (hash >>> 5) & HASH_BITS_MASK
    failedHashBits[slot] = failedHashBits[slot]! | (1 << (hash & 31))
  }
  const keys = new Set<string>()
  const names = new Set<string>()
  const nameHashes = new Set<number>()
  const hashes = byNameOnly ? passing.nameHashes() : null
  for (let i = 0; i < passing.length; i++) {
    if (hashes) {
      const hash = hashes[i]!
      if ((failedHashBits[(hash >>> 5) & HASH_BITS_MASK]! & (1 << (hash & 31))) === 0) continue
      if (passing.skipped(i)) continue
      if (!failedNameHashes.has(hash) || !failedNames.has(passing.name(i))) continue
    } else if (passing.skipped(i)) continue
    const run = passing.run(i)
    const key = keyOf(run)
    const failed = failedIn.get(key)
    // Within one report repeated names are separate runs (projects, parameters), not flakiness.
    if (failed && (failed.size > 1 || !failed.has(run.report))) {
      keys.add(key)
      names.add(run.name)
      if (hashes) nameHashes.add(hashes[i]!)
    }
  }
  if (keys.size === 0) return none
  const isMixed = (run: IdentifiedRun): boolean =>
    (!byNameOnly || names.has(run.name)) && keys.has(keyOf(run))
  const mixedPassing: IdentifiedRun[] = []
  for (let i = 0; i < passing.length; i++) {
    if (hashes && (!nameHashes.has(hashes[i]!) || !names.has(passing.name(i)))) continue
    const run = passing.run(i)
    if (keys.has(keyOf(run))) mixedPassing.push(run)
  }
  return { isMixed, passing: mixedPassing }
}

function identityOf(run: IdentifiedRun): string {
  return run.testFile ?? run.classname ?? run.suite
}
