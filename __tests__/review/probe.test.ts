import { describe, expect, it } from 'vitest'
import { readReview } from '../../src/review/parse.js'
import {
  findingSchema,
  replyJsonSchema,
  MAX_PROBE_COMMAND_LENGTH,
} from '../../src/domain/reply-contract.js'

const reply = (severity: string, over: Record<string, unknown>) =>
  JSON.stringify({
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 0, minor: 0, [severity]: 1 },
    issues: [
      { severity, category: 'logic', file: 'a.ts', line: 1, message: 'm', fix: 'f', ...over },
    ],
    strengths: [],
  })

const probe = { command: "! grep -n 'eval(' src/a.ts", expected: 'fails while eval stays' }

describe('the probe field', () => {
  it('is kept on a blocker and a major, in the contract order', () => {
    for (const severity of ['blocker', 'major']) {
      const review = readReview(reply(severity, { probe }), { mode: 'implementation' })
      expect(review.issues[0]!.probe).toEqual(probe)
      expect(review.warnings.join('\n')).not.toMatch(/probe/)
      expect(Object.keys(review.issues[0]!)).toContain('probe')
    }
  })

  it('is dropped with a warning on a minor: only blocking findings are checked by a machine', () => {
    const review = readReview(reply('minor', { probe }), { mode: 'implementation' })
    expect(review.issues[0]!.probe).toBeUndefined()
    expect(review.warnings.join('\n')).toMatch(/issues\[0\]\.probe.*minor/)
  })

  it('refuses control characters, oversize commands and malformed shapes, keeping the finding', () => {
    const bad: unknown[] = [
      { command: 'true\nrm -rf /', expected: 'x' },
      { command: 'true\u001b[2J', expected: 'x' },
      { command: 'true', expected: 'x\u0000' },
      { command: 'x'.repeat(MAX_PROBE_COMMAND_LENGTH + 1), expected: 'x' },
      { command: '', expected: 'x' },
      { command: '   ', expected: 'x' },
      { command: 'true' },
      { command: 'true', expected: 'x', extra: 1 },
      'grep x',
      42,
    ]
    for (const value of bad) {
      const review = readReview(reply('blocker', { probe: value }), { mode: 'implementation' })
      expect(review.issues).toHaveLength(1)
      expect(review.issues[0]!.severity).toBe('blocker')
      expect(review.issues[0]!.probe, JSON.stringify(value)).toBeUndefined()
      expect(review.warnings.join('\n')).toMatch(/probe/)
    }
  })

  it('null reads as absent, without a warning', () => {
    const review = readReview(reply('blocker', { probe: null }), { mode: 'implementation' })
    expect(review.issues[0]!.probe).toBeUndefined()
    expect(review.warnings.join('\n')).not.toMatch(/probe/)
  })

  it('is declared in the strict schema and the wire schema', () => {
    const ok = findingSchema('implementation').safeParse({
      severity: 'blocker',
      category: 'logic',
      file: 'a.ts',
      line: 1,
      message: 'm',
      fix: 'f',
      probe,
    })
    expect(ok.success).toBe(true)
    const bad = findingSchema('implementation').safeParse({
      severity: 'blocker',
      category: 'logic',
      file: 'a.ts',
      line: 1,
      message: 'm',
      fix: 'f',
      probe: { command: 'a\nb', expected: 'x' },
    })
    expect(bad.success).toBe(false)
    const wire = JSON.stringify(replyJsonSchema('implementation'))
    expect(wire).toContain('"probe"')
  })
})

describe('probe text a maintainer would copy', () => {
  it('refuses bidirectional overrides, zero-width characters and line separators', () => {
    for (const command of ['grep x \u202e;rm', 'grep\u200bx', 'a\u2028b']) {
      const review = readReview(reply('blocker', { probe: { command, expected: '' } }), {
        mode: 'implementation',
      })
      expect(review.issues[0]!.probe).toBeUndefined()
    }
  })
})
