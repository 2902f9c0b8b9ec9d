/**
 * The CLI's bad-input contract for `payload` (issue: foundation): one clear message naming what
 * and where, exit code 2, nothing on stdout.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'

const DEMO = join(import.meta.dirname, '..', '..', 'examples', 'demo')

async function cli(args: string[], cwd = process.cwd()) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: { PATH: process.env.PATH },
    stdin: async () => Buffer.alloc(0),
    now: () => new Date('2026-11-01T00:00:00Z'),
  })
  return { code, stdout, stderr }
}

function caseDir(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-cli-case-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const GOOD_DIFF =
  'diff --git a/a.py b/a.py\nindex 1..2 100644\n--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n'

async function expectBadInput(args: string[], message: RegExp): Promise<void> {
  const result = await cli(args)
  expect(result.code, result.stderr).toBe(2)
  expect(result.stdout).toBe('')
  // Exactly one error line, naming the problem (warnings and usage text may surround it).
  const errors = result.stderr.split('\n').filter((line) => line.startsWith('review-gate: '))
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(message)
}

describe('review-gate payload', () => {
  it('prints the demo payload', async () => {
    const result = await cli(['payload', '--input', DEMO])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^# Review payload\n/)
    expect(result.stdout).toContain('## Auto-generated findings (MUST INCLUDE)')
  })

  it('usage errors exit 2 and name the problem', async () => {
    await expectBadInput(['payload'], /--input/)
    await expectBadInput(['payload', '--inptu', 'x'], /inptu/)
    const none = await cli([])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('Usage:')
    await expectBadInput(['payloads'], /unknown command "payloads"/)
  })

  it('malformed config YAML names the case file, line and column', async () => {
    const dir = caseDir({
      'diff.patch': GOOD_DIFF,
      'case.yml': 'config:\n  severity_gate: [blocker\n',
    })
    await expectBadInput(['payload', '--input', dir], /case\.yml:\d+:\d+: invalid YAML/)
  })

  it('a config value of the wrong type names the key path', async () => {
    const dir = caseDir({
      'diff.patch': GOOD_DIFF,
      'case.yml': 'config:\n  examples: { max: "lots" }\n',
    })
    await expectBadInput(['payload', '--input', dir], /case\.yml \(config\): examples\.max/)
  })

  it('a diff that is not a diff names the file and line', async () => {
    const dir = caseDir({ 'diff.patch': 'Hello, this is a letter.\nNot a patch.\n' })
    await expectBadInput(['payload', '--input', dir], /diff\.patch:1: .*not a diff|diff\.patch:1/)
  })

  it('a binary patch is listed, not read as text', async () => {
    const binary = [
      'diff --git a/logo.png b/logo.png',
      'index 1111111..2222222 100644',
      'GIT binary patch',
      'literal 12',
      'TcmZ?wbhEHbWME)o_{hKj0V4nd',
      '',
      'literal 12',
      'TcmZ?wbhEHbWME)o_{hKj0V4nd',
      '',
      '',
    ].join('\n')
    const dir = caseDir({ 'diff.patch': binary + GOOD_DIFF })
    const result = await cli(['payload', '--input', dir])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('GIT binary patch')
    expect(result.stdout).toContain('+x = 2')
  })

  it('a 50 MB diff is assembled within the budget, the rest listed as left out', async () => {
    const file = (i: number) => {
      const body = Array.from(
        { length: 400 },
        (_, j) => `+line ${j} of a long generated file number ${i} ${'x'.repeat(80)}`,
      ).join('\n')
      return `diff --git a/src/f${i}.ts b/src/f${i}.ts\nnew file mode 100644\nindex 0000000..1111111\n--- /dev/null\n+++ b/src/f${i}.ts\n@@ -0,0 +1,400 @@\n${body}\n`
    }
    const chunks: string[] = []
    let size = 0
    for (let i = 0; size < 50 * 1024 * 1024; i++) {
      const chunk = file(i)
      chunks.push(chunk)
      size += chunk.length
    }
    const dir = caseDir({ 'diff.patch': chunks.join('') })
    const result = await cli(['payload', '--input', dir])
    expect(result.code, result.stderr).toBe(0)
    expect(Buffer.byteLength(result.stdout)).toBeLessThan(600_000)
    expect(result.stdout).toMatch(/Left out over the size budget \(\d{3,}, not reviewed\)/)
  }, 120_000)

  it('a case directory missing its diff names the missing file', async () => {
    const dir = caseDir({ 'case.yml': 'description: no diff\n' })
    await expectBadInput(['payload', '--input', dir], /missing diff\.patch/)
    await expectBadInput(['payload', '--input', join(dir, 'nope')], /not a case directory/)
  })

  it('an override example without frontmatter names the file', async () => {
    const dir = caseDir({
      'diff.patch': GOOD_DIFF,
      'rubric-examples/team.md': '### Bad\n\n```py\nx\n```\n',
    })
    await expectBadInput(['payload', '--input', dir], /rubric-examples\/team\.md/)
  })

  it('a plan file without the requested item names the plan and the item', async () => {
    const dir = caseDir({
      'diff.patch': GOOD_DIFF,
      'plan.md': '# Plan\n\n1. One thing.\n',
      'case.yml': 'plan: { file: plan.md, item: 4 }\n',
    })
    await expectBadInput(['payload', '--input', dir], /plan\.md: no item 4/)
  })

  it('runs from a copy of the demo in another folder (no absolute paths in the payload)', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'rg-demo-copy-'))
    cpSync(DEMO, copy, { recursive: true })
    const [a, b] = await Promise.all([
      cli(['payload', '--input', DEMO]),
      cli(['payload', '--input', copy]),
    ])
    expect(b.stdout).toBe(a.stdout)
    expect(a.stdout).not.toContain(DEMO)
  })
})
