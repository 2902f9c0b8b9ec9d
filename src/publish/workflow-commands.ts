/**
 * The runner reads a log line as a workflow command (`::set-output …`, `::add-mask::`,
 * `::stop-commands::`) when it starts with `::` once leading whitespace is trimmed. Untrusted text
 * (test output, file names, model replies) that reaches stdout must never do that.
 */

/** Inserted between the two colons; never passed through from input unescaped elsewhere. */
const BREAK = '\u200D'

/**
 * Line breaks of every kind a line reader may split on. CR LF is two of them in a row, which the
 * scan handles like any other run of trimmable characters.
 */
const LINE_BREAKS = new Set([0x0a, 0x0d, 0x0085, 0x2028, 0x2029])

/**
 * Characters trimmed before the runner looks for `::`: all Unicode White_Space (tab, line tab,
 * form feed, space, U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F,
 * U+3000), the line breaks, the information separators U+001C–U+001F that some runtimes count as
 * white space, and U+180E, U+200B and U+FEFF, which older Unicode versions and other trimmers do.
 * Over-trimming here costs one invisible character in a harmless line; under-trimming lets a
 * command through.
 */
function isTrimmable(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    (code >= 0x1c && code <= 0x20) ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    code === 0x180e ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/**
 * The text with a zero-width joiner between the colons of every `::` that would begin a line
 * after trimming. One linear pass: each line start skips its trimmable run once, and a run that
 * crosses line breaks is skipped only once for all of them.
 */
export function neutralizeWorkflowCommands(text: string): string {
  let out = ''
  let copied = 0
  let at = 0
  const length = text.length
  while (at < length) {
    // At a line start: skip what the runner would trim.
    while (at < length && isTrimmable(text.charCodeAt(at))) at++
    if (text.charCodeAt(at) === 0x3a && text.charCodeAt(at + 1) === 0x3a) {
      out += text.slice(copied, at + 1) + BREAK
      copied = at + 1
    }
    // On to the next line.
    while (at < length && !LINE_BREAKS.has(text.charCodeAt(at))) at++
  }
  return copied === 0 ? text : out + text.slice(copied)
}
