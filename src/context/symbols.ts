import type { Definition, Outline } from './types.js'

export type SymbolChange = 'removed' | 'renamed' | 're-signed' | 'changed'

/** A symbol the change touches, with its definition on the side that still has it. */
export interface ChangedSymbol {
  name: string
  change: SymbolChange
  /** The file that defines (or defined) it. */
  path: string
  definition: Definition
  /** For a rename: the name it has now. */
  renamedTo?: string
  /** For a re-signature: the signature before. */
  before?: string
}

/** Names too short or too common to search for as a symbol: every file would match. */
const UNSEARCHABLE = new Set([
  'constructor', 'init', '__init__', 'main', 'new', 'get', 'set', 'run', 'call', 'apply', 'value',
  'name', 'type', 'id', 'data', 'self', 'this', 'default', 'string', 'error', 'String', 'Error',
  'toString', 'equals', 'hashCode', 'test', 'setup', 'setUp', 'tearDown', 'render', 'props',
]) // prettier-ignore

export function searchable(name: string): boolean {
  return name.length >= 3 && !UNSEARCHABLE.has(name)
}

const keyOf = (d: Definition) =>
  `${d.container ?? ''}.${d.name}.${d.kind === 'variable' ? 'v' : 'd'}`

/**
 * What the change did to the file's symbols, old outline against new: a definition gone is
 * removed (or renamed, when one new definition of the same kind took its place in the same
 * container); one whose signature changed is re-signed; one whose body holds added lines is
 * changed. Parameters are part of the signature; fields and enum members are symbols too.
 */
export function changedSymbols(
  path: string,
  oldPath: string,
  before: Outline | null,
  after: Outline,
  added: ReadonlySet<number>,
  deleted: ReadonlySet<number>,
): ChangedSymbol[] {
  const out: ChangedSymbol[] = []
  const nowByKey = new Map(after.definitions.filter((d) => d.name).map((d) => [keyOf(d), d]))
  const thenByKey = new Map(
    (before?.definitions ?? []).filter((d) => d.name).map((d) => [keyOf(d), d]),
  )
  const gone = [...thenByKey.entries()].filter(([key]) => !nowByKey.has(key))
  const fresh = [...nowByKey.entries()].filter(([key]) => !thenByKey.has(key))
  for (const [, then] of gone) {
    if (!searchable(then.name)) continue
    // A rename: the one new definition of the same kind and container added where lines changed.
    const candidates = fresh.filter(
      ([, now]) =>
        now.kind === then.kind && now.container === then.container && touches(now, added),
    )
    const renamedTo = candidates.length === 1 ? candidates[0]![1].name : undefined
    out.push({
      name: then.name,
      change: renamedTo ? 'renamed' : 'removed',
      path: oldPath,
      definition: then,
      ...(renamedTo ? { renamedTo } : {}),
    })
  }
  for (const [key, now] of nowByKey) {
    if (!searchable(now.name)) continue
    const then = thenByKey.get(key)
    if (then && then.signature !== now.signature && now.kind !== 'variable') {
      out.push({
        name: now.name,
        change: 're-signed',
        path,
        definition: now,
        before: then.signature,
      })
      continue
    }
    if (!then) continue
    if (innermostTouched(now, after, added, deleted, then))
      out.push({ name: now.name, change: 'changed', path, definition: now })
  }
  return out.sort(
    (a, b) => a.definition.startLine - b.definition.startLine || a.name.localeCompare(b.name),
  )
}

function touches(d: Definition, lines: ReadonlySet<number>): boolean {
  for (let line = d.startLine; line <= d.endLine; line++) if (lines.has(line)) return true
  return false
}

/**
 * A definition is changed when an added line falls in it and in no smaller definition inside
 * it (a class is not "changed" because one of its methods was), or when a line of its old body
 * was deleted.
 */
function innermostTouched(
  d: Definition,
  outline: Outline,
  added: ReadonlySet<number>,
  deleted: ReadonlySet<number>,
  then: Definition,
): boolean {
  const inner = outline.definitions.filter(
    (o) =>
      o !== d && o.startLine >= d.startLine && o.endLine <= d.endLine && o.endLine > o.startLine,
  )
  for (let line = d.startLine; line <= d.endLine; line++) {
    if (!added.has(line)) continue
    if (!inner.some((o) => o.startLine <= line && line <= o.endLine)) return true
  }
  if (inner.length === 0) {
    for (let line = then.startLine; line <= then.endLine; line++) if (deleted.has(line)) return true
  }
  return false
}
