import { placeNote } from './place-note.js'
import { describeOutcome } from '../gate/gate.js'
import type { RunReport } from './report.js'
import { plainText } from './sanitize.js'

/**
 * The run for a terminal: plain text, no Markdown or HTML, untrusted text made inert (one line
 * per finding, hidden characters shown). The Markdown summary stays the artifact.
 */
/** One line: plain text with any line breaks folded, so a message cannot fake another line. */
function line(text: string, max: number): string {
  return plainText(text, { max }).replace(/\s*[\r\n]+\s*/g, ' ')
}

export function renderText(report: RunReport): string {
  const lines: string[] = [describeOutcome(report.outcome), '']
  const evidence = report.evidence
  const c = evidence.counts
  lines.push(
    `tests: ${String(evidence.tests_pass)} (${c.passed} passed, ${c.failed} failed, ${c.errored} errored, ${c.skipped} skipped) from ${evidence.source.kind}`,
  )
  for (const reason of evidence.unknown_reasons ?? []) lines.push(`  unknown: ${line(reason, 300)}`)
  for (const failure of evidence.failures.slice(0, 20)) {
    const at = failure.file ? ` (${failure.file}${failure.line ? `:${failure.line}` : ''})` : ''
    lines.push(`  FAILED ${line(failure.test, 200)}${at}`)
  }
  const review = report.review
  if (review) {
    lines.push(
      '',
      `findings: ${review.counts.blocker} blocker, ${review.counts.major} major, ${review.counts.minor} minor`,
    )
    for (const f of review.issues) {
      const note = placeNote(report.diff, f)
      const place = `${f.file}:${f.line}${note ? ` (${note})` : ''}`
      lines.push(
        `  ${f.severity.toUpperCase()} ${f.category} ${line(place, 300)}: ${line(f.message, 500)}`,
      )
    }
  }
  const precision = report.precision
  if (precision && precision.passes.length > 1) {
    const answered = precision.passes.filter((p) => p.answered).map((p) => p.name)
    lines.push(
      '',
      `passes: ${answered.length} of ${precision.passes.length} answered (${answered.join(', ') || 'none'}; quorum ${precision.quorum})`,
    )
  }
  for (const r of precision?.verifier?.rejections ?? []) {
    lines.push(
      `  REJECTED by the verifier: ${r.severity.toUpperCase()} ${line(`${r.file}:${r.line}`, 300)}: ${line(r.message, 300)} (evidence: ${line(r.evidence, 500)})`,
    )
  }
  if (report.warnings.length > 0) {
    lines.push('', 'notes:')
    for (const w of report.warnings.slice(0, 50)) lines.push(`  ${line(w, 300)}`)
  }
  return `${lines.join('\n')}\n`
}

/** The run as one JSON object: the outcome, the review, the evidence (for scripts and CI). */
export function renderJson(report: RunReport): string {
  return `${JSON.stringify(
    {
      outcome: report.outcome,
      review: report.review,
      evidence: report.evidence,
      warnings: report.warnings,
    },
    null,
    2,
  )}\n`
}
