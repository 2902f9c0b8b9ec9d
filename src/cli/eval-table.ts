import type { EvalReport } from './eval-report.js'

/** `review-gate eval`'s table for a person, on stderr (stdout is the JSON). */
export function renderEvalTable(report: EvalReport): string {
  const rows: string[][] = [['case', 'reported', 'labels', 'tp', 'fp', 'missed']]
  for (const c of report.by_case) {
    if ('error' in c) {
      rows.push([c.case, `ERROR (${c.kind}): ${oneLine(c.error)}`])
      continue
    }
    rows.push([
      c.case,
      String(c.reported),
      String(c.labels),
      String(c.true_positives),
      String(c.false_positives.length),
      String(c.missed.length),
    ])
  }
  rows.push([
    'total',
    String(report.reported),
    String(report.labels),
    String(report.true_positives),
    String(report.reported - report.true_positives),
    String(report.labels - report.true_positives),
  ])
  const width = Math.max(...rows.map((r) => r[0]!.length))
  const lines = rows.map((r) =>
    r.length === 2
      ? `${r[0]!.padEnd(width)}  ${r[1]}`
      : [r[0]!.padEnd(width), ...r.slice(1).map((cell, i) => cell.padStart(i === 0 ? 8 : 6))].join(
          '  ',
        ),
  )
  const errors = report.errors > 0 ? `; ${report.errors} case(s) could not be scored` : ''
  lines.push(
    '',
    `precision ${report.precision.toFixed(3)}  recall ${report.recall.toFixed(3)}  f1 ${report.f1.toFixed(3)}  (${report.cases} case(s)${errors})`,
    '',
  )
  return lines.join('\n')
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat
}
