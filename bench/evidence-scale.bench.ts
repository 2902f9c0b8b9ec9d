/**
 * Test evidence at monorepo scale: every axis grows together (touched files × test runs × report
 * bytes × report files), at 1/4, 1/2 and full size of 5,000 touched files × 200,000 test runs in
 * 200 JUnit files (~30 MB), each against saxes alone parsing the same bytes in the same run.
 * Goals: ratio ≤ 1.5 at every size, time growing linearly, peak RSS under 4× the largest file.
 * Sizes run smallest first in one process, so each peak RSS is the process's high-water mark so
 * far: the full size's is its own. `REVIEW_GATE_BENCH_SHAPE=1250x10000x50` runs one size of your
 * own (touched × runs × files).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_LIMITS } from '../src/evidence/limits.js'
import { EvidenceBuilder } from '../src/evidence/mapping.js'
import { scanReport } from '../src/evidence/reports.js'
import { saxesAlone } from './evidence.bench.js'
import { compareInterleaved, peakRss } from './harness.js'
import { FULL_SHAPE, monorepoOf, writeMonorepoReports, type MonorepoShape } from './monorepo.js'

const MiB = 1024 * 1024

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

export async function run(): Promise<void> {
  let previousMs: number | null = null
  for (const [label, shape] of shapes()) {
    const dir = mkdtempSync(join(tmpdir(), 'rg-evidence-scale-'))
    try {
      const files = writeMonorepoReports(dir, shape)
      const { touched, repoFiles } = monorepoOf(shape)
      const sizes = files.map((f) => statSync(f).size)
      const total = sizes.reduce((a, b) => a + b, 0)
      const largest = Math.max(...sizes)
      // The same high-water mark for saxes alone (before ours: RSS seldom shrinks back): what
      // the process and the parser hold anyway.
      const saxesRss = await peakRss(() => saxesAlone(files))
      const line = await compareInterleaved(
        `evidence at scale (${label}: ${shape.touched} touched × ${shape.runs} runs × ` +
          `${(total / MiB).toFixed(1)} MiB in ${files.length} files) vs saxes alone`,
        () => evidenceOf(files, touched, repoFiles),
        () => saxesAlone(files),
        3,
      )
      const growth = previousMs === null ? '' : ` growth=${(line.oursMs / previousMs).toFixed(2)}×`
      previousMs = line.oursMs
      const largestMiB = largest / MiB
      console.log(
        `  ${label}: ratio=${line.ratio.toFixed(2)} (goal ≤ 1.5)${growth} largest file ` +
          `${largestMiB.toFixed(1)} MiB, peak rss ${line.rssMiB.toFixed(0)} MiB = ` +
          `${(line.rssMiB / largestMiB).toFixed(1)}× (goal < 4×); saxes alone ` +
          `${saxesRss.toFixed(0)} MiB = ${(saxesRss / largestMiB).toFixed(1)}×, ours above it ` +
          `${(line.rssMiB - saxesRss).toFixed(0)} MiB = ${((line.rssMiB - saxesRss) / largestMiB).toFixed(1)}×`,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
