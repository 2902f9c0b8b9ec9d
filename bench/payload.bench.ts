/**
 * Payload assembly on a generated diff of 5,000 files / 200,000 changed lines (and 1/4, 1/2 of
 * it, to show growth is linear), against a baseline of reading the same diff file and splitting
 * it into lines, the two alternating run by run (medians of the pairs). Goal: ≤ 2× the baseline.
 *
 * Each size is measured warm, after the same number of assemblies at that size: with a single
 * warm-up the first size measured caught V8 still optimizing the parser (1/4 read 2.0–2.5 first
 * and 1.8 last, the same code). A review assembles one payload per process, so the first
 * (cold) assembly of the full size is printed too, before anything else has run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_CONFIG } from '../src/config/schema.js'
import { DecodedDiff } from '../src/shared/decoded-diff.js'
import { parseDiff } from '../src/diff/parse.js'
import { NO_EVIDENCE } from '../src/domain/evidence.js'
import { loadBundledExamples } from '../src/examples/load.js'
import { preparePayload, scopeChange } from '../src/pipeline/prepare.js'
import { collectGarbage, compareInterleaved, timeOnce } from './harness.js'

export function generateDiff(files: number, changedLines: number): string {
  const perFile = Math.max(1, Math.round(changedLines / files))
  const parts: string[] = []
  for (let f = 0; f < files; f++) {
    const dir = ['src', 'lib', 'app', 'tests'][f % 4]
    const ext = ['ts', 'py', 'go', 'java'][f % 4]
    const path = `${dir}/module${Math.floor(f / 50)}/file${f}.${ext}`
    const half = Math.floor(perFile / 2)
    const added = perFile - half
    parts.push(
      `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\n--- a/${path}\n+++ b/${path}\n`,
    )
    parts.push(`@@ -10,${half + 2} +10,${added + 2} @@ function f${f}() {\n  context before\n`)
    for (let i = 0; i < half; i++) parts.push(`-  const value${i} = compute(${i}, "old")\n`)
    for (let i = 0; i < added; i++)
      parts.push(`+  const value${i} = compute(${i}, "new", options)\n`)
    parts.push('  context after\n')
  }
  return parts.join('')
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-payload-'))
  const bundled = loadBundledExamples()
  // Budget large enough that nothing is dropped: the benchmark measures assembly, not truncation.
  const config = { ...DEFAULT_CONFIG, payload: { max_bytes: 1_000_000_000 } }
  try {
    printCold(dir, config, bundled)
    for (const [label, scale] of [
      ['1/4', 0.25],
      ['1/2', 0.5],
      ['full', 1],
    ] as const) {
      const path = join(dir, `diff-${label.replace('/', '_')}.patch`)
      writeFileSync(path, generateDiff(5000 * scale, 200_000 * scale))
      const ours = () => assemble(path, config, bundled)
      for (let i = 0; i < WARM_UP; i++) ours()
      await compareInterleaved(
        `payload assembly (${label}: ${5000 * scale} files, ${200_000 * scale} lines, warm)`,
        ours,
        () => readFileSync(path, 'utf8').split('\n').length,
        7,
      )
      if (scale === 1) printShares(path, config, bundled)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Assemblies at each size before its pairs: V8 had settled after 6 at full size here. */
const WARM_UP = 8

type Bundled = ReturnType<typeof loadBundledExamples>

/** What a review does from the diff file to the payload text (read as a case's diff is). */
function assemble(path: string, config: typeof DEFAULT_CONFIG, bundled: Bundled): number {
  const decoded = DecodedDiff.fromBytes(readFileSync(path))
  const scope = scopeChange(parseDiff(decoded.text, path, decoded), config)
  return preparePayload({
    config,
    scope,
    plan: { kind: 'none' },
    evidence: NO_EVIDENCE,
    bundledExamples: bundled,
    repoExamples: [],
  }).payload.length
}

/** The first assembly in the process, at full size, against the first read and split of it. */
function printCold(dir: string, config: typeof DEFAULT_CONFIG, bundled: Bundled): void {
  const path = join(dir, 'diff-cold.patch')
  writeFileSync(path, generateDiff(5000, 200_000))
  const baseline = timeOnce(() => readFileSync(path, 'utf8').split('\n').length)
  const ours = timeOnce(() => assemble(path, config, bundled))
  console.log(
    `payload assembly (full, cold: the first in the process): ratio=${(ours / baseline).toFixed(2)} ours=${ours.toFixed(1)} ms baseline=${baseline.toFixed(1)} ms`,
  )
}

/**
 * Where the time of one assembly goes: each step's CPU time (median of 7 runs, after a
 * collection), as a share of their sum. Not part of the ratio; it says what to look at next. A
 * collection that a step's allocation triggers is charged to that step, as it is in a real run.
 */
function printShares(
  path: string,
  config: typeof DEFAULT_CONFIG,
  bundled: ReturnType<typeof loadBundledExamples>,
): void {
  const steps: Record<string, number[]> = { read: [], parse: [], scope: [], prepare: [] }
  for (let run = 0; run < 7; run++) {
    collectGarbage()
    let mark = process.cpuUsage()
    const lap = (step: string): void => {
      const used = process.cpuUsage(mark)
      steps[step]!.push((used.user + used.system) / 1000)
      mark = process.cpuUsage()
    }
    const decoded = DecodedDiff.fromBytes(readFileSync(path))
    lap('read')
    const parsed = parseDiff(decoded.text, path, decoded)
    lap('parse')
    const scope = scopeChange(parsed, config)
    lap('scope')
    preparePayload({
      config,
      scope,
      plan: { kind: 'none' },
      evidence: NO_EVIDENCE,
      bundledExamples: bundled,
      repoExamples: [],
    })
    lap('prepare')
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  const medians = Object.entries(steps).map(([step, times]) => [step, median(times)] as const)
  const total = medians.reduce((sum, [, ms]) => sum + ms, 0)
  console.log(
    `  steps (cpu): ${medians.map(([step, ms]) => `${step} ${ms.toFixed(1)} ms (${Math.round((100 * ms) / total)}%)`).join(', ')}`,
  )
}
