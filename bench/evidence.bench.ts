/**
 * Test evidence: ~50 MB of JUnit XML (many small files and one big one) parsed into evidence,
 * against saxes alone parsing the same bytes read the same way, in the same run. Goal: ratio
 * ≤ 1.5 and peak RSS under 4× the largest file.
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TextDecoder } from 'node:util'
import { SaxesParser } from 'saxes'
import { DEFAULT_LIMITS } from '../src/evidence/limits.js'
import { EvidenceBuilder } from '../src/evidence/mapping.js'
import { scanReport } from '../src/evidence/reports.js'
import { compare } from './harness.js'

const SMALL_FILES = 400
const SMALL_BYTES = 60 * 1024
const BIG_BYTES = 26 * 1024 * 1024

/** A plausible Surefire/jest-style report: mostly passes, some failures with traces and output. */
function junit(seed: number, targetBytes: number): string {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bench">\n']
  let size = parts[0]!.length
  let suite = 0
  while (size < targetBytes) {
    const file = `src/module${seed}_${suite}.test.ts`
    let body = `  <testsuite name="${file}" tests="40" failures="2" time="1.234">\n`
    for (let i = 0; i < 40; i++) {
      const name = `module ${seed}.${suite} &gt; behaves in case ${i}`
      if (i % 20 === 7) {
        body +=
          `    <testcase classname="${file}" name="${name}" time="0.012">\n` +
          `      <failure message="expected ${i} to be ${i + 1}" type="AssertionError"><![CDATA[AssertionError: expected ${i} to be ${i + 1}\n` +
          `    at Object.<anonymous> (/home/runner/work/app/app/${file}:${i + 3}:17)\n` +
          `    at processTicksAndRejections (node:internal/process/task_queues:95:5)]]></failure>\n` +
          `      <system-out>${'log line with some detail\n'.repeat(20)}</system-out>\n` +
          `    </testcase>\n`
      } else if (i % 13 === 5) {
        body += `    <testcase classname="${file}" name="${name}" time="0"><skipped/></testcase>\n`
      } else {
        body += `    <testcase classname="${file}" name="${name}" time="0.00${i % 10}"/>\n`
      }
    }
    body += '  </testsuite>\n'
    parts.push(body)
    size += body.length
    suite++
  }
  parts.push('</testsuites>\n')
  return parts.join('')
}

/** The baseline: saxes alone parsing the same bytes, read the same way. */
export async function saxesAlone(files: readonly string[]): Promise<number> {
  let elements = 0
  for (const file of files) {
    const parser = new SaxesParser({ xmlns: false, position: true })
    parser.on('opentag', () => {
      elements++
    })
    const decoder = new TextDecoder('utf-8')
    for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }))
    }
    parser.close()
  }
  return elements
}

/** What collectEvidence does with report files: stream each through the evidence builder. */
async function ours(files: readonly string[], touched: string[]): Promise<number> {
  const builder = new EvidenceBuilder(touched)
  for (const file of files) {
    builder.beginReport(file)
    const format = await scanReport(
      file,
      file.slice(file.lastIndexOf('/') + 1),
      DEFAULT_LIMITS,
      (run) => builder.addRun(run),
    )
    builder.endReport(format)
  }
  const evidence = builder.finish()
  return evidence.counts.failed + (evidence.all?.tests ?? 0)
}

/** Writes the benchmark's reports into `dir`; returns their paths, the big one last. */
export function writeBenchReports(dir: string): string[] {
  const files: string[] = []
  for (let i = 0; i < SMALL_FILES; i++) {
    const path = join(dir, `TEST-small-${i}.xml`)
    writeFileSync(path, junit(i, SMALL_BYTES))
    files.push(path)
  }
  const big = join(dir, 'TEST-big.xml')
  writeFileSync(big, junit(9999, BIG_BYTES))
  files.push(big)
  return files
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rg-evidence-bench-'))
  try {
    const files = writeBenchReports(dir)
    const total = files.reduce((sum, f) => sum + statSync(f).size, 0)
    const largest = Math.max(...files.map((f) => statSync(f).size))
    const touched = [
      'src/module3_0.ts',
      'src/module9999_10.ts',
      'src/module120_1.test.ts',
      'src/untested.ts',
    ]
    const line = await compare(
      `evidence: ${(total / 1024 / 1024).toFixed(0)} MB JUnit in ${files.length} files → evidence vs saxes alone`,
      () => ours(files, touched),
      () => saxesAlone(files),
      3,
    )
    const largestMiB = largest / 1024 / 1024
    console.log(
      `evidence: largest file ${largestMiB.toFixed(0)} MiB, peak rss ${line.rssMiB.toFixed(0)} MiB = ${(line.rssMiB / largestMiB).toFixed(1)}× (goal < 4×; ratio goal ≤ 1.5)`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
