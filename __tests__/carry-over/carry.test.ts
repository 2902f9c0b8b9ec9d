import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { carryOver } from '../../src/carry-over/carry.js'
import { fingerprint, findingId, FINDING_ID_PATTERN } from '../../src/domain/fingerprint.js'
import type { CheckedFinding, Severity } from '../../src/domain/finding.js'
import type { PriorFinding, PriorReview, PullComment } from '../../src/domain/prior.js'
import type { ParsedReview } from '../../src/domain/review.js'
import { parseReview } from '../../src/review/parse.js'

const HEAD = 'b'.repeat(40)

function finding(over: Partial<CheckedFinding> = {}): CheckedFinding {
  return {
    severity: 'major',
    category: 'logic',
    file: 'src/a.ts',
    line: 3,
    message: 'The loop never ends when the list is empty.',
    fix: 'Check the length first.',
    anchored: true,
    ...over,
  }
}

function review(issues: CheckedFinding[], extra: Partial<ParsedReview> = {}): ParsedReview {
  const counts = { blocker: 0, major: 0, minor: 0 }
  for (const f of issues) counts[f.severity]++
  return {
    mode: 'implementation',
    verdict: issues.length ? 'CHANGES_REQUESTED' : 'APPROVED',
    counts,
    issues,
    strengths: [],
    warnings: [],
    unanchored: [],
    dropped: [],
    structure: {
      completeness_score: 1,
      missing_fields: [],
      counts_consistent: true,
      missing_categories: [],
      notes: [],
    },
    guard_applied: false,
    ...extra,
  }
}

function prior(f: CheckedFinding, over: Partial<PriorFinding> = {}): PriorFinding {
  const fp = fingerprint(f)
  return {
    id: findingId(fp, () => false),
    fingerprint: fp,
    file: f.file,
    line: f.line,
    severity: f.severity,
    category: f.category,
    message: f.message,
    status: 'open',
    ...over,
  }
}

const priorReview = (findings: PriorFinding[]): PriorReview => ({
  head_sha: 'a'.repeat(40),
  findings,
  where: 'test',
})

const comment = (body: string, permission: PullComment['permission'] = 'write'): PullComment => ({
  author: 'maintainer-1',
  permission,
  body,
  created_at: '2026-11-30T10:00:00Z',
})

describe('carryOver: ids and status', () => {
  it('gives every finding an RG id from its fingerprint, with status open', () => {
    const f = finding()
    const out = carryOver({ review: review([f]), prior: null, comments: [], headSha: HEAD })
    const [only] = out.issues
    expect(only!.id).toMatch(FINDING_ID_PATTERN)
    expect(only!.fingerprint).toBe(fingerprint(f))
    expect(only!.status).toBe('open')
    expect(only!.id).toBe(findingId(fingerprint(f), () => false))
    expect(out.closed).toBeUndefined()
  })

  it('never gives a new finding an id a prior finding of another fingerprint holds', () => {
    const f = finding()
    const fp = fingerprint(f)
    const natural = findingId(fp, () => false)
    // A prior finding that happens to own the id this one would take.
    const squatter = prior(finding({ message: 'Something else entirely.' }), { id: natural })
    const out = carryOver({
      review: review([f]),
      prior: priorReview([squatter]),
      comments: [],
      headSha: HEAD,
    })
    const ids = out.issues.map((i) => i.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(out.issues.find((i) => i.fingerprint === fp)!.id).not.toBe(natural)
  })
})

describe('carryOver: re-review', () => {
  it('a reworded finding re-reported by prior_id keeps the prior id and fingerprint', () => {
    const old = prior(finding())
    const reworded = finding({ message: 'Empty input makes this loop spin forever.', line: 9 })
    reworded.prior_id = old.id
    const out = carryOver({
      review: review([reworded]),
      prior: priorReview([old]),
      comments: [],
      headSha: HEAD,
    })
    expect(out.issues).toHaveLength(1)
    expect(out.issues[0]).toMatchObject({ id: old.id, fingerprint: old.fingerprint, line: 9 })
    expect(out.issues[0]!.prior_id).toBeUndefined()
    expect(out.issues[0]!.carried_over).toBeUndefined()
  })

  it('matches by fingerprint when the reply gives no prior_id', () => {
    const old = prior(finding())
    const out = carryOver({
      review: review([finding({ line: 40 })]),
      prior: priorReview([old]),
      comments: [],
      headSha: HEAD,
    })
    expect(out.issues.map((i) => i.id)).toEqual([old.id])
  })

  it('closes a prior finding listed in resolved, with the commit and reason', () => {
    const old = prior(finding())
    const out = carryOver({
      review: review([], { resolved: [{ id: old.id, reason: 'guarded by a length check' }] }),
      prior: priorReview([old]),
      comments: [],
      headSha: HEAD,
    })
    expect(out.issues).toEqual([])
    expect(out.verdict).toBe('APPROVED')
    expect(out.closed).toEqual([
      expect.objectContaining({ id: old.id, status: 'resolved', resolved_in: HEAD }),
    ])
    expect(out.resolved).toBeUndefined()
  })

  it('keeps an unmentioned prior finding open, counted and marked carried over', () => {
    const old = prior(finding({ severity: 'blocker', category: 'security' }))
    const out = carryOver({
      review: review([]),
      prior: priorReview([old]),
      comments: [],
      headSha: HEAD,
    })
    expect(out.counts.blocker).toBe(1)
    expect(out.verdict).toBe('CHANGES_REQUESTED')
    expect(out.issues[0]).toMatchObject({ id: old.id, carried_over: true, anchored: false })
    expect(out.warnings.join('\n')).toMatch(/still open and counted/)
  })

  it('ignores an unknown id in resolved with a warning, and a resolved claim on a re-reported finding', () => {
    const old = prior(finding())
    const out = carryOver({
      review: review([finding()], {
        resolved: [
          { id: 'RG-AAAAAA', reason: 'x' },
          { id: old.id, reason: 'fixed' },
        ],
      }),
      prior: priorReview([old]),
      comments: [],
      headSha: HEAD,
    })
    expect(out.issues.map((i) => i.id)).toEqual([old.id])
    expect(out.closed).toBeUndefined()
    expect(out.warnings.join('\n')).toMatch(/RG-AAAAAA is not a finding of the previous review/)
    expect(out.warnings.join('\n')).toMatch(/also reported again/)
  })

  it('never carries the tests blocker over, and no claim resolves one', () => {
    const old = prior(
      finding({ severity: 'blocker', category: 'tests', message: 'Touched tests fail.' }),
    )
    const resolvedClaim = carryOver({
      review: review([], { resolved: [{ id: old.id, reason: 'tests are green now' }] }),
      prior: priorReview([old]),
      comments: [],
      headSha: HEAD,
    })
    expect(resolvedClaim.issues).toEqual([])
    expect(resolvedClaim.closed).toBeUndefined()
    expect(resolvedClaim.warnings.join('\n')).toMatch(/decided by this run's test evidence/)
  })
})

describe('carryOver: dismissals', () => {
  it('a write collaborator dismisses an open finding: not counted, who, why and when kept', () => {
    const f = finding({ severity: 'blocker' })
    const id = findingId(fingerprint(f), () => false)
    const out = carryOver({
      review: review([f]),
      prior: null,
      comments: [
        comment(
          `thanks\n/review-gate dismiss ${id.toLowerCase()} false positive: guarded upstream`,
        ),
      ],
      headSha: HEAD,
    })
    expect(out.counts.blocker).toBe(0)
    expect(out.closed).toEqual([
      expect.objectContaining({
        id,
        status: 'dismissed',
        dismissal: {
          by: 'maintainer-1',
          reason: 'false positive: guarded upstream',
          at: '2026-11-30T10:00:00Z',
        },
      }),
    ])
  })

  it('ignores read, triage and non-collaborator commands with a warning', () => {
    const f = finding()
    const id = findingId(fingerprint(f), () => false)
    for (const permission of ['read', 'triage', 'none'] as const) {
      const out = carryOver({
        review: review([f]),
        prior: null,
        comments: [comment(`/review-gate dismiss ${id} not a bug`, permission)],
        headSha: HEAD,
      })
      expect(out.issues.map((i) => i.id)).toEqual([id])
      expect(out.warnings.join('\n')).toContain(`theirs: ${permission}`)
    }
  })

  it('a dismissal recorded in the prior review holds on a later run only while its command does', () => {
    const old = prior(finding(), {
      status: 'dismissed',
      dismissal: { by: 'maintainer-1', reason: 'by design', at: null },
    })
    const again = finding({ message: 'Reworded: the loop may never end.' })
    again.prior_id = old.id
    const run = (comments: PullComment[]) =>
      carryOver({ review: review([again]), prior: priorReview([old]), comments, headSha: HEAD })
    const held = run([comment(`/review-gate dismiss ${old.id} by design`)])
    expect(held.issues).toEqual([])
    expect(held.closed).toEqual([expect.objectContaining({ id: old.id, status: 'dismissed' })])
    // The comment deleted, edited, or its author no longer allowed: open again, and said.
    for (const comments of [
      [],
      [{ ...comment(`/review-gate dismiss ${old.id} by design`), edited: true }],
      [comment(`/review-gate dismiss ${old.id} by design`, 'read')],
    ]) {
      const out = run(comments)
      expect(out.issues.map((f) => f.id)).toEqual([old.id])
      expect(out.warnings.join('\n')).toContain('that dismissal no longer holds')
    }
  })

  it("the pull request's author cannot dismiss, and dismiss.permission raises the bar", () => {
    const f = finding()
    const id = findingId(fingerprint(f), () => false)
    const run = (c: PullComment, permission?: 'write' | 'maintain' | 'admin') =>
      carryOver({
        review: review([f]),
        prior: null,
        comments: [c],
        headSha: HEAD,
        ...(permission ? { rule: { permission } } : {}),
      })
    const own = run({
      ...comment(`/review-gate dismiss ${id} false positive`, 'admin'),
      by_pull_author: true,
    })
    expect(own.issues.map((i) => i.id)).toEqual([id])
    expect(own.warnings.join('\n')).toContain("the pull request's author cannot dismiss")
    const writer = run(comment(`/review-gate dismiss ${id} fine`, 'write'), 'maintain')
    expect(writer.issues.map((i) => i.id)).toEqual([id])
    expect(writer.warnings.join('\n')).toContain('needs maintain permission or more')
    expect(run(comment(`/review-gate dismiss ${id} fine`, 'maintain'), 'maintain').issues).toEqual(
      [],
    )
  })

  it('a minor dismissed earlier cannot cloak a blocker that claims its prior_id', () => {
    const minor = finding({
      severity: 'minor',
      category: 'code_rules',
      message: 'Name is vague.',
    })
    const old = prior(minor, {
      status: 'dismissed',
      dismissal: { by: 'maintainer-1', reason: 'style', at: null },
    })
    const cmd = comment(`/review-gate dismiss ${old.id} style`)
    for (const over of [
      { severity: 'blocker' as const, category: 'security' as const },
      { severity: 'blocker' as const },
      { file: 'src/other.ts' },
    ]) {
      const blocker = finding({ ...minor, ...over, message: 'The token is logged in clear text.' })
      blocker.prior_id = old.id
      const out = carryOver({
        review: review([blocker]),
        prior: priorReview([old]),
        comments: [cmd],
        headSha: HEAD,
      })
      const open = out.issues.find((i) => i.message === blocker.message)
      expect(open, JSON.stringify(over)).toBeDefined()
      expect(open!.id).not.toBe(old.id)
      expect(out.warnings.join('\n')).toMatch(
        new RegExp(`reported as ${old.id}, but .*a new finding`),
      )
      expect(out.closed).toEqual([expect.objectContaining({ id: old.id, status: 'dismissed' })])
    }
  })

  it('cannot dismiss the tests blocker', () => {
    const tests = finding({
      severity: 'blocker',
      category: 'tests',
      message: 'Touched tests fail.',
    })
    const id = findingId(fingerprint(tests), () => false)
    const out = carryOver({
      review: review([tests]),
      prior: null,
      comments: [comment(`/review-gate dismiss ${id} flaky`, 'admin')],
      headSha: HEAD,
    })
    expect(out.issues.map((i) => i.id)).toEqual([id])
    expect(out.warnings.join('\n')).toMatch(/tests blocker cannot be dismissed/)
  })
})

// Properties over arbitrary prior reviews, replies and comments.
const severity = fc.constantFrom<Severity>('blocker', 'major', 'minor')
const category = fc.constantFrom('logic', 'security', 'tests', 'code_rules' as const)
const rawFinding = fc.record({
  severity,
  category,
  file: fc.constantFrom('src/a.ts', 'src/b.ts'),
  line: fc.integer({ min: 1, max: 50 }),
  message: fc.string({ minLength: 1, maxLength: 30 }).map((s) => `m ${s}`),
})
const scenario = fc
  .record({
    priorFindings: fc.array(
      fc.tuple(rawFinding, fc.constantFrom('open', 'resolved', 'dismissed' as const)),
      { maxLength: 6 },
    ),
    current: fc.array(rawFinding, { maxLength: 6 }),
    reuse: fc.array(fc.nat(10), { maxLength: 6 }),
    resolveIdx: fc.array(fc.nat(10), { maxLength: 4 }),
    dismissIdx: fc.array(
      fc.tuple(
        fc.nat(20),
        fc.constantFrom('admin', 'maintain', 'write', 'triage', 'read', 'none' as const),
      ),
      { maxLength: 4 },
    ),
  })
  .map((s) => {
    const taken = new Map<string, string>()
    const priors: PriorFinding[] = s.priorFindings.map(([raw, status]) => {
      const fp = fingerprint(raw)
      const id = findingId(fp, (c) => taken.has(c) && taken.get(c) !== fp)
      taken.set(id, fp)
      const p: PriorFinding = { ...raw, id, fingerprint: fp, status }
      if (status === 'dismissed') p.dismissal = { by: 'x', reason: 'y', at: null }
      return p
    })
    const current: CheckedFinding[] = s.current.map((raw, i) => {
      const f: CheckedFinding = { ...raw, fix: '', anchored: true }
      const reuse = s.reuse[i]
      if (reuse !== undefined && priors[reuse]) f.prior_id = priors[reuse]!.id
      return f
    })
    const resolved = s.resolveIdx.flatMap((i) =>
      priors[i] ? [{ id: priors[i]!.id, reason: 'r' }] : [],
    )
    const pool = [
      ...priors.map((p) => p.id),
      ...current.map((f) => findingId(fingerprint(f), () => false)),
    ]
    const comments = s.dismissIdx.flatMap(([i, permission]) =>
      pool[i] ? [comment(`/review-gate dismiss ${pool[i]} because`, permission)] : [],
    )
    return { priors, current, resolved, comments }
  })

const DUPLICATE: Omit<PriorFinding, 'status'> = {
  severity: 'blocker',
  category: 'code_rules',
  file: 'src/a.ts',
  line: 1,
  message: 'm  ',
  id: 'RG-6LTQAQ',
  fingerprint: 'f2e70042279fd5f2',
}

describe('carryOver: properties', () => {
  it('never drops an open prior finding silently', () => {
    fc.assert(
      fc.property(scenario, ({ priors, current, resolved, comments }) => {
        const out = carryOver({
          review: review(current, { resolved }),
          prior: priorReview(priors),
          comments,
          headSha: HEAD,
        })
        for (const p of priors.filter((x) => x.status === 'open')) {
          if (p.category === 'tests' && p.severity === 'blocker') continue
          const open = out.issues.some((f) => f.id === p.id)
          const closed = out.closed?.find((f) => f.id === p.id)
          const claimed = resolved.some((r) => r.id === p.id)
          const dismissedBy = comments.some(
            (c) => c.body.includes(p.id) && ['admin', 'maintain', 'write'].includes(c.permission),
          )
          expect(
            open ||
              (closed?.status === 'resolved' && claimed) ||
              (closed?.status === 'dismissed' && dismissedBy),
          ).toBe(true)
        }
        // Counts are the open findings: nothing closed is counted.
        const listed = { blocker: 0, major: 0, minor: 0 }
        for (const f of out.issues) listed[f.severity]++
        expect(out.counts).toEqual(listed)
        // Ids are unique per fingerprint.
        const byId = new Map<string, string>()
        for (const f of [...out.issues, ...(out.closed ?? [])]) {
          const owner = byId.get(f.id!)
          if (owner !== undefined) expect(owner).toBe(f.fingerprint)
          byId.set(f.id!, f.fingerprint!)
        }
      }),
      {
        numRuns: 300,
        // Found by this property: one id twice in the prior data, resolved then open. The open
        // entry must win, or a closed duplicate hides an open blocker.
        examples: [
          [
            {
              priors: [
                { ...DUPLICATE, status: 'resolved' },
                { ...DUPLICATE, status: 'open' },
              ] satisfies PriorFinding[],
              current: [] as CheckedFinding[],
              resolved: [] as { id: string; reason: string }[],
              comments: [] as PullComment[],
            },
          ],
        ],
      },
    )
  })

  it('dismissal never touches the tests blocker', () => {
    fc.assert(
      fc.property(scenario, ({ priors, current, resolved, comments }) => {
        const withTests: CheckedFinding[] = [
          ...current,
          finding({ severity: 'blocker', category: 'tests', message: 'Touched tests fail.' }),
        ]
        const testsId = findingId(fingerprint(withTests.at(-1)!), () => false)
        const all = [...comments, comment(`/review-gate dismiss ${testsId} flaky`, 'admin')]
        const out = carryOver({
          review: review(withTests, { resolved }),
          prior: priorReview(priors),
          comments: all,
          headSha: HEAD,
        })
        expect(out.issues.some((f) => f.category === 'tests' && f.severity === 'blocker')).toBe(
          true,
        )
        expect(
          out.closed?.some((f) => f.category === 'tests' && f.severity === 'blocker') ?? false,
        ).toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})

describe('the reply contract: prior_id and resolved', () => {
  it('parses both, forgiving case, and drops what names no id', () => {
    const reply = JSON.stringify({
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 0, major: 1, minor: 0 },
      issues: [{ ...finding(), anchored: undefined, prior_id: 'rg-abcdef' }],
      strengths: [],
      resolved: [{ id: 'RG-QQQQQQ', reason: 'fixed on line 4' }, { id: 'nope' }, 'RG-ZZZZZZ'],
    })
    const parsed = parseReview(reply, { mode: 'implementation' })
    expect(parsed.issues[0]!.prior_id).toBe('RG-ABCDEF')
    expect(parsed.resolved).toEqual([
      { id: 'RG-QQQQQQ', reason: 'fixed on line 4' },
      { id: 'RG-ZZZZZZ', reason: '(no reason given)' },
    ])
    expect(parsed.warnings.join('\n')).toMatch(/resolved\[1\]/)
    expect(parsed.incomplete).toBeUndefined()
  })
})
