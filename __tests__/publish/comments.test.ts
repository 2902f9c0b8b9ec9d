import { describe, expect, it } from 'vitest'
import {
  findFingerprints,
  fingerprint,
  isSummaryComment,
  summaryMarker,
} from '../../src/publish/fingerprint.js'
import {
  COMMENT_BODY_LIMIT,
  renderInlineComment,
  renderReviewBody,
  renderStickyComment,
} from '../../src/publish/markdown.js'
import { HOSTILE, finding, report, review } from './builders.js'
import { inertnessProblems } from './inert.js'

describe('renderInlineComment', () => {
  it('carries severity, category, message, fix and its own fingerprint', () => {
    const f = finding({
      severity: 'blocker',
      category: 'security',
      message: 'SQL built from input',
      fix: 'Use a bound parameter.',
    })
    const body = renderInlineComment(f)
    expect(body).toContain('**🛑 blocker** · security')
    expect(body).toContain('SQL built from input')
    expect(body).toContain('**Fix:** Use a bound parameter.')
    expect(findFingerprints(body)).toEqual([fingerprint(f)])
  })

  it('shows a multi-line fix as a block nothing inside can close', () => {
    const body = renderInlineComment(finding({ fix: 'const a = b < c\n</pre>\n```\nmore' }))
    expect(body).toContain('<pre>\nconst a = b &lt; c\n&lt;/pre&gt;\n```\nmore\n</pre>')
    expect(inertnessProblems(body)).toEqual([])
  })

  it('is inert for hostile text and the hostile text cannot forge a fingerprint', () => {
    const f = finding({ message: HOSTILE, fix: HOSTILE, referenced_example_id: HOSTILE })
    const body = renderInlineComment(f)
    expect(inertnessProblems(body)).toEqual([])
    expect(findFingerprints(body)).toEqual([fingerprint(f)])
  })

  it('stays under GitHub’s comment limit even when escaping multiplies the text', () => {
    const worst = '\u{E0041}'.repeat(200_000)
    const body = renderInlineComment(finding({ message: worst, fix: `${worst}\n${worst}` }))
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT)
    expect(body).toContain('truncated')
    expect(findFingerprints(body)).toHaveLength(1)
  })
})

describe('renderReviewBody', () => {
  it('lists the findings that are not inline, each with its fingerprint, and the outside ones apart', () => {
    const a = finding({ line: 1, anchored: false })
    const b = finding({ line: 2, message: 'second' })
    const outside = { ...finding({ file: 'elsewhere.ts', message: 'outside' }) }
    const body = renderReviewBody({
      report: report({ review: review([a, b]) }),
      inlineCount: 3,
      inBody: [a, b],
      outside: [outside],
      alreadyPosted: 2,
    })
    expect(body).toContain('### review-gate: 6 findings on aaaaaaaaaaaa')
    expect(body).toContain('3 inline comments on the changed lines.')
    expect(body).toContain('2 findings were already posted by an earlier run')
    expect(body).toContain('#### Not posted inline')
    expect(body).toContain('#### Outside the change — not counted by the gate')
    expect(new Set(findFingerprints(body))).toEqual(
      new Set([fingerprint(a), fingerprint(b), fingerprint(outside)]),
    )
  })

  it('after a refusal says every finding is in the body', () => {
    const body = renderReviewBody({
      report: report(),
      inlineCount: 0,
      inBody: [finding()],
      outside: [],
      alreadyPosted: 0,
      inlineRefused: true,
    })
    expect(body).toContain('GitHub refused the inline comments')
    expect(body).toContain('#### Findings')
  })

  it('stays under the limit with thousands of findings, saying how many it left out', () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      finding({ line: i + 1, message: `m${i} `.repeat(50) }),
    )
    const body = renderReviewBody({
      report: report(),
      inlineCount: 0,
      inBody: many,
      outside: [],
      alreadyPosted: 0,
    })
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT)
    expect(body).toMatch(/… and \d+ more findings \(see the job summary\) not shown/)
  })

  it('is inert for hostile text', () => {
    const bad = finding({ message: HOSTILE, fix: HOSTILE, file: '@org/x#1.ts' })
    const body = renderReviewBody({
      report: report({ review: review([bad]) }),
      inlineCount: 0,
      inBody: [bad],
      outside: [bad],
      alreadyPosted: 0,
    })
    expect(inertnessProblems(body)).toEqual([])
  })
})

describe('renderStickyComment', () => {
  it('opens with the marker for its key and fits a comment', () => {
    const issues = Array.from({ length: 3_000 }, (_, i) => finding({ line: i + 1 }))
    const body = renderStickyComment(report({ review: review(issues) }), 'contract')
    expect(body.startsWith(summaryMarker('contract'))).toBe(true)
    expect(isSummaryComment(body, 'contract')).toBe(true)
    expect(isSummaryComment(body, 'default')).toBe(false)
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT)
    expect(body).toContain('left out to stay under')
  })
})
