import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectEvidence } from '../../src/evidence/collect.js'
import { makeRepo } from '../e2e/harness.js'
import { trackedReports } from '../../src/evidence/tracked-reports.js'
import { input } from './helpers.js'

const GREEN =
  '<testsuites><testsuite name="s"><testcase classname="src/sum.test.ts" name="adds"/></testsuite></testsuites>'

/** Commits `link -> target` (a symbolic link, as the pull request would). */
function commitLink(dir: string, link: string, target: string): void {
  symlinkSync(target, join(dir, link))
  execFileSync('git', ['add', link], { cwd: dir })
  execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@b', 'commit', '-q', '-m', 'link'], {
    cwd: dir,
  })
}

describe('trackedReports', () => {
  it('names the report files git tracks, not the ones this run wrote', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'reports/committed.xml': '<testsuites/>' })
    mkdirSync(join(repo.dir, 'reports'), { recursive: true })
    writeFileSync(join(repo.dir, 'reports/fresh.xml'), '<testsuites/>')
    const tracked = await trackedReports(repo.dir, ['reports/committed.xml', 'reports/fresh.xml'])
    expect([...tracked.keys()]).toEqual(['reports/committed.xml'])
    expect(tracked.get('reports/committed.xml')).toMatch(/is tracked by git at the head/)
  })

  it('a repository git fails on refuses every report it could not check, not none', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'reports/committed.xml': '<testsuites/>' })
    const broken = join(repo.dir, '..', `${repo.dir.split('/').pop()}-git`)
    // Answers like git refusing a checkout owned by another user.
    writeFileSync(broken, '#!/bin/sh\necho "fatal: detected dubious ownership" >&2\nexit 128\n', {
      mode: 0o755,
    })
    const refused = await trackedReports(repo.dir, ['reports/committed.xml'], broken)
    expect(refused.get('reports/committed.xml')).toMatch(
      /could not be checked against what git tracks \(git ls-files exited 128 \(fatal: detected dubious ownership\)\)/,
    )
  })

  it('a repository git fails on partway refuses the reports of the folders it did not list', async () => {
    const repo = makeRepo(
      { 'src/a.ts': '' },
      { 'a/reports/one.xml': '<testsuites/>', 'b/reports/two.xml': '<testsuites/>' },
    )
    const flaky = join(repo.dir, '..', `${repo.dir.split('/').pop()}-flaky-git`)
    const count = `${flaky}.count`
    // Real git for the first listing, a failure for every one after it.
    writeFileSync(
      flaky,
      `#!/bin/sh\nif [ -e "${count}" ]; then echo "fatal: index file corrupt" >&2; exit 128; fi\ntouch "${count}"\nexec git "$@"\n`,
      { mode: 0o755 },
    )
    const refused = await trackedReports(
      repo.dir,
      ['a/reports/one.xml', 'b/reports/two.xml'],
      flaky,
    )
    expect(refused.get('a/reports/one.xml')).toMatch(/is tracked by git at the head/)
    expect(refused.get('b/reports/two.xml')).toMatch(/could not be checked against what git tracks/)
  })

  it('a folder git cannot answer for has nothing to refuse', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, {})
    const outside = join(repo.dir, '..', `${repo.dir.split('/').pop()}-plain`)
    cpSync(join(repo.dir, 'src'), join(outside, 'src'), { recursive: true })
    expect((await trackedReports(outside, ['src/a.ts'])).size).toBe(0)
  })
})

describe('trackedReports: reports reached through a symbolic link', () => {
  it('refuses a report under a folder link git tracks (reports -> fixtures, committed)', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'fixtures/junit.xml': GREEN })
    commitLink(repo.dir, 'reports', 'fixtures')
    const tracked = await trackedReports(repo.dir, ['reports/junit.xml'])
    expect([...tracked.keys()]).toEqual(['reports/junit.xml'])
    expect(tracked.get('reports/junit.xml')).toMatch(
      /reports\/junit\.xml is reached through reports, a symbolic link tracked by git at the head/,
    )
  })

  it('refuses a report under a tracked link even when what it reaches is untracked', async () => {
    // The committed link chose where the evidence is read from: not provably this run's.
    const repo = makeRepo({ 'src/a.ts': '' }, {})
    mkdirSync(join(repo.dir, 'build/results'), { recursive: true })
    commitLink(repo.dir, 'reports', 'build/results')
    writeFileSync(join(repo.dir, 'build/results/junit.xml'), GREEN)
    expect([...(await trackedReports(repo.dir, ['reports/junit.xml'])).keys()]).toEqual([
      'reports/junit.xml',
    ])
  })

  it('refuses a report under a tracked link deeper in its path (a -> x, glob a/reports/*.xml)', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'x/reports/junit.xml': GREEN })
    commitLink(repo.dir, 'a', 'x')
    const tracked = await trackedReports(repo.dir, ['a/reports/junit.xml'])
    expect(tracked.get('a/reports/junit.xml')).toMatch(/through a, a symbolic link tracked by git/)
  })

  it('refuses a report behind an untracked link to a tracked link (a chain)', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, {})
    mkdirSync(join(repo.dir, 'out'))
    writeFileSync(join(repo.dir, 'out/junit.xml'), GREEN)
    commitLink(repo.dir, 'hop', 'out')
    symlinkSync('hop', join(repo.dir, 'reports'))
    const tracked = await trackedReports(repo.dir, ['reports/junit.xml'])
    expect(tracked.get('reports/junit.xml')).toMatch(/through hop, a symbolic link tracked by git/)
  })

  it('refuses an untracked link (made by the test run) whose target git tracks', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'fixtures/junit.xml': GREEN })
    symlinkSync('fixtures', join(repo.dir, 'reports'))
    mkdirSync(join(repo.dir, 'out'))
    symlinkSync('../fixtures/junit.xml', join(repo.dir, 'out/junit.xml'))
    const tracked = await trackedReports(repo.dir, ['reports/junit.xml', 'out/junit.xml'])
    expect([...tracked.keys()]).toEqual(['out/junit.xml', 'reports/junit.xml'])
    expect(tracked.get('reports/junit.xml')).toMatch(
      /resolves through a symbolic link to fixtures\/junit\.xml, which is tracked by git at the head/,
    )
  })

  it('refuses a report whose link leads outside the repository', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, {})
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-elsewhere-'))
    writeFileSync(join(elsewhere, 'junit.xml'), GREEN)
    symlinkSync(elsewhere, join(repo.dir, 'reports'))
    const tracked = await trackedReports(repo.dir, ['reports/junit.xml'])
    expect(tracked.get('reports/junit.xml')).toMatch(/outside the repository/)
  })

  it('refuses a link outside the repository even where git cannot answer', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'rg-plain-'))
    const elsewhere = mkdtempSync(join(tmpdir(), 'rg-elsewhere-'))
    writeFileSync(join(elsewhere, 'junit.xml'), GREEN)
    symlinkSync(elsewhere, join(plain, 'reports'))
    expect([...(await trackedReports(plain, ['reports/junit.xml'])).keys()]).toEqual([
      'reports/junit.xml',
    ])
  })

  it('reads a report in a real, untracked folder, and one behind an untracked link to an untracked folder', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'fixtures/other.xml': GREEN })
    mkdirSync(join(repo.dir, 'reports'))
    writeFileSync(join(repo.dir, 'reports/junit.xml'), GREEN)
    mkdirSync(join(repo.dir, 'build/results'), { recursive: true })
    writeFileSync(join(repo.dir, 'build/results/junit.xml'), GREEN)
    symlinkSync('build/results', join(repo.dir, 'latest'))
    expect((await trackedReports(repo.dir, ['latest/junit.xml', 'reports/junit.xml'])).size).toBe(0)
  })

  it('judges the real folder when the repository root itself is reached through a link', async () => {
    const repo = makeRepo({ 'src/a.ts': '' }, { 'reports/committed.xml': GREEN })
    const alias = join(mkdtempSync(join(tmpdir(), 'rg-alias-')), 'checkout')
    symlinkSync(repo.dir, alias)
    writeFileSync(join(repo.dir, 'reports/fresh.xml'), GREEN)
    const tracked = await trackedReports(alias, ['reports/committed.xml', 'reports/fresh.xml'])
    expect([...tracked.keys()]).toEqual(['reports/committed.xml'])
  })
})

describe('collectEvidence: a committed report reached through a committed folder link', () => {
  it('refuses it as tracked, names it, and the evidence is not green', async () => {
    // The pull request commits a green report under fixtures/ and the link reports -> fixtures;
    // the test step then dies before writing its own report.
    const repo = makeRepo({ 'src/sum.ts': '' }, { 'fixtures/junit.xml': GREEN })
    commitLink(repo.dir, 'reports', 'fixtures')
    const evidence = await collectEvidence(input(repo.dir, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.reports ?? []).toEqual([])
    expect((evidence.unknown_reasons ?? []).join('\n')).toMatch(
      /reports\/junit\.xml is reached through reports, a symbolic link tracked by git at the head.*; it is not read/,
    )
    expect(evidence.notices.join('\n')).toMatch(/Test report refused: reports\/junit\.xml/)
  })

  it("reads this run's report in a real, untracked folder (green stays green)", async () => {
    const repo = makeRepo({ 'src/sum.ts': '' }, { 'fixtures/junit.xml': GREEN })
    mkdirSync(join(repo.dir, 'reports'))
    writeFileSync(join(repo.dir, 'reports/junit.xml'), GREEN)
    const evidence = await collectEvidence(input(repo.dir, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.unknown_reasons ?? []).toEqual([])
    expect(evidence.tests_pass).toBe(true)
    expect((evidence.reports ?? []).map((r) => r.path)).toEqual(['reports/junit.xml'])
  })

  it('still refuses a tracked report with no link on its path', async () => {
    const repo = makeRepo({ 'src/sum.ts': '' }, { 'reports/junit.xml': GREEN })
    const evidence = await collectEvidence(input(repo.dir, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect((evidence.unknown_reasons ?? []).join('\n')).toMatch(
      /reports\/junit\.xml is tracked by git at the head: the pull request wrote it, not this run's tests; it is not read/,
    )
  })
})
