/**
 * A shard's review.json as the merge job reads it back: an artifact, so untrusted. Every field
 * the merge uses is validated (the contract's finding fields with their bounds, plus what the
 * parser and the precision steps add); a problem names the folder, the file and the field. Pure.
 */
import { z } from 'zod'
import { findingSchema, MAX_STRENGTH_LENGTH } from '../domain/reply-contract.js'
import type { CheckedFinding, ReviewMode } from '../domain/finding.js'
import type { ResolvedClaim } from '../domain/prior.js'
import { FINDING_ID_PATTERN } from '../domain/fingerprint.js'
import { describeZodError } from '../shared/zod-issues.js'

export const SHARD_REVIEW_FILE = 'review.json'
/** Most findings one shard's review may list (the parser keeps 500 per reply, plus our own). */
export const MAX_SHARD_FINDINGS = 20_000
const MAX_NOTES = 2_000
const note = z.string().max(4_000)
const count = z.number().int().min(0).max(10_000_000)

const probeResultSchema = z
  .object({
    status: z.enum(['failed', 'passed', 'timed-out', 'not-started', 'refused']),
    exit_code: z.number().int().min(-1_000).max(1_000).optional(),
    output: z.string().max(20_000).optional(),
    reason: z.string().max(2_000).optional(),
  })
  .strict()

/** A finding as a shard writes it: the contract's fields and what the pipeline added. */
function shardFindingSchema(mode: ReviewMode) {
  return findingSchema(mode).extend({
    file: z.string().min(1).max(4_096),
    line: z.number().int().min(1).max(10_000_000),
    anchored: z.boolean(),
    sources: z.array(z.string().max(40)).max(20).optional(),
    verification: z.enum(['confirmed', 'demoted', 'unverified']).optional(),
    probe_result: probeResultSchema.optional(),
    validated_by: z.literal('machine').optional(),
    probe_note: z.string().max(2_000).optional(),
  })
}

function shardReviewSchema(mode: ReviewMode) {
  return z
    .object({
      mode: z.literal(mode),
      verdict: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
      counts: z.object({ blocker: count, major: count, minor: count }).strict(),
      issues: z.array(shardFindingSchema(mode)).max(MAX_SHARD_FINDINGS),
      strengths: z.array(z.string().max(MAX_STRENGTH_LENGTH)).max(MAX_NOTES),
      warnings: z.array(note).max(MAX_NOTES),
      unanchored: z.array(z.unknown()).max(MAX_SHARD_FINDINGS),
      dropped: z.array(z.object({ reason: note, excerpt: note }).strict()).max(MAX_NOTES),
      // Read by people only; the merge recomputes nothing from them.
      structure: z.record(z.string(), z.unknown()),
      guard_applied: z.boolean(),
      incomplete: z.array(note).max(MAX_NOTES).optional(),
      precision: z.record(z.string(), z.unknown()).optional(),
      resolved: z
        .array(z.object({ id: z.string().regex(FINDING_ID_PATTERN), reason: note }).strict())
        .max(MAX_NOTES)
        .optional(),
    })
    .strict()
}

/** What the merge takes from one shard's review. */
export interface ShardReview {
  issues: CheckedFinding[]
  /** Counted past the list's cap (the parser keeps 500 per reply): they stay counted. */
  overflow: { blocker: number; major: number; minor: number }
  resolved: ResolvedClaim[]
  incomplete: string[]
  warnings: string[]
  strengths: string[]
}

/**
 * Reads one shard's review.json. `{ problem }` names the folder, the file and the first fields
 * that are wrong; a shard written for another review mode is refused too.
 */
export function readShardReview(
  folder: string,
  text: string | null,
  mode: ReviewMode,
): ShardReview | { problem: string } {
  const where = `${folder}: ${SHARD_REVIEW_FILE}`
  if (text === null) return { problem: `${where}: missing (the shard wrote no review)` }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { problem: `${where}: not JSON` }
  }
  const parsed = shardReviewSchema(mode).safeParse(json)
  if (!parsed.success)
    return { problem: `${where}: ${describeZodError(parsed.error, { limit: 5 })}` }
  const review = parsed.data
  const listed = { blocker: 0, major: 0, minor: 0 }
  for (const f of review.issues) listed[f.severity]++
  return {
    issues: review.issues as CheckedFinding[],
    overflow: {
      blocker: Math.max(0, review.counts.blocker - listed.blocker),
      major: Math.max(0, review.counts.major - listed.major),
      minor: Math.max(0, review.counts.minor - listed.minor),
    },
    resolved: review.resolved ?? [],
    incomplete: review.incomplete ?? [],
    warnings: review.warnings,
    strengths: review.strengths,
  }
}
