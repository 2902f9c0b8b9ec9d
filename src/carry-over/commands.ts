/**
 * The lines of a pull-request comment that render as a review-gate command (issue 21). GitHub
 * renders markdown: a command inside a code fence, an HTML comment (invisible), a quote or an
 * indented block is shown as text or not at all, so a reader cannot see it as a decision, and it
 * must not count as one. Only a line that starts at its first column with the command, nothing
 * before it (no space, no no-break space, no zero-width or other invisible character), counts.
 */

/**
 * Characters a reader cannot see, or sees as a plain space, that must never precede or split a
 * command: format characters (zero-width spaces and joiners, byte order marks, bidirectional
 * controls, the soft hyphen), every space but U+0020 (no-break and the typographic spaces) and the
 * Hangul fillers.
 */
const INVISIBLE = /[\p{Cf}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u3164\uffa0]/u

/** A fence opener or closer: up to three spaces, then three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/**
 * The lines of `body` that render as plain paragraph text at column one: outside fenced code and
 * HTML comments, with HTML comments inside a line removed. A line that still holds an invisible
 * character is left out whole.
 */
export function renderedLines(body: string): string[] {
  const out: string[] = []
  let fence: string | null = null
  let inComment = false
  for (const raw of body.split(/\r\n|\r|\n/)) {
    if (fence !== null) {
      const close = FENCE.exec(raw)
      if (
        close &&
        close[1]![0] === fence[0] &&
        close[1]!.length >= fence.length &&
        raw.slice(close[0].length).trim() === ''
      )
        fence = null
      continue
    }
    let line = raw
    let visible = ''
    // HTML comments may open and close within a line, or span lines.
    for (;;) {
      if (inComment) {
        const end = line.indexOf('-->')
        if (end < 0) break
        line = line.slice(end + 3)
        inComment = false
        // Text after a comment that closes here does not start at column one.
        visible += '\u0000'
        continue
      }
      const start = line.indexOf('<!--')
      if (start < 0) {
        visible += line
        break
      }
      visible += line.slice(0, start)
      line = line.slice(start + 4)
      inComment = true
    }
    visible = visible.replace(/\u0000+$/, '')
    if (visible === '') continue
    const open = FENCE.exec(visible)
    if (open) {
      fence = open[1]!
      continue
    }
    if (INVISIBLE.test(visible) || visible.includes('\u0000')) continue
    out.push(visible)
  }
  return out
}

/** `/review-gate <word> …` at column one, words split by plain spaces or tabs only. */
export function commandLines(body: string, word: string): RegExpExecArray[] {
  const pattern = new RegExp(
    `^/review-gate[ \\t]+${word}(?:[ \\t]+(\\S+))?(?:[ \\t]+(.*))?[ \\t]*$`,
    'i',
  )
  const out: RegExpExecArray[] = []
  for (const line of renderedLines(body)) {
    const match = pattern.exec(line)
    if (match) out.push(match)
  }
  return out
}
