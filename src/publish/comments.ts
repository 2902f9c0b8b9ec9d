/**
 * Bodies posted on the pull request: inline review comments, the review body, and the sticky
 * summary comment. Each is bounded under GitHub's comment size limit and carries the hidden
 * markers a re-run uses to avoid posting the same thing twice.
 */
import type { CheckedFinding, Finding } from '../review/types.js'
import { fingerprint, fingerprintMarker, summaryMarker } from './fingerprint.js'
import {
  COMMENT_BODY_LIMIT,
  SEVERITY_LABEL,
  cappedList,
  findingItem,
  plural,
  shortSha,
} from './format.js'
import { inlineText, preformatted } from './sanitize.js'
import { renderSummary } from './summary.js'
import type { RunReport } from './types.js'

/** The hidden marker for a finding: what `findFingerprints` reads back from a posted body. */
export function findingMarker(finding: Finding): string {
  return fingerprintMarker(fingerprint(finding))
}

function renderInlineWith(finding: CheckedFinding, messageMax: number, fixMax: number): string {
  const confidence =
    typeof finding.confidence === 'number' ? ` · confidence ${Math.round(finding.confidence)}` : ''
  const parts = [
    `**${SEVERITY_LABEL[finding.severity]}** · ${inlineText(finding.category, { max: 40 })}${confidence}`,
    '',
    inlineText(finding.message, { max: messageMax }),
  ]
  const fix = finding.fix.trim()
  if (fix) {
    // A multi-line fix is usually code: show it as is, in a block nothing inside can close.
    parts.push(
      '',
      fix.includes('\n')
        ? `**Fix:**\n\n${preformatted(fix, { max: fixMax })}`
        : `**Fix:** ${inlineText(fix, { max: fixMax })}`,
    )
  }
  if (finding.referenced_example_id) {
    parts.push(
      '',
      `<sub>Calibration example ${inlineText(finding.referenced_example_id, { max: 80 })}</sub>`,
    )
  }
  parts.push('', findingMarker(finding))
  return parts.join('\n')
}

/** The body of one inline review comment; always under GitHub's limit. */
export function renderInlineComment(finding: CheckedFinding): string {
  // Escaping can grow text up to ~9x (hidden characters become `[U+XXXXX]`), so shrink the
  // per-field bounds until the whole body fits.
  for (let messageMax = 4_000, fixMax = 4_000; ; messageMax >>= 1, fixMax >>= 1) {
    const body = renderInlineWith(finding, messageMax, fixMax)
    if (body.length <= COMMENT_BODY_LIMIT || messageMax < 64) return body
  }
}

export interface ReviewBodyInput {
  report: RunReport
  /** Inline comments in this review. */
  inlineCount: number
  /** New findings on the change that are not inline (not on a commentable line, or over the cap). */
  inBody: CheckedFinding[]
  /** New findings on files outside the change (the gate does not count them). */
  outside: Finding[]
  /** Findings skipped because an earlier run already posted them. */
  alreadyPosted: number
  /** Set when GitHub refused the inline comments and they moved into the body. */
  inlineRefused?: boolean
}

function gateLine(report: RunReport): string {
  const outcome = report.outcome
  if (outcome.status === 'error') return 'The review did not run (error); see the job summary.'
  if (outcome.status === 'passed') return 'Severity gate: **passed**.'
  return `Severity gate: **failed** — ${outcome.gate.lines.map((l) => inlineText(l, { max: 200 })).join('; ')}.`
}

function renderReviewBodyWith(input: ReviewBodyInput, cap: number): string {
  const { report } = input
  const repo = report.repository
  const total = input.inlineCount + input.inBody.length + input.outside.length
  const lines = [
    `### review-gate: ${plural(total, 'finding')} on ${shortSha(repo.headSha)}`,
    '',
    gateLine(report),
    '',
  ]
  if (input.inlineRefused) {
    lines.push('GitHub refused the inline comments, so every finding is listed here instead.', '')
  } else if (input.inlineCount > 0) {
    lines.push(`${plural(input.inlineCount, 'inline comment')} on the changed lines.`, '')
  }
  if (input.alreadyPosted > 0) {
    lines.push(
      `${plural(input.alreadyPosted, 'finding was', 'findings were')} already posted by an earlier run and not repeated.`,
      '',
    )
  }
  const items = (findings: Finding[], note?: (f: Finding) => string | undefined): string[] =>
    findings.map((f) =>
      findingItem(repo, f, { note: note?.(f), marker: findingMarker(f), messageMax: 1_000 }),
    )
  if (input.inBody.length > 0) {
    lines.push(
      input.inlineRefused ? '#### Findings' : '#### Not posted inline',
      '',
      ...cappedList(
        items(input.inBody, (f) =>
          (f as CheckedFinding).anchored ? undefined : 'not on a changed line',
        ),
        cap,
        'findings (see the job summary)',
      ),
      '',
    )
  }
  if (input.outside.length > 0) {
    lines.push(
      '#### Outside the change — not counted by the gate',
      '',
      ...cappedList(items(input.outside), cap, 'findings (see the job summary)'),
      '',
    )
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/** The body of the pull-request review: a header plus every new finding not posted inline. */
export function renderReviewBody(input: ReviewBodyInput): string {
  let cap = input.inBody.length + input.outside.length
  for (;;) {
    const body = renderReviewBodyWith(input, cap)
    if (body.length <= COMMENT_BODY_LIMIT || cap === 0) return body
    cap = Math.floor(cap / 2)
  }
}

/** The sticky summary comment: the marker first (that is how it is found again), then the summary. */
export function renderStickyComment(report: RunReport, key = 'default'): string {
  const marker = summaryMarker(key)
  // Bytes bound characters from above, so a byte budget keeps the character count in range too.
  return `${marker}\n${renderSummary(report, { maxBytes: COMMENT_BODY_LIMIT - marker.length - 1 })}`
}
