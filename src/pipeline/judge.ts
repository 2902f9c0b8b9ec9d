import type { Config } from '../config/schema.js'
import type { LineMap } from '../diff/types.js'
import type { Evidence } from '../domain/evidence.js'
import { testsRed } from '../gate/decide.js'
import { checkedFinding, countFindings, isTestsBlocker } from '../review/finding.js'
import { sameFinding } from '../review/guard.js'
import { parseReview } from '../review/parse.js'
import type { CheckedFinding, Finding } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'

export interface JudgeInput {
  reply: string | Buffer
  config: Config
  evidence: Evidence
  lineMap: LineMap
  /** Lines the change added per file: a missing-test finding sits on one, never on context. */
  changedLines?: LineMap
  autoFindings: Finding[]
}

/**
 * A reply → the normalized review: parse + guard (when touched tests were red), then the
 * missing-test findings the config asks for. The outcome is decide()'s, not this function's. Pure.
 * Throws
 * ReplyUnusableError when the reply cannot be read as a review, including ReplyIncompleteError
 * when it was not read completely (its message names each unreadable entry, field and value, so
 * the model stage's one repair request says what to fix; `error.review` is what was read).
 */
export function judgeReply(input: JudgeInput): ParsedReview {
  const { config, evidence } = input
  const parsed = parseReview(input.reply, {
    mode: config.mode,
    lineMap: input.lineMap,
    requireTestsBlocker: testsRed(evidence, {
      mode: config.mode,
      evidenceScope: config.evidence.scope,
    }),
    autoFindings: input.autoFindings,
  })
  // REVIEW.md's rules apply once, after the passes are merged (pipeline/precision-stage.ts).
  return addMissingTestFindings(parsed, evidence, config, input.lineMap, input.changedLines)
}

export const MISSING_TEST_MESSAGE =
  'No test covers this touched source file: no report names it and no conventional test file ran.'

/**
 * Whether a finding is ours, not a reviewer's opinion: the tests blocker, a finding the guard
 * prepended (an auto-generated one, severity kept), or one `evidence.missing` added. The precision
 * steps (agreement, confidence floors, the verifier) never drop or change these. A model that
 * copies such a finding's text only makes it harder to drop, never easier.
 */
export function ownFindingTest(autoFindings: readonly Finding[]): (f: Finding) => boolean {
  return (f) =>
    isTestsBlocker(f) ||
    (f.category === 'tests' && f.message === MISSING_TEST_MESSAGE) ||
    autoFindings.some((auto) => sameFinding(auto, f) && auto.severity === f.severity)
}

/**
 * `evidence.missing`: a touched source file with no relevant test at all becomes a tests finding
 * of the configured severity, unless the review already has a tests finding on that file.
 */
export function addMissingTestFindings(
  review: ParsedReview,
  evidence: Evidence,
  config: Config,
  lineMap: LineMap,
  changedLines?: LineMap,
): ParsedReview {
  const severity = config.evidence.missing
  if (severity === 'off' || config.mode === 'contract' || evidence.untested_files.length === 0)
    return review
  const covered = new Set(review.issues.filter((f) => f.category === 'tests').map((f) => f.file))
  const added: CheckedFinding[] = []
  for (const file of evidence.untested_files) {
    if (covered.has(file)) continue
    const lines = [...(lineMap.get(file) ?? [])].sort((a, b) => a - b)
    const written = [...(changedLines?.get(file) ?? [])].sort((a, b) => a - b)
    const line = written[0] ?? lines[0] ?? 1
    added.push(
      checkedFinding(
        {
          severity,
          category: 'tests',
          file,
          line,
          message: MISSING_TEST_MESSAGE,
          fix: 'Add or update a test that exercises this change, or configure evidence.test_patterns if its tests live elsewhere.',
        },
        lines.length > 0,
      ),
    )
  }
  if (added.length === 0) return review
  // review.counts may include findings past the list's cap: add to it rather than recount.
  const extra = countFindings(added)
  return {
    ...review,
    verdict: 'CHANGES_REQUESTED',
    counts: {
      blocker: review.counts.blocker + extra.blocker,
      major: review.counts.major + extra.major,
      minor: review.counts.minor + extra.minor,
    },
    issues: [...review.issues, ...added],
    warnings: [
      ...review.warnings,
      `added ${added.length} ${severity} tests finding${added.length === 1 ? '' : 's'} for touched source files with no test evidence (evidence.missing: ${severity})`,
    ],
  }
}
