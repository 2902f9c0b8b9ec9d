import { describe, expect, it } from 'vitest'
import { MAX_FIX_LENGTH, MAX_MESSAGE_LENGTH } from '../../src/domain/reply-contract.js'
import { ReplyUnusableError } from '../../src/review/extract.js'
import { MAX_STRENGTHS } from '../../src/review/fields.js'
import { normalizeReply } from '../../src/review/normalize.js'
import { MAX_DROPPED, MAX_WARNINGS, Notes } from '../../src/review/notes.js'
import type { ReviewMode } from '../../src/domain/finding.js'

const base = {
  severity: 'major',
  category: 'logic',
  file: 'src/a.ts',
  line: 4,
  message: 'Off by one.',
  fix: 'Use <=.',
}

function run(raw: Record<string, unknown>, mode: ReviewMode = 'implementation') {
  const notes = new Notes()
  const out = normalizeReply(raw, mode, notes)
  return {
    ...out,
    warnings: notes.warnings,
    dropped: notes.dropped,
    incomplete: notes.incompleteCauses,
    entries: notes.entries,
  }
}

function one(issue: Record<string, unknown>, mode: ReviewMode = 'implementation') {
  return run({ verdict: 'CHANGES_REQUESTED', issues: [issue], strengths: [] }, mode)
}

describe('normalizeReply', () => {
  it('passes a conforming finding through without warnings', () => {
    const out = one(base)
    expect(out.findings).toEqual([{ ...base, anchored: true }])
    expect(out.warnings).toEqual([])
  })

  it.each([
    ['critical', 'blocker'],
    ['P0', 'blocker'],
    ['BLOCKER', 'blocker'],
    ['High', 'major'],
    ['p1', 'major'],
    ['IMPORTANT', 'major'],
    ['medium', 'minor'],
    ['low', 'minor'],
    ['P2', 'minor'],
    ['p3', 'minor'],
    ['SUGGESTION', 'minor'],
    ['nit', 'minor'],
  ])('reads severity %j as %s with a warning', (raw, severity) => {
    const out = one({ ...base, severity: raw })
    expect(out.findings[0]!.severity).toBe(severity)
    expect(out.warnings).toEqual([`issues[0]: severity "${raw}" read as ${severity}`])
  })

  it('an entry whose severity means nothing is unreadable: dropped and the review incomplete', () => {
    for (const severity of ['urgent', 42, undefined, 'constructor', '__proto__']) {
      const out = one({ ...base, severity })
      expect(out.findings).toEqual([])
      expect(out.dropped).toHaveLength(1)
      expect(out.dropped[0]!.reason).toMatch(/severity/)
      expect(out.dropped[0]!.excerpt).toContain('Off by one.')
      expect(out.incomplete).toHaveLength(1)
      expect(out.incomplete[0]).toMatch(/^issues\[0\] unreadable: issues\[0\]\.severity/)
      expect(out.incomplete[0]).toContain('Off by one.')
    }
  })

  it('coerces a numeric-string line and truncates a fractional one', () => {
    expect(one({ ...base, line: ' 17 ' }).findings[0]!.line).toBe(17)
    const fractional = one({ ...base, line: 9.7 })
    expect(fractional.findings[0]!.line).toBe(9)
    expect(fractional.warnings[0]).toMatch(/truncated/)
  })

  it('keeps line 0 and negative lines as file-level findings on line 1', () => {
    for (const line of [0, -3, '-3']) {
      const out = one({ ...base, line })
      expect(out.findings[0]).toMatchObject({ anchored: false, line: 1 })
      expect(out.warnings.join('\n')).toMatch(/file-level/)
    }
  })

  it('an entry with no usable line, file or message is unreadable: the review is incomplete', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, line: 'forty' }, 'line'],
      [{ ...base, line: 1e300 }, 'line'],
      [{ ...base, line: [4] }, 'line'],
      [{ ...base, file: undefined }, 'file'],
      [{ ...base, file: 7 }, 'file'],
      [{ ...base, message: '   ' }, 'message'],
      [{ ...base, message: undefined }, 'message'],
    ]
    for (const [issue, field] of cases) {
      const out = one(issue)
      expect(out.findings, JSON.stringify(issue)).toEqual([])
      expect(out.dropped).toHaveLength(1)
      expect(out.incomplete, JSON.stringify(issue)).toHaveLength(1)
      expect(out.incomplete[0]).toContain(`issues[0].${field}`)
      expect(out.entries[0]).toMatch(/^issues\[0\] unreadable/)
    }
  })

  it('a major on a path that cannot be a repository file: dropped, the review incomplete', () => {
    const out = one({ ...base, file: '/etc/passwd' })
    expect(out.findings).toEqual([])
    expect(out.incomplete[0]).toMatch(
      /issues\[0\]\.file "\/etc\/passwd" cannot be a repository file/,
    )
  })

  it('takes the line from a file:line path when the line is missing', () => {
    const { line: _line, ...noLine } = base
    const out = one({ ...noLine, file: 'src/a.ts:12' })
    expect(out.findings[0]!).toMatchObject({ file: 'src/a.ts', line: 12 })
  })

  it('normalizes paths with a warning per change', () => {
    const out = one({ ...base, file: './src\\a.ts' })
    expect(out.findings[0]!.file).toBe('src/a.ts')
    expect(out.warnings).toHaveLength(2)
  })

  it('maps category synonyms and falls back to the catch-all category instead of dropping', () => {
    expect(one({ ...base, category: 'Performance' }).findings[0]!.category).toBe('scalability')
    expect(one({ ...base, category: 'code-rules' }).findings[0]!.category).toBe('code_rules')
    const unknown = one({ ...base, category: 'vibes', severity: 'blocker' })
    expect(unknown.findings[0]!).toMatchObject({ category: 'logic', severity: 'blocker' })
    expect(unknown.warnings[0]).toMatch(/not one of/)
    const contract = one({ ...base, category: 'Out of scope' }, 'contract')
    expect(contract.findings[0]!.category).toBe('out_of_scope')
    expect(one({ ...base, category: 'logic' }, 'contract').findings[0]!.category).toBe('scope')
  })

  it('drops unknown fields, counting them once per field name', () => {
    const issues = Array.from({ length: 3 }, () => ({ ...base, dimension: 'x', blast_radius: 'y' }))
    const out = run({ verdict: 'APPROVED', issues, strengths: [], extra: 1, __proto__x: 2 })
    for (const f of out.findings) expect(Object.keys(f)).not.toContain('dimension')
    expect(out.warnings).toContain('unknown finding field "dimension" dropped from 3 findings')
    expect(out.incomplete[0]).toMatch(/unknown top-level keys "extra", "__proto__x"/)
  })

  it('reads aliases for message, fix and file with a warning', () => {
    const out = one({
      severity: 'minor',
      category: 'logic',
      path: 'x.ts',
      line: 2,
      description: 'D',
      suggestion: 'S',
    })
    expect(out.findings[0]!).toMatchObject({ file: 'x.ts', message: 'D', fix: 'S' })
    expect(out.warnings.filter((w) => /read as/.test(w))).toHaveLength(3)
    expect(out.warnings.join('\n')).not.toMatch(/unknown finding field/)
  })

  it('records a missing fix as empty, with a warning', () => {
    const { fix: _fix, ...noFix } = base
    const out = one(noFix)
    expect(out.findings[0]!.fix).toBe('')
    expect(out.warnings[0]).toMatch(/no fix/)
  })

  it('bounds message and fix lengths', () => {
    const out = one({ ...base, message: 'm'.repeat(5_000_000), fix: 'f'.repeat(100_000) })
    expect(out.findings[0]!.message.length).toBe(MAX_MESSAGE_LENGTH)
    expect(out.findings[0]!.fix.length).toBe(MAX_FIX_LENGTH)
    expect(out.warnings.filter((w) => /cut to/.test(w))).toHaveLength(2)
  })

  it('keeps a valid confidence and example id, removes bad ones with a warning', () => {
    expect(
      one({ ...base, confidence: 88, referenced_example_id: 'PY-SRP-001' }).findings[0]!,
    ).toMatchObject({
      confidence: 88,
      referenced_example_id: 'PY-SRP-001',
    })
    expect(one({ ...base, confidence: '91.6' }).findings[0]!.confidence).toBe(92)
    const bad = one({ ...base, confidence: 140, referenced_example_id: '<img src=x>' })
    expect(bad.findings[0]!).not.toHaveProperty('confidence')
    expect(bad.findings[0]!).not.toHaveProperty('referenced_example_id')
    expect(bad.warnings).toHaveLength(2)
    const nulls = one({ ...base, confidence: null, referenced_example_id: null })
    expect(nulls.warnings).toEqual([])
  })

  it('reads the declared verdict and counts', () => {
    const out = run({
      verdict: 'request changes',
      counts: { blocker: 1, major: 0, minor: 2 },
      issues: [],
      strengths: [],
    })
    expect(out.declaredVerdict).toBe('CHANGES_REQUESTED')
    expect(out.declaredCounts).toEqual({ blocker: 1, major: 0, minor: 2 })
    const odd = run({ verdict: 'LGTM', counts: { blocker: '1' }, issues: [], strengths: [] })
    expect(odd.declaredVerdict).toBeNull()
    expect(odd.declaredCounts).toBeNull()
    expect(odd.incomplete[0]).toMatch(
      /contract violation: the reply's verdict "LGTM" is not APPROVED/,
    )
  })

  it('reads a missing issues list as incomplete (nothing says there are no findings), a non-list as unusable', () => {
    expect(run({ verdict: 'APPROVED', strengths: [] }).incomplete[0]).toMatch(/no issues list/)
    expect(() => run({ verdict: 'APPROVED', issues: { 0: base } })).toThrow(ReplyUnusableError)
    expect(() => run({ verdict: 'APPROVED', issues: 'none' })).toThrow(/not a list of findings/)
  })

  it('entries that are not objects are unreadable: listed in dropped, the review incomplete', () => {
    const out = run({ issues: ['blocker: a.ts:1 bad', null, [base], base], strengths: [] })
    expect(out.findings).toHaveLength(1)
    expect(out.dropped.map((d) => d.reason)).toEqual([
      'issues[0]: is a string, not a finding',
      'issues[1]: is null, not a finding',
      'issues[2]: is a list, not a finding',
    ])
    expect(out.incomplete).toHaveLength(3)
    expect(out.incomplete[0]).toBe(
      'issues[0] unreadable: issues[0] is a string, not a finding; entry: "blocker: a.ts:1 bad"',
    )
  })

  it('bounds strengths and drops those that are not text', () => {
    const many = Array.from({ length: MAX_STRENGTHS + 5 }, (_, i) => `a.ts:${i + 1} good`)
    const out = run({ issues: [], strengths: [...many, 7, ''] })
    expect(out.strengths).toEqual(many.slice(0, MAX_STRENGTHS))
    expect(out.warnings.join('\n')).toMatch(/2 strengths that were not text/)
    expect(out.warnings.join('\n')).toMatch(/5 strengths beyond/)
  })

  it('keeps warnings and dropped entries bounded for 50,000 broken findings', () => {
    const issues = Array.from({ length: 50_000 }, (_, i) => ({
      ...base,
      severity: i % 2 ? 'P1' : 'bogus',
    }))
    const out = run({ issues, strengths: [] })
    expect(out.findings).toHaveLength(25_000)
    expect(out.dropped).toHaveLength(MAX_DROPPED)
    expect(out.warnings.length).toBeLessThanOrEqual(MAX_WARNINGS + 2)
    expect(out.warnings.at(-1)).toMatch(/more warnings not listed/)
    expect(out.warnings.join('\n')).toContain(`${25_000 - MAX_DROPPED} more dropped entries`)
  })
})
