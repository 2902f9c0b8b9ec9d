import { describe, expect, it } from 'vitest'
import { evidenceFromReports } from '../../src/evidence/mapping.js'
import type { ParsedReport, TestCaseRun } from '../../src/evidence/test-runs.js'

/**
 * A frame path that several files end with is resolved toward the run's own test directory: the
 * same frame in another suite may name another file, so the frame memo must not answer for one
 * suite what it worked out for another.
 */
describe('resolved frame paths memoized across suites', () => {
  it('breaks the same tie anew for each test directory', () => {
    const failing = (file: string): TestCaseRun => ({
      suite: file,
      name: 'adds',
      classname: null,
      file,
      line: null,
      status: 'failed',
      durationMs: null,
      message: null,
      trace: 'at check (src/util.ts:3:1)',
    })
    const reports: ParsedReport[] = [
      {
        path: 'r.xml',
        format: 'junit',
        cases: [failing('packages/a/src/util.test.ts'), failing('packages/b/src/util.test.ts')],
      },
    ]
    const touched = ['packages/a/src/util.ts', 'packages/b/src/util.ts']
    const options = {
      repoFiles: [...touched, 'packages/a/src/util.test.ts', 'packages/b/src/util.test.ts'],
    }
    const memoized = evidenceFromReports(reports, touched, options)
    expect(memoized).toEqual(evidenceFromReports(reports, touched, { ...options, memoize: false }))
  })
})
