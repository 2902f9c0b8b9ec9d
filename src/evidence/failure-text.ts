import { bound } from './limits.js'

/**
 * The text of one failure as a reviewer needs it: the whole message, then the element's text
 * (the traceback, jest's Expected/Received lines) when it adds anything, its first frames only,
 * terminal colours removed, bounded. The payload, the summary and the tests blocker all show
 * this same text.
 */

/** Longest failure text kept, in characters (about 4 KB). */
export const FAILURE_TEXT_MAX = 4_096
/** Stack frames kept; the rest are counted. */
export const FAILURE_FRAMES_MAX = 10

// A CSI sequence (colours, cursor moves) as a raw ESC, as the visible `\x1B` the XML reader makes
// of one, or as pytest's `#x1B[` once an entity lost its `&`; also the 8-bit CSI.
const ANSI = /(?:\u001b|\\x1[bB]|#x1[bB];?|\u009b)\[[0-?]*[ -/]*[@-~]/g
const FRAME = /^\s*(?:at\s|❯\s|File\s+"|\S+\.\w+:\d+(?::\d+)?\)?$)/

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '')
}

export function failureText(
  message: string | null | undefined,
  trace: string | null | undefined,
): string | null {
  const m = message ? stripAnsi(message).trim() : ''
  const t = trace ? stripAnsi(trace).trim() : ''
  if (!m && !t) return null
  const body = !t || m.includes(t) ? m : !m || t.includes(m) ? t : `${m}\n${t}`
  return bound(firstFrames(body), FAILURE_TEXT_MAX)
}

function firstFrames(text: string): string {
  const lines = text.split('\n')
  const kept: string[] = []
  let frames = 0
  for (const line of lines) {
    if (FRAME.test(line) && ++frames > FAILURE_FRAMES_MAX) continue
    kept.push(line)
  }
  const dropped = frames - FAILURE_FRAMES_MAX
  if (dropped > 0) kept.push(`… ${dropped} more stack frame${dropped === 1 ? '' : 's'}`)
  return kept.join('\n')
}
