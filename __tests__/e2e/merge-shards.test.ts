/**
 * `review --merge-shards <glob>` through `node dist/cli.js` (issue 26): the shards' folders become
 * one review and one decision, and every way a set of shard folders can fail to be one whole
 * review (missing, failed, stale, foreign, duplicated, malformed, a finding outside its slice, a
 * link) ends as an error naming the shard: exit 3, never 0 or 1. The fail-open cases come first.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { failingModelScript, firstFileFindingScript, makeRepo, type Repo } from './harness.js'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')

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

interface Record_ {
  index: number
  count: number
  files: string[]
  head: string
  outcome: string
  partition: string
  reason?: string
}

let repo: Repo
let pristine: string
let count: number

/** Every shard of the matrix plan-shards sizes, each in its own folder as download-artifact leaves them. */
beforeAll(() => {
  repo = makeRepo(
    // A small diff budget, so plan-shards cuts this 21-file change into several shards.
    { 'README.md': 'base\n', '.github/review-gate.yml': 'payload:\n  max_bytes: 4000\n' },
    changed,
  )
  const plan = cli(repo.dir, ['plan-shards', '--repo', repo.dir, '--base', 'main~1'])
  expect(plan.status, plan.stderr).toBe(0)
  const matrix = JSON.parse(plan.stdout) as { shard: string[] }
  count = matrix.shard.length
  expect(count).toBeGreaterThanOrEqual(3)
  pristine = mkdtempSync(join(tmpdir(), 'rg-e2e-shards-'))
  matrix.shard.forEach((spec, i) => {
    const result = shardRun(spec, join(pristine, `review-gate-shard-${i}`))
    expect(result.status, result.stderr).toBe(0)
  })
}, 120_000)

function shardRun(spec: string, out: string, model = firstFileFindingScript()) {
  return cli(repo.dir, [
    ...['review', '--repo', repo.dir, '--base', 'main~1', '--shard', spec],
    ...['--provider', 'command', '--model-command', model, '--output-dir', out],
    ...['--format', 'markdown'],
  ])
}

/** A copy of the shard folders to tamper with. */
function shardsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-merge-'))
  cpSync(pristine, join(dir, 'shards'), { recursive: true })
  return dir
}

function folder(dir: string, i: number): string {
  return join(dir, 'shards', `review-gate-shard-${i}`)
}

function editJson(path: string, change: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  change(value)
  writeFileSync(path, JSON.stringify(value))
}

function merge(dir: string, extra: string[] = []) {
  const out = join(dir, 'merged')
  const result = cli(repo.dir, [
    ...['review', '--repo', repo.dir, '--base', 'main~1'],
    ...['--merge-shards', `${dir}/shards/*`, '--output-dir', out, '--format', 'markdown'],
    // The merge never calls a model: one that would fail changes nothing.
    ...['--provider', 'command', '--model-command', failingModelScript()],
    ...extra,
  ])
  return { ...result, out }
}

function record(dir: string, i: number): Record_ {
  return JSON.parse(readFileSync(join(folder(dir, i), 'shard.json'), 'utf8')) as Record_
}

describe('review --merge-shards: never a pass from shards that are not one whole review', () => {
  const cases: [string, (dir: string) => void, RegExp][] = [
    [
      'a missing shard',
      (dir) => rmSync(folder(dir, 1), { recursive: true }),
      /shard 2\/\d+: missing/,
    ],
    [
      'a failed shard (its review did not run)',
      (dir) =>
        editJson(join(folder(dir, 0), 'shard.json'), (r) => {
          r.outcome = 'error'
          r.reason = 'model service unavailable'
        }),
      /shard 1\/\d+ \(.*review-gate-shard-0\): its review did not run: model service unavailable/,
    ],
    [
      'a stale shard (another head)',
      (dir) => editJson(join(folder(dir, 2), 'shard.json'), (r) => (r.head = 'f'.repeat(40))),
      /review-gate-shard-2\): stale/,
    ],
    [
      'a foreign shard (another partition)',
      (dir) => editJson(join(folder(dir, 1), 'shard.json'), (r) => (r.partition = 'e'.repeat(64))),
      /review-gate-shard-1\): cut from another partition/,
    ],
    [
      'a duplicated shard',
      (dir) => cpSync(folder(dir, 0), join(dir, 'shards', 'copy-of-0'), { recursive: true }),
      /shard 1\/\d+: found twice/,
    ],
    [
      'a malformed shard.json',
      (dir) => editJson(join(folder(dir, 0), 'shard.json'), (r) => (r.index = 'one')),
      /review-gate-shard-0: shard\.json: index: /,
    ],
    [
      "a review.json with a field outside the contract (a finding's severity)",
      (dir) =>
        editJson(join(folder(dir, 1), 'review.json'), (r) => {
          ;(r.issues as { severity: string }[])[0]!.severity = 'harmless'
        }),
      /shard 2\/\d+: .*review-gate-shard-1: review\.json: issues\.0\.severity/,
    ],
    [
      'a review.json that is not JSON',
      (dir) => writeFileSync(join(folder(dir, 2), 'review.json'), '{"issues": ['),
      /review-gate-shard-2: review\.json: not JSON/,
    ],
    [
      'a shard that wrote no review.json',
      (dir) => rmSync(join(folder(dir, 0), 'review.json')),
      /review-gate-shard-0: review\.json: missing/,
    ],
    [
      "a finding on a file of another shard's slice",
      (dir) => {
        const other = record(dir, 1).files[0]!
        editJson(join(folder(dir, 0), 'review.json'), (r) => {
          ;(r.issues as { file: string }[])[0]!.file = other
        })
      },
      /shard 1\/\d+ \(.*review-gate-shard-0\): findings on files outside its slice/,
    ],
    [
      'a shard that says it reviewed a file it did not',
      (dir) =>
        editJson(join(folder(dir, 0), 'shard.json'), (r) => {
          r.files = [...(r.files as string[]), 'src/not-in-the-change.ts']
        }),
      /review-gate-shard-0\): reviewed other files than its slice/,
    ],
    [
      'a shard folder that is a symbolic link',
      (dir) => {
        const elsewhere = mkdtempSync(join(tmpdir(), 'rg-e2e-elsewhere-'))
        cpSync(folder(dir, 0), elsewhere, { recursive: true })
        rmSync(folder(dir, 0), { recursive: true })
        symlinkSync(elsewhere, folder(dir, 0))
      },
      /review-gate-shard-0: a symbolic link/,
    ],
    [
      'a shard.json that is a symbolic link',
      (dir) => {
        const target = join(mkdtempSync(join(tmpdir(), 'rg-e2e-elsewhere-')), 'shard.json')
        cpSync(join(folder(dir, 0), 'shard.json'), target)
        rmSync(join(folder(dir, 0), 'shard.json'))
        symlinkSync(target, join(folder(dir, 0), 'shard.json'))
      },
      /review-gate-shard-0\/shard\.json: refused \(a symbolic link\)/,
    ],
    [
      'no shard folder at all',
      (dir) => rmSync(join(dir, 'shards'), { recursive: true }),
      /no shard folder matched/,
    ],
  ]

  for (const [name, tamper, problem] of cases) {
    it(`${name}: an error naming it`, () => {
      const dir = shardsCopy()
      tamper(dir)
      const result = merge(dir)
      expect(result.status, result.stdout + result.stderr).toBe(3)
      expect(result.stdout).toMatch(/review-gate: error/)
      expect(result.stdout + result.stderr).toMatch(problem)
      expect(readFileSync(join(result.out, 'gate.txt'), 'utf8')).toMatch(/error/i)
    })
  }

  it('on-model-error: neutral does not soften a missing shard', () => {
    const dir = shardsCopy()
    rmSync(folder(dir, 0), { recursive: true })
    const result = merge(dir, ['--on-model-error', 'neutral'])
    expect(result.status, result.stdout).toBe(3)
    expect(result.stdout).toMatch(/shard 1\/\d+: missing/)
  })
})

describe('review --merge-shards: the whole set is one review', () => {
  it('every file in exactly one shard, their findings merged, one decision, no model call', () => {
    const dir = shardsCopy()
    const result = merge(dir)
    expect(result.status, result.stdout + result.stderr).toBe(0)
    const records = Array.from({ length: count }, (_, i) => record(dir, i))
    const all = records.flatMap((r) => r.files)
    expect([...all].sort()).toEqual(Object.keys(changed).sort())
    expect(new Set(all).size).toBe(all.length)
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8')) as {
      issues: { file: string; id: string; anchored: boolean }[]
    }
    // One finding per shard (on its first file), each given its id once, in the merge.
    expect(review.issues).toHaveLength(count)
    for (const r of records)
      expect(review.issues.filter((f) => r.files.includes(f.file))).toHaveLength(1)
    expect(review.issues.every((f) => /^RG-/.test(f.id) && f.anchored)).toBe(true)
    expect(result.stdout).toMatch(/review-gate: passed/)
    expect(result.stdout).toMatch(/### Shards/)
    expect(result.stdout).toMatch(
      new RegExp(`${count} shards reviewed 21 files with ${count} model calls`),
    )
    for (let i = 1; i <= count; i++)
      expect(result.stdout).toMatch(new RegExp(`\\| ${i}/${count} \\| \\d+ \\| 1 \\| 1 \\| 0 \\|`))
  })

  it("a blocker in one shard fails the merged gate; the others' findings stay", () => {
    const dir = shardsCopy()
    const result0 = shardRun(`1/${count}`, folder(dir, 0), firstFileFindingScript('blocker'))
    expect(result0.status).toBe(1)
    const result = merge(dir)
    expect(result.status, result.stdout).toBe(1)
    expect(result.stdout).toMatch(/FAILED: blocker 1 (>|&gt;) 0/)
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8')) as {
      counts: { blocker: number; minor: number }
    }
    expect(review.counts).toMatchObject({ blocker: 1, minor: count - 1 })
  })

  it('carries the previous review over once, in the merge: a finding no shard reported again stays open', () => {
    const dir = shardsCopy()
    const file = record(dir, 1).files.at(-1)!
    const prior = join(dir, 'prior.json')
    writeFileSync(
      prior,
      JSON.stringify({
        head_sha: repo.base,
        issues: [
          {
            id: 'RG-ABCDEF',
            severity: 'major',
            category: 'logic',
            file,
            line: 1,
            message: 'The cache is never invalidated.',
            fix: 'Invalidate it.',
          },
        ],
      }),
    )
    const result = merge(dir, ['--prior', prior])
    expect(result.status, result.stdout).toBe(1)
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8')) as {
      issues: { id: string; carried_over?: boolean; file: string }[]
    }
    expect(review.issues.filter((f) => f.id === 'RG-ABCDEF')).toEqual([
      expect.objectContaining({ carried_over: true, file }),
    ])
    expect(review.issues).toHaveLength(count + 1)
  })

  it('merge-shards with shard is a bad input naming both (exit 2)', () => {
    const dir = shardsCopy()
    const result = merge(dir, ['--shard', `1/${count}`])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/shard and merge-shards/)
  })
})

describe('shard.json records what the shard cost', () => {
  it('calls, tokens and time, schema-valid', () => {
    const dir = shardsCopy()
    const r = JSON.parse(readFileSync(join(folder(dir, 0), 'shard.json'), 'utf8')) as {
      usage: Record<string, unknown>
      left_out: string[]
    }
    expect(r.usage).toMatchObject({ calls: 1, repairs: 0 })
    expect(r.usage.duration_ms).toEqual(expect.any(Number))
    expect(r.left_out).toEqual([])
  })
})
