/**
 * The job summary (and review.md, and the sticky comment): rendered from the run report only.
 * It stays under a byte budget by capping the secondary lists first and the findings last, and
 * it says what it left out.
 */
import { placeNote } from './place-note.js'
import type { GateResult } from '../domain/outcome.js'
import { type CheckedFinding, SEVERITIES } from '../domain/finding.js'
import type { ParsedReview } from '../domain/review.js'
import { planAnnotations, compareFindings } from './annotations.js'
import {
  SEVERITY_LABEL,
  SUMMARY_BYTE_LIMIT,
  cappedList,
  cappedMap,
  commitUrl,
  findingItem,
  formatInt,
  plural,
  shortSha,
  utf8Length,
} from './format.js'
import { evidenceSection } from './evidence-section.js'
import { precisionNotes, precisionSection } from './precision-section.js'
import { closedSection } from './prior-summary.js'
import { shardSection } from './shard-section.js'
import { inlineText } from './sanitize.js'
import type { LeftOutFile, RunReport, RunUsage } from './report.js'

export interface SummaryOptions {
  /** Largest output in UTF-8 bytes; defaults to just under GitHub's 1 MiB step-summary limit. */
  maxBytes?: number
  /** Heading level of the title (2 for the job summary and the sticky comment). */
  headingLevel?: 2 | 3
}

/** How much of each list a rendering may show. */
interface Caps {
  /** Items per secondary list (warnings, left-out files, test failures, untested files). */
  secondary: number
  /** Findings shown, most severe first. */
  findings: number
}

function title(report: RunReport, level: number): string {
  const h = '#'.repeat(level)
  switch (report.outcome.status) {
    case 'passed':
      return `${h} ✅ review-gate: passed`
    case 'failed':
      return `${h} ❌ review-gate: failed`
    case 'error':
      return `${h} ⚠️ review-gate: error — the review did not run`
  }
}

function limitText(limit: number | 'unlimited'): string {
  return limit === 'unlimited' ? 'unlimited' : String(limit)
}

function gateSection(gate: GateResult, passed: boolean): string[] {
  const lines: string[] = []
  if (passed) {
    lines.push('The gate passed.')
  } else {
    lines.push('The gate failed:', '')
    for (const line of gate.lines) lines.push(`- ${inlineText(line, { max: 200 })}`)
  }
  const notes = gate.notes ?? []
  if (notes.length > 0) {
    lines.push('', 'Let through by the configuration, visibly:', '')
    for (const note of notes) lines.push(`- ${inlineText(note, { max: 300 })}`)
  }
  // Without a review there are no findings to set against the thresholds.
  if (gate.conditions.length === 0) return lines
  lines.push(
    '',
    '| | blocker | major | minor |',
    '| --- | --- | --- | --- |',
    `| against the thresholds | ${SEVERITIES.map((s) => gate.conditions.find((c) => c.severity === s)?.count ?? 0).join(' | ')} |`,
    `| allowed | ${SEVERITIES.map((s) => limitText(gate.conditions.find((c) => c.severity === s)?.limit ?? 'unlimited')).join(' | ')} |`,
  )
  return lines
}

function outcomeSection(report: RunReport): string[] {
  const outcome = report.outcome
  if (outcome.status === 'error') {
    return [
      `The review did not run, so nothing was checked: **this is not a clean result**. Reason: ${inlineText(outcome.reason, { max: 1_000 })}`,
      '',
      outcome.neutral
        ? '`on-model-error: neutral` is set, so this step does not fail the job.'
        : 'The job fails (fail closed); set `on-model-error: neutral` to let it pass visibly instead.',
    ]
  }
  return gateSection(outcome.gate, outcome.status === 'passed')
}

function reviewFacts(review: ParsedReview): string[] {
  const facts = [
    `Verdict (recomputed from the findings): **${review.verdict}** · mode: ${review.mode}`,
  ]
  if (review.guard_applied) {
    facts.push('Touched tests failed, so the tests blocker was added and changes are requested.')
  }
  return facts
}

/** The costly parts, rendered once per summary however many times the budget loop re-renders. */
interface Rendered {
  ordered: CheckedFinding[]
  items: string[]
  annotationsOmitted: number
}

function prerender(report: RunReport): Rendered {
  const review = report.review
  const ordered = [...(review?.issues ?? [])].sort(compareFindings)
  const plan = planAnnotations(review)
  return {
    ordered,
    items: ordered.map((f) => item(report, f)),
    annotationsOmitted: plan.omitted.error + plan.omitted.warning + plan.omitted.notice,
  }
}

function findingsSection(review: ParsedReview, caps: Caps, pre: Rendered): string[] {
  const lines = [`### Findings (${review.issues.length})`, '']
  if (review.issues.length === 0) {
    lines.push('No findings on the change.')
  }
  const { ordered, items } = pre
  const shownCount = Math.min(caps.findings, ordered.length)
  for (const severity of SEVERITIES) {
    let total = 0
    let shown = 0
    const group: string[] = []
    ordered.forEach((f, i) => {
      if (f.severity !== severity) return
      total += 1
      if (i < shownCount) {
        shown += 1
        group.push(items[i] ?? '')
      }
    })
    if (total === 0) continue
    lines.push(`#### ${SEVERITY_LABEL[severity]} (${total})`, '', ...group)
    if (shown < total) {
      lines.push(`- … ${plural(total - shown, 'more finding')} not shown (summary size limit)`)
    }
    lines.push('')
  }
  if (shownCount < ordered.length) {
    lines.push(
      `${plural(ordered.length - shownCount, 'finding was', 'findings were')} left out to stay under GitHub's summary size limit; review.json has them all.`,
      '',
    )
  }
  const omitted = pre.annotationsOmitted
  if (omitted > 0) {
    lines.push(
      `GitHub shows at most 10 annotations per level in a step: ${plural(omitted, 'anchored finding is', 'anchored findings are')} listed here but not annotated.`,
      '',
    )
  }
  if (review.dropped.length > 0) {
    lines.push(
      `### Unreadable entries (${review.dropped.length})`,
      '',
      ...cappedList(
        review.dropped.map(
          (d) => `- ${inlineText(d.reason, { max: 300 })}: ${inlineText(d.excerpt, { max: 300 })}`,
        ),
        caps.secondary,
        'entries',
      ),
      '',
    )
  }
  if (review.strengths.length > 0) {
    lines.push(
      '### Strengths',
      '',
      ...cappedList(
        review.strengths.map((s) => `- ${inlineText(s, { max: 500 })}`),
        caps.secondary,
        'strengths',
      ),
      '',
    )
  }
  return lines
}

function item(report: RunReport, finding: CheckedFinding): string {
  const notes = [
    ...(finding.carried_over ? ['still open from an earlier push'] : []),
    ...(finding.carried_over
      ? []
      : [placeNote(report.diff, finding)].filter((n) => n !== undefined)),
    ...precisionNotes(finding, report.precision?.passes.length ?? 1),
  ]
  return findingItem(report.repository, finding, {
    note: notes.length > 0 ? notes.join(' · ') : undefined,
    ...(finding.id ? { id: finding.id } : {}),
  })
}

function details(summary: string, body: string[]): string[] {
  return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>', '']
}

/** Why the reply was not read completely: never left for the reader to guess from the counts. */
function incompleteSection(review: ParsedReview, caps: Caps): string[] {
  const reasons = review.incomplete ?? []
  if (reasons.length === 0) return []
  return [
    `**The review was not read completely** (${reasons.length}), so it cannot pass:`,
    '',
    ...cappedMap(
      reasons,
      Math.max(caps.secondary, 3),
      (r) => `- ${inlineText(r, { max: 500 })}`,
      'reasons',
    ),
    '',
  ]
}

function warningsSection(report: RunReport, caps: Caps): string[] {
  const all = [...(report.review?.warnings ?? []), ...report.warnings]
  if (all.length === 0) return []
  return details(
    `Warnings (${all.length})`,
    cappedMap(all, caps.secondary, (w) => `- ${inlineText(w, { max: 500 })}`, 'warnings'),
  )
}

function leftOutSection(report: RunReport, caps: Caps): string[] {
  const { ignored, overBudget, notReviewed } = report.diff
  const total = ignored.length + overBudget.length + notReviewed.length
  if (total === 0) return []
  const body: string[] = []
  // Only the shown entries are rendered: a change can leave out 100,000 files.
  const group = <T>(heading: string, entries: readonly T[], render: (f: T) => string): void => {
    if (entries.length === 0) return
    body.push(
      `**${heading}** (${entries.length})`,
      '',
      ...cappedMap(entries, caps.secondary, render, 'files'),
      '',
    )
  }
  const leftOut = (f: LeftOutFile): string =>
    `- ${inlineText(f.path, { max: 300 })} — ${inlineText(f.reason, { max: 200 })}`
  group('Not reviewed: GitHub gave no patch', notReviewed, leftOut)
  group('Left out by the size budget', overBudget, leftOut)
  group(
    'Ignored by a glob',
    ignored,
    (f) => `- ${inlineText(f.path, { max: 300 })} — ${inlineText(f.pattern, { max: 200 })}`,
  )
  return details(`Left out of the review (${total} files)`, body)
}

function usageLine(usage: RunUsage | null): string[] {
  if (!usage) return []
  const parts = [`provider ${inlineText(usage.provider, { max: 40 })}`]
  if (usage.model) parts.push(`model ${inlineText(usage.model, { max: 80 })}`)
  parts.push(`tokens in ${formatInt(usage.inputTokens)} / out ${formatInt(usage.outputTokens)}`)
  parts.push(`${plural(usage.attempts, 'attempt')}, ${plural(usage.repairs, 'repair')}`)
  if (usage.replyCache) parts.push(`reply cache ${inlineText(usage.replyCache, { max: 200 })}`)
  if (typeof usage.costUsd === 'number' && Number.isFinite(usage.costUsd)) {
    parts.push(`cost $${usage.costUsd.toFixed(4)}`)
  }
  return [`Usage: ${parts.join(' · ')}`, '']
}

function render(report: RunReport, caps: Caps, level: number, pre: Rendered): string {
  const review = report.review
  const repo = report.repository
  const lines = [title(report, level), '', ...outcomeSection(report), '']
  lines.push(`Reviewed commit [${shortSha(repo.headSha)}](${commitUrl(repo)})`, '')
  if (report.reused)
    lines.push(
      `Merge group: verdict reused from pull request #${report.reused.pullNumber}'s review at ${shortSha(report.reused.head)} (patch identical); no model call.`,
      '',
    )
  if (report.diff.source)
    lines.push(
      `Diff from: ${inlineText(report.diff.source, { max: 100 })} · ${plural(report.diff.reviewed.length, 'file')} reviewed`,
      '',
    )
  if (review && report.outcome.status !== 'error') lines.push(...reviewFacts(review), '')
  if (review) lines.push(...incompleteSection(review, caps))
  lines.push(...evidenceSection(report.evidence, caps.secondary), '')
  if (review && report.outcome.status !== 'error') {
    lines.push(...findingsSection(review, caps, pre))
    lines.push(...closedSection(report, review, caps.secondary))
  }
  if (report.precision)
    lines.push(...precisionSection(report.precision, repo, Math.max(caps.secondary, 10)))
  lines.push(...shardSection(report.shards))
  lines.push(...warningsSection(report, caps))
  lines.push(...leftOutSection(report, caps))
  lines.push(...usageLine(report.usage))
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}

/** Most entries of one secondary list the summary ever shows. */
export const SECONDARY_LIST_MAX = 200

/**
 * The job summary. Never claims "no issues" for an error. Under `maxBytes`: secondary lists are
 * capped first (200, 50, then 10, then 0 items), findings last, each cut stated in the text.
 */
export function renderSummary(report: RunReport, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? SUMMARY_BYTE_LIMIT
  const level = options.headingLevel ?? 2
  const allFindings = report.review?.issues.length ?? 0
  const pre = prerender(report)
  // The first try is not unbounded: rendering (and spreading) every entry of a list of 100,000
  // left-out files or warnings would take minutes and overflow the stack, and no summary under
  // 1 MiB could show them all anyway.
  for (const secondary of [SECONDARY_LIST_MAX, 50, 10, 0]) {
    const text = render(report, { secondary, findings: allFindings }, level, pre)
    if (utf8Length(text) <= maxBytes) return text
  }
  // Findings that fit: the summary without findings plus each item's bytes, in severity order;
  // then step down until a real rendering fits (the "N more" lines vary a little in length).
  const base = utf8Length(render(report, { secondary: 0, findings: 0 }, level, pre))
  let lo = 0
  for (let used = base + 256; lo < allFindings; lo++) {
    used += utf8Length(pre.items[lo] ?? '') + 1
    if (used > maxBytes) break
  }
  while (
    lo > 0 &&
    utf8Length(render(report, { secondary: 0, findings: lo }, level, pre)) > maxBytes
  ) {
    lo = Math.floor(lo * 0.95)
  }
  const text = render(report, { secondary: 0, findings: lo }, level, pre)
  if (utf8Length(text) <= maxBytes) return text
  // Only a budget far below any real limit gets here: keep the outcome, say the rest is cut.
  const outcome = [
    title(report, level),
    '',
    ...outcomeSection(report),
    '',
    '(The rest of the summary did not fit.)',
    '',
  ].join('\n')
  return Buffer.from(outcome, 'utf8')
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
}
