import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRepo } from '../e2e/harness.js'
import { trackedReports } from '../../src/evidence/tracked-reports.js'

describe('trackedReports', () => {
  it('names the report files git tracks, not the ones this run wrote', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'reports/committed.xml': '<testsuites/>' })
    mkdirSync(join(repo.dir, 'reports'), { recursive: true })
    writeFileSync(join(repo.dir, 'reports/fresh.xml'), '<testsuites/>')
    const tracked = await trackedReports(repo.dir, ['reports/committed.xml', 'reports/fresh.xml'])
    expect([...tracked]).toEqual(['reports/committed.xml'])
  })

  it('a folder git cannot answer for has nothing to refuse', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, {})
    const outside = join(repo.dir, '..', `${repo.dir.split('/').pop()}-plain`)
    cpSync(join(repo.dir, 'src'), join(outside, 'src'), { recursive: true })
    expect((await trackedReports(outside, ['src/a.ts'])).size).toBe(0)
  })
})
