/** Small Markdown building blocks shared by the summary and the pull-request comments. */
import type { Finding, Severity } from '../domain/finding.js'
import { inlineText, linkLabel } from './sanitize.js'
import { DEFAULT_SERVER_URL, type RepositoryRef } from './report.js'

/** GitHub refuses comment and review bodies over 65,536 characters; keep a margin. */
export const COMMENT_BODY_LIMIT = 65_000
/** GitHub's job summary upload limit per step is 1 MiB. */
export const SUMMARY_BYTE_LIMIT = 1024 * 1024 - 1024

export const SEVERITY_LABEL: Record<Severity, string> = {
  blocker: '🛑 blocker',
  major: '⚠️ major',
  minor: '💡 minor',
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`
}

function serverBase(repo: RepositoryRef): string {
  const raw = repo.serverUrl?.trim() || DEFAULT_SERVER_URL
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return DEFAULT_SERVER_URL
    return url.toString().replace(/\/+$/, '')
  } catch {
    return DEFAULT_SERVER_URL
  }
}

/** encodeURIComponent leaves `()!*'~` alone; a `)` would end a Markdown link early. */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

function encodePath(path: string): string {
  return path.split('/').map(encodeSegment).join('/')
}

/** A link to a line of a file at the head commit; every untrusted piece is percent-encoded. */
export function blobUrl(repo: RepositoryRef, path: string, line?: number): string {
  const sha = /^[0-9a-f]{7,64}$/i.test(repo.headSha) ? repo.headSha : encodeSegment(repo.headSha)
  const anchor = line !== undefined && Number.isInteger(line) && line > 0 ? `#L${line}` : ''
  return `${serverBase(repo)}/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/blob/${sha}/${encodePath(path)}${anchor}`
}

export function commitUrl(repo: RepositoryRef): string {
  return `${serverBase(repo)}/${encodeSegment(repo.owner)}/${encodeSegment(repo.repo)}/commit/${encodeSegment(repo.headSha)}`
}

export function shortSha(sha: string): string {
  return inlineText(sha.slice(0, 12), { max: 12 })
}

/** `[path:line](link)`; the link target is ours, the label is escaped. */
export function locationLink(repo: RepositoryRef, file: string, line: number): string {
  return `[${linkLabel(`${file}:${line}`)}](${blobUrl(repo, file, line)})`
}

/** One finding as a list item: location, severity, category, message, fix. */
export function findingItem(
  repo: RepositoryRef,
  finding: Finding,
  options: { note?: string; marker?: string; messageMax?: number; id?: string } = {},
): string {
  const max = options.messageMax ?? 1_000
  // The id is ours (RG- and base32), shown so a maintainer can name the finding in a command.
  const id = options.id && /^RG-[A-Z2-7]{6}$/.test(options.id) ? `\`${options.id}\` ` : ''
  const head = `- ${id}**${locationLink(repo, finding.file, finding.line)}** · ${SEVERITY_LABEL[finding.severity]} · ${inlineText(finding.category, { max: 40 })}`
  const confidence =
    typeof finding.confidence === 'number' ? ` · confidence ${Math.round(finding.confidence)}` : ''
  const note = options.note ? ` · _${options.note}_` : ''
  // The contract's marker for a problem the change did not introduce (it counts only as a blocker).
  const old = finding.pre_existing ? '[pre-existing] ' : ''
  const lines = [`${head}${confidence}${note}`, `  ${old}${inlineText(finding.message, { max })}`]
  if (finding.blast_radius)
    lines.push(`  Blast radius: ${inlineText(finding.blast_radius, { max: 200 })}`)
  if (finding.fix.trim()) lines.push(`  **Fix:** ${inlineText(finding.fix, { max })}`)
  if (finding.referenced_example_id) {
    lines.push(`  Example: ${inlineText(finding.referenced_example_id, { max: 80 })}`)
  }
  // Hard breaks keep the parts on separate lines inside one list item.
  const item = lines.join('<br>\n')
  return options.marker ? `${item}\n  ${options.marker}` : item
}

/** A bulleted list capped at `cap` items, with a visible count of the rest. */
export function cappedList(items: string[], cap: number, what: string): string[] {
  if (items.length <= cap) return items
  const rest = items.length - cap
  return [
    ...items.slice(0, cap),
    `- … and ${plural(rest, `more ${what}`, `more ${what}`)} not shown`,
  ]
}

/**
 * `cappedList` for raw entries: renders only the entries shown, so a list of 100,000 left-out
 * files costs 50 renders, not 100,000.
 */
export function cappedMap<T>(
  entries: readonly T[],
  cap: number,
  render: (entry: T) => string,
  what: string,
): string[] {
  const shown = entries.slice(0, cap).map(render)
  const rest = entries.length - shown.length
  if (rest <= 0) return shown
  return [...shown, `- … and ${plural(rest, `more ${what}`, `more ${what}`)} not shown`]
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

export function formatInt(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—'
}
