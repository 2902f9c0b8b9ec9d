import { familyOf } from './languages.js'
import type { TreeReader } from './types.js'

/** Most names looked up in one run: the combined pattern and the pass stay bounded. */
export const MAX_NAMES_SEARCHED = 200
/** Most hits kept per name (the count goes on): one common name cannot fill memory. */
export const MAX_HITS_PER_NAME = 400

export interface Hit {
  path: string
  /** 1-based. */
  line: number
  text: string
}

export interface ScanResult {
  /** Name → its hits in tree order (path, then line), at most MAX_HITS_PER_NAME. */
  hits: Map<string, Hit[]>
  /** Name → every hit counted, past the kept ones too. */
  counts: Map<string, number>
  /** The files' texts split in lines, for the excerpts around hits. */
  lines: Map<string, string[]>
}

/**
 * One pass over the head tree's files for all names at once: a line holds a name when the name
 * stands there as a whole identifier. Only files of the family each name was defined in are
 * looked at (a Python name in a TypeScript file is not a reference to it).
 */
export function scanNames(
  reader: TreeReader,
  names: ReadonlyMap<string, ReadonlySet<string>>,
): ScanResult {
  const hits = new Map<string, Hit[]>()
  const counts = new Map<string, number>()
  const lines = new Map<string, string[]>()
  const byFamily = new Map<string, string[]>()
  for (const [name, families] of names) {
    for (const family of families) {
      const list = byFamily.get(family)
      if (list) list.push(name)
      else byFamily.set(family, [name])
    }
  }
  const patterns = new Map<string, RegExp>()
  for (const [family, list] of byFamily) {
    const alternatives = [...new Set(list)].sort().map(escape).join('|')
    patterns.set(family, new RegExp(`(?<![\\w$])(?:${alternatives})(?![\\w$])`, 'g'))
  }
  for (const path of reader.files()) {
    const pattern = patterns.get(familyOf(path) ?? extensionFamily(path))
    if (!pattern) continue
    const text = reader.read(path)
    if (text === null) continue
    pattern.lastIndex = 0
    const any = pattern.test(text)
    pattern.lastIndex = 0
    if (!any) continue
    const split = text.split('\n')
    lines.set(path, split)
    split.forEach((line, i) => {
      const seen = new Set<string>()
      for (const match of line.matchAll(pattern)) {
        const name = match[0]
        if (seen.has(name)) continue
        seen.add(name)
        counts.set(name, (counts.get(name) ?? 0) + 1)
        const list = hits.get(name) ?? []
        if (list.length < MAX_HITS_PER_NAME) list.push({ path, line: i + 1, text: line })
        hits.set(name, list)
      }
    })
  }
  return { hits, counts, lines }
}

/** The family of a file no grammar here reads: its extension. */
export function extensionFamily(path: string): string {
  const dot = path.lastIndexOf('.')
  return dot < 0 || dot < path.lastIndexOf('/') ? `.${path}` : path.slice(dot).toLowerCase()
}

function escape(name: string): string {
  return name.replace(/[$]/g, '\\$')
}
