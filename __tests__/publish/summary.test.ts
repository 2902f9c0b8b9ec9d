import { describe, expect, it } from 'vitest'
import { SUMMARY_BYTE_LIMIT, renderSummary } from '../../src/publish/markdown.js'
import { HEAD_SHA, HOSTILE, evidence, finding, report, review } from './builders.js'
import { inertnessProblems } from './inert.js'
import type { CheckedFinding } from '../../src/domain/finding.js'

describe('renderSummary: the outcome line', () => {
  it('a passing gate says passed and shows the counts against the limits', () => {
    const r = review([finding({ severity: 'minor' })])
    const md = renderSummary(report({ review: r }))
    expect(md.split('\n')[0]).toBe('## ✅ review-gate: passed')
    expect(md).toContain('| against the thresholds | 0 | 0 | 1 |')
    expect(md).toContain('| allowed | 0 | 0 | unlimited |')
  })

  it('a failing gate names every failing condition', () => {
    const r = review([finding({ severity: 'blocker' }), finding({ severity: 'major', line: 11 })])
    const md = renderSummary(report({ review: r }))
    expect(md.split('\n')[0]).toBe('## ❌ review-gate: failed')
    expect(md).toContain('- FAILED: blocker 1 &gt; 0')
    expect(md).toContain('- FAILED: major 1 &gt; 0')
  })

  it('an error says the review did not run and never reads as a clean result', () => {
    const md = renderSummary(
      report({
        review: null,
        outcome: { status: 'error', reason: 'model timed out after 4 attempts', neutral: false },
      }),
    )
    expect(md.split('\n')[0]).toContain('error — the review did not run')
    expect(md).toContain('this is not a clean result')
    expect(md).toContain('model timed out after 4 attempts')
    expect(md).toContain('The job fails (fail closed)')
    expect(md).not.toMatch(/no findings|gate passed|no issues|✅ review-gate/i)
  })

  it('an error in neutral mode says the job passes, visibly', () => {
    const md = renderSummary(
      report({ review: null, outcome: { status: 'error', reason: 'down', neutral: true } }),
    )
    expect(md).toContain('`on-model-error: neutral` is set')
    expect(md).not.toMatch(/no findings/i)
  })
})

describe('renderSummary: findings and evidence', () => {
  it('groups findings by severity, most severe first, linked to the head commit line', () => {
    const r = review([
      finding({ severity: 'minor', file: 'b.ts', line: 3 }),
      finding({ severity: 'blocker', file: 'dir with space/a.ts', line: 7 }),
    ])
    const md = renderSummary(report({ review: r }))
    const blockerAt = md.indexOf('#### 🛑 blocker (1)')
    const minorAt = md.indexOf('#### 💡 minor (1)')
    expect(blockerAt).toBeGreaterThan(0)
    expect(minorAt).toBeGreaterThan(blockerAt)
    expect(md).toContain(
      `(https://github.com/octo-org/octo-repo/blob/${HEAD_SHA}/dir%20with%20space/a.ts#L7)`,
    )
  })

  it('uses the given server URL for links (GitHub Enterprise Server)', () => {
    const md = renderSummary(
      report({
        review: review([finding()]),
        repository: {
          owner: 'o',
          repo: 'r',
          headSha: HEAD_SHA,
          serverUrl: 'https://ghe.example.com/',
        },
      }),
    )
    expect(md).toContain(`https://ghe.example.com/o/r/blob/${HEAD_SHA}/src/app.ts#L10`)
  })

  it('marks findings not on a changed line; a finding outside the change is listed once, counted', () => {
    const outside = finding({ file: 'other.ts', anchored: false, message: 'elsewhere' })
    const r = review([finding({ anchored: false, line: 99 }), outside], { unanchored: [outside] })
    const md = renderSummary(report({ review: r }))
    expect(md).toContain('_not on a changed line_')
    expect(md).not.toContain('not counted by the gate')
    expect(md.split('elsewhere').length - 1).toBe(1)
    expect(md).toContain('### Findings (2)')
  })

  it('renders the test-evidence table with the cache state and age, failures, flaky and untested files', () => {
    const md = renderSummary(
      report({
        evidence: evidence({
          tests_pass: false,
          counts: { passed: 5, failed: 1, errored: 0, skipped: 2, flaky: 1 },
          failures: [
            {
              test: 'math > adds',
              file: 'test/math.test.ts',
              line: 4,
              status: 'failed',
              message: 'expected 3, got 4',
            },
          ],
          flaky: [{ test: 'net > retries', file: null, reason: 'rerun-passed' }],
          untested_files: ['src/new.ts'],
          source: {
            kind: 'command',
            cache: 'HIT',
            age_seconds: 600,
            covers: 'sha256:abc',
            detail: null,
          },
        }),
      }),
    )
    expect(md).toContain('| ❌ no | 5 | 1 | 0 | 2 | 1 | command | HIT (10 min old) |')
    expect(md).toContain('math &gt; adds — test/math.test.ts:4 — failed: expected 3, got 4')
    expect(md).toContain('net &gt; retries (passed on rerun)')
    expect(md).toContain('- src/new.ts')
  })

  it('says per touched source file which tests counted and why, bounded, and how many more', () => {
    const md = renderSummary(
      report({
        evidence: evidence({
          tests_pass: false,
          counts: { passed: 1, failed: 1, errored: 0, skipped: 0, flaky: 0 },
          coverage: [
            {
              file: 'src/duration.js',
              counts: { passed: 1, failed: 1, errored: 0, skipped: 0, flaky: 0 },
              tests: [
                { test: 'units > normalize', file: 'test/units.test.js', status: 'failed' },
                { test: 'units > shiftTo', file: 'test/units.test.js', status: 'passed' },
              ],
              why: ['import'],
              imported_by: 'test/units.test.js',
            },
          ],
          coverage_more: 4,
        }),
      }),
    )
    expect(md).toContain('**Tests per touched source file** (5)')
    expect(md).toContain(
      '- src/duration.js — 2 runs: 1 failed, 1 passed — why: import (via test/units.test.js) — ' +
        'units &gt; normalize (failed); units &gt; shiftTo (passed)',
    )
    expect(md).toContain('- … and 4 more')
  })

  it('says what was left out and what the run cost', () => {
    const md = renderSummary(
      report({
        diff: {
          source: 'pull request files list',
          reviewed: ['a.ts'],
          ignored: [
            {
              path: 'package-lock.json',
              pattern: '**/package-lock.json',
              additions: 3,
              deletions: 1,
            },
          ],
          overBudget: [{ path: 'big.ts', reason: 'largest files leave first' }],
          notReviewed: [{ path: 'logo.png', reason: 'GitHub gave no patch' }],
        },
        usage: {
          provider: 'openai',
          model: 'gpt-x',
          inputTokens: 12_345,
          outputTokens: 678,
          attempts: 2,
          repairs: 1,
          costUsd: 0.0123,
        },
      }),
    )
    expect(md).toContain('Left out of the review (3 files)')
    expect(md).toContain('package-lock.json — \\*\\*/package-lock.json')
    expect(md).toContain('big.ts — largest files leave first')
    expect(md).toContain('logo.png — GitHub gave no patch')
    expect(md).toContain('tokens in 12,345 / out 678 · 2 attempts, 1 repair · cost $0.0123')
  })

  it('counts findings beyond the 10-per-level annotation limit', () => {
    const issues = Array.from({ length: 13 }, (_, i) =>
      finding({ severity: 'blocker', line: i + 1 }),
    )
    const md = renderSummary(report({ review: review(issues) }))
    expect(md).toContain('3 anchored findings are listed here but not annotated')
  })
})

describe('renderSummary: size and safety', () => {
  it('stays under the byte limit, cutting secondary lists first and findings last, and says so', () => {
    const issues: CheckedFinding[] = Array.from({ length: 400 }, (_, i) =>
      finding({
        severity: i % 2 ? 'major' : 'blocker',
        line: i + 1,
        message: `problem ${i} `.repeat(40),
      }),
    )
    const warnings = Array.from({ length: 300 }, (_, i) => `warning ${i} `.repeat(20))
    const full = renderSummary(report({ review: review(issues), warnings }), {
      maxBytes: 10_000_000,
    })
    const budget = 150_000
    const md = renderSummary(report({ review: review(issues), warnings }), { maxBytes: budget })
    expect(Buffer.byteLength(full)).toBeGreaterThan(budget)
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(budget)
    expect(md).toContain('more warnings not shown')
    expect(md).toMatch(/\d+ findings were left out to stay under GitHub's summary size limit/)
    // the most severe findings are the ones kept
    expect(md).toContain('#### 🛑 blocker (200)')
    expect(md.indexOf('problem 0 ')).toBeGreaterThan(0)
  })

  it('fits the default 1 MiB limit with 10,000 findings', () => {
    const issues = Array.from({ length: 10_000 }, (_, i) => finding({ line: i + 1 }))
    const md = renderSummary(report({ review: review(issues) }))
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(1024 * 1024)
    expect(md).toContain('left out to stay under')
  })

  it('renders hostile text from every untrusted field inert', () => {
    const bad = finding({
      message: HOSTILE,
      fix: HOSTILE,
      file: 'src/<img src=x>.ts',
      category: 'logic',
      referenced_example_id: HOSTILE,
    })
    const md = renderSummary(
      report({
        review: review([bad], {
          warnings: [HOSTILE],
          strengths: [HOSTILE],
          unanchored: [bad],
          dropped: [{ reason: HOSTILE, excerpt: HOSTILE }],
        }),
        evidence: evidence({
          failures: [
            { test: HOSTILE, file: HOSTILE, line: 1, status: 'errored', message: HOSTILE },
          ],
          untested_files: [HOSTILE],
          notices: [HOSTILE],
          source: {
            kind: 'reports',
            cache: null,
            age_seconds: null,
            covers: HOSTILE,
            detail: HOSTILE,
          },
        }),
        warnings: [HOSTILE],
        diff: {
          source: HOSTILE,
          reviewed: [],
          ignored: [{ path: HOSTILE, pattern: HOSTILE, additions: 3, deletions: 1 }],
          overBudget: [],
          notReviewed: [{ path: HOSTILE, reason: HOSTILE }],
        },
        usage: {
          provider: HOSTILE,
          model: HOSTILE,
          inputTokens: 1,
          outputTokens: 1,
          attempts: 1,
          repairs: 0,
          costUsd: null,
        },
      }),
    )
    expect(inertnessProblems(md)).toEqual([])
    expect(md).not.toContain('<!-- review-gate:fp:0123456789abcdef -->')
  })

  it('an error outcome renders inert too, reason included', () => {
    const md = renderSummary(
      report({ review: null, outcome: { status: 'error', reason: HOSTILE, neutral: false } }),
    )
    expect(inertnessProblems(md)).toEqual([])
  })
})

describe('left-out lists at scale', () => {
  it('renders only the shown entries of 100,000 left-out files, quickly and small', () => {
    const many = 100_000
    const long = 'x'.repeat(5_000)
    const r = report({
      diff: {
        source: 'git diff',
        reviewed: [],
        ignored: Array.from({ length: many }, (_, i) => ({
          path: `i/${i}${long}`,
          pattern: 'i/**',
          additions: 1,
          deletions: 0,
        })),
        overBudget: Array.from({ length: many }, (_, i) => ({
          path: `o/${i}${long}`,
          reason: 'big',
        })),
        notReviewed: Array.from({ length: many }, (_, i) => ({
          path: `n/${i}${long}`,
          reason: 'bin',
        })),
      },
      warnings: Array.from({ length: many }, (_, i) => `warning ${i} ${long}`),
      evidence: evidence({
        untested_files: Array.from({ length: many }, (_, i) => `u/${i}${long}`),
        notices: Array.from({ length: many }, (_, i) => `notice ${i} ${long}`),
      }),
    })
    const started = performance.now()
    const summary = renderSummary(r)
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(summary).toContain(`Left out of the review (${3 * many} files)`)
    expect(summary).toContain(`Warnings (${many})`)
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(SUMMARY_BYTE_LIMIT)
  })
})

describe('what could not be read is stated', () => {
  it('lists why the review was incomplete and why the evidence is not proof, inertly', () => {
    const r = report({
      review: review([], {
        incomplete: [`entry 3 unreadable ${HOSTILE}`, 'counts claim 4, 1 listed'],
      }),
      evidence: evidence({ unknown_reasons: [`reports/x.xml unreadable ${HOSTILE}`] }),
    })
    const summary = renderSummary(r)
    expect(summary).toContain('**The review was not read completely** (2), so it cannot pass:')
    expect(summary).toContain('- counts claim 4, 1 listed')
    expect(summary).toContain('**Not proof: the evidence could not be trusted** (1)')
    expect(inertnessProblems(summary)).toEqual([])
  })

  it('adds neither list to a complete review with trusted evidence', () => {
    const summary = renderSummary(report())
    expect(summary).not.toContain('not read completely')
    expect(summary).not.toContain('Not proof')
  })
})
