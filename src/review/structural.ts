import { severityOf } from './severity.js'
import {
  categoriesFor,
  type CheckedFinding,
  type Counts,
  type ReviewMode,
} from '../domain/finding.js'
import type { StructuralReport } from '../domain/review.js'
import { isRecord } from '../shared/is-record.js'

/**
 * The structural report (reviewer-protocol, adapted to our contract): how well the model kept
 * the contract, for people to read. It never changes the findings, the counts or the gate. It
 * describes the reply as received: the raw entries and the findings as normalize read them,
 * before the location check and the guard, with a note per entry that was mapped or unreadable.
 *
 * completeness_score starts at 1 and loses:
 * - 0.1 per missing top-level field (verdict, counts, issues, strengths);
 * - 0.1 when the model's own counts disagree with its own issues (or are missing);
 * - up to 0.2 in proportion to the issue entries that lack a required field or are not objects;
 * - 0.2 when the reply lists findings but none uses a category of this mode;
 * - 0.05 per kind of severity-plausibility note, at most 0.2.
 * It is clamped to 0..1 and rounded to two decimals.
 */

const TOP_LEVEL = ['verdict', 'counts', 'issues', 'strengths'] as const
const FINDING_REQUIRED = ['severity', 'category', 'file', 'line', 'message', 'fix'] as const
// Below these, the review-contract rubric would not have emitted the finding at all.
const CONFIDENCE_BAR: Record<string, number> = { major: 70, minor: 80 }
const FILE_LINE = /[\w./-]+:\d+/

/**
 * What the structural report needs from the raw issue entries, gathered in one pass (normalize
 * feeds it each entry as it reads them, so 10,000 entries are walked once).
 */
export class IssueStats {
  entries = 0
  notObjects = 0
  incomplete = 0
  withModeCategory = 0
  readonly missingByField = new Map<string, number>()
  /** The model's own issues by severity (synonyms read), for its counts to be checked against. */
  readonly ownTally: Counts = { blocker: 0, major: 0, minor: 0 }

  constructor(private readonly allowed: ReadonlySet<string>) {}

  add(entry: unknown): void {
    this.entries++
    if (!isRecord(entry)) {
      this.notObjects++
      this.incomplete++
      return
    }
    let lacking = false
    for (const k of FINDING_REQUIRED) {
      if (present(entry, k)) continue
      this.missingByField.set(k, (this.missingByField.get(k) ?? 0) + 1)
      lacking = true
    }
    if (lacking) this.incomplete++
    const severity = severityOf(entry.severity)
    if (severity) this.ownTally[severity]++
    if (typeof entry.category === 'string' && this.allowed.has(entry.category))
      this.withModeCategory++
  }
}

export function issueStats(mode: ReviewMode, entries?: unknown): IssueStats {
  const stats = new IssueStats(new Set<string>(categoriesFor(mode)))
  if (Array.isArray(entries)) for (const entry of entries) stats.add(entry)
  return stats
}

export function structuralReport(
  raw: Record<string, unknown>,
  mode: ReviewMode,
  issues: readonly CheckedFinding[],
  strengths: readonly string[],
  stats: IssueStats = issueStats(mode, raw.issues),
  /** How entries were read when not as written (`issues[2].severity "must-fix" mapped to blocker`). */
  entryNotes: readonly string[] = [],
): StructuralReport {
  const notes: string[] = [...entryNotes]
  let score = 1

  const missing: string[] = TOP_LEVEL.filter((k) => !present(raw, k))
  score -= 0.1 * missing.length
  const counts = isRecord(raw.counts) ? raw.counts : null
  if (counts) {
    for (const k of ['blocker', 'major', 'minor'])
      if (!present(counts, k)) missing.push(`counts.${k}`)
  }

  const { entries, notObjects, incomplete, ownTally } = stats
  for (const [field, n] of stats.missingByField) {
    missing.push(`issues[].${field} (missing in ${n} of ${entries})`)
  }
  if (notObjects > 0) notes.push(`${notObjects} of ${entries} issue entries are not objects`)
  if (entries > 0) score -= 0.2 * (incomplete / entries)

  const declared = readCounts(counts)
  const countsConsistent =
    declared !== null &&
    declared.blocker === ownTally.blocker &&
    declared.major === ownTally.major &&
    declared.minor === ownTally.minor
  if (!countsConsistent) {
    score -= 0.1
    notes.push(
      declared
        ? `the reply's counts (blocker ${declared.blocker}, major ${declared.major}, minor ${declared.minor}) disagree with its own issues (blocker ${ownTally.blocker}, major ${ownTally.major}, minor ${ownTally.minor})`
        : 'the reply gives no complete counts',
    )
  }

  const verdict = typeof raw.verdict === 'string' ? raw.verdict.trim().toUpperCase() : null
  if (verdict === 'APPROVED' && entries > 0) {
    notes.push(`the reply said APPROVED while listing ${entries} issue${entries === 1 ? '' : 's'}`)
  }
  if (verdict === 'CHANGES_REQUESTED' && entries === 0) {
    notes.push('the reply said CHANGES_REQUESTED without listing any issue')
  }

  if (entries > 0 && stats.withModeCategory === 0) {
    score -= 0.2
    notes.push(
      `none of the reply's findings uses a ${mode} category (${categoriesFor(mode).join(', ')})`,
    )
  }
  const used = new Set(issues.map((f) => f.category))
  const missingCategories = categoriesFor(mode).filter((c) => !used.has(c))

  const plausibility = plausibilityNotes(mode, issues, strengths)
  score -= Math.min(0.2, 0.05 * plausibility.length)
  notes.push(...plausibility)

  return {
    completeness_score: Math.round(Math.min(1, Math.max(0, score)) * 100) / 100,
    missing_fields: missing,
    counts_consistent: countsConsistent,
    missing_categories: missingCategories,
    notes,
  }
}

/** Severity choices that are unusual for their category; each kind of note appears once. */
function plausibilityNotes(
  mode: ReviewMode,
  issues: readonly CheckedFinding[],
  strengths: readonly string[],
): string[] {
  const notes: string[] = []
  const where = (pred: (f: CheckedFinding) => boolean): string[] =>
    issues.filter(pred).map((f) => `${f.file}:${f.line}`)
  const add = (found: string[], text: string): void => {
    if (found.length === 0) return
    const listed =
      found.slice(0, 5).join(', ') + (found.length > 5 ? ` and ${found.length - 5} more` : '')
    notes.push(`${text} (${listed})`)
  }
  if (mode === 'implementation') {
    add(
      where((f) => f.category === 'security' && f.severity === 'minor'),
      'security findings graded minor are unusual',
    )
    add(
      where((f) => f.category === 'code_rules' && f.severity === 'blocker'),
      'code-rules findings graded blocker are unusual',
    )
    add(
      where((f) => f.category === 'tests' && f.severity === 'minor'),
      'tests findings graded minor: failing tests are blockers',
    )
  } else {
    add(
      where(
        (f) =>
          f.category === 'out_of_scope' &&
          f.severity !== 'blocker' &&
          /missing|empty|absent|silent|no out/i.test(f.message),
      ),
      'a missing or empty out-of-scope section is always a blocker',
    )
  }
  add(
    where((f) => f.confidence !== undefined && f.confidence < (CONFIDENCE_BAR[f.severity] ?? 0)),
    'findings below the confidence bar (major under 70, minor under 80)',
  )
  const ungrounded = strengths.filter((s) => !FILE_LINE.test(s)).length
  if (ungrounded > 0) {
    notes.push(
      `${ungrounded} ${ungrounded === 1 ? 'strength cites' : 'strengths cite'} no file:line`,
    )
  }
  return notes
}

function present(record: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(record, key) && record[key] !== null && record[key] !== undefined
}

function readCounts(counts: Record<string, unknown> | null): Counts | null {
  if (!counts) return null
  const n = (k: string): number | null => {
    const v = Object.hasOwn(counts, k) ? counts[k] : undefined
    return typeof v === 'number' && Number.isInteger(v) ? v : null
  }
  const blocker = n('blocker')
  const major = n('major')
  const minor = n('minor')
  return blocker === null || major === null || minor === null ? null : { blocker, major, minor }
}
