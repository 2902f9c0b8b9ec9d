/**
 * Makes untrusted text (model output, test output, file names, PR text) inert inside the Markdown
 * that GitHub renders in comments and job summaries, and inside lines a shell may echo.
 *
 * Two shapes:
 * - `inlineText`: one line of escaped Markdown, for list items, table cells and link labels.
 * - `preformatted`: a `<pre>` HTML block with the text HTML-escaped. An HTML block of this kind
 *   ends only at `</pre>`, which escaped text cannot contain, so no fence can be left open and
 *   no content can leak out as Markdown (unlike a backtick fence, whose content a list item's
 *   indentation can end early).
 *
 * In both, the output never contains `<` from the input (so no raw HTML, `<img`, or HTML comment),
 * `@name` and `#123`/`GH-123` are split with a zero-width joiner (no notification, no link), URLs
 * other than https are removed, invisible and bidi-control characters are shown as `[U+XXXX]`,
 * and no line starts with `::` (a workflow command when echoed to a runner's stdout).
 */

import { neutralizeWorkflowCommands } from './workflow-commands.js'

/** Inserted by us to break mentions, references and `::`; never passed through from input. */
export const ZWJ = '\u200D'

export const DEFAULT_INLINE_MAX = 2_000
export const DEFAULT_BLOCK_MAX = 6_000
export const DEFAULT_BLOCK_MAX_LINES = 80

/** Reading more than this many code units past the limit is pointless work on hostile input. */
const SCAN_SLACK = 4_096

// Invisible, zero-width, bidi-control, tag and other characters that hide or reorder text; in
// unicode mode the surrogate range matches only lone surrogates.
// Each code point in the class stands alone (none is meant to combine with its neighbour).
const HIDDEN_CHARACTER =
  // eslint-disable-next-line no-misleading-character-class
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\ud800-\udfff]|[\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu

function visibleEscape(cp: number): string {
  return `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`
}

/** Drops complete `<!-- … -->` comments in one linear pass (a regex would be quadratic here). */
function removeHtmlComments(text: string): string {
  let out = ''
  let from = 0
  for (;;) {
    const open = text.indexOf('<!--', from)
    if (open < 0) break
    const close = text.indexOf('-->', open + 4)
    // No terminator after this one means none after any later opener either.
    if (close < 0) break
    out += text.slice(from, open)
    from = close + 3
  }
  return out + text.slice(from)
}

interface Prepared {
  text: string
  /** Code points dropped by the length or line bound (0 when nothing was cut). */
  cut: number
  cutLines: number
}

/**
 * Bounds, normalizes line ends, drops HTML comments and image syntax, and makes invisible
 * characters visible. Shared by both shapes.
 */
function prepare(raw: string, maxChars: number, maxLines: number): Prepared {
  const input = typeof raw === 'string' ? raw : String(raw)
  // Hostile input may be megabytes: look at a bounded prefix only, count the rest.
  const scanned =
    input.length > maxChars * 2 + SCAN_SLACK ? input.slice(0, maxChars * 2 + SCAN_SLACK) : input
  let text = removeHtmlComments(scanned.replace(/\r\n?/g, '\n'))
    .replace(/!\[[^\]\n]{0,500}\]\([^)\n]{0,2000}\)/g, '(image removed)')
    .replace(/<img\b[^>]{0,2000}>?/gi, '(image removed)')

  let cutLines = 0
  const lines = text.split('\n')
  if (lines.length > maxLines) {
    cutLines = lines.length - maxLines
    text = lines.slice(0, maxLines).join('\n')
  }

  let cut = input.length - scanned.length
  // Code points, not UTF-16 units, so a cut never splits a surrogate pair.
  if (text.length > maxChars) {
    const points = Array.from(text)
    if (points.length > maxChars) {
      cut += points.length - maxChars
      text = points.slice(0, maxChars).join('')
    }
  }
  const out = text.replace(HIDDEN_CHARACTER, (ch) => visibleEscape(ch.codePointAt(0) ?? 0))
  return { text: out, cut, cutLines }
}

function truncationNote(p: Prepared): string {
  const parts: string[] = []
  if (p.cutLines > 0) parts.push(`${p.cutLines} more line${p.cutLines === 1 ? '' : 's'}`)
  if (p.cut > 0) parts.push(`${p.cut} more character${p.cut === 1 ? '' : 's'}`)
  return parts.length > 0 ? `… (truncated: ${parts.join(', ')})` : ''
}

/** Splits `@name`, `#123`, `GH-123` so GitHub neither notifies nor links. */
function breakReferences(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9_])/g, `@${ZWJ}`)
    .replace(/#(?=\d)/g, `#${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`)
}

// A scheme URL (any scheme, so non-https ones can be removed) or a bare `www.` autolink.
// No \b: GitHub also autolinks after `_`, `*`, `~` and `(`, which \b would not see as a boundary.
const URL_TOKEN =
  /(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]{0,31}):\/\/[^\s<>"'`[\]()*~$|\\{}^]*|(?<![A-Za-z0-9])www\.[^\s<>"'`[\]()*~$|\\{}^]*/gi
// Host labels start with a letter or digit, as DNS requires (`https://-www.x` is no host).
const HTTPS_URL =
  /^https:\/\/[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9][A-Za-z0-9-]*)*(?::\d{1,5})?(?:[/?#]|$)/i
// https links to issues, pull requests and discussions would create a cross-reference.
const REFERENCE_URL = /\/(?:issues|pull|pulls|discussions)\/\d/i

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeMarkdownText(text: string): string {
  return escapeHtml(text).replace(/[\\`*_[\]|~${}]/g, '\\$&')
}

function renderUrl(url: string, scheme: string | undefined): string {
  if (scheme === undefined || scheme.toLowerCase() !== 'https') return '(non-https link removed)'
  // Only a plain host (no credentials, no second scheme like `https://x/http://y`).
  if (!HTTPS_URL.test(url) || url.indexOf('://', 8) >= 0) return '(link removed)'
  // Kept as an autolink; a link to an issue or pull request is left as plain text instead.
  const safe = url.replace(/&/g, '&amp;')
  return REFERENCE_URL.test(url) ? safe.replace(/^https/i, (s) => `${s}${ZWJ}`) : safe
}

/** Escapes Markdown and neutralizes URLs in one line of text (no newlines left). */
function escapeInline(line: string): string {
  let out = ''
  let last = 0
  for (const match of line.matchAll(URL_TOKEN)) {
    const at = match.index ?? 0
    out += escapeMarkdownText(line.slice(last, at)) + renderUrl(match[0], match[1])
    last = at + match[0].length
  }
  out += escapeMarkdownText(line.slice(last))
  return out
}

// Characters that would turn the start of a line into a block (heading, list, quote, rule,
// setext underline) or a workflow command (`::`) if the text ever begins a line.
function escapeLineStart(text: string): string {
  if (/^\d{1,9}[.)]/.test(text)) return text.replace(/^(\d{1,9})([.)])/, '$1\\$2')
  return text.replace(/^[#+\-=:]/, '\\$&')
}

export interface InlineOptions {
  /** Most code points kept from the input; a visible note says how many were cut. */
  max?: number
}

/**
 * One line of inert Markdown: HTML escaped, Markdown punctuation backslash-escaped, newlines and
 * tabs turned into spaces, references and mentions broken, non-https URLs removed.
 */
export function inlineText(raw: string, options: InlineOptions = {}): string {
  const max = options.max ?? DEFAULT_INLINE_MAX
  const prepared = prepare(raw, max, Number.MAX_SAFE_INTEGER)
  const flat = prepared.text.replace(/[\n\t]+/g, ' ').trim()
  const body = escapeLineStart(breakReferences(escapeInline(flat)))
  const note = truncationNote(prepared)
  return note ? `${body} ${note}` : body
}

export interface BlockOptions {
  max?: number
  maxLines?: number
}

/** Multi-line text shown as is, in a `<pre>` block that nothing inside can close. */
export function preformatted(raw: string, options: BlockOptions = {}): string {
  const prepared = prepare(
    raw,
    options.max ?? DEFAULT_BLOCK_MAX,
    options.maxLines ?? DEFAULT_BLOCK_MAX_LINES,
  )
  const body = neutralizeWorkflowCommands(breakReferences(escapeHtml(prepared.text))).replace(
    /\n+$/,
    '',
  )
  const note = truncationNote(prepared)
  return `<pre>\n${body}${note ? `\n${note}` : ''}\n</pre>`
}

/**
 * Plain text for places GitHub shows without Markdown (annotation messages, SARIF): invisible
 * characters made visible, bounded, no line starting with `::`. Markdown is not escaped.
 */
export function plainText(raw: string, options: BlockOptions = {}): string {
  const prepared = prepare(
    raw,
    options.max ?? DEFAULT_BLOCK_MAX,
    options.maxLines ?? DEFAULT_BLOCK_MAX_LINES,
  )
  const body = neutralizeWorkflowCommands(prepared.text)
  const note = truncationNote(prepared)
  return note ? `${body}\n${note}` : body
}

/**
 * Escapes a label we build from trusted pieces plus an untrusted path, for a Markdown link label.
 * Same rules as `inlineText`; named separately so call sites read clearly.
 */
export function linkLabel(raw: string, max = 300): string {
  return inlineText(raw, { max })
}
