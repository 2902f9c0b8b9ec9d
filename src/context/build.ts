import type { DiffFile } from '../diff/types.js'
import { distance, excerpt, excerpts } from './excerpt.js'
import { blastRadius, buildImportGraph } from './imports.js'
import { familyOf, languageOf } from './languages.js'
import { Outlines } from './outlines.js'
import { extensionFamily, MAX_NAMES_SEARCHED, scanNames, type Hit } from './scan.js'
import { scopeEntries } from './scopes.js'
import { addedLines, deletedLines, oldSide } from './sides.js'
import { changedSymbols, searchable, type ChangedSymbol } from './symbols.js'
import type { ContextEntry, Definition, ReviewContext, TreeReader } from './types.js'
import { NO_CONTEXT } from './types.js'

/** Most references shown for one stale symbol, and consumers for one changed symbol. */
export const MAX_STALE_SHOWN = 10
export const MAX_CONSUMERS_SHOWN = 8
/** Most called names whose definitions are looked up, and places shown per name. */
export const MAX_CALLED_NAMES = 40
const MAX_DEFINITION_SITES = 2
/** Direct importers listed per touched file (the counts are always complete). */
export const MAX_IMPORTERS_LISTED = 10

export interface ContextInput {
  /** The diff's files the reviewer sees (after ignore globs and the size budget), in diff order. */
  files: readonly DiffFile[]
  /** The head tree; null when the run has none (the section says "no repository context"). */
  reader: TreeReader | null
}

/** Per touched file, its importers: the elevation rule reads it. */
export type ImporterCounts = Map<string, { direct: number; transitive: number }>

export interface BuiltContext extends ReviewContext {
  importers: ImporterCounts
}

/**
 * What a senior reviewer reads besides the hunks, from the head tree: the enclosing scope of each
 * hunk, the references a removed, renamed or re-signed symbol left behind, the consumers of each
 * changed symbol, the definitions the added lines call, and each touched file's importers.
 * Pure over the reader; the entries come out in a fixed order, so the same inputs give the same
 * context.
 */
export async function buildContext(input: ContextInput): Promise<BuiltContext> {
  const { reader } = input
  if (reader === null) return { ...NO_CONTEXT, importers: new Map() }
  const outlines = new Outlines()
  const notices: string[] = [...(reader.notices ?? [])]
  if (reader.truncated)
    notices.push(
      `the ${reader.label} holds more files than are read: only the first ${reader.files().length} were searched.`,
    )
  const entries: ContextEntry[] = []
  const symbols: ChangedSymbol[] = []
  const diffLines = new Map<string, Set<number>>()
  const called = new Map<string, string>()
  const headOutlines = new Map<string, Definition[]>()
  for (const file of input.files) {
    if (file.binary) continue
    const added = addedLines(file)
    diffLines.set(file.path, added)
    const head = file.kind === 'deleted' ? null : reader.read(file.path)
    if (file.kind !== 'deleted' && head === null) {
      notices.push(
        `\`${file.path}\` could not be read in the ${reader.label} (missing, binary, generated or too large): no context for it.`,
      )
      continue
    }
    const before = oldSide(file, head)
    const oldOutline =
      before === null || before === ''
        ? null
        : await outlines.of(file.oldPath ?? file.path, before, 'base')
    if (head === null) {
      if (oldOutline)
        symbols.push(
          ...changedSymbols(
            file.path,
            file.oldPath ?? file.path,
            oldOutline,
            { definitions: [], via: oldOutline.via },
            added,
            deletedLines(file),
          ),
        )
      continue
    }
    const lines = head.split('\n')
    const outline = await outlines.of(file.path, head)
    headOutlines.set(file.path, outline.definitions)
    entries.push(...scopeEntries(file, lines, outline))
    if (before === null) {
      notices.push(
        `\`${file.path}\`: the diff does not fit the ${reader.label}'s copy; its old side is unknown, so removed symbols are not searched.`,
      )
    }
    symbols.push(
      ...changedSymbols(
        file.path,
        file.oldPath ?? file.path,
        oldOutline,
        outline,
        added,
        deletedLines(file),
      ),
    )
    for (const line of added) {
      for (const name of calledNames(lines[line - 1] ?? ''))
        if (!called.has(name)) called.set(name, file.path)
    }
  }

  // Names defined in the file that calls them are in its scope already; the rest are looked up.
  for (const [name, path] of [...called]) {
    if (headOutlines.get(path)?.some((d) => d.name === name)) called.delete(name)
  }
  const names = new Map<string, Set<string>>()
  const want = (name: string, path: string) => {
    if (names.size >= MAX_NAMES_SEARCHED && !names.has(name)) return
    const family = familyOf(path) ?? extensionFamily(path)
    const set = names.get(name)
    if (set) set.add(family)
    else names.set(name, new Set([family]))
  }
  for (const symbol of symbols) want(symbol.name, symbol.path)
  for (const [name, path] of [...called].slice(0, MAX_CALLED_NAMES)) want(name, path)
  if (symbols.length + called.size > MAX_NAMES_SEARCHED)
    notices.push(
      `${symbols.length + called.size} names could be searched; only ${MAX_NAMES_SEARCHED} were.`,
    )
  const scan = scanNames(reader, names)
  const outside = (hit: Hit) => !diffLines.get(hit.path)?.has(hit.line)

  for (const symbol of symbols) {
    const all = (scan.hits.get(symbol.name) ?? [])
      .filter(outside)
      .filter((hit) => !isOwnDefinition(hit, symbol))
    const total =
      (scan.counts.get(symbol.name) ?? 0) - ((scan.hits.get(symbol.name)?.length ?? 0) - all.length)
    if (symbol.change === 'changed') {
      const others = all.filter((hit) => hit.path !== symbol.path)
      if (others.length === 0) continue
      entries.push(
        referenceEntry(
          'consumer',
          symbol,
          nearestFirst(others, symbol.path),
          others.length + Math.max(0, total - all.length),
          scan.lines,
          1,
          MAX_CONSUMERS_SHOWN,
        ),
      )
      continue
    }
    if (all.length === 0) continue
    entries.push(
      referenceEntry(
        'stale',
        symbol,
        nearestFirst(all, symbol.path),
        total,
        scan.lines,
        2,
        MAX_STALE_SHOWN,
      ),
    )
    // A re-signed symbol's callers are its consumers too: they are the stale references above.
  }

  const definitionEntries = await definitionsUsed(called, scan.hits, scan.lines, outlines, reader)
  entries.push(...definitionEntries)

  const graph = buildImportGraph(reader)
  notices.push(...graph.notices)
  const importers: ImporterCounts = new Map()
  for (const file of input.files) {
    if (file.kind === 'deleted' || file.binary) continue
    const radius = blastRadius(graph, file.path)
    importers.set(file.path, { direct: radius.direct.length, transitive: radius.transitive })
    if (radius.direct.length === 0) continue
    const listed = [...radius.direct].sort(
      (a, b) => distance(a, file.path) - distance(b, file.path) || compare(a, b),
    )
    entries.push({
      kind: 'blast',
      path: file.path,
      line: 1,
      title: `${radius.direct.length} direct importer(s), ${radius.transitive} transitive importer(s)`,
      excerpts: [],
      details: [
        ...listed.slice(0, MAX_IMPORTERS_LISTED).map((p) => `imported by \`${p}\``),
        ...(listed.length > MAX_IMPORTERS_LISTED
          ? [`… and ${listed.length - MAX_IMPORTERS_LISTED} more direct importer(s)`]
          : []),
      ],
      rank: 0,
    })
  }
  notices.push(...outlines.notices)
  return { available: true, entries: ordered(entries), notices, importers }
}

function referenceEntry(
  kind: 'stale' | 'consumer',
  symbol: ChangedSymbol,
  hits: readonly Hit[],
  total: number,
  lines: ReadonlyMap<string, string[]>,
  around: number,
  max: number,
): ContextEntry {
  const shown = hits.slice(0, max)
  const what =
    symbol.change === 'renamed'
      ? `renamed to \`${symbol.renamedTo}\``
      : symbol.change === 're-signed'
        ? `re-signed (was: \`${inline(symbol.before ?? '')}\`)`
        : symbol.change
  const title =
    kind === 'stale'
      ? `\`${symbol.name}\` (${symbol.definition.kind}) ${what} in \`${symbol.path}\`: ${total} reference(s) left outside the diff${shown.length < total ? `, the nearest ${shown.length} shown` : ''}`
      : `\`${symbol.name}\` (${symbol.definition.kind}, changed in \`${symbol.path}\`): ${total} reference(s) in other files${shown.length < total ? `, the nearest ${shown.length} shown` : ''}`
  return {
    kind,
    path: symbol.path,
    line: symbol.definition.startLine,
    title,
    excerpts: shown.map((hit) => {
      const file = lines.get(hit.path) ?? [hit.text]
      return { ...excerpt(hit.path, file, hit.line - around, hit.line + around), focus: hit.line }
    }),
    details: [],
    rank: 0,
  }
}

/** Calls on a line: `name(`, `.name(`, `new Name`; keywords and very short names left out. */
const CALL = /(?:\bnew\s+([A-Z][\w$]*)|(?<![\w$])([A-Za-z_$][\w$]*)\s*\()/g
const KEYWORDS = new Set([
  'if', 'for', 'while', 'switch', 'catch', 'return', 'function', 'typeof', 'await', 'super',
  'print', 'len', 'range', 'make', 'append', 'func', 'def', 'elif', 'with', 'assert', 'isinstance',
  'require', 'import', 'async', 'yield', 'sizeof', 'panic', 'defer', 'go', 'select', 'not', 'and', 'or',
]) // prettier-ignore

function calledNames(line: string): string[] {
  const out: string[] = []
  for (const match of line.matchAll(CALL)) {
    const name = match[1] ?? match[2]!
    if (!KEYWORDS.has(name) && searchable(name)) out.push(name)
  }
  return out
}

/**
 * The signature of each called name defined in another file: hits that look like a definition
 * are parsed, and the definition that starts there gives its signature lines.
 */
async function definitionsUsed(
  called: ReadonlyMap<string, string>,
  hits: ReadonlyMap<string, Hit[]>,
  lines: ReadonlyMap<string, string[]>,
  outlines: Outlines,
  reader: TreeReader,
): Promise<ContextEntry[]> {
  const out: ContextEntry[] = []
  for (const [name, from] of [...called].slice(0, MAX_CALLED_NAMES)) {
    const sites: { path: string; definition: Definition }[] = []
    const candidates = (hits.get(name) ?? []).filter(
      (hit) => hit.path !== from && looksLikeDefinition(hit.text, name),
    )
    for (const hit of nearestFirst(candidates, from)) {
      if (sites.length >= MAX_DEFINITION_SITES) break
      if (sites.some((s) => s.path === hit.path)) continue
      const text = reader.read(hit.path)
      if (text === null) continue
      const outline = await outlines.of(hit.path, text)
      const definition = outline.definitions.find(
        (d) => d.name === name && d.startLine <= hit.line && hit.line <= d.signatureEnd,
      )
      if (definition) sites.push({ path: hit.path, definition })
    }
    for (const { path, definition } of sites) {
      const file = lines.get(path) ?? []
      out.push({
        kind: 'definition',
        path,
        line: definition.startLine,
        title: `\`${name}\` (${definition.kind}${definition.container ? ` of \`${definition.container}\`` : ''}), called by the change in \`${from}\``,
        excerpts: excerpts(path, file, [
          {
            from: definition.startLine,
            to: Math.min(definition.signatureEnd, definition.startLine + 5),
          },
        ]),
        details: [],
        rank: distance(path, from),
      })
    }
  }
  return out
}

function looksLikeDefinition(text: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$')
  return new RegExp(
    `(?:\\b(?:function\\*?|def|func|class|interface|type|enum|struct|record)\\s+(?:\\([^)]*\\)\\s*)?${n}\\b|(?<![\\w$.])${n}\\s*(?:[:=]\\s*(?:async\\s*)?(?:\\(|function|[\\w$]+\\s*=>)|\\([^;]*$|<[^;]*$))`,
  ).test(text)
}

function isOwnDefinition(hit: Hit, symbol: ChangedSymbol): boolean {
  if (symbol.change === 'removed' || symbol.change === 'renamed') return false
  return (
    hit.path === symbol.path &&
    hit.line >= symbol.definition.startLine &&
    hit.line <= symbol.definition.signatureEnd
  )
}

function nearestFirst(hits: readonly Hit[], from: string): Hit[] {
  return [...hits].sort(
    (a, b) =>
      (a.path === from ? -1 : distance(a.path, from)) -
        (b.path === from ? -1 : distance(b.path, from)) ||
      compare(a.path, b.path) ||
      a.line - b.line,
  )
}

/** Entries in their fixed order: by subsection, then as each subsection ranks them. */
function ordered(entries: ContextEntry[]): ContextEntry[] {
  const order = ['scope', 'stale', 'consumer', 'definition', 'blast']
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        order.indexOf(a.entry.kind) - order.indexOf(b.entry.kind) ||
        (a.entry.kind === 'definition' ? a.entry.rank - b.entry.rank : 0) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry)
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function inline(text: string): string {
  return text.replace(/[`\r\n]/g, '?').slice(0, 200)
}

export { languageOf }
