/**
 * The summary's account of a merged review (`merge-shards`): one row per shard with its files,
 * its findings and what it cost (model calls, tokens, time), from each shard's own record. Those
 * figures come from artifacts: they are shown for people, and the gate never reads them.
 */
import { formatInt, plural } from './format.js'
import { inlineText } from './sanitize.js'
import type { ShardRow } from './report.js'

/** Rows shown at most: GitHub's matrix holds 256 jobs, so every shard fits. */
const MAX_ROWS = 256

export function shardSection(rows: readonly ShardRow[] | undefined): string[] {
  if (!rows || rows.length === 0) return []
  const files = rows.reduce((n, r) => n + r.files, 0)
  const calls = rows.reduce((n, r) => n + r.calls, 0)
  const slowest = rows.reduce((n, r) => Math.max(n, r.durationMs), 0)
  const lines = [
    '### Shards',
    '',
    `${plural(rows.length, 'shard')} reviewed ${count(files, 'file')} with ${count(calls, 'model call')}; the slowest took ${seconds(slowest)}. The merge itself calls no model.`,
    '',
    '| shard | files | findings | model calls | repairs | tokens in | tokens out | time | outcome |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const r of rows.slice(0, MAX_ROWS)) {
    const cache = r.replyCache ? ` (reply cache ${inlineText(r.replyCache, { max: 40 })})` : ''
    lines.push(
      `| ${r.shard} | ${formatInt(r.files)} | ${r.findings === null ? 'unreadable' : formatInt(r.findings)} | ${formatInt(r.calls)}${cache} | ${formatInt(r.repairs)} | ${formatInt(r.inputTokens)} | ${formatInt(r.outputTokens)} | ${seconds(r.durationMs)} | ${r.outcome} |`,
    )
  }
  return [...lines, '']
}

function count(n: number, word: string): string {
  return `${formatInt(n)} ${n === 1 ? word : `${word}s`}`
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}
