import { z } from 'zod'
import { InputError } from '../errors.js'
import { FAILURE_TEXT_MAX } from './failure-text.js'
import { bound, MAX_NAME_CHARS } from './limits.js'
import { isAbsolutePath, normalizeSlashes } from './paths.js'
import { TOUCHED_TESTS_MAX } from './file-coverage.js'
import {
  COVERAGE_FILES_MAX,
  COVERAGE_REASONS,
  COVERAGE_TESTS_MAX,
  type CoverageReason,
  type Evidence,
} from '../domain/evidence.js'
import { describeZodError } from '../shared/zod-issues.js'

/**
 * The evidence JSON file format: what `review-gate evidence` prints, what the cache stores and
 * what a case directory's evidence.json holds. Hand-written files may leave out what they do not
 * know (counts, flaky, untested files, source, notices, unknown reasons); every string is bounded
 * and every path must be repository-relative.
 */

const count = z.number().int().min(0)
const message = z
  .string()
  .max(1_000_000)
  .transform((text) => bound(text, FAILURE_TEXT_MAX))
const repoPath = z
  .string()
  .min(1)
  .max(1_000)
  .transform((raw, ctx) => {
    const path = normalizeSlashes(raw)
    if (path === null || isAbsolutePath(path) || path.startsWith('../')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bound(raw, 80)}" is not a repository-relative path`,
      })
      return z.NEVER
    }
    return path
  })

const totalsSchema = z
  .object({
    tests: count,
    passed: count,
    failed: count,
    errored: count,
    skipped: count,
    flaky: count,
  })
  .strict()

const countsSchema = z
  .object({
    passed: count.default(0),
    failed: count.default(0),
    errored: count.default(0),
    skipped: count.default(0),
    flaky: count.default(0),
  })
  .strict()

const failureSchema = z
  .object({
    test: z
      .string()
      .min(1)
      .max(100_000)
      .transform((t) => bound(t, MAX_NAME_CHARS)),
    file: repoPath.nullable().default(null),
    line: z.number().int().positive().nullable().default(null),
    status: z.enum(['failed', 'errored']).default('failed'),
    message: message.default(''),
  })
  .strict()

const flakySchema = z
  .object({
    test: z
      .string()
      .min(1)
      .max(100_000)
      .transform((t) => bound(t, MAX_NAME_CHARS)),
    file: repoPath.nullable().default(null),
    reason: z.enum(['rerun-passed', 'mixed-reports']),
  })
  .strict()

const sourceSchema = z
  .object({
    kind: z.enum(['reports', 'command', 'file', 'none']),
    cache: z.enum(['HIT', 'MISS']).nullable().default(null),
    age_seconds: count.nullable().default(null),
    covers: z.string().max(200).nullable().default(null),
    detail: message.nullable().default(null),
  })
  .strict()

const summarySchema = z
  .object({
    path: repoPath,
    format: z.enum(['junit', 'ctrf', 'trx', 'tap', 'go-test-json']).nullable(),
    totals: totalsSchema.optional(),
    error: message.optional(),
  })
  .strict()

const statusSchema = z.enum(['passed', 'failed', 'errored', 'skipped', 'flaky'])

const fileCoverageSchema = z
  .object({
    file: repoPath,
    counts: countsSchema.default({ passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 }),
    tests: z
      .array(
        z
          .object({
            test: z
              .string()
              .min(1)
              .max(100_000)
              .transform((t) => bound(t, MAX_NAME_CHARS)),
            file: repoPath.nullable().default(null),
            status: statusSchema,
          })
          .strict(),
      )
      .max(COVERAGE_TESTS_MAX)
      .default([]),
    why: z.array(z.enum(COVERAGE_REASONS as [CoverageReason, ...CoverageReason[]])).max(20),
    imported_by: repoPath.optional(),
  })
  .strict()
  // One order whatever the file says: the payload renders reasons as listed.
  .transform((entry) => {
    const why = COVERAGE_REASONS.filter((r) => entry.why.includes(r))
    const { imported_by, ...rest } = entry
    return imported_by === undefined ? { ...rest, why } : { ...rest, why, imported_by }
  })

export const evidenceSchema = z
  .object({
    tests_pass: z.union([z.literal(true), z.literal(false), z.literal('unknown')]),
    counts: countsSchema.default({ passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 }),
    failures: z.array(failureSchema).max(10_000).default([]),
    flaky: z.array(flakySchema).max(10_000).default([]),
    untested_files: z.array(repoPath).max(100_000).default([]),
    source: sourceSchema.default({
      kind: 'file',
      cache: null,
      age_seconds: null,
      covers: null,
      detail: null,
    }),
    notices: z.array(message).max(1_000).default([]),
    reports: z.array(summarySchema).max(100_000).optional(),
    all: totalsSchema.optional(),
    unknown_reasons: z.array(message).max(1_000).optional(),
    other_failures: z.array(failureSchema).max(10_000).optional(),
    other_failing: count.optional(),
    scope: z.enum(['suite', 'touched']).optional(),
    coverage: z.array(fileCoverageSchema).max(COVERAGE_FILES_MAX).optional(),
    coverage_more: count.optional(),
    touched_tests: z.array(fileCoverageSchema).max(TOUCHED_TESTS_MAX).optional(),
  })
  .strict()

/** Parses and validates evidence JSON; `where` names the file in every error. */
export function parseEvidenceJson(text: string, where: string): Evidence {
  let value: unknown
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (err) {
    throw new InputError(`invalid JSON: ${(err as Error).message}`, where)
  }
  return validateEvidence(value, where)
}

export function validateEvidence(value: unknown, where: string): Evidence {
  const result = evidenceSchema.safeParse(value)
  if (!result.success) throw new InputError(describeZodError(result.error, { limit: 10 }), where)
  const evidence = result.data as Evidence
  const failing = evidence.counts.failed + evidence.counts.errored
  if (evidence.tests_pass === true && (evidence.failures.length > 0 || failing > 0)) {
    throw new InputError(
      `tests_pass is true but ${Math.max(evidence.failures.length, failing)} test(s) failed; ` +
        'evidence with failures cannot pass',
      where,
    )
  }
  const others = Math.max(evidence.other_failing ?? 0, evidence.other_failures?.length ?? 0)
  if (evidence.tests_pass === true && others > 0 && evidence.scope !== 'touched') {
    throw new InputError(
      `tests_pass is true but ${others} other test(s) in the run failed; ` +
        'a red suite cannot pass (scope: touched says only the touched-file tests count)',
      where,
    )
  }
  for (const key of [
    'other_failures',
    'other_failing',
    'scope',
    'coverage',
    'coverage_more',
    'touched_tests',
  ] as const)
    if (evidence[key] === undefined) delete evidence[key]
  if (evidence.reports === undefined) delete evidence.reports
  if (evidence.all === undefined) delete evidence.all
  if (evidence.unknown_reasons === undefined) delete evidence.unknown_reasons
  return evidence
}
