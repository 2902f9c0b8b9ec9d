/**
 * Whole processes, as users run them, each against a baseline process in the same run:
 *   - cold start: `node dist/cli.js --help` against `node -e 0` (goal ≤ 1.5×), and
 *     `node dist/index.js` (no event: it stops at its first input check, with its summary and
 *     outputs) against the smallest toolkit action (bench/toolkit-action.ts: imports @actions/core,
 *     reads one input), bundled the same way. Goal ≤ 1.2×.
 *   - the payload of a 5,000-file diff (`dist/cli.js payload`) at 1/4, 1/2 and full size against a
 *     process that reads the same diff and splits it into lines. Goal ≤ 3×.
 *   - the whole run minus the model (`dist/cli.js review`, a replayed reply) on the monorepo
 *     change (touched files × test runs × report bytes grown together) against a process that
 *     reads the same bytes. Goal ≤ 3×.
 * Pairs run interleaved (ours, baseline, ours, …) so load that comes and goes hits both sides.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { stringify } from 'yaml'
import { FULL_SHAPE, monorepoOf, writeMonorepoReports, type MonorepoShape } from './monorepo.js'
import { generateDiff } from './payload.bench.js'

const ROOT = process.cwd()
const CLI = join(ROOT, 'dist', 'cli.js')
const ACTION = join(ROOT, 'dist', 'index.js')
/** Built by scripts/bench.mjs next to the benchmark bundle. */
const TOOLKIT_ACTION = join(ROOT, '.bench-tmp', 'toolkit-action', 'index.js')

function wall(args: string[], env: NodeJS.ProcessEnv = {}): number {
  const start = performance.now()
  const result = spawnSync(process.execPath, args, {
    stdio: 'ignore',
    env: { PATH: process.env.PATH, ...env },
  })
  const ms = performance.now() - start
  if (result.error) throw result.error
  // 0 and 1 are outcomes (pass, fail or the action's input error); anything else is a crash
  // (2 bad input, 3 model failure, a signal) whose time would mean nothing.
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`node ${args.join(' ').slice(0, 200)}: exit ${result.status ?? result.signal}`)
  return ms
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Median of `runs` interleaved pairs, after one warm-up of each. */
function pair(
  name: string,
  ours: () => number,
  baseline: () => number,
  runs: number,
  goal: number,
): number {
  return interleaved(name, ours, [{ label: 'baseline', run: baseline, goal }], runs)
}

/**
 * Ours against one or more baselines, all run in turn `runs` times after one warm-up each (so
 * load that comes and goes hits every side alike); prints the median of each and ours' ratio to
 * each. Returns ours' median.
 */
function interleaved(
  name: string,
  ours: () => number,
  baselines: { label: string; run: () => number; goal?: number }[],
  runs: number,
): number {
  ours()
  for (const b of baselines) b.run()
  const a: number[] = []
  const bs: number[][] = baselines.map(() => [])
  for (let i = 0; i < runs; i++) {
    a.push(ours())
    baselines.forEach((b, j) => bs[j]!.push(b.run()))
  }
  const o = median(a)
  const parts = baselines.map((b, j) => {
    const base = median(bs[j]!)
    const goal = b.goal === undefined ? '' : ` (goal ≤ ${b.goal})`
    return `ratio to ${b.label}=${(o / base).toFixed(2)}${goal} ${b.label}=${base.toFixed(0)} ms`
  })
  console.log(`${name}: ours=${o.toFixed(0)} ms; ${parts.join('; ')}`)
  return o
}

/**
 * saxes alone reading the same XML reports, as a process: the floor any XML-reading review
 * stands on (the evidence benchmark compares the parsing itself with it in process).
 */
const SAXES_ALONE = (files: string[]) =>
  `const fs=require('fs');const {SaxesParser}=require('saxes');let n=0;for(const f of ${JSON.stringify(files)}){const p=new SaxesParser({xmlns:false,position:true});p.on('opentag',()=>n++);p.write(fs.readFileSync(f,'utf8'));p.close()}if(n<0)console.log(n)`

const READ_AND_SPLIT = (files: string[]) =>
  `const fs=require('fs');let n=0;for(const f of ${JSON.stringify(files)})n+=fs.readFileSync(f,'utf8').split('\\n').length;if(n<0)console.log(n)`

function writeCase(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
}

/** A diff touching each of the monorepo's touched sources with a few changed lines. */
function monorepoDiff(shape: MonorepoShape): string {
  return monorepoOf(shape)
    .touched.map(
      (path) =>
        `diff --git a/${path} b/${path}\nindex 1111111..2222222 100644\n--- a/${path}\n+++ b/${path}\n@@ -1,3 +1,4 @@\n context\n-old line\n+new line\n+another line\n context\n`,
    )
    .join('')
}

/** The payload case at `scale` of 5,000 files / 200,000 changed lines, written into `caseDir`. */
export function writePayloadCase(caseDir: string, scale: number): void {
  writeCase(caseDir, {
    'diff.patch': generateDiff(5000 * scale, 200_000 * scale),
    'case.yml': stringify({ config: { payload: { max_bytes: 1_000_000_000 } } }),
  })
}

/**
 * The review case of the monorepo `shape` (diff, reports, a replayed approving reply), written
 * into `caseDir`. Returns the report paths.
 */
export function writeReviewCase(caseDir: string, shape: MonorepoShape): string[] {
  mkdirSync(join(caseDir, 'reports'), { recursive: true })
  const reports = writeMonorepoReports(join(caseDir, 'reports'), shape)
  writeCase(caseDir, {
    'diff.patch': monorepoDiff(shape),
    'case.yml': stringify({
      config: { payload: { max_bytes: 1_000_000_000 }, evidence: { missing: 'off' } },
    }),
    'reply.json': JSON.stringify({
      verdict: 'APPROVED',
      counts: { blocker: 0, major: 0, minor: 0 },
      issues: [],
      strengths: [],
    }),
  })
  return reports
}

/** The two cold starts alone: `npm run bench -- startup`. */
export async function runStartup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-startup-'))
  try {
    coldStart(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function coldStart(dir: string): void {
  pair(
    'cold start: dist/cli.js --help vs node -e 0',
    () => wall([CLI, '--help']),
    () => wall(['-e', '0']),
    15,
    1.5,
  )
  // Both sides get the runner's files, so ours pays for its summary and outputs as on a runner.
  const runnerFiles = () => {
    const files = {
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    }
    for (const file of Object.values(files)) writeFileSync(file, '')
    return files
  }
  interleaved(
    'cold start: dist/index.js (stops at its first input check)',
    () => wall([ACTION], { GITHUB_EVENT_PATH: join(dir, 'none.json'), ...runnerFiles() }),
    [
      {
        label: 'a toolkit action reading one input',
        run: () => wall([TOOLKIT_ACTION], { INPUT_PROVIDER: 'openai', ...runnerFiles() }),
        goal: 1.2,
      },
      { label: 'node -e 0', run: () => wall(['-e', '0']) },
    ],
    15,
  )
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-process-'))
  try {
    coldStart(dir)

    let previous: number | null = null
    for (const [label, scale] of [
      ['1/4', 0.25],
      ['1/2', 0.5],
      ['full', 1],
    ] as const) {
      const caseDir = join(dir, `payload-${label.replace('/', '_')}`)
      writePayloadCase(caseDir, scale)
      const ours = pair(
        `payload process, ${label} of 5,000 files / 200,000 lines: dist/cli.js payload vs read + split`,
        () => wall([CLI, 'payload', '--input', caseDir]),
        () => wall(['-e', READ_AND_SPLIT([join(caseDir, 'diff.patch')])]),
        5,
        3,
      )
      if (previous !== null)
        console.log(`  growth from the previous size: ${(ours / previous).toFixed(2)}×`)
      previous = ours
    }

    previous = null
    for (const [label, scale] of [
      ['1/4', 0.25],
      ['1/2', 0.5],
      ['full', 1],
    ] as const) {
      const shape: MonorepoShape = {
        touched: FULL_SHAPE.touched * scale,
        runs: FULL_SHAPE.runs * scale,
        reports: Math.max(2, FULL_SHAPE.reports * scale),
      }
      const caseDir = join(dir, `review-${label.replace('/', '_')}`)
      const reports = writeReviewCase(caseDir, shape)
      const out = join(caseDir, 'out')
      const ours = interleaved(
        `review minus the model, ${label} (${shape.touched} touched × ${shape.runs} runs in ${shape.reports} reports): dist/cli.js review`,
        () =>
          wall([
            CLI,
            'review',
            '--input',
            caseDir,
            '--output-dir',
            out,
            '--cache-dir',
            join(dir, 'c'),
            '--on-model-error',
            'fail',
          ]),
        [
          {
            label: 'reading the same bytes',
            run: () => wall(['-e', READ_AND_SPLIT([join(caseDir, 'diff.patch'), ...reports])]),
            goal: 3,
          },
          { label: 'saxes alone on the reports', run: () => wall(['-e', SAXES_ALONE(reports)]) },
        ],
        3,
      )
      if (previous !== null)
        console.log(`  growth from the previous size: ${(ours / previous).toFixed(2)}×`)
      previous = ours
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
