/**
 * A whole RunReport through the redactor, then through every publisher: the summary (and
 * review.md), the sticky comment, the review body, inline comments, annotations, SARIF and the
 * outputs. Secrets are planted in every kind of string the report carries, including one that only
 * becomes a token once the model's JSON reply is decoded.
 */
import { describe, expect, it } from 'vitest'
import { parseReview } from '../../src/review/parse.js'
import { planAnnotations } from '../../src/publish/annotations.js'
import {
  renderInlineComment,
  renderReviewBody,
  renderStickyComment,
  renderSummary,
} from '../../src/publish/markdown.js'
import { actionOutputs } from '../../src/publish/outputs.js'
import { renderSarif } from '../../src/publish/sarif.js'
import type { RunReport } from '../../src/publish/report.js'
import { secretForms } from '../../src/secrets/known.js'
import { createRedactor } from '../../src/secrets/redactor.js'
import { REDACTED } from '../../src/secrets/shapes.js'
import { secretValues } from '../../src/secrets/values.js'
import { evidence, finding, report, review } from './builders.js'

const repeat = (chars: string, n: number) => chars.repeat(Math.ceil(n / chars.length)).slice(0, n)
const GITHUB_TOKEN = `ghs_${repeat('Zx9Qw2', 36)}`
const API_KEY = 'opaque-provider-key-4711'
const DB_PASSWORD = 'hunter2-but-longer'
// Only a token after JSON decoding: the raw reply holds `ghp\u005f…`.
const DECODED_TOKEN = `ghp_${repeat('k8Lm3N', 36)}`
const ESCAPED_TOKEN = DECODED_TOKEN.replace('_', '\\u005f')

const values = secretValues({
  githubToken: GITHUB_TOKEN,
  apiKey: API_KEY,
  env: { DB_PASSWORD, COPILOT_GITHUB_TOKEN: `gho_${repeat('q1W2e3', 36)}` },
  evidenceEnvNames: ['DB_PASSWORD'],
})

function leaks(text: string): string[] {
  const found: string[] = []
  for (const secret of [...values, DECODED_TOKEN]) {
    for (const form of secretForms(secret)) if (text.includes(form)) found.push(form)
  }
  if (/gh[pousr]_[A-Za-z0-9]{30}/.test(text)) found.push('GitHub token shape')
  return found
}

function plantedReport(): RunReport {
  const reply = JSON.stringify({
    verdict: 'CHANGES_REQUESTED',
    counts: { blocker: 0, major: 1, minor: 0 },
    issues: [
      {
        severity: 'major',
        category: 'security',
        file: 'src/app.ts',
        line: 10,
        message: 'The token TOKEN_HERE is committed.',
        fix: 'Rotate TOKEN_HERE.',
      },
    ],
    strengths: ['src/app.ts:3 reads TOKEN_HERE from the environment'],
  }).replace(/TOKEN_HERE/g, ESCAPED_TOKEN)
  expect(reply).not.toContain(DECODED_TOKEN)
  const parsed = parseReview(reply, { mode: 'implementation' })
  expect(parsed.issues[0]?.message).toContain(DECODED_TOKEN)
  const planted = finding({
    file: `src/${API_KEY}.ts`,
    line: 12,
    message: `leaks ${GITHUB_TOKEN} and ${Buffer.from(`user:${DB_PASSWORD}`).toString('base64')}`,
    fix: `use ${encodeURIComponent(API_KEY)} from vault`,
    referenced_example_id: API_KEY,
  })
  const issues = [...parsed.issues, planted]
  return report({
    review: review(issues, {
      strengths: parsed.strengths,
      warnings: [`parser saw ${DB_PASSWORD}`],
      unanchored: [finding({ file: `docs/${GITHUB_TOKEN}.md`, message: DB_PASSWORD })],
      dropped: [{ reason: `bad entry ${API_KEY}`, excerpt: `{"x":"${GITHUB_TOKEN}"}` }],
      incomplete: [`unreadable: ${DB_PASSWORD}`],
    }),
    evidence: evidence({
      tests_pass: false,
      counts: { passed: 0, failed: 1, errored: 0, skipped: 0, flaky: 0 },
      failures: [
        {
          test: `login with ${DB_PASSWORD}`,
          file: 'src/app.test.ts',
          line: 4,
          status: 'failed',
          message: `expected ${JSON.stringify(API_KEY)} got Authorization: Bearer ${GITHUB_TOKEN}`,
        },
      ],
      notices: [`env DB_PASSWORD=${DB_PASSWORD}`],
      unknown_reasons: [`report ${API_KEY}.xml unreadable`],
      untested_files: [`src/${DB_PASSWORD}.ts`],
    }),
    usage: {
      provider: 'openai',
      model: API_KEY,
      inputTokens: 1,
      outputTokens: 1,
      attempts: 1,
      repairs: 0,
      costUsd: null,
    },
    diff: {
      source: `git diff ${GITHUB_TOKEN}`,
      reviewed: ['src/app.ts', `src/${API_KEY}.ts`],
      ignored: [{ path: `dist/${DB_PASSWORD}.js`, pattern: 'dist/**', additions: 3, deletions: 1 }],
      overBudget: [{ path: `big/${API_KEY}.json`, reason: 'over budget' }],
      notReviewed: [{ path: `bin/${DB_PASSWORD}`, reason: 'binary' }],
    },
    warnings: [`publish failed with ${GITHUB_TOKEN}`],
  })
}

function everyPublishedText(r: RunReport) {
  const issues = r.review?.issues ?? []
  return {
    summary: renderSummary(r),
    sticky: renderStickyComment(r),
    reviewBody: renderReviewBody({
      report: r,
      inlineCount: 0,
      inBody: issues,
      outside: r.review?.unanchored ?? [],
      alreadyPosted: 0,
    }),
    inline: issues.map((f) => renderInlineComment(f)).join('\n'),
    annotations: JSON.stringify(planAnnotations(r.review)),
    sarif: JSON.stringify(renderSarif(r, { toolVersion: '0.0.0' })),
    outputs: JSON.stringify(actionOutputs(r, { report: null, payload: null, sarif: null })),
    reviewJson: JSON.stringify(r.review),
  }
}

describe('a whole RunReport through the redactor', () => {
  it('the unredacted report would leak through the publishers (the check below can see it)', () => {
    const texts = everyPublishedText(plantedReport())
    expect(leaks(texts.summary).length).toBeGreaterThan(0)
    expect(leaks(texts.reviewJson)).toContain('GitHub token shape')
  })

  it('after deep(): no string in the report and nothing any publisher renders holds a secret', () => {
    const redactor = createRedactor(values)
    const safe = redactor.deep(plantedReport())
    expect(leaks(JSON.stringify(safe))).toEqual([])
    for (const [where, text] of Object.entries(everyPublishedText(safe))) {
      expect(leaks(text), where).toEqual([])
    }
    expect(JSON.stringify(safe)).toContain(REDACTED)
    expect(redactor.redactions).toBeGreaterThanOrEqual(20)
  })

  it('keeps the structure: counts, outcome and numbers are untouched', () => {
    const original = plantedReport()
    const safe = createRedactor(values).deep(original)
    expect(safe.outcome).toEqual(original.outcome)
    expect(safe.review?.counts).toEqual(original.review?.counts)
    expect(safe.review?.issues.map((f) => f.line)).toEqual([10, 12])
    expect(safe.evidence.tests_pass).toBe(false)
  })
})
