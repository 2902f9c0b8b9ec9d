/**
 * Issue 21, "safe git on untrusted repositories", through the committed dist/cli.js as a user
 * runs it: `review --repo` on a repository whose `.git/config` and `.gitattributes` name programs
 * for git to run (an fsmonitor, hooks, an external diff, a textconv driver). None of them may
 * run, and the review still reads the real diff. The same repository without the hostile
 * settings is the honest counterpart.
 */
import { spawnSync } from 'node:child_process'
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRepo, replyScript, ROOT } from './harness.js'

const CLI = join(ROOT, 'dist', 'cli.js')
const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

function repository() {
  return makeRepo(
    { 'src/total.ts': 'export const total = (a: number) => a\n', 'README.md': '# r\n' },
    {
      'src/total.ts': 'export const total = (a: number, d = 0) => a - a * d\n',
      '.gitattributes': 'src/*.ts diff=evil\n',
    },
  )
}

function review(dir: string) {
  // Output and cache inside the repository, as by default: the cache folder is then checked
  // against the repository's tracked files (`git ls-files`), which runs an fsmonitor.
  const out = join(dir, '.review-gate', 'out')
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
      '--cache-dir',
      join(dir, '.review-gate', 'cache'),
    ],
    { encoding: 'utf8', cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, timeout: 60_000 },
  )
  return { code: result.status, stderr: result.stderr, out }
}

describe('review --repo on a hostile repository (dist/cli.js)', () => {
  it('runs none of the programs its .git/config and .gitattributes name', () => {
    const repo = repository()
    const marker = (name: string) => join(repo.dir, '..', `${repo.dir.split('/').pop()}-${name}`)
    const hooks = join(repo.dir, '.git', 'evil-hooks')
    mkdirSync(hooks)
    for (const hook of ['reference-transaction', 'post-index-change', 'post-checkout']) {
      writeFileSync(join(hooks, hook), `#!/bin/sh\ntouch '${marker('hook')}'\n`)
      chmodSync(join(hooks, hook), 0o755)
    }
    appendFileSync(
      join(repo.dir, '.git', 'config'),
      [
        '[core]',
        `\tfsmonitor = "touch '${marker('fsmonitor')}'; :"`,
        `\thooksPath = ${hooks}`,
        '[diff]',
        `\texternal = "touch '${marker('external')}'; :"`,
        '[diff "evil"]',
        `\ttextconv = "touch '${marker('textconv')}'; cat"`,
        `\tcommand = "touch '${marker('command')}'; :"`,
        '',
      ].join('\n'),
    )
    const run = review(repo.dir)
    expect(run.code, run.stderr).toBe(0)
    for (const name of ['fsmonitor', 'hook', 'external', 'textconv', 'command']) {
      expect(existsSync(marker(name)), `${name} ran`).toBe(false)
    }
    // The real diff reached the reviewer, not a driver's version of it.
    expect(readFileSync(join(run.out, 'payload.md'), 'utf8')).toContain(
      '+export const total = (a: number, d = 0) => a - a * d',
    )
  })

  it('the honest counterpart: the same repository without them reviews the same diff', () => {
    const repo = repository()
    const run = review(repo.dir)
    expect(run.code, run.stderr).toBe(0)
    expect(readFileSync(join(run.out, 'gate.txt'), 'utf8')).toMatch(/^PASSED/m)
    expect(readFileSync(join(run.out, 'payload.md'), 'utf8')).toContain(
      '+export const total = (a: number, d = 0) => a - a * d',
    )
  })
})
