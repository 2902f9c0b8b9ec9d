/**
 * Benchmarks report a ratio against a baseline measured in the same process, so the figure
 * means the same on a fast or a slow machine. Each prints one line:
 * `name: ratio=R [cpu-ratio=C] ours=X ms baseline=Y ms rss=Z MiB` (the CPU ratio, of user +
 * system time, where the pairs are interleaved: on a shared machine it moves less than wall time).
 */
import { performance } from 'node:perf_hooks'

export interface BenchLine {
  name: string
  ratio: number
  oursMs: number
  baselineMs: number
  rssMiB: number
  /** Median ratio of CPU times (user + system), when measured: steadier under others' load. */
  cpuRatio?: number
}

/** Median wall time of `runs` calls after one warm-up. */
export async function timeIt(fn: () => unknown | Promise<unknown>, runs = 5): Promise<number> {
  await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    collectGarbage()
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

/** Wall time of one call after a collection: the cold figure, when `fn` has not run before. */
export function timeOnce(fn: () => unknown): number {
  collectGarbage()
  const start = performance.now()
  fn()
  return performance.now() - start
}

export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc) gc()
}

/** Peak RSS seen while `fn` runs, sampled every 5 ms, in MiB. */
export async function peakRss(fn: () => unknown | Promise<unknown>): Promise<number> {
  collectGarbage()
  let peak = process.memoryUsage.rss()
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 5)
  try {
    await fn()
  } finally {
    clearInterval(timer)
  }
  peak = Math.max(peak, process.memoryUsage.rss())
  return peak / (1024 * 1024)
}

export function formatLine(line: BenchLine): string {
  const cpu = line.cpuRatio === undefined ? '' : ` cpu-ratio=${line.cpuRatio.toFixed(2)}`
  return `${line.name}: ratio=${line.ratio.toFixed(2)}${cpu} ours=${line.oursMs.toFixed(1)} ms baseline=${line.baselineMs.toFixed(1)} ms rss=${line.rssMiB.toFixed(0)} MiB`
}

/** CPU milliseconds (user + system) since `start`. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

export async function compare(
  name: string,
  ours: () => unknown | Promise<unknown>,
  baseline: () => unknown | Promise<unknown>,
  runs = 5,
): Promise<BenchLine> {
  const baselineMs = await timeIt(baseline, runs)
  const oursMs = await timeIt(ours, runs)
  const rssMiB = await peakRss(ours)
  const line = { name, ratio: oursMs / baselineMs, oursMs, baselineMs, rssMiB }
  console.log(formatLine(line))
  return line
}

/**
 * Like `compare`, but the two sides alternate run by run and the ratio is the median of the
 * pairs' ratios: on a machine shared with other work, load that comes and goes hits both sides
 * of a pair alike instead of one side's whole series.
 */
export async function compareInterleaved(
  name: string,
  ours: () => unknown | Promise<unknown>,
  baseline: () => unknown | Promise<unknown>,
  pairs = 5,
): Promise<BenchLine> {
  await baseline()
  await ours()
  const oursTimes: number[] = []
  const baselineTimes: number[] = []
  const ratios: number[] = []
  const cpuRatios: number[] = []
  for (let i = 0; i < pairs; i++) {
    collectGarbage()
    let cpu = process.cpuUsage()
    let start = performance.now()
    await baseline()
    const b = performance.now() - start
    const bCpu = cpuSince(cpu)
    collectGarbage()
    cpu = process.cpuUsage()
    start = performance.now()
    await ours()
    const o = performance.now() - start
    const oCpu = cpuSince(cpu)
    baselineTimes.push(b)
    oursTimes.push(o)
    ratios.push(o / b)
    cpuRatios.push(oCpu / Math.max(bCpu, 0.001))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  const rssMiB = await peakRss(ours)
  const line = {
    name,
    ratio: median(ratios),
    oursMs: median(oursTimes),
    baselineMs: median(baselineTimes),
    rssMiB,
    cpuRatio: median(cpuRatios),
  }
  console.log(formatLine(line))
  return line
}
