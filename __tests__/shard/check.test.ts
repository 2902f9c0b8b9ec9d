import { describe, expect, it } from 'vitest'
import type { RunOutcome } from '../../src/domain/outcome.js'
import { checkShards, type FoundShard } from '../../src/shard/check.js'
import { partition, type ShardFile } from '../../src/shard/partition.js'
import { shardRecord, sliceOf } from '../../src/shard/record.js'

const HEAD = 'a'.repeat(40)
const files: ShardFile[] = ['src/a.ts', 'src/b.ts', 'docs/c.md', 'lib/d.ts', 'e.md'].map(
  (path, i) => ({ path, tokens: 100 * (i + 1), bytes: 400 * (i + 1) }),
)
const p = partition(files, 3)
const PASSED: RunOutcome = { status: 'passed', gate: { result: 'pass', conditions: [], lines: [] } }

function found(index: number, change: (r: Record<string, unknown>) => void = () => {}): FoundShard {
  const record: Record<string, unknown> = { ...shardRecord(sliceOf(p, index), HEAD, PASSED) }
  change(record)
  return { folder: `shard-${index}`, text: JSON.stringify(record) }
}

const all = () => [found(1), found(2), found(3)]

describe('checkShards', () => {
  it('accepts every shard of the partition, once each, for the head, in any order', () => {
    const result = checkShards({ partition: p, head: HEAD }, [found(3), found(1), found(2)])
    expect(result.problems).toEqual([])
    expect(result.shards.map((s) => s.index)).toEqual([1, 2, 3])
  })

  it('a missing shard is a problem naming it', () => {
    const result = checkShards({ partition: p, head: HEAD }, [found(1), found(3)])
    expect(result.problems).toEqual(['shard 2/3: missing (no folder holds its shard.json)'])
  })

  it('a failed shard, a stale head, a foreign partition, a shard twice: each named', () => {
    const cases: [FoundShard[], RegExp][] = [
      [
        [found(1), found(2, (r) => ((r.outcome = 'error'), (r.reason = 'model down'))), found(3)],
        /shard 2\/3 \(shard-2\): its review did not run: model down/,
      ],
      [[found(1), found(2, (r) => (r.head = 'b'.repeat(40))), found(3)], /shard-2.*stale.*bbbbbbb/],
      [
        [found(1), found(2, (r) => (r.partition = 'c'.repeat(64))), found(3)],
        /shard-2.*another partition/,
      ],
      [[...all(), { ...found(2), folder: 'again' }], /shard 2\/3: found twice \(shard-2, again\)/],
      [[found(1), found(2, (r) => (r.count = 4)), found(3)], /shard-2.*another partition/],
      [
        [found(1), found(2, (r) => (r.files = [...(r.files as string[]), 'extra.ts'])), found(3)],
        /shard-2.*extra\.ts/,
      ],
    ]
    for (const [shards, problem] of cases) {
      const result = checkShards({ partition: p, head: HEAD }, shards)
      expect(result.problems.join('\n')).toMatch(problem)
    }
  })

  it('an unreadable or malformed shard.json is a problem naming its folder and field', () => {
    const bad = checkShards({ partition: p, head: HEAD }, [
      { folder: 'x', text: null },
      { folder: 'y', text: '{' },
      { folder: 'z', text: JSON.stringify({ version: 1, index: 'one' }) },
      ...all(),
    ])
    expect(bad.problems.join('\n')).toMatch(/x: no shard\.json/)
    expect(bad.problems.join('\n')).toMatch(/y: shard\.json is not JSON/)
    expect(bad.problems.join('\n')).toMatch(/z: shard\.json: .*index/)
  })

  it('no folder at all is a problem, never an empty pass', () => {
    expect(checkShards({ partition: p, head: HEAD }, []).problems).toContain(
      'no shard folder matched',
    )
  })
})
