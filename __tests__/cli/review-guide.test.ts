/**
 * REVIEW.md through the CLI's own code path: a case's REVIEW.md, and a local branch's REVIEW.md
 * read from the base commit (the branch's own edit to it is never used).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import { makeRepo, replyScript } from '../e2e/harness.js'

async function cli(args: string[], cwd: string, reviewFlags = true) {
  let stdout = ''
  let stderr = ''
  const out = mkdtempSync(join(tmpdir(), 'rg-guide-out-'))
  const flags = reviewFlags ? ['--output-dir', out, '--format', 'json'] : []
  const code = await runCli([...args, ...flags], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: { PATH: process.env.PATH },
    stdin: async () => Buffer.alloc(0),
  })
  return { code, stdout, stderr, out }
}

const BILLING = 'src/billing/total.ts'
const DEBUG = 'experimental/debug.ts'
const added = (path: string, lines: string[]) =>
  [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    'index 0000000..1111111',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n')

const DIFF =
  added(BILLING, [
    'export function total(prices: number[]): number {',
    '  let sum = 0',
    '  for (const p of prices) sum += p * 1.2',
    '  return sum',
    '}',
  ]) + added(DEBUG, ['export const verbose = true', 'export function log(m: string) {}'])

const issue = (severity: string, file: string, line: number, message: string) => ({
  severity,
  category: 'logic',
  file,
  line,
  message,
  fix: 'fix it',
})

const REPLY = JSON.stringify({
  verdict: 'CHANGES_REQUESTED',
  issues: [
    issue('blocker', BILLING, 3, 'Float arithmetic on money: 0.1 + 0.2 drifts; use integer cents.'),
    issue('major', DEBUG, 2, 'log() swallows the message, so debugging output is lost.'),
    issue('minor', BILLING, 2, 'Prefer const where the value is not reassigned.'),
    issue('minor', BILLING, 4, 'Name the VAT factor instead of a magic number.'),
  ],
  strengths: [],
})

const GUIDE = [
  '# How we review',
  '## Path Guidance',
  '- `src/billing/**`: money is integer cents; float arithmetic on it is a defect.',
  '- `docs/**`: never matches this change',
  '## Severity Overrides',
  '- `experimental/**`: major → minor',
  '- `src/billing/**`: blocker → minor',
  '## Allowed Nits',
  '- prefer const',
].join('\n')

function writeCase(guide: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-guide-case-'))
  writeFileSync(join(dir, 'diff.patch'), DIFF)
  writeFileSync(join(dir, 'case.yml'), 'config:\n  evidence:\n    missing: "off"\n')
  writeFileSync(join(dir, 'reply.json'), REPLY)
  if (guide !== null) writeFileSync(join(dir, 'REVIEW.md'), guide)
  return dir
}

describe('REVIEW.md', () => {
  it("a case's REVIEW.md: guidance in the plan context, nits dropped, overrides applied, the blocker line refused", async () => {
    const dir = writeCase(GUIDE)
    const result = await cli(['review', '--input', dir], dir)
    expect(result.code).toBe(1)
    const payload = readFileSync(join(result.out, 'payload.md'), 'utf8')
    const plan = payload.slice(payload.indexOf('## Plan context'), payload.indexOf('## Diff'))
    expect(plan).toContain('`src/billing/**` (applies to: src/billing/total.ts)')
    expect(plan).toContain('money is integer cents; float arithmetic on it is a defect.')
    expect(plan).not.toContain('docs/**')

    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8'))
    const issues = review.issues.map((f: { severity: string; file: string; line: number }) =>
      [f.severity, f.file, f.line].join(' '),
    )
    expect(issues).toEqual([`blocker ${BILLING} 3`, `minor ${DEBUG} 2`, `minor ${BILLING} 4`])
    expect(review.counts).toEqual({ blocker: 1, major: 0, minor: 2 })
    const warnings = [...review.warnings, result.stdout].join('\n')
    expect(warnings).toContain('1 minor finding dropped as allowed nits')
    expect(warnings).toMatch(
      /REVIEW\.md:6 \(`experimental\/\*\*`\): experimental\/debug\.ts:2 logic major → minor/,
    )
    expect(warnings).toMatch(
      /REVIEW\.md:7: severity override `src\/billing\/\*\*`: blocker → minor refused/,
    )
  })

  it('without REVIEW.md the review is the reply as parsed', async () => {
    const dir = writeCase(null)
    const result = await cli(['review', '--input', dir], dir)
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8'))
    expect(review.counts).toEqual({ blocker: 1, major: 1, minor: 2 })
    expect(readFileSync(join(result.out, 'payload.md'), 'utf8')).not.toContain('REVIEW.md')
  })

  it('a malformed line is exit 2 naming the file and line', async () => {
    const dir = writeCase('## Allowed Nits\n- fine\nnot a bullet\n')
    const result = await cli(['review', '--input', dir], dir)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(`${join(dir, 'REVIEW.md')}:3: expected a bullet`)
  })

  it('a local branch: REVIEW.md from the base commit, never the branch', async () => {
    const repo = makeRepo(
      {
        'REVIEW.md': '## Allowed Nits\n- prefer const\n',
        '.github/review-gate.yml': 'evidence:\n  missing: "off"\n',
      },
      {
        'REVIEW.md': '## Allowed Nits\n- float arithmetic\n- name the vat\n',
        [BILLING]:
          'export function total(prices: number[]): number {\n  let sum = 0\n  for (const p of prices) sum += p * 1.2\n  return sum\n}\n',
      },
    )
    const script = replyScript({
      verdict: 'CHANGES_REQUESTED',
      issues: [
        issue('minor', BILLING, 2, 'Prefer const where the value is not reassigned.'),
        issue('minor', BILLING, 3, 'Float arithmetic on money drifts.'),
      ],
      strengths: [],
    })
    const result = await cli(
      [
        'review',
        '--repo',
        repo.dir,
        '--base',
        repo.base,
        '--provider',
        'command',
        '--model-command',
        script,
      ],
      repo.dir,
    )
    expect(result.code, result.stderr).toBe(0)
    const review = JSON.parse(readFileSync(join(result.out, 'review.json'), 'utf8'))
    expect(review.issues.map((f: { line: number }) => f.line)).toEqual([3])

    // case --repo writes the base commit's REVIEW.md into the case, which then reviews the same.
    const caseDir = join(mkdtempSync(join(tmpdir(), 'rg-guide-written-')), 'case')
    const written = await cli(
      ['case', '--repo', repo.dir, '--base', repo.base, '--out', caseDir],
      repo.dir,
      false,
    )
    expect(written.code, written.stderr).toBe(0)
    expect(readFileSync(join(caseDir, 'REVIEW.md'), 'utf8')).toBe(
      '## Allowed Nits\n- prefer const\n',
    )
  })
})
