/**
 * The summary's account of the precision steps: which ensemble passes answered, what the agreement
 * rule and the confidence floors dropped, what the verifier did, and every finding it rejected or
 * demoted with its evidence: a dropped blocker or major is never silently gone.
 */
import type { AdjudicatedFinding, PrecisionFacts } from '../domain/precision.js'
import type { CheckedFinding } from '../domain/finding.js'
import { SEVERITY_LABEL, cappedMap, locationLink, plural } from './format.js'
import { inlineText } from './sanitize.js'
import type { RepositoryRef } from './report.js'

/** Whether there is anything to say: nothing for a default single pass that dropped nothing. */
export function hasPrecisionNews(facts: PrecisionFacts): boolean {
  const c = facts.confidence
  return (
    facts.passes.length > 1 ||
    facts.verifier !== null ||
    facts.below_agreement > 0 ||
    c.dropped.major + c.dropped.minor + c.without_confidence > 0
  )
}

export function precisionSection(
  facts: PrecisionFacts,
  repo: RepositoryRef,
  cap: number,
): string[] {
  if (!hasPrecisionNews(facts)) return []
  const lines = ['### Precision', '']
  if (facts.passes.length > 1) {
    const answered = facts.passes.filter((p) => p.answered).length
    lines.push(
      `- Reviewer passes: ${answered} of ${facts.passes.length} answered (quorum ${facts.quorum}):`,
    )
    for (const pass of facts.passes) {
      const who = [pass.provider, pass.model].filter(Boolean).join('/')
      const focus = pass.dimension ? `, ${pass.dimension}` : ''
      const what = pass.answered
        ? `answered, ${plural(pass.findings ?? 0, 'finding')}`
        : `**did not answer**: ${inlineText(pass.error ?? 'unknown', { max: 300 })}`
      lines.push(`  - ${pass.name} (${inlineText(who, { max: 120 })}${focus}): ${what}`)
    }
  }
  if (facts.min_agreement > 1 || facts.below_agreement > 0) {
    lines.push(
      `- Agreement: ${plural(facts.below_agreement, 'finding')} reported by fewer than ${facts.min_agreement} passes dropped (min_agreement ${facts.min_agreement})`,
    )
  }
  const c = facts.confidence
  const droppedByFloor = c.dropped.major + c.dropped.minor
  if (droppedByFloor > 0 || c.without_confidence > 0) {
    const parts = []
    if (droppedByFloor > 0)
      parts.push(`dropped ${c.dropped.major} major and ${c.dropped.minor} minor below their floor`)
    if (c.without_confidence > 0)
      parts.push(
        `${plural(c.without_confidence, 'finding')} without a confidence kept (no floor applies)`,
      )
    lines.push(
      `- Confidence floors (major ${c.floors.major}, minor ${c.floors.minor}; blockers never filtered): ${parts.join('; ')}`,
    )
  }
  const v = facts.verifier
  if (v) {
    if (!v.ran) lines.push(`- Verifier: not run (${inlineText(v.reason, { max: 200 })})`)
    else {
      lines.push(
        `- Verifier: ran (${inlineText(v.reason, { max: 200 })}); ${plural(v.sent, 'finding')} sent: ${v.confirmed} confirmed, ${v.demoted} demoted, ${v.rejected} rejected, ${v.unverified} unverified (kept as they were)`,
      )
    }
    const item = (f: AdjudicatedFinding): string =>
      `  - **${locationLink(repo, f.file, f.line)}** · ${f.id} · ${SEVERITY_LABEL[f.severity]}${f.to ? ` → ${SEVERITY_LABEL[f.to]}` : ''} · ${inlineText(f.category, { max: 40 })}: ${inlineText(f.message, { max: 300 })}<br>\n    Verifier: ${inlineText(f.evidence, { max: 600 })}`
    // Rejected blockers and majors are listed whatever the cap: they are what a reader must see.
    const serious = v.rejections.filter((f) => f.severity !== 'minor')
    const minor = v.rejections.filter((f) => f.severity === 'minor')
    if (serious.length > 0) {
      lines.push(`- Rejected blocker and major findings (${serious.length}):`, ...serious.map(item))
    }
    if (minor.length > 0) {
      lines.push(
        `- Rejected minor findings (${minor.length}):`,
        ...cappedMap(minor, cap, item, 'findings'),
      )
    }
    if (v.demotions.length > 0) {
      lines.push(
        `- Demoted (${v.demotions.length}):`,
        ...cappedMap(v.demotions, cap, item, 'findings'),
      )
    }
  }
  lines.push('')
  return lines
}

/** The notes a finding's summary line carries about the precision steps. */
export function precisionNotes(finding: CheckedFinding, passes: number): string[] {
  const notes: string[] = []
  if (finding.sources && passes > 1)
    notes.push(`reported by ${finding.sources.length} of ${passes} passes`)
  if (finding.verification) notes.push(finding.verification)
  return notes
}
