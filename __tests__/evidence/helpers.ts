import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { DEFAULT_CONFIG, type Config } from '../../src/config/schema.js'
import { TEST_CACHE_FOLDER } from '../../src/evidence/cache.js'
import type { CollectEvidenceInput } from '../../src/evidence/collect.js'
import { RecordingLogger } from '../../src/logger.js'

/** Shared by the collectEvidence tests: a throwaway checkout, an input, a fake test runner. */

export const FIXTURES = join(import.meta.dirname, 'fixtures')
export const NOW = new Date('2025-03-04T12:00:00Z')
export const node = JSON.stringify(process.execPath)

export function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rg-collect-'))
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), body)
  }
  return root
}

/** Each throwaway checkout's own test cache, beside it (outside the checkout, as in the action). */
export const cacheDirOf = (root: string) => `${root}-cache`

/** The one test-cache entry a checkout's runs left (one file per key, in the tests folder). */
export function onlyEntry(root: string): string {
  const folder = join(cacheDirOf(root), TEST_CACHE_FOLDER)
  const entries = readdirSync(folder).filter((name) => name.endsWith('.json'))
  if (entries.length !== 1) throw new Error(`expected one cache entry, found ${entries.join(', ')}`)
  return join(folder, entries[0]!)
}

export function input(
  root: string,
  overrides: Partial<CollectEvidenceInput> = {},
  evidence: Partial<Config['evidence']> = {},
): CollectEvidenceInput {
  return {
    repoRoot: root,
    touched: ['src/sum.ts'],
    config: { ...DEFAULT_CONFIG.evidence, ...evidence },
    reportGlobs: [],
    command: null,
    refresh: false,
    cacheDir: cacheDirOf(root),
    now: NOW,
    covers: 'c0ffee',
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    logger: new RecordingLogger(),
    ...overrides,
  }
}

/**
 * A fake test runner: logs its arguments, then behaves as the `mode` file says: pass, fail,
 * hang, report (writes red.xml as out/junit.xml), green-exit1 (writes green.xml, exits 1), kill
 * (kills itself with SIGKILL).
 */
export const RUNNER = `
const fs = require('node:fs')
fs.appendFileSync('runs.log', JSON.stringify(process.argv.slice(2)) + '\\n')
const mode = fs.existsSync('mode') ? fs.readFileSync('mode', 'utf8').trim() : 'pass'
if (mode === 'report' || mode === 'green-exit1') {
  fs.mkdirSync('out', { recursive: true })
  fs.copyFileSync(mode === 'report' ? 'red.xml' : 'green.xml', 'out/junit.xml')
}
if (mode === 'kill') process.kill(process.pid, 'SIGKILL')
if (mode === 'hang') setInterval(() => {}, 1000)
else if (mode === 'green-exit1') { console.log('line\\n'.repeat(40) + 'coverage below threshold'); process.exitCode = 1 }
else { console.log(mode === 'fail' ? 'FAIL src/sum.test.ts\\n  expected 3, got 4' : 'all green'); process.exitCode = mode === 'fail' ? 1 : 0 }
`

export const runs = (root: string) =>
  readFileSync(join(root, 'runs.log'), 'utf8').trim().split('\n').length

export const GREEN_SUM =
  '<testsuites><testsuite name="s"><testcase classname="src/sum.test.ts" name="adds"/></testsuite></testsuites>'

/** A checkout with the fake runner, a touched source and its conventional test. */
export function runnerRepo(mode = 'pass'): string {
  return repo({
    'runner.cjs': RUNNER,
    mode,
    'src/sum.ts': 'export const sum = (a, b) => a + b\n',
    'src/sum.test.ts': '',
    'red.xml': readFileSync(join(FIXTURES, 'junit/vitest.xml'), 'utf8'),
    'green.xml': GREEN_SUM,
  })
}
