/**
 * Bodies posted on the pull request: inline review comments, the review body, and the sticky
 * summary comment. Each is bounded under GitHub's comment size limit and carries the hidden
 * markers a re-run uses to avoid posting the same thing twice.
 */
import { placeNote } from './place-note.js'
import type { CheckedFinding, Finding } from '../domain/finding.js'
import {
  fingerprint,
  fingerprintMarker,
  scopedFingerprint,
  stepMarker,
  summaryMarker,
} from './fingerprint.js'
import { stickyData } from './prior-summary.js'
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
import { suggestionBlock } from './suggestion.js'
import type { LineMap } from '../diff/types.js'
import type { RunReport } from './report.js'

/** The hidden marker for a finding: what `findFingerprints` reads back from a posted body. */
export function findingMarker(finding: Finding & { fingerprint?: string }, key?: string): string {
  // A re-reported finding keeps the fingerprint it was first posted with (carry-over sets it).
  const marker = fingerprintMarker(
    scopedFingerprint(finding.fingerprint ?? fingerprint(finding), key),
  )
  return key && key !== 'default' ? `${marker}${stepMarker(key)}` : marker
}

function renderInlineWith(
  finding: CheckedFinding,
  messageMax: number,
  fixMax: number,
  key: string | undefined,
  lineMap: LineMap | undefined,
): string {
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
  if (finding.suggestion !== undefined) parts.push('', ...suggestionPart(finding, lineMap, fixMax))
  if (finding.referenced_example_id) {
    parts.push(
      '',
      `<sub>Calibration example ${inlineText(finding.referenced_example_id, { max: 80 })}</sub>`,
    )
  }
  if (finding.id && /^RG-[A-Z2-7]{6}$/.test(finding.id))
    parts.push(
      '',
      `<sub>${finding.id} · to dismiss, a maintainer comments \`/review-gate dismiss ${finding.id} REASON\`</sub>`,
    )
  parts.push('', findingMarker(finding, key))
  return parts.join('\n')
}

export interface InlineCommentOptions {
  /** The step's sticky key: part of the finding's fingerprint. */
  key?: string | undefined
  /** Commentable new-side lines: a suggestion is committable only on one of them. */
  lineMap?: LineMap | undefined
}

/** A committable suggestion block when it is safe, else the text as plain code (not committable). */
function suggestionPart(
  finding: CheckedFinding,
  lineMap: LineMap | undefined,
  max: number,
): string[] {
  const block = lineMap ? suggestionBlock(finding, lineMap) : null
  if (block?.ok) return ['**Suggested change:**', '', block.block]
  const why = block ? block.reason : 'no line map'
  return [
    `**Suggested replacement** (not committable: ${inlineText(why, { max: 100 })}):`,
    '',
    preformatted(finding.suggestion ?? '', { max }),
  ]
}

/** The body of one inline review comment; always under GitHub's limit. */
export function renderInlineComment(
  finding: CheckedFinding,
  options: InlineCommentOptions = {},
): string {
  const { key, lineMap } = options
  // Escaping can grow text up to ~9x (hidden characters become `[U+XXXXX]`), so shrink the
  // per-field bounds until the whole body fits.
  for (let messageMax = 4_000, fixMax = 4_000; ; messageMax >>= 1, fixMax >>= 1) {
    const body = renderInlineWith(finding, messageMax, fixMax, key, lineMap)
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
  /** The step's sticky key: part of each finding's fingerprint. */
  key?: string
}

function gateLine(report: RunReport): string {
  const outcome = report.outcome
  if (outcome.status === 'error') return 'The review did not run (error); see the job summary.'
  if (outcome.status === 'passed') return 'Severity gate: **passed**.'
  return `Severity gate: **failed** — ${outcome.gate.lines.map((l) => inlineText(l, { max: 200 })).join('; ')}.`
}

interface BodyItems {
  inBody: string[]
  outside: string[]
}

function renderReviewBodyWith(input: ReviewBodyInput, items: BodyItems, cap: number): string {
  const { report } = input
  const total = input.inlineCount + input.inBody.length + input.outside.length
  const lines = [
    `### review-gate: ${plural(total, 'finding')} on ${shortSha(report.repository.headSha)}`,
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
  // One cap across both lists, the findings on the change first.
  const inBodyCap = Math.min(cap, items.inBody.length)
  const outsideCap = Math.max(0, cap - inBodyCap)
  if (items.inBody.length > 0) {
    lines.push(
      input.inlineRefused ? '#### Findings' : '#### Not posted inline',
      '',
      ...cappedList(items.inBody, inBodyCap, 'findings (see the job summary)'),
      '',
    )
  }
  if (items.outside.length > 0) {
    lines.push(
      '#### Outside the change — not counted by the gate',
      '',
      ...cappedList(items.outside, outsideCap, 'findings (see the job summary)'),
      '',
    )
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/**
 * The body of the pull-request review: a header plus every new finding not posted inline. A
 * finding left out for size has no marker in the body, so a later run may post it again.
 */
export function renderReviewBody(input: ReviewBodyInput): string {
  const repo = input.report.repository
  const item = (f: Finding, note?: string): string =>
    findingItem(repo, f, { note, marker: findingMarker(f, input.key), messageMax: 1_000 })
  const items: BodyItems = {
    inBody: input.inBody.map((f) => item(f, placeNote(input.report.diff, f))),
    outside: input.outside.map((f) => item(f)),
  }
  const all = [...items.inBody, ...items.outside]
  let cap = all.length
  const full = renderReviewBodyWith(input, items, cap)
  if (full.length <= COMMENT_BODY_LIMIT) return full
  // Items that fit after the header, with room for the "and N more" lines.
  let used = renderReviewBodyWith(input, items, 0).length + 400
  cap = 0
  while (cap < all.length && used + (all[cap]?.length ?? 0) + 1 <= COMMENT_BODY_LIMIT) {
    used += (all[cap]?.length ?? 0) + 1
    cap += 1
  }
  for (;;) {
    const body = renderReviewBodyWith(input, items, cap)
    if (body.length <= COMMENT_BODY_LIMIT || cap === 0) return body
    cap = Math.floor(cap * 0.9)
  }
}

/** The sticky summary comment: the marker first (that is how it is found again), then the summary. */
export function renderStickyComment(report: RunReport, key = 'default'): string {
  const marker = summaryMarker(key)
  // The findings as data for the next push (hidden, bounded): read back only from our own comment.
  const data = stickyData(report)
  const room = COMMENT_BODY_LIMIT - marker.length - 1 - (data ? data.length + 1 : 0)
  // Bytes bound characters from above, so a byte budget keeps the character count in range too.
  const summary = renderSummary(report, { maxBytes: room })
  return data ? `${marker}\n${summary.trimEnd()}\n${data}\n` : `${marker}\n${summary}`
}
