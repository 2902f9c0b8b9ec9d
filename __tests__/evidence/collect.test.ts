import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { TEST_CACHE_FOLDER } from '../../src/evidence/cache.js'
import { collectEvidence } from '../../src/evidence/collect.js'
import { parseEvidenceJson } from '../../src/evidence/evidence-json.js'
import { RecordingLogger } from '../../src/logger.js'
import {
  cacheDirOf,
  FIXTURES,
  GREEN_SUM,
  input,
  NOW,
  node,
  onlyEntry,
  repo,
  runnerRepo,
  runs,
} from './helpers.js'

describe('collectEvidence from reports', () => {
  it('reads matching reports, maps them to the touched files and states what it covers', async () => {
    const root = repo({ 'src/sum.ts': '', 'src/sum.test.ts': '' })
    cpSync(join(FIXTURES, 'junit/vitest.xml'), join(root, 'reports/vitest.xml'), {
      recursive: true,
    })
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/**/*.xml'] }))
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.source).toEqual({
      kind: 'reports',
      cache: null,
      age_seconds: null,
      covers: 'c0ffee',
      detail: '1 report(s), 3 relevant test run(s)',
    })
    expect(evidence.reports).toEqual([
      {
        path: 'reports/vitest.xml',
        format: 'junit',
        totals: { tests: 4, passed: 2, failed: 1, errored: 0, skipped: 1, flaky: 0 },
      },
    ])
    expect(evidence.failures[0]).toMatchObject({ file: 'src/sum.test.ts', line: 11 })
  })

  it('a glob matching nothing: a notice and unknown, never a pass', async () => {
    const root = repo({ 'src/sum.ts': '' })
    const logger = new RecordingLogger()
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'], logger }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.notices).toEqual(['No file matches the test report glob "reports/*.xml".'])
    expect(logger.warnings).toEqual(evidence.notices)
  })

  it('an unreadable report is listed with its error and a green result is no longer trusted', async () => {
    const root = repo({
      'src/sum.ts': '',
      'reports/b-broken.xml': '<testsuites><testcase name="x">',
    })
    writeFileSync(join(root, 'reports/a-green.xml'), GREEN_SUM)
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.counts.passed).toBe(1)
    expect(evidence.reports!.map((r) => [r.path, r.error ?? null])).toEqual([
      ['reports/a-green.xml', null],
      ['reports/b-broken.xml', 'reports/b-broken.xml:1: malformed XML: unclosed tag: testcase'],
    ])
    expect(evidence.notices).toContain(
      '1 test report(s) could not be read, so the touched tests cannot be confirmed green.',
    )
  })

  it('a report that breaks half-way contributes nothing, not its first half', async () => {
    const root = repo({ 'src/sum.ts': '', 'reports/.keep': '' })
    const failing =
      '<testcase classname="src/sum.test.ts" name="adds"><failure message="boom"/></testcase>'
    writeFileSync(
      join(root, 'reports/half.xml'),
      `<testsuites><testsuite name="s">${failing.repeat(3)}<testcase name="x"></testsuite>`,
    )
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.counts).toEqual({ passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 })
    expect(evidence.failures).toEqual([])
    expect(evidence.reports).toEqual([
      {
        path: 'reports/half.xml',
        format: null,
        error: expect.stringMatching(/^reports\/half\.xml:1: malformed XML/),
      },
    ])
  })

  it('a glob that leaves the repository is the user’s mistake', async () => {
    const root = repo({})
    await expect(
      collectEvidence(input(root, { reportGlobs: ['../elsewhere/*.xml'] })),
    ).rejects.toThrow(InputError)
    await expect(collectEvidence(input(root, { reportGlobs: ['/etc/*.xml'] }))).rejects.toThrow(
      /relative to the repository root/,
    )
  })

  it('symbolic links are not followed into reports', async () => {
    const root = repo({ 'src/sum.ts': '' })
    const { symlinkSync } = await import('node:fs')
    mkdirSync(join(root, 'reports'))
    symlinkSync('/dev/zero', join(root, 'reports/zero.xml'))
    const evidence = await collectEvidence(input(root, { reportGlobs: ['reports/*.xml'] }))
    expect(evidence.notices).toEqual(['No file matches the test report glob "reports/*.xml".'])
  })
})

describe('collectEvidence with the test command and the cache', () => {
  const setup = runnerRepo
  const command = `${node} runner.cjs {files}`

  it('MISS runs the touched and conventional tests; HIT reuses the result without running', async () => {
    const root = setup()
    const first = await collectEvidence(input(root, { command }))
    expect(first.tests_pass).toBe(true)
    expect(first.source).toMatchObject({
      kind: 'command',
      cache: 'MISS',
      age_seconds: null,
      covers: 'c0ffee',
    })
    expect(readFileSync(join(root, 'runs.log'), 'utf8').trim()).toBe('["src/sum.test.ts"]')
    const later = new Date(NOW.getTime() + 90_000)
    const second = await collectEvidence(input(root, { command, now: later }))
    expect(runs(root)).toBe(1)
    expect(second.tests_pass).toBe(true)
    expect(second.source).toMatchObject({ kind: 'command', cache: 'HIT', age_seconds: 90 })
  })

  it('refresh forces a MISS; a changed file or an expired TTL runs again', async () => {
    const root = setup()
    await collectEvidence(input(root, { command }))
    const refreshed = await collectEvidence(input(root, { command, refresh: true }))
    expect(refreshed.source.cache).toBe('MISS')
    expect(runs(root)).toBe(2)
    const expiredLog = new RecordingLogger()
    const expired = await collectEvidence(
      input(root, { command, now: new Date(NOW.getTime() + 61 * 60_000), logger: expiredLog }),
    )
    expect(expired.source.cache).toBe('MISS')
    expect(expiredLog.warnings[0]).toMatch(/past the 60 min TTL/)
    writeFileSync(join(root, 'src/sum.ts'), 'export const sum = (a, b) => a - b\n')
    const edited = await collectEvidence(
      input(root, { command, now: new Date(NOW.getTime() + 61 * 60_000) }),
    )
    expect(edited.source.cache).toBe('MISS')
    expect(runs(root)).toBe(4)
  })

  it('a cache entry is redacted before it is written: an evidence.env value the tests print never lands in it', async () => {
    const root = setup()
    const printing = `node -e ${JSON.stringify("console.log('token is ' + process.env.RG_SECRET); process.exit(1)")} {files}`
    const secret = 'sk-live-0123456789abcdef'
    await collectEvidence(
      input(
        root,
        {
          command: printing,
          env: { PATH: process.env.PATH, RG_SECRET: secret },
          redact: (e) => JSON.parse(JSON.stringify(e).split(secret).join('***')) as typeof e,
        },
        { command: printing, env: ['RG_SECRET'] },
      ),
    )
    const stored = readFileSync(onlyEntry(root), 'utf8')
    expect(stored).toContain('token is ***')
    expect(stored).not.toContain(secret)
  })

  it('a corrupt or future-dated cache file is a MISS with a notice, and is replaced', async () => {
    const root = setup()
    // The entry's key, from a first run whose entry is then spoiled.
    await collectEvidence(input(root, { command }))
    const cacheFile = onlyEntry(root)
    writeFileSync(cacheFile, '{ not json')
    const logger = new RecordingLogger()
    const corrupt = await collectEvidence(input(root, { command, logger }))
    expect(corrupt.source.cache).toBe('MISS')
    // Said in the log; the payload (the evidence's notices) never depends on the cache.
    expect(corrupt.notices).toEqual([])
    expect(logger.warnings).toEqual([
      `Test cache ${cacheFile}: the file is corrupt (not JSON); the tests run again.`,
    ])
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as {
      created_at: string
    }
    expect(stored.created_at).toBe(NOW.toISOString())
    const earlierLog = new RecordingLogger()
    const earlier = await collectEvidence(
      input(root, { command, now: new Date(NOW.getTime() - 60_000), logger: earlierLog }),
    )
    expect(earlier.source.cache).toBe('MISS')
    expect(earlierLog.warnings[0]).toMatch(/dated in the future/)
    expect(earlier.notices).toEqual([])
    expect(runs(root)).toBe(3)
  })

  it('two keys keep two entries: reviewing one change, then another, then the first again is a HIT', async () => {
    const root = setup()
    const sum = join(root, 'src/sum.ts')
    const first = await collectEvidence(input(root, { command }))
    writeFileSync(sum, 'export const sum = (a, b) => b + a\n')
    const second = await collectEvidence(input(root, { command }))
    writeFileSync(sum, 'export const sum = (a, b) => a + b\n')
    const again = await collectEvidence(input(root, { command }))
    expect([first, second, again].map((e) => e.source.cache)).toEqual(['MISS', 'MISS', 'HIT'])
    expect(runs(root)).toBe(2)
    expect(readdirSync(join(cacheDirOf(root), TEST_CACHE_FOLDER))).toHaveLength(2)
  })

  it('a non-zero exit without a report fails with the tail of the output', async () => {
    const root = setup('fail')
    const evidence = await collectEvidence(input(root, { command }))
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.failures).toEqual([
      {
        test: 'test command',
        file: null,
        line: null,
        status: 'failed',
        message: 'exited 1; last lines of output:\nFAIL src/sum.test.ts\n  expected 3, got 4',
      },
    ])
    expect(evidence.source.detail).toMatch(/exited 1; no report$/)
  })

  it('the reports the command writes decide; a stale report from before the run does not count', async () => {
    const root = setup('report')
    const evidence = await collectEvidence(
      input(root, { command }, { command_reports: ['out/*.xml'] }),
    )
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.reports).toHaveLength(1)
    expect(evidence.failures[0]).toMatchObject({
      test: 'src/sum.test.ts > sum > handles negatives',
      file: 'src/sum.test.ts',
    })

    const stale = setup('pass')
    cpSync(join(FIXTURES, 'junit/vitest.xml'), join(stale, 'out/junit.xml'))
    const fresh = await collectEvidence(
      input(stale, { command }, { command_reports: ['out/*.xml'] }),
    )
    // Reports were expected and none was written: a clean exit shows no test ran. Unknown.
    expect(fresh.tests_pass).toBe('unknown')
    expect(fresh.reports).toBeUndefined()
    expect(fresh.unknown_reasons).toEqual([
      'the test command exited 0 but wrote no report matching out/*.xml, so no test can be confirmed to have run',
    ])
  })

  it('without report globs, the exit code decides: 0 is green', async () => {
    const root = setup('pass')
    const evidence = await collectEvidence(input(root, { command }))
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.unknown_reasons ?? []).toEqual([])
  })

  it('a hanging command is killed at the timeout and the evidence says so', async () => {
    const root = setup('hang')
    const evidence = await collectEvidence(input(root, { command }, { timeout_seconds: 1 }))
    expect(evidence.tests_pass).toBe(false)
    expect(evidence.failures.at(-1)).toMatchObject({ test: 'test command', status: 'errored' })
    expect(evidence.failures.at(-1)!.message).toMatch(/^timed out after 1 s and was killed/)
    expect(evidence.notices).toContain('The test command timed out after 1 s and was killed.')
    expect(existsSync(join(cacheDirOf(root), TEST_CACHE_FOLDER))).toBe(false) // a hang is not cached
  })

  it('a command that cannot start: unknown, with the reason', async () => {
    const root = setup()
    const evidence = await collectEvidence(
      input(root, { command: 'no-such-test-runner-xyz {files}' }),
    )
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.notices).toEqual([
      'The test command could not start: command not found: no-such-test-runner-xyz.',
    ])
  })

  it('nothing to run: the command is not run and the source is untested', async () => {
    const root = setup()
    const evidence = await collectEvidence(
      input(root, { command, touched: ['src/other.ts', 'README.md'] }),
    )
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.untested_files).toEqual(['src/other.ts'])
    expect(() => readFileSync(join(root, 'runs.log'))).toThrow()
  })

  it('reports first: a matching report wins over the command', async () => {
    const root = setup()
    cpSync(join(FIXTURES, 'junit/vitest.xml'), join(root, 'reports/v.xml'))
    const evidence = await collectEvidence(input(root, { command, reportGlobs: ['reports/*.xml'] }))
    expect(evidence.source.kind).toBe('reports')
    expect(() => readFileSync(join(root, 'runs.log'))).toThrow()
  })
})

describe('collectEvidence from an evidence file, and none', () => {
  const recorded = {
    tests_pass: false,
    counts: { passed: 4, failed: 1 },
    failures: [{ test: 'cart > total', file: 'src/cart.test.ts', line: 9, message: 'expected 9' }],
    source: { kind: 'command', covers: 'c0ffee' },
  }

  it('reads a case’s evidence.json, filling what it leaves out', async () => {
    const root = repo({ 'evidence.json': JSON.stringify(recorded) })
    const evidence = await collectEvidence(
      input(root, { evidenceFile: join(root, 'evidence.json') }),
    )
    expect(evidence).toEqual({
      tests_pass: false,
      counts: { passed: 4, failed: 1, errored: 0, skipped: 0, flaky: 0 },
      failures: [
        {
          test: 'cart > total',
          file: 'src/cart.test.ts',
          line: 9,
          status: 'failed',
          message: 'expected 9',
        },
      ],
      flaky: [],
      untested_files: [],
      source: { kind: 'file', cache: null, age_seconds: null, covers: 'c0ffee', detail: null },
      notices: [],
      unknown_reasons: [],
    })
  })

  it('evidence recorded for another commit is not trusted', async () => {
    const root = repo({
      'evidence.json': JSON.stringify({
        ...recorded,
        source: { kind: 'command', covers: 'deadbeef' },
      }),
    })
    const evidence = await collectEvidence(input(root, { evidenceFile: 'evidence.json' }))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.notices).toEqual([
      'evidence.json covers deadbeef, not c0ffee under review; it is not trusted.',
    ])
  })

  it('a bad evidence file is an InputError naming the file and the field', async () => {
    const root = repo({
      'evidence.json': JSON.stringify({ tests_pass: 'yes' }),
      'broken.json': '{',
    })
    await expect(collectEvidence(input(root, { evidenceFile: 'evidence.json' }))).rejects.toThrow(
      /^evidence\.json: tests_pass: /,
    )
    await expect(collectEvidence(input(root, { evidenceFile: 'broken.json' }))).rejects.toThrow(
      /^broken\.json: invalid JSON/,
    )
    await expect(collectEvidence(input(root, { evidenceFile: 'missing.json' }))).rejects.toThrow(
      /^missing\.json: cannot read the evidence file: ENOENT/,
    )
  })

  it('no source configured: unknown, and it says so', async () => {
    const evidence = await collectEvidence(input(repo({})))
    expect(evidence.tests_pass).toBe('unknown')
    expect(evidence.notices).toEqual([
      'No test evidence: no test report, test command or evidence file is configured.',
    ])
  })
})

describe('parseEvidenceJson', () => {
  it.each([
    [
      { tests_pass: true, failures: [{ test: 't', message: 'm' }] },
      /tests_pass is true but 1 test\(s\) failed/,
    ],
    [
      { tests_pass: false, failures: [{ test: 't', file: '/home/me/a.ts' }] },
      /failures\.0\.file: "\/home\/me\/a\.ts" is not a repository-relative path/,
    ],
    [{ tests_pass: false, untested_files: ['../x.ts'] }, /untested_files\.0/],
    [{ tests_pass: false, surprise: 1 }, /surprise/],
    [
      { tests_pass: false, __proto__: { polluted: true }, counts: { passed: 1.5 } },
      /counts\.passed/,
    ],
  ])('rejects %j', (value, message) => {
    expect(() => parseEvidenceJson(JSON.stringify(value), 'case/evidence.json')).toThrow(message)
  })

  it('bounds long messages instead of carrying them', () => {
    const evidence = parseEvidenceJson(
      JSON.stringify({ tests_pass: false, failures: [{ test: 't', message: 'x'.repeat(50_000) }] }),
      'e.json',
    )
    expect(evidence.failures[0]!.message.length).toBeLessThanOrEqual(4_096)
  })

  it('accepts an unknown_reasons array, and names a bad entry', () => {
    const evidence = parseEvidenceJson(
      JSON.stringify({ tests_pass: 'unknown', unknown_reasons: ['reports/a.xml: cut off'] }),
      'e.json',
    )
    expect(evidence.unknown_reasons).toEqual(['reports/a.xml: cut off'])
    expect(parseEvidenceJson('{"tests_pass": true}', 'e.json')).not.toHaveProperty(
      'unknown_reasons',
    )
    expect(() =>
      parseEvidenceJson(JSON.stringify({ tests_pass: true, unknown_reasons: [3] }), 'e.json'),
    ).toThrow(/^e\.json: unknown_reasons\.0: /)
  })
})
