/**
 * A whole review minus the model: `review --input` on a case directory whose reply is recorded
 * (replayed, so no model is called) — diff parse, evidence from the JUnit reports, payload,
 * reply parse and guard, gate, artifacts — against reading the same input bytes (the diff and
 * every report) in the same run, the two alternating run by run. Every axis grows together at
 * 1/4, 1/2 and full size (5,000 touched files with 40 changed lines each, the monorepo reports of
 * evidence-scale). Goal: the ratio stays flat as the inputs grow.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../src/cli/run.js'
import { compareInterleaved } from './harness.js'
import { FULL_SHAPE, monorepoOf, writeMonorepoReports, type MonorepoShape } from './monorepo.js'

const LINES_PER_FILE = 40

/** A diff that changes `lines` lines of each path. */
function diffOf(paths: readonly string[], lines: number): string {
  const parts: string[] = []
  for (const path of paths) {
    const half = lines >> 1
    parts.push(
      `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\n--- a/${path}\n+++ b/${path}\n`,
      `@@ -10,${half + 2} +10,${lines - half + 2} @@\n  context before\n`,
    )
    for (let i = 0; i < half; i++) parts.push(`-  const value${i} = compute(${i}, "old")\n`)
    for (let i = half; i < lines; i++) parts.push(`+  const value${i} = compute(${i}, "new")\n`)
    parts.push('  context after\n')
  }
  return parts.join('')
}

function writeCase(dir: string, shape: MonorepoShape): void {
  const { touched } = monorepoOf(shape)
  mkdirSync(join(dir, 'reports'), { recursive: true })
  writeMonorepoReports(join(dir, 'reports'), shape)
  writeFileSync(join(dir, 'diff.patch'), diffOf(touched, LINES_PER_FILE))
  const reply = {
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 1, minor: 0 },
    issues: [
      {
        severity: 'major',
        category: 'logic',
        file: touched[0],
        line: 12,
        message: 'The new value ignores the options it is given.',
        fix: 'Pass the options through.',
        confidence: 90,
      },
    ],
    strengths: [],
  }
  writeFileSync(join(dir, 'reply.json'), JSON.stringify(reply))
}

/** The baseline: every input byte read once. */
function readInputs(dir: string): number {
  let bytes = readFileSync(join(dir, 'diff.patch')).length
  for (const name of readdirSync(join(dir, 'reports')))
    bytes += readFileSync(join(dir, 'reports', name)).length
  return bytes
}

async function review(dir: string, out: string): Promise<number> {
  const io = {
    stdout: () => {},
    stderr: () => {},
    cwd: dir,
    env: {},
    stdin: () => Promise.resolve(Buffer.alloc(0)),
    isTTY: false,
  }
  return runCli(['review', '--input', dir, '--output-dir', out, '--format', 'json'], io)
}

export async function run(): Promise<void> {
  for (const [label, f] of [
    ['1/4', 0.25],
    ['1/2', 0.5],
    ['full', 1],
  ] as const) {
    const shape = {
      touched: FULL_SHAPE.touched * f,
      runs: FULL_SHAPE.runs * f,
      reports: FULL_SHAPE.reports * f,
    }
    const dir = mkdtempSync(join(tmpdir(), 'rg-bench-review-'))
    const out = mkdtempSync(join(tmpdir(), 'rg-bench-review-out-'))
    try {
      writeCase(dir, shape)
      const bytes = readInputs(dir)
      const code = await review(dir, out)
      if (code !== 1) throw new Error(`review of the bench case exited ${code}, expected 1 (fail)`)
      await compareInterleaved(
        `review minus the model (${label}: ${shape.touched} files × ${LINES_PER_FILE} lines, ` +
          `${shape.runs} runs, ${(bytes / 1024 / 1024).toFixed(1)} MiB read) vs reading the bytes`,
        () => review(dir, out),
        () => readInputs(dir),
        3,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
      rmSync(out, { recursive: true, force: true })
    }
  }
}
