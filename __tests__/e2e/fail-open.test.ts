/**
 * The fail-open suite (issue: fail closed everywhere), through the committed bundle as a user runs
 * it: `node dist/cli.js review --input <case>`. Every fault row must end as fail or error with its
 * cause named in the summary and gate.txt; every control row must pass, so the suite cannot be met
 * by failing everything. The GitHub-side faults (rate limits, 5xx, hangs) are in
 * github-failures.test.ts, through dist/index.js.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { CONTROL_ROWS, DIFF, FAULT_ROWS, HEAD, type Row } from './fail-open-cases.js'

const CLI = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')

function writeCase(row: Row): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-fail-open-'))
  const files: Record<string, string> = { 'diff.patch': DIFF, ...row.files }
  files['case.yml'] = stringify({
    description: row.name,
    head_sha: HEAD,
    ...(row.config ? { config: row.config } : {}),
  })
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

function review(row: Row) {
  const dir = writeCase(row)
  const out = join(dir, 'out')
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      'review',
      '--input',
      dir,
      '--output-dir',
      out,
      '--cache-dir',
      `${dir}-cache`,
      ...(row.flags ?? []),
    ],
    {
      encoding: 'utf8',
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: dir },
      timeout: 60_000,
    },
  )
  const gate = readFileSync(join(out, 'gate.txt'), 'utf8')
  const summary = readFileSync(join(out, 'review.md'), 'utf8')
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, gate, summary }
}

describe('fail-open suite: faults never pass', () => {
  it('has at least 30 fault rows', () => {
    expect(FAULT_ROWS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(FAULT_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const run = review(row)
    const context = `${row.name}\n--- gate.txt\n${run.gate}\n--- stderr\n${run.stderr.slice(-2_000)}`
    expect(run.gate, context).not.toMatch(/^PASSED/m)
    if (row.expect === 'fail') {
      expect(run.code, context).toBe(1)
      expect(run.gate, context).toMatch(/^FAILED/m)
    } else {
      expect(run.code, context).toBe(row.neutral ? 0 : 3)
      expect(run.gate, context).toMatch(/^ERROR: no usable review/)
    }
    expect(run.gate, context).toMatch(row.cause)
    expect(run.summary, context).toMatch(summaryCause(row.cause))
  })
})

describe('fail-open suite: controls pass', () => {
  it.each(CONTROL_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const run = review(row)
    const context = `${row.name}\n--- gate.txt\n${run.gate}\n--- stderr\n${run.stderr.slice(-2_000)}`
    expect(run.code, context).toBe(0)
    expect(run.gate, context).toMatch(/^PASSED/m)
    expect(run.gate, context).toMatch(row.cause)
  })
})

/** The summary renders the same cause as markdown: match its words, not its punctuation. */
function summaryCause(cause: RegExp): RegExp {
  const words = cause.source.match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []
  return new RegExp(words.slice(0, 3).join('[\\s\\S]*'), 'i')
}
