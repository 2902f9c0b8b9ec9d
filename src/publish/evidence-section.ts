/** The test-evidence part of the summary: what the reports or the test command said. */
import type { Evidence, EvidenceFailure, FileCoverage } from '../domain/evidence.js'
import { FAILURE_TEXT_MAX } from '../evidence/failure-text.js'
import { COVERAGE_HEADING, countParts, REASON_WORDS } from '../payload/coverage-lines.js'
import { cappedMap, plural } from './format.js'
import { inlineText } from './sanitize.js'

const TESTS_PASS_LABEL = { true: '✅ yes', false: '❌ no', unknown: '❔ unknown' } as const

function cacheText(evidence: Evidence): string {
  const { cache, age_seconds: age } = evidence.source
  if (cache === null) return '—'
  if (cache === 'MISS' || age === null) return cache
  if (age < 120) return `HIT (${Math.round(age)} s old)`
  if (age < 7_200) return `HIT (${Math.round(age / 60)} min old)`
  return `HIT (${Math.round(age / 3_600)} h old)`
}

/** The test-evidence table and its lists; `cap` items per list at most. */
export function evidenceSection(evidence: Evidence, cap: number): string[] {
  const c = evidence.counts
  const lines = [
    '### Test evidence',
    '',
    '| tests pass | passed | failed | errored | skipped | flaky | source | cache |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${TESTS_PASS_LABEL[String(evidence.tests_pass) as keyof typeof TESTS_PASS_LABEL] ?? '❔ unknown'} | ${c.passed} | ${c.failed} | ${c.errored} | ${c.skipped} | ${c.flaky} | ${evidence.source.kind} | ${cacheText(evidence)} |`,
  ]
  if (evidence.scope === 'touched')
    lines.push(
      '',
      'Scope: **touched** (the base config sets `evidence.scope: touched`: only failing tests related to the touched files fail the gate).',
    )
  if (evidence.source.covers)
    lines.push('', `Covers: ${inlineText(evidence.source.covers, { max: 120 })}`)
  if (evidence.source.detail) lines.push('', inlineText(evidence.source.detail, { max: 500 }))
  // Only the shown entries are rendered: a report can name 100,000 failures or files.
  const sub = <T>(
    heading: string,
    entries: readonly T[],
    render: (entry: T) => string,
    what: string,
  ): void => {
    if (entries.length === 0) return
    lines.push(
      '',
      `**${heading}** (${entries.length})`,
      '',
      ...cappedMap(entries, cap, render, what),
    )
  }
  sub(
    'Not proof: the evidence could not be trusted',
    evidence.unknown_reasons ?? [],
    (r) => `- ${inlineText(r, { max: 500 })}`,
    'reasons',
  )
  const failure = (f: EvidenceFailure): string => {
    const where = f.file
      ? ` — ${inlineText(f.line ? `${f.file}:${f.line}` : f.file, { max: 300 })}`
      : ''
    // The whole failure text, as the payload and the tests blocker carry it.
    return `- ${inlineText(f.test, { max: 300 })}${where} — ${f.status}: ${inlineText(f.message, { max: FAILURE_TEXT_MAX })}`
  }
  sub('Failures', evidence.failures, failure, 'failures')
  const coverage = evidence.coverage ?? []
  if (coverage.length > 0) {
    const more = evidence.coverage_more ?? 0
    lines.push(
      '',
      `**${COVERAGE_HEADING}** (${coverage.length + more})`,
      '',
      ...cappedMap(coverage, cap, coverageLine, 'files'),
    )
    if (more > 0) lines.push(`- … and ${more} more`)
  }
  const others = evidence.other_failures ?? []
  const otherCount = Math.max(evidence.other_failing ?? 0, others.length)
  if (otherCount > 0) {
    const counted =
      evidence.scope === 'touched'
        ? 'not counted: evidence.scope is touched'
        : 'each fails the gate'
    lines.push(
      '',
      `**Other failing tests in this run** (${otherCount}; not related to the touched files, ${counted})`,
      '',
      ...cappedMap(others, cap, failure, 'failures'),
    )
    if (otherCount > others.length) lines.push(`- … and ${otherCount - others.length} more`)
  }
  sub(
    'Flaky',
    evidence.flaky,
    (f) =>
      `- ${inlineText(f.test, { max: 300 })}${f.file ? ` — ${inlineText(f.file, { max: 300 })}` : ''} (${f.reason === 'rerun-passed' ? 'passed on rerun' : 'failed in one report, passed in another'})`,
    'flaky tests',
  )
  sub(
    'Touched source files with no test evidence',
    evidence.untested_files,
    (f) => `- ${inlineText(f, { max: 300 })}`,
    'files',
  )
  sub(
    'Reports',
    evidence.reports ?? [],
    (r) => {
      const what = r.error
        ? `unreadable: ${inlineText(r.error, { max: 300 })}`
        : r.totals
          ? `${r.format ?? 'unknown format'}: ${r.totals.tests} tests, ${r.totals.failed} failed`
          : (r.format ?? 'unknown format')
      return `- ${inlineText(r.path, { max: 300 })} — ${what}`
    },
    'reports',
  )
  sub('Notices', evidence.notices, (n) => `- ${inlineText(n, { max: 500 })}`, 'notices')
  return lines
}

/** One touched source file: its runs by result, why they count, the first ones named. */
function coverageLine(entry: FileCoverage): string {
  const { total, parts } = countParts(entry.counts)
  const runs =
    total === 0 ? 'no run of it in the reports' : `${plural(total, 'run')}: ${parts.join(', ')}`
  const why = entry.why
    .map((reason) =>
      reason === 'import'
        ? `import${entry.imported_by ? ` (via ${entry.imported_by})` : ''}`
        : REASON_WORDS[reason],
    )
    .join(', ')
  const tests = entry.tests.map((t) => `${t.test} (${t.status})`).join('; ')
  return `- ${inlineText(`${entry.file} — ${runs} — why: ${why}${tests ? ` — ${tests}` : ''}`, { max: 2_000 })}`
}
