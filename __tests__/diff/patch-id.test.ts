import { describe, expect, it } from 'vitest'
import { patchId, PATCH_ID_PATTERN } from '../../src/diff/patch-id.js'

const file = (start: number, added: string, index = 'index 1111111..2222222 100644') =>
  [
    'diff --git a/src/a.ts b/src/a.ts',
    index,
    '--- a/src/a.ts',
    '+++ b/src/a.ts',
    `@@ -${start},3 +${start},4 @@ export function a() {`,
    ' const x = 1',
    `+${added}`,
    ' const y = 2',
    ' return x + y',
    '',
  ].join('\n')

describe('patchId: the same edits, wherever the hunks start', () => {
  it('is a SHA-256 and ignores hunk line numbers, section names and pre-image blob names', () => {
    const id = patchId(file(10, 'const z = 3'))
    expect(id).toMatch(PATCH_ID_PATTERN)
    expect(patchId(file(42, 'const z = 3', 'index 3333333..4444444 100644'))).toBe(id)
    expect(patchId(file(10, 'const z = 3').replace('export function a() {', 'other'))).toBe(id)
    // Sources end the text differently.
    expect(patchId(`${file(10, 'const z = 3')}\n\n`)).toBe(id)
  })

  it('differs for any other edit: a changed line, whitespace, a line ending, another file', () => {
    const id = patchId(file(10, 'const z = 3'))
    expect(patchId(file(10, 'const z = 4'))).not.toBe(id)
    expect(patchId(file(10, '  const z = 3'))).not.toBe(id)
    expect(patchId(file(10, 'const z = 3\r'))).not.toBe(id)
    expect(patchId(file(10, 'const z = 3').replace(' const y = 2', ' const y = 5'))).not.toBe(id)
    expect(patchId(file(10, 'const z = 3').replaceAll('src/a.ts', 'src/b.ts'))).not.toBe(id)
    // A second pull request's change in the same group.
    expect(
      patchId(file(10, 'const z = 3') + file(90, 'const w = 0').replaceAll('a.ts', 'c.ts')),
    ).not.toBe(id)
  })

  it('keeps the blob names of a file without hunks (binary, mode only): they are its content', () => {
    const binary = (index: string) =>
      `diff --git a/logo.png b/logo.png\n${index}\nBinary files a/logo.png and b/logo.png differ\n`
    expect(patchId(binary('index 1111111..2222222 100644'))).not.toBe(
      patchId(binary('index 1111111..3333333 100644')),
    )
  })
})
