import type { DiffFile } from '../diff/types.js'
import { excerpts } from './excerpt.js'
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
