/**
 * The report reader alone: XmlScanner against saxes alone over the same JUnit bytes (the
 * monorepo reports of evidence-scale at 1/4, 1/2 and full size: reports, runs and distinct class
 * names grow together), each with a handler on every open tag, read
 * the same way, pairs interleaved. What the evidence stage builds on: below 1 means the reader
 * leaves the rest of the stage more room than saxes would.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TextDecoder } from 'node:util'
import { XmlScanner } from '../src/evidence/xml-scanner.js'
import { saxesAlone } from './evidence.bench.js'
import { compareInterleaved } from './harness.js'
import { FULL_SHAPE, writeMonorepoReports } from './monorepo.js'

async function scannerAlone(files: readonly string[]): Promise<number> {
  let elements = 0
  for (const file of files) {
    const scanner = new XmlScanner({
      open: () => {
        elements++
      },
      close: () => {},
      text: () => {},
    })
    const decoder = new TextDecoder('utf-8')
    for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
      scanner.write(decoder.decode(chunk as Buffer, { stream: true }))
    }
    scanner.close()
  }
  return elements
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
    const dir = mkdtempSync(join(tmpdir(), 'rg-bench-xml-'))
    try {
      const files = writeMonorepoReports(dir, shape)
      await compareInterleaved(
        `xml reader ${label}: XmlScanner vs saxes alone (${files.length} reports, ${shape.runs} runs)`,
        () => scannerAlone(files),
        () => saxesAlone(files),
        5,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
