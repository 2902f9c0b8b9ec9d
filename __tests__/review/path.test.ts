import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_PATH_LENGTH, normalizeFindingPath } from '../../src/review/path.js'

function ok(
  raw: string,
  known?: (p: string) => boolean,
): { path: string; changes: number; line: number | null } {
  const result = normalizeFindingPath(raw, known)
  if (!result.ok) throw new Error(`refused ${raw}: ${result.reason}`)
  return { path: result.path, changes: result.changes.length, line: result.lineFromPath }
}

function refused(raw: string): string {
  const result = normalizeFindingPath(raw)
  if (result.ok) throw new Error(`accepted ${raw} as ${result.path}`)
  return result.reason
}

describe('normalizeFindingPath', () => {
  it('keeps a clean relative path unchanged, with no note', () => {
    expect(ok('src/app/main.ts')).toEqual({ path: 'src/app/main.ts', changes: 0, line: null })
  })

  it.each([
    ['./src/a.ts', 'src/a.ts'],
    ['././src//a.ts', 'src/a.ts'],
    ['a/src/a.ts', 'src/a.ts'],
    ['b/src/a.ts', 'src/a.ts'],
    ['src\\win\\a.ts', 'src/win/a.ts'],
    ['  src/a.ts  ', 'src/a.ts'],
    ['.\\b\\x.py', 'x.py'],
  ])('repairs %j into %j with a note', (raw, expected) => {
    const result = ok(raw)
    expect(result.path).toBe(expected)
    expect(result.changes).toBeGreaterThan(0)
  })

  it('keeps a real a/ folder that is part of the change', () => {
    expect(ok('a/readme.md', (p) => p === 'a/readme.md').path).toBe('a/readme.md')
    expect(ok('a', () => false).path).toBe('a')
  })

  it('takes a :line suffix off the path and returns the line', () => {
    expect(ok('src/a.ts:42')).toMatchObject({ path: 'src/a.ts', line: 42 })
    expect(ok('README.md:7:3')).toMatchObject({ path: 'README.md', line: 7 })
  })

  it.each([
    ['/etc/passwd', /absolute/],
    ['\\\\server\\share\\a.ts', /absolute/],
    ['C:\\repo\\a.ts', /drive letter/],
    ['c:/repo/a.ts', /drive letter/],
    ['~/a.ts', /home/],
    ['../outside.ts', /\.\./],
    ['src/../../x', /\.\./],
    ['src\\..\\x', /\.\./],
    ['src/a\u0000.ts', /NUL/],
    ['src/a\u001b[31m.ts', /control/],
    ['src/\u202egnp.ts', /control/],
    ['src/a\n.ts', /control/],
    ['https://evil.example/a.ts', /URL scheme/],
    ['javascript:alert(1)', /URL scheme/],
    ['file:///etc/passwd', /URL scheme/],
    ['', /empty/],
    ['./', /empty|directory/],
    ['src/', /directory/],
    ['x'.repeat(MAX_PATH_LENGTH + 1), /longer/],
  ])('refuses %j', (raw, reason) => {
    expect(refused(raw)).toMatch(reason)
  })

  it('allows dots that are not a parent segment', () => {
    expect(ok('src/a..b.ts').path).toBe('src/a..b.ts')
    expect(ok('.github/workflows/ci.yml').path).toBe('.github/workflows/ci.yml')
  })
})

describe('normalizeFindingPath fast paths', () => {
  it('agree with the general walk on arbitrary paths', () => {
    const segment = fc.oneof(
      fc.constantFrom('a', 'b', '.', '..', 'src', '.github', 'x.ts', 'a..b', '@scope', 'c++'),
      fc.stringMatching(/^[\w.@+-]{1,6}$/),
    )
    const pathArb = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'))
    fc.assert(
      fc.property(pathArb, fc.boolean(), (raw, known) => {
        const isKnown = () => known
        const fast = normalizeFindingPath(raw, isKnown)
        // Leading whitespace always takes the general walk and changes nothing else.
        const slow = normalizeFindingPath(` ${raw}`, isKnown)
        expect(fast.ok).toBe(slow.ok)
        if (fast.ok && slow.ok) {
          expect(fast.path).toBe(slow.path)
          expect([...fast.changes]).toEqual(slow.changes.filter((c) => !/whitespace/.test(c)))
        }
      }),
      { numRuns: 500 },
    )
  })
})
