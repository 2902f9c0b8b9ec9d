import type { Definition, Outline } from './types.js'

/**
 * The fallback outline for languages without a grammar here (and for a file that did not parse):
 * a block is a header line followed by more-indented lines, up to the next line indented no
 * deeper than the header (taken in when it only closes the block: `}`, `end`, `fi`). One pass
 * with a stack, over at most MAX_FALLBACK_LINES lines.
 */

export const MAX_FALLBACK_LINES = 20_000
const CLOSER = /^\s*(?:[}\])]|end\b|fi\b|done\b|esac\b|endif\b|endfunction\b)/
const CALL_NAME = /([A-Za-z_][\w$]*)\s*\(/
const KEYWORD_NAME =
  /\b(?:class|struct|module|enum|trait|interface|impl|object|record|namespace|def|fn|func|function|sub|proc|fun)\s+([A-Za-z_][\w$]*)/
const NOT_NAMES = new Set([
  'if',
  'for',
  'while',
  'switch',
  'catch',
  'with',
  'elif',
  'else',
  'return',
])

export function indentationOutline(text: string): Outline {
  const lines = text.split('\n').slice(0, MAX_FALLBACK_LINES)
  const definitions: Definition[] = []
  const open: { line: number; indent: number; header: string }[] = []
  let lastCode = 0
  const close = (upTo: number, indent: number, closerLine: number | null) => {
    while (open.length > 0 && open[open.length - 1]!.indent >= indent) {
      const block = open.pop()!
      const end = closerLine !== null && block.indent === indent ? closerLine : upTo
      definitions.push(blockDefinition(block, end))
    }
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.trim() === '') continue
    const indent = indentOf(line)
    const number = i + 1
    if (lastCode > 0) {
      const previous = lines[lastCode - 1]!
      if (indent > indentOf(previous)) {
        open.push({ line: lastCode, indent: indentOf(previous), header: previous })
      } else {
        close(lastCode, indent, CLOSER.test(line) ? number : null)
      }
    }
    lastCode = number
  }
  close(lastCode, 0, null)
  while (open.length > 0) definitions.push(blockDefinition(open.pop()!, lastCode))
  definitions.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine)
  return { definitions, via: 'indentation' }
}

function blockDefinition(block: { line: number; header: string }, end: number): Definition {
  const keyword = KEYWORD_NAME.exec(block.header)?.[1]
  const call = CALL_NAME.exec(block.header)?.[1]
  const name = keyword ?? (call && !NOT_NAMES.has(call) ? call : '')
  return {
    name,
    kind: /\b(?:class|struct|module|enum|trait|interface|impl|object|record)\b/.test(block.header)
      ? 'class'
      : 'function',
    container: null,
    startLine: block.line,
    endLine: Math.max(block.line, end),
    signatureEnd: block.line,
    signature: block.header.replace(/\s+/g, ' ').trim().slice(0, 400),
  }
}

/** Leading whitespace as columns, a tab counting 4. */
export function indentOf(line: string): number {
  let n = 0
  for (const ch of line) {
    if (ch === ' ') n++
    else if (ch === '\t') n += 4
    else break
  }
  return n
}
