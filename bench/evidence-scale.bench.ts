/**
 * Test evidence at monorepo scale: every axis grows together (report files, test runs, touched
 * files, distinct class names, files in the repository), at 1/4, 1/2 and full size of 5,000
 * touched files × 200,000 test runs in 200 JUnit files (~30 MB). Each figure is a ratio with a
 * baseline measured in the same run over the same bytes:
 *   - evidence against saxes alone (a handler on every open tag), pairs interleaved; goal ≤ 1.4;
 *   - evidence against Python's expat (bench/expat-baseline.py, read in the same 64 KiB chunks,
 *     a handler on every open tag); goal ≤ 2;
 *   - peak memory of a process that builds the evidence against one that runs saxes alone over
 *     the same files (each its own child process, so each high-water mark is its own); goal ≤ 2.
 * Wall times are medians; CPU times (the process's user + system, robust to other load on a
 * shared machine) are given beside them. `REVIEW_GATE_BENCH_SHAPE=1250x10000x50` runs one size of
 * your own (touched × runs × files).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { DEFAULT_LIMITS } from '../src/evidence/limits.js'
import { EvidenceBuilder } from '../src/evidence/mapping.js'
import { scanReport } from '../src/evidence/reports.js'
import { saxesAlone } from './evidence.bench.js'
import { collectGarbage, compareInterleaved } from './harness.js'
import {
  distinctClassnames,
  FULL_SHAPE,
  monorepoOf,
  writeMonorepoReports,
  type MonorepoShape,
} from './monorepo.js'

const MiB = 1024 * 1024
const PAIRS = 5

/** What `review-gate evidence` does with report files, minus walking the checkout. */
async function evidenceOf(
  files: readonly string[],
  touched: string[],
  repoFiles: string[],
): Promise<number> {
  const builder = new EvidenceBuilder(touched, { repoFiles })
  for (const file of files) {
    builder.beginReport(file)
    const name = file.slice(file.lastIndexOf('/') + 1)
    builder.endReport(await scanReport(file, name, DEFAULT_LIMITS, (run) => builder.addRun(run)))
  }
  const evidence = builder.finish()
  return evidence.counts.passed + evidence.untested_files.length
}

function shapes(): [label: string, shape: MonorepoShape][] {
  const custom = process.env.REVIEW_GATE_BENCH_SHAPE
  if (custom) {
    const [touched, runs, reports] = custom.split('x').map(Number)
    if (!touched || !runs || !reports)
      throw new Error(`REVIEW_GATE_BENCH_SHAPE "${custom}" is not touched x runs x files`)
    return [['custom', { touched, runs, reports }]]
  }
  return [
    ['1/4', 0.25],
    ['1/2', 0.5],
    ['full', 1],
  ].map(([label, f]) => [
    label as string,
    {
      touched: FULL_SHAPE.touched * (f as number),
      runs: FULL_SHAPE.runs * (f as number),
      reports: FULL_SHAPE.reports * (f as number),
    },
  ])
}

/** CPU milliseconds (user + system) of one call: what the process spent, whatever else runs. */
async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  collectGarbage()
  const start = process.cpuUsage()
  await fn()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** Python's expat over the same files: its median wall and CPU times, or null without python3. */
function expatMs(files: readonly string[], repeats: number): { wall: number; cpu: number } | null {
  const script = join(process.cwd(), 'bench', 'expat-baseline.py')
  if (!existsSync(script)) return null
  try {
    const out = execFileSync('python3', [script, String(repeats), ...files], { encoding: 'utf8' })
    const [wall, cpu] = out.trim().split(' ').map(Number)
    return { wall: wall!, cpu: cpu! }
  } catch {
    return null
  }
}

/** Peak RSS (MiB) of a child process that runs `mode` over the files and nothing else. */
function childPeakMiB(mode: 'saxes' | 'evidence', dir: string, shape: MonorepoShape): number {
  const out = execFileSync(
    process.execPath,
    [
      process.argv[1]!,
      'evidence-peak',
      mode,
      dir,
      `${shape.touched}x${shape.runs}x${shape.reports}`,
    ],
    { encoding: 'utf8' },
  )
  return Number(out.trim()) / 1024
}

/** The child side of `childPeakMiB`: runs once, prints its peak RSS in KiB. */
export async function peakChild(args: readonly string[]): Promise<void> {
  const [mode, dir, shapeText] = args
  const [touched, runs, reports] = shapeText!.split('x').map(Number)
  const shape = { touched: touched!, runs: runs!, reports: reports! }
  const files = Array.from({ length: shape.reports }, (_, f) => join(dir!, `TEST-mono-${f}.xml`))
  if (mode === 'saxes') {
    await saxesAlone(files)
  } else {
    const repo = monorepoOf(shape)
    await evidenceOf(files, repo.touched, repo.repoFiles)
  }
  console.log(process.resourceUsage().maxRSS)
}

export async function run(): Promise<void> {
  let previousMs: number | null = null
  for (const [label, shape] of shapes()) {
    const dir = mkdtempSync(join(tmpdir(), 'rg-evidence-scale-'))
    try {
      const files = writeMonorepoReports(dir, shape)
      const { touched, repoFiles } = monorepoOf(shape)
      const sizes = files.map((f) => statSync(f).size)
      const total = sizes.reduce((a, b) => a + b, 0)
      console.log(
        `evidence at scale ${label}: ${files.length} reports (${(total / MiB).toFixed(1)} MiB), ` +
          `${shape.runs} runs, ${touched.length} touched files, ` +
          `${distinctClassnames(shape)} distinct class names, ${repoFiles.length} files in the repository`,
      )
      const line = await compareInterleaved(
        `  ${label} evidence vs saxes alone (wall)`,
        () => evidenceOf(files, touched, repoFiles),
        () => saxesAlone(files),
        PAIRS,
      )
      const cpuRatios: number[] = []
      const oursCpu: number[] = []
      for (let i = 0; i < PAIRS; i++) {
        const base = await cpuMs(() => saxesAlone(files))
        const ours = await cpuMs(() => evidenceOf(files, touched, repoFiles))
        cpuRatios.push(ours / base)
        oursCpu.push(ours)
      }
      const cpu = median(oursCpu)
      const growth = previousMs === null ? '' : ` growth=${(cpu / previousMs).toFixed(2)}×`
      previousMs = cpu
      console.log(
        `  ${label} evidence vs saxes alone (cpu): ratio=${median(cpuRatios).toFixed(2)} ` +
          `ours=${cpu.toFixed(1)} ms (goal ≤ 1.4)${growth}`,
      )
      // Wall time of ours again, right before the expat run, beside the interleaved median.
      const start = performance.now()
      await evidenceOf(files, touched, repoFiles)
      const oursNearExpat = performance.now() - start
      const expat = expatMs(files, PAIRS)
      console.log(
        expat === null
          ? `  ${label} evidence vs expat: python3 not available`
          : `  ${label} evidence vs expat: cpu ratio=${(cpu / expat.cpu).toFixed(2)} ` +
              `(ours=${cpu.toFixed(1)} ms expat=${expat.cpu.toFixed(1)} ms), wall ratio=` +
              `${(line.oursMs / expat.wall).toFixed(2)} (just before: ` +
              `${(oursNearExpat / expat.wall).toFixed(2)}; expat=${expat.wall.toFixed(1)} ms) (goal ≤ 2)`,
      )
      const saxesPeak = childPeakMiB('saxes', dir, shape)
      const oursPeak = childPeakMiB('evidence', dir, shape)
      console.log(
        `  ${label} peak memory vs saxes alone: ratio=${(oursPeak / saxesPeak).toFixed(2)} ` +
          `ours=${oursPeak.toFixed(0)} MiB saxes=${saxesPeak.toFixed(0)} MiB (goal ≤ 2)`,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
