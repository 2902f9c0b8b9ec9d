import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { z } from 'zod'
import { readPriorReviewJson } from '../carry-over/prior-data.js'
import {
  PERMISSIONS,
  type Permission,
  type PriorReview,
  type PullComment,
} from '../domain/prior.js'
import { InputError } from '../errors.js'

/**
 * The files that stand in for a pull request's history offline: a previous run's review.json
 * (a case's `prior/review.json`, the CLI's `--prior <file>`) and a case's `comments.json`.
 */

/** A review.json is a few hundred kilobytes at most; anything larger is not one. */
export const MAX_PRIOR_BYTES = 2 * 1024 * 1024
const MAX_COMMENTS_BYTES = 1024 * 1024

function readBounded(path: string, max: number): string | null {
  if (!existsSync(path) || !statSync(path).isFile()) return null
  if (statSync(path).size > max) return ''
  const buffer = Buffer.alloc(max)
  const fd = openSync(path, 'r')
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, max, 0)).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

/** The prior review in `path`, or null with a note when it is absent, oversized or malformed. */
export function readPriorFile(
  path: string,
  label: string,
  notes: string[],
  required = false,
): PriorReview | null {
  const text = readBounded(path, MAX_PRIOR_BYTES)
  if (text === null) {
    if (required) throw new InputError(`${label}: no such file`, label)
    return null
  }
  if (text === '') {
    notes.push(`${label} was ignored (over ${MAX_PRIOR_BYTES} bytes); this review starts afresh.`)
    return null
  }
  const read = readPriorReviewJson(text, label)
  notes.push(...read.notices)
  return read.prior
}

const commentsSchema = z.array(
  z
    .object({
      author: z.string().min(1).max(100),
      permission: z.enum(PERMISSIONS as [Permission, ...Permission[]]),
      body: z.string().max(65_536),
      created_at: z.string().max(40).nullable().optional(),
      by_pull_author: z.boolean().optional(),
      edited: z.boolean().optional(),
    })
    .strict(),
)

/**
 * A case's comments.json: `[{"author", "permission", "body", "created_at"?, "by_pull_author"?,
 * "edited"?}]`; [] when absent.
 */
export function readCommentsFile(path: string, label: string): PullComment[] {
  const text = readBounded(path, MAX_COMMENTS_BYTES)
  if (text === null) return []
  if (text === '') throw new InputError(`${label} is over ${MAX_COMMENTS_BYTES} bytes`, label)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new InputError(`${label} is not JSON: ${(error as Error).message}`, label)
  }
  const parsed = commentsSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue ? issue.path.map(String).join('.') : ''
    throw new InputError(
      `${label}${where ? ` at ${where}` : ''}: ${issue?.message ?? 'malformed'} (expected [{"author", "permission": "admin|maintain|write|triage|read|none", "body"}])`,
      label,
    )
  }
  return parsed.data.map((c) => ({
    author: c.author,
    permission: c.permission,
    body: c.body,
    created_at: c.created_at ?? null,
    ...(c.by_pull_author ? { by_pull_author: true } : {}),
    ...(c.edited ? { edited: true } : {}),
  }))
}
