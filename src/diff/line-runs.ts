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
   * The first run, in two fields (`#from === #to` while there is none): most files have one run,
   * and an array for it was two more objects per file for every collection during the payload
   * run to copy.
   */
  #from = 0
  #to = 0
  /** The runs after the first, flat `[from, to, from, to, …]` in the order they were added. */
  #more: number[] | null = null
  /** Every run starts at or after the end of the one before it. */
  #ascending = true
  #set: Set<number> | null = null

  /** Adds the lines `from` .. `to - 1`; only while the map is being built. */
  addRun(from: number, to: number): void {
    if (from >= to) return
    this.#set = null
    if (this.#from === this.#to) {
      this.#from = from
      this.#to = to
      return
    }
    const more = this.#more
    const end = more === null ? this.#to : more[more.length - 1]!
    // Touching the run before: one longer run (fewer runs, the same lines in the same order).
    if (from === end) {
      if (more === null) this.#to = to
      else more[more.length - 1] = to
      return
    }
    if (from < end) this.#ascending = false
    // The second run as a two-element literal: a push onto [] reserves room for 17.
    if (more === null) this.#more = [from, to]
    else more.push(from, to)
  }

  get size(): number {
    if (!this.#ascending) return this.#materialized().size
    let size = this.#to - this.#from
    const more = this.#more
    if (more !== null) for (let i = 0; i < more.length; i += 2) size += more[i + 1]! - more[i]!
    return size
  }

  has(value: number): boolean {
    if (!this.#ascending) return this.#materialized().has(value)
    // A Set of line numbers holds integers only: 1.5, NaN or '3' are not in it.
    if (!Number.isInteger(value)) return false
    if (value < this.#to) return value >= this.#from
    const more = this.#more
    if (more === null) return false
    // Binary search for the last later run starting at or before `value`.
    let lo = 0
    let hi = (more.length >> 1) - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (more[mid * 2]! <= value) lo = mid + 1
      else hi = mid - 1
    }
    return hi >= 0 && value < more[hi * 2 + 1]!
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
    for (let n = this.#from; n < this.#to; n++) set.add(n)
    const more = this.#more ?? []
    for (let i = 0; i < more.length; i += 2)
      for (let n = more[i]!; n < more[i + 1]!; n++) set.add(n)
    this.#set = set
    return set
  }
}

// One set held for the life of the process, with a run in it: every payload run makes thousands
// and drops them all, and without a live one a collection would drop the class's hidden classes
// and the code compiled for them (keep-shape.ts).
keepShape(new LineRuns()).addRun(1, 2)
