import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  writeSync,
  type Stats,
} from 'node:fs'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { InputError } from '../errors.js'
import { describeOutcome } from '../gate/gate.js'
import { renderSummary } from '../publish/markdown.js'
import { renderSarif } from '../publish/sarif.js'
import type { RunReport } from '../publish/report.js'
import type { Redactor } from '../secrets/redactor.js'
import { SHARD_RECORD_FILE, type ShardRecord } from '../shard/record.js'

/** The release (package.json's version; a test keeps them equal): SARIF's tool version. */
export const TOOL_VERSION = '1.0.0'

export interface ArtifactPaths {
  dir: string
  payload: string | null
  reply: string | null
  review: string | null
  reviewMarkdown: string
  gate: string
  sarif: string | null
  shard: string | null
}

/** Every file writeArtifacts may write, in the output folder. */
export const ARTIFACT_NAMES = [
  'payload.md',
  'reply.txt',
  'review.json',
  'review.md',
  'gate.txt',
  'review.sarif',
  SHARD_RECORD_FILE,
] as const

/**
 * Why the output folder cannot be written without following a symbolic link, or null when it
 * can. The folder and every folder between `root` (the checkout) and it, and each artifact
 * already there, are looked at with lstat, never followed: a pull request can commit
 * `.review-gate/out/payload.md` as a link to any file the job may write (issue 21). A folder
 * outside `root` was chosen by the workflow; only the folder itself and its files are checked.
 */
export function artifactPathProblem(dir: string, root: string): string | null {
  const rel = relative(root, dir)
  const inside = rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
  const folders: string[] = []
  for (let current = dir; ; current = dirname(current)) {
    if (inside ? current === root || !within(root, current) : folders.length === 1) break
    folders.unshift(current)
    if (dirname(current) === current) break
  }
  for (const folder of folders) {
    const info = lstatOrNull(folder)
    if (info === null) return null // nothing below a missing folder exists yet
    if (info.isSymbolicLink()) return `${folder} is a symbolic link`
    if (!info.isDirectory()) return `${folder} is not a folder`
  }
  for (const name of ARTIFACT_NAMES) {
    const path = join(dir, name)
    const info = lstatOrNull(path)
    if (info === null) continue
    if (info.isSymbolicLink()) return `${path} is a symbolic link`
    if (!info.isFile()) return `${path} is not a regular file`
  }
  return null
}

/** artifactPathProblem as an input error naming the path (the run ends as an error). */
export function checkArtifactPaths(dir: string, root: string): void {
  const problem = artifactPathProblem(dir, root)
  if (problem !== null) {
    throw new InputError(
      `the output folder is refused: ${problem} (links are never followed)`,
      'output-dir',
    )
  }
}

function within(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

function lstatOrNull(path: string): Stats | null {
  return lstatSync(path, { throwIfNoEntry: false }) ?? null
}

/**
 * Writes the run's artifacts: payload.md, reply.txt, review.json, review.md, gate.txt and
 * review.sarif. Everything is rendered first and written last, so a rendering error leaves no
 * partial set behind. The redactor is not optional: the report is redacted before rendering
 * (a renderer's escaping could split a token so a later pass would miss it) and every file's
 * text again before writing, so no artifact can be written unredacted.
 */
export function writeArtifacts(
  dir: string,
  input: {
    payload: string | null
    replyText: string | null
    report: RunReport
    /** A shard's record (src/shard/record.ts); null or absent for a whole review. */
    shard?: ShardRecord | null
  },
  redactor: Redactor,
  /** The checkout: folders between it and `dir` are checked for links too. */
  root: string = dir,
): ArtifactPaths {
  const report = redactor.deep(input.report)
  const files: [string, string][] = []
  const add = (name: string, content: string | null): string | null => {
    if (content === null) return null
    files.push([name, redactor.text(content)])
    return join(dir, name)
  }
  const reviewMarkdown = renderSummary(report)
  const paths: ArtifactPaths = {
    dir,
    payload: add('payload.md', input.payload),
    reply: add('reply.txt', input.replyText),
    review: add(
      'review.json',
      report.review ? `${JSON.stringify(report.review, null, 2)}\n` : null,
    ),
    reviewMarkdown: add('review.md', reviewMarkdown)!,
    gate: add('gate.txt', `${describeOutcome(report.outcome)}\n`)!,
    sarif: add(
      'review.sarif',
      report.review
        ? `${JSON.stringify(renderSarif(report, { toolVersion: TOOL_VERSION }), null, 2)}\n`
        : null,
    ),
    shard: add(SHARD_RECORD_FILE, input.shard ? `${JSON.stringify(input.shard, null, 2)}\n` : null),
  }
  checkArtifactPaths(dir, root)
  mkdirSync(dir, { recursive: true })
  // Checked again now the folders exist, and each file opened with O_NOFOLLOW: a link planted
  // between the check and the write is refused by the kernel, not followed.
  checkArtifactPaths(dir, root)
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW
  for (const [name, content] of files) {
    const fd = openSync(join(dir, name), flags, 0o644)
    try {
      writeSync(fd, content)
    } finally {
      closeSync(fd)
    }
  }
  return paths
}
