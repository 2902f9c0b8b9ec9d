/**
 * The merge step of a sharded review (issue 26) on a 5,000-file change in 8 shards, at three
 * sizes of findings (1,000, 4,000, 16,000 across the shards): the partition recomputed, the
 * shards checked, every review.json validated, the findings combined, carried over and decided,
 * as a ratio against JSON.parse of the same shard files. Linear in findings: the ratio stays
 * about the same from size to size (the partition's fixed cost weighs less as findings grow).
 */
import { compareInterleaved } from './harness.js'
import { configSchema } from '../src/config/schema.js'
import { NO_EVIDENCE } from '../src/domain/evidence.js'
import { parseDiff } from '../src/diff/parse.js'
import { silentLogger } from '../src/logger.js'
import { createRedactor } from '../src/secrets/redactor.js'
import { mergeBasis, mergeRead } from '../src/pipeline/merge-shards.js'
import { scopeChange } from '../src/pipeline/prepare.js'
import type { Gathered } from '../src/pipeline/run.js'
import { shardCapacity } from '../src/pipeline/plan-shards.js'
import type { ShardFolders } from '../src/pipeline/shard-folders.js'
import { partition, planShardCount, sizeFiles } from '../src/shard/partition.js'
import { shardRecord, sliceOf } from '../src/shard/record.js'

const FILES = 5_000
const HEAD = 'c0ffee'.padEnd(40, '0')
const SIZES = [1_000, 4_000, 16_000]
const REPO = { owner: 'o', repo: 'r', headSha: HEAD }

function diffOf(files: number): string {
  const parts: string[] = []
  for (let i = 0; i < files; i++) {
    const path = `packages/pkg${String(i % 50).padStart(2, '0')}/src/m${i}.ts`
    const body = Array.from({ length: 8 }, (_, l) => `+export const v${l} = ${i * 100 + l}`)
    parts.push(
      `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,8 @@\n${body.join('\n')}\n`,
    )
  }
  return parts.join('')
}

function gathered(): Gathered {
  // Sized so that the 5,000 files need 8 shards, as the e2e test's change does.
  const config = configSchema.parse({
    model: { max_input_tokens: 180_000 },
    evidence: { missing: 'off' },
    payload: { max_bytes: 1_000_000 },
  })
  const text = diffOf(FILES)
  const scope = scopeChange(parseDiff(text, 'bench'), config)
  return {
    config,
    scope,
    evidence: NO_EVIDENCE,
    repoExamples: [],
    reviewGuide: null,
    diff: { ok: true, text, label: 'bench', source: 'git diff', notReviewed: [], notes: [] },
    prior: null,
    stateProblem: null,
    comments: [],
    headSha: HEAD,
    warnings: [],
    redactor: createRedactor([]),
    shard: null,
    context: { available: false, entries: [], notices: [], importers: new Map() },
  } as unknown as Gathered
}

/** The shard folders as 8 shard jobs would leave them, `findings` spread over the shards. */
function folders(g: Gathered, findings: number): ShardFolders {
  const files = sizeFiles(g.scope.diff.files)
  const p = partition(files, planShardCount(files, shardCapacity(g.config)))
  const passed = {
    status: 'passed' as const,
    gate: { result: 'pass' as const, conditions: [], lines: [] },
  }
  return {
    problems: [],
    folders: p.shards.map((s) => {
      const mine = Math.floor(findings / p.count) + (s.index <= findings % p.count ? 1 : 0)
      const issues = Array.from({ length: mine }, (_, i) => ({
        severity: 'minor',
        category: 'logic',
        file: s.files[i % s.files.length],
        line: 1 + (i % 8),
        message: `Finding ${i} of shard ${s.index}: the value is recomputed on every call.`,
        fix: 'Compute it once.',
        anchored: true,
        confidence: 90,
      }))
      const review = {
        mode: 'implementation',
        verdict: mine > 0 ? 'CHANGES_REQUESTED' : 'APPROVED',
        counts: { blocker: 0, major: 0, minor: mine },
        issues,
        strengths: [],
        warnings: [],
        unanchored: [],
        dropped: [],
        structure: { completeness_score: 1 },
        guard_applied: false,
      }
      return {
        folder: `review-gate-shard-${s.index - 1}`,
        record: JSON.stringify(shardRecord(sliceOf(p, s.index), HEAD, passed)),
        review: JSON.stringify(review),
      }
    }),
  }
}

export async function run(): Promise<void> {
  const g = gathered()
  // The change's own part (the partition recomputed, the line maps) is the same at every size:
  // measured once, apart, so the ratios show what grows with the findings.
  const start = performance.now()
  const basis = mergeBasis(g)
  console.log(
    `merge-shards: the change's partition (${basis.expected.count} shards) and line maps, once per merge: ${(performance.now() - start).toFixed(1)} ms`,
  )
  const perFinding: number[] = []
  for (const findings of SIZES) {
    const read = folders(g, findings)
    const shards = read.folders.length
    const result = mergeRead(g, read, REPO, silentLogger, basis)
    if (
      result.report.outcome.status !== 'passed' ||
      result.report.review?.issues.length !== findings
    )
      throw new Error(`merge-shards bench: expected a pass with ${findings} findings`)
    const line = await compareInterleaved(
      `merge-shards: ${findings} findings from ${shards} shards of a ${FILES}-file change vs JSON.parse of the shard files`,
      () => mergeRead(g, read, REPO, silentLogger, basis),
      () => read.folders.map((f) => [JSON.parse(f.record!), JSON.parse(f.review!)]),
    )
    perFinding.push((line.oursMs * 1000) / findings)
  }
  // Linear: the cost per finding does not grow with the findings (it falls while the fixed part,
  // each shard's file list, is spread over more of them).
  const grows = perFinding.at(-1)! > 2 * perFinding[0]!
  console.log(
    `merge-shards: ${perFinding.map((us, i) => `${SIZES[i]} findings ${us.toFixed(0)} µs each`).join(', ')}${grows ? ' — GROWS: not linear' : ''}`,
  )
}
