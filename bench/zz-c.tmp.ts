import { readdirSync, createReadStream } from 'node:fs'
import { join } from 'node:path'
import { TextDecoder } from 'node:util'
import { SaxesParser } from 'saxes'
import { scanReport } from '../src/evidence/reports.js'
import { EvidenceBuilder } from '../src/evidence/mapping.js'
import { DEFAULT_LIMITS } from '../src/evidence/limits.js'
import { createJunitParser } from '../src/evidence/junit.js'
import type { TestCaseRun } from '../src/evidence/types.js'
import { collectGarbage } from './harness.js'
async function each(files: string[], make: () => { write(s: string): void; close(): void }) {
  for (const file of files) {
    const p = make()
    const d = new TextDecoder()
    for await (const c of createReadStream(file, { highWaterMark: 65536 })) p.write(d.decode(c as Buffer, { stream: true }))
    p.close()
  }
}
export async function run(dir: string) {
  const files = readdirSync(dir).map((f) => join(dir, f))
  const pre: TestCaseRun[][] = []
  for (const f of files) { const r: TestCaseRun[] = []; await scanReport(f, f, DEFAULT_LIMITS, (x) => r.push(x)); pre.push(r) }
  const variants: Record<string, () => Promise<unknown>> = {
    saxes: () => each(files, () => { const p = new SaxesParser({ xmlns: false, position: true }); p.on('opentag', () => {}); return { write: (s) => p.write(s), close: () => p.close() } }),
    junit: () => each(files, () => { const p = createJunitParser('x', DEFAULT_LIMITS, () => {}); return { write: (s) => p.write(s), close: () => p.end() } }),
    scanReport: async () => { for (const f of files) await scanReport(f, f, DEFAULT_LIMITS, () => {}) },
    builderOnly: async () => { const b = new EvidenceBuilder(['src/module3_0.ts']); pre.forEach((runs, i) => { b.beginReport(files[i]!); for (const r of runs) b.addRun(r); b.endReport('junit') }); b.finish() },
    full: async () => { const b = new EvidenceBuilder(['src/module3_0.ts']); for (const f of files) { b.beginReport(f); const fm = await scanReport(f, f, DEFAULT_LIMITS, (r) => b.addRun(r)); b.endReport(fm) } b.finish() },
  }
  const times: Record<string, number[]> = {}
  for (let round = 0; round < 9; round++)
    for (const [name, fn] of Object.entries(variants)) { collectGarbage(); const t = performance.now(); await fn(); (times[name] ??= []).push(performance.now() - t) }
  for (const [name, list] of Object.entries(times)) { list.sort((a, b) => a - b); console.log(name, 'min', list[0]!.toFixed(0), 'median', list[4]!.toFixed(0)) }
}
