import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'
import { Git } from '../../src/git/git.js'
import { rebuildDiff } from '../../src/github/rebuild-diff.js'
import { splitDiff } from '../support/github/diff-files.js'

let dir: string
let base: string
let head: string

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: dir,
    },
  }).trim()
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-git-'))
  git('init', '-q', '-b', 'main')
  mkdirSync(join(dir, 'src'))
  writeFileSync(join(dir, 'src/keep.ts'), 'one\ntwo\nthree\n')
  writeFileSync(join(dir, 'src/old-name.ts'), 'export const x = 1\n'.repeat(20))
  writeFileSync(join(dir, 'gone.txt'), 'bye\n')
  git('add', '.')
  git('commit', '-q', '-m', 'base')
  base = git('rev-parse', 'HEAD')
  git('checkout', '-q', '-b', 'feature')
  writeFileSync(join(dir, 'src/keep.ts'), 'one\n2\nthree\nfour\n')
  git('mv', 'src/old-name.ts', 'src/new name.ts')
  git('rm', '-q', 'gone.txt')
  writeFileSync(join(dir, 'src/::set-output.ts'), '@org/team <img src=x>\n')
  writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0]))
  git('add', '.')
  git('commit', '-q', '-m', 'head')
  head = git('rev-parse', 'HEAD')
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('Git.diff', () => {
  it('returns the three-dot diff of the checkout', async () => {
    const result = await new Git(dir).diff(base, head)
    if (!result.ok) throw new Error(result.detail)
    expect(result.text).toContain('diff --git a/src/keep.ts b/src/keep.ts')
    expect(result.text).toContain('rename from src/old-name.ts\nrename to src/new name.ts')
    expect(result.text).toContain('deleted file mode 100644')
    expect(result.text).toContain('Binary files /dev/null and b/logo.png differ')
    expect(result.text).toBe(git('diff', '--find-renames', `${base}...${head}`) + '\n')
    // Read from git's bytes: the parser trusts this for the same text only.
    expect(result.decoded.text).toBe(result.text)
    expect(result.decoded.ascii).toBe(/^[\x00-\x7f]*$/.test(result.text))
  })

  it('says when the checkout lacks a commit (shallow clone) instead of failing', async () => {
    const missing = 'f'.repeat(40)
    expect(await new Git(dir).hasCommit(missing)).toBe(false)
    expect(await new Git(dir).hasCommit(head)).toBe(true)
    const result = await new Git(dir).diff(missing, head)
    expect(result).toMatchObject({ ok: false, reason: 'missing-commit' })
  })

  it('refuses a diff over the size limit', async () => {
    expect(await new Git(dir).diff(base, head, 50)).toMatchObject({
      ok: false,
      reason: 'too-large',
    })
  })

  it('never passes a revision that git would read as an option', async () => {
    await expect(new Git(dir).diff('--output=/tmp/pwned', head)).rejects.toThrow(/not a commit SHA/)
  })

  it('writes nothing to stdout (a `::` file name must not reach the job log)', async () => {
    const writes: string[] = []
    const original = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string | Uint8Array) => {
      writes.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    try {
      await new Git(dir).diff(base, head)
    } finally {
      process.stdout.write = original
    }
    expect(writes.join('')).toBe('')
  })
})

describe('rebuildDiff against real git output', () => {
  it('rebuilds what GitHub’s files list describes, file by file', async () => {
    const result = await new Git(dir).diff(base, head)
    if (!result.ok) throw new Error(result.detail)
    const listed = splitDiff(result.text).files
    const rebuilt = rebuildDiff(listed)
    expect(rebuilt.notReviewed).toEqual([
      { path: 'logo.png', reason: expect.stringContaining('no patch') },
    ])
    // the hunks of every text file come back as git wrote them
    for (const file of listed.filter((f) => f.patch)) expect(rebuilt.text).toContain(file.patch)
    expect(rebuilt.text).toContain('diff --git a/src/old-name.ts b/src/new name.ts\n')
    expect(rebuilt.text).toContain('rename from src/old-name.ts\nrename to src/new name.ts\n')
    expect(rebuilt.text).toContain('deleted file mode 100644\n--- a/gone.txt\n+++ /dev/null\n')
    // and the rebuilt diff lists the same files with the same patches
    expect(splitDiff(rebuilt.text).files.map((f) => [f.filename, f.status, f.patch])).toEqual(
      listed.filter((f) => f.filename !== 'logo.png').map((f) => [f.filename, f.status, f.patch]),
    )
  })

  it('quotes paths with special characters the way git does', () => {
    const { text } = rebuildDiff([
      {
        filename: 'a"b\\c\té.ts',
        status: 'added',
        additions: 1,
        deletions: 0,
        changes: 1,
        patch: '@@ -0,0 +1 @@\n+x',
      },
    ])
    expect(text).toContain(
      'diff --git "a/a\\"b\\\\c\\t\\303\\251.ts" "b/a\\"b\\\\c\\t\\303\\251.ts"',
    )
    expect(splitDiff(text).files[0]?.filename).toBe('a"b\\c\té.ts')
  })
})

describe('Git on a hostile repository', () => {
  it("runs no program the repository's .git/config names (fsmonitor, hooks, external diff)", async () => {
    const hostile = mkdtempSync(join(tmpdir(), 'rg-git-hostile-'))
    execFileSync('git', ['clone', '-q', dir, hostile])
    const marker = join(hostile, '..', `${hostile.split('/').pop()}-ran`)
    execFileSync('git', ['config', 'core.fsmonitor', `touch '${marker}'; :`], { cwd: hostile })
    execFileSync('git', ['config', 'diff.external', `touch '${marker}'; :`], { cwd: hostile })
    execFileSync('git', ['config', 'credential.helper', `!touch '${marker}'`], { cwd: hostile })
    const g = new Git(hostile)
    expect((await g.lsFiles('src')).files.length).toBeGreaterThan(0)
    expect((await g.diff(base, head)).ok).toBe(true)
    expect(await g.readAtCommit(base, 'src/keep.ts')).toBe('one\ntwo\nthree\n')
    expect(existsSync(marker)).toBe(false)
    // The same repository without our settings does run it: the test can fail.
    execFileSync('git', ['ls-files'], { cwd: hostile })
    expect(existsSync(marker)).toBe(true)
  })
})

describe('Git.diff shows every text file as text, whatever the attributes say', () => {
  it('a -diff or binary attribute from the pull request cannot hide a text change; real binaries stay binary', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'rg-git-attrs-'))
    const run = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e.st',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e.st',
        },
      }).trim()
    run('init', '-q', '-b', 'main')
    writeFileSync(join(repo, 'cart.ts'), 'export const ok = true\n')
    writeFileSync(join(repo, 'lib.ts'), 'export const x = 1\n')
    run('add', '.')
    run('commit', '-q', '-m', 'base')
    const baseSha = run('rev-parse', 'HEAD')
    writeFileSync(join(repo, '.gitattributes'), 'cart.ts -diff\nlib.ts binary\n')
    writeFileSync(join(repo, 'cart.ts'), 'export const ok = code == given\n')
    writeFileSync(join(repo, 'lib.ts'), 'export const x = 2\n')
    writeFileSync(join(repo, 'image.bin'), Buffer.from([1, 0, 2, 0, 3]))
    run('add', '.')
    run('commit', '-q', '-m', 'head')
    const headSha = run('rev-parse', 'HEAD')
    // Without our flags git shows them as binary: the test can fail.
    expect(run('diff', `${baseSha}...${headSha}`)).toContain(
      'Binary files a/cart.ts and b/cart.ts differ',
    )
    const result = await new Git(repo).diff(baseSha, headSha)
    if (!result.ok) throw new Error(result.detail)
    expect(result.text).toContain('+export const ok = code == given')
    expect(result.text).toContain('+export const x = 2')
    expect(result.text).toContain('Binary files /dev/null and b/image.bin differ')
    expect(result.text).not.toContain('\0')
    const parsed = parseDiff(result.text, 'git diff')
    expect(parsed.files.map((f) => [f.path, f.binary])).toEqual([
      ['.gitattributes', false],
      ['cart.ts', false],
      ['image.bin', true],
      ['lib.ts', false],
    ])
  })
})
