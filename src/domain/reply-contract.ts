import { z } from 'zod'
import {
  categoriesFor,
  type Category,
  type ReviewMode,
  SEVERITIES,
  type Severity,
} from './finding.js'
import { FINDING_ID_PATTERN } from './fingerprint.js'

/**
 * The reply contract as zod schemas, one per mode (docs/architecture.md, "Stage contracts"; for
 * users, README.md, "How a reply is read"). These are the strict shape: the parser accepts far
 * looser replies and normalizes them into this shape, recording every correction; the auto-findings
 * file and the structured-output schema sent to providers are held to it exactly.
 */

export const MAX_MESSAGE_LENGTH = 4_000
export const MAX_FIX_LENGTH = 2_000
export const MAX_STRENGTH_LENGTH = 500
export const MAX_EXAMPLE_ID_LENGTH = 100
export const EXAMPLE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

const severitySchema = z.enum(SEVERITIES as [Severity, ...Severity[]])

function categorySchema(mode: ReviewMode) {
  return z.enum(categoriesFor(mode) as [Category, ...Category[]])
}

const exampleIdSchema = z
  .string()
  .max(MAX_EXAMPLE_ID_LENGTH)
  .regex(EXAMPLE_ID_PATTERN)
  .describe('The example_id of the calibration example this finding matches, if any.')

const confidenceSchema = z
  .number()
  .int()
  .min(0)
  .max(100)
  .describe('0-100: how likely a maintainer who investigates agrees this is a real problem.')

export const MAX_SUGGESTION_LENGTH = 2_000
const suggestionSchema = z
  .string()
  .max(MAX_SUGGESTION_LENGTH)
  .describe("The replacement text for the finding's line, exactly as the file should read.")

/** One finding as the contract states it. Optional fields may be absent. */
export function findingSchema(mode: ReviewMode) {
  return z
    .object({
      severity: severitySchema,
      category: categorySchema(mode),
      file: z.string().min(1).describe('Repository-relative path of a file in the diff.'),
      line: z.number().int().min(1).describe('A new-side line number of that file in the diff.'),
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
      fix: z.string().max(MAX_FIX_LENGTH),
      referenced_example_id: exampleIdSchema.optional(),
      confidence: confidenceSchema.optional(),
      suggestion: suggestionSchema.optional(),
      prior_id: priorIdSchema.optional(),
      blast_radius: blastRadiusSchema.optional(),
      pre_existing: preExistingSchema.optional(),
    })
    .strict()
}

export const MAX_BLAST_RADIUS_LENGTH = 200
const blastRadiusSchema = z
  .string()
  .max(MAX_BLAST_RADIUS_LENGTH)
  .describe(
    '"N direct callers, M transitive importers", from the payload\'s consumers and blast radius.',
  )
const preExistingSchema = z
  .literal(true)
  .describe('True for a problem on a line the change did not touch (counts only as a blocker).')

/** A prior finding the reviewer says is fixed, with why (re-review, issue 14). */
const resolvedSchema = z
  .object({ id: z.string().regex(FINDING_ID_PATTERN), reason: z.string().max(500) })
  .strict()

const priorIdSchema = z
  .string()
  .regex(FINDING_ID_PATTERN)
  .describe('The id of the previous review finding this re-reports, if any.')

const countsSchema = z
  .object({
    blocker: z.number().int().min(0),
    major: z.number().int().min(0),
    minor: z.number().int().min(0),
  })
  .strict()

/** The whole reply as the contract states it. */
export function replySchema(mode: ReviewMode) {
  return z
    .object({
      verdict: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
      counts: countsSchema,
      issues: z.array(findingSchema(mode)),
      strengths: z.array(z.string().max(MAX_STRENGTH_LENGTH)),
      resolved: z.array(resolvedSchema).optional(),
    })
    .strict()
}

/**
 * The same reply in the form structured-output endpoints accept in strict mode: every property
 * is listed in `required`, optional ones are nullable instead of absent, no extra properties.
 * String lengths and patterns are left out (strict modes reject some of those keywords); the
 * parser bounds and checks them anyway.
 */
function wireReplySchema(mode: ReviewMode) {
  const count = z.number().int().min(0)
  const wireFinding = z
    .object({
      severity: severitySchema,
      category: categorySchema(mode),
      file: z.string().describe('Repository-relative path of a file in the diff.'),
      line: z.number().int().min(1).describe('A new-side line number of that file in the diff.'),
      message: z.string().describe('The concrete problem.'),
      fix: z.string().describe('A concrete one-line fix.'),
      referenced_example_id: z
        .string()
        .nullable()
        .describe('The example_id of the matching calibration example, or null.'),
      confidence: z
        .number()
        .int()
        .min(0)
        .max(100)
        .nullable()
        .describe('0-100: how likely a maintainer who investigates agrees, or null.'),
      suggestion: z
        .string()
        .nullable()
        .describe("The replacement text for the finding's line, or null."),
      prior_id: z
        .string()
        .nullable()
        .describe('The id of the previous review finding this re-reports, or null.'),
      blast_radius: z
        .string()
        .nullable()
        .describe('"N direct callers, M transitive importers", or null.'),
      pre_existing: z
        .boolean()
        .nullable()
        .describe('True for a problem on a line the change did not touch, or null.'),
    })
    .strict()
  return z
    .object({
      verdict: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
      counts: z.object({ blocker: count, major: count, minor: count }).strict(),
      issues: z.array(wireFinding),
      strengths: z.array(z.string()),
      resolved: z
        .array(z.object({ id: z.string(), reason: z.string() }).strict())
        .describe('Previous review findings now fixed, by id, with why; empty when none.'),
    })
    .strict()
}

/**
 * A strict JSON Schema of the reply for `mode`, for providers that constrain output
 * (`response_format: { type: 'json_schema', strict: true }`). A fresh object on every call.
 */
export function replyJsonSchema(mode: ReviewMode): Record<string, unknown> {
  const schema = z.toJSONSchema(wireReplySchema(mode)) as Record<string, unknown>
  delete schema.$schema
  return withoutImplicitMaximum(schema) as Record<string, unknown>
}

/** zod writes `maximum: MAX_SAFE_INTEGER` for every integer; it says nothing, so it goes. */
function withoutImplicitMaximum(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutImplicitMaximum)
  if (typeof node !== 'object' || node === null) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue
    out[key] = withoutImplicitMaximum(value)
  }
  return out
}
