import { describe, expect, it } from 'vitest'
import type { RunOutcome } from '../../src/domain/outcome.js'
import { checkShards } from '../../src/shard/check.js'
import { combineShards, type AcceptedShard } from '../../src/shard/combine.js'
import { partition, type ShardFile } from '../../src/shard/partition.js'
import { shardRecord, sliceOf } from '../../src/shard/record.js'
import { readShardReview, type ShardReview } from '../../src/shard/review-file.js'

const HEAD = 'a'.repeat(40)
const files: ShardFile[] = ['src/a.ts', 'src/b.ts', 'docs/c.md', 'lib/d.ts'].map((path, i) => ({
  path,
  tokens: 100 * (i + 1),
  bytes: 400 * (i + 1),
}))
const p = partition(files, 2)
const PASSED: RunOutcome = { status: 'passed', gate: { result: 'pass', conditions: [], lines: [] } }

function review(issues: Record<string, unknown>[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    mode: 'implementation',
    verdict: issues.length > 0 ? 'CHANGES_REQUESTED' : 'APPROVED',
    counts: { blocker: 0, major: 0, minor: issues.length },
    issues,
    strengths: [],
    warnings: [],
    unanchored: [],
    dropped: [],
    structure: { completeness_score: 1 },
    guard_applied: false,
    ...extra,
  })
}

const finding = (file: string, more: Record<string, unknown> = {}) => ({
  severity: 'minor',
  category: 'logic',
  file,
  line: 1,
  message: `Something in ${file}.`,
  fix: 'Change it.',
  anchored: false,
  ...more,
})

function accepted(index: number, text: string): AcceptedShard {
  const read = readShardReview(`shard-${index}`, text, 'implementation')
  if ('problem' in read) throw new Error(read.problem)
  return {
    record: shardRecord(sliceOf(p, index), HEAD, PASSED),
    folder: `shard-${index}`,
    review: read,
  }
}

const rules = {
  decidedByMerge: () => false,
  commentable: (file: string, line: number) => file.startsWith('src/') && line === 1,
}

describe('readShardReview', () => {
  it('reads the findings, resolved claims and incomplete reasons a shard wrote', () => {
    const read = readShardReview(
      'f',
      review([finding('src/a.ts', { prior_id: 'RG-AAAAAA' })], {
        resolved: [{ id: 'RG-BBBBBB', reason: 'fixed' }],
        incomplete: ['one entry unreadable'],
        counts: { blocker: 2, major: 0, minor: 1 },
      }),
      'implementation',
    ) as ShardReview
    expect(read.issues[0]!.prior_id).toBe('RG-AAAAAA')
    expect(read.resolved).toEqual([{ id: 'RG-BBBBBB', reason: 'fixed' }])
    expect(read.incomplete).toEqual(['one entry unreadable'])
    // Counted past the list: still counted.
    expect(read.overflow).toEqual({ blocker: 2, major: 0, minor: 0 })
  })

  it('names the folder, the file and the field of what is wrong', () => {
    const cases: [string, RegExp][] = [
      [review([finding('src/a.ts', { line: 0 })]), /f: review\.json: issues\.0\.line/],
      [review([finding('src/a.ts', { extra: 1 })]), /f: review\.json: issues\.0: .*extra/],
      [review([finding('src/a.ts', { message: 'x'.repeat(5_000) })]), /issues\.0\.message/],
      [review([], { mode: 'contract' }), /f: review\.json: mode/],
      [review([], { secret: true }), /f: review\.json: .*secret/],
      ['[]', /f: review\.json: /],
      ['nope', /f: review\.json: not JSON/],
    ]
    for (const [text, problem] of cases) {
      const read = readShardReview('f', text, 'implementation')
      expect('problem' in read && read.problem, text.slice(0, 80)).toMatch(problem)
    }
  })
})

describe('combineShards', () => {
  const [one, two] = p.shards
  it('joins every shard’s findings, recomputing where each may be commented', () => {
    const combined = combineShards(
      [
        accepted(1, review(one!.files.map((f) => finding(f, { anchored: true })))),
        accepted(2, review(two!.files.map((f) => finding(f)))),
      ],
      rules,
    )
    expect(combined.problems).toEqual([])
    expect(combined.issues.map((f) => f.file).sort()).toEqual(files.map((f) => f.path).sort())
    for (const f of combined.issues) expect(f.anchored).toBe(f.file.startsWith('src/'))
  })

  it("a finding on another shard's file is a problem naming the shard", () => {
    const combined = combineShards(
      [accepted(1, review([finding(two!.files[0]!)])), accepted(2, review([]))],
      rules,
    )
    expect(combined.problems).toEqual([
      `shard 1/2 (shard-1): findings on files outside its slice: ${two!.files[0]}:1`,
    ])
    expect(combined.issues).toEqual([])
  })

  it('sets aside what the merge decides again, in or out of the slice', () => {
    const combined = combineShards(
      [
        accepted(1, review([finding(two!.files[0]!, { category: 'tests' })])),
        accepted(2, review([])),
      ],
      { ...rules, decidedByMerge: (f) => f.category === 'tests' },
    )
    expect(combined.problems).toEqual([])
    expect(combined.setAside).toBe(1)
  })
})

describe('combineShards: resolved claims', () => {
  it("a shard cannot resolve a previous finding on another shard's file", () => {
    const [one, two] = p.shards
    const claims = (id: string) => ({ resolved: [{ id, reason: 'fixed' }] })
    const combined = combineShards(
      [accepted(1, review([], claims('RG-AAAAAA'))), accepted(2, review([], claims('RG-BBBBBB')))],
      {
        ...rules,
        priorFile: (id) => (id === 'RG-AAAAAA' ? two!.files[0] : one!.files[0]),
      },
    )
    expect(combined.resolved).toEqual([])
    expect(combined.warnings.join('\n')).toMatch(/shard 1\/2: resolved: RG-AAAAAA is on .*ignored/)
  })
})

describe('checkShards: left-out files', () => {
  it('a shard that says it left out a file of another slice is a problem', () => {
    const found = p.shards.map((s) => ({
      folder: `shard-${s.index}`,
      text: JSON.stringify({
        ...shardRecord(sliceOf(p, s.index), HEAD, PASSED),
        left_out: s.index === 1 ? [p.shards[1]!.files[0]] : [],
      }),
    }))
    expect(checkShards({ partition: p, head: HEAD }, found).problems.join('\n')).toMatch(
      /shard 1\/2 \(shard-1\): says it left out files not in its slice/,
    )
  })
})
