/**
 * The review contract's repository rules through the committed bundle, as a user runs it
 * (`node dist/cli.js review --input <case>`): the elevation rule (a major in a file with at least
 * context.elevate_importers transitive importers is a blocker, from our own import graph over the
 * case's tree/) and the pre-existing rule (a finding on a line the change did not add, marked
 * `pre_existing: true`, counts only as a blocker; the claim on an added line is removed).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { issue, reply } from './fail-open-cases.js'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')
const HEAD = '7d3c2e7a4b5d6c8e0f1a2b3c4d5e6f708192a3b4'

const UTIL_NEW = `export function clamp(value: number, low: number, high: number): number {
  if (value < low) return low
  if (value > high) return low
  return value
}
`
const DIFF = `diff --git a/src/core/util.ts b/src/core/util.ts
index 1111111..2222222 100644
--- a/src/core/util.ts
+++ b/src/core/util.ts
@@ -1,4 +1,5 @@
 export function clamp(value: number, low: number, high: number): number {
   if (value < low) return low
+  if (value > high) return low
   return value
 }
`

/** A case whose tree has `importers` files importing src/core/util.ts (each imported by none). */
function writeCase(importers: number, issues: unknown[], config: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rg-context-rules-'))
  const files: Record<string, string> = {
    'diff.patch': DIFF,
    'reply.json': reply(issues),
    'case.yml': stringify({ description: 'context rules', head_sha: HEAD, config }),
    'tree/src/core/util.ts': UTIL_NEW,
  }
  for (let i = 0; i < importers; i++) {
    files[`tree/src/feature/f${i}.ts`] =
      `import { clamp } from '../core/util.js'\n\nexport const f${i} = clamp(${i}, 0, 10)\n`
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

function review(dir: string) {
  const out = join(dir, 'out')
  const result = spawnSync(
    process.execPath,
    [CLI, 'review', '--input', dir, '--output-dir', out, '--cache-dir', `${dir}-cache`],
    { encoding: 'utf8', cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeout: 60_000 },
  )
  const gate = readFileSync(join(out, 'gate.txt'), 'utf8')
  const summary = readFileSync(join(out, 'review.md'), 'utf8')
  const payload = readFileSync(join(out, 'payload.md'), 'utf8')
  return { code: result.status, stderr: result.stderr, gate, summary, payload, out }
}

const major = (over: Record<string, unknown> = {}) =>
  issue({ severity: 'major', file: 'src/core/util.ts', line: 3, ...over })
const ALLOW_MAJORS = { severity_gate: { major: 5 } }

describe('elevation rule (context.elevate_importers, default 50)', () => {
  it('a major in a file with 50 transitive importers becomes a blocker, said in the summary', () => {
    const run = review(
      writeCase(
        50,
        [major({ blast_radius: '1 direct caller, 50 transitive importers' })],
        ALLOW_MAJORS,
      ),
    )
    expect(run.summary).toContain('Blast radius: 1 direct caller, 50 transitive importers')
    expect(run.payload).toContain('50 direct importer(s), 50 transitive importer(s)')
    expect(run.gate, run.stderr).toMatch(/^FAILED/m)
    expect(run.gate).toMatch(/blocker 1\/0/)
    expect(run.code).toBe(1)
    expect(run.summary).toContain('elevated to blocker: the major finding on src/core/util.ts:3')
  })

  it('with 49 importers the major stays a major and passes within major=5', () => {
    const run = review(writeCase(49, [major()], ALLOW_MAJORS))
    expect(run.gate, run.stderr).toMatch(/^PASSED \(blocker 0\/0, major 1\/5/m)
    expect(run.code).toBe(0)
    expect(run.summary).not.toContain('elevated to blocker')
  })

  it('the threshold is the config’s: 3 importers elevate under context.elevate_importers: 3', () => {
    const run = review(
      writeCase(3, [major()], { ...ALLOW_MAJORS, context: { elevate_importers: 3 } }),
    )
    expect(run.gate, run.stderr).toMatch(/blocker 1\/0/)
  })

  it('a file nobody imports is not elevated', () => {
    const run = review(writeCase(0, [major()], ALLOW_MAJORS))
    expect(run.gate, run.stderr).toMatch(/^PASSED/m)
  })
})

describe('pre-existing rule', () => {
  it('a pre-existing major on an untouched line is reported but not counted', () => {
    const run = review(writeCase(1, [major({ line: 2, pre_existing: true })]))
    expect(run.gate, run.stderr).toMatch(/^PASSED/m)
    expect(run.gate).toContain('1 pre-existing finding(s) below blocker')
    expect(run.code).toBe(0)
    const json = JSON.parse(readFileSync(join(run.out, 'review.json'), 'utf8'))
    expect(json.issues[0]).toMatchObject({ line: 2, pre_existing: true, severity: 'major' })
    expect(run.summary).toContain('[pre-existing] The discount')
  })

  it('the same major without the claim counts (major 1/0 fails)', () => {
    const run = review(writeCase(1, [major({ line: 2 })]))
    expect(run.gate, run.stderr).toMatch(/^FAILED/m)
  })

  it('a pre-existing blocker still counts', () => {
    const run = review(writeCase(1, [major({ line: 2, severity: 'blocker', pre_existing: true })]))
    expect(run.gate, run.stderr).toMatch(/^FAILED/m)
    expect(run.gate).toMatch(/blocker 1\/0/)
  })

  it('the claim on a line the change added is removed: the major counts and the summary says so', () => {
    const run = review(writeCase(1, [major({ line: 3, pre_existing: true })]))
    expect(run.gate, run.stderr).toMatch(/^FAILED/m)
    expect(run.summary).toContain('pre\\_existing removed from src/core/util.ts:3')
  })
})
