/**
 * Precision and recall of the review on the labelled set (`__tests__/eval/cases`), through
 * `review-gate eval` with one config per row: a single reviewer, an ensemble of 3 with
 * min_agreement 2, and the ensemble plus a verifier. All replayed from the recorded replies, so
 * the figures are the same on every machine. A row whose config this version refuses prints
 * "not available" with the reason. Not a test: it reports, it does not assert.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runCli } from '../src/cli/run.js'

// The root comes from the environment when set, so the bundler's asset pass cannot resolve the
// path at build time and copy the cases into the build (npm run bench runs from the root).
const ROOT = process.env.REVIEW_GATE_BENCH_ROOT ?? process.cwd()
const CASES = resolve(ROOT, '__tests__', 'eval', 'cases')

export const EVAL_ROWS: { name: string; config: string }[] = [
  {
    name: 'single reviewer, no confidence floors',
    config: 'review:\n  confidence: { major: 0, minor: 0 }\n',
  },
  { name: 'single reviewer (default floors)', config: '{}\n' },
  {
    name: 'ensemble of 3, min_agreement 2',
    config: 'review:\n  ensemble: 3\n  min_agreement: 2\n  verify: "off"\n',
  },
  {
    name: 'ensemble of 3, min_agreement 2, verifier',
    config: 'review:\n  ensemble: 3\n  min_agreement: 2\n  verify: always\n',
  },
]

interface Row {
  name: string
  result:
    | {
        precision: number
        recall: number
        f1: number
        reported: number
        tp: number
        labels: number
      }
    | { unavailable: string }
}

export async function evalRow(name: string, config: string, cases = CASES): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-eval-'))
  try {
    const file = join(dir, 'config.yml')
    writeFileSync(file, config)
    let stdout = ''
    let stderr = ''
    const code = await runCli(['eval', '--cases', cases, '--config', file], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      cwd: dir,
      env: { PATH: process.env.PATH },
      stdin: async () => Buffer.alloc(0),
    })
    if (code !== 0 || stdout === '') {
      const reason = stderr
        .split('\n')
        .filter((l) => l.startsWith('review-gate:') || l.includes('ERROR'))
        .join('; ')
        .replaceAll(`${file}: `, '')
      return { name, result: { unavailable: reason || `exit ${code}` } }
    }
    const report = JSON.parse(stdout) as {
      precision: number
      recall: number
      f1: number
      reported: number
      true_positives: number
      labels: number
    }
    return {
      name,
      result: {
        precision: report.precision,
        recall: report.recall,
        f1: report.f1,
        reported: report.reported,
        tp: report.true_positives,
        labels: report.labels,
      },
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function run(): Promise<void> {
  const rows: Row[] = []
  for (const row of EVAL_ROWS) rows.push(await evalRow(row.name, row.config))
  const width = Math.max(...rows.map((r) => r.name.length))
  const lines = [`eval (${CASES.replace(`${ROOT}/`, '')}):`]
  lines.push(`  ${'row'.padEnd(width)}  precision  recall  f1      reported  tp/labels`)
  for (const { name, result } of rows) {
    if ('unavailable' in result) {
      lines.push(`  ${name.padEnd(width)}  not available: ${result.unavailable}`)
      continue
    }
    lines.push(
      `  ${name.padEnd(width)}  ${result.precision.toFixed(3).padEnd(9)}  ${result.recall.toFixed(3).padEnd(6)}  ${result.f1.toFixed(3).padEnd(6)}  ${String(result.reported).padEnd(8)}  ${result.tp}/${result.labels}`,
    )
  }
  console.log(lines.join('\n'))
}
