import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { stringify } from 'yaml'
import { InputError } from '../errors.js'
import { expandGlobs } from '../evidence/files.js'
import { Git } from '../git/git.js'
import { LocalGitSources } from './local-sources.js'
import type { CliIo } from './io.js'
import type { Config } from '../config/schema.js'
import { ignoredPathMatcher } from '../diff/ignore.js'
import { MAX_FILE_BYTES, MAX_TREE_FILES } from '../pipeline/head-tree.js'

export const CASE_HELP = [
  'case --repo <dir> --base <ref> [--head <ref>] [--reports <glob>]... [--config <path>] --out <case-dir>',
  '',
  'Writes a case directory from a local branch, for the golden suite or a bug report: diff.patch',
  '(git diff base...head), case.yml (the head commit and the config as of the base commit),',
  'REVIEW.md (as of the base commit, when there is one) and reports/ (copies of the report files',
  "the globs match in the checkout). Add the model's reply as",
  'reply.json to replay it with `review --input <case-dir>`.',
  '',
].join('\n')

/** `case`: a local branch written out as a case directory, read as `review --repo` reads it. */
export async function caseCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      repo: { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      reports: { type: 'string', multiple: true },
      config: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  })
  if (!values.repo) throw new InputError('case needs --repo <dir>', '--repo')
  if (!values.base) throw new InputError('case needs --base <ref>', '--base')
  if (!values.out) throw new InputError('case needs --out <case-dir>', '--out')
  const out = resolve(io.cwd, values.out)
  if (existsSync(out) && readdirSync(out).length > 0)
    throw new InputError('the folder exists and is not empty; give a new one', '--out')
  const git = new Git(resolve(io.cwd, values.repo))
  const base = await git.resolveCommit(values.base)
  if (!base) throw new InputError(`"${values.base}" names no commit in ${git.cwd}`, '--base')
  const head = await git.resolveCommit(values.head ?? 'HEAD')
  if (!head) throw new InputError(`"${values.head ?? 'HEAD'}" names no commit`, '--head')
  const globs = values.reports ?? []
  const sources = new LocalGitSources(
    git,
    base,
    head,
    values.config ?? '.github/review-gate.yml',
    globs,
  )
  const diff = await sources.diff()
  if (!diff.ok) throw new InputError(diff.error, '--base')
  const { config, where } = await sources.baseConfig()

  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'diff.patch'), diff.text)
  writeFileSync(
    join(out, 'case.yml'),
    stringify({
      description: `${git.cwd}: ${values.base}...${values.head ?? 'HEAD'} (config from ${where})`,
      head_sha: head,
      // The case carries its reports in reports/; the checkout's report globs and test command
      // would point at nothing there.
      config: { ...config, evidence: { ...config.evidence, reports: [], command: undefined } },
    }),
  )
  // REVIEW.md as the base commit has it: the case reviews exactly as the branch does.
  const guide = await sources.reviewGuide()
  if (guide) writeFileSync(join(out, 'REVIEW.md'), guide.text)
  let copied = 0
  for (const match of await expandGlobs(git.cwd, globs, '--reports')) {
    for (const file of match.files) {
      const target = join(out, 'reports', file)
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(join(git.cwd, file), target)
      copied++
    }
  }
  const treeFiles = await writeHeadTree(git, head, join(out, 'tree'), config)
  io.stderr(
    `wrote ${out}: diff.patch (${diff.text.length} bytes), case.yml, ${guide ? 'REVIEW.md, ' : ''}${copied} report(s) in reports/, ${treeFiles} file(s) in tree/\n`,
  )
  return 0
}

/**
 * The head commit's files into `tree/`, as the review context reads a checkout: ignored,
 * binary, generated and oversized files left out, at most MAX_TREE_FILES.
 */
async function writeHeadTree(git: Git, head: string, dir: string, config: Config): Promise<number> {
  const ignored = ignoredPathMatcher(config.paths.ignore, config.paths.use_default_ignores)
  let written = 0
  for (const { path, bytes } of await git.listFilesAtCommit(head)) {
    if (written >= MAX_TREE_FILES) break
    if (bytes > MAX_FILE_BYTES || ignored(path)) continue
    const text = await git.readAtCommit(head, path)
    if (text === null || text.includes('\0')) continue
    const target = join(dir, path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    written++
  }
  return written
}
