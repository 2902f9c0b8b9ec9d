import { forEachAddedLine } from './hunk-lines.js'
import type { Hunk, LineMap, ParsedDiff } from './types.js'

/**
 * Per file, the new-side lines a pull-request review comment may anchor to (side RIGHT): the
 * added and context lines inside hunks. Every file of the diff has an entry, so `has(path)` says
 * whether a path is in the change at all; deleted and binary files have an empty set. A path that
 * appears in more than one section (a format-patch series) gets the union of its lines.
 */
export function buildLineMap(diff: ParsedDiff): LineMap {
  return perFileLines(diff, (hunk, lines) => {
    // A hunk's new side is one run of lines, newStart .. newStart + newLines - 1 (the parser
    // checked the counts), so the map needs no look at the lines themselves.
    for (let n = hunk.newStart; n < hunk.newStart + hunk.newLines; n++) lines.add(n)
  })
}

/**
 * Per file, the new-side lines the change added (no context lines): where a finding the gate adds
 * itself (a tests blocker, a missing test) is anchored, so it sits on what the change wrote.
 */
export function buildChangedLineMap(diff: ParsedDiff): LineMap {
  // From the added-line runs the parser recorded: reading hunk.lines here would build an object
  // per line of the whole diff just to keep the added ones' numbers.
  return perFileLines(diff, (hunk, lines) => forEachAddedLine(hunk, (n) => lines.add(n)))
}

/**
 * An entry for every file of the diff (so `has(path)` says whether it is in the change), filled
 * by `addHunk` from each hunk of a file with a new side; sections of one path share one set.
 */
function perFileLines(
  diff: ParsedDiff,
  addHunk: (hunk: Hunk, lines: Set<number>) => void,
): LineMap {
  const map = new Map<string, Set<number>>()
  for (const file of diff.files) {
    let lines = map.get(file.path)
    if (!lines) {
      lines = new Set()
      map.set(file.path, lines)
    }
    if (file.kind === 'deleted' || file.binary) continue
    for (const hunk of file.hunks) addHunk(hunk, lines)
  }
  return map
}
