import type { PriorFinding } from '../domain/prior.js'
import { describeRevealed, fence, revealHidden, type RevealResult } from './fence.js'

/**
 * The previous review's still-open findings, a subsection at the end of `## Prior evidence` (the
 * five sections stay five). The reviewer re-reports each one that still holds with its
 * `prior_id`, or lists it in `resolved` with why; one it does neither to stays open and counts.
 * Their text is a model's earlier output about the pull request: untrusted, fenced as data.
 */

export const PRIOR_HEADING = '### Open findings from the previous review'
/** Most prior findings listed (most severe first); the rest are named by count. */
export const PRIOR_LIST_MAX = 50

export interface PriorPayload {
  /** The open findings of the previous review, in the order it gave them. */
  findings: readonly PriorFinding[]
  /** The head commit the previous review judged; null when unknown. */
  priorHead: string | null
  /** The head commit under review now. */
  head: string
}

const RANK = { blocker: 0, major: 1, minor: 2 } as const

export function priorSection(prior: PriorPayload): string {
  // Appended to the evidence section's text: a blank line before the heading.
  const out = ['', '', PRIOR_HEADING, '']
  const since =
    prior.priorHead === null
      ? `The previous review's commit is not known; this review is of ${prior.head}.`
      : prior.priorHead === prior.head
        ? `The previous review judged this same commit (${prior.head}); no commits are new since.`
        : `The previous review judged ${prior.priorHead}; the commits new since are ${prior.priorHead}..${prior.head}.`
  out.push(since, '')
  if (prior.findings.length === 0) {
    out.push('None: the previous review left no open finding.')
    return out.join('\n')
  }
  out.push(
    'For each finding below: if it still holds, report it again with its id as `prior_id` (any',
    'wording); if the change fixed it, list it in `resolved` as {"id", "reason"}. One you do',
    'neither to stays open and counts for the gate.',
    '',
  )
  const listed = [...prior.findings]
    .map((f, i) => ({ f, i }))
    .sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || a.i - b.i)
    .slice(0, PRIOR_LIST_MAX)
    .map(({ f }) => f)
  const revealed: RevealResult[] = []
  const visible = (text: string): string => {
    const result = revealHidden(text)
    revealed.push(result)
    return result.text
  }
  const data = listed.map((f) => ({
    id: f.id,
    severity: f.severity,
    category: f.category,
    file: visible(f.file),
    line: f.line,
    message: visible(f.message),
  }))
  out.push(fence(JSON.stringify(data, null, 2), 'json'))
  if (prior.findings.length > listed.length)
    out.push('', `… and ${prior.findings.length - listed.length} more open findings not listed.`)
  const note = describeRevealed(revealed)
  if (note) out.push('', note)
  return out.join('\n')
}
