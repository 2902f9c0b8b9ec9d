/**
 * Just enough markdown structure for example files: which lines sit inside a fenced code block.
 * A `---` or a heading inside a fence is content, never structure, so examples can quote YAML,
 * markdown plans or diffs in their code blocks.
 */

export interface ScannedLine {
  /** 1-based line number in the file. */
  number: number
  text: string
  /** Inside a fenced block, fence lines excluded. */
  inFence: boolean
  /** For a line inside a fence: the line number of the fence that opened it. */
  fenceOpenedAt?: number
  /** This line opens a fenced block; `info` is its info string (e.g. `json`). */
  opensFence?: { info: string }
  /** This line closes a fenced block. */
  closesFence?: boolean
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/

/** Classifies lines one at a time, following CommonMark's fence rules (same character, at least as long). */
export class FenceTracker {
  private open: { char: string; length: number; at: number } | undefined

  /** The line number of the fence currently open, if any. */
  get openedAt(): number | undefined {
    return this.open?.at
  }

  next(text: string, number: number): ScannedLine {
    if (this.open) {
      const run = FENCE_CLOSE.exec(text)?.[1]
      if (run && run[0] === this.open.char && run.length >= this.open.length) {
        this.open = undefined
        return { number, text, inFence: false, closesFence: true }
      }
      return { number, text, inFence: true, fenceOpenedAt: this.open.at }
    }
    const opening = FENCE_OPEN.exec(text)
    const run = opening?.[1]
    const info = (opening?.[2] ?? '').trim()
    // A backtick fence's info string may not contain a backtick (that is inline code instead).
    if (run && !(run[0] === '`' && info.includes('`'))) {
      this.open = { char: run[0]!, length: run.length, at: number }
      return { number, text, inFence: false, opensFence: { info } }
    }
    return { number, text, inFence: false }
  }
}

/** An ATX heading outside a fence (`#` to `######` then a space or the end of the line). */
export function isHeading(line: ScannedLine): boolean {
  return !line.inFence && !line.opensFence && !line.closesFence && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line.text)
}

/** Drops blank lines at both ends. */
export function trimBlankLines<T extends { text: string }>(lines: readonly T[]): T[] {
  let start = 0
  let end = lines.length
  while (start < end && lines[start]!.text.trim() === '') start++
  while (end > start && lines[end - 1]!.text.trim() === '') end--
  return lines.slice(start, end)
}
