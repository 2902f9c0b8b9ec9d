import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { describeZodError, zodIssueLines } from '../../src/shared/zod-issues.js'

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected the value to be rejected')
  return result.error
}

const schema = z.object({
  name: z.string(),
  failures: z.array(z.object({ line: z.number().int().positive() })),
})

describe('zod issue formatting', () => {
  it('names each problem by its dotted path, array indexes included', () => {
    const error = errorOf(schema, { name: 3, failures: [{ line: 1 }, { line: -2 }] })
    const lines = zodIssueLines(error)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^name: /)
    expect(lines[1]).toMatch(/^failures\.1\.line: /)
  })

  it('labels a problem with the value itself as the top level, or as the caller names it', () => {
    const error = errorOf(schema, 'not an object')
    expect(zodIssueLines(error)[0]).toMatch(/^\(top level\): /)
    expect(zodIssueLines(error, { root: '(finding)' })[0]).toMatch(/^\(finding\): /)
  })

  it('continues the paths from where the value sits in its file', () => {
    const entry = z.object({ severity: z.enum(['blocker', 'major']) })
    expect(zodIssueLines(errorOf(entry, { severity: 'high' }), { at: '[2]' })[0]).toMatch(
      /^\[2\]\.severity: /,
    )
    expect(zodIssueLines(errorOf(entry, 'x'), { at: '[2]' })[0]).toMatch(/^\[2\]: /)
  })

  it('keeps only the first problems when asked, so a hostile file cannot flood the message', () => {
    const many = z.array(z.string())
    const error = errorOf(many, [1, 2, 3, 4, 5, 6])
    expect(zodIssueLines(error, { limit: 2 })).toEqual([
      expect.stringMatching(/^0: /),
      expect.stringMatching(/^1: /),
    ])
    expect(describeZodError(error, { limit: 2 }).split('; ')).toHaveLength(2)
  })

  it('joins the problems into one message with "; "', () => {
    const error = errorOf(schema, { name: 3, failures: 'none' })
    expect(describeZodError(error)).toBe(zodIssueLines(error).join('; '))
    expect(describeZodError(error)).toContain('; failures: ')
  })
})
