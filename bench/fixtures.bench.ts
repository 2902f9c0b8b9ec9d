/**
 * Not a benchmark: writes the process benchmark's full-size cases into
 * `REVIEW_GATE_BENCH_FIXTURES` (payload/ and review/) and keeps them, so a profile
 * (`node --cpu-prof dist/cli.js review --input <dir>/review ...`) runs on the same bytes.
 */
import { join } from 'node:path'
import { FULL_SHAPE } from './monorepo.js'
import { writePayloadCase, writeReviewCase } from './process.bench.js'

export async function run(): Promise<void> {
  const dir = process.env.REVIEW_GATE_BENCH_FIXTURES
  if (!dir) {
    console.log('fixtures: set REVIEW_GATE_BENCH_FIXTURES to a directory to write them into')
    return
  }
  writePayloadCase(join(dir, 'payload'), 1)
  writeReviewCase(join(dir, 'review'), FULL_SHAPE)
  console.log(`fixtures: wrote ${join(dir, 'payload')} and ${join(dir, 'review')}`)
}
