import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import {
  groupKey,
  parseShardSpec,
  partition,
  planShardCount,
  type ShardFile,
} from '../../src/shard/partition.js'

const file = (path: string, tokens: number, bytes = tokens * 4): ShardFile => ({
  path,
  tokens,
  bytes,
})

/** Unique paths over a few top-level folders and packages, so groups really form. */
const files = fc
  .uniqueArray(
    fc.record({
      dir: fc.constantFrom('', 'src/', 'docs/', 'packages/a/', 'packages/b/', 'vendor/x/'),
      name: fc.stringMatching(/^[a-z]{1,6}\.(ts|md)$/),
      tokens: fc.integer({ min: 0, max: 5_000 }),
    }),
    { selector: (f) => f.dir + f.name, maxLength: 60 },
  )
  .map((list) => list.map((f) => file(f.dir + f.name, f.tokens)))

const shuffled = <T>(list: T[]) =>
  fc.array(fc.nat(), { minLength: list.length, maxLength: list.length }).map((keys) =>
    list
      .map((item, i) => ({ item, key: keys[i]! }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.item),
  )

describe('partition', () => {
  it('puts every file in exactly one shard, and only the files given', () => {
    fc.assert(
      fc.property(files, fc.integer({ min: 1, max: 12 }), (list, count) => {
        const p = partition(list, count)
        expect(p.shards).toHaveLength(count)
        const seen = p.shards.flatMap((s) => s.files)
        expect([...seen].sort()).toEqual(list.map((f) => f.path).sort())
        expect(new Set(seen).size).toBe(seen.length)
      }),
    )
  })

  it('is independent of the order the files come in, hash included', () => {
    fc.assert(
      fc.property(
        files.chain((list) => fc.tuple(fc.constant(list), shuffled(list))),
        fc.integer({ min: 1, max: 12 }),
        ([list, other], count) => {
          expect(partition(other, count)).toEqual(partition(list, count))
        },
      ),
    )
  })

  it('is deterministic across runs and gives a new hash for a different partition', () => {
    const list = [file('src/a.ts', 10), file('src/b.ts', 20), file('docs/c.md', 5)]
    const a = partition(list, 2)
    const b = partition(structuredClone(list), 2)
    expect(b).toEqual(a)
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(partition(list, 3).hash).not.toBe(a.hash)
    expect(partition([...list, file('src/d.ts', 1)], 2).hash).not.toBe(a.hash)
  })

  it('keeps a top-level folder, or a package of a monorepo, in one shard when it fits', () => {
    const list = [
      file('packages/a/x.ts', 100),
      file('packages/a/y.ts', 100),
      file('packages/b/x.ts', 100),
      file('packages/b/y.ts', 100),
    ]
    const p = partition(list, 2)
    const shardOf = (path: string) => p.shards.findIndex((s) => s.files.includes(path))
    expect(shardOf('packages/a/x.ts')).toBe(shardOf('packages/a/y.ts'))
    expect(shardOf('packages/b/x.ts')).toBe(shardOf('packages/b/y.ts'))
    expect(shardOf('packages/a/x.ts')).not.toBe(shardOf('packages/b/x.ts'))
  })

  it('splits a folder too large for one shard, and balances the load by tokens', () => {
    const list = Array.from({ length: 100 }, (_, i) =>
      file(`src/f${String(i).padStart(3, '0')}.ts`, 100),
    )
    const p = partition(list, 4)
    expect(p.shards.map((s) => s.tokens)).toEqual([2_500, 2_500, 2_500, 2_500])
    // a split folder stays in contiguous runs of paths
    expect(p.shards[0]!.files.slice(0, 2)).toEqual(['src/f000.ts', 'src/f001.ts'])
  })

  /**
   * The largest item the partition places: a group within the fair share stays whole, a larger
   * one is cut into runs within the fair share, and a run is one file only when that file alone
   * is over it. So an item is at most the largest file or the largest group up to the fair share.
   */
  function largestItem(list: readonly ShardFile[], count: number): number {
    const total = list.reduce((s, f) => s + f.tokens, 0)
    const fairShare = Math.max(1, Math.ceil(total / count))
    const groups = new Map<string, number>()
    for (const f of list)
      groups.set(groupKey(f.path), (groups.get(groupKey(f.path)) ?? 0) + f.tokens)
    const largestFile = Math.max(0, ...list.map((f) => f.tokens))
    const largestGroup = Math.max(0, ...groups.values())
    return Math.max(largestFile, Math.min(largestGroup, fairShare))
  }

  it('never gives a shard more than the mean plus the largest item', () => {
    fc.assert(
      fc.property(files, fc.integer({ min: 1, max: 8 }), (list, count) => {
        const p = partition(list, count)
        const total = list.reduce((s, f) => s + f.tokens, 0)
        const bound = Math.ceil(total / count) + largestItem(list, count)
        for (const s of p.shards) expect(s.tokens).toBeLessThanOrEqual(bound)
      }),
    )
  })

  it('an item is a whole group, not a file: three even folders on two shards', () => {
    // A group within the fair share is never cut, so a shard can hold two groups: 66 tokens
    // where the mean is 50. That is one item (a 33-token group) above the mean, as the module
    // promises, though more than the mean plus the largest file (12).
    const folder = (dir: string) => ['a', 'b', 'c'].map((n) => file(`${dir}${n}.ts`, 11))
    const list = [...folder('src/'), ...folder('docs/'), ...folder('vendor/x/')]
    list[0] = file('src/a.ts', 12)
    const p = partition(list, 2)
    expect(p.shards.map((s) => s.tokens)).toEqual([34, 66])
    expect(66).toBeGreaterThan(50 + Math.max(...list.map((f) => f.tokens)))
    expect(largestItem(list, 2)).toBe(34)
    for (const s of p.shards) expect(s.tokens).toBeLessThanOrEqual(50 + largestItem(list, 2))
  })

  it('refuses a duplicate path and a bad count, naming them', () => {
    expect(() => partition([file('a.ts', 1), file('a.ts', 2)], 1)).toThrow(/a\.ts/)
    expect(() => partition([file('a.ts', 1)], 0)).toThrow(InputError)
    expect(() => partition([file('a.ts', 1)], 1.5)).toThrow(InputError)
  })
})

describe('groupKey', () => {
  it('groups by top-level folder, by package under a monorepo folder, root files together', () => {
    expect(groupKey('src/a/b.ts')).toBe('src/')
    expect(groupKey('packages/core/src/x.ts')).toBe('packages/core/')
    expect(groupKey('README.md')).toBe('')
  })
})

describe('planShardCount', () => {
  it('is 1 for an ordinary change', () => {
    expect(planShardCount([file('src/a.ts', 1_000)], { tokens: 100_000, bytes: 400_000 })).toBe(1)
    expect(planShardCount([], { tokens: 100_000, bytes: 400_000 })).toBe(1)
  })

  it('gives the fewest shards whose every shard fits tokens and bytes', () => {
    const list = Array.from({ length: 50 }, (_, i) => file(`d${i % 7}/f${i}.ts`, 1_000, 1_000))
    const n = planShardCount(list, { tokens: 10_000, bytes: 1_000_000 })
    expect(n).toBeGreaterThanOrEqual(5)
    for (const s of partition(list, n).shards) expect(s.tokens).toBeLessThanOrEqual(10_000)
    expect(partition(list, n - 1).shards.some((s) => s.tokens > 10_000)).toBe(true)
    const byBytes = planShardCount(list, { tokens: 1_000_000, bytes: 25_000 })
    for (const s of partition(list, byBytes).shards) expect(s.bytes).toBeLessThanOrEqual(25_000)
  })

  it('stops at the matrix limit, and a single file over capacity adds no shard', () => {
    const big = [file('a.ts', 500_000), file('b.ts', 10)]
    expect(planShardCount(big, { tokens: 100_000, bytes: 10_000_000 })).toBe(2)
    const many = Array.from({ length: 400 }, (_, i) => file(`f${i}.ts`, 1_000))
    expect(planShardCount(many, { tokens: 1_000, bytes: 1e9 }, 256)).toBe(256)
  })
})

describe('parseShardSpec', () => {
  it('reads i/n, one-based', () => {
    expect(parseShardSpec('2/8')).toEqual({ index: 2, count: 8 })
    expect(parseShardSpec(' 1/1 ')).toEqual({ index: 1, count: 1 })
  })
  it('refuses anything else, naming the value', () => {
    for (const bad of ['0/2', '3/2', '1/0', 'a/b', '1', '1/2/3', '-1/2', '1/300']) {
      expect(() => parseShardSpec(bad, 'shard')).toThrow(InputError)
      expect(() => parseShardSpec(bad, 'shard')).toThrow(/shard/)
    }
  })
})
