import { keepShape } from '../shared/keep-shape.js'
import type { DiffLine, Hunk } from './types.js'

/**
 * A parsed hunk: the five fields of a Hunk, where its lines sit in the diff text and the runs of
 * its added lines in private fields (no equality check or JSON sees them), and `lines` as an own
 * enumerable accessor that reads them once. Every instance shares one getter and one descriptor:
 * a per-hunk closure made each hunk a slow (dictionary) object and cost microseconds, which a
 * 5,000-file diff paid 5,000 times. The region and the first run live in the hunk itself, not in
 * objects of their own: a large diff's hunks all stay alive through the payload run, and every
 * object fewer per hunk is one fewer for each collection in that run to copy.
 */
class ParsedHunk {
  declare readonly lines: DiffLine[]
  readonly #text: string
  /** Offset of the hunk's first line (after its @@ header). */
  readonly #start: number
  /** Offset just past its last line (a "\ No newline" marker included). */
  #end: number
  /** The whole patch was CRLF-converted: one \r per line belongs to the diff, not the content. */
  readonly #crlf: boolean
  /**
   * The new-side numbers of the added lines as half-open runs in line order, recorded by the
   * parser as it counts them; the changed-line map reads these instead of every line. The first
   * run is in two fields (`#addedFrom === #addedTo` while there is none), the others flat in
   * `#moreAdded`: `[from, to, from, to, …]`.
   */
  #addedFrom = 0
  #addedTo = 0
  #moreAdded: number[] | null = null
  /** `lines` has been read (it is a plain, writable array from then on). */
  #read = false

  constructor(
    public oldStart: number,
    public oldLines: number,
    public newStart: number,
    public newLines: number,
    public section: string,
    text: string,
    start: number,
    crlf: boolean,
  ) {
    this.#text = text
    this.#start = start
    this.#end = start
    this.#crlf = crlf
    Object.defineProperty(this, 'lines', ParsedHunk.#lazyLines)
  }

  static readonly #lazyLines: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: ParsedHunk): DiffLine[] {
      const lines = readHunkLines(
        this.#text,
        this.#start,
        this.#end,
        this.#crlf,
        this.oldStart,
        this.newStart,
      )
      this.#read = true
      Object.defineProperty(this, 'lines', {
        value: lines,
        enumerable: true,
        writable: true,
        configurable: true,
      })
      return lines
    },
  }

  /** The hunk's lines now end at `end` (exclusive); only while the parser reads them. */
  static extendTo(hunk: ParsedHunk, end: number): void {
    hunk.#end = end
  }

  /**
   * Records the next run of added lines, `[from, to)`, after every run recorded so far; only
   * while the parser reads the hunk, which passes each run whole.
   */
  static recordAdded(hunk: ParsedHunk, from: number, to: number): void {
    if (hunk.#addedFrom === hunk.#addedTo) {
      hunk.#addedFrom = from
      hunk.#addedTo = to
    } else if (hunk.#moreAdded === null) {
      // A two-element literal: a push onto [] reserves room for 17.
      hunk.#moreAdded = [from, to]
    } else hunk.#moreAdded.push(from, to)
  }

  /**
   * Hands `lines.addRun` the added lines of `hunk` as runs when it is a parsed hunk whose lines
   * have not been read; false otherwise (nothing was handed).
   */
  static addRecordedRuns(hunk: Hunk, lines: RunSink): boolean {
    if (!(#read in hunk)) return false
    const parsed = hunk as ParsedHunk
    if (parsed.#read) return false
    if (parsed.#addedFrom !== parsed.#addedTo) lines.addRun(parsed.#addedFrom, parsed.#addedTo)
    const more = parsed.#moreAdded
    if (more !== null) for (let i = 0; i < more.length; i += 2) lines.addRun(more[i]!, more[i + 1]!)
    return true
  }
}

/** What takes added-line runs: a line map's entry, or a callback's adapter. */
interface RunSink {
  addRun(from: number, to: number): void
}

/**
 * A hunk whose `lines` are read on first access instead of at parse time: a large diff has
 * hundreds of thousands of lines, and most uses (the payload, the line maps) never look at them
 * one by one. The parser validates every line and the counts (then reading them cannot fail),
 * then moves the hunk's end past its lines (extendHunk) and records its added lines
 * (recordAddedRun). The property is an own enumerable one, so equality checks and JSON see it
 * like a plain array.
 */
export function lazyHunk(
  header: Omit<Hunk, 'lines'>,
  text: string,
  start: number,
  crlf: boolean,
): Hunk {
  const { oldStart, oldLines, newStart, newLines, section } = header
  return new ParsedHunk(oldStart, oldLines, newStart, newLines, section, text, start, crlf)
}

/** The lines of `hunk`, made by lazyHunk, now end at `end` in the text (exclusive). */
export function extendHunk(hunk: Hunk, end: number): void {
  ParsedHunk.extendTo(hunk as ParsedHunk, end)
}

/**
 * Records the next run `[from, to)` of added new-side lines of `hunk`, made by lazyHunk: runs
 * come whole (a run the parser has closed) and in line order.
 */
export function recordAddedRun(hunk: Hunk, from: number, to: number): void {
  ParsedHunk.recordAdded(hunk as ParsedHunk, from, to)
}

/**
 * Calls `visit` with the added lines of the hunk as half-open runs `[from, to)` of new-side
 * numbers, in order: the runs the parser recorded while `hunk.lines` has not been read, one run
 * per added line of `hunk.lines` otherwise (a hunk built by hand, or lines read and perhaps
 * replaced since), so the lines are always what walking `hunk.lines` would give.
 */
export function forEachAddedRun(hunk: Hunk, visit: (from: number, to: number) => void): void {
  addAddedRuns(hunk, { addRun: visit })
}

/**
 * forEachAddedRun into `lines.addRun`, with no closure per hunk (the payload builds the map for
 * every hunk of a large diff).
 */
export function addAddedRuns(hunk: Hunk, lines: RunSink): void {
  if (ParsedHunk.addRecordedRuns(hunk, lines)) return
  for (const line of hunk.lines)
    if (line.kind === 'add' && line.newLine !== null) lines.addRun(line.newLine, line.newLine + 1)
}

/** The hunk's lines, exactly as the parser reads them (same blank-line and CR rules). */
export function readHunkLines(
  text: string,
  start: number,
  regionEnd: number,
  crlf: boolean,
  oldStart: number,
  newStart: number,
): DiffLine[] {
  const lines: DiffLine[] = []
  let oldNo = oldStart
  let newNo = newStart
  let pos = start
  while (pos < regionEnd) {
    const nl = text.indexOf('\n', pos)
    const end = nl === -1 || nl > regionEnd ? regionEnd : nl
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
recordAddedRun(keepShape(new ParsedHunk(1, 0, 1, 1, '', '+a\n', 0, false)), 1, 2)
