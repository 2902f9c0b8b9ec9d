/**
 * The repository at the head of the change, as the context stage reads it. The shells build it
 * (a checkout, a case's `tree/`); the stage only calls it, so it stays pure over what it reads.
 */
export interface TreeReader {
  /** Where the files come from, for notices: `checkout`, `case tree/`. */
  readonly label: string
  /**
   * Repository-relative paths the tree holds, sorted: tracked and not ignored, never generated
   * or vendored files; bounded by the reader (see `truncated`).
   */
  files(): readonly string[]
  /** True when the listing stopped at its bound. */
  readonly truncated: boolean
  /** What the reader itself could not do (a listing cut by an API, files it failed to fetch). */
  readonly notices?: readonly string[]
  /** A file's text, bounded; null when absent, binary, over the byte bound or past the read budget. */
  read(path: string): string | null
}

export type Language = 'typescript' | 'tsx' | 'javascript' | 'python' | 'go' | 'java'

export type DefinitionKind =
  'function' | 'method' | 'class' | 'interface' | 'type' | 'enum' | 'member' | 'field' | 'variable'

/** One named definition in a file, as the parser (or the fallback) saw it. Lines are 1-based. */
export interface Definition {
  name: string
  kind: DefinitionKind
  /** The enclosing class, interface, enum or type; null at the top level. */
  container: string | null
  startLine: number
  endLine: number
  /** The last line of the signature: the line before the body starts (the start line if none). */
  signatureEnd: number
  /** The signature with its whitespace collapsed: what a re-signature changes. */
  signature: string
}

/** What the parser found in one file. */
export interface Outline {
  definitions: Definition[]
  /** `parser` for a real grammar, `indentation` for the fallback. */
  via: 'parser' | 'indentation'
}

/** The payload's subsections, in their fixed order. */
export const SUBSECTIONS = ['scope', 'stale', 'consumer', 'definition', 'blast'] as const
export type Subsection = (typeof SUBSECTIONS)[number]

/** Which entries stay when the budget is short: the first kinds first. */
export const PRIORITY: readonly Subsection[] = ['stale', 'scope', 'consumer', 'definition', 'blast']

/** Lines of one file shown together: `from` is the first line's number. */
export interface Excerpt {
  path: string
  /** The line the excerpt is about (a reference); absent: the excerpt is a range of its entry's file. */
  focus?: number
  from: number
  lines: string[]
}

/**
 * One entry of a subsection, kept or cut whole: a heading line naming `path:line` and what it is,
 * then excerpts of code (each shown with line numbers, fenced), then plain detail lines.
 */
export interface ContextEntry {
  kind: Subsection
  path: string
  line: number
  /** What the entry is, one line, without the location (rendered after it). */
  title: string
  excerpts: Excerpt[]
  /** Extra lines (importer lists); plain text, one item each. */
  details: string[]
  /** Sort key within the subsection: nearest first, then path, then line. */
  rank: number
}

export interface ReviewContext {
  /** `none`: no repository was available (the section says so; the review is not partial). */
  available: boolean
  entries: ContextEntry[]
  /** What could not be used (a file that did not parse, a bound reached), stated in the payload. */
  notices: string[]
  /** Per touched file, its direct and transitive importers (the elevation rule reads it). */
  importers?: ReadonlyMap<string, { direct: number; transitive: number }>
}

export const NO_CONTEXT: ReviewContext = { available: false, entries: [], notices: [] }
