import { boundedJson, boundText, printable } from './text.js'

/** Most warnings listed in a review; the rest are counted in a last line. */
export const MAX_WARNINGS = 200
/** Most entries listed in `dropped`; the rest are counted in a warning. */
export const MAX_DROPPED = 100
/** Most reasons listed in `incomplete` and in the per-entry notes; the rest are counted. */
export const MAX_INCOMPLETE = 50
const MAX_WARNING_LENGTH = 500
const MAX_EXCERPT_LENGTH = 200

export interface DroppedEntry {
  reason: string
  excerpt: string
}

/**
 * What the parser did, in order. Every correction goes through here so none is silent, and the
 * lists stay bounded: a reply with 50,000 broken findings yields a readable review, not 50,000
 * lines.
 */
export class Notes {
  private readonly listed: string[] = []
  private omittedWarnings = 0
  private readonly droppedEntries: DroppedEntry[] = []
  private omittedDropped = 0
  private readonly incompleteReasons: string[] = []
  private omittedIncomplete = 0
  private readonly entryNotes: string[] = []
  private omittedEntryNotes = 0

  /**
   * True once the list is full: a further warning is only counted. Hot paths (once per finding)
   * write `notes.warn(notes.full ? '' : \`…\`)` so they build no text nobody will read.
   */
  get full(): boolean {
    return this.listed.length >= MAX_WARNINGS
  }

  warn(message: string): void {
    if (this.full) {
      this.omittedWarnings++
      return
    }
    this.listed.push(boundText(printable(message), MAX_WARNING_LENGTH))
  }

  /** Records an entry that could not be read as a finding, with why. */
  drop(reason: string, value: unknown): void {
    this.warn(`dropped: ${reason}`)
    if (this.droppedEntries.length >= MAX_DROPPED) {
      this.omittedDropped++
      return
    }
    this.droppedEntries.push({
      reason: boundText(printable(reason), MAX_WARNING_LENGTH),
      excerpt: boundedJson(value, MAX_EXCERPT_LENGTH),
    })
  }

  /**
   * Something the reply holds that could not be read (an unreadable entry, a dropped blocker or
   * major, counts claiming unlisted findings, a refusal): the review is incomplete, never a pass.
   */
  incomplete(reason: string): void {
    if (this.incompleteReasons.length >= MAX_INCOMPLETE) {
      this.omittedIncomplete++
      return
    }
    this.incompleteReasons.push(boundText(printable(reason), MAX_WARNING_LENGTH))
  }

  /**
   * How one entry was read when it was not read as written (a mapped severity or file, an
   * unreadable entry): the structural report describes the reply as received from these.
   */
  entry(note: string): void {
    if (this.entryNotes.length >= MAX_INCOMPLETE) {
      this.omittedEntryNotes++
      return
    }
    this.entryNotes.push(boundText(printable(note), MAX_WARNING_LENGTH))
  }

  get incompleteCauses(): string[] {
    const out = [...this.incompleteReasons]
    if (this.omittedIncomplete > 0) out.push(`${this.omittedIncomplete} more causes not listed`)
    return out
  }

  get entries(): string[] {
    const out = [...this.entryNotes]
    if (this.omittedEntryNotes > 0) out.push(`${this.omittedEntryNotes} more entry notes`)
    return out
  }

  get warnings(): string[] {
    const out = [...this.listed]
    if (this.omittedDropped > 0) {
      out.push(
        `${this.omittedDropped} more dropped entries not listed (the list keeps ${MAX_DROPPED})`,
      )
    }
    if (this.omittedWarnings > 0) {
      out.push(`${this.omittedWarnings} more warnings not listed (the list keeps ${MAX_WARNINGS})`)
    }
    return out
  }

  get dropped(): DroppedEntry[] {
    return [...this.droppedEntries]
  }
}
