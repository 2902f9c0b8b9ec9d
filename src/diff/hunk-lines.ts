import { keepShape } from '../shared/keep-shape.js'
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
  /**
   * The new-side numbers of the added lines as half-open runs, flat: `[from, to, from, to, …]`,
   * in line order, recorded by the parser as it counts them; the changed-line map reads these
   * instead of every line.
   */
  added: number[]
  /** `hunk.lines` has been read (it is a plain, writable array from then on). */
  read: boolean
}

/**
 * A parsed hunk: the five fields of a Hunk, its region in a private field (no equality check or
 * JSON sees it) and `lines` as an own enumerable accessor that reads them once. Every instance
 * shares one getter and one descriptor: a per-hunk closure made each hunk a slow (dictionary)
 * object and cost microseconds, which a 5,000-file diff paid 5,000 times.
 */
class ParsedHunk {
  declare readonly lines: DiffLine[]
  readonly #region: HunkRegion

  constructor(
    public oldStart: number,
    public oldLines: number,
    public newStart: number,
    public newLines: number,
    public section: string,
    region: HunkRegion,
  ) {
    this.#region = region
    Object.defineProperty(this, 'lines', ParsedHunk.#lazyLines)
  }

  static readonly #lazyLines: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: ParsedHunk): DiffLine[] {
      const region = this.#region
      const lines = readHunkLines(region, this.oldStart, this.newStart)
      region.read = true
      Object.defineProperty(this, 'lines', {
        value: lines,
        enumerable: true,
        writable: true,
        configurable: true,
      })
      return lines
    },
  }

  /** The region of a hunk the parser made; undefined for any other hunk. */
  static regionOf(hunk: Hunk): HunkRegion | undefined {
    return #region in hunk ? (hunk as ParsedHunk).#region : undefined
  }
}

/**
 * Gives `hunk.lines` on first read instead of at parse time: a large diff has hundreds of
 * thousands of lines, and most uses (the payload, the line maps) never look at them one by one.
 * The parser has already validated every line and the counts, so reading them cannot fail. The
 * property is an own enumerable one, so equality checks and JSON see it like a plain array.
 */
export function lazyHunk(fields: Omit<Hunk, 'lines'>, region: HunkRegion): Hunk {
  const { oldStart, oldLines, newStart, newLines, section } = fields
  return new ParsedHunk(oldStart, oldLines, newStart, newLines, section, region)
}

/**
 * Calls `visit` with the added lines of the hunk as half-open runs `[from, to)` of new-side
 * numbers, in order: the runs the parser recorded while `hunk.lines` has not been read, one run
 * per added line of `hunk.lines` otherwise (a hunk built by hand, or lines read and perhaps
 * replaced since), so the lines are always what walking `hunk.lines` would give.
 */
export function forEachAddedRun(hunk: Hunk, visit: (from: number, to: number) => void): void {
  const region = ParsedHunk.regionOf(hunk)
  if (region && !region.read) {
    const runs = region.added
    for (let i = 0; i < runs.length; i += 2) visit(runs[i]!, runs[i + 1]!)
    return
  }
  for (const line of hunk.lines)
    if (line.kind === 'add' && line.newLine !== null) visit(line.newLine, line.newLine + 1)
}

/**
 * forEachAddedRun into `lines.addRun`, with no closure per hunk (the payload builds the map for
 * every hunk of a large diff).
 */
export function addAddedRuns(hunk: Hunk, lines: { addRun(from: number, to: number): void }): void {
  const region = ParsedHunk.regionOf(hunk)
  if (region && !region.read) {
    const runs = region.added
    for (let i = 0; i < runs.length; i += 2) lines.addRun(runs[i]!, runs[i + 1]!)
    return
  }
  for (const line of hunk.lines)
    if (line.kind === 'add' && line.newLine !== null) lines.addRun(line.newLine, line.newLine + 1)
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

// A hunk made at load and never read: its hidden classes outlive each parse (keep-shape.ts).
keepShape(
  new ParsedHunk(1, 0, 1, 0, '', {
    text: '',
    start: 0,
    end: 0,
    crlf: false,
    added: [],
    read: false,
  }),
)
