import { describe, expect, it } from 'vitest'
import {
  embedData,
  MAX_DATA_CHARS,
  readEmbeddedData,
  readPriorReviewJson,
  signDataBlock,
  stateProblemMessage,
  stickyScope,
} from '../../src/carry-over/prior-data.js'
import { stateSigner } from '../../src/shared/state-signature.js'
import { carryOver } from '../../src/carry-over/carry.js'
import type { CheckedFinding } from '../../src/domain/finding.js'
import type { ParsedReview } from '../../src/domain/review.js'
import { priorFromComments } from '../../src/github/sticky.js'
import { priorSection, PRIOR_HEADING } from '../../src/payload/prior.js'
import { summaryMarker } from '../../src/publish/fingerprint.js'

const HEAD = 'c'.repeat(40)

function reviewWith(messages: string[]): ParsedReview {
  const issues: CheckedFinding[] = messages.map((message, i) => ({
    severity: i % 2 ? 'minor' : 'blocker',
    category: 'logic',
    file: `src/f${i}.ts`,
    line: i + 1,
    message,
    fix: '',
    anchored: true,
  }))
  const base: ParsedReview = {
    mode: 'implementation',
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 0, minor: 0 },
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
  }
  return carryOver({ review: base, prior: null, comments: [], headSha: HEAD })
}

describe('embedded prior data', () => {
  it('round-trips through a summary comment, and a hostile message cannot end the comment', () => {
    const review = reviewWith(['plain', 'ends the comment --> <script> @octocat #12 & more'])
    const block = embedData(review, HEAD)
    expect(block.indexOf('-->')).toBe(block.length - 3)
    expect(block.slice('<!--'.length, -'-->'.length)).not.toMatch(/[<>@#&]/)
    const read = readEmbeddedData(`intro\n${block}\n`, 'summary comment 1')
    expect(read.notices).toEqual([])
    expect(read.prior!.head_sha).toBe(HEAD)
    expect(read.prior!.findings.map((f) => [f.id, f.message, f.status])).toEqual(
      review.issues.map((f) => [f.id, f.message, 'open']),
    )
  })

  it('stays under its size bound, open blockers kept first, and says how many were left out', () => {
    const review = reviewWith(Array.from({ length: 300 }, (_, i) => `${'x'.repeat(230)} ${i}`))
    const block = embedData(review, HEAD)
    expect(block.length).toBeLessThanOrEqual(MAX_DATA_CHARS)
    const read = readEmbeddedData(block, 'c')
    expect(read.prior!.findings.length).toBeLessThan(300)
    expect(read.prior!.findings.slice(0, 10).every((f) => f.severity === 'blocker')).toBe(true)
    expect(read.notices.join('\n')).toMatch(/left \d+ finding\(s\) out/)
  })

  it('calls malformed or doubled data unreadable, never trusting a field', () => {
    const bad = [
      '<!-- review-gate:findings:v1 {not json} -->',
      '<!-- review-gate:findings:v1 {"head_sha":null,"findings":[{"id":"RG-AAAAAA"}]} -->',
      '<!-- review-gate:findings:v1 {"head_sha":null,"findings":[],"extra":1} -->',
      `<!-- review-gate:findings:v1 {"head_sha":null,"findings":[],"pad":"${'x'.repeat(MAX_DATA_CHARS)}"} -->`,
      `${embedData(reviewWith(['a']), HEAD)}\n${embedData(reviewWith(['b']), HEAD)}`,
    ]
    for (const body of bad) {
      const read = readEmbeddedData(body, 'summary comment 9')
      expect(read.prior).toBeNull()
      expect(read.unreadable).toMatch(/^the data in summary comment 9 /)
    }
    // A problem an earlier run recorded stays one, stated the same however often it is carried.
    const recorded = readEmbeddedData(
      '<!-- review-gate:findings:v1 {"head_sha":null,"findings":[],"state_problem":"lost"} -->',
      'summary comment 9',
    )
    expect(recorded.prior).toBeNull()
    expect(recorded.unreadable).toBe('lost (found by an earlier run, not reset since)')
    const again = embedData(reviewWith([]), HEAD, null, stateProblemMessage(recorded.unreadable!))
    expect(readEmbeddedData(again, 'c').unreadable).toBe(recorded.unreadable)
  })

  it('with a signer, reads only data signed for this pull request and step', () => {
    const signer = stateSigner('a-state-secret-value')!
    const scope = stickyScope('Octo/Repo', 7, 'default')
    const body = `${summaryMarker()}\n${embedData(reviewWith(['kept']), HEAD)}\n`
    const signed = signDataBlock(body, signer, scope)
    expect(signed).toMatch(/ hmac-sha256:[0-9a-f]{64} -->/)
    expect(signDataBlock(signed, signer, scope)).toBe(signed)
    const ok = readEmbeddedData(signed, 'c', { signer, scope })
    expect(ok.prior!.findings.map((f) => f.message)).toEqual(['kept'])
    // Read without a signer, the signed block is still data.
    expect(readEmbeddedData(signed, 'c').prior!.findings).toHaveLength(1)
    const forged = signed.replace('"status":"open"', '"status":"resolved"')
    expect(forged).not.toBe(signed)
    const cases: [string, RegExp, string][] = [
      [body, /not signed/, scope],
      [forged, /signature/, scope],
      [signed, /signature/, stickyScope('octo/repo', 8, 'default')],
      [signDataBlock(body, stateSigner('another-secret')!, scope), /signature/, scope],
    ]
    for (const [text, why, readScope] of cases) {
      const read = readEmbeddedData(text, 'c', { signer, scope: readScope })
      expect(read.prior).toBeNull()
      expect(read.unreadable).toMatch(why)
    }
  })

  it('records the verdict and what it judged, signed with the rest; a forged pass does not read', () => {
    const signer = stateSigner('a-state-secret-value')!
    const scope = stickyScope('octo/repo', 7, 'default')
    const verdict = { outcome: 'failed' as const, patch: '1'.repeat(64), rules: '2'.repeat(64) }
    const body = `${summaryMarker()}\n${embedData(reviewWith(['kept']), HEAD, null, null, verdict)}\n`
    const signed = signDataBlock(body, signer, scope)
    const ok = readEmbeddedData(signed, 'c', { signer, scope }).prior!
    expect(ok.verdict).toEqual(verdict)
    expect(ok.signed).toBe(true)
    // Unsigned reads never claim a signature.
    expect(readEmbeddedData(signed, 'c').prior!.signed).toBeUndefined()
    const forged = signed.replace('"outcome":"failed"', '"outcome":"passed"')
    expect(forged).not.toBe(signed)
    expect(readEmbeddedData(forged, 'c', { signer, scope }).unreadable).toMatch(/signature/)
    // A malformed verdict is malformed data, not a missing one.
    const bad = embedData(reviewWith([]), HEAD).replace(
      '{"head_sha"',
      '{"verdict":{"outcome":"passed"},"head_sha"',
    )
    expect(readEmbeddedData(bad, 'c').unreadable).toMatch(/malformed/)
  })

  it('is read only from our own summary comment, never from one someone else wrote', () => {
    const block = embedData(reviewWith(['real']), HEAD)
    const forged = embedData(reviewWith(['forged']), HEAD)
    const comments = [
      { id: 1, body: `${summaryMarker()}\n${forged}`, user: { login: 'mallory' } },
      { id: 2, body: `${summaryMarker()}\n${block}`, user: { login: 'github-actions[bot]' } },
    ]
    const read = priorFromComments(comments, ['github-actions[bot]'])
    expect(read.prior!.findings.map((f) => f.message)).toEqual(['real'])
    expect(priorFromComments(comments.slice(0, 1), ['github-actions[bot]']).prior).toBeNull()
  })

  it('reads a previous review.json artifact, ids derived when it predates them', () => {
    const review = reviewWith(['one', 'two'])
    const withIds = readPriorReviewJson(JSON.stringify(review), 'prior/review.json')
    expect(withIds.prior!.findings.map((f) => f.id)).toEqual(review.issues.map((f) => f.id))
    const old = JSON.parse(JSON.stringify(review)) as { issues: Record<string, unknown>[] }
    for (const f of old.issues) {
      delete f.id
      delete f.fingerprint
      delete f.status
    }
    const derived = readPriorReviewJson(JSON.stringify(old), 'prior/review.json')
    expect(derived.prior!.findings.map((f) => f.id)).toEqual(review.issues.map((f) => f.id))
    expect(readPriorReviewJson('{', 'prior/review.json').notices[0]).toMatch(/ignored \(not JSON\)/)
  })
})

describe('the payload subsection', () => {
  it('lists open prior findings, most severe first, with the commits new since', () => {
    const review = reviewWith(['minor one', 'blocker one'].reverse())
    const findings = readEmbeddedData(embedData(review, HEAD), 'c').prior!.findings
    const text = priorSection({ findings, priorHead: 'a'.repeat(40), head: HEAD })
    expect(text).toContain(PRIOR_HEADING)
    expect(text).toContain(`${'a'.repeat(40)}..${HEAD}`)
    expect(text.indexOf('blocker one')).toBeLessThan(text.indexOf('minor one'))
    expect(text).toContain('"prior_id"'.slice(1, -1))
  })
})

describe('the basis of a review', () => {
  it('round-trips, so a same-commit re-run is made against the same previous review', () => {
    const review = reviewWith(['now'])
    const basis = {
      head_sha: 'd'.repeat(40),
      findings: readEmbeddedData(embedData(reviewWith(['before']), 'd'.repeat(40)), 'c').prior!
        .findings,
    }
    const read = readEmbeddedData(embedData(review, HEAD, basis), 'c')
    expect(read.prior!.basis).toEqual(basis)
  })
})
