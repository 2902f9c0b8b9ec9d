import { InputError } from '../errors.js'
import type { ScannedLine } from './markdown-lines.js'

/**
 * How the example parser names what it is complaining about: `<file>:<line>: example <id> (#n):`.
 * Override files come from the pull request, so any text quoted from them goes through
 * `excerpt`: one escaped line, bounded, never able to pose as a log command.
 */

/** Ids are safe to show anywhere: in payloads, messages and file-like names. */
export const EXAMPLE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** An example as cut out of its file, before its parts are read. */
export interface RawExample {
  ordinal: number
  /** Line of the opening `---`. */
  startLine: number
  frontmatter: ScannedLine[]
  body: ScannedLine[]
  /** Set once the frontmatter is read, so later errors can name the example by its id. */
  id?: string
}

/** `example <id> (#n)`, or `example #n` while the id is unknown or unreadable. */
export function exampleLabel(example: RawExample): string {
  const id = example.id ?? declaredId(example)
  return id ? `example ${id} (#${example.ordinal})` : `example #${example.ordinal}`
}

/** The id the frontmatter declares, when it reads as one: lets early errors name the example. */
function declaredId(example: RawExample): string | undefined {
  for (const line of example.frontmatter) {
    const match = /^example_id[ \t]*:(.*)$/.exec(line.text)
    const id = match ? unquote(match[1]!.trim()) : undefined
    if (id && EXAMPLE_ID_PATTERN.test(id)) return id
  }
  return undefined
}

export function exampleError(
  source: string,
  example: RawExample,
  line: number,
  message: string,
): InputError {
  return new InputError(`${source}:${line}: ${exampleLabel(example)}: ${message}`, source)
}

/** A short, escaped rendering of file text for an error message: one line, bounded. */
export function excerpt(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text
  return JSON.stringify(short)
}

/** Strips one pair of matching quotes around a frontmatter value. */
export function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value)
  return quoted ? quoted[2]! : value
}
