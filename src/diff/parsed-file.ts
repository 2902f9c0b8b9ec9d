/**
 * A file section as the parser returns it: a DiffFile (plain enumerable fields, so equality
 * checks and JSON see exactly the interface) that also remembers, privately, the diff text its
 * `raw` was cut from. One scan of that whole text answers for every section in it whether there
 * is anything to look for: V8 scans a 9 MB flat string for a character at memchr speed, but the
 * same scan over 5,000 views into it (the sections' raws) took 15-25 times as long.
 */
import { keepShape } from '../shared/keep-shape.js'
import type { DiffFile, FileChangeKind, Hunk } from './types.js'

/** What holds for the whole diff text, and so for every piece of it. */
export interface RawFacts {
  /** Every character is ASCII (below U+0080). */
  ascii: boolean
  /** No backtick anywhere. */
  noBacktick: boolean
  /** No `<!--` anywhere. */
  noCommentOpen: boolean
}

/** One parse's input text; its facts are read once, when first asked for. */
export class DiffSource {
  #facts: RawFacts | null = null

  /**
   * `knownAscii`: what the text's reader knew of it (shared/decoded-diff.ts), or null to scan
   * for it here.
   */
  constructor(
    readonly text: string,
    private readonly knownAscii: boolean | null = null,
  ) {}

  get facts(): RawFacts {
    const text = this.text
    this.#facts ??= {
      ascii: this.knownAscii ?? Buffer.byteLength(text, 'utf8') === text.length,
      noBacktick: !text.includes('`'),
      noCommentOpen: !text.includes('<!--'),
    }
    return this.#facts
  }
}

export class ParsedFile implements DiffFile {
  readonly #source: DiffSource
  /** `raw` as the parser cut it: a caller may put another text in the field. */
  readonly #parsedRaw: string
  /** Where `#parsedRaw` starts in the source's text. */
  readonly #rawStart: number

  constructor(
    public path: string,
    public oldPath: string | null,
    public kind: FileChangeKind,
    public similarity: number | null,
    public binary: boolean,
    public oldMode: string | null,
    public newMode: string | null,
    public hunks: Hunk[],
    public additions: number,
    public deletions: number,
    public raw: string,
    source: DiffSource,
    rawStart: number,
  ) {
    this.#source = source
    this.#parsedRaw = raw
    this.#rawStart = rawStart
  }

  /**
   * The facts of the text the file's `raw` was cut from, or null when that is unknown (a file
   * not made by the parser, or whose `raw` was replaced since).
   */
  static rawFacts(file: DiffFile): RawFacts | null {
    if (!(#source in file)) return null
    const parsed = file as ParsedFile
    return parsed.raw === parsed.#parsedRaw ? parsed.#source.facts : null
  }

  /**
   * The text the file's `raw` was cut from, or null when that is unknown (as for rawFacts).
   * Files of one source whose raws follow each other there can be copied as one piece of it.
   */
  static rawSource(file: DiffFile): DiffSource | null {
    if (!(#source in file)) return null
    const parsed = file as ParsedFile
    return parsed.raw === parsed.#parsedRaw ? parsed.#source : null
  }

  /** Where the file's `raw` starts in the text of its rawSource (only when that is not null). */
  static rawStart(file: DiffFile): number {
    return #source in file ? (file as ParsedFile).#rawStart : -1
  }
}

/** See ParsedFile.rawFacts. */
export function rawFacts(file: DiffFile): RawFacts | null {
  return ParsedFile.rawFacts(file)
}

/** See ParsedFile.rawSource. */
export function rawSource(file: DiffFile): DiffSource | null {
  return ParsedFile.rawSource(file)
}

/** See ParsedFile.rawStart. */
export function rawStart(file: DiffFile): number {
  return ParsedFile.rawStart(file)
}

// A file made at load and never read: its hidden classes outlive each parse (keep-shape.ts).
keepShape(
  new ParsedFile(
    '',
    null,
    'modified',
    null,
    false,
    null,
    null,
    [],
    0,
    0,
    '',
    new DiffSource(''),
    0,
  ),
)
