/**
 * A 50 MB diff, generated here rather than committed. The parser must stay linear: a few seconds
 * and memory a small multiple of the input.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'

const TARGET_BYTES = 50 * 1024 * 1024

/** Files of 3 context, 1 deleted, 2 added and 3 context lines, like a typical small edit. */
function generateDiff(targetBytes: number): { text: string; files: number; lines: number } {
  const parts: string[] = []
  let size = 0
  let files = 0
  while (size < targetBytes) {
    const path = `packages/pkg${files % 97}/src/module ${files}/file_${files}.ts`
    const section =
      `diff --git a/${path} b/${path}\n` +
      `index 1a2b3c4..5d6e7f8 100644\n--- a/${path}\t\n+++ b/${path}\t\n` +
      `@@ -120,7 +120,8 @@ export function handler${files}(request: Request) {\n` +
      `   const input = parse(request.body, { strict: true, limit: ${files} })\n` +
      `   const user = await users.find(input.userId)\n` +
      `   if (!user) throw new NotFound('user ${files} is missing from the store')\n` +
      `-  const total = input.items.reduce((sum, item) => sum + item.price, 0)\n` +
      `+  const total = input.items.reduce((sum, item) => sum + item.price * item.quantity, 0)\n` +
      `+  audit.record({ user: user.id, total, at: clock.now() })\n` +
      `   return respond(200, { total, currency: user.currency ?? 'EUR' })\n` +
      `   // keep the response shape stable for older clients\n` +
      `   }\n`
    parts.push(section)
    size += section.length
    files++
  }
  return { text: parts.join(''), files, lines: files * 9 }
}

/** A forced collection makes the heap figure mean something; the flag is set for this process. */
function collector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

describe('parseDiff on a 50 MB diff', () => {
  it('parses every file in linear time with memory a small multiple of the input', () => {
    const { text, files, lines } = generateDiff(TARGET_BYTES)
    expect(text.length).toBeGreaterThanOrEqual(TARGET_BYTES)
    const gc = collector()
    gc()
    const heapBefore = process.memoryUsage().heapUsed
    const started = performance.now()
    const parsed = parseDiff(text, 'large.patch')
    const elapsedMs = performance.now() - started
    gc()
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore

    expect(parsed.files).toHaveLength(files)
    const last = parsed.files.at(-1)!
    expect(last.path).toBe(
      `packages/pkg${(files - 1) % 97}/src/module ${files - 1}/file_${files - 1}.ts`,
    )
    expect(last.hunks[0]!.lines.map((l) => l.newLine)).toEqual([
      120,
      121,
      122,
      null,
      123,
      124,
      125,
      126,
      127,
    ])
    expect(parsed.files.reduce((n, f) => n + f.hunks[0]!.lines.length, 0)).toBe(lines)
    // Generous bounds for a loaded 2-core machine; measured 0.6 s and 1.7x the input here.
    expect(elapsedMs).toBeLessThan(15_000)
    expect(heapGrowth).toBeLessThan(5 * text.length)
  })
})

describe('parseDiff on hostile input', () => {
  const MB = 1024 * 1024
  const cases: [string, string][] = [
    ['a 5 MB "diff --git" line full of spaces', `diff --git ${'a '.repeat(2.5 * MB)}\n`],
    ['a quoted name that never closes', `diff --git "${'\\303'.repeat(MB)}\n`],
    ['a 5 MB line that is not a diff', `${'x'.repeat(5 * MB)}\n`],
    [
      'a hunk header with a 5 MB section',
      `--- a/x\n+++ b/x\n@@ -1 +1 @@ ${'s'.repeat(5 * MB)}\n-a\n+b\n`,
    ],
    [
      'a million no-newline markers',
      `--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n${'\\ No newline\n'.repeat(MB)}+b\n`,
    ],
  ]
  it.each(cases)('answers quickly for %s', (_name, text) => {
    const started = performance.now()
    try {
      parseDiff(text, 'hostile.patch')
    } catch (error) {
      expect((error as Error).message).toMatch(/^hostile\.patch:\d+: /)
    }
    expect(performance.now() - started).toBeLessThan(3_000)
  })
})
