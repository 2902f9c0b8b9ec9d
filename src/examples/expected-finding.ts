import { z } from 'zod'
import { CONTRACT_CATEGORIES, type Finding, IMPLEMENTATION_CATEGORIES, SEVERITIES } from '../domain/finding.js'
import { zodIssueLines } from '../shared/zod-issues.js'

/**
 * One finding of the reply contract (`domain/reply-contract.ts`), as an example's expected verdict
 * must state it. Stricter than what the reply parser accepts from a model: an example is written by
 * a person, so an unknown key or a missing field is a mistake to report, not something to repair.
 */
export const ALL_CATEGORIES = [...IMPLEMENTATION_CATEGORIES, ...CONTRACT_CATEGORIES] as const

const MAX_TEXT = 2_000

const relativePath = z
  .string()
  .min(1)
  .max(500)
  .refine((path) => !/^[/\\]|^[A-Za-z]:/.test(path), 'must be a relative path')
  .refine((path) => !path.split(/[/\\]/).includes('..'), 'must not contain ".." segments')
  .refine((path) => !/[\u0000-\u001f\u007f]/.test(path), 'must not contain control characters')

const text = z.string().trim().min(1, 'must not be empty').max(MAX_TEXT)

export const expectedFindingSchema = z.strictObject({
  severity: z.enum(SEVERITIES as [Finding['severity'], ...Finding['severity'][]]),
  category: z.enum(ALL_CATEGORIES),
  file: relativePath,
  line: z.number().int().min(1).max(10_000_000),
  message: text,
  fix: text,
  referenced_example_id: z.string().min(1).max(64),
  confidence: z.number().min(0).max(100).optional(),
})

export type ExpectedFindingCheck = { ok: true; finding: Finding } | { ok: false; problems: string[] }

/** Checks a parsed JSON value against the finding contract; problems name the field. */
export function checkExpectedFinding(value: unknown): ExpectedFindingCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: ['expected one JSON object (a single finding)'] }
  }
  const result = expectedFindingSchema.safeParse(value)
  if (result.success) return { ok: true, finding: result.data }
  return {
    ok: false,
    problems: zodIssueLines(result.error, { limit: 5, root: '(finding)' }).map(oneLine),
  }
}

/** Messages may quote keys from the file: keep them to one short line. */
function oneLine(text: string): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]/g, ' ')
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat
}
