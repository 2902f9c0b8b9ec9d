/**
 * The report reader alone: XmlScanner against saxes alone over the same JUnit bytes (the
 * monorepo reports of evidence-scale, full size), each with a handler on every open tag, read
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
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-xml-'))
  try {
    const files = writeMonorepoReports(dir, FULL_SHAPE)
    await compareInterleaved(
      `xml reader: XmlScanner vs saxes alone (${files.length} reports, ${FULL_SHAPE.runs} runs)`,
      () => scannerAlone(files),
      () => saxesAlone(files),
      5,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
