/**
 * Every git call review-gate makes, behind one class (actions/checkout's GitCommandManager): the
 * three-dot diff, files as of a commit, whether a path is tracked. Through @actions/exec,
 * silently: nothing git prints reaches the job log, where a line starting with `::` would be read
 * as a workflow command. Revisions and paths reach git as arguments, checked first so none can be
 * read as an option or a revision range.
 */
import { DecodedDiff } from '../shared/decoded-diff.js'
import { exec } from '@actions/exec'
import { InputError } from '../errors.js'
import { COMMIT_SHA, SAFE_REF } from '../shared/patterns.js'

export type GitDiffResult =
  | { ok: true; text: string; decoded: DecodedDiff }
  | {
      ok: false
      reason: 'missing-commit' | 'no-merge-base' | 'too-large' | 'git-failed'
      detail: string
    }

interface GitRun {
  exitCode: number
  stdout: Buffer
  stdoutBytes: number
  stderr: string
}

/**
 * Settings every git call carries, ahead of the repository's own: the checkout (and a
 * `review --repo` repository) is untrusted, and its `.git/config` could name programs for git to
 * run: an fsmonitor (run by `ls-files` and `diff`), hooks (run by `fetch` on ref updates), an
 * external diff, credential helpers. Filters and textconv drivers are kept off by the
 * commands' own flags (`--no-textconv --no-ext-diff`; none of our commands writes the work tree).
 */
export const SAFE_GIT_CONFIG: readonly string[] = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'core.untrackedCache=false',
  'core.attributesFile=/dev/null',
  'diff.external=',
  'credential.helper=',
  'protocol.ext.allow=never',
]

/** Git's environment: no system config (GIT_CONFIG_NOSYSTEM), never a prompt. */
function safeGitEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  // The environment git inherits anyway (exec's default), with our three settings added: this
  // class is git's edge, as src/process is a command's. Nothing here is read as a setting.
  // eslint-disable-next-line no-restricted-properties
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined) env[name] = value
  }
  env.GIT_CONFIG_NOSYSTEM = '1'
  env.GIT_TERMINAL_PROMPT = '0'
  env.GIT_OPTIONAL_LOCKS = '0'
  return env
}

const STDERR_KEPT = 4_000
const DEFAULT_MAX_DIFF_BYTES = 50 * 1024 * 1024

function checkRevision(name: string, value: string): void {
  if (!COMMIT_SHA.test(value) && !SAFE_REF.test(value)) {
    throw new Error(
      `${name} is not a commit SHA or branch name: ${JSON.stringify(value.slice(0, 80))}`,
    )
  }
}

export class Git {
  constructor(
    /** The repository checkout. */
    readonly cwd: string,
    /** The git executable; default `git` on PATH. */
    readonly executable = 'git',
  ) {}

  /** Runs git; stdout beyond `maxBytes` is counted but not kept. Never throws on an exit code. */
  async run(args: string[], maxBytes = DEFAULT_MAX_DIFF_BYTES): Promise<GitRun> {
    const chunks: Buffer[] = []
    let stdoutBytes = 0
    let stderr = ''
    const safe = SAFE_GIT_CONFIG.flatMap((setting) => ['-c', setting])
    const exitCode = await exec(this.executable, [...safe, '--no-pager', ...args], {
      cwd: this.cwd,
      env: safeGitEnv(),
      silent: true,
      ignoreReturnCode: true,
      listeners: {
        stdout: (data: Buffer) => {
          stdoutBytes += data.length
          if (stdoutBytes <= maxBytes) chunks.push(data)
        },
        stderr: (data: Buffer) => {
          if (stderr.length < STDERR_KEPT) stderr += data.toString('utf8')
        },
      },
    })
    return {
      exitCode,
      stdout: Buffer.concat(chunks),
      stdoutBytes,
      stderr: stderr.slice(0, STDERR_KEPT),
    }
  }

  /** True when the checkout has this commit object. */
  async hasCommit(revision: string): Promise<boolean> {
    checkRevision('revision', revision)
    return (await this.run(['cat-file', '-e', `${revision}^{commit}`], 0)).exitCode === 0
  }

  /** The commit SHA a branch, tag or SHA names in this repository, or null when it names none. */
  async resolveCommit(ref: string): Promise<string | null> {
    // `main~1` and `HEAD^2` name commits too; what precedes the suffix must be a safe name.
    const name = ref.replace(/(?:[~^]\d*)+$/, '')
    if (!COMMIT_SHA.test(name) && !SAFE_REF.test(name)) {
      throw new InputError(
        `not a commit SHA or branch name: ${JSON.stringify(ref.slice(0, 80))}`,
        'revision',
      )
    }
    const result = await this.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
    const sha = result.stdout.toString('utf8').trim()
    return result.exitCode === 0 && COMMIT_SHA.test(sha) ? sha : null
  }

  /** Whether the checkout has `sha`; fetches it once (shallow) when it does not. */
  async ensureCommit(sha: string): Promise<boolean> {
    if (!COMMIT_SHA.test(sha)) return false
    if (await this.hasCommit(sha)) return true
    await this.run(['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', sha], 0)
    return this.hasCommit(sha)
  }

  /** The text of `path` at `sha`, or null when the file does not exist there. */
  async readAtCommit(sha: string, path: string): Promise<string | null> {
    checkRevision('revision', sha)
    const clean = path.replace(/^\.\//, '')
    if (clean.startsWith('-') || clean.includes('..')) return null
    const result = await this.run(['show', `${sha}:${clean}`])
    return result.exitCode === 0 ? result.stdout.toString('utf8') : null
  }

  /**
   * The regular files of the tree at `sha` with their sizes (symbolic links and submodules left
   * out: a link's target is not a file of the change).
   */
  async listFilesAtCommit(sha: string): Promise<{ path: string; bytes: number }[]> {
    checkRevision('revision', sha)
    const result = await this.run(['ls-tree', '-r', '-z', '--long', sha], 64 * 1024 * 1024)
    if (result.exitCode !== 0) return []
    const out: { path: string; bytes: number }[] = []
    for (const record of result.stdout.toString('utf8').split('\0')) {
      const match = /^(100644|100755) blob [0-9a-f]+\s+(\d+)\t(.+)$/.exec(record)
      if (match) out.push({ path: match[3]!, bytes: Number(match[2]) })
    }
    return out
  }

  /** The `*.md` files (README.md excepted) directly inside `dir` at `sha`, sorted by name. */
  async listMarkdownAtCommit(sha: string, dir: string): Promise<string[]> {
    checkRevision('revision', sha)
    const result = await this.run(['ls-tree', '--name-only', `${sha}:${dir}`])
    if (result.exitCode !== 0) return []
    return result.stdout
      .toString('utf8')
      .split('\n')
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .sort()
  }

  /**
   * The three-dot diff (changes on head since it branched from base), in git's own format with
   * a/ and b/ prefixes, renames detected, no external diff or textconv drivers. Text is forced
   * (`--text`): the checkout's `.gitattributes` comes from the pull request, and a `-diff` or
   * `binary` line there would otherwise show new code as "Binary files differ". Which files are
   * binary is judged by their content instead, as git itself does without attributes
   * (sectionsWithNul).
   */
  async diff(
    base: string,
    head: string,
    maxBytes = DEFAULT_MAX_DIFF_BYTES,
  ): Promise<GitDiffResult> {
    checkRevision('base', base)
    checkRevision('head', head)
    for (const [name, rev] of [
      ['base', base],
      ['head', head],
    ] as const) {
      if (!(await this.hasCommit(rev))) {
        return {
          ok: false,
          reason: 'missing-commit',
          detail: `the checkout does not have the ${name} commit ${rev}`,
        }
      }
    }
    const result = await this.run(
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
        '--text',
        '--find-renames',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        `${base}...${head}`,
        '--',
      ],
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
    const decoded = DecodedDiff.fromBytes(binaryByContent(result.stdout))
    return { ok: true, text: decoded.text, decoded }
  }

  /**
   * Tracked files at or below `path` (relative to the checkout), at most the first one; exit code
   * and stderr are the caller's to judge.
   */
  async lsFiles(path: string): Promise<{ exitCode: number; files: string[]; stderr: string }> {
    const result = await this.run(['ls-files', '-z', '--', path])
    const files = result.stdout
      .toString('utf8')
      .split('\0')
      .filter((f) => f.length > 0)
    return { exitCode: result.exitCode, files, stderr: result.stderr }
  }
}

const NUL = 0
const SECTION_START = Buffer.from('\ndiff --git ')

/**
 * The `--text` diff with each file whose content holds a NUL byte (git's own test for binary,
 * without attributes) written back as git writes a binary file: its header, then
 * `Binary files <old> and <new> differ` with the names of its `---`/`+++` lines. Everything else
 * is kept byte for byte.
 */
export function binaryByContent(diff: Buffer): Buffer {
  if (diff.indexOf(NUL) === -1) return diff
  const parts: Buffer[] = []
  let start = 0
  while (start < diff.length) {
    const next = diff.indexOf(SECTION_START, start)
    const end = next === -1 ? diff.length : next + 1
    const section = diff.subarray(start, end)
    parts.push(section.indexOf(NUL) === -1 ? section : asBinarySection(section))
    start = end
  }
  return Buffer.concat(parts)
}

function asBinarySection(section: Buffer): Buffer {
  const text = section.toString('latin1')
  const lines = text.split('\n')
  const minus = lines.findIndex((l) => l.startsWith('--- '))
  const plus = minus === -1 ? -1 : minus + 1
  if (minus === -1 || !lines[plus]?.startsWith('+++ ')) return section
  const header = lines.slice(0, minus).join('\n')
  const binary = `Binary files ${lines[minus]!.slice(4)} and ${lines[plus]!.slice(4)} differ`
  return Buffer.from(`${header}\n${binary}\n`, 'latin1')
}
