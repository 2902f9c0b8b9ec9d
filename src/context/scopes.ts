import type { DiffFile } from '../diff/types.js'
import { excerpts } from './excerpt.js'
import { indentOf } from './indent.js'
import { hunkAnchors } from './sides.js'
import type { ContextEntry, Definition, DefinitionKind, Outline } from './types.js'

/** A scope this long or shorter is shown whole; a longer one keeps its signature and the lines near the hunks. */
export const MAX_SCOPE_LINES = 80
/** Lines shown on each side of a hunk inside a cut scope. */
export const SCOPE_WINDOW = 8

const SCOPE_KINDS = new Set<DefinitionKind>([
  'function',
  'method',
  'class',
  'interface',
  'enum',
  'type',
])

/**
 * The enclosing scope of each hunk on the new side: the innermost function, method or class
 * around it. Hunks in one scope share one entry. Code outside any scope gets none.
 */
export function scopeEntries(
  file: DiffFile,
  lines: readonly string[],
  outline: Outline,
): ContextEntry[] {
  const scopes = outline.definitions.filter(
    (d) => SCOPE_KINDS.has(d.kind) && d.endLine > d.startLine,
  )
  const byScope = new Map<Definition, { first: number; last: number }[]>()
  for (const anchor of hunkAnchors(file)) {
    const scope = innermost(scopes, anchor.first, anchor.last)
    if (!scope) continue
    const list = byScope.get(scope)
    if (list) list.push(anchor)
    else byScope.set(scope, [anchor])
  }
  const out: ContextEntry[] = []
  for (const [scope, anchors] of byScope) {
    const length = scope.endLine - scope.startLine + 1
    const whole = length <= MAX_SCOPE_LINES
    const ranges = whole
      ? [{ from: scope.startLine, to: scope.endLine }]
      : [
          { from: scope.startLine, to: scope.signatureEnd },
          ...anchors.map((a) => ({
            from: Math.max(scope.startLine, a.first - SCOPE_WINDOW),
            to: Math.min(scope.endLine, a.last + SCOPE_WINDOW),
          })),
          ...skeleton(lines, scope, anchors).map((line) => ({ from: line, to: line })),
          { from: scope.endLine, to: scope.endLine },
        ]
    const what = scope.name ? `${scope.kind} \`${scope.name}\`` : `block`
    out.push({
      kind: 'scope',
      path: file.path,
      line: scope.startLine,
      title: `enclosing ${what}${scope.container ? ` of \`${scope.container}\`` : ''}, lines ${scope.startLine}–${scope.endLine}${whole ? '' : ' (body cut to the lines near the change; signature kept)'}`,
      excerpts: excerpts(file.path, lines, ranges),
      details: [],
      rank: scope.startLine,
    })
  }
  return out
}

/** Most lines kept between a cut scope's signature and its changes. */
export const MAX_SKELETON_LINES = 30
const GUARD = /\b(?:return|throw|raise|panic|continue|break|abort|exit)\b/

/**
 * In a cut scope, the lines above each change that decide what it does: where the names it uses
 * get their values (`count += …`), the headers of the blocks around those lines and around the
 * change (indented less: a loop's bound, an `if` it is inside), and the guards before them (a
 * line that returns, throws, continues or breaks, or a block holding one). The guard twenty
 * lines above a hunk stays in view when the body is cut.
 */
function skeleton(
  lines: readonly string[],
  scope: Definition,
  anchors: readonly { first: number; last: number }[],
): number[] {
  const out = new Set<number>()
  for (const anchor of anchors) {
    const stop = anchor.first - SCOPE_WINDOW
    const targets = [anchor.first]
    const names = new Set<string>()
    for (let line = anchor.first; line <= anchor.last; line++)
      for (const name of (lines[line - 1] ?? '').match(IDENTIFIER) ?? [])
        if (name.length > 1 && names.size < MAX_NAMES_PER_CHANGE) names.add(name)
    for (const name of names) {
      const assigned = assignment(name)
      let found = 0
      for (let line = stop - 1; line > scope.signatureEnd && found < 3; line--) {
        if (assigned.test(lines[line - 1] ?? '')) {
          targets.push(line)
          out.add(line)
          found++
        }
      }
    }
    for (const target of targets) {
      let indent = indentOf(lines[target - 1] ?? '')
      for (let line = Math.min(target, stop) - 1; line > scope.signatureEnd; line--) {
        if (out.size >= MAX_SKELETON_LINES) return [...out]
        const text = lines[line - 1] ?? ''
        if (text.trim() === '') continue
        const at = indentOf(text)
        if (at < indent) {
          out.add(line)
          indent = at
        } else if (at === indent && GUARD.test(text)) {
          out.add(line)
        } else if (at === indent && /[{:]\s*$/.test(text) && GUARD.test(lines[line] ?? '')) {
          // A block guard: `if (!user) {` then `return null` on the next line.
          out.add(line)
          out.add(line + 1)
        }
      }
    }
  }
  return [...out]
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g
const MAX_NAMES_PER_CHANGE = 20

/** A line that gives `name` a value: a declaration or an assignment (`=`, `+=`, `:=`). */
function assignment(name: string): RegExp {
  const n = name.replace(/\$/g, '\\$')
  return new RegExp(
    `(?:\\b(?:let|const|var|val|auto)\\s+${n}\\b|(?:^|[^\\w$.])${n}\\s*(?:[-+*/%|&^]?=(?!=)|:=))`,
  )
}

function innermost(scopes: readonly Definition[], first: number, last: number): Definition | null {
  let best: Definition | null = null
  for (const scope of scopes) {
    if (scope.startLine > first || scope.endLine < first) continue
    const containsAll = scope.endLine >= last
    const bestContainsAll = best !== null && best.endLine >= last
    if (best === null || (containsAll && !bestContainsAll)) {
      best = scope
      continue
    }
    if (
      containsAll === bestContainsAll &&
      scope.endLine - scope.startLine < best.endLine - best.startLine
    )
      best = scope
  }
  return best
}
