import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'
import { checkLocations, MAX_UNANCHORED } from '../../src/review/location.js'
import { Notes } from '../../src/review/notes.js'
import type { CheckedFinding, Finding } from '../../src/domain/finding.js'

const diff = [
  'diff --git a/src/a.ts b/src/a.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -10,3 +10,4 @@ export function f() {',
  ' const x = 1',
  '-const y = 2',
  '+const y = 3',
  '+const z = 4',
  ' return x',
  '',
].join('\n')
const lineMap = buildLineMap(parseDiff(diff, 'test.patch'))

function finding(file: string, line: number): Finding {
  return {
    severity: 'major',
    category: 'logic',
    file,
    line,
    message: `on ${file}:${line}`,
    fix: '',
  }
}
// As normalize hands them over: anchored provisionally unless file-level.
const at = (file: string, line: number, fileLevel = false): CheckedFinding => ({
  ...finding(file, line),
  anchored: !fileLevel,
})

describe('checkLocations', () => {
  it('anchors findings on commentable new-side lines (added and context)', () => {
    const notes = new Notes()
    const out = checkLocations(
      [at('src/a.ts', 10), at('src/a.ts', 11), at('src/a.ts', 13)],
      lineMap,
      notes,
    )
    expect(out.issues.map((f) => f.anchored)).toEqual([true, true, true])
    expect(notes.warnings).toEqual([])
  })

  it('keeps a finding on a line outside the hunks or past the end, not anchored', () => {
    const notes = new Notes()
    const out = checkLocations(
      [at('src/a.ts', 9), at('src/a.ts', 14), at('src/a.ts', 99_999)],
      lineMap,
      notes,
    )
    expect(out.issues).toHaveLength(3)
    expect(out.issues.every((f) => !f.anchored)).toBe(true)
    expect(notes.warnings).toHaveLength(3)
    expect(notes.warnings[0]).toMatch(/src\/a\.ts:9 kept but not anchored/)
  })

  // Issue 9: a finding outside the change used to leave `issues` and stop counting (fail open).
  it('keeps a finding on a file outside the change, not anchored, and lists it as unanchored', () => {
    const notes = new Notes()
    const out = checkLocations([at('src/elsewhere.ts', 3), at('src/a.ts', 11)], lineMap, notes)
    expect(out.issues.map((f) => [f.file, f.anchored])).toEqual([
      ['src/elsewhere.ts', false],
      ['src/a.ts', true],
    ])
    expect(out.unanchored).toEqual([finding('src/elsewhere.ts', 3)])
    expect(notes.warnings[0]).toMatch(/not part of the change \(it still counts\)/)
  })

  it('never anchors a file-level finding', () => {
    const out = checkLocations([at('src/a.ts', 1, true)], lineMap, new Notes())
    expect(out.issues[0]!.anchored).toBe(false)
    expect(checkLocations([at('src/a.ts', 1, true)], null, new Notes()).issues[0]!.anchored).toBe(
      false,
    )
  })

  it('without a diff keeps every finding anchored and says nothing', () => {
    const notes = new Notes()
    const out = checkLocations([at('anything/at/all.ts', 123_456)], null, notes)
    expect(out.issues[0]!.anchored).toBe(true)
    expect(notes.warnings).toEqual([])
  })

  it('bounds the unanchored list and counts the rest', () => {
    const notes = new Notes()
    const many = Array.from({ length: MAX_UNANCHORED + 7 }, (_, i) => at('other.ts', i + 1))
    const out = checkLocations(many, lineMap, notes)
    expect(out.unanchored).toHaveLength(MAX_UNANCHORED)
    expect(notes.warnings.join('\n')).toContain('7 more unanchored findings')
  })
})

describe('checkLocations with vouched-for findings', () => {
  it('keeps a vouched-for finding on an untouched file, not anchored, without a warning', () => {
    const notes = new Notes()
    const vouched = at('tests/a.test.ts', 5)
    const out = checkLocations(
      [vouched, at('tests/b.test.ts', 5)],
      lineMap,
      notes,
      (f) => f.file === 'tests/a.test.ts',
    )
    expect(out.issues).toEqual([
      { ...finding('tests/a.test.ts', 5), anchored: false },
      { ...finding('tests/b.test.ts', 5), anchored: false },
    ])
    expect(out.unanchored.map((f) => f.file)).toEqual(['tests/b.test.ts'])
    expect(notes.warnings).toHaveLength(1)
  })
})
