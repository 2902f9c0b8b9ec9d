import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { MAX_REVIEW_GUIDE_BYTES, parseReviewGuide } from '../../src/review-guide/parse.js'

const GUIDE = [
  '# Review notes',
  '',
  "Prose outside the three sections is the file's own and is skipped.",
  '- even a bullet here',
  '',
  '## Path Guidance',
  '- `services/billing/**`: money is integer cents; flag float arithmetic on it.',
  '- `*.sql`: migrations must be reversible',
  '  (write the down step too).',
  '',
  '## Severity Overrides',
  '- `experimental/**`: major → minor',
  '- `src/auth/**`: minor -> major',
  '- `legacy/**`: blocker → minor',
  '',
  '## Allowed Nits',
  '- Prefer const',
  '- blocker: missing docstrings',
  '',
  '## Other',
  'free text again',
].join('\n')

describe('parseReviewGuide', () => {
  const guide = parseReviewGuide(GUIDE, 'REVIEW.md')

  it('reads the three sections and skips everything else', () => {
    expect(guide.guidance.map((g) => [g.glob, g.text, g.line])).toEqual([
      ['services/billing/**', 'money is integer cents; flag float arithmetic on it.', 7],
      ['*.sql', 'migrations must be reversible (write the down step too).', 8],
    ])
    expect(guide.overrides.map((o) => [o.glob, o.from, o.to, o.line])).toEqual([
      ['experimental/**', 'major', 'minor', 12],
      ['src/auth/**', 'minor', 'major', 13],
    ])
    expect(guide.nits.map((n) => [n.text, n.needle])).toEqual([['Prefer const', 'prefer const']])
  })

  it('globs read like paths.ignore patterns: no slash matches at any depth', () => {
    const [billing, sql] = guide.guidance
    expect(billing!.matches('services/billing/a.ts')).toBe(true)
    expect(billing!.matches('other/services/billing/a.ts')).toBe(false)
    expect(sql!.matches('db/migrations/001.sql')).toBe(true)
    expect(sql!.matches('db/migrations/001.sql.bak')).toBe(false)
  })

  it('refuses, with a warning naming the line, what would downgrade or filter a blocker', () => {
    expect(guide.refused).toHaveLength(2)
    expect(guide.refused[0]).toMatch(/^REVIEW\.md:14: .*legacy\/\*\*.*blocker → minor refused/)
    expect(guide.refused[1]).toMatch(/^REVIEW\.md:18: allowed nit .*refused/)
  })

  it('a file without the sections is an empty guide', () => {
    const empty = parseReviewGuide('# Notes\n\nNothing here.\n', 'R.md')
    expect([empty.guidance, empty.overrides, empty.nits, empty.refused]).toEqual([[], [], [], []])
  })

  const malformed: [string, string, RegExp][] = [
    ['## Path Guidance\nnot a bullet', 'R.md:2', /expected a bullet/],
    ['## Path Guidance\n- no glob here', 'R.md:2', /expected "- `glob`: text"/],
    ['## Path Guidance\n- `src/**`:', 'R.md:2', /guidance for `src\/\*\*` is empty/],
    ['## Severity Overrides\n- `a/**`: major to minor', 'R.md:2', /expected "major → minor"/],
    ['## Severity Overrides\n- `a/**`: minor → blocker', 'R.md:2', /not an override/],
    ['## Severity Overrides\n- `a/**`: major → major', 'R.md:2', /not an override/],
    ['## Severity Overrides\n- `!a/**`: major → minor', 'R.md:2', /negated glob/],
    ['## Severity Overrides\n- `a/[b`: major → minor', 'R.md:2', /not a valid glob/],
    ['\n\n## Allowed Nits\n-  ', 'R.md:4', /empty bullet/],
    ['## Allowed Nits\n```\n- x\n```', 'R.md:2', /code block/],
  ]
  it.each(malformed)('malformed %j is an InputError naming the file and line', (text, at, why) => {
    let error: unknown
    try {
      parseReviewGuide(text, 'R.md')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message.startsWith(`${at}: `)).toBe(true)
    expect((error as Error).message).toMatch(why)
  })

  it('is bounded: a file over the limit is refused, naming it', () => {
    const big = `## Allowed Nits\n${'- x\n'.repeat(MAX_REVIEW_GUIDE_BYTES / 4 + 1)}`
    expect(() => parseReviewGuide(big, 'R.md')).toThrow(/^R\.md: REVIEW\.md is \d+ bytes, above/)
  })

  it('a fenced block outside the sections may hold anything, even headings', () => {
    const text = '# X\n```md\n## Allowed Nits\nnot a bullet\n```\n## Allowed Nits\n- ok'
    expect(parseReviewGuide(text, 'R.md').nits.map((n) => n.line)).toEqual([7])
  })
})
