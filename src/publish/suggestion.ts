/**
 * A finding's `suggestion` as a GitHub suggestion block: the replacement text for the finding's
 * line, which a maintainer can commit from the pull request. Only when the line is commentable on
 * the new side (the comment lands on it and nowhere else) and the text cannot break out of its
 * block: the fence is longer than any backtick run inside it, and text with control or invisible
 * formatting characters, or an HTML comment (where our hidden markers live), is refused. A refused
 * suggestion is shown as plain code after the fix instead, never committable.
 */
import type { CheckedFinding } from '../domain/finding.js'
import type { LineMap } from '../diff/types.js'

export type SuggestionBlock = { ok: true; block: string } | { ok: false; reason: string }

// Tab and line feed are code; every other control or format character (bidi overrides,
// zero-width joiners, a lone carriage return) could make the committed text differ from what
// a reviewer reads.
const UNSAFE = /[^\P{Cc}\t\n]|\p{Cf}/u

export function suggestionBlock(finding: CheckedFinding, lineMap: LineMap): SuggestionBlock {
  const raw = finding.suggestion
  if (raw === undefined) return { ok: false, reason: 'no suggestion' }
  const text = raw.replace(/\r\n/g, '\n').replace(/\n$/, '')
  if (!finding.anchored || lineMap.get(finding.file)?.has(finding.line) !== true)
    return { ok: false, reason: 'its line is not commentable on the new side' }
  if (UNSAFE.test(text)) return { ok: false, reason: 'it holds control or invisible characters' }
  if (text.includes('<!--')) return { ok: false, reason: 'it holds an HTML comment' }
  const longestRun = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length))
  const fence = '`'.repeat(Math.max(3, longestRun + 1))
  return { ok: true, block: `${fence}suggestion\n${text}${text === '' ? '' : '\n'}${fence}` }
}
