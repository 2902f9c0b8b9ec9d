import { CaseAnalyzer, type CaseFacts } from './case-analysis.js'
import { ConventionIndex, isSourceFile, isTestFile } from './conventions.js'
import { CoverageTally, type TalliedRun } from './file-coverage.js'
import { failureText, FAILURE_TEXT_MAX } from './failure-text.js'
import { bound, detach, MAX_NAME_CHARS } from './limits.js'
import { mixedRuns, PassingRuns, type IdentifiedRun } from './mixed-reports.js'
import { normalizeSlashes, PathIndex } from './paths.js'
import { addTotals, totalsOf } from './reports.js'
import {
  OTHER_FAILURES_MAX,
  type Evidence,
  type EvidenceCounts,
  type EvidenceFailure,
  type EvidenceScope,
  type FlakyTest,
  type ReportFormat,
  type ReportSummary,
  type ReportTotals,
} from '../domain/evidence.js'
import type { ParsedReport, TestCaseRun, TestStatus } from './test-runs.js'
import { keepShape } from '../shared/keep-shape.js'

/**
 * From report runs to the touched files' evidence. A run is relevant when its own file is
 * touched, when its file is the conventional test of a touched source, or when the report names a
 * touched file (file attribute, class name as a path, Go package directory, failure trace frames).
 * tests_pass is `unknown` unless some relevant test actually ran: never a pass without evidence.
 * An unreadable report or relevant runs that were all skipped add an `unknown_reasons` entry; a
 * report that simply holds no relevant run does not (that is a touched file without tests).
 */

export interface MappingOptions {
  /** Repository-relative files of the checkout, to resolve package-relative and foreign paths. */
  repoFiles?: readonly string[]
  /** `evidence.test_patterns`: extra conventional-test globs. */
  testPatterns?: readonly string[]
  /** `evidence.flaky`: whether a test that failed in one report and passed in another fails. */
  flaky?: 'fail' | 'pass'
  /** The local absolute repository root, stripped from absolute paths in reports. */
  repoRoot?: string | null
  /** Most failures listed (the rest are counted in a notice). */
  maxFailures?: number
  /**
   * False computes every run's facts afresh, without the memo tables: only the property tests
   * set it, as the oracle the memoized path must agree with.
   */
  memoize?: boolean
  /**
   * `evidence.scope`: `suite` (default) makes every failing run red, related or not; `touched`
   * counts only the runs related to the touched files (the others are still listed).
   */
  scope?: EvidenceScope
}

/** Failing runs unrelated to the touched files kept for sorting; the rest are only counted. */
const OTHER_KEPT_MAX = 1_000

const DEFAULT_MAX_FAILURES = 200

/**
 * What is kept of a failing run, whole: `finish` lists it, and whether it counts depends on the
 * other reports (`evidence.flaky`). A passing or skipped run is folded into the totals as it
 * arrives and keeps at most its name (mixed-reports.ts): a large change has hundreds of thousands.
 * The label and the identity key are not stored: they are built from name, class name and suite
 * (shared by a suite's runs) when `finish` needs them.
 */
interface RelevantRun extends IdentifiedRun {
  status: TestStatus
  line: number | null
  message: string | null
  related: string[]
  /** Why it counts for each related file (`WHY` bits, shared with the suite's other runs). */
  reasons: number[]
}

/** A rerun-flaky run's entry in the flaky list, with its place among the kept runs. */
interface RerunFlaky {
  ordinal: number
  test: string
  file: string | null
}

interface OpenReport {
  path: string
  index: number
  totals: ReportTotals
  /** Runs that named no file of their own, waiting for their suite's file to be known. */
  pending: TestCaseRun[]
  /** Suite name → its test file (null when two files share the name). */
  suiteFiles: Map<string, string | null>
  lastFacts: CaseFacts | null
  lastSuite: string | null
  /** What its passing and skipped relevant runs add, kept apart until the report ends well. */
  counts: EvidenceCounts
  ran: boolean
  tally: CoverageTally
  rerunFlaky: RerunFlaky[]
  /** Where the builder's lists stood when it began (an aborted report is cut back to them). */
  failingFrom: number
  passingFrom: number
  ordinalFrom: number
}

/** Evidence from reports held in memory. Order of `reports` does not matter. */
export function evidenceFromReports(
  reports: readonly ParsedReport[],
  touched: readonly string[],
  options: MappingOptions = {},
): Evidence {
  const builder = new EvidenceBuilder(touched, options)
  for (const report of reports) {
    builder.beginReport(report.path)
    for (const run of report.cases) builder.addRun(run)
    builder.endReport(report.format)
  }
  return builder.finish()
}

let builderShapeKept = false

/**
 * Builds evidence one run at a time, so a caller can stream reports through it and keep only the
 * relevant runs: `beginReport`, `addRun`…, then `endReport` (or `abortReport` when the report
 * turned out to be broken: none of it counts), and finally `finish`.
 */
export class EvidenceBuilder {
  private readonly touched: Set<string>
  private readonly sources: string[]
  private readonly sourceSet: ReadonlySet<string>
  private readonly analyzer: CaseAnalyzer
  private readonly paths: PathIndex
  private readonly summaries: ReportSummary[] = []
  /** Failing relevant runs, whole; the others are folded in as their report ends. */
  private readonly failing: RelevantRun[] = []
  private readonly passing = new PassingRuns()
  /** How many relevant runs were kept, failing or not: each one's place in that order. */
  private relevantCount = 0
  private readonly counts: EvidenceCounts = emptyCounts()
  private ran = false
  private readonly tally: CoverageTally
  private readonly rerunFlaky: RerunFlaky[] = []
  /** Failing runs no touched file relates to: the first OTHER_KEPT_MAX, and how many in all. */
  private readonly others: RelevantRun[] = []
  private otherFailing = 0
  private openOtherFailing = 0
  private readonly notices: string[] = []
  private all: ReportTotals = totalsOf([])
  private reportCount = 0
  private open: OpenReport | null = null
  /** The last kept class name and suite, raw and copied: a suite's runs share one copy. */
  private lastClassname: [raw: string | null, kept: string | null] = [null, null]
  private lastSuiteName: [raw: string, kept: string] = ['', '']
  /** What `keep` hands the tally and the passing runs for a passing or skipped run (see there). */
  private readonly scratch: TalliedRun & IdentifiedRun = {
    name: '',
    classname: null,
    suite: '',
    testFile: null,
    related: [],
    reasons: [],
    report: -1,
    ordinal: -1,
  }

  constructor(
    touched: readonly string[],
    private readonly options: MappingOptions = {},
  ) {
    this.touched = new Set(touched.map((t) => normalizeSlashes(t)).filter((t): t is string => !!t))
    this.sources = [...this.touched].filter(isSourceFile).sort()
    this.sourceSet = new Set(this.sources)
    this.tally = new CoverageTally(this.sourceSet)
    this.paths = new PathIndex(this.touched, options.repoFiles ?? [], options.repoRoot ?? null)
    this.analyzer = new CaseAnalyzer(
      this.paths,
      new ConventionIndex(this.sources, options.testPatterns ?? []),
      this.touched,
      options.testPatterns ?? [],
      options.memoize ?? true,
    )
    // An empty builder kept for the life of the process, made with the first one: the hidden
    // classes of the builder, its analyzer and indexes then outlive each run (keep-shape.ts).
    if (!builderShapeKept) {
      builderShapeKept = true
      keepShape(new EvidenceBuilder([]))
    }
  }

  beginReport(path: string): void {
    if (this.open) throw new Error('beginReport before the previous report ended')
    this.open = {
      path,
      index: this.reportCount++,
      totals: totalsOf([]),
      pending: [],
      suiteFiles: new Map(),
      lastFacts: null,
      lastSuite: null,
      counts: emptyCounts(),
      ran: false,
      tally: new CoverageTally(this.sourceSet),
      rerunFlaky: [],
      failingFrom: this.failing.length,
      passingFrom: this.passing.length,
      ordinalFrom: this.relevantCount,
    }
    this.openOtherFailing = 0
  }

  addRun(run: TestCaseRun): void {
    const report = this.open
    if (!report) throw new Error('addRun before beginReport')
    countRun(report.totals, run.status)
    const facts = this.analyzer.analyze(run)
    if (facts.testFile === null && run.file === null && !this.analyzer.namesFile(run.classname)) {
      // jest-junit names a suite's file only in failure traces, maybe further down.
      report.pending.push(run)
      return
    }
    // Runs of one suite arrive together with the same facts: note the suite's file once.
    if (facts.testFile !== null && (facts !== report.lastFacts || run.suite !== report.lastSuite)) {
      report.lastFacts = facts
      report.lastSuite = run.suite
      if (isTestFile(facts.testFile)) {
        const seen = report.suiteFiles.get(run.suite)
        if (seen === undefined) report.suiteFiles.set(detach(run.suite), detach(facts.testFile))
        else if (seen !== null && seen !== facts.testFile) report.suiteFiles.set(run.suite, null)
      }
    }
    this.keep(run, facts, report)
  }

  /** Drops everything the open report contributed. */
  abortReport(): void {
    const report = this.open
    if (!report) return
    this.open = null
    this.failing.length = report.failingFrom
    this.passing.truncate(report.passingFrom)
    this.relevantCount = report.ordinalFrom
    for (let i = this.others.length - 1; i >= 0 && this.others[i]!.report === report.index; i--)
      this.others.pop()
    this.otherFailing -= this.openOtherFailing
    this.openOtherFailing = 0
  }

  endReport(format: ReportFormat): void {
    const report = this.open
    if (!report) throw new Error('endReport without beginReport')
    this.open = null
    for (const run of report.pending) {
      const inferred = report.suiteFiles.get(run.suite)
      const facts = this.analyzer.analyze(inferred ? { ...run, file: inferred } : run)
      this.keep(run, facts, report)
    }
    addCounts(this.counts, report.counts)
    this.ran ||= report.ran
    this.tally.merge(report.tally)
    for (const entry of report.rerunFlaky) this.rerunFlaky.push(entry)
    this.summaries.push({ path: report.path, format, totals: report.totals })
    this.all = addTotals(this.all, report.totals)
    if (report.totals.tests === 0)
      this.notices.push(`${report.path}: the report holds no test cases.`)
  }

  /** A report that could not be read: listed with its error; a pass can no longer be confirmed. */
  addUnreadable(path: string, error: string): void {
    this.summaries.push({ path, format: null, error })
  }

  private keep(run: TestCaseRun, facts: CaseFacts, report: OpenReport): void {
    const status = run.status
    const failing = status === 'failed' || status === 'errored'
    if (facts.related.length === 0) {
      // Red counts whatever the mapping says: an unrelated failure is kept (bounded) to be named.
      if (!failing) return
      this.otherFailing++
      this.openOtherFailing++
      if (this.others.length >= OTHER_KEPT_MAX) return
      this.others.push(this.keptRun(run, facts, report.index, -1))
      return
    }
    const ordinal = this.relevantCount++
    if (failing) {
      this.failing.push(this.keptRun(run, facts, report.index, ordinal))
      return
    }
    // Passing, flaky or skipped: its status is final, so it is counted now.
    report.counts[status]++
    if (status !== 'skipped') report.ran = true
    // Name and class name as the parser gave them: the tally copies the few runs it keeps and
    // the passing runs store their bytes, so no copy is made per run. The suite is kept as is.
    // One object, filled afresh for each run: neither the tally nor the passing runs keep it.
    const kept = this.scratch
    kept.name = run.name
    kept.classname = run.classname
    kept.suite = this.keptSuite(run.suite)
    // Already a copy: the analyzer detaches the files it resolves.
    kept.testFile = facts.testFile
    kept.related = facts.related
    kept.reasons = facts.reasons
    kept.report = report.index
    kept.ordinal = ordinal
    report.tally.add(kept, status)
    this.passing.add(kept, status === 'skipped')
    if (status === 'flaky')
      report.rerunFlaky.push({ ordinal, test: detach(testLabel(kept)), file: kept.testFile })
    // Nothing of the parser's chunk stays alive behind the builder.
    kept.name = ''
    kept.classname = null
  }

  private keptRun(
    run: TestCaseRun,
    facts: CaseFacts,
    report: number,
    ordinal: number,
  ): RelevantRun {
    const message = failureText(run.message, run.trace)
    // Kept past the report: copies, so no parser chunk stays alive behind them.
    return {
      status: run.status,
      name: detach(run.name),
      classname: this.keptClassname(run.classname),
      suite: this.keptSuite(run.suite),
      // Already a copy: the analyzer detaches the files it resolves.
      testFile: facts.testFile,
      line: facts.line ?? run.line,
      message: message === null ? null : detach(message),
      related: facts.related,
      reasons: facts.reasons,
      report,
      ordinal,
    }
  }

  /** A copy of the class name, shared with the previous run's when it is the same. */
  private keptClassname(classname: string | null): string | null {
    if (classname !== this.lastClassname[0])
      this.lastClassname = [classname, classname === null ? null : detach(classname)]
    return this.lastClassname[1]
  }

  private keptSuite(suite: string): string {
    if (suite !== this.lastSuiteName[0]) this.lastSuiteName = [suite, detach(suite)]
    return this.lastSuiteName[1]
  }

  finish(): Evidence {
    if (this.open) throw new Error('finish while a report is open')
    const notices = [...this.notices]
    for (const [reported, touched] of this.paths.caseFolded) {
      notices.push(
        `The report path "${bound(reported, 300)}" matches the touched file "${touched}" only ` +
          'when letter case is ignored; it is taken as that file.',
      )
    }
    const unreadable = this.summaries.filter((s) => s.error !== undefined).length
    if (this.relevantCount === 0 && this.all.tests > 0) {
      const read = this.summaries.length - unreadable
      notices.push(
        `None of the ${this.all.tests} test runs in ${read} report(s) relates to a touched file.`,
      )
    }
    const mixed = mixedRuns(this.failing, this.passing)
    const excuseMixed = this.options.flaky === 'pass'
    const counts = { ...this.counts }
    const failures: EvidenceFailure[] = []
    // The flaky list keeps the first entry of each (test, file, reason): add in the runs' order.
    const flakyEntries: (RerunFlaky & { reason: FlakyTest['reason'] })[] = this.rerunFlaky.map(
      (entry) => ({ ...entry, reason: 'rerun-passed' }),
    )
    for (const run of mixed.passing)
      flakyEntries.push({
        ordinal: run.ordinal,
        test: testLabel(run),
        file: run.testFile,
        reason: 'mixed-reports',
      })
    // Per touched file: the passing runs' tally, and the failing runs as they count now.
    const tally = new CoverageTally(this.sourceSet)
    tally.merge(this.tally)
    const ran = this.ran || this.failing.length > 0
    for (const run of this.failing) {
      const mixedRun = mixed.isMixed(run)
      if (mixedRun)
        flakyEntries.push({
          ordinal: run.ordinal,
          test: testLabel(run),
          file: run.testFile,
          reason: 'mixed-reports',
        })
      if (mixedRun && excuseMixed) {
        counts.flaky++
        tally.add(run, 'flaky')
        continue
      }
      counts[run.status]++
      tally.add(run, run.status)
      failures.push(failureOf(run))
    }
    const flaky = new Map<string, FlakyTest>()
    // A run's rerun entry came before its mixed one; the sort is stable.
    flakyEntries.sort((a, b) => a.ordinal - b.ordinal)
    for (const entry of flakyEntries) addFlaky(flaky, entry.test, entry.file, entry.reason)
    const perFile = tally.result(testLabel)
    failures.sort(compareFailures)
    const maxFailures = this.options.maxFailures ?? DEFAULT_MAX_FAILURES
    if (failures.length > maxFailures) {
      notices.push(`${failures.length - maxFailures} more failing test runs are not listed.`)
      failures.length = maxFailures
    }
    const scope = this.options.scope ?? 'suite'
    const otherFailures = this.others.map(failureOf).sort(compareFailures)
    otherFailures.length = Math.min(otherFailures.length, OTHER_FAILURES_MAX)
    const otherRed = scope === 'suite' && this.otherFailing > 0
    let testsPass: Evidence['tests_pass'] =
      counts.failed + counts.errored > 0 || otherRed ? false : ran ? true : 'unknown'
    const unknownReasons = this.summaries
      .filter((s) => s.error !== undefined)
      .map((s) => `a test report could not be read: ${s.error}`)
    if (unreadable > 0 && testsPass === true) {
      testsPass = 'unknown'
      notices.push(
        `${unreadable} test report(s) could not be read, so the touched tests cannot be confirmed green.`,
      )
    }
    if (this.relevantCount > 0 && !ran) {
      // Skipped is not green: nothing about the touched files was exercised.
      const reason = `all ${this.relevantCount} relevant test run(s) were skipped; none ran`
      unknownReasons.push(reason)
      notices.push(`Unknown test evidence: ${reason}.`)
    }
    return {
      tests_pass: testsPass,
      counts,
      failures,
      flaky: [...flaky.values()].sort(
        (a, b) =>
          compare(a.test, b.test) ||
          compare(a.file ?? '', b.file ?? '') ||
          compare(a.reason, b.reason),
      ),
      untested_files: this.sources.filter((s) => !tally.ran(s)),
      source: {
        kind: 'reports',
        cache: null,
        age_seconds: null,
        covers: null,
        detail: `${this.summaries.length} report(s), ${this.relevantCount} relevant test run(s)`,
      },
      notices,
      reports: [...this.summaries].sort((a, b) => compare(a.path, b.path)),
      all: this.all,
      unknown_reasons: unknownReasons,
      ...(this.otherFailing > 0
        ? { other_failures: otherFailures, other_failing: this.otherFailing }
        : {}),
      ...(scope === 'touched' ? { scope } : {}),
      // Absent when empty, as other_failures: evidence without per-file runs keeps its shape.
      ...(perFile.coverage.length > 0 ? { coverage: perFile.coverage } : {}),
      ...(perFile.more > 0 ? { coverage_more: perFile.more } : {}),
      ...(perFile.touchedTests.length > 0 ? { touched_tests: perFile.touchedTests } : {}),
    }
  }
}

function failureOf(run: RelevantRun): EvidenceFailure {
  return {
    test: testLabel(run),
    file: run.testFile,
    line: run.line,
    status: run.status as 'failed' | 'errored',
    message: bound(run.message ?? `${run.status} (no message)`, FAILURE_TEXT_MAX),
  }
}

function emptyCounts(): EvidenceCounts {
  return { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 }
}

function addCounts(into: EvidenceCounts, more: EvidenceCounts): void {
  into.passed += more.passed
  into.failed += more.failed
  into.errored += more.errored
  into.skipped += more.skipped
  into.flaky += more.flaky
}

function countRun(totals: ReportTotals, status: TestStatus): void {
  totals.tests++
  switch (status) {
    case 'passed':
      totals.passed++
      break
    case 'failed':
      totals.failed++
      break
    case 'errored':
      totals.errored++
      break
    case 'skipped':
      totals.skipped++
      break
    case 'flaky':
      totals.flaky++
      break
  }
}

function addFlaky(
  into: Map<string, FlakyTest>,
  test: string,
  file: string | null,
  reason: FlakyTest['reason'],
): void {
  const id = `${test}\u0000${file}\u0000${reason}`
  if (!into.has(id)) into.set(id, { test, file, reason })
}

/** `classname > name` or `suite > name`, unless the name already carries it. */
export function testLabel(run: Pick<TestCaseRun, 'name' | 'classname' | 'suite'>): string {
  // jest-junit names a test outside any describe `undefined >  name`: no suite is no suite.
  const name = withoutMissingSuite(run.name) || run.name
  const classname = run.classname === null ? null : withoutMissingSuite(run.classname, true) || null
  const suite = withoutMissingSuite(run.suite, true)
  const prefix = classname && classname !== name && !name.startsWith(classname) ? classname : suite
  const label = prefix && !name.startsWith(prefix) ? `${prefix} > ${name}` : name
  return bound(label, MAX_NAME_CHARS)
}

/** `undefined > name` (a class name or suite also `undefined name`) → `name`, spaces collapsed. */
function withoutMissingSuite(text: string, prefix = false): string {
  // A class name or suite `undefined adds` is jest-junit's `{classname} {title}` with no describe.
  const missing = prefix
    ? /^\s*(?:undefined|null)(?:\s*>\s*|\s+|$)/
    : /^\s*(?:undefined|null)\s*(?:>\s*|$)/
  return text
    .replace(missing, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

function compareFailures(a: EvidenceFailure, b: EvidenceFailure): number {
  if (a.file !== b.file) {
    if (a.file === null) return 1
    if (b.file === null) return -1
    return compare(a.file, b.file)
  }
  return (
    (a.line ?? Infinity) - (b.line ?? Infinity) ||
    compare(a.test, b.test) ||
    compare(a.message, b.message)
  )
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
