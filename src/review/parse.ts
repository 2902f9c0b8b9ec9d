import type { LineMap } from '../diff/types.js'
import { extractReply, ReplyUnusableError } from './extract.js'
import { canonicalFinding, countFindings, formatCounts } from './finding.js'
import { applyTestsGuard, sameFinding } from './guard.js'
import { checkLocations } from './location.js'
import { normalizeReply } from './normalize.js'
import { Notes } from './notes.js'
import { issueStats, structuralReport } from './structural.js'
import { TouchedFiles } from './touched-path.js'
import type { CheckedFinding, Counts, Finding, ReviewMode, Verdict } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'

export { ReplyUnusableError } from './extract.js'

/**
 * The reply was read, but not completely (an unreadable entry, a dropped blocker or major,
 * counts claiming unlisted findings, a refusal): not proof of anything, so it cannot pass.
 * A ReplyUnusableError, so the model stage asks once for a repair with this message (which
 * names each entry, field and value) and ends in an error if the repair is no better.
 * `review` is what could be read, with `incomplete` set, for reports.
 */
export class ReplyIncompleteError extends ReplyUnusableError {
  constructor(readonly review: ParsedReview) {
    const causes = review.incomplete ?? []
    const listed = causes.slice(0, 10).join('; ')
    super(
      'incomplete',
      `the reply was not read completely (${causes.length} problem${causes.length === 1 ? '' : 's'}): ${listed}${causes.length > 10 ? '; …' : ''}`,
      '',
    )
  }
}

/** Most findings listed in `issues`; the counts still include the rest (see capIssues). */
export const MAX_ISSUES = 500

export interface ParseOptions {
  mode: ReviewMode
  /** The diff's commentable new-side lines; null or absent skips the location check. */
  lineMap?: LineMap | null
  /** Touched tests were red: apply the require-tests-blocker guard. */
  requireTestsBlocker?: boolean
  /** The findings the payload told the model to carry first (used only by the guard). */
  autoFindings?: Finding[]
}

/**
 * A model's reply → review.json: extract → normalize → location check → guard → recount →
 * structural report. Pure and deterministic: the same reply and options give the same bytes
 * under `JSON.stringify(review, null, 2)`. Throws ReplyUnusableError, and nothing else, when the
 * reply cannot be read as a review, or was not read completely (ReplyIncompleteError): a
 * returned review always has every blocker and major finding of the reply in `issues`.
 */
export function parseReview(reply: string | Buffer, options: ParseOptions): ParsedReview {
  const review = readReview(reply, options)
  if (review.incomplete) throw new ReplyIncompleteError(review)
  return review
}

/**
 * parseReview without the throw for an incomplete reply: the review carries `incomplete` (the
 * causes) instead. For reports of what was read; such a review can never pass the gate.
 */
export function readReview(reply: string | Buffer, options: ParseOptions): ParsedReview {
  const { mode } = options
  const extracted = extractReply(reply)
  const notes = new Notes()
  for (const w of extracted.warnings) notes.warn(w)
  for (const why of extracted.incomplete) notes.incomplete(why)

  const lineMap = options.lineMap ?? null
  const touched = lineMap ? new TouchedFiles(lineMap.keys()) : undefined
  const stats = issueStats(mode)
  const normalized = normalizeReply(extracted.value, mode, notes, touched, (entry) =>
    stats.add(entry),
  )
  // Described as received: before the location check and the guard change anything.
  const structure = structuralReport(
    extracted.value,
    mode,
    normalized.findings,
    normalized.strengths,
    stats,
    notes.entries,
  )
  const guard = options.requireTestsBlocker === true && mode !== 'contract'
  if (options.requireTestsBlocker && !guard) {
    notes.warn(
      'require-tests-blocker does not apply in contract mode (there are no tests yet); ignored',
    )
  }
  const autoFindings = guard ? (options.autoFindings ?? []) : []
  // A model copying an auto-generated finding on an untouched test file did as it was told.
  const isAutoFinding = (f: Finding) => autoFindings.some((auto) => sameFinding(auto, f))
  const located = checkLocations(normalized.findings, lineMap, notes, isAutoFinding)

  let issues = located.issues
  let guardApplied = false
  if (guard) {
    const guarded = applyTestsGuard(issues, autoFindings, lineMap, notes)
    issues = guarded.issues
    guardApplied = guarded.applied
  }

  const counts = countFindings(issues)
  const verdict: Verdict = issues.length === 0 ? 'APPROVED' : 'CHANGES_REQUESTED'
  reportRecount(normalized.declaredCounts, counts, notes)
  reportVerdict(normalized.declaredVerdict, verdict, issues.length, notes)
  const listed = capIssues(issues, notes)

  const incomplete = notes.incompleteCauses
  const review: ParsedReview = {
    mode,
    verdict,
    counts: { blocker: counts.blocker, major: counts.major, minor: counts.minor },
    issues: listed,
    strengths: normalized.strengths,
    warnings: notes.warnings,
    unanchored: located.unanchored.map(canonicalFinding),
    dropped: notes.dropped.map((d) => ({ reason: d.reason, excerpt: d.excerpt })),
    structure: {
      completeness_score: structure.completeness_score,
      missing_fields: structure.missing_fields,
      counts_consistent: structure.counts_consistent,
      missing_categories: structure.missing_categories,
      notes: structure.notes,
    },
    guard_applied: guardApplied,
  }
  if (incomplete.length > 0) review.incomplete = incomplete
  if (normalized.resolved !== null) review.resolved = normalized.resolved
  return review
}

function reportRecount(declared: Counts | null, counts: Counts, notes: Notes): void {
  if (!declared) {
    notes.warn(
      `the reply gave no complete counts; counted from the issues: ${formatCounts(counts)}`,
    )
    return
  }
  if (
    declared.blocker !== counts.blocker ||
    declared.major !== counts.major ||
    declared.minor !== counts.minor
  ) {
    notes.warn(
      `counts recomputed: the reply said ${formatCounts(declared)}; the issues give ${formatCounts(counts)}`,
    )
  }
}

function reportVerdict(
  declared: Verdict | null,
  verdict: Verdict,
  issueCount: number,
  notes: Notes,
): void {
  if (declared === verdict) return
  const why =
    issueCount === 0
      ? 'no findings remain'
      : issueCount === 1
        ? '1 finding remains'
        : `${issueCount} findings remain`
  notes.warn(
    declared
      ? `verdict recomputed: the reply said ${declared}; ${verdict} because ${why}`
      : `the reply gave no usable verdict; ${verdict} because ${why}`,
  )
}

/**
 * Keeps at most MAX_ISSUES findings so 50,000 cannot blow up rendering. Blockers are kept before
 * majors before minors (in their original order), so the cut can never hide what fails a gate;
 * the counts are computed before the cut and still include every finding.
 */
export function capIssues(issues: CheckedFinding[], notes: Notes): CheckedFinding[] {
  if (issues.length <= MAX_ISSUES) return issues
  const keep = new Set<number>()
  for (const severity of ['blocker', 'major', 'minor'] as const) {
    for (let i = 0; i < issues.length && keep.size < MAX_ISSUES; i++) {
      if (issues[i]!.severity === severity) keep.add(i)
    }
  }
  notes.warn(
    `${issues.length - MAX_ISSUES} of ${issues.length} findings not listed (the list keeps ${MAX_ISSUES}, most severe first); the counts include them`,
  )
  return issues.filter((_, i) => keep.has(i))
}
