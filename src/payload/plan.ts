import { InputError } from '../errors.js'

/** Where the reviewer's definition of done comes from. */
export type PlanContext =
  | { kind: 'plan'; path: string; item: string; stage: string | null; body: string }
  | {
      kind: 'pull_request'
      number: number
      title: string
      body: string
      linkedIssues: { number: number; title: string; body: string }[]
    }
  | { kind: 'document'; path: string; body: string }
  /** A local branch's commit messages (`review --repo` without a plan): its author's own words. */
  | { kind: 'commits'; range: string; messages: string[]; omitted: number }
  | { kind: 'none' }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const LIST_ITEM = /^(?:[-*+]\s+(?:\[[ xX]\]\s+)?)?(\d+)[.)]\s+/
const HEADING_ITEM = /^(?:(?:item|step|task)\s+)?(\d+)(?:[.):]|\s|$)/i

/**
 * Finds item `item` of a plan document: a top-level numbered list item (`3. ...`, `- [ ] 3. ...`)
 * or a heading that starts with the number (`### 3. ...`, `### Item 3`). Its stage is the nearest
 * heading above it (above the item heading's own level, for heading items). The body runs to the
 * next item or a heading at the same or a higher level.
 */
export function extractPlanItem(text: string, item: string, where: string): PlanContext {
  const wanted = item.trim()
  if (!/^\d+$/.test(wanted)) {
    throw new InputError(`item "${item}" is not an item number`, where)
  }
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const headings: { level: number; text: string }[] = []
  let inFence = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (inFence) continue
    const heading = HEADING.exec(line)
    if (heading) {
      const level = heading[1]!.length
      const title = heading[2]!
      const numbered = HEADING_ITEM.exec(title)
      if (numbered && numbered[1] === wanted) {
        const stage = [...headings].reverse().find((h) => h.level < level)?.text ?? null
        const end = findEnd(lines, i + 1, (l) => {
          const h = HEADING.exec(l)
          return h !== null && h[1]!.length <= level
        })
        return planResult(where, wanted, stage, lines.slice(i, end))
      }
      headings.push({ level, text: title })
      continue
    }
    const listed = LIST_ITEM.exec(line)
    if (listed && listed[1] === wanted) {
      const stage = headings[headings.length - 1]?.text ?? null
      const end = findEnd(lines, i + 1, (l) => HEADING.test(l) || LIST_ITEM.test(l))
      return planResult(where, wanted, stage, lines.slice(i, end))
    }
  }
  throw new InputError(
    `no item ${wanted} in the plan (looked for "${wanted}." list items and headings)`,
    where,
  )
}

function findEnd(lines: string[], from: number, stops: (line: string) => boolean): number {
  let inFence = false
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (!inFence && stops(line)) return i
  }
  return lines.length
}

function planResult(path: string, item: string, stage: string | null, body: string[]): PlanContext {
  while (body.length > 0 && body[body.length - 1]!.trim() === '') body.pop()
  return { kind: 'plan', path, item, stage, body: body.join('\n') }
}

/** Issue numbers a pull request body says it closes (`Closes #12`, `fixes owner/repo#3` is skipped). */
export function closedIssueNumbers(body: string): number[] {
  const found = new Set<number>()
  const pattern = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)\b/gi
  for (const match of body.matchAll(pattern)) found.add(Number(match[1]))
  return [...found].sort((a, b) => a - b)
}
