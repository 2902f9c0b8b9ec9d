/**
 * A change reviewed over a job matrix (issue 26) through `node dist/cli.js`: every shard computes
 * the same partition, reviews only its slice, and writes shard.json beside review.json.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRepo, replyScript } from './harness.js'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')
const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

const changed: Record<string, string> = {}
for (const dir of ['packages/a', 'packages/b', 'docs', 'src', 'tools']) {
  for (let i = 0; i < 4; i++)
    changed[`${dir}/f${i}.ts`] = `export const v${i} = '${dir}'\n`.repeat(20)
}
changed['README.md'] = 'changed\n'

function cli(dir: string, args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir },
    timeout: 60_000,
  })
}

function shard(dir: string, spec: string) {
  const out = join(dir, `.out-${spec.replace('/', '-')}`)
  const result = cli(dir, [
    'review',
    '--repo',
    dir,
    '--base',
    'main~1',
    '--provider',
    'command',
    '--model-command',
    replyScript(APPROVE),
    '--output-dir',
    out,
    '--format',
    'markdown',
    '--shard',
    spec,
  ])
  return { ...result, out }
}

describe('review --shard i/n', () => {
  const repo = makeRepo({ 'README.md': 'base\n' }, changed)

  it('cuts the change into disjoint slices that cover it, one partition, the head named', () => {
    const records = ['1/3', '2/3', '3/3'].map((spec) => {
      const result = shard(repo.dir, spec)
      expect(result.status, result.stderr).toBe(0)
      expect(existsSync(join(result.out, 'review.json'))).toBe(true)
      const record = JSON.parse(readFileSync(join(result.out, 'shard.json'), 'utf8'))
      const payload = readFileSync(join(result.out, 'payload.md'), 'utf8')
      // the payload shows this shard's files and no other's
      for (const path of Object.keys(changed)) {
        expect(payload.includes(`diff --git a/${path} b/${path}`), `${spec} ${path}`).toBe(
          record.files.includes(path),
        )
      }
      return record
    })
    expect(records.map((r) => r.index)).toEqual([1, 2, 3])
    expect(new Set(records.map((r) => r.partition)).size).toBe(1)
    expect(
      records.every((r) => r.count === 3 && r.head === repo.head && r.outcome === 'passed'),
    ).toBe(true)
    const all = records.flatMap((r) => r.files)
    expect([...all].sort()).toEqual(Object.keys(changed).sort())
    expect(new Set(all).size).toBe(all.length)
    // a package stays together
    const a = records.find((r) => r.files.includes('packages/a/f0.ts'))
    expect(a.files).toEqual(
      expect.arrayContaining(['packages/a/f1.ts', 'packages/a/f2.ts', 'packages/a/f3.ts']),
    )
  })

  it('refuses a shard spec it cannot read, naming --shard (exit 2)', () => {
    for (const bad of ['4/3', '0/3', 'x']) {
      const result = shard(repo.dir, bad)
      expect(result.status).toBe(2)
      expect(result.stderr).toMatch(/--shard|shard:/)
    }
  })
})

describe('plan-shards: the sizing step', () => {
  it('is one shard for an ordinary change', () => {
    const small = makeRepo({ 'src/a.ts': 'a\n' }, { 'src/a.ts': 'b\n' })
    const result = cli(small.dir, ['plan-shards', '--repo', small.dir, '--base', 'main~1'])
    expect(result.status, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({ shard: ['1/1'] })
  })

  it("sizes the matrix by the change and the base config's token budget", () => {
    const big = makeRepo(
      { 'README.md': 'base\n', '.github/review-gate.yml': 'model:\n  max_input_tokens: 2000\n' },
      changed,
    )
    const result = cli(big.dir, ['plan-shards', '--repo', big.dir, '--base', 'main~1'])
    expect(result.status, result.stderr).toBe(0)
    const matrix = JSON.parse(result.stdout) as { shard: string[] }
    const n = matrix.shard.length
    expect(n).toBeGreaterThan(1)
    expect(matrix.shard).toEqual(Array.from({ length: n }, (_, i) => `${i + 1}/${n}`))
    expect(result.stderr).toMatch(new RegExp(`21 file\\(s\\).* ${n} shard\\(s\\)`))
  })

  it('refuses a missing --base (exit 2)', () => {
    const result = cli(repo().dir, ['plan-shards', '--repo', '.'])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/--base/)
  })
})

function repo() {
  return makeRepo({ 'a.txt': 'a\n' }, { 'a.txt': 'b\n' })
}
