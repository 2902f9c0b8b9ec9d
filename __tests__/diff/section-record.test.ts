/**
 * The parser keeps one section record and resets it for each file section (src/diff/section.ts):
 * held here to parsing each section on its own, so nothing one section set can reach the next,
 * on generated diffs of every kind of section, with CRLF and non-ASCII names.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'

const EOL = { lf: '\n', crlf: '\r\n' } as const

/** One file section of the given kind, for `name`. */
function section(kind: number, name: string, eol: string): string {
  const lines = (() => {
    switch (kind) {
      case 0:
        return [`diff --git a/${name} b/${name}`, 'index 1a..2b 100644', `--- a/${name}`, `+++ b/${name}`, '@@ -1,2 +1,2 @@ f()', ' a', '-b', '+c', '\\ No newline at end of file']
      case 1:
        return [`diff --git a/${name} b/${name}`, 'old mode 100644', 'new mode 100755']
      case 2:
        return [`diff --git a/${name} b/${name}`, 'index 1a..2b', `Binary files a/${name} and b/${name} differ`]
      case 3:
        return [`diff --git a/old-${name} b/${name}`, 'similarity index 90%', `rename from old-${name}`, `rename to ${name}`]
      case 4:
        return [`diff --git a/${name} b/${name}`, 'new file mode 100755', 'index 0000000..2b', '--- /dev/null', `+++ b/${name}`, '@@ -0,0 +1 @@', '+x']
      default:
        return [`diff --git a/${name} b/${name}`, 'deleted file mode 100644', 'index 2b..0000000', `--- a/${name}`, '+++ /dev/null', '@@ -1 +0,0 @@', '-x']
    }
  })()
  return lines.map((l) => l + eol).join('')
} // prettier-ignore

describe('one section record for every file section', () => {
  it('gives each file what parsing its section alone gives', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom('a.ts', 'é.py', 'x y.go')),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.constantFrom('lf', 'crlf'),
        (sections, eol) => {
          const texts = sections.map(([kind, name], i) => section(kind, `${i}/${name}`, EOL[eol]))
          const whole = parseDiff(texts.join(''), 'd').files
          const alone = texts.flatMap((text) => parseDiff(text, 'd').files)
          expect(whole).toEqual(alone)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('gives every file without hunks an array of its own', () => {
    const text = [1, 2, 3, 1].map((kind, i) => section(kind, `f${i}`, '\n')).join('')
    const files = parseDiff(text, 'd').files
    files[0]!.hunks.push(parseDiff(section(0, 'x', '\n'), 'd').files[0]!.hunks[0]!)
    expect(files.slice(1).map((f) => f.hunks)).toEqual([[], [], []])
    expect(parseDiff(text, 'd').files.map((f) => f.hunks.length)).toEqual([0, 0, 0, 0])
  })
})
