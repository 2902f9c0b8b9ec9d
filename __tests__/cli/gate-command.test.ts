import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import { parseReview } from '../../src/review/parse.js'

let dir: string

async function cli(args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: {},
    stdin: async () => Buffer.alloc(0),
  })
  return { code, stdout, stderr }
}

const issue = (severity: string) => ({
  severity,
  category: 'logic',
  file: 'a.ts',
  line: 1,
  message: 'm',
  fix: 'f',
})

function writeReview(name: string, issues: unknown[]): void {
  const review = parseReview(JSON.stringify({ verdict: 'APPROVED', issues, strengths: [] }), {
    mode: 'implementation',
  })
  writeFileSync(join(dir, name), JSON.stringify(review, null, 2))
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rg-gate-'))
  writeReview('clean.json', [issue('minor'), issue('minor')])
  writeReview('blocker.json', [issue('blocker'), issue('major'), issue('major')])
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('review-gate gate', () => {
  it('passes a review under the default thresholds (exit 0)', async () => {
    expect(await cli(['gate', '--review', 'clean.json'])).toEqual({
      code: 0,
      stdout: 'PASSED (blocker 0/0, major 0/0, minor 2/unlimited)\n',
      stderr: '',
    })
  })

  it('fails with one line per failing condition (exit 1)', async () => {
    const { code, stdout } = await cli(['gate', '--review', 'blocker.json'])
    expect(code).toBe(1)
    expect(stdout).toBe(
      'FAILED: blocker 1 > 0\nFAILED: major 2 > 0\nFAILED (blocker 1/0, major 2/0, minor 0/unlimited)\n',
    )
  })

  it('takes thresholds from --severity-gate', async () => {
    const { code, stdout } = await cli([
      'gate',
      '--review',
      'blocker.json',
      '--severity-gate',
      'blocker=1,major=2',
    ])
    expect(code).toBe(0)
    expect(stdout).toBe('PASSED (blocker 1/1, major 2/2, minor 0/unlimited)\n')
    expect((await cli(['gate', '--review', 'clean.json', '--severity-gate', 'minor=1'])).code).toBe(
      1,
    )
  })

  it('never lets edited counts hide the listed issues', async () => {
    writeFileSync(
      join(dir, 'edited.json'),
      JSON.stringify({
        verdict: 'APPROVED',
        counts: { blocker: 0, major: 0, minor: 0 },
        issues: [issue('blocker')],
      }),
    )
    const { code, stdout, stderr } = await cli(['gate', '--review', 'edited.json'])
    expect(code).toBe(1)
    expect(stdout).toContain('FAILED: blocker 1 > 0')
    expect(stderr).toMatch(/counts .* are below its listed issues/)
  })

  it('exits 2 for usage errors and bad review files, naming them', async () => {
    writeFileSync(join(dir, 'garbage.json'), 'not json')
    writeFileSync(
      join(dir, 'shape.json'),
      JSON.stringify({ counts: { blocker: -1, major: 0 }, issues: [] }),
    )
    const cases: [string[], RegExp][] = [
      [['gate'], /--review/],
      [['gate', '--review'], /--review/],
      [['gate', '--review', 'nope.json'], /nope\.json: cannot read/],
      [['gate', '--review', 'garbage.json'], /garbage\.json: not valid JSON/],
      [
        ['gate', '--review', 'shape.json'],
        /shape\.json: not a review: counts\.blocker: .*; counts\.minor: /,
      ],
      [
        ['gate', '--review', 'clean.json', '--severity-gate', 'blocker=some'],
        /--severity-gate: "blocker=some" is not a threshold/,
      ],
      [['gate', '--review', 'clean.json', '--unknown'], /unknown/i],
    ]
    for (const [args, message] of cases) {
      const { code, stderr } = await cli(args)
      expect(code, args.join(' ')).toBe(2)
      expect(stderr).toMatch(message)
    }
  })
})
