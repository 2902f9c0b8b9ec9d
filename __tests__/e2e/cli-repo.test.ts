/**
 * `review --repo` through `node dist/cli.js`: the plan context is --plan/--item when given, else
 * the branch's commit messages; uncommitted edits to touched files get a notice.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

function git(dir: string, args: string[]): void {
  execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e.st',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e.st',
    },
  })
}

function review(dir: string, flags: string[] = []) {
  const out = join(dir, '.out')
  const result = spawnSync(
    process.execPath,
    [
      CLI,
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
      ...flags,
    ],
    { encoding: 'utf8', cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeout: 60_000 },
  )
  return { ...result, payload: readFileSync(join(out, 'payload.md'), 'utf8') }
}

describe('review --repo: the plan context and uncommitted edits', () => {
  const repo = makeRepo(
    {
      'src/a.ts': 'export const a = 1\n',
      'plan.md': '1. Start\n2. Make a two\n   Done when a is 2.\n',
    },
    { 'src/a.ts': 'export const a = 2\n' },
  )
  git(repo.dir, [
    'commit',
    '-q',
    '--amend',
    '-m',
    'Make a two\n\nThe plan says a must be 2 from now on.',
  ])

  it('without --plan: the commit messages of base..head are the plan context', () => {
    const result = review(repo.dir)
    expect(result.status, result.stderr).toBe(0)
    expect(result.payload).toMatch(/Source: the commit messages of [0-9a-f]{7}\.\.[0-9a-f]{7}/)
    expect(result.payload).toContain('The plan says a must be 2 from now on.')
    expect(result.payload).not.toContain('Source: none')
  })

  it('--plan and --item work with --repo', () => {
    const result = review(repo.dir, ['--plan', 'plan.md', '--item', '2'])
    expect(result.status, result.stderr).toBe(0)
    expect(result.payload).toContain('Source: plan file `plan.md`, item 2')
    expect(result.payload).toContain('Done when a is 2.')
  })

  it('uncommitted edits to a touched file get a notice', () => {
    writeFileSync(join(repo.dir, 'src/a.ts'), 'export const a = 3\n')
    const result = review(repo.dir)
    expect(result.stdout + result.stderr).toMatch(
      /uncommitted changes to 1 touched file\(s\) are not reviewed: src\/a\.ts/,
    )
    git(repo.dir, ['checkout', '--', 'src/a.ts'])
    expect(review(repo.dir).stdout).not.toMatch(/uncommitted changes/)
  })
})

describe('review --repo: the test cache keeps one entry per key (issue 20, item 8)', () => {
  it('two branches reviewed from one machine do not evict each other: the first is a HIT again', () => {
    const repo = makeRepo(
      { 'src/a.ts': 'export const a = 1\n', 'src/a.test.ts': "it('a', () => {})\n" },
      { 'src/a.ts': 'export const a = 2\n' },
    )
    git(repo.dir, ['checkout', '-q', '-b', 'two', 'main~1'])
    writeFileSync(join(repo.dir, 'src/a.ts'), 'export const a = 3\n')
    git(repo.dir, ['commit', '-q', '-am', 'a is three'])
    const cache = mkdtempSync(join(tmpdir(), 'rg-two-branches-'))
    const ran = join(cache, '..', `${cache.split('/').pop()}-runs.txt`)
    const script = `require('fs').appendFileSync(${JSON.stringify(ran)}, 'x')`
    const flags = [
      '--cache-dir',
      cache,
      '--test-command',
      `node -e ${JSON.stringify(script)} {files}`,
    ]
    const on = (branch: string) => {
      git(repo.dir, ['checkout', '-q', branch])
      const result = review(repo.dir, flags)
      expect(result.status, result.stderr).toBe(0)
      return result
    }
    const first = on('two')
    const second = on('main')
    const again = on('two')
    expect(first.stderr).toMatch(/Test cache MISS/)
    expect(second.stderr).toMatch(/Test cache MISS/)
    expect(again.stderr).toMatch(/Test cache HIT/)
    expect(readFileSync(ran, 'utf8')).toBe('xx')
    // A HIT sends the model the same bytes as the MISS that stored it.
    expect(again.payload).toBe(first.payload)
    expect(readdirSync(join(cache, 'tests')).filter((f) => f.endsWith('.json'))).toHaveLength(2)
  })
})

describe('review --repo: a test command that exits 0 without its report', () => {
  it('is unknown evidence and fails the gate, naming the missing report', () => {
    const repo = makeRepo(
      { 'src/a.ts': 'export const a = 1\n', 'src/a.test.ts': "it('a', () => {})\n" },
      { 'src/a.ts': 'export const a = 2\n' },
    )
    // The report file comes from the command's own flag; the "runner" exits 0 and writes nothing.
    const command = `node -e "process.exit(0)" -- --outputFile=reports/touched.xml {files}`
    const result = review(repo.dir, [
      '--cache-dir',
      mkdtempSync(join(tmpdir(), 'rg-no-report-')),
      '--test-command',
      command,
    ])
    expect(result.status, result.stderr).toBe(1)
    const gate = readFileSync(join(repo.dir, '.out', 'gate.txt'), 'utf8')
    expect(gate).toContain(
      'FAILED: test evidence unknown: the test command exited 0 but wrote no report matching reports/touched.xml, so no test can be confirmed to have run',
    )
    expect(gate).not.toMatch(/^PASSED/m)
  })
})
