import { describe, expect, it } from 'vitest'
import { fingerprint } from '../../src/publish/fingerprint.js'
import { FINGERPRINT_KEY, renderSarif } from '../../src/publish/sarif.js'
import { HEAD_SHA, finding, report, review } from './builders.js'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

describe('renderSarif', () => {
  it('is SARIF 2.1.0 with a rule per category and a located result per finding', () => {
    const a = finding({ severity: 'blocker', category: 'security', file: 'src/a b.ts', line: 3 })
    const b = finding({ severity: 'minor', category: 'logic', line: 9, anchored: false })
    const log = renderSarif(report({ review: review([a, b]) }), { toolVersion: '1.2.3' }) as Json
    expect(log.version).toBe('2.1.0')
    const run = log.runs[0]
    expect(run.tool.driver.name).toBe('review-gate')
    expect(run.tool.driver.version).toBe('1.2.3')
    expect(run.tool.driver.rules.map((r: Json) => r.id)).toEqual([
      'review-gate/logic',
      'review-gate/security',
    ])
    const [ra, rb] = run.results
    expect(ra.ruleId).toBe('review-gate/security')
    expect(run.tool.driver.rules[ra.ruleIndex].id).toBe(ra.ruleId)
    expect(ra.level).toBe('error')
    expect(ra.locations[0].physicalLocation.artifactLocation.uri).toBe('src/a%20b.ts')
    expect(ra.locations[0].physicalLocation.region.startLine).toBe(3)
    expect(ra.partialFingerprints[FINGERPRINT_KEY]).toBe(fingerprint(a))
    expect(rb.level).toBe('note')
    expect(rb.properties.anchored).toBe(false)
    expect(run.versionControlProvenance[0].revisionId).toBe(HEAD_SHA)
    expect(run.invocations[0].executionSuccessful).toBe(true)
  })

  it('an errored run reports a failed invocation and no results', () => {
    const log = renderSarif(
      report({ review: null, outcome: { status: 'error', reason: 'down', neutral: false } }),
      {
        toolVersion: '1',
      },
    ) as Json
    expect(log.runs[0].results).toEqual([])
    expect(log.runs[0].invocations[0].executionSuccessful).toBe(false)
    expect(log.runs[0].invocations[0].toolExecutionNotifications[0].message.text).toBe('down')
  })
})
