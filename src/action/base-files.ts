/**
 * Files read from a given commit, not from the working tree: for a pull request, the config, the
 * gate thresholds and the calibration examples come from the base commit, so the pull request
 * under review cannot lower its own gate or plant examples.
 */
import { exec } from '@actions/exec'

async function git(cwd: string, args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = ''
  const code = await exec('git', args, {
    cwd,
    silent: true,
    ignoreReturnCode: true,
    listeners: { stdout: (data: Buffer) => (stdout += data.toString('utf8')) },
  })
  return { code, stdout }
}

const REVISION = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/

/** Whether the checkout has `revision`; fetches it once (shallow) when it does not. */
export async function ensureCommit(cwd: string, revision: string): Promise<boolean> {
  if (!REVISION.test(revision)) return false
  if ((await git(cwd, ['cat-file', '-e', `${revision}^{commit}`])).code === 0) return true
  await git(cwd, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', revision])
  return (await git(cwd, ['cat-file', '-e', `${revision}^{commit}`])).code === 0
}

/** The text of `path` at `revision`, or null when the file does not exist there. */
export async function readAtCommit(
  cwd: string,
  revision: string,
  path: string,
): Promise<string | null> {
  const clean = path.replace(/^\.\//, '')
  if (clean.startsWith('-') || clean.includes('..')) return null
  const result = await git(cwd, ['show', `${revision}:${clean}`])
  return result.code === 0 ? result.stdout : null
}

/** The `*.md` files directly inside `dir` at `revision`, sorted by name. */
export async function listMarkdownAtCommit(
  cwd: string,
  revision: string,
  dir: string,
): Promise<string[]> {
  const result = await git(cwd, ['ls-tree', '--name-only', `${revision}:${dir}`])
  if (result.code !== 0) return []
  return result.stdout
    .split('\n')
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
}
