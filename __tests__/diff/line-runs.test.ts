/**
 * The line maps hold runs of lines (src/diff/line-runs.ts), not a Set per file: held here to the
 * plain Sets they replaced, built line by line as before, on generated diffs and runs.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildChangedLineMap, buildLineMap, buildLineMaps } from '../../src/diff/line-map.js'
import { LineRuns } from '../../src/diff/line-runs.js'
import { parseDiff } from '../../src/diff/parse.js'
import type { ParsedDiff } from '../../src/diff/types.js'

/** The commentable-line map as it was: a Set per path, every new-side line of every hunk. */
function lineMapOracle(diff: ParsedDiff): Map<string, Set<number>> {
  const map = new Map<string, Set<number>>()
  for (const file of diff.files) {
    const lines = map.get(file.path) ?? new Set<number>()
    map.set(file.path, lines)
    if (file.kind === 'deleted' || file.binary) continue
    for (const hunk of file.hunks)
      for (let n = hunk.newStart; n < hunk.newStart + hunk.newLines; n++) lines.add(n)
  }
  return map
}

/** The changed-line map as it was: a Set per path, the added lines read from hunk.lines. */
function changedOracle(diff: ParsedDiff): Map<string, Set<number>> {
  const map = new Map<string, Set<number>>()
  for (const file of diff.files) {
    const lines = map.get(file.path) ?? new Set<number>()
    map.set(file.path, lines)
    if (file.kind === 'deleted' || file.binary) continue
    for (const hunk of file.hunks)
      for (const line of hunk.lines)
        if (line.kind === 'add' && line.newLine !== null) lines.add(line.newLine)
  }
  return map
}

/** Probes for `has`: every line near the set, and values a Set of integers never holds. */
function probes(set: ReadonlySet<number>): unknown[] {
  const max = Math.max(0, ...set)
  const out: unknown[] = [NaN, 1.5, -1, 0, Infinity, '1', max + 0.5]
  for (let n = -1; n <= max + 2; n++) out.push(n)
  return out
}

/** Every way a reader can look at the set agrees with the plain Set. */
function expectSameSet(actual: ReadonlySet<number>, expected: Set<number>): void {
  expect(actual.size).toBe(expected.size)
  for (const probe of probes(expected))
    expect(actual.has(probe as number), `has(${String(probe)})`).toBe(expected.has(probe as number))
  expect([...actual]).toEqual([...expected])
  expect([...actual.keys()]).toEqual([...expected.keys()])
  expect([...actual.values()]).toEqual([...expected.values()])
  expect([...actual.entries()]).toEqual([...expected.entries()])
  const seen: [number, number, unknown][] = []
  actual.forEach(function (this: unknown, value, key, set) {
    seen.push([value, key, this])
    expect(set).toBe(actual)
  }, 'this-arg')
  expect(seen).toEqual([...expected].map((n) => [n, n, 'this-arg']))
}

function expectSameMap(
  actual: ReadonlyMap<string, ReadonlySet<number>>,
  expected: Map<string, Set<number>>,
): void {
  expect([...actual.keys()]).toEqual([...expected.keys()])
  for (const [path, set] of expected) expectSameSet(actual.get(path)!, set)
}

type Kind = 'context' | 'add' | 'del' | 'blank' | 'nonewline'

/** One hunk's body from line kinds, with its @@ counts. */
function hunkBody(kinds: Kind[], eol: string): { body: string; old: number; neu: number } {
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

/**
 * Diffs whose sections may repeat a path (a format-patch series), start their hunks anywhere
 * (so a later section's lines can overlap or come before an earlier one's), add, delete or
 * rename files, and use CRLF.
 */
const diffArb = fc
  .record({
    files: fc.array(
      fc.record({
        name: fc.constantFrom('a.ts', 'b.ts', 'c/d.ts'),
        kind: fc.constantFrom('modified', 'modified', 'added', 'deleted', 'renamed'),
        first: fc.integer({ min: 1, max: 30 }),
        hunks: fc.array(
          fc.record({
            kinds: fc.array(fc.constantFrom<Kind>('context', 'add', 'del', 'blank', 'nonewline'), {
              minLength: 1,
              maxLength: 10,
            }),
            gap: fc.integer({ min: 0, max: 6 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    crlf: fc.boolean(),
  })
  .map(({ files, crlf }) => {
    const eol = crlf ? '\r\n' : '\n'
    let text = ''
    for (const file of files) {
      let start = file.kind === 'added' ? 1 : file.first
      let out = ''
      for (const { kinds, gap } of file.hunks) {
        // A new file has no old side, a deleted one no new side.
        const kept = kinds.filter((k) =>
          file.kind === 'added' ? k === 'add' : file.kind === 'deleted' ? k === 'del' : true,
        )
        const { body, old, neu } = hunkBody(kept, eol)
        if (old + neu === 0) continue
        out += `@@ -${old === 0 ? start - 1 : start},${old} +${neu === 0 ? start - 1 : start},${neu} @@${eol}${body}`
        start += Math.max(old, neu) + gap
        if (file.kind !== 'modified' && file.kind !== 'renamed') break
      }
      if (out === '') continue
      const minus = file.kind === 'added' ? '/dev/null' : `a/${file.name}`
      const plus = file.kind === 'deleted' ? '/dev/null' : `b/${file.name}`
      const header =
        file.kind === 'renamed'
          ? `diff --git a/old-${file.name} b/${file.name}${eol}similarity index 90%${eol}rename from old-${file.name}${eol}rename to ${file.name}${eol}--- a/old-${file.name}${eol}+++ ${plus}${eol}`
          : `diff --git a/${file.name} b/${file.name}${eol}--- ${minus}${eol}+++ ${plus}${eol}`
      text += header + out
    }
    return text
  })
  .filter((text) => text !== '')

describe('the line maps as runs equal the Sets built line by line', () => {
  it('the commentable-line map: same paths, and per path the same lines in the same order', () => {
    fc.assert(
      fc.property(diffArb, (text) => {
        const diff = parseDiff(text, 'p')
        expectSameMap(buildLineMap(diff), lineMapOracle(diff))
      }),
      { numRuns: 1200 },
    )
  })

  it('the changed-line map, before and after hunk.lines is read', () => {
    fc.assert(
      fc.property(diffArb, (text) => {
        const fresh = parseDiff(text, 'p')
        const fast = buildChangedLineMap(fresh)
        // The oracle reads hunk.lines; the map built before that came from the parser's runs.
        expectSameMap(fast, changedOracle(fresh))
        expectSameMap(buildChangedLineMap(fresh), changedOracle(fresh))
      }),
      { numRuns: 1200 },
    )
  })

  it('both maps in one pass, before and after hunk.lines is read', () => {
    fc.assert(
      fc.property(diffArb, fc.boolean(), (text, readLines) => {
        const diff = parseDiff(text, 'p')
        if (readLines) for (const file of diff.files) for (const hunk of file.hunks) void hunk.lines
        const { lineMap, changedLines } = buildLineMaps(diff)
        expectSameMap(lineMap, lineMapOracle(diff))
        expectSameMap(changedLines, changedOracle(diff))
      }),
      { numRuns: 800 },
    )
  })

  it('both maps as whole maps: size, entries, values, forEach and iteration as the eager maps', () => {
    fc.assert(
      fc.property(diffArb, (text) => {
        const diff = parseDiff(text, 'p')
        const { lineMap, changedLines } = buildLineMaps(diff)
        for (const [lazy, eager] of [
          [lineMap, buildLineMap(diff)],
          [changedLines, buildChangedLineMap(diff)],
        ] as const) {
          expect(lazy.size).toBe(eager.size)
          const flat = (map: ReadonlyMap<string, ReadonlySet<number>>) =>
            [...map].map(([path, lines]) => [path, [...lines]])
          expect(flat(lazy)).toEqual(flat(eager))
          expect([...lazy.entries()].map(([p, l]) => [p, [...l]])).toEqual(flat(eager))
          expect([...lazy.values()].map((l) => [...l])).toEqual(flat(eager).map(([, l]) => l))
          const seen: unknown[] = []
          lazy.forEach(function (this: unknown, lines, path, map) {
            seen.push([path, [...lines], this])
            expect(map).toBe(lazy)
          }, 'this-arg')
          expect(seen).toEqual(flat(eager).map(([p, l]) => [p, l, 'this-arg']))
          expect(lazy.has('no/such/path')).toBe(false)
          expect(lazy.get('no/such/path')).toBeUndefined()
        }
      }),
      { numRuns: 400 },
    )
  })

  it('reads no hunk until a path is looked up, and gives the same entry on every look-up', () => {
    const diff = parseDiff(
      'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n a\n+b\n' +
        'diff --git a/y b/y\n--- a/y\n+++ b/y\n@@ -1 +1,2 @@\n a\n+c\n',
      'p',
    )
    const read = new Set<string>()
    for (const file of diff.files)
      for (const hunk of file.hunks) {
        const { newStart } = hunk
        Object.defineProperty(hunk, 'newStart', {
          get: () => (read.add(file.path), newStart),
          enumerable: true,
        })
      }
    const { lineMap, changedLines } = buildLineMaps(diff)
    expect([...lineMap.keys()]).toEqual(['x', 'y'])
    expect([...read]).toEqual([])
    const x = lineMap.get('x')
    expect([...x!]).toEqual([1, 2])
    expect([...read]).toEqual(['x'])
    expect(lineMap.get('x')).toBe(x)
    expect([...changedLines.get('y')!]).toEqual([2])
  })

  it('the map of a hand-made diff whose hunk.lines were replaced follows the lines', () => {
    const diff = parseDiff('diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n a\n+b\n', 'p')
    const hunk = diff.files[0]!.hunks[0]!
    // Read once, hunk.lines is a plain writable array.
    expect(hunk.lines).toHaveLength(2)
    hunk.lines = [{ kind: 'add', oldLine: null, newLine: 7, text: 'z' }]
    expect([...buildChangedLineMap(diff).get('x')!]).toEqual([7])
  })
})

describe('LineRuns', () => {
  const runArb = fc.tuple(fc.integer({ min: -2, max: 40 }), fc.integer({ min: 0, max: 8 }))
  it('is the Set of the numbers of its runs, added in order, however the runs fall', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 8 }), fc.boolean(), (runs, askFirst) => {
        const lines = new LineRuns()
        const expected = new Set<number>()
        for (const [from, length] of runs) {
          // Asking in between must not keep a stale answer once more runs come.
          if (askFirst) void lines.size
          lines.addRun(from, from + length)
          for (let n = from; n < from + length; n++) expected.add(n)
        }
        expectSameSet(lines, expected)
      }),
      { numRuns: 2000 },
    )
  })

  it('answers has from ascending runs without building a Set, and from one when they overlap', () => {
    const lines = new LineRuns()
    lines.addRun(5, 8)
    lines.addRun(8, 10)
    lines.addRun(20, 21)
    expect([4, 5, 9, 10, 19, 20, 21].map((n) => lines.has(n))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      false,
    ])
    expect(lines.size).toBe(6)
    lines.addRun(1, 6)
    expect([...lines]).toEqual([5, 6, 7, 8, 9, 20, 1, 2, 3, 4])
    expect(lines.has(3)).toBe(true)
    expect(lines.size).toBe(10)
  })
})
