/**
 * `git diff base...head` from the checkout, when it has the history (fetch-depth: 0, or enough
 * of it). Through @actions/exec, silently: nothing git prints reaches the job log, where a line
 * starting with `::` would be read as a workflow command.
 */
import { exec } from '@actions/exec'

export interface GitDiffOptions {
  /** The repository checkout. */
  cwd: string
  base: string
  head: string
  /** A diff larger than this many bytes is not returned (the caller falls back). Default 50 MiB. */
  maxBytes?: number
  /** The git executable; default `git` on PATH. */
  git?: string
}

export type GitDiffResult =
  | { ok: true; text: string }
  | {
      ok: false
      reason: 'missing-commit' | 'no-merge-base' | 'too-large' | 'git-failed'
      detail: string
    }

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
const SAFE_REF = /^(?!-)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._/-]{1,255}$/

// Revisions reach git as arguments; one starting with `-` would be read as an option.
function checkRevision(name: string, value: string): void {
  if (!SHA.test(value) && !SAFE_REF.test(value)) {
    throw new Error(
      `${name} is not a commit SHA or branch name: ${JSON.stringify(value.slice(0, 80))}`,
    )
  }
}

interface RunResult {
  exitCode: number
  stdout: Buffer
  stdoutBytes: number
  stderr: string
}

async function run(git: string, args: string[], cwd: string, maxBytes: number): Promise<RunResult> {
  const chunks: Buffer[] = []
  let stdoutBytes = 0
  let stderr = ''
  const exitCode = await exec(git, args, {
    cwd,
    silent: true,
    ignoreReturnCode: true,
    listeners: {
      stdout: (data: Buffer) => {
        stdoutBytes += data.length
        // Keep counting past the limit, but stop holding the bytes.
        if (stdoutBytes <= maxBytes) chunks.push(data)
      },
      stderr: (data: Buffer) => {
        if (stderr.length < 4_000) stderr += data.toString('utf8')
      },
    },
  })
  return { exitCode, stdout: Buffer.concat(chunks), stdoutBytes, stderr: stderr.slice(0, 4_000) }
}

/** True when the checkout has this commit object. */
export async function hasCommit(cwd: string, revision: string, git = 'git'): Promise<boolean> {
  checkRevision('revision', revision)
  const result = await run(git, ['cat-file', '-e', `${revision}^{commit}`], cwd, 0)
  return result.exitCode === 0
}

/**
 * The three-dot diff (changes on head since it branched from base), in git's own format with
 * a/ and b/ prefixes, renames detected, no external diff or textconv drivers.
 */
export async function gitDiff(options: GitDiffOptions): Promise<GitDiffResult> {
  const git = options.git ?? 'git'
  const maxBytes = options.maxBytes ?? 50 * 1024 * 1024
  checkRevision('base', options.base)
  checkRevision('head', options.head)
  for (const [name, rev] of [
    ['base', options.base],
    ['head', options.head],
  ] as const) {
    if (!(await hasCommit(options.cwd, rev, git))) {
      return {
        ok: false,
        reason: 'missing-commit',
        detail: `the checkout does not have the ${name} commit ${rev}`,
      }
    }
  }
  const result = await run(
    git,
    [
      '-c',
      'core.quotePath=true',
      '-c',
      'diff.noprefix=false',
      '-c',
      'diff.mnemonicPrefix=false',
      'diff',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--find-renames',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      `${options.base}...${options.head}`,
      '--',
    ],
    options.cwd,
    maxBytes,
  )
  if (result.exitCode !== 0) {
    const noBase = /no merge base/i.test(result.stderr)
    return {
      ok: false,
      reason: noBase ? 'no-merge-base' : 'git-failed',
      detail: noBase
        ? 'the checkout is too shallow to find where head branched from base'
        : `git diff exited with ${result.exitCode}: ${result.stderr.trim().split('\n')[0] ?? ''}`,
    }
  }
  if (result.stdoutBytes > maxBytes) {
    return {
      ok: false,
      reason: 'too-large',
      detail: `the diff is ${result.stdoutBytes} bytes, over ${maxBytes}`,
    }
  }
  return { ok: true, text: result.stdout.toString('utf8') }
}
