import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'

let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-parse-'))
  writeFileSync(
    join(dir, 'change.patch'),
    [
      'diff --git a/src/cart.ts b/src/cart.ts',
      'index 1111111..2222222 100644',
      '--- a/src/cart.ts',
      '+++ b/src/cart.ts',
      '@@ -1,2 +1,3 @@',
      ' export function total(items) {',
      '+  if (items.length === 0) return 0',
      ' }',
      '',
    ].join('\n'),
  )
  writeFileSync(
    join(dir, 'auto.json'),
    JSON.stringify([
      {
        severity: 'blocker',
        category: 'tests',
        file: 'tests/cart.test.ts',
        line: 9,
        message: '1 touched test failing: empty cart.',
        fix: 'Fix it.',
      },
    ]),
  )
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(args: string[], stdin: string | Buffer = '') {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: {},
    stdin: async () => (typeof stdin === 'string' ? Buffer.from(stdin) : stdin),
  })
  return { code, stdout, stderr }
}

const reply = JSON.stringify({
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [
    {
      severity: 'P1',
      category: 'logic',
      file: 'src/cart.ts',
      line: '2',
      message: 'Early return skips validation.',
      fix: 'Validate first.',
    },
  ],
  strengths: [],
})

describe('review-gate parse', () => {
  it('prints the normalized review JSON for a reply on stdin', async () => {
    const { code, stdout, stderr } = await cli(['parse'], reply)
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout.endsWith('}\n')).toBe(true)
    const review = JSON.parse(stdout)
    expect(review).toMatchObject({
      mode: 'implementation',
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 1, minor: 0 },
    })
    expect(review.issues[0]).toMatchObject({ severity: 'major', line: 2, anchored: true })
    expect(stdout).toBe(`${JSON.stringify(review, null, 2)}\n`)
  })

  it('checks locations against --diff (relative to the working directory)', async () => {
    const offDiff = reply.replace('"line":"2"', '"line":"3"')
    const { code, stdout } = await cli(['parse', '--diff', 'change.patch'], offDiff)
    expect(code).toBe(0)
    expect(JSON.parse(stdout).issues[0]).toMatchObject({ line: 3, anchored: true })
    const pastEnd = JSON.parse(
      (await cli(['parse', '--diff', 'change.patch'], reply.replace('"line":"2"', '"line":"7"')))
        .stdout,
    )
    expect(pastEnd.issues[0]).toMatchObject({ line: 7, anchored: false })
    const outside = reply.replace('src/cart.ts', 'src/other.ts')
    const review = JSON.parse((await cli(['parse', '--diff', 'change.patch'], outside)).stdout)
    // Issue 9: a finding outside the change stays in issues and counts (it used to vanish).
    expect(review.issues[0]).toMatchObject({ file: 'src/other.ts', anchored: false })
    expect(review.unanchored).toHaveLength(1)
    expect(review.verdict).toBe('CHANGES_REQUESTED')
  })

  it('applies the guard with --require-tests-blocker and --auto-findings', async () => {
    const { code, stdout } = await cli(
      [
        'parse',
        '--require-tests-blocker',
        '--auto-findings',
        'auto.json',
        '--diff',
        'change.patch',
      ],
      reply,
    )
    expect(code).toBe(0)
    const review = JSON.parse(stdout)
    expect(review.guard_applied).toBe(true)
    expect(review.issues[0]).toMatchObject({
      category: 'tests',
      severity: 'blocker',
      file: 'tests/cart.test.ts',
      anchored: false,
    })
    expect(review.counts.blocker).toBe(1)
  })

  it('reads --mode contract', async () => {
    const contract = JSON.stringify({
      verdict: 'CHANGES_REQUESTED',
      issues: [
        {
          severity: 'blocker',
          category: 'out_of_scope',
          file: 'plan.md',
          line: 1,
          message: 'No out-of-scope section.',
          fix: 'Add one.',
        },
      ],
      strengths: [],
    })
    const review = JSON.parse((await cli(['parse', '--mode', 'contract'], contract)).stdout)
    expect(review.mode).toBe('contract')
    expect(review.issues[0].category).toBe('out_of_scope')
  })

  it('exits 3 with the reason on stderr for an unusable reply', async () => {
    for (const input of ['', 'Looks good to me!', '{"verdict": "APPR', '[]']) {
      const { code, stdout, stderr } = await cli(['parse'], input)
      expect(code, input).toBe(3)
      expect(stdout).toBe('')
      expect(stderr).toMatch(/^review-gate: reply unusable: /)
    }
  })

  it('keeps terminal escapes from the reply out of stderr', async () => {
    const { stderr } = await cli(['parse'], '\u001b]0;pwned\u0007 no json here')
    expect(stderr).not.toContain('\u001b')
    expect(stderr).toContain('\\u001b')
  })

  it('exits 2 for usage errors', async () => {
    for (const args of [
      ['parse', '--bogus'],
      ['parse', 'extra'],
      ['parse', '--mode', 'review'],
      ['parse', '--mode', 'contract', '--require-tests-blocker'],
    ]) {
      const { code, stderr } = await cli(args, reply)
      expect(code, args.join(' ')).toBe(2)
      expect(stderr).toMatch(/^review-gate: /)
    }
  })

  it('exits 2 naming the file and the field for a bad auto-findings file', async () => {
    const cases: [string, string, RegExp][] = [
      ['missing.json', '', /missing\.json: cannot read the file \(ENOENT\)/],
      ['bad.json', '{not json', /bad\.json: not valid JSON/],
      ['object.json', '{"severity": "blocker"}', /object\.json: expected a JSON array/],
      [
        'field.json',
        JSON.stringify([
          { severity: 'blocker', category: 'tests', file: 'a.ts', line: 0, message: 'm', fix: '' },
        ]),
        /field\.json: \[0\]\.line: /,
      ],
      [
        'extra.json',
        JSON.stringify([
          {
            severity: 'blocker',
            category: 'tests',
            file: 'a.ts',
            line: 1,
            message: 'm',
            fix: '',
            __proto__x: 1,
          },
        ]),
        /extra\.json: \[0\]: Unrecognized key/,
      ],
    ]
    for (const [name, content, message] of cases) {
      if (content) writeFileSync(join(dir, name), content)
      const { code, stderr } = await cli(
        ['parse', '--require-tests-blocker', '--auto-findings', name],
        reply,
      )
      expect(code, name).toBe(2)
      expect(stderr).toMatch(message)
    }
  })

  it('exits 2 naming the diff for a malformed --diff', async () => {
    writeFileSync(
      join(dir, 'broken.patch'),
      'diff --git a/x b/x\n@@ -1,5 +1,5 @@\n+only one line\n',
    )
    const { code, stderr } = await cli(['parse', '--diff', 'broken.patch'], reply)
    expect(code).toBe(2)
    expect(stderr).toContain('broken.patch')
  })
})
