import type { ZodError } from 'zod'

export interface IssueFormat {
  /** At most this many problems (a hostile file could otherwise produce thousands). */
  limit?: number
  /** What a problem with the value itself is called; `(top level)` unless the caller knows better. */
  root?: string
  /** Where the value sits in its file (`[2]` for the third entry): paths continue from it. */
  at?: string
}

/** One `key.path: what was expected` clause per problem, array indexes as path segments. */
export function zodIssueLines(error: ZodError, format: IssueFormat = {}): string[] {
  const { at, limit } = format
  const root = at ?? format.root ?? '(top level)'
  return error.issues.slice(0, limit).map((issue) => {
    const inner = issue.path.map(String).join('.')
    const path = inner === '' ? root : at === undefined ? inner : `${at}.${inner}`
    return `${path}: ${issue.message}`
  })
}

/** The problems as one message for an `InputError`, clauses separated by `; `. */
export function describeZodError(error: ZodError, format: IssueFormat = {}): string {
  return zodIssueLines(error, format).join('; ')
}
