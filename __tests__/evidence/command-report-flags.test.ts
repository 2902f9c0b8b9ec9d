import { describe, expect, it } from 'vitest'
import { collectEvidence } from '../../src/evidence/collect.js'
import { GREEN_SUM, NOW, input, node, repo, runs } from './helpers.js'

/** A runner that writes the JUnit report its --outputFile flag names, as vitest does. */
const WRITES_FLAGGED_REPORT = `
const fs = require('node:fs')
fs.appendFileSync('runs.log', JSON.stringify(process.argv.slice(2)) + '\\n')
const flag = process.argv.find((a) => a.startsWith('--outputFile='))
fs.mkdirSync('reports', { recursive: true })
fs.writeFileSync(flag.slice('--outputFile='.length), ${JSON.stringify(GREEN_SUM)})
console.log('JUNIT report written to ' + flag)
`

describe('a test command whose flags name its report, through the cache', () => {
  it('a HIT carries the same notices as the MISS that ran it: the payload does not depend on the cache', async () => {
    const root = repo({
      'runner.cjs': WRITES_FLAGGED_REPORT,
      'src/sum.ts': 'export const sum = (a, b) => a + b\n',
      'src/sum.test.ts': '',
    })
    const command = `${node} runner.cjs --outputFile=reports/touched.xml {files}`
    const miss = await collectEvidence(input(root, { command }))
    expect(miss.source.cache).toBe('MISS')
    expect(miss.tests_pass).toBe(true)
    expect(miss.notices).toContain(
      "evidence.command_reports is empty; reading the report(s) the test command's flags name: reports/touched.xml.",
    )
    const hit = await collectEvidence(
      input(root, { command, now: new Date(NOW.getTime() + 60_000) }),
    )
    expect(runs(root)).toBe(1)
    expect(hit.source.cache).toBe('HIT')
    expect(hit.notices).toEqual(miss.notices)
    expect({ ...hit, source: null }).toEqual({ ...miss, source: null })
  })
})
