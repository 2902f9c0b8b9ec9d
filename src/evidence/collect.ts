import { lstat, readFile, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import type { Config } from '../config/schema.js'
import { InputError } from '../errors.js'
import type { Logger } from '../logger.js'
import { computeCacheKey, readCache, writeCache } from './cache.js'
import { checkCacheLocation } from './cache-location.js'
import { runTestCommand, type CommandRun } from './command.js'
import { ConventionIndex, conventionalTests, isSourceFile } from './conventions.js'
import { parseEvidenceJson } from './evidence-json.js'
import { expandGlobs, listCodeFiles } from './files.js'
import { FILES_PLACEHOLDER } from './argv.js'
import { bound, DEFAULT_LIMITS, type ReportLimits } from './limits.js'
import { EvidenceBuilder } from './mapping.js'
import { normalizeSlashes } from './paths.js'
import { scanReport } from './reports.js'
import { NO_EVIDENCE, type Evidence, type EvidenceFailure, type ReportFormat } from './types.js'

/**
 * Gathers the touched files' test evidence, from the first source that applies (DESIGN order):
 *   1. test reports matching `reportGlobs` (relative to `repoRoot`);
 *   2. else `command` run on the touched and conventional tests, through the cache;
 *   3. else `evidenceFile`, an evidence JSON recorded earlier (a case's evidence.json);
 *   4. else no evidence: `tests_pass: 'unknown'`.
 * A glob matching nothing is a notice, never a pass. A report that cannot be read is listed in
 * `reports[]` with its error, and then the evidence can no longer be a pass. Throws InputError for
 * the user's mistakes (a glob leaving the repository, a malformed command, a bad evidence file).
 */
export interface CollectEvidenceInput {
  /** Absolute path of the checkout (or case directory); globs and paths are relative to it. */
  repoRoot: string
  /** Repository-relative paths of the files the change adds or modifies (leave deleted files out). */
  touched: string[]
  /** The `evidence` section of the config. */
  config: Config['evidence']
  /** Report globs: the `test-reports` input, else `evidence.reports`. */
  reportGlobs: string[]
  /** The test command: the `test-command` input, else `evidence.command`; null for none. */
  command: string | null
  /** `refresh-tests`: ignore the cache and run. */
  refresh: boolean
  /**
   * Absolute directory of the test cache, outside the checkout: the action passes
   * `$RUNNER_TEMP/review-gate/cache`, the CLI `--cache-dir` or a temporary folder. A location
   * the pull request could control (tracked, a link, behind a link) is refused.
   */
  cacheDir: string
  /** The clock, for the cache's age and TTL. */
  now: Date
  /** What the evidence is for: the head commit SHA, or a content hash; stated in `source.covers`. */
  covers: string | null
  /** The environment the test command's allow-list picks from (the shell passes process.env). */
  env: Record<string, string | undefined>
  logger: Logger
  /** An evidence JSON to use when there are neither reports nor a command. */
  evidenceFile?: string
  /** Report parsing bounds; defaults are DEFAULT_LIMITS. */
  limits?: Partial<ReportLimits>
}

const MAX_EVIDENCE_FILE_BYTES = 16 * 1024 * 1024
const MESSAGE_CHARS = 2_000
/** Output lines kept in a red command's failure message. */
const TAIL_LINES = 20
const TAIL_CHARS = 1_500

export async function collectEvidence(input: CollectEvidenceInput): Promise<Evidence> {
  const touched = normalizeTouched(input.touched)
  const notices: string[] = []
  const limits = { ...DEFAULT_LIMITS, ...input.limits }
  let emptyGlobs: string[] = []

  if (input.reportGlobs.length > 0) {
    const matched = await matchReports(input.repoRoot, input.reportGlobs, notices)
    emptyGlobs = matched.emptyGlobs
    if (matched.files.length > 0) {
      const evidence = await evidenceFromReportFiles(input, matched.files, touched, limits, notices)
      return finish(input, evidence, notices, emptyGlobs)
    }
  }
  if (input.command) {
    const evidence = await evidenceFromCommand(input, touched, limits, notices)
    return finish(input, evidence, notices, emptyGlobs)
  }
  if (input.evidenceFile)
    return finish(input, await evidenceFromFile(input), notices, emptyGlobs, false)
  if (input.reportGlobs.length === 0) {
    notices.push('No test evidence: no test report, test command or evidence file is configured.')
  }
  return finish(input, structuredClone(NO_EVIDENCE), notices, emptyGlobs)
}

/**
 * Stamps what the evidence covers and settles its unknown causes: a report glob that matched
 * nothing counts only when no source then gave a verdict (the test step may have died before
 * writing its report), and any cause takes a green result back to unknown; red stays red.
 */
function finish(
  input: CollectEvidenceInput,
  evidence: Evidence,
  notices: string[],
  emptyGlobs: readonly string[],
  stampCovers = true,
): Evidence {
  const reasons = [...(evidence.unknown_reasons ?? [])]
  if (evidence.tests_pass === 'unknown' && emptyGlobs.length > 0) {
    const globs = emptyGlobs.map((g) => `"${g}"`).join(', ')
    reasons.push(
      `no file matches the test report glob ${globs} and no other source gave a verdict ` +
        '(the test step may have died before writing its report)',
    )
  }
  const all = [...notices, ...evidence.notices]
  for (const notice of all) input.logger.warning(notice)
  return {
    ...evidence,
    tests_pass:
      reasons.length > 0 && evidence.tests_pass === true ? 'unknown' : evidence.tests_pass,
    source: stampCovers ? { ...evidence.source, covers: input.covers } : evidence.source,
    notices: all,
    unknown_reasons: [...new Set(reasons)],
  }
}

/** Records why the evidence cannot be trusted, and says so where people read. */
function markUnknown(evidence: Evidence, reason: string): void {
  evidence.unknown_reasons = [...(evidence.unknown_reasons ?? []), reason]
  evidence.notices.push(`Unknown test evidence: ${reason}.`)
  if (evidence.tests_pass === true) evidence.tests_pass = 'unknown'
}

function normalizeTouched(touched: readonly string[]): string[] {
  return [
    ...new Set(touched.map((t) => normalizeSlashes(t)).filter((t): t is string => !!t)),
  ].sort()
}

async function matchReports(
  root: string,
  globs: readonly string[],
  notices: string[],
): Promise<{ files: string[]; emptyGlobs: string[] }> {
  const matches = await expandGlobs(root, globs)
  const emptyGlobs: string[] = []
  for (const match of matches) {
    if (match.files.length > 0) continue
    emptyGlobs.push(match.glob)
    notices.push(`No file matches the test report glob "${match.glob}".`)
  }
  return { files: [...new Set(matches.flatMap((m) => m.files))].sort(), emptyGlobs }
}

/** Streams each report through the evidence builder: only relevant runs stay in memory. */
async function evidenceFromReportFiles(
  input: CollectEvidenceInput,
  files: readonly string[],
  touched: string[],
  limits: ReportLimits,
  notices: string[],
): Promise<Evidence> {
  const listing = await listCodeFiles(input.repoRoot)
  if (listing.truncated)
    notices.push(
      'The repository is too large to list in full; some report paths may stay unresolved.',
    )
  const builder = new EvidenceBuilder(touched, {
    repoFiles: listing.files,
    testPatterns: input.config.test_patterns,
    flaky: input.config.flaky,
    repoRoot: input.repoRoot,
  })
  for (const file of files) {
    builder.beginReport(file)
    let format: ReportFormat
    try {
      format = await scanReport(join(input.repoRoot, file), file, limits, (run) =>
        builder.addRun(run),
      )
    } catch (err) {
      // A report that breaks half-way contributes nothing, not its first half.
      builder.abortReport()
      if (!(err instanceof InputError)) throw err
      builder.addUnreadable(file, err.message)
      notices.push(`A test report could not be read: ${err.message}`)
      continue
    }
    builder.endReport(format)
  }
  return builder.finish()
}

async function evidenceFromCommand(
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
  const cacheFile = ttlMinutes > 0 ? await usableCacheFile(input, notices) : null
  if (input.refresh) {
    input.logger.info('refresh-tests: the test cache is bypassed.')
  } else if (cacheFile === null) {
    input.logger.info('Test cache MISS: the cache is off or refused.')
  } else {
    const query = { key, commit: input.covers, now: input.now, ttlMinutes }
    const lookup = await readCache(cacheFile, query)
    if (lookup.state === 'hit') {
      input.logger.info(`Test cache HIT (${lookup.ageSeconds} s old): the tests are not run again.`)
      const cached = lookup.evidence
      return {
        ...cached,
        source: { ...cached.source, kind: 'command', cache: 'HIT', age_seconds: lookup.ageSeconds },
      }
    }
    if (lookup.notice) notices.push(lookup.notice)
    input.logger.info(`Test cache MISS: ${lookup.reason}.`)
  }

  const before = await reportSnapshot(input.repoRoot, input.config.command_reports)
  const run = await runTestCommand({
    command,
    files,
    repoRoot: input.repoRoot,
    timeoutSeconds: input.config.timeout_seconds,
    env: input.env,
    allowEnv: input.config.env,
    logger: input.logger,
  })
  const evidence = await evidenceFromRun(input, run, before, touched, limits, base())
  evidence.source = { ...evidence.source, kind: 'command', cache: 'MISS', age_seconds: null }
  // A run that did not finish (or could not be judged) is no result to reuse.
  const judged = (evidence.unknown_reasons ?? []).length === 0
  if (cacheFile !== null && run.outcome === 'exited' && judged) {
    try {
      await writeCache(cacheFile, {
        key,
        commit: input.covers,
        now: input.now,
        evidence: { ...evidence, source: { ...evidence.source, covers: input.covers } },
      })
    } catch (err) {
      notices.push(`The test result could not be cached: ${(err as Error).message}`)
    }
  }
  return evidence
}

/** The cache file, unless its location could have been planted by the pull request. */
async function usableCacheFile(
  input: CollectEvidenceInput,
  notices: string[],
): Promise<string | null> {
  const location = await checkCacheLocation({ repoRoot: input.repoRoot, cacheDir: input.cacheDir })
  if (location.ok) return location.file
  notices.push(
    `Test cache ${location.file} refused: ${location.reason}; it is neither read nor written, and the tests run.`,
  )
  return null
}

async function evidenceFromRun(
  input: CollectEvidenceInput,
  run: CommandRun,
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
  const after = await reportSnapshot(input.repoRoot, input.config.command_reports)
  const written = [...after.keys()].filter((file) => before.get(file) !== after.get(file)).sort()
  let result = evidence
  const exitedRed = run.outcome === 'exited' && run.exitCode !== null && run.exitCode !== 0
  if (written.length > 0) {
    const notes: string[] = []
    result = await evidenceFromReportFiles(input, written, touched, limits, notes)
    result.notices.push(...notes)
    result.source.detail = `${exitText(run)}; ${result.source.detail}`
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
    if (input.config.command_reports.length > 0) {
      result.notices.push(
        'The test command wrote no report matching evidence.command_reports; its exit code decides.',
      )
    }
    result.source.detail = `${exitText(run)}; no report`
    if (run.outcome === 'exited' && run.exitCode === 0) result.tests_pass = true
    if (exitedRed) {
      const written = input.config.command_reports.length > 0 ? ' and wrote no report' : ''
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

async function evidenceFromFile(input: CollectEvidenceInput): Promise<Evidence> {
  const path = isAbsolute(input.evidenceFile!)
    ? input.evidenceFile!
    : resolve(input.repoRoot, input.evidenceFile!)
  const shown = relative(input.repoRoot, path)
  const where =
    shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown.split('\\').join('/') : path
  let text: string
  try {
    const info = await lstat(path)
    if (!info.isFile()) throw new InputError('not a regular file', where)
    if (info.size > MAX_EVIDENCE_FILE_BYTES)
      throw new InputError('the evidence file is too large', where)
    text = await readFile(path, 'utf8')
  } catch (err) {
    if (err instanceof InputError) throw err
    throw new InputError(
      `cannot read the evidence file: ${(err as NodeJS.ErrnoException).code ?? err}`,
      where,
    )
  }
  const evidence = parseEvidenceJson(text, where)
  evidence.source = { ...evidence.source, kind: 'file' }
  const recorded = evidence.source.covers
  if (recorded !== null && input.covers !== null && recorded !== input.covers) {
    // Recorded runs are trusted only for the exact commit or contents they were made on: a stale
    // record is not used at all, neither its green nor its red.
    const stale = structuredClone(NO_EVIDENCE)
    stale.source = { ...evidence.source, detail: `stale: recorded for ${recorded}` }
    stale.notices.push(
      `${where} covers ${recorded}, not ${input.covers} under review; it is not trusted.`,
    )
    stale.unknown_reasons = [
      `${where} was recorded for ${recorded}, not for ${input.covers} under review; it is not used`,
    ]
    return stale
  }
  return evidence
}
