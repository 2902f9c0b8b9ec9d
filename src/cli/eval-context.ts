import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { languageOf } from '../context/languages.js'
import { extensionFamily } from '../context/scan.js'
import { EXIT, InputError } from '../errors.js'
import { loadBundledExamples } from '../examples/load.js'
import { contextBudgetBytes } from '../pipeline/context-stage.js'
import { preparePayload, type Prepared } from '../pipeline/prepare.js'
import { priorPayload } from '../pipeline/carry-stage.js'
import type { Gathered } from '../pipeline/run.js'
import { gatherCase } from './case-run.js'
import { readExpectedContext } from './eval-score.js'
import type { CliIo } from './io.js'

/**
 * `eval --context`: how much of what a reviewer must see the payload shows, without a model.
 * For every case under the folder whose labels.json names `expect_context` lines, the payload is
 * built twice, with the repository context and diff-only; recall is the share of the expected
 * lines the payload shows (in the diff's new side or a kept context entry), size the ratio of
 * the two payloads' bytes. Per case, per language and overall (the median size ratio).
 */

export interface ContextCaseResult {
  case: string
  language: string
  expected: number
  found: number
  recall: number
  missed: string[]
  payload_bytes: number
  diff_only_bytes: number
  size_ratio: number
}

export interface ContextEvalReport {
  cases: number
  recall: number
  median_size_ratio: number
  by_language: Record<string, { cases: number; recall: number; median_size_ratio: number }>
  by_case: ContextCaseResult[]
}

export async function evalContext(root: string, io: CliIo): Promise<number> {
  const names = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'labels.json')))
    .map((d) => d.name)
    .sort()
  const expected = new Map(names.map((n) => [n, readExpectedContext(join(root, n, 'labels.json'))]))
  const labelled = names.filter((n) => expected.get(n)!.length > 0)
  if (labelled.length === 0)
    throw new InputError('no labels.json with expect_context directly under the folder', root)
  const byCase: ContextCaseResult[] = []
  for (const name of labelled) {
    const gathered = await gatherCase(join(root, name), io)
    const withContext = prepare(gathered, true)
    const diffOnly = prepare(gathered, false)
    const want = expected.get(name)!
    const missed = want.filter((at) => !shows(withContext, at)).map((at) => `${at.path}:${at.line}`)
    const payloadBytes = Buffer.byteLength(withContext.payload)
    const diffBytes = Buffer.byteLength(diffOnly.payload)
    byCase.push({
      case: name,
      language: caseLanguage(gathered),
      expected: want.length,
      found: want.length - missed.length,
      recall: ratio(want.length - missed.length, want.length),
      missed,
      payload_bytes: payloadBytes,
      diff_only_bytes: diffBytes,
      size_ratio: ratio(payloadBytes, diffBytes),
    })
  }
  const report = summarize(byCase)
  io.stdout(`${JSON.stringify(report, null, 2)}\n`)
  io.stderr(renderTable(report))
  return EXIT.passed
}

function prepare(gathered: Gathered, withContext: boolean): Prepared {
  return preparePayload({
    config: gathered.config,
    scope: gathered.scope,
    plan: gathered.plan,
    evidence: gathered.evidence,
    bundledExamples: loadBundledExamples(),
    repoExamples: gathered.repoExamples,
    reviewGuide: gathered.reviewGuide,
    prior: priorPayload(gathered.prior, gathered.headSha),
    ...(withContext
      ? { context: { context: gathered.context, maxBytes: contextBudgetBytes(gathered.config) } }
      : {}),
  })
}

/** A line is shown when the diff shows it on the new side or a kept context entry holds it. */
function shows(prepared: Prepared, at: { path: string; line: number }): boolean {
  if (prepared.context?.shown.get(at.path)?.has(at.line)) return true
  const file = prepared.files.find((f) => f.path === at.path)
  return (
    file?.hunks.some((h) => h.lines.some((l) => l.newLine === at.line && l.kind !== 'del')) ?? false
  )
}

/** The language most of the case's touched files are in (extension when no grammar reads it). */
function caseLanguage(gathered: Gathered): string {
  const counts = new Map<string, number>()
  for (const file of gathered.scope.diff.files) {
    const language = languageOf(file.path) ?? extensionFamily(file.path).replace(/^\./, '')
    const key = language === 'tsx' ? 'typescript' : language
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? 'none'
}

function summarize(byCase: ContextCaseResult[]): ContextEvalReport {
  const group = (cases: ContextCaseResult[]) => ({
    cases: cases.length,
    recall: ratio(
      cases.reduce((n, c) => n + c.found, 0),
      cases.reduce((n, c) => n + c.expected, 0),
    ),
    median_size_ratio: median(cases.map((c) => c.size_ratio)),
  })
  const languages = [...new Set(byCase.map((c) => c.language))].sort()
  const all = group(byCase)
  return {
    cases: all.cases,
    recall: all.recall,
    median_size_ratio: all.median_size_ratio,
    by_language: Object.fromEntries(
      languages.map((l) => [l, group(byCase.filter((c) => c.language === l))]),
    ),
    by_case: byCase,
  }
}

function renderTable(report: ContextEvalReport): string {
  const rows = [
    '| case | language | recall | payload bytes | diff-only bytes | ratio |',
    '| --- | --- | --- | --- | --- | --- |',
    ...report.by_case.map(
      (c) =>
        `| ${c.case} | ${c.language} | ${c.found}/${c.expected} | ${c.payload_bytes} | ${c.diff_only_bytes} | ${c.size_ratio.toFixed(2)}× |`,
    ),
    '',
    '| language | cases | recall | median ratio |',
    '| --- | --- | --- | --- |',
    ...Object.entries(report.by_language).map(
      ([l, g]) =>
        `| ${l} | ${g.cases} | ${g.recall.toFixed(2)} | ${g.median_size_ratio.toFixed(2)}× |`,
    ),
    '',
    `context recall ${report.recall.toFixed(3)}, median payload ${report.median_size_ratio.toFixed(2)}× diff-only, ${report.cases} case(s)`,
    '',
  ]
  return rows.join('\n')
}

function ratio(a: number, b: number): number {
  return b === 0 ? 1 : Math.round((a / b) * 1000) / 1000
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[mid]!
    : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 1000) / 1000
}
