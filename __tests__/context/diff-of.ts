import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * The unified diff git writes between two versions of the given files (null: the file does not
 * exist on that side), with `a/` and `b/` paths as in a pull request.
 */
export function diffOf(changes: Record<string, [string | null, string | null]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-diff-'))
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
    git('init', '-q')
    git('config', 'user.email', 't@example.com')
    git('config', 'user.name', 't')
    const write = (side: 0 | 1) => {
      for (const [path, texts] of Object.entries(changes)) {
        const text = texts[side]
        const full = join(dir, path)
        if (text === null) rmSync(full, { force: true })
        else {
          mkdirSync(dirname(full), { recursive: true })
          writeFileSync(full, text)
        }
      }
      git('add', '-A')
      git('commit', '-q', '--allow-empty', '-m', side === 0 ? 'base' : 'head')
    }
    write(0)
    write(1)
    return git('diff', 'HEAD~1', 'HEAD')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
