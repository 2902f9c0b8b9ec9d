import { InputError } from '../errors.js'
import { keepShape } from '../shared/keep-shape.js'
import type { ReportLimits } from './limits.js'
import type { TestCaseRun } from './test-runs.js'
import { MAYBE_BAD_CHAR, XmlScanner, XmlSyntaxError } from './xml-scanner.js'

const DOCTYPE_OPENING = '<!DOCTYPE'
const DOCTYPE_OPENING_ANY_CASE = /<!DOCTYPE/i
/** Characters of the last chunk kept to find an opening cut by the next chunk's boundary. */
const HEAD_KEPT = 16

/** What a report parser hears from the XML stream. */
export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void
  close(name: string): void
  /** Character data and CDATA, only while `wantText(true)`; bounded by `textCap`. */
  text(text: string): void
}

/** Receives each test case run as soon as the parser has it (nothing else keeps them). */
export type CaseSink = (run: TestCaseRun) => void

/** A report parser fed chunk by chunk (the file reader streams; strings are sliced). */
export interface StreamingReportParser {
  write(chunk: string): void
  /** Finishes the document; throws InputError when it is incomplete. */
  end(): void
}

/** Feeds a whole string to a streaming parser in chunks, exactly as a file would arrive. */
export function feed(parser: StreamingReportParser, text: string): void {
  for (let i = 0; i < text.length; i += XML_CHUNK_CHARS)
    parser.write(text.slice(i, i + XML_CHUNK_CHARS))
  parser.end()
}

/** Chunk size used when a whole string is fed to the parser (the file path streams anyway). */
export const XML_CHUNK_CHARS = 64 * 1024

let streamShapeKept = false

/**
 * A streaming XML reader hardened for hostile reports: a DOCTYPE is refused outright (so no
 * entity is ever declared, let alone expanded: the reader knows only the five predefined ones,
 * and a character reference such as `&#38;lol;` decodes once to literal text), nesting depth is
 * bounded, and text is delivered only where the parser asks for it, capped so a huge
 * `<system-out>` or failure body costs neither time nor memory. Every error is an InputError
 * naming file and line.
 */
export class SafeXmlStream {
  private readonly scanner: XmlScanner
  private depth = 0
  private sawRoot = false
  private head = ''
  /** Characters of text delivered since text was last asked for. */
  private textSeen = 0
  /** A character reference cut by the chunk boundary (`&#x1`), held until its end arrives. */
  private pendingReference = ''
  /** The last chunk holds no character the reader would have to look at (see visibleControls). */
  private vetted = false

  constructor(
    private readonly where: string,
    private readonly limits: ReportLimits,
    private readonly handlers: XmlHandlers,
    /** Most characters of one text node delivered. */
    private readonly textCap: number,
  ) {
    // One stream (and its scanner) kept for the life of the process, made with the first one:
    // their hidden classes then outlive each report's reader (see keep-shape.ts).
    if (!streamShapeKept) {
      streamShapeKept = true
      keepShape(new SafeXmlStream(where, limits, handlers, textCap))
    }
    this.scanner = new XmlScanner({
      open: (name, attributes) => {
        this.sawRoot = true
        if (++this.depth > this.limits.maxDepth) {
          throw this.error(`elements nest deeper than ${this.limits.maxDepth} levels`)
        }
        this.handlers.open(name, attributes)
      },
      close: (name) => {
        this.depth--
        this.handlers.close(name)
      },
      text: (text) => {
        if (this.textSeen >= this.textCap) return
        this.textSeen += text.length
        this.handlers.text(text)
      },
    })
  }

  /** Deliver character data to `handlers.text` from now on (true) or not (false). */
  wantText(on: boolean): void {
    if (on && !this.scanner.wantText) this.textSeen = 0
    this.scanner.wantText = on
  }

  write(chunk: string): void {
    const text = this.visibleControls(chunk)
    if (!this.sawRoot) this.refuseEarlyDoctype(text)
    const vetted = this.vetted
    this.guard(() => this.scanner.write(text, vetted))
  }

  end(): void {
    const rest = this.pendingReference
    this.pendingReference = ''
    if (rest) this.guard(() => this.scanner.write(rest))
    this.guard(() => this.scanner.close())
    if (!this.sawRoot) throw this.error('no root element: the file holds no XML document')
  }

  /**
   * Runners write terminal colours into reports (`\x1B[31m`, raw or as `&#x1B;`), which XML 1.0
   * forbids. Rather than refuse the whole report, such characters become visible text (`\x1B`),
   * so the failure still counts and its message shows what the runner printed.
   */
  private visibleControls(chunk: string): string {
    let text = this.pendingReference + chunk
    this.pendingReference = ''
    const amp = text.lastIndexOf('&')
    if (
      amp >= 0 &&
      text.length - amp <= MAX_REFERENCE_CHARS &&
      PARTIAL_REFERENCE.test(text.slice(amp))
    ) {
      this.pendingReference = text.slice(amp)
      text = text.slice(0, amp)
    }
    // Nearly every chunk holds neither: two quick scans say so (a plain substring search is far
    // faster than one regex with both), and the chunk goes through as is. The second looks for
    // every character the reader refuses too, so the reader need not look again.
    this.vetted = !MAYBE_BAD_CHAR.test(text)
    if (this.vetted && !text.includes('&#')) return text
    this.vetted = false
    // One pass for both: a raw control and a reference never overlap, and what replaces a raw
    // control (`\x1B`) cannot start or complete a reference.
    return text.replace(
      CONTROL_OR_REFERENCE,
      (found, hex: string | undefined, dec: string | undefined) => {
        if (found.length === 1) return escapeControl(found.charCodeAt(0))
        const code = hex !== undefined ? parseInt(hex, 16) : Number(dec)
        return isForbiddenControl(code) ? escapeControl(code) : found
      },
    )
  }

  /**
   * A DOCTYPE is refused as soon as its opening is seen before the root element, whatever the
   * reader would make of the rest: a hostile internal subset could be megabytes long.
   */
  private refuseEarlyDoctype(chunk: string): void {
    const head = this.head
    // The chunk, and the few characters around its start where an opening cut by the boundary
    // stands, are asked apart: joining them copied the whole chunk (often the whole report) only
    // to look at it. Without a `<!` there is no DOCTYPE, in any letter case, to look for.
    const boundary = head + chunk.slice(0, DOCTYPE_OPENING.length)
    if (
      (boundary.includes('<!') && DOCTYPE_OPENING_ANY_CASE.test(boundary)) ||
      (chunk.includes('<!') && DOCTYPE_OPENING_ANY_CASE.test(chunk))
    ) {
      const window = head + chunk
      const before = window.slice(0, window.search(DOCTYPE_OPENING_ANY_CASE))
      const line = this.scanner.line + countNewlines(before.slice(head.length)) || 1
      throw new InputError(
        `${this.where}:${line}: DOCTYPE declarations are not accepted in a test report (entities stay off)`,
        this.where,
      )
    }
    this.head =
      chunk.length >= HEAD_KEPT ? chunk.slice(-HEAD_KEPT) : (head + chunk).slice(-HEAD_KEPT)
  }

  private guard(step: () => void): void {
    try {
      step()
    } catch (err) {
      if (err instanceof InputError) throw err
      if (err instanceof XmlSyntaxError) {
        const reason = err.reason.startsWith('DOCTYPE')
          ? `${err.reason} in a test report (entities stay off)`
          : `malformed XML: ${err.reason.replace(/\.$/, '')}`
        throw new InputError(`${this.where}:${err.line}: ${reason}`, this.where)
      }
      throw err
    }
  }

  private error(reason: string): InputError {
    return new InputError(`${this.where}:${this.scanner.line}: ${reason}`, this.where)
  }
}

/**
 * A C0 control other than tab, line feed and carriage return (not a character in XML 1.0), raw,
 * or a character reference (`&#x1B;`, `&#27;`) that may name one.
 */
const CONTROL_OR_REFERENCE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|&#(?:[xX]0*([0-9a-fA-F]{1,2})|0*([0-9]{1,2}));/g
/** The start of a character reference that a chunk boundary may have cut. */
const PARTIAL_REFERENCE = /^&(?:#(?:[xX][0-9a-fA-F]*|[0-9]*))?$/
const MAX_REFERENCE_CHARS = 16

function isForbiddenControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
}

function escapeControl(code: number): string {
  return `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
}

function countNewlines(text: string): number {
  let n = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++
  return n
}
