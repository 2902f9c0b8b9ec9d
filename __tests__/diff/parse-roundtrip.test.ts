/**
 * Generated diffs, written the way git writes them (quoting, the tab after names with spaces,
 * headers per kind of change), must parse back to what was generated.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'
import type { DiffLine, FileChangeKind } from '../../src/diff/types.js'

interface ModelFile {
  kind: Exclude<FileChangeKind, 'copied'>
  path: string
  oldPath: string
  hunks: { oldStart: number; newStart: number; lines: Pick<DiffLine, 'kind' | 'text'>[] }[]
}

const ESCAPES: Record<string, string> = {
  '\t': '\\t',
  '\n': '\\n',
  '"': '\\"',
  '\\': '\\\\',
  '\r': '\\r',
}

/** git's quote_c_style with core.quotePath=true. */
function gitName(prefix: string, path: string): string {
  const full = prefix + path
  if (!/[\x00-\x1f"\\\x7f-\uffff]/.test(full)) return full
  let out = '"'
  for (const ch of full) {
    if (ESCAPES[ch]) out += ESCAPES[ch]
    else if (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) >= 0x7f) {
      for (const byte of Buffer.from(ch, 'utf8')) out += `\\${byte.toString(8).padStart(3, '0')}`
    } else out += ch
  }
  return `${out}"`
}

/** `---`/`+++` names: git adds a tab after an unquoted name that has a space. */
const fileLineName = (prefix: string, path: string): string => {
  const name = gitName(prefix, path)
  return !name.startsWith('"') && name.includes(' ') ? `${name}\t` : name
}

function render(files: ModelFile[]): string {
  let out = ''
  for (const f of files) {
    const oldPath = f.kind === 'renamed' ? f.oldPath : f.path
    out += `diff --git ${gitName('a/', oldPath)} ${gitName('b/', f.path)}\n`
    if (f.kind === 'added') out += 'new file mode 100644\n'
    if (f.kind === 'deleted') out += 'deleted file mode 100644\n'
    if (f.kind === 'mode-only') out += 'old mode 100644\nnew mode 100755\n'
    if (f.kind === 'renamed') {
      out += `similarity index 80%\nrename from ${gitName('', oldPath)}\nrename to ${gitName('', f.path)}\n`
    }
    if (f.kind === 'mode-only') continue
    out += `index 1234567..89abcde${f.kind === 'added' || f.kind === 'deleted' ? '' : ' 100644'}\n`
    out += `--- ${f.kind === 'added' ? '/dev/null' : fileLineName('a/', oldPath)}\n`
    out += `+++ ${f.kind === 'deleted' ? '/dev/null' : fileLineName('b/', f.path)}\n`
    for (const h of f.hunks) {
      const oldLines = h.lines.filter((l) => l.kind !== 'add').length
      const newLines = h.lines.filter((l) => l.kind !== 'del').length
      out += `@@ -${oldLines === 0 ? 0 : h.oldStart},${oldLines} +${newLines === 0 ? 0 : h.newStart},${newLines} @@\n`
      for (const l of h.lines)
        out += `${l.kind === 'add' ? '+' : l.kind === 'del' ? '-' : ' '}${l.text}\n`
    }
  }
  return out
}

const segment = fc
  .string({
    unit: fc.constantFrom('a', 'Z', '0', '_', '-', ' ', 'é', '日', '"', '\\', '\t', '\n', '.'),
    minLength: 1,
    maxLength: 6,
  })
  .filter((s) => s !== '.' && s !== '..')
const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'))
const text = fc.string({
  unit: fc.constantFrom('x', ' ', '+', '-', '@', '\\', '\r', '"', 'ü', '\t'),
  maxLength: 8,
})
const line = (kinds: DiffLine['kind'][]) => fc.record({ kind: fc.constantFrom(...kinds), text })

const file: fc.Arbitrary<ModelFile> = fc
  .record({
    kind: fc.constantFrom<ModelFile['kind']>(
      'modified',
      'added',
      'deleted',
      'renamed',
      'mode-only',
    ),
    path,
    oldPath: path,
    lines: fc.array(fc.array(line(['context', 'add', 'del']), { minLength: 1, maxLength: 6 }), {
      minLength: 1,
      maxLength: 3,
    }),
  })
  .map(({ kind, path, oldPath, lines }) => {
    if (kind === 'mode-only') return { kind, path, oldPath: path, hunks: [] }
    if (kind === 'added' || kind === 'deleted') {
      const only = kind === 'added' ? 'add' : 'del'
      const all = lines.flat().map((l) => ({ ...l, kind: only }) as const)
      return { kind, path, oldPath: path, hunks: [{ oldStart: 1, newStart: 1, lines: all }] }
    }
    // Hunks in order with a gap of 3 lines between them, as git leaves them.
    let oldNext = 1
    let newNext = 1
    const hunks = lines.map((ls) => {
      const h = { oldStart: oldNext, newStart: newNext, lines: ls }
      oldNext += ls.filter((l) => l.kind !== 'add').length + 3
      newNext += ls.filter((l) => l.kind !== 'del').length + 3
      return h
    })
    return { kind, path, oldPath: kind === 'renamed' ? oldPath : path, hunks }
  })

describe('parseDiff on generated git diffs', () => {
  it('gives back every file, path, kind and line, with raw sections that rebuild the input', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 5 }), (files) => {
        const text = render(files)
        const parsed = parseDiff(text, 'generated.patch').files
        expect(parsed.map((f) => f.raw).join('')).toBe(text)
        expect(parsed.map((f) => [f.kind, f.path, f.oldPath])).toEqual(
          files.map((f) => [f.kind, f.path, f.kind === 'renamed' ? f.oldPath : null]),
        )
        parsed.forEach((p, i) => {
          const model = files[i]!
          expect(p.hunks.map((h) => h.lines.map((l) => [l.kind, l.text]))).toEqual(
            model.hunks.map((h) => h.lines.map((l) => [l.kind, l.text])),
          )
          for (const [hi, h] of p.hunks.entries()) {
            let oldNo = model.hunks[hi]!.oldStart
            let newNo = model.hunks[hi]!.newStart
            for (const l of h.lines) {
              expect(l.oldLine).toBe(l.kind === 'add' ? null : oldNo++)
              expect(l.newLine).toBe(l.kind === 'del' ? null : newNo++)
            }
          }
          expect(p.additions).toBe(
            model.hunks.flatMap((h) => h.lines).filter((l) => l.kind === 'add').length,
          )
        })
      }),
      { numRuns: 300 },
    )
  })

  it('parses the same after every line was converted to CRLF', () => {
    fc.assert(
      fc.property(fc.array(file, { minLength: 1, maxLength: 4 }), (files) => {
        const text = render(files)
        const strip = (t: string) => parseDiff(t, 'g').files.map(({ raw: _raw, ...rest }) => rest)
        expect(strip(text.replace(/\n/g, '\r\n'))).toEqual(strip(text))
      }),
      { numRuns: 150 },
    )
  })
})
