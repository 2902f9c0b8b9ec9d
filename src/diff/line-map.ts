import { addAddedRuns, forEachAddedRun } from './hunk-lines.js'
import { LineRuns } from './line-runs.js'
import type { Hunk, LineMap, ParsedDiff } from './types.js'

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
 * buildLineMap and buildChangedLineMap in one pass over the files and their hunks, with no
 * callback per hunk: the payload needs both, for every file of what may be a large diff.
 */
export function buildLineMaps(diff: ParsedDiff): { lineMap: LineMap; changedLines: LineMap } {
  const lineMap = new Map<string, LineRuns>()
  const changedLines = new Map<string, LineRuns>()
  for (const file of diff.files) {
    // Both maps get a path at the same time, so they hold the same paths in the same order.
    let lines = lineMap.get(file.path)
    let changed: LineRuns
    if (lines) changed = changedLines.get(file.path)!
    else {
      lineMap.set(file.path, (lines = new LineRuns()))
      changedLines.set(file.path, (changed = new LineRuns()))
    }
    if (file.kind === 'deleted' || file.binary) continue
    for (const hunk of file.hunks) {
      lines.addRun(hunk.newStart, hunk.newStart + hunk.newLines)
      addAddedRuns(hunk, changed)
    }
  }
  return { lineMap, changedLines }
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
