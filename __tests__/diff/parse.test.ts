import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { parseDiff } from '../../src/diff/parse.js'
import type { DiffFile } from '../../src/diff/types.js'

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')
const parseFixture = (name: string): DiffFile[] => parseDiff(fixture(name), name).files

/** The InputError a parse throws, so tests can look at its message. */
function parseError(text: string, where = 'input.patch'): InputError {
  try {
    parseDiff(text, where)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('expected parseDiff to throw')
}

describe('parseDiff: kinds of change', () => {
  it('reads a modified file with two hunks, line numbers and function context', () => {
    const [long, math] = parseFixture('modified.patch')
    expect(long).toMatchObject({
      path: 'src/long.txt',
      oldPath: null,
      kind: 'modified',
      binary: false,
    })
    expect(long!.oldMode).toBe('100644')
    expect(
      long!.hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines, h.section]),
    ).toEqual([
      [1, 6, 1, 6, ''],
      [27, 7, 27, 7, 'line 26'],
    ])
    const second = long!.hunks[1]!.lines
    expect(second[3]).toEqual({ kind: 'del', oldLine: 30, newLine: null, text: 'line 30' })
    expect(second[4]).toEqual({ kind: 'add', oldLine: null, newLine: 30, text: 'line thirty' })
    expect(second[7]).toEqual({ kind: 'context', oldLine: 33, newLine: 33, text: 'line 33' })
    expect([long!.additions, long!.deletions]).toEqual([2, 2])
    expect(math!.hunks[0]!.section).toBe('export function add(a: number, b: number): number {')
    expect(math!.hunks[0]!.lines.filter((l) => l.kind === 'add').map((l) => l.newLine)).toEqual([
      8, 9, 10, 11,
    ])
    expect(math!.hunks[0]!.lines[3]).toEqual({ kind: 'add', oldLine: null, newLine: 8, text: '' })
  })

  it('reads an added file (with a space in its name) and a deleted file', () => {
    const [added] = parseFixture('added.patch')
    expect(added).toMatchObject({
      path: 'tests/math test.ts',
      kind: 'added',
      oldMode: null,
      newMode: '100644',
    })
    expect(added!.hunks[0]!.lines).toEqual([
      { kind: 'add', oldLine: null, newLine: 1, text: 'import { mul } from "../src/math"' },
    ])
    const [deleted] = parseFixture('deleted.patch')
    expect(deleted).toMatchObject({
      path: 'gone.txt',
      kind: 'deleted',
      oldMode: '100644',
      newMode: null,
    })
    expect(deleted!.hunks[0]!.lines.map((l) => [l.oldLine, l.text])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ])
    expect(deleted!.deletions).toBe(3)
  })

  it('reads renames: with edits and spaces on both sides, and a pure 100% rename', () => {
    const [edited, pure] = parseFixture('renamed.patch')
    expect(edited).toMatchObject({
      path: 'docs/new name.md',
      oldPath: 'docs/old name.md',
      kind: 'renamed',
      similarity: 66,
      additions: 1,
      deletions: 1,
    })
    expect(pure).toMatchObject({
      path: 'docs/still.txt',
      oldPath: 'docs/moved.txt',
      kind: 'renamed',
      similarity: 100,
      hunks: [],
    })
  })

  it('reads a copy', () => {
    const [copy] = parseFixture('copied.patch')
    expect(copy).toMatchObject({
      path: 'src/copy_of_base.py',
      oldPath: 'src/base.py',
      kind: 'copied',
      similarity: 88,
    })
    expect(copy!.hunks[0]!.lines.at(-1)).toEqual({
      kind: 'add',
      oldLine: null,
      newLine: 9,
      text: 'shared line 9',
    })
  })

  it('reads a mode-only change', () => {
    const files = parseFixture('mode-only.patch')
    expect(files).toEqual([
      {
        path: 'run.sh',
        oldPath: null,
        kind: 'mode-only',
        similarity: null,
        binary: false,
        oldMode: '100644',
        newMode: '100755',
        hunks: [],
        additions: 0,
        deletions: 0,
        raw: fixture('mode-only.patch'),
      },
    ])
  })

  it('lists binary files ("Binary files … differ") with no hunks', () => {
    const files = parseFixture('binary.patch')
    expect(files.map((f) => [f.path, f.kind, f.binary, f.hunks.length])).toEqual([
      ['img.bin', 'modified', true, 0],
      ['new.bin', 'added', true, 0],
    ])
  })

  it('lists binary files from a GIT binary patch, keeping the encoded data in raw', () => {
    const text = fixture('binary-literal.patch')
    const files = parseDiff(text, 'binary-literal.patch').files
    expect(files.map((f) => [f.path, f.kind, f.binary, f.hunks.length])).toEqual([
      ['img.bin', 'modified', true, 0],
      ['new.bin', 'added', true, 0],
    ])
    expect(files[0]!.raw).toContain('literal 11\nScmWGwU}j0m%u6h)WB>pT%mUp2\n\nliteral 11\n')
    expect(files[0]!.raw.endsWith('\n\n')).toBe(true)
    expect(files.map((f) => f.raw).join('')).toBe(text)
  })
})

describe('parseDiff: path forms', () => {
  it('decodes git\'s quoted form: octal UTF-8 bytes, \\t, \\" and \\\\', () => {
    expect(parseFixture('quoted-paths.patch').map((f) => f.path)).toEqual([
      'back\\slash.txt',
      'café.txt',
      'quo"te.txt',
      'tab\tname.txt',
    ])
  })

  it('reads a quoted unicode rename and the same rename printed with core.quotePath=false', () => {
    for (const name of ['unicode-rename-quoted.patch', 'unicode-unquoted.patch']) {
      const [file] = parseFixture(name)
      expect(file).toMatchObject({
        path: 'résumé notes.txt',
        oldPath: 'café.txt',
        kind: 'renamed',
        similarity: 100,
      })
    }
  })

  it('takes a mnemonic or missing prefix off, and keeps paths that only look prefixed', () => {
    const body = '--- i/x.ts\n+++ w/x.ts\n@@ -1 +1 @@\n-a\n+b\n'
    expect(parseDiff(`diff --git i/x.ts w/x.ts\n${body}`, 'p').files[0]!.path).toBe('x.ts')
    const noPrefix =
      'diff --git src/x.ts src/x.ts\n--- src/x.ts\n+++ src/x.ts\n@@ -1 +1 @@\n-a\n+b\n'
    expect(parseDiff(noPrefix, 'p').files[0]!.path).toBe('src/x.ts')
  })

  it('finds the path of a mode-only change whose name has spaces, from the diff --git line alone', () => {
    const text =
      'diff --git a/my dir/run me.sh b/my dir/run me.sh\nold mode 100644\nnew mode 100755\n'
    expect(parseDiff(text, 'p').files[0]).toMatchObject({
      path: 'my dir/run me.sh',
      kind: 'mode-only',
    })
  })
})

describe('parseDiff: line content', () => {
  it('marks the line before "\\ No newline at end of file" instead of adding a line', () => {
    const [file] = parseFixture('no-newline.patch')
    expect(file!.hunks[0]!.lines).toEqual([
      { kind: 'del', oldLine: 1, newLine: null, text: 'no newline', noNewlineAtEnd: true },
      { kind: 'add', oldLine: null, newLine: 1, text: 'no newline changed', noNewlineAtEnd: true },
    ])
  })

  it('keeps the CR of CRLF file content in the line text', () => {
    const [file] = parseFixture('crlf-content.patch')
    expect(file!.hunks[0]!.lines.map((l) => l.text)).toEqual([
      'alpha\r',
      'beta\r',
      'BETA\r',
      'gamma\r',
    ])
  })

  it('reads a patch whose every line was converted to CRLF, dropping one CR per line', () => {
    const lf = fixture('modified.patch') + fixture('no-newline.patch') + fixture('renamed.patch')
    const crlf = lf.replace(/\n/g, '\r\n')
    const fromLf = parseDiff(lf, 'lf').files
    const fromCrlf = parseDiff(crlf, 'crlf').files
    const strip = (files: DiffFile[]) => files.map(({ raw: _raw, ...rest }) => rest)
    expect(strip(fromCrlf)).toEqual(strip(fromLf))
    expect(fromCrlf.map((f) => f.raw).join('')).toBe(crlf)
  })

  it('keeps CRLF content of a CRLF-converted patch as one CR (CR CR LF in the patch)', () => {
    const crlf = fixture('crlf-content.patch').replace(/\n/g, '\r\n')
    const [file] = parseDiff(crlf, 'p').files
    expect(file!.hunks[0]!.lines.map((l) => l.text)).toEqual([
      'alpha\r',
      'beta\r',
      'BETA\r',
      'gamma\r',
    ])
  })

  it('reads an empty line inside a hunk as an empty context line (trailing space stripped)', () => {
    const text = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n'
    const lines = parseDiff(text, 'p').files[0]!.hunks[0]!.lines
    expect(lines[1]).toEqual({ kind: 'context', oldLine: 2, newLine: 2, text: '' })
    expect(lines[3]).toEqual({ kind: 'add', oldLine: null, newLine: 3, text: 'c' })
    const converted = parseDiff(text.replace(/\n/g, '\r\n'), 'p').files[0]!.hunks[0]!.lines
    expect(converted).toEqual(lines)
  })

  it('keeps content that looks like diff syntax when the hunk counts say it is content', () => {
    const text =
      'diff --git a/x.md b/x.md\n--- a/x.md\n+++ b/x.md\n@@ -1,2 +1,3 @@\n--- not a header\n-+++ nor this\n+diff --git a/y b/y\n+@@ -1 +1 @@\n+-- \n'
    const [file] = parseDiff(text, 'p').files
    expect(file!.hunks[0]!.lines.map((l) => [l.kind, l.text])).toEqual([
      ['del', '-- not a header'],
      ['del', '+++ nor this'],
      ['add', 'diff --git a/y b/y'],
      ['add', '@@ -1 +1 @@'],
      ['add', '-- '],
    ])
  })
})

describe('parseDiff: whole inputs', () => {
  it('gives zero files for an empty or blank diff', () => {
    expect(parseDiff('', 'p').files).toEqual([])
    expect(parseDiff('\n  \n\t\n', 'p').files).toEqual([])
  })

  it('reads a format-patch email: preamble and signature belong to no file', () => {
    const text = fixture('format-patch.patch')
    const files = parseDiff(text, 'format-patch.patch').files
    expect(files.map((f) => [f.path, f.kind])).toEqual([
      ['src/long.txt', 'modified'],
      ['src/version.ts', 'added'],
    ])
    expect(files[0]!.raw.startsWith('diff --git a/src/long.txt')).toBe(true)
    expect(files[1]!.raw.endsWith('+export const VERSION = "1.0.0"\n')).toBe(true)
    const start = text.indexOf('diff --git')
    const end = text.indexOf('-- \n')
    expect(files.map((f) => f.raw).join('')).toBe(text.slice(start, end))
  })

  it('reads a plain diff -u without diff --git lines, dropping the differing first folder', () => {
    const [file] = parseFixture('plain-unified.patch')
    expect(file).toMatchObject({ path: 'f.txt', kind: 'modified', oldMode: null, newMode: null })
    expect(file!.hunks[0]!.lines.map((l) => l.kind)).toEqual(['context', 'del', 'add', 'context'])
    const created = parseDiff('--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1 @@\n+hi\n', 'p').files[0]
    expect(created).toMatchObject({ path: 'new.txt', kind: 'added' })
  })

  it("makes every file's raw the exact text of its section, so the diff re-emits byte for byte", () => {
    const names = [
      'modified.patch',
      'added.patch',
      'renamed.patch',
      'binary.patch',
      'quoted-paths.patch',
    ]
    const text =
      names.map(fixture).join('') + fixture('mode-only.patch') + fixture('no-newline.patch')
    const files = parseDiff(text, 'p').files
    expect(files).toHaveLength(13)
    expect(files.map((f) => f.raw).join('')).toBe(text)
    for (const f of files) expect(f.raw.startsWith('diff --git ')).toBe(true)
  })

  it('ignores a byte-order mark before the first line', () => {
    const files = parseDiff(`\uFEFF${fixture('added.patch')}`, 'p').files
    expect(files[0]!.raw).toBe(fixture('added.patch'))
  })
})

describe('parseDiff: bad input', () => {
  it('names where and the first line when the text is not a diff', () => {
    const error = parseError('\n\nHello reviewer,\nplease look at my change.\n', 'diff.patch')
    expect(error.message).toBe(
      'diff.patch:3: not a diff: no file header ("diff --git" or "---"/"+++") found; first line: "Hello reviewer,"',
    )
    expect(error.where).toBe('diff.patch')
  })

  it('names the line where a hunk runs past its header counts', () => {
    const text = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n+d\n'
    expect(parseError(text).message).toMatch(
      /^input\.patch:8: hunk at line 4 \(@@ -1,2 \+1,2 @@\) disagrees/,
    )
  })

  it('names the line where a hunk stops before its header counts', () => {
    const short =
      'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\ndiff --git a/y b/y\n'
    expect(parseError(short).message).toMatch(
      /^input\.patch:8: hunk at line 4 .*1 old and 1 new lines were still expected/,
    )
    const cut = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n'
    expect(parseError(cut).message).toMatch(/^input\.patch:5: .*the diff ended/)
  })

  it('refuses one extra added line that would otherwise pass for the next file', () => {
    const text = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n+c\n'
    expect(parseError(text).message).toMatch(/^input\.patch:7: .*"\+c" after the last counted line/)
  })

  it('refuses malformed headers, naming the line', () => {
    const cases: [string, RegExp][] = [
      ['diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @ broken\n', /:4: malformed hunk header/],
      ['diff --git a/x b/x\n--- a/x\nnot plus\n', /:3: expected a "\+\+\+" line/],
      ['diff --git a/x b/x\n--- a/x\n+++ b/x\n a\n', /:4: expected a hunk header/],
      ['diff --git a/x b/x\nold mode 10064z\n', /:2: malformed file mode/],
      ['diff --git a/x b/x\nsimilarity index 140%\n', /:2: malformed similarity/],
      ['diff --git a/x b/x\nindex zz..yy\n', /:2: malformed index line/],
      ['diff --git "a/\\q" b/x\nrename from "\\q"\n', /:2: malformed quoted path/],
      ['diff --git a/x b/x\n', /:1: the section for "x" has no hunks/],
      ['diff --cc f.c\nindex 1,2..3\n', /:1: combined merge diffs are not supported/],
      [
        'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -0,0 +0,0 @@\n',
        /:4: hunk header counts no lines/,
      ],
      [
        'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1,99999999999999999999 @@\n',
        /:4: line number .* too large/,
      ],
    ]
    for (const [text, pattern] of cases) expect(parseError(text).message).toMatch(pattern)
  })

  it('refuses sections that do not hang together, naming their first line', () => {
    const cases: [string, RegExp][] = [
      [
        'a\ndiff --git a/x b/x\n@@ -1 +1 @@\n-a\n+b\n',
        /:3: hunk header before the "---" and "\+\+\+"/,
      ],
      ['diff --git a/x b/x\n--- a/x\n', /:2: the diff ended inside a file header/],
      [
        'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n\\ No newline\n',
        /:5: .*before any line/,
      ],
      [
        'diff --git a/x b/x\nnew file mode 100644\n--- /dev/null\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n',
        /:1: a new file has a hunk with old-side lines/,
      ],
      [
        'x\ndiff --git a/x b/x\ndeleted file mode 100644\n--- a/x\n+++ /dev/null\n@@ -1 +1 @@\n-a\n+b\n',
        /:2: a deleted file has a hunk with new-side lines/,
      ],
      [
        'diff --git a/p q b/r s\nrename from p q\n',
        /:1: renamed file is missing its "from" or "to" line/,
      ],
      ['diff --git a/p q b/r s\nold mode 100644\nnew mode 100755\n', /:1: cannot tell which file/],
    ]
    for (const [text, pattern] of cases) expect(parseError(text).message).toMatch(pattern)
  })

  it('refuses paths that could step outside the repository', () => {
    const section = (old: string, neu: string) =>
      `diff --git a/${old} b/${neu}\n--- a/${old}\n+++ b/${neu}\n@@ -1 +1 @@\n-a\n+b\n`
    expect(parseError(section('../etc/passwd', '../etc/passwd')).message).toMatch(
      /unsafe path "\.\.\/etc\/passwd"/,
    )
    expect(parseError('--- /dev/null\n+++ /etc/cron.d/x\n@@ -0,0 +1 @@\n+a\n').message).toMatch(
      /unsafe path .*absolute/,
    )
    expect(parseError(section('a//b', 'a//b')).message).toMatch(/empty segment/)
    const longName = 'd/'.repeat(3000)
    expect(parseError(section(`${longName}x`, `${longName}x`)).message).toMatch(/longer than 4096/)
  })

  it('refuses a section that both creates and deletes its file', () => {
    expect(parseError('--- /dev/null\n+++ /dev/null\n@@ -0,0 +1 @@\n+a\n').message).toMatch(
      /both create and delete/,
    )
  })
})
