import type { Excerpt } from './types.js'

/** Most characters of one line shown: a minified line cannot fill the budget alone. */
export const LINE_SHOWN_MAX = 240

/** Lines `from`..`to` (1-based, inclusive, clipped to the file) as one excerpt. */
export function excerpt(path: string, lines: readonly string[], from: number, to: number): Excerpt {
  const start = Math.max(1, from)
  const end = Math.min(lines.length, to)
  return {
    path,
    from: start,
    lines: lines.slice(start - 1, end).map((line) => clip(line.replace(/\r$/, ''))),
  }
}

/** Several ranges of one file: merged where they touch, in order. */
export function excerpts(
  path: string,
  lines: readonly string[],
  ranges: readonly { from: number; to: number }[],
): Excerpt[] {
  const sorted = ranges
    .map((r) => ({ from: Math.max(1, r.from), to: Math.min(lines.length, r.to) }))
    .filter((r) => r.from <= r.to)
    .sort((a, b) => a.from - b.from)
  const merged: { from: number; to: number }[] = []
  for (const range of sorted) {
    const last = merged[merged.length - 1]
    if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to)
    else merged.push({ ...range })
  }
  return merged.map((r) => excerpt(path, lines, r.from, r.to))
}

function clip(line: string): string {
  if (line.length <= LINE_SHOWN_MAX) return line
  return `${line.slice(0, LINE_SHOWN_MAX)}… (${line.length - LINE_SHOWN_MAX} more characters)`
}

/**
 * How far apart two files are in the tree: the directory steps from one to the other. Sorting by
 * it puts a caller next door before one across the repository.
 */
export function distance(a: string, b: string): number {
  const da = a.split('/').slice(0, -1)
  const db = b.split('/').slice(0, -1)
  let common = 0
  while (common < da.length && common < db.length && da[common] === db[common]) common++
  return da.length - common + (db.length - common)
}
