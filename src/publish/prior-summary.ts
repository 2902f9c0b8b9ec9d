import { embedData, embedFindings } from '../carry-over/prior-data.js'
import type { ClosedFinding } from '../domain/prior.js'
import type { ParsedReview } from '../domain/review.js'
import { cappedMap, locationLink, shortSha } from './format.js'
import type { RunReport } from './report.js'
import { inlineText } from './sanitize.js'

/**
 * The review across pushes in what people read (issue 14): findings closed since they were
 * first reported (fixed, with the commit; dismissed, with who, why and when), and the hidden data
 * block the next push reads back from our own summary comment.
 */

/** The data for the next push; with no review of its own a run hands the previous one on. */
export function stickyData(report: RunReport): string | null {
  // The review this one was made against goes along: a re-run on this commit is made against it.
  const basis = report.prior
    ? { head_sha: report.prior.head_sha, findings: report.prior.findings }
    : null
  const problem = report.stateProblem ?? null
  // Only a run's own review records a verdict: one that hands the previous data on does not.
  const verdict =
    report.review && report.judged && !report.reused
      ? { outcome: report.outcome.status, ...report.judged }
      : null
  if (report.review)
    return embedData(report.review, report.repository.headSha, basis, problem, verdict)
  if (report.prior)
    return embedFindings(
      report.prior.findings,
      report.prior.head_sha ?? '',
      report.prior.basis ?? null,
    )
  if (problem) return embedFindings([], report.repository.headSha, null, problem)
  return null
}

export function closedSection(report: RunReport, review: ParsedReview, cap: number): string[] {
  const closed = review.closed ?? []
  if (closed.length === 0) return []
  const resolved = closed.filter((f) => f.status === 'resolved')
  const dismissed = closed.filter((f) => f.status === 'dismissed')
  const lines: string[] = []
  if (resolved.length > 0) {
    lines.push(
      `### Fixed since an earlier push (${resolved.length}) — not counted by the gate`,
      '',
      ...cappedMap(resolved, cap, (f) => closedItem(report, f), 'fixed findings'),
      '',
    )
  }
  if (dismissed.length > 0) {
    lines.push(
      `### Dismissed by maintainers (${dismissed.length}) — not counted by the gate`,
      '',
      ...cappedMap(dismissed, cap, (f) => closedItem(report, f), 'dismissed findings'),
      '',
    )
  }
  return lines
}

function closedItem(report: RunReport, f: ClosedFinding): string {
  const where = locationLink(report.repository, f.file, f.line)
  const head = `- \`${f.id}\` **${where}** · ${f.severity} · ${inlineText(f.category, { max: 40 })}`
  const message = `  ${inlineText(f.message, { max: 300 })}`
  let status: string
  if (f.status === 'resolved') {
    const commit = f.resolved_in ? `fixed in ${shortSha(f.resolved_in)}` : 'fixed'
    status = `  ${commit}${f.reason ? `: ${inlineText(f.reason, { max: 300 })}` : ''}`
  } else {
    const d = f.dismissal
    status = d
      ? `  dismissed by ${inlineText(d.by, { max: 60 })}${d.at ? ` on ${inlineText(d.at, { max: 40 })}` : ''}: ${inlineText(d.reason, { max: 300 })}`
      : '  dismissed'
  }
  return [head, message, status].join('<br>\n')
}
