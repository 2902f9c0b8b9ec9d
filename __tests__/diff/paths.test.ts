import { describe, expect, it } from 'vitest'
import { readFileLineName, splitGitHeaderNames, stripPrefixes } from '../../src/diff/headers.js'
import {
  isGeneratedPath,
  isSourcePath,
  isTestPath,
  quoteExcerpt,
  unquoteGitPath,
  unsafePathReason,
} from '../../src/diff/paths.js'

describe('unquoteGitPath', () => {
  it('decodes octal escapes as UTF-8 bytes and the C escapes git uses', () => {
    expect(unquoteGitPath('"caf\\303\\251.txt" next', 0)).toEqual({ value: 'café.txt', end: 17 })
    expect(unquoteGitPath('"\\346\\227\\245\\346\\234\\254/a"', 0)?.value).toBe('日本/a')
    expect(unquoteGitPath('"a\\tb\\nc\\"d\\\\e\\a\\b\\v\\f\\r"', 0)?.value).toBe(
      'a\tb\nc"d\\e\x07\b\v\f\r',
    )
    const line = 'x "b/\\360\\237\\230\\200 z" rest'
    expect(unquoteGitPath(line, 2)).toEqual({ value: 'b/😀 z', end: line.indexOf(' rest') })
  })

  it('keeps literal characters between escapes in order', () => {
    expect(unquoteGitPath('"é-\\303\\251-日"', 0)?.value).toBe('é-é-日')
  })

  it('returns null for malformed quoting', () => {
    for (const bad of [
      '"never closed',
      '"bad \\q escape"',
      '"short \\30"',
      '"\\400"',
      'unquoted',
      '"ends in \\',
    ]) {
      expect(unquoteGitPath(bad, 0)).toBeNull()
    }
  })
})

describe('diff --git line names', () => {
  it('splits same-name pairs even when the name has spaces', () => {
    expect(splitGitHeaderNames('a/my file.txt b/my file.txt')).toEqual({
      oldName: 'a/my file.txt',
      newName: 'b/my file.txt',
    })
    expect(splitGitHeaderNames('a/x b/y b/x b/y')).toEqual({
      oldName: 'a/x b/y',
      newName: 'b/x b/y',
    })
  })

  it('splits quoted names on either side', () => {
    expect(splitGitHeaderNames('"a/caf\\303\\251" "b/caf\\303\\251"')).toEqual({
      oldName: 'a/café',
      newName: 'b/café',
    })
    expect(splitGitHeaderNames('a/plain "b/t\\tab"')).toEqual({
      oldName: 'a/plain',
      newName: 'b/t\tab',
    })
    expect(splitGitHeaderNames('"a/t\\tab" b/plain')).toEqual({
      oldName: 'a/t\tab',
      newName: 'b/plain',
    })
  })

  it('splits different names only when a single space makes it unambiguous', () => {
    expect(splitGitHeaderNames('a/old.txt b/new.txt')).toEqual({
      oldName: 'a/old.txt',
      newName: 'b/new.txt',
    })
    expect(splitGitHeaderNames('a/old name.txt b/new name.txt')).toBeNull()
  })

  it('reads ---/+++ names: git tab after spaced names, diff -u timestamps, quoted names', () => {
    expect(readFileLineName('a/my file.md\t')).toBe('a/my file.md')
    expect(readFileLineName('old/f.txt\t2024-01-01 10:00:00.000000000 +0000')).toBe('old/f.txt')
    expect(readFileLineName('"b/tab\\there"')).toBe('b/tab\there')
    expect(readFileLineName('"b/x" trailing')).toBeNull()
  })

  it('takes off known prefix pairs, and the first folder of plain diffs only when both agree', () => {
    expect(stripPrefixes('a/x', 'b/x', true)).toEqual({ oldPath: 'x', newPath: 'x' })
    expect(stripPrefixes('c/x', 'w/x', true)).toEqual({ oldPath: 'x', newPath: 'x' })
    expect(stripPrefixes('/dev/null', 'b/x', true)).toEqual({ oldPath: null, newPath: 'x' })
    expect(stripPrefixes('src/x', 'src/x', true)).toEqual({ oldPath: 'src/x', newPath: 'src/x' })
    expect(stripPrefixes('old/f.txt', 'new/f.txt', false)).toEqual({
      oldPath: 'f.txt',
      newPath: 'f.txt',
    })
    expect(stripPrefixes('old/f.txt', 'new/f.txt', true)).toEqual({
      oldPath: 'old/f.txt',
      newPath: 'new/f.txt',
    })
    expect(stripPrefixes('f.txt', 'g.txt', false)).toEqual({ oldPath: 'f.txt', newPath: 'g.txt' })
  })
})

describe('quoteExcerpt', () => {
  it('bounds the text and makes control, invisible and bidi characters visible', () => {
    expect(quoteExcerpt('a\tb\u202Ec\u200Bd\u2028')).toBe('"a\\tb\\u202ec\\u200bd\\u2028"')
    expect(quoteExcerpt('x'.repeat(100), 5)).toBe('"xxxxx…"')
  })
})

describe('unsafePathReason', () => {
  it('accepts ordinary repository paths, including odd but legal names', () => {
    for (const ok of ['a.txt', 'src/x.ts', '.github/workflows/ci.yml', 'a b/c\td', 'x..y', '...']) {
      expect(unsafePathReason(ok)).toBeNull()
    }
  })

  it('refuses paths that are empty, absolute, escaping, or carry NUL', () => {
    expect(unsafePathReason('')).toMatch(/empty/)
    expect(unsafePathReason('/etc/passwd')).toMatch(/absolute/)
    expect(unsafePathReason('a/../../b')).toMatch(/"\.\." segment/)
    expect(unsafePathReason('./a')).toMatch(/"\." segment/)
    expect(unsafePathReason('a\0b')).toMatch(/NUL/)
    expect(unsafePathReason('a/')).toMatch(/empty segment/)
  })
})

describe('path classes', () => {
  it('recognises conventional test files and folders across stacks', () => {
    const tests = [
      'src/cart/total.test.ts',
      'web/Button.spec.tsx',
      'internal/store/users_test.go',
      'tests/test_slug.py',
      'app/test_models.py',
      'spec/models/user_spec.rb',
      'src/test/java/com/acme/BackoffTest.java',
      'src/__tests__/a.ts',
      'Acme.Tests/CalcTests.cs',
      'e2e/login.ts',
    ]
    for (const p of tests) expect(isTestPath(p), p).toBe(true)
    for (const p of ['src/testing.ts', 'src/contest/a.ts', 'src/attest.py', 'docs/test-plan.md']) {
      expect(isTestPath(p), p).toBe(false)
    }
  })

  it('recognises source files by extension, not docs or config', () => {
    for (const p of ['a.ts', 'b/c.PY', 'x.go', 'Main.java', 'lib.rs', 'main.c', 'style.scss']) {
      expect(isSourcePath(p), p).toBe(true)
    }
    for (const p of ['README.md', 'package.json', 'ci.yml', 'Makefile', '.eslintrc', 'notes.txt']) {
      expect(isSourcePath(p), p).toBe(false)
    }
  })

  it('recognises generated, vendored and snapshot files at any depth', () => {
    const generated = [
      'package-lock.json',
      'apps/web/pnpm-lock.yaml',
      'dist/index.js',
      'packages/a/build/out.js',
      'static/app.min.js',
      'proto/user.pb.go',
      'py/user_pb2.py',
      'src/api.generated.ts',
      'vendor/github.com/x/y.go',
      'src/__snapshots__/a.test.ts.snap',
      'src/generated/schema_pb.ts',
    ]
    for (const p of generated) expect(isGeneratedPath(p), p).toBe(true)
    for (const p of ['src/build.ts', 'src/distance.ts', 'docs/vendors.md', 'src/minify.js']) {
      expect(isGeneratedPath(p), p).toBe(false)
    }
  })
})
