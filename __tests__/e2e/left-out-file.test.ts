/**
 * A finding on a file the size budget left out whole, through `node dist/cli.js review`: it says
 * the file was not reviewed and why, never "not on a changed line" (every line of it is added).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')

function newFile(path: string, lines: string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    'index 0000000..1111111',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n')
}

describe('a finding on a file left out whole', () => {
  it('says "file not reviewed: over the size budget" in the summary and on the terminal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-left-out-'))
    const big = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} // padding`)
    writeFileSync(
      join(dir, 'diff.patch'),
      newFile('src/small.ts', ['export const small = 1']) + newFile('src/generated/big.ts', big),
    )
    writeFileSync(
      join(dir, 'case.yml'),
      stringify({
        config: { payload: { max_bytes: 1_000 }, evidence: { missing: 'off' } },
      }),
    )
    writeFileSync(
      join(dir, 'reply.json'),
      JSON.stringify({
        verdict: 'CHANGES_REQUESTED',
        counts: { blocker: 0, major: 1, minor: 0 },
        issues: [
          {
            severity: 'major',
            category: 'logic',
            file: 'src/generated/big.ts',
            line: 3,
            message: 'generated values overlap',
            fix: 'regenerate',
          },
        ],
        strengths: [],
      }),
    )
    const out = join(dir, 'out')
    const result = spawnSync(
      process.execPath,
      [CLI, 'review', '--input', dir, '--output-dir', out, '--cache-dir', `${dir}-cache`],
      { encoding: 'utf8', cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeout: 60_000 },
    )
    const summary = readFileSync(join(out, 'review.md'), 'utf8')
    expect(summary).toContain('src/generated/big.ts')
    expect(summary).toMatch(/Left out by the size budget/)
    expect(summary).toContain('file not reviewed: over the size budget')
    expect(summary).not.toContain('not on a changed line')
    expect(result.stdout + result.stderr).not.toContain('not on a changed line')
  })
})
