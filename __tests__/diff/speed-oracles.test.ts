/**
 * The diff stage's shortcuts for large diffs are caches of work, never a second opinion: each is
 * held here to the plain way it replaced (the oracle), on generated inputs.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyRuleMatcher, compileIgnoreRule } from '../../src/diff/globs.js'
import { buildChangedLineMap, buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import { readFileLineName, stripPrefixes } from '../../src/diff/headers.js'
import { unsafePathReason } from '../../src/diff/paths.js'
import type { ParsedDiff } from '../../src/diff/types.js'

type Kind = 'context' | 'add' | 'del' | 'blank' | 'nonewline'

/** A hunk body from line kinds; returns the text and its @@ counts. */
function hunkText(kinds: Kind[], crlf: boolean): { body: string; old: number; neu: number } {
  const eol = crlf ? '\r\n' : '\n'
  let body = ''
  let old = 0
  let neu = 0
  let last: Kind | null = null
  for (const kind of kinds) {
    // "\ No newline" only right after a counted line, as git writes it.
    if (kind === 'nonewline' && (last === null || last === 'nonewline')) continue
    if (kind === 'context' || kind === 'blank') {
      body += kind === 'blank' ? eol : ` c${neu}${eol}`
      old++
      neu++
    } else if (kind === 'add') {
      body += `+a${neu}${eol}`
      neu++
    } else if (kind === 'del') {
      body += `-d${old}${eol}`
      old++
    } else body += `\\ No newline at end of file${eol}`
    last = kind
  }
  return { body, old, neu }
}

const hunkKinds = fc.array(fc.constantFrom<Kind>('context', 'add', 'del', 'blank', 'nonewline'), {
  minLength: 1,
  maxLength: 12,
})

const diffArb = fc
  .record({
    files: fc.array(
      fc.record({
        name: fc.constantFrom('a.ts', 'b.ts', 'c/d.ts'),
        hunks: fc.array(hunkKinds, { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    crlf: fc.boolean(),
  })
  .map(({ files, crlf }) => {
    const eol = crlf ? '\r\n' : '\n'
    let text = ''
    for (const file of files) {
      let start = 1
      let out = ''
      for (const kinds of file.hunks) {
        const { body, old, neu } = hunkText(kinds, crlf)
        if (old + neu === 0) continue
        out += `@@ -${old === 0 ? start - 1 : start},${old} +${neu === 0 ? start - 1 : start},${neu} @@${eol}${body}`
        start += Math.max(old, neu) + 5
      }
      if (out === '') continue
      text += `diff --git a/${file.name} b/${file.name}${eol}--- a/${file.name}${eol}+++ b/${file.name}${eol}${out}`
    }
    return text
  })
  .filter((text) => text !== '')

/** The changed-line map as it was: every hunk's lines read, the added ones kept. */
function changedOracle(diff: ParsedDiff): Map<string, number[]> {
  const map = new Map<string, number[]>()
  for (const file of diff.files) {
    const lines = map.get(file.path) ?? []
    map.set(file.path, lines)
    if (file.kind === 'deleted' || file.binary) continue
    for (const hunk of file.hunks)
      for (const line of hunk.lines)
        if (line.kind === 'add' && line.newLine !== null && !lines.includes(line.newLine))
          lines.push(line.newLine)
  }
  return map
}

const asArrays = (map: ReadonlyMap<string, ReadonlySet<number>>) =>
  new Map([...map].map(([path, lines]) => [path, [...lines]]))

describe('the parser records what walking hunk.lines would give', () => {
  it('added-line runs, in order: the changed-line map equals the one read from the lines', () => {
    fc.assert(
      fc.property(diffArb, (text) => {
        const fast = buildChangedLineMap(parseDiff(text, 'p'))
        const read = parseDiff(text, 'p')
        expect(asArrays(fast)).toEqual(changedOracle(read))
        // Once the lines are read, the map comes from them, and is still the same.
        expect(asArrays(buildChangedLineMap(read))).toEqual(changedOracle(read))
      }),
      { numRuns: 2000 },
    )
  })

  it('additions and deletions, and the commentable lines, agree with the lines', () => {
    fc.assert(
      fc.property(diffArb, (text) => {
        const diff = parseDiff(text, 'p')
        const lineMap = asArrays(buildLineMap(diff))
        for (const file of diff.files) {
          const lines = file.hunks.flatMap((h) => h.lines)
          expect(file.additions).toBe(lines.filter((l) => l.kind === 'add').length)
          expect(file.deletions).toBe(lines.filter((l) => l.kind === 'del').length)
          for (const line of lines)
            if (line.newLine !== null) expect(lineMap.get(file.path)).toContain(line.newLine)
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('the ignore pre-check as one regular expression', () => {
  const pattern = fc
    .string({
      unit: fc.constantFrom('a', 'b', '.', '-', '/', '*', '$', '^', '|', '(', 'é'),
      minLength: 1,
      maxLength: 8,
    })
    .filter((p) => p.replace(/\//g, '') !== '')
  it('is true exactly when some rule literal is in the path', () => {
    fc.assert(
      fc.property(
        fc.array(pattern, { minLength: 1, maxLength: 6 }),
        fc.string({
          unit: fc.constantFrom('a', 'b', '.', '-', '/', '$', '^', '|', '(', 'é'),
          maxLength: 12,
        }),
        (patterns, path) => {
          const rules = patterns.flatMap((p) => {
            try {
              return [compileIgnoreRule(p, 'test')]
            } catch {
              return []
            }
          })
          const literals = rules.flatMap((r) => r.literals)
          const oracle =
            literals.length > 0 && (literals.includes('') || literals.some((l) => path.includes(l)))
          expect(anyRuleMatcher(rules)(path)).toBe(oracle)
        },
      ),
      { numRuns: 800 },
    )
  })
})

describe('unsafePathReason without a split for ordinary paths', () => {
  /** The check as it was: every segment looked at. */
  function oracle(path: string): string | null {
    if (path.length === 0) return 'the path is empty'
    if (path.length > 4096) return 'the path is longer than 4096 characters'
    if (path.includes('\0')) return 'the path contains a NUL character'
    if (path.startsWith('/')) return 'the path is absolute'
    for (const segment of path.split('/')) {
      if (segment === '') return 'the path has an empty segment'
      if (segment === '.' || segment === '..') return `the path has a "${segment}" segment`
    }
    return null
  }
  it('gives the same reason as checking every segment', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '.', '/', '\0', '-'), maxLength: 10 }),
        (path) => {
          expect(unsafePathReason(path)).toBe(oracle(path))
        },
      ),
      { numRuns: 5000 },
    )
  })
})

describe('header lines read in place', () => {
  const INDEX_ORACLE = /^index [0-9a-f]+\.\.[0-9a-f]+(?: ([0-7]{6}))?$/
  // Built from parts, valid and broken, so that most lines are near misses of the grammar.
  const indexLine = fc
    .tuple(
      fc.constantFrom('', 'a', 'bcd', '0f9', 'abcdef1', 'g1'),
      fc.constantFrom('..', '.', '...', ' '),
      fc.constantFrom('', 'a', 'bcd', '0f9', 'abcdef1', 'g1'),
      fc.constantFrom(
        '',
        ' 100644',
        ' 100755',
        ' 120000',
        ' 10064',
        ' 1006444',
        ' 100648',
        '  100644',
        ' ',
      ),
      fc.constantFrom('', '\r', ' '),
    )
    .map((parts) => `index ${parts.join('')}`)

  it('an index line is accepted, and its mode read, exactly as the anchored expression says', () => {
    fc.assert(
      fc.property(indexLine, fc.boolean(), (line, modeChange) => {
        const text =
          `diff --git a/x b/x\n${modeChange ? 'old mode 100755\nnew mode 100644\n' : ''}` +
          `${line}\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n`
        const header = line.endsWith('\r') ? line.slice(0, -1) : line
        // Only lines that start like an index line are read as one; others are other errors.
        if (!header.startsWith('index ')) return
        const match = INDEX_ORACLE.exec(header)
        if (!match) {
          expect(() => parseDiff(text, 'p')).toThrow(/:\d+: malformed index line/)
          return
        }
        const file = parseDiff(text, 'p').files[0]!
        const mode = modeChange ? ['100755', '100644'] : [match[1] ?? null, match[1] ?? null]
        expect([file.oldMode, file.newMode]).toEqual(mode)
      }),
      { numRuns: 3000 },
    )
  })

  it('a ---/+++ name is what readFileLineName and stripPrefixes make of the whole line', () => {
    const name = fc
      .array(fc.constantFrom('a/', 'b/', 'x', 'é', ' ', '\t', '"', '\\t', '\r', '/dev/null', 'y'), {
        minLength: 1,
        maxLength: 6,
      })
      .map((units) => units.join(''))
    fc.assert(
      fc.property(name, name, (minus, plus) => {
        const text = `--- ${minus}\n+++ ${plus}\n@@ -1 +1 @@\n-a\n+b\n`
        const strip = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line)
        const oldName = readFileLineName(strip(minus))
        const newName = readFileLineName(strip(plus))
        let expected: unknown
        try {
          if (oldName === null || newName === null) throw new Error('malformed')
          const paths = stripPrefixes(oldName, newName, false)
          expected = paths.newPath ?? paths.oldPath
        } catch {
          expected = 'error'
        }
        let actual: unknown
        try {
          actual = parseDiff(text, 'p').files[0]!.path
        } catch {
          actual = 'error'
        }
        // The parser refuses more (unsafe paths, a file both created and deleted); whatever it
        // accepts names the path the header functions give.
        if (actual !== 'error') expect(actual).toBe(expected)
        if (expected === 'error') expect(actual).toBe('error')
      }),
      { numRuns: 3000 },
    )
  })
})
