/**
 * The golden calibration suite: every case directory here runs through the CLI's own code path
 * (runCli, the function dist/cli.js calls) offline, and its outputs are compared byte for byte
 * with expected/. `npm run golden:update` rewrites expectations on purpose; a missing expectation
 * fails instead of being created silently.
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run.js'
import { HEADINGS } from '../../src/payload/sections.js'
import { headingsOutsideFences } from '../support/markdown.js'

const here = import.meta.dirname
const update = process.env.REVIEW_GATE_UPDATE_GOLDEN === '1'
const cases = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'diff.patch')))
  .map((d) => d.name)
  .sort()

const FIXED_NOW = new Date('2026-11-01T12:00:00Z')

async function cli(
  args: string[],
  stdin = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: here,
    env: { PATH: process.env.PATH },
    stdin: async () => Buffer.from(stdin),
    now: () => FIXED_NOW,
  })
  return { code, stdout, stderr }
}

function expectGolden(caseName: string, file: string, actual: string): void {
  const path = join(here, caseName, 'expected', file)
  if (update) {
    mkdirSync(join(here, caseName, 'expected'), { recursive: true })
    writeFileSync(path, actual)
    return
  }
  if (!existsSync(path))
    throw new Error(
      `${caseName}: expected/${file} is missing; run npm run golden:update on purpose`,
    )
  expect(actual, `${caseName}: ${file} differs from expected/${file}`).toBe(
    readFileSync(path, 'utf8'),
  )
}

function sectionOrder(payload: string): string[] {
  return headingsOutsideFences(payload)
}

interface Properties {
  tests_red?: boolean
  stacks?: string[]
  mode?: string
  overridden?: string[]
  omitted?: number
  gate?: 'pass' | 'fail' | 'error'
  /** Lines the rendered summary (review.md) must contain: what a reader must be told. */
  summary_contains?: string[]
}

describe('golden calibration suite', () => {
  it('has at least 12 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12)
  })

  for (const name of cases) {
    describe(name, () => {
      const props: Properties = existsSync(join(here, name, 'expected', 'properties.json'))
        ? JSON.parse(readFileSync(join(here, name, 'expected', 'properties.json'), 'utf8'))
        : {}

      it('payload is byte-identical to expected/payload.md, twice', async () => {
        const first = await cli(['payload', '--input', name])
        expect(first.stderr, first.stderr).not.toMatch(/review-gate:/)
        expect(first.code).toBe(0)
        const second = await cli(['payload', '--input', name])
        expect(second.stdout).toBe(first.stdout)
        expectGolden(name, 'payload.md', first.stdout)
      })

      it('payload structure: sections in order, findings iff tests red, examples match stacks', async () => {
        const { stdout } = await cli(['payload', '--input', name])
        const order = sectionOrder(stdout)
        const red = props.tests_red === true
        const expected: string[] = [
          HEADINGS.plan,
          HEADINGS.diff,
          HEADINGS.examples,
          HEADINGS.evidence,
        ]
        if (red) expected.push(HEADINGS.findings)
        expect(order).toEqual(expected)
        const stackLine = stdout.split('\n').find((l) => l.startsWith('stacks: '))!
        const stacks = stackLine.slice('stacks: '.length).split(', ')
        if (props.stacks) expect(stacks).toEqual(['common', ...props.stacks])
        for (const m of stdout.matchAll(/^### ([A-Z0-9-]+) \((\w+), (\w+), (\w+)\)$/gm)) {
          expect(stacks, `${m[1]} is from stack ${m[2]}`).toContain(m[2])
        }
        if (props.mode) expect(stdout).toContain(`review_mode: ${props.mode}`)
        if (props.omitted !== undefined) {
          const omitted = /Left out over the size budget \((\d+)/.exec(stdout)
          expect(Number(omitted?.[1] ?? 0)).toBe(props.omitted)
        }
      })

      const replayed =
        existsSync(join(here, name, 'reply.json')) || existsSync(join(here, name, 'replies'))
      if (replayed) {
        it('review through the replay provider matches expected review.json and gate', async () => {
          const out = mkdtempSync(join(tmpdir(), 'rg-golden-'))
          try {
            const result = await cli([
              'review',
              '--input',
              name,
              '--provider',
              'replay',
              '--output-dir',
              out,
            ])
            expect(result.stderr, result.stderr).not.toMatch(/^review-gate: /m)
            const gate = readFileSync(join(out, 'gate.txt'), 'utf8')
            expectGolden(name, 'gate.txt', gate)
            if (props.gate) expect(result.code).toBe({ pass: 0, fail: 1, error: 3 }[props.gate])
            const summary = readFileSync(join(out, 'review.md'), 'utf8')
            for (const line of props.summary_contains ?? []) expect(summary).toContain(line)
            // No usable review (an error): no review.json, and none expected.
            if (!existsSync(join(out, 'review.json'))) {
              expect(props.gate, 'only an error run leaves no review.json').toBe('error')
              expect(existsSync(join(here, name, 'expected', 'review.json'))).toBe(false)
              return
            }
            const review = readFileSync(join(out, 'review.json'), 'utf8')
            expectGolden(name, 'review.json', review)
            const parsed = JSON.parse(review)
            if (props.tests_red) {
              expect(parsed.issues[0]).toMatchObject({ category: 'tests', severity: 'blocker' })
              expect(parsed.verdict).toBe('CHANGES_REQUESTED')
            }
            if (props.overridden)
              expect(readFileSync(join(out, 'payload.md'), 'utf8')).toContain(props.overridden[0])
          } finally {
            rmSync(out, { recursive: true, force: true })
          }
        })
      }
    })
  }
})
