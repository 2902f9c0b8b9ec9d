import { addAddedRuns, forEachAddedRun } from './hunk-lines.js'
import { LineRuns } from './line-runs.js'
import type { DiffFile, Hunk, LineMap, ParsedDiff } from './types.js'

/**
 * Per file, the new-side lines a pull-request review comment may anchor to (side RIGHT): the
 * added and context lines inside hunks. Every file of the diff has an entry, so `has(path)` says
 * whether a path is in the change at all; deleted and binary files have an empty set. A path that
 * appears in more than one section (a format-patch series) gets the union of its lines.
 */
export function buildLineMap(diff: ParsedDiff): LineMap {
  // A hunk's new side is one run of lines, newStart .. newStart + newLines - 1 (the parser
  // checked the counts), so the map needs no look at the lines themselves.
  return perFileLines(diff, (hunk, lines) =>
    lines.addRun(hunk.newStart, hunk.newStart + hunk.newLines),
  )
}

/**
 * Per file, the new-side lines the change added (no context lines): where a finding the gate adds
 * itself (a tests blocker, a missing test) is anchored, so it sits on what the change wrote.
 */
export function buildChangedLineMap(diff: ParsedDiff): LineMap {
  // From the added-line runs the parser recorded: reading hunk.lines here would build an object
  // per line of the whole diff just to keep the added ones' numbers.
  return perFileLines(diff, (hunk, lines) =>
    forEachAddedRun(hunk, (from, to) => lines.addRun(from, to)),
  )
}

/**
 * buildLineMap and buildChangedLineMap over one index of the paths, each path's lines read from
 * its hunks only when the path is first looked up (then kept): the payload makes both maps for
 * every file of what may be a large diff, and a run looks up only the few files its findings
 * name. The maps hold the same paths, in the same order, with the same lines as the eager ones.
 * They read the files as they are at the look-up: the files are not changed after the parse.
 */
export function buildLineMaps(diff: ParsedDiff): { lineMap: LineMap; changedLines: LineMap } {
  const index = new Map<string, DiffFile | DiffFile[]>()
  const files = diff.files
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!
    const known = index.get(file.path)
    if (known === undefined) index.set(file.path, file)
    else if (Array.isArray(known)) known.push(file)
    else index.set(file.path, [known, file])
  }
  return {
    lineMap: new LazyLineMap(index, (hunk, lines) =>
      lines.addRun(hunk.newStart, hunk.newStart + hunk.newLines),
    ),
    changedLines: new LazyLineMap(index, addAddedRuns),
  }
}

/** A LineMap over a path index whose entries are made on first look-up by `addHunk`. */
class LazyLineMap implements ReadonlyMap<string, ReadonlySet<number>> {
  readonly #index: ReadonlyMap<string, DiffFile | DiffFile[]>
  readonly #addHunk: (hunk: Hunk, lines: LineRuns) => void
  readonly #made = new Map<string, LineRuns>()

  constructor(
    index: ReadonlyMap<string, DiffFile | DiffFile[]>,
    addHunk: (hunk: Hunk, lines: LineRuns) => void,
  ) {
    this.#index = index
    this.#addHunk = addHunk
  }

  get size(): number {
    return this.#index.size
  }

  has(path: string): boolean {
    return this.#index.has(path)
  }

  get(path: string): ReadonlySet<number> | undefined {
    const made = this.#made.get(path)
    if (made !== undefined) return made
    const files = this.#index.get(path)
    if (files === undefined) return undefined
    const lines = new LineRuns()
    for (const file of Array.isArray(files) ? files : [files]) {
      if (file.kind === 'deleted' || file.binary) continue
      for (const hunk of file.hunks) this.#addHunk(hunk, lines)
    }
    this.#made.set(path, lines)
    return lines
  }

  keys(): MapIterator<string> {
    return this.#index.keys()
  }

  *values(): MapIterator<ReadonlySet<number>> {
    for (const path of this.#index.keys()) yield this.get(path)!
  }

  *entries(): MapIterator<[string, ReadonlySet<number>]> {
    for (const path of this.#index.keys()) yield [path, this.get(path)!]
  }

  [Symbol.iterator](): MapIterator<[string, ReadonlySet<number>]> {
    return this.entries()
  }

  forEach(
    callback: (
      value: ReadonlySet<number>,
      key: string,
      map: ReadonlyMap<string, ReadonlySet<number>>,
    ) => void,
    thisArg?: unknown,
  ): void {
    for (const path of this.#index.keys()) callback.call(thisArg, this.get(path)!, path, this)
  }
}

/**
 * An entry for every file of the diff (so `has(path)` says whether it is in the change), filled
 * by `addHunk` from each hunk of a file with a new side; sections of one path share one entry.
 * The entries hold runs of lines, not a number per line (line-runs.ts).
 */
function perFileLines(diff: ParsedDiff, addHunk: (hunk: Hunk, lines: LineRuns) => void): LineMap {
  const map = new Map<string, LineRuns>()
  for (const file of diff.files) {
    let lines = map.get(file.path)
    if (!lines) {
      lines = new LineRuns()
      map.set(file.path, lines)
    }
    if (file.kind === 'deleted' || file.binary) continue
    for (const hunk of file.hunks) addHunk(hunk, lines)
  }
  return map
}
