import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildLineMap } from '../../src/diff/line-map.js'
import { parseDiff } from '../../src/diff/parse.js'

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')
const sorted = (set: ReadonlySet<number> | undefined) => [...(set ?? [])].sort((a, b) => a - b)

describe('buildLineMap', () => {
  it('gives the added and context lines of every hunk of a multi-hunk file, and nothing between', () => {
    const map = buildLineMap(parseDiff(fixture('modified.patch'), 'modified.patch'))
    expect(sorted(map.get('src/long.txt'))).toEqual([1, 2, 3, 4, 5, 6, 27, 28, 29, 30, 31, 32, 33])
    expect(map.get('src/long.txt')!.has(15)).toBe(false)
    expect(sorted(map.get('src/math.ts'))).toEqual([5, 6, 7, 8, 9, 10, 11])
  })

  it('uses new-side numbers when hunks shift lines', () => {
    const text =
      'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,4 @@\n a\n+b\n+c\n d\n@@ -10,3 +12,2 @@\n k\n-l\n m\n'
    expect(sorted(buildLineMap(parseDiff(text, 'p')).get('x'))).toEqual([1, 2, 3, 4, 12, 13])
  })

  it('has an empty entry for deleted and binary files and the new path for renames', () => {
    const text = fixture('deleted.patch') + fixture('binary.patch') + fixture('renamed.patch')
    const map = buildLineMap(parseDiff(text, 'p'))
    expect([...map.keys()]).toEqual([
      'gone.txt',
      'img.bin',
      'new.bin',
      'docs/new name.md',
      'docs/still.txt',
    ])
    expect(sorted(map.get('gone.txt'))).toEqual([])
    expect(sorted(map.get('img.bin'))).toEqual([])
    expect(sorted(map.get('docs/new name.md'))).toEqual([1, 2, 3, 4, 5])
    expect(map.has('docs/old name.md')).toBe(false)
    expect(sorted(map.get('docs/still.txt'))).toEqual([])
  })

  it('joins the lines of a path that appears in two sections', () => {
    const one = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n'
    const two = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -9 +9,2 @@\n q\n+r\n'
    expect(sorted(buildLineMap(parseDiff(one + two, 'p')).get('x'))).toEqual([1, 9, 10])
  })
})

describe('lazy hunk lines', () => {
  it('reads the same lines on first access as a line-by-line walk of the hunk, and keeps them', async () => {
    const text = [
      'diff --git a/a.txt b/a.txt',
      'index 1111111..2222222 100644',
      '--- a/a.txt',
      '+++ b/a.txt',
      '@@ -1,3 +1,3 @@',
      ' one',
      '-two',
      '+TWO',
      ' three',
      '\\ No newline at end of file',
      '',
    ].join('\n')
    const hunk = parseDiff(text, 't').files[0]!.hunks[0]!
    const lines = hunk.lines
    expect(lines).toEqual([
      { kind: 'context', oldLine: 1, newLine: 1, text: 'one' },
      { kind: 'del', oldLine: 2, newLine: null, text: 'two' },
      { kind: 'add', oldLine: null, newLine: 2, text: 'TWO' },
      { kind: 'context', oldLine: 3, newLine: 3, text: 'three', noNewlineAtEnd: true },
    ])
    expect(hunk.lines).toBe(lines)
    expect(Object.keys(hunk)).toContain('lines')
    expect(JSON.parse(JSON.stringify(hunk)).lines).toHaveLength(4)
  })
})
