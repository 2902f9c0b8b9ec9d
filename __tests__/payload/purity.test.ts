/**
 * The payload is a pure function of the change and its evidence: a test-cache MISS (the command
 * ran) and a later HIT (it did not) give byte-identical payloads, through the committed CLI.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { DIFF, GREEN, HEAD } from '../e2e/fail-open-cases.js'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')

function payload(caseDir: string, cacheDir: string) {
  const result = spawnSync(
    process.execPath,
    [CLI, 'payload', '--input', caseDir, '--cache-dir', cacheDir],
    { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: caseDir }, timeout: 60_000 },
  )
  expect(result.status, result.stderr).toBe(0)
  return result
}

describe('payload purity across test-cache states', () => {
  it('a MISS and a later HIT give the same bytes; only the log says which', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-purity-'))
    const script = `require('fs').mkdirSync('out',{recursive:true});require('fs').appendFileSync('runs.txt','x');require('fs').writeFileSync('out/j.xml',${JSON.stringify(GREEN)})`
    const files: Record<string, string> = {
      'diff.patch': DIFF,
      'case.yml': stringify({
        head_sha: HEAD,
        config: {
          evidence: {
            command: `node -e ${JSON.stringify(script)} {files}`,
            command_reports: ['out/*.xml'],
          },
        },
      }),
    }
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), content)
    }
    const cache = join(dir, '..', `${dir.split('/').pop()}-cache`)
    const miss = payload(dir, cache)
    const hit = payload(dir, cache)
    expect(miss.stderr).toMatch(/cache MISS/i)
    expect(hit.stderr).toMatch(/cache HIT/i)
    expect(hit.stdout).toBe(miss.stdout)
    expect(miss.stdout).toContain('- tests_pass: true')
    // The per-file evidence is part of those bytes, the same on the HIT.
    expect(miss.stdout).toContain('Tests per touched source file (1;')
    expect(miss.stdout).toContain('- `src/cart/total.ts`: 2 runs (2 passed); why: convention')
    expect(miss.stdout).not.toMatch(/cache|age \d+ s/i)
  })
})
