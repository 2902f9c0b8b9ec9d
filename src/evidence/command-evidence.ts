import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { FILES_PLACEHOLDER } from './argv.js'
import { computeCacheKey, pruneTestCache, readCache, testCacheEntry, writeCache } from './cache.js'
import { checkCacheLocation } from './cache-location.js'
import type { CollectEvidenceInput } from './collect-input.js'
import { reportPathsFromFlags } from './report-flags.js'
import { runTestCommand, type CommandRun } from './command.js'
import { ConventionIndex, conventionalTests, isSourceFile } from './conventions.js'
import { expandGlobs, listCodeFiles } from './files.js'
import { bound, type ReportLimits } from './limits.js'
import { evidenceFromReportFiles } from './report-evidence.js'
import { type Evidence, type EvidenceFailure, NO_EVIDENCE } from '../domain/evidence.js'

/**
 * Evidence from the test command, through the cache: what it runs, the cache's location and key,
 * the run, and how its exit code and the reports it wrote make a verdict.
 */

const MESSAGE_CHARS = 2_000
/** Output lines kept in a red command's failure message. */
const TAIL_LINES = 20
const TAIL_CHARS = 1_500

export async function evidenceFromCommand(
  input: CollectEvidenceInput,
  touched: string[],
  limits: ReportLimits,
  notices: string[],
): Promise<Evidence> {
  const command = input.command!
  const listing = await listCodeFiles(input.repoRoot)
  const files = conventionalTests(touched, listing.files, input.config.test_patterns)
  const untested = untestedByConvention(
    touched,
    [...listing.files, ...touched],
    input.config.test_patterns,
  )
  const base = (): Evidence => ({
    ...structuredClone(NO_EVIDENCE),
    untested_files: untested,
    source: { kind: 'command', cache: null, age_seconds: null, covers: null, detail: null },
  })
  if (files.length === 0 && command.includes(FILES_PLACEHOLDER)) {
    const evidence = base()
    evidence.source.detail = 'not run: no touched test and no conventional test of a touched source'
    evidence.notices.push(
      'The test command was not run: no touched test and no conventional test of a touched source.',
    )
    return evidence
  }

  const ttlMinutes = input.config.cache_ttl_minutes
  const { key } = await computeCacheKey({
    repoRoot: input.repoRoot,
    touched,
    files,
    command,
    config: input.config,
  })
  const cacheFile = ttlMinutes > 0 ? await usableCacheFile(input, key, notices) : null
  if (input.refresh) {
    input.logger.info('refresh-tests: the test cache is bypassed.')
  } else if (cacheFile === null) {
    input.logger.info('Test cache MISS: the cache is off or refused.')
  } else {
    const query = { key, commit: input.covers, now: input.now, ttlMinutes }
    const lookup = await readCache(cacheFile, query, input.signer ?? null)
    if (lookup.state === 'hit') {
      input.logger.info(`Test cache HIT (${lookup.ageSeconds} s old): the tests are not run again.`)
      const cached = lookup.evidence
      return {
        ...cached,
        source: { ...cached.source, kind: 'command', cache: 'HIT', age_seconds: lookup.ageSeconds },
      }
    }
    // The log says why, the payload never: it must not depend on what the cache held.
    if (lookup.notice) input.logger.warning(lookup.notice)
    input.logger.info(`Test cache MISS: ${lookup.reason}.`)
  }

  // The flags' notice belongs to the evidence (and its cache record), not to this run's notices:
  // a HIT must carry it too, or the payload would depend on the cache.
  const flagNotices: string[] = []
  const reportGlobs = commandReportGlobs(input, command, flagNotices)
  const before = await reportSnapshot(input.repoRoot, reportGlobs)
  const run = await runTestCommand({
    command,
    files,
    repoRoot: input.repoRoot,
    timeoutSeconds: input.config.timeout_seconds,
    env: input.env,
    allowEnv: input.config.env,
    logger: input.logger,
  })
  const evidence = await evidenceFromRun(input, run, reportGlobs, before, touched, limits, base())
  evidence.notices.unshift(...flagNotices)
  evidence.source = { ...evidence.source, kind: 'command', cache: 'MISS', age_seconds: null }
  // A run that did not finish (or could not be judged) is no result to reuse.
  const judged = (evidence.unknown_reasons ?? []).length === 0
  if (cacheFile !== null && run.outcome === 'exited' && judged) {
    try {
      const stored = { ...evidence, source: { ...evidence.source, covers: input.covers } }
      await writeCache(
        cacheFile,
        {
          key,
          commit: input.covers,
          now: input.now,
          // Test output can print an evidence.env value: no secret is ever written to an entry.
          evidence: input.redact ? input.redact(stored) : stored,
        },
        input.signer ?? null,
      )
    } catch (err) {
      input.logger.warning(`The test result could not be cached: ${(err as Error).message}`)
    }
    // One entry per key: the folder is bounded here, where it grows.
    const removed = await pruneTestCache(input.cacheDir, {
      now: input.now,
      maxAgeMs: Math.max(ttlMinutes * 60_000, 24 * 3_600_000),
    })
    if (removed > 0)
      input.logger.info(
        `Test cache: ${removed} old ${removed === 1 ? 'entry' : 'entries'} removed.`,
      )
  }
  return evidence
}

/** The key's cache file, unless its location could have been planted by the pull request. */
async function usableCacheFile(
  input: CollectEvidenceInput,
  key: string,
  notices: string[],
): Promise<string | null> {
  const location = await checkCacheLocation({
    repoRoot: input.repoRoot,
    cacheDir: input.cacheDir,
    entry: testCacheEntry(key),
  })
  if (location.ok) return location.file
  notices.push(
    `Test cache ${location.file} refused: ${location.reason}; it is neither read nor written, and the tests run.`,
  )
  return null
}

async function evidenceFromRun(
  input: CollectEvidenceInput,
  run: CommandRun,
  reportGlobs: readonly string[],
  before: Map<string, string>,
  touched: string[],
  limits: ReportLimits,
  evidence: Evidence,
): Promise<Evidence> {
  if (run.outcome === 'not-started') {
    evidence.source.detail = `the test command could not start: ${run.reason}`
    evidence.notices.push(`The test command could not start: ${run.reason}.`)
    evidence.unknown_reasons = [
      `the test command ${quoteArgv(run)} could not start: ${run.reason ?? 'no reason given'}`,
    ]
    return evidence
  }
  // Only reports this run wrote count: a stale report from an earlier run proves nothing.
  const after = await reportSnapshot(input.repoRoot, reportGlobs)
  const written = [...after.keys()].filter((file) => before.get(file) !== after.get(file)).sort()
  let result = evidence
  const exitedRed = run.outcome === 'exited' && run.exitCode !== null && run.exitCode !== 0
  if (written.length > 0) {
    const notes: string[] = []
    result = await evidenceFromReportFiles(input, written, touched, limits, notes)
    result.notices.push(...notes)
    result.source.detail = `${exitText(run)}; ${result.source.detail}`
    result.notices.push(`Read the report(s) the test command wrote: ${written.join(', ')}.`)
    if (exitedRed && result.counts.failed + result.counts.errored === 0) {
      // The exit code is the runner's own verdict: a red exit is never outvoted by silent reports.
      const unrelated = (result.all?.failed ?? 0) + (result.all?.errored ?? 0)
      const what = unrelated > 0 ? 'no failing relevant test' : 'no failing test'
      result.tests_pass = false
      result.failures = [
        ...result.failures,
        commandFailure(`exited ${run.exitCode} with ${what} in its reports`, run.output),
      ]
    }
  } else {
    result.source.detail = `${exitText(run)}; no report`
    if (run.outcome === 'exited' && run.exitCode === 0) {
      if (reportGlobs.length > 0) {
        // Reports were expected and none came: a clean exit alone does not show that any test
        // ran (a script edited to exit 0, a runner that found no test files and said nothing).
        markUnknown(
          result,
          `the test command exited 0 but wrote no report matching ${reportGlobs.join(', ')}, so no test can be confirmed to have run`,
        )
      } else {
        result.tests_pass = true
      }
    }
    if (exitedRed) {
      if (reportGlobs.length > 0) {
        result.notices.push(
          `The test command wrote no report matching ${reportGlobs.join(', ')}; its exit code decides.`,
        )
      }
      const written = reportGlobs.length > 0 ? ' and wrote no report' : ''
      result.tests_pass = false
      result.failures = [commandFailure(`exited ${run.exitCode}${written}`, run.output)]
    }
  }
  if (run.outcome === 'exited' && run.exitCode === null) {
    // Killed from outside (out of memory, a runner shutting down): the run did not finish.
    markUnknown(
      result,
      `the test command ${quoteArgv(run)} was killed by ${run.signal ?? 'a signal'} before it finished`,
    )
  }
  if (run.outcome === 'timed-out') {
    // A hang is red, as CI would have it, whatever partial reports say.
    result.tests_pass = false
    result.failures = [
      ...result.failures,
      {
        test: 'test command',
        file: null,
        line: null,
        status: 'errored',
        message:
          `timed out after ${input.config.timeout_seconds} s and was killed` +
          (run.output ? `; last output: ${tail(run.output, MESSAGE_CHARS - 200)}` : ''),
      },
    ]
    result.notices.push(
      `The test command timed out after ${input.config.timeout_seconds} s and was killed.`,
    )
  }
  return result
}

/** A red exit as a failure: what happened, then the last lines the runner printed (bounded). */
function commandFailure(what: string, output: string): EvidenceFailure {
  const lines = lastLines(output)
  return {
    test: 'test command',
    file: null,
    line: null,
    status: 'failed',
    message: lines ? `${what}; last lines of output:\n${lines}` : what,
  }
}

function quoteArgv(run: CommandRun): string {
  return `"${bound(run.argv.slice(0, 3).join(' '), 200)}"`
}

function exitText(run: CommandRun): string {
  const shown = run.argv.slice(0, 3).join(' ')
  if (run.outcome === 'timed-out') return `${shown} timed out`
  return run.exitCode !== null
    ? `${shown} exited ${run.exitCode}`
    : `${shown} ended by ${run.signal}`
}

/** The end of the output, where runners print their summary. */
function tail(output: string, max = MESSAGE_CHARS): string {
  const trimmed = output.trimEnd()
  return trimmed.length <= max ? trimmed : `…${trimmed.slice(trimmed.length - max + 1)}`
}

/** The last `maxLines` lines of output, at most `maxChars`: runner chatter is context, not a message. */
function lastLines(output: string, maxLines = TAIL_LINES, maxChars = TAIL_CHARS): string {
  const lines = output.trimEnd().split('\n')
  const kept = lines.slice(-maxLines).join('\n')
  const shown = tail(kept, maxChars)
  return lines.length > maxLines && !shown.startsWith('…') ? `…\n${shown}` : shown
}

/** Size and modification time of every file the report globs match, to see what a run wrote. */
async function reportSnapshot(
  root: string,
  globs: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  if (globs.length === 0) return out
  for (const match of await expandGlobs(root, globs, 'evidence.command_reports')) {
    for (const file of match.files) {
      try {
        const info = await stat(join(root, file))
        out.set(file, `${info.size}:${info.mtimeMs}`)
      } catch {
        // Vanished between listing and stat: not a report.
      }
    }
  }
  return out
}

/** Touched sources with no conventional test anywhere in the repository. */
function untestedByConvention(
  touched: string[],
  files: readonly string[],
  patterns: readonly string[],
): string[] {
  const sources = touched.filter(isSourceFile)
  if (sources.length === 0) return []
  const index = new ConventionIndex(sources, patterns)
  const covered = new Set<string>()
  for (const file of files) for (const source of index.sourcesTestedBy(file)) covered.add(source)
  return sources.filter((s) => !covered.has(s))
}

/** Records why the evidence cannot be trusted, and says so where people read. */
function markUnknown(evidence: Evidence, reason: string): void {
  evidence.unknown_reasons = [...(evidence.unknown_reasons ?? []), reason]
  evidence.notices.push(`Unknown test evidence: ${reason}.`)
  if (evidence.tests_pass === true) evidence.tests_pass = 'unknown'
}

/**
 * Where the command's reports are: `evidence.command_reports`, else the report files its own flags
 * name (`--outputFile=…`, `--junitxml=…`), so a one-line recipe needs no second setting.
 */
function commandReportGlobs(
  input: CollectEvidenceInput,
  command: string,
  notices: string[],
): readonly string[] {
  if (input.config.command_reports.length > 0) return input.config.command_reports
  const found = reportPathsFromFlags(command)
  if (found.length > 0) {
    notices.push(
      `evidence.command_reports is empty; reading the report(s) the test command's flags name: ${found.join(', ')}.`,
    )
  }
  return found
}
