import { keepShape } from '../shared/keep-shape.js'

/**
 * A file's lines for the line maps, kept as half-open runs `[from, to)` (one per hunk, or per
 * stretch of added lines) instead of one Set entry per line: a 200,000-line diff made hundreds of
 * thousands of entries that nothing read but a few `has` checks, and the garbage collector paid
 * for them again. It is a ReadonlySet<number>, so the LineMap type and its users do not change.
 *
 * `has` and `size` answer from the runs while they are ascending and disjoint (every diff git
 * writes). Anything else (iteration, `forEach`, runs that overlap or go back, as two sections of
 * one path in a format-patch series can) is answered by a real Set, built once on first need by
 * adding every run's numbers in order: the same members, in the same order, as the Set the map
 * used to hold.
 */
export class LineRuns implements ReadonlySet<number> {
  /**
   * Flat `[from, to, from, to, …]`, in the order they were added. Null until the first run, which
   * comes as a two-element literal: a push onto [] reserves room for 19, and most files have one
   * or a few runs.
   */
  #runs: number[] | null = null
  /** Every run starts at or after the end of the one before it. */
  #ascending = true
  #set: Set<number> | null = null

  /** Adds the lines `from` .. `to - 1`; only while the map is being built. */
  addRun(from: number, to: number): void {
    if (from >= to) return
    this.#set = null
    const runs = this.#runs
    if (runs === null) {
      this.#runs = [from, to]
      return
    }
    const last = runs.length - 1
    if (last > 0) {
      const end = runs[last]!
      // Touching the run before: one longer run (fewer runs, the same lines in the same order).
      if (from === end) {
        runs[last] = to
        return
      }
      if (from < end) this.#ascending = false
    }
    runs.push(from, to)
  }

  get size(): number {
    if (!this.#ascending) return this.#materialized().size
    const runs = this.#runs ?? []
    let size = 0
    for (let i = 0; i < runs.length; i += 2) size += runs[i + 1]! - runs[i]!
    return size
  }

  has(value: number): boolean {
    if (!this.#ascending) return this.#materialized().has(value)
    // A Set of line numbers holds integers only: 1.5, NaN or '3' are not in it.
    if (!Number.isInteger(value)) return false
    const runs = this.#runs
    if (runs === null) return false
    // Binary search for the last run starting at or before `value`.
    let lo = 0
    let hi = (runs.length >> 1) - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (runs[mid * 2]! <= value) lo = mid + 1
      else hi = mid - 1
    }
    return hi >= 0 && value < runs[hi * 2 + 1]!
  }

  forEach(
    callback: (value: number, key: number, set: ReadonlySet<number>) => void,
    thisArg?: unknown,
  ): void {
    for (const n of this.#materialized()) callback.call(thisArg, n, n, this)
  }

  entries(): SetIterator<[number, number]> {
    return this.#materialized().entries()
  }

  keys(): SetIterator<number> {
    return this.#materialized().keys()
  }

  values(): SetIterator<number> {
    return this.#materialized().values()
  }

  [Symbol.iterator](): SetIterator<number> {
    return this.#materialized().values()
  }

  #materialized(): Set<number> {
    if (this.#set) return this.#set
    const set = new Set<number>()
    const runs = this.#runs ?? []
    for (let i = 0; i < runs.length; i += 2)
      for (let n = runs[i]!; n < runs[i + 1]!; n++) set.add(n)
    this.#set = set
    return set
  }
}

// One set held for the life of the process, with a run in it: every payload run makes thousands
// and drops them all, and without a live one a collection would drop the class's hidden classes
// and the code compiled for them (keep-shape.ts).
keepShape(new LineRuns()).addRun(1, 2)
