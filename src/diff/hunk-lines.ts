import type { DiffLine, Hunk } from './types.js'

/** Where a hunk's lines sit in the diff text; they are read from there when first asked for. */
export interface HunkRegion {
  text: string
  /** Offset of the hunk's first line (after its @@ header). */
  start: number
  /** Offset just past its last line (a "\ No newline" marker included). */
  end: number
  /** The whole patch was CRLF-converted: one \r per line belongs to the diff, not the content. */
  crlf: boolean
}

/**
 * Gives `hunk.lines` on first read instead of at parse time: a large diff has hundreds of
 * thousands of lines, and most uses (the payload, the line map) never look at them one by one.
 * The parser has already validated every line and the counts, so reading them cannot fail. The
 * property is an own enumerable one, so equality checks and JSON see it like a plain array.
 */
export function attachLazyLines(hunk: Omit<Hunk, 'lines'>, region: HunkRegion): Hunk {
  Object.defineProperty(hunk, 'lines', {
    enumerable: true,
    configurable: true,
    get(): DiffLine[] {
      const lines = readHunkLines(region, hunk.oldStart, hunk.newStart)
      Object.defineProperty(hunk, 'lines', {
        value: lines,
        enumerable: true,
        writable: true,
        configurable: true,
      })
      return lines
    },
  })
  return hunk as Hunk
}

/** The hunk's lines, exactly as the parser reads them (same blank-line and CR rules). */
export function readHunkLines(region: HunkRegion, oldStart: number, newStart: number): DiffLine[] {
  const { text, crlf } = region
  const lines: DiffLine[] = []
  let oldNo = oldStart
  let newNo = newStart
  let pos = region.start
  while (pos < region.end) {
    const nl = text.indexOf('\n', pos)
    const end = nl === -1 || nl > region.end ? region.end : nl
    const marker = pos < end ? text.charCodeAt(pos) : -1
    if (marker === 92) {
      const last = lines[lines.length - 1]
      if (last) last.noNewlineAtEnd = true
    } else {
      const blank = marker === -1 || (marker === 13 && end === pos + 1 && crlf)
      const contentEnd = crlf && end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end
      const kind: DiffLine['kind'] = marker === 43 ? 'add' : marker === 45 ? 'del' : 'context'
      lines.push({
        kind,
        oldLine: kind === 'add' ? null : oldNo++,
        newLine: kind === 'del' ? null : newNo++,
        text: blank ? '' : text.slice(pos + 1, contentEnd),
      })
    }
    pos = end + 1
  }
  return lines
}
