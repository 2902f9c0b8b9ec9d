import { boundedJson, boundText, printable } from './text.js'

/** Most warnings listed in a review; the rest are counted in a last line. */
export const MAX_WARNINGS = 200
/** Most entries listed in `dropped`; the rest are counted in a warning. */
export const MAX_DROPPED = 100
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
