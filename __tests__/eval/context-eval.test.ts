import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import type { ContextEvalReport } from '../../src/cli/eval-context.js'

const calibration = join(import.meta.dirname, '..', 'calibration')

async function cli(args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: calibration,
    env: { PATH: process.env.PATH },
    stdin: async () => Buffer.from(''),
    now: () => new Date('2026-11-01T12:00:00Z'),
  })
  return { code, stdout, stderr }
}

describe('eval --context on the labelled context set', () => {
  it('meets the goals: recall at least 0.95, median payload at most 2.5× diff-only, five languages', async () => {
    const { code, stdout, stderr } = await cli(['eval', '--context', '--cases', '.'])
    expect(code, stderr).toBe(0)
    if (process.env.SHOW_TABLE)
      console.log(
        stderr
          .split('\n')
          .filter((l) => l.startsWith('|') || l.startsWith('context recall'))
          .join('\n'),
      )
    const report = JSON.parse(stdout) as ContextEvalReport
    expect(Object.keys(report.by_language).length).toBeGreaterThanOrEqual(5)
    expect(report.by_case.filter((c) => c.missed.length > 0)).toEqual([])
    expect(report.recall).toBeGreaterThanOrEqual(0.95)
    expect(report.median_size_ratio).toBeLessThanOrEqual(2.5)
    expect(report.by_case.every((c) => c.payload_bytes > c.diff_only_bytes)).toBe(true)
    expect(stderr).toMatch(/context recall \d\.\d{3}, median payload \d+\.\d\d× diff-only/)
  })

  it('refuses a malformed expect_context entry, naming the file', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, cpSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(join(tmpdir(), 'rg-ctx-eval-'))
    mkdirSync(join(dir, 'one'))
    cpSync(join(calibration, 'context-stale-ts'), join(dir, 'one'), { recursive: true })
    writeFileSync(
      join(dir, 'one', 'labels.json'),
      JSON.stringify({ findings: [], expect_context: ['no-line'] }),
    )
    const { code, stderr } = await cli(['eval', '--context', '--cases', dir])
    expect(code).toBe(2)
    expect(stderr).toContain('labels.json')
    expect(stderr).toContain('path:line')
  })
})
