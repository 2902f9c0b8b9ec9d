/**
 * Untrusted text goes into the payload inside fences it cannot close: the fence is one backtick
 * longer than the longest backtick run in the text, so no line of the text can end it early or
 * pose as one of the payload's own section headings.
 */
export function fence(text: string, info = ''): string {
  return fenceParts([text], info).join('')
}

/**
 * The same for text given in pieces that each end in a line break (a diff's files), without
 * joining them: the payload is joined once, at the end.
 */
export function fenceParts(parts: readonly string[], info = ''): string[] {
  const longest = parts.reduce((max, part) => Math.max(max, longestBacktickRun(part)), 0)
  const ticks = '`'.repeat(Math.max(3, longest + 1))
  const last = parts[parts.length - 1] ?? ''
  return [`${ticks}${info}\n`, ...parts, last.endsWith('\n') ? '' : '\n', ticks]
}

function longestBacktickRun(text: string): number {
  let longest = 0
  let at = text.indexOf('`')
  while (at !== -1) {
    let end = at
    while (text.charCodeAt(end) === 96) end++
    if (end - at > longest) longest = end - at
    at = text.indexOf('`', end)
  }
  return longest
}

/**
 * Characters that change how text reads without being visible: bidirectional controls (the
 * "trojan source" family), zero-width characters, and other format characters. They are shown
 * as `<U+XXXX>` so a reviewer, human or model, sees them instead of being steered by them.
 */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g

export interface RevealResult {
  text: string
  /** Invisible or bidirectional-control characters shown as <U+XXXX>. */
  invisible: number
  /** HTML comments removed. */
  comments: number
}

/** Makes invisible characters visible and removes HTML comments from PR-authored text. */
export function revealHidden(text: string): RevealResult {
  let invisible = 0
  let out = text.replace(INVISIBLE, (ch) => {
    invisible++
    return `<U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`
  })
  let comments = 0
  out = out.replace(/<!--[\s\S]*?(?:-->|$)/g, () => {
    comments++
    return '[HTML comment removed]'
  })
  return { text: out, invisible, comments }
}

/** What revealHidden changed across several texts, stated in the payload (never silently). */
export function describeRevealed(results: RevealResult[]): string | null {
  const invisible = results.reduce((n, r) => n + r.invisible, 0)
  const comments = results.reduce((n, r) => n + r.comments, 0)
  const notes: string[] = []
  if (comments > 0) notes.push(`${comments} HTML comment(s) removed`)
  if (invisible > 0)
    notes.push(`${invisible} invisible or bidirectional-control character(s) shown as <U+XXXX>`)
  return notes.length > 0 ? `Note: ${notes.join('; ')}.` : null
}
