import { fingerprint, findingId } from '../domain/fingerprint.js'
import type { CheckedFinding, Counts } from '../domain/finding.js'
import type { ClosedFinding, PriorFinding, PriorReview, PullComment } from '../domain/prior.js'
import type { ParsedReview } from '../domain/review.js'
import { countFindings, isTestsBlocker } from '../review/finding.js'
import { SEVERITIES } from '../domain/finding.js'
import {
  DEFAULT_DISMISS_RULE,
  printable,
  readDismissCommands,
  type DismissRule,
} from './dismiss.js'

/**
 * The previous review carried into this one (issue 14), applied once after the precision steps
 * and before the decision. Pure.
 *
 * - Every finding gets a stable `id`, its `fingerprint` and `status: open`. A finding that
 *   re-reports a prior one (its `prior_id`, else the same fingerprint) keeps the prior id and
 *   fingerprint, so posting finds it already there whatever the new wording.
 * - A prior open finding the reply lists in `resolved` is closed (`resolved`, with this head
 *   commit). One neither re-reported nor resolved stays open and counts, `carried_over`: a
 *   blocker found once must be fixed or dismissed, never forgotten.
 * - The tests blocker is decided by the current evidence alone: never carried over, never
 *   resolved by a claim, never dismissed. Findings derived from the evidence alone (`isEvidence`)
 *   are not carried either: this run's evidence says whether they still hold.
 * - A `/review-gate dismiss <id> <reason>` by someone the rule allows (`dismiss.permission`, never
 *   the pull request's author, an unedited comment) closes that finding (`dismissed`, who, why,
 *   when). It is re-read on every run: a prior finding the data says was dismissed is open again
 *   unless a command that still holds dismisses it now (a deleted or edited comment, a lost
 *   permission end it, with a warning).
 * - A re-report binds to its prior finding only when it keeps the file and category and does not
 *   raise the severity: a minor cannot be re-reported as a blocker to borrow the minor's
 *   dismissal. Such a report is a new finding, whatever `prior_id` it claims, with a warning.
 * Every claim or command that does nothing says why in the review's warnings.
 */

export interface CarryOverInput {
  review: ParsedReview
  prior: PriorReview | null
  comments: readonly PullComment[]
  /** The commit under review: what a resolved finding is "fixed in". */
  headSha: string
  /** Findings our own code derives from the evidence (missing tests): never carried over. */
  isEvidence?: (finding: CheckedFinding | PriorFinding) => boolean
  /** Who may dismiss (the base config's `dismiss.permission`). */
  rule?: DismissRule
}

/** Why `finding` cannot be the re-report of `prior`, or null when it can. */
function rebinding(finding: CheckedFinding, prior: PriorFinding): string | null {
  if (finding.file !== prior.file) return `it is in ${finding.file}, not ${prior.file}`
  if (finding.category !== prior.category)
    return `its category is ${finding.category}, not ${prior.category}`
  if (SEVERITIES.indexOf(finding.severity) < SEVERITIES.indexOf(prior.severity))
    return `its severity ${finding.severity} is above the ${prior.severity} it was`
  return null
}

export function carryOver(input: CarryOverInput): ParsedReview {
  const { prior, headSha } = input
  const isEvidence = input.isEvidence ?? (() => false)
  const warnings: string[] = []
  const priorById = new Map<string, PriorFinding>()
  const priorByFp = new Map<string, PriorFinding>()
  // A repeated id or fingerprint keeps its open entry: a closed duplicate must never hide an
  // open finding (fail closed on prior data that contradicts itself).
  const keep = (map: Map<string, PriorFinding>, key: string, p: PriorFinding) => {
    const held = map.get(key)
    if (!held || (held.status !== 'open' && p.status === 'open')) map.set(key, p)
  }
  for (const p of prior?.findings ?? []) {
    keep(priorById, p.id, p)
    keep(priorByFp, p.fingerprint, p)
  }
  // Ids already given, with their fingerprint: a new finding never takes one of them.
  const idOwner = new Map<string, string>()
  for (const p of priorById.values()) idOwner.set(p.id, p.fingerprint)
  const assigned = new Map<string, string>()
  const reported = new Set<string>()

  const open: CheckedFinding[] = []
  const closed: ClosedFinding[] = []
  input.review.issues.forEach((finding, at) => {
    const { prior_id: claimed, ...rest } = finding
    const fp = fingerprint(finding)
    let match: PriorFinding | undefined
    if (claimed !== undefined) {
      match = priorById.get(claimed)
      if (!match)
        warnings.push(
          `issues[${at}]: prior_id ${claimed} is not a finding of the previous review; treated as new`,
        )
      else if (isTestsBlocker(finding) !== isTestsBlocker(match)) match = undefined
    }
    match ??= priorByFp.get(fp)
    if (match && isTestsBlocker(match) !== isTestsBlocker(finding)) match = undefined
    const rebound = match ? rebinding(finding, match) : null
    if (match && rebound) {
      warnings.push(
        `issues[${at}]: reported as ${match.id}, but ${rebound}; a new finding (${match.id} keeps its own status)`,
      )
      // The prior finding keeps its own life below (carried when open): never borrowed.
      match = undefined
    }
    let id: string
    let print: string
    if (match) {
      id = match.id
      print = match.fingerprint
      reported.add(match.id)
    } else {
      print = fp
      id =
        assigned.get(fp) ??
        findingId(fp, (candidate) => {
          const owner = idOwner.get(candidate)
          return owner !== undefined && owner !== fp
        })
      idOwner.set(id, fp)
      assigned.set(fp, id)
    }
    // A prior dismissal is not trusted: the dismiss commands below decide again, this run.
    open.push({ ...rest, id, fingerprint: print, status: 'open' })
  })

  const resolvedIds = new Set<string>()
  for (const claim of input.review.resolved ?? []) {
    const target = priorById.get(claim.id)
    if (!target) {
      warnings.push(`resolved: ${claim.id} is not a finding of the previous review; ignored`)
      continue
    }
    if (target.status === 'resolved') continue
    if (reported.has(claim.id)) {
      warnings.push(`resolved: ${claim.id} is also reported again in this review; it stays open`)
      continue
    }
    if (isTestsBlocker(target) || isEvidence(target)) {
      warnings.push(
        `resolved: ${claim.id} is decided by this run's test evidence, not by the reviewer; ignored`,
      )
      continue
    }
    resolvedIds.add(claim.id)
    closed.push(
      closedFrom(target, target.id, target.fingerprint, 'resolved', {
        resolved_in: headSha,
        reason: claim.reason,
      }),
    )
  }

  for (const p of priorById.values()) {
    if (reported.has(p.id) || resolvedIds.has(p.id)) continue
    // Decided by this run's evidence alone, whatever the previous review's data says of them.
    if (isTestsBlocker(p) || isEvidence(p)) continue
    if (p.status === 'open' || p.status === 'dismissed') {
      // A dismissed one too: it stays closed only if a command that still holds says so now.
      open.push(carried(p))
    } else if (p.status === 'resolved') {
      closed.push(
        closedFrom(p, p.id, p.fingerprint, 'resolved', {
          ...(p.resolved_in ? { resolved_in: p.resolved_in } : {}),
          ...(p.reason ? { reason: p.reason } : {}),
        }),
      )
    }
  }
  const dismissed = applyDismissals(
    open,
    closed,
    input.comments,
    input.rule ?? DEFAULT_DISMISS_RULE,
    warnings,
  )
  const issues = open.filter((f) => !dismissed.has(f))
  for (const p of priorById.values()) {
    if (p.status !== 'dismissed' || !p.dismissal) continue
    if (!issues.some((f) => f.id === p.id)) continue
    warnings.push(
      `${p.id} was dismissed by ${printable(p.dismissal.by)}, but that dismissal no longer holds (its comment was deleted or edited, or its author may no longer dismiss): open again`,
    )
  }
  const carriedCount = issues.filter((f) => f.carried_over).length
  if (carriedCount > 0)
    warnings.push(
      `${carriedCount} finding${carriedCount === 1 ? '' : 's'} of an earlier push neither reported again nor resolved: still open and counted`,
    )
  return recounted(input.review, issues, closed, warnings)
}

function carried(p: PriorFinding): CheckedFinding {
  return {
    severity: p.severity,
    category: p.category,
    file: p.file,
    line: p.line,
    message: p.message,
    fix: '',
    // Its comment was posted by the run that found it; the line may have moved since.
    anchored: false,
    id: p.id,
    fingerprint: p.fingerprint,
    status: 'open',
    carried_over: true,
  }
}

function closedFrom(
  f: CheckedFinding | PriorFinding,
  id: string,
  print: string,
  status: ClosedFinding['status'],
  extra: Pick<ClosedFinding, 'resolved_in' | 'reason' | 'dismissal'>,
): ClosedFinding {
  return {
    severity: f.severity,
    category: f.category,
    file: f.file,
    line: f.line,
    message: f.message,
    fix: 'fix' in f ? f.fix : '',
    id,
    fingerprint: print,
    status,
    ...extra,
  }
}

/** Applies the authorized dismiss commands; returns the open findings they closed. */
function applyDismissals(
  open: CheckedFinding[],
  closed: ClosedFinding[],
  comments: readonly PullComment[],
  rule: DismissRule,
  warnings: string[],
): Set<CheckedFinding> {
  const { commands, problems } = readDismissCommands(comments, rule)
  warnings.push(...problems)
  const dismissed = new Set<CheckedFinding>()
  for (const command of commands) {
    const who = printable(command.by)
    if (!command.authorized) {
      warnings.push(`dismiss ${command.id} by ${who} ignored: ${command.refusal ?? 'not allowed'}`)
      continue
    }
    const targets = open.filter((f) => f.id === command.id && !dismissed.has(f))
    if (targets.length === 0) {
      if (!closed.some((f) => f.id === command.id))
        warnings.push(`dismiss ${command.id} by ${who} ignored: no open finding has that id`)
      continue
    }
    if (targets.some(isTestsBlocker)) {
      warnings.push(
        `dismiss ${command.id} by ${who} ignored: the tests blocker cannot be dismissed (red tests are fixed, not waived)`,
      )
      continue
    }
    const dismissal = { by: command.by, reason: command.reason, at: command.at }
    for (const target of targets) {
      dismissed.add(target)
      closed.push(closedFrom(target, command.id, target.fingerprint!, 'dismissed', { dismissal }))
    }
  }
  return dismissed
}

/** The review with its open findings and closed ones; counts keep what a pass listed past its cap. */
function recounted(
  review: ParsedReview,
  issues: CheckedFinding[],
  closed: ClosedFinding[],
  warnings: string[],
): ParsedReview {
  const before = countFindings(review.issues)
  const listed = countFindings(issues)
  const counts: Counts = { blocker: 0, major: 0, minor: 0 }
  for (const s of ['blocker', 'major', 'minor'] as const)
    counts[s] = listed[s] + Math.max(0, review.counts[s] - before[s])
  const total = counts.blocker + counts.major + counts.minor
  const out: ParsedReview = {
    ...review,
    verdict: total === 0 ? 'APPROVED' : 'CHANGES_REQUESTED',
    counts,
    issues,
    warnings: [...review.warnings, ...warnings],
  }
  delete out.resolved
  if (closed.length > 0) out.closed = closed
  else delete out.closed
  return out
}
