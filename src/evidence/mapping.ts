import { ConventionIndex, isSourceFile, isTestFile } from './conventions.js'
import { bound, MAX_NAME_CHARS } from './limits.js'
import { baseOf, dirOf, extensionOf, extractFrames, isCodePath, normalizeSlashes, PathIndex } from './paths.js'
import { addTotals, totalsOf } from './reports.js'
import type {
  Evidence,
  EvidenceFailure,
  FlakyTest,
  ParsedReport,
  ReportSummary,
  ReportTotals,
  TestCaseRun,
} from './types.js'

/**
 * From report runs to the touched files' evidence. A run is relevant when its own file is
 * touched, when its file is the conventional test of a touched source, or when the report names a
 * touched file (file attribute, class name as a path, Go package directory, failure trace frames).
 * tests_pass is `unknown` unless some relevant test actually ran: never a pass without evidence.
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
}

const DEFAULT_MAX_FAILURES = 200
const PSEUDO_EXTENSIONS = ['java', 'kt', 'scala', 'groovy', 'cs', 'py']

interface CaseFacts {
  testFile: string | null
  line: number | null
  /** The touched files this run is evidence for. */
  related: string[]
}

interface RelevantRun {
  run: TestCaseRun
  report: number
  facts: CaseFacts
  key: string
}

export function evidenceFromReports(
  reports: readonly ParsedReport[],
  touched: readonly string[],
  options: MappingOptions = {},
): Evidence {
  const touchedSet = new Set(touched.map((t) => normalizeSlashes(t)).filter((t): t is string => !!t))
  const sources = [...touchedSet].filter(isSourceFile).sort()
  const analyzer = new CaseAnalyzer(
    new PathIndex(touchedSet, options.repoFiles ?? [], options.repoRoot ?? null),
    new ConventionIndex(sources, options.testPatterns ?? []),
    touchedSet,
  )
  const sorted = [...reports].sort((a, b) => compare(a.path, b.path))
  const notices: string[] = []
  const relevant: RelevantRun[] = []
  const summaries: ReportSummary[] = []
  let all: ReportTotals = totalsOf([])
  sorted.forEach((report, reportIndex) => {
    const totals = totalsOf(report.cases)
    summaries.push({ path: report.path, format: report.format, totals })
    all = addTotals(all, totals)
    if (report.cases.length === 0) notices.push(`${report.path}: the report holds no test cases.`)
    const suiteFiles = inferSuiteFiles(report.cases, analyzer)
    for (const original of report.cases) {
      const inferred = original.file === null ? suiteFiles.get(original.suite) : undefined
      const run = inferred ? { ...original, file: inferred } : original
      const facts = analyzer.analyze(run)
      if (facts.related.length === 0) continue
      const identity = facts.testFile ?? run.classname ?? run.suite
      relevant.push({ run, report: reportIndex, facts, key: `${identity}\u0000${run.name}` })
    }
  })
  if (relevant.length === 0 && all.tests > 0) {
    notices.push(
      `None of the ${all.tests} test runs in ${sorted.length} report(s) relates to a touched file.`,
    )
  }

  const mixed = mixedReportKeys(relevant)
  const excuseMixed = options.flaky === 'pass'
  const counts = { passed: 0, failed: 0, errored: 0, skipped: 0, flaky: 0 }
  const failures: EvidenceFailure[] = []
  const flaky = new Map<string, FlakyTest>()
  const covered = new Set<string>()
  let ran = false
  for (const { run, facts, key } of relevant) {
    const failing = run.status === 'failed' || run.status === 'errored'
    const label = testLabel(run)
    if (run.status === 'flaky') addFlaky(flaky, label, facts.testFile, 'rerun-passed')
    if (mixed.has(key)) addFlaky(flaky, label, facts.testFile, 'mixed-reports')
    if (run.status !== 'skipped') {
      ran = true
      for (const file of facts.related) covered.add(file)
    }
    if (failing && mixed.has(key) && excuseMixed) {
      counts.flaky++
      continue
    }
    counts[run.status]++
    if (failing) {
      failures.push({
        test: label,
        file: facts.testFile,
        line: facts.line,
        status: run.status as 'failed' | 'errored',
        message: bound(run.message ?? run.trace?.split('\n', 1)[0] ?? `${run.status} (no message)`, 2_000),
      })
    }
  }

  failures.sort(compareFailures)
  const maxFailures = options.maxFailures ?? DEFAULT_MAX_FAILURES
  if (failures.length > maxFailures) {
    notices.push(`${failures.length - maxFailures} more failing test runs are not listed.`)
    failures.length = maxFailures
  }
  const testsPass = counts.failed + counts.errored > 0 ? false : ran ? true : 'unknown'
  return {
    tests_pass: testsPass,
    counts,
    failures,
    flaky: [...flaky.values()].sort(
      (a, b) =>
        compare(a.test, b.test) || compare(a.file ?? '', b.file ?? '') || compare(a.reason, b.reason),
    ),
    untested_files: sources.filter((s) => !covered.has(s)),
    source: {
      kind: 'reports',
      cache: null,
      age_seconds: null,
      covers: null,
      detail: `${sorted.length} report(s), ${relevant.length} relevant test run(s)`,
    },
    notices,
    reports: summaries,
    all,
  }
}

/**
 * jest-junit and similar write one <testsuite> per test file but name the file nowhere except in
 * failure traces. When a suite's failing runs point at one test file, its other runs (which carry
 * no trace) belong to that file too.
 */
function inferSuiteFiles(cases: readonly TestCaseRun[], analyzer: CaseAnalyzer): Map<string, string> {
  if (!cases.some((run) => run.file === null)) return new Map()
  const found = new Map<string, string | null>()
  for (const run of cases) {
    if (run.file === null && run.status !== 'failed' && run.status !== 'errored') continue
    const file = analyzer.analyze(run).testFile
    if (!file || !isTestFile(file)) continue
    const seen = found.get(run.suite)
    // Two different files under one suite name: no inference.
    found.set(run.suite, seen === undefined || seen === file ? file : null)
  }
  const out = new Map<string, string>()
  for (const [suite, file] of found) if (file) out.set(suite, file)
  return out
}

/** Tests that failed in one report and passed (or passed on rerun) in another. */
function mixedReportKeys(runs: readonly RelevantRun[]): Set<string> {
  const failedIn = new Map<string, Set<number>>()
  const passedIn = new Map<string, Set<number>>()
  for (const { run, report, key } of runs) {
    const into =
      run.status === 'failed' || run.status === 'errored'
        ? failedIn
        : run.status === 'passed' || run.status === 'flaky'
          ? passedIn
          : null
    if (!into) continue
    const set = into.get(key) ?? new Set<number>()
    set.add(report)
    into.set(key, set)
  }
  const mixed = new Set<string>()
  for (const [key, failed] of failedIn) {
    const passed = passedIn.get(key)
    // Within one report repeated names are separate runs (projects, parameters), not flakiness.
    if (passed && [...failed].some((f) => [...passed].some((p) => p !== f))) mixed.add(key)
  }
  return mixed
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
export function testLabel(run: TestCaseRun): string {
  const { name, classname, suite } = run
  const prefix = classname && classname !== name && !name.startsWith(classname) ? classname : suite
  const label = prefix && !name.startsWith(prefix) ? `${prefix} > ${name}` : name
  return bound(label, MAX_NAME_CHARS)
}

class CaseAnalyzer {
  private readonly memo = new Map<string, Omit<CaseFacts, 'line'>>()
  private readonly touchedGoDirs: string[]

  constructor(
    private readonly index: PathIndex,
    private readonly conventions: ConventionIndex,
    private readonly touched: ReadonlySet<string>,
  ) {
    this.touchedGoDirs = [...new Set([...touched].filter((t) => extensionOf(t) === 'go').map(dirOf))]
  }

  analyze(run: TestCaseRun): CaseFacts {
    const failing = run.status === 'failed' || run.status === 'errored'
    if (!failing) {
      // Passing runs carry no trace: their facts depend on file and class name only.
      const memoKey = `${run.file}\u0000${run.classname}\u0000${run.suite}`
      let facts = this.memo.get(memoKey)
      if (!facts) {
        facts = this.facts(run, false)
        if (this.memo.size < 200_000) this.memo.set(memoKey, facts)
      }
      return { ...facts, line: run.line }
    }
    return this.facts(run, true)
  }

  private facts(run: TestCaseRun, withFrames: boolean): CaseFacts {
    const related = new Set<string>()
    const note = (path: string | null) => {
      if (path && this.touched.has(path)) related.add(path)
    }
    const goPackage = goPackageOf(run.classname)
    const fileAttr = run.file ? this.index.resolve(run.file) : null
    const classPath = this.classnamePath(run.classname)
    // Vitest and Playwright name each suite after its file.
    const suitePath =
      !fileAttr && !classPath && isPathLike(run.suite) ? this.index.resolve(run.suite) : null
    note(fileAttr)
    note(classPath)
    note(suitePath)
    let testFile = fileAttr ?? classPath ?? suitePath
    let line = run.line
    let firstTouchedFrame: { path: string; line: number | null } | null = null
    if (withFrames) {
      const preferDir = testFile ? dirOf(testFile) : null
      const prefer = (c: string) =>
        (preferDir !== null && dirOf(c) === preferDir) ||
        (goPackage !== null && packageHasDir(goPackage, dirOf(c)))
      const frames = extractFrames(`${run.message ?? ''}\n${run.trace ?? ''}`)
      const resolved = frames.map((frame) => ({
        path: this.resolveFrame(frame.path, goPackage, prefer),
        line: frame.line,
      }))
      for (const frame of resolved) {
        note(frame.path)
        if (frame.path && this.touched.has(frame.path)) {
          firstTouchedFrame ??= { path: frame.path, line: frame.line }
        }
      }
      testFile ??= resolved.find((f) => f.path && isTestFile(f.path))?.path ?? null
      line ??= resolved.find((f) => f.path === testFile && f.line !== null)?.line ?? null
      if (!testFile && firstTouchedFrame) {
        testFile = firstTouchedFrame.path
        line ??= firstTouchedFrame.line
      }
    }
    if (goPackage) {
      for (const dir of this.touchedGoDirs) {
        if (dir !== '' && packageHasDir(goPackage, dir)) {
          for (const t of this.touched) if (dirOf(t) === dir && extensionOf(t) === 'go') related.add(t)
        }
      }
    }
    const probes = testFile ? [testFile] : pseudoPaths(run.classname)
    for (const probe of probes) for (const source of this.conventions.sourcesTestedBy(probe)) related.add(source)
    return { testFile, line, related: [...related].sort() }
  }

  private resolveFrame(
    raw: string,
    goPackage: string | null,
    prefer: (c: string) => boolean,
  ): string | null {
    const resolved = this.index.resolve(raw, prefer)
    // Go prints bare file names (`calc_test.go:15`); the package says which directory.
    if (resolved && !resolved.includes('/') && !this.index.has(resolved) && goPackage) {
      const dir = this.touchedGoDirs.find((d) => d !== '' && packageHasDir(goPackage, d))
      if (dir) return `${dir}/${resolved}`
    }
    return resolved
  }

  /** A class name that is a path (`src/a.test.ts`) or dotted (`com.acme.CalcTest`, `tests.test_a`). */
  private classnamePath(classname: string | null): string | null {
    if (!classname || /\s/.test(classname)) return null
    if (/[/\\]/.test(classname)) return isCodePath(classname) ? this.index.resolve(classname) : null
    if (isCodePath(classname)) {
      // `login.spec.ts` is a file name that also parses as dotted identifiers.
      const asPath = this.index.resolve(classname)
      if (asPath && this.index.has(asPath)) return asPath
    }
    const segments = dottedSegments(classname)
    if (segments) {
      for (let k = segments.length; k >= 2; k--) {
        const hit = this.index.resolveStem(segments.slice(0, k).join('/'))
        if (hit) return hit
      }
      // Java and C# name the file after the class, wherever the directory.
      const hit = this.index.resolveStem(segments[segments.length - 1]!)
      if (hit) return hit
    }
    return isCodePath(classname) ? classname : null
  }
}

function isPathLike(text: string): boolean {
  return text !== '' && !/\s/.test(text) && isCodePath(text)
}

/** `com.acme.CalcTest$Inner` → [com, acme, CalcTest]; null when not a dotted identifier. */
function dottedSegments(classname: string): string[] | null {
  const cleaned = classname.replace(/\$.*$/, '').replace(/[[(].*$/, '')
  if (!/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(cleaned)) return null
  return cleaned.split('.')
}

/** Paths a dotted class name would have, for matching conventions when no file is known. */
function pseudoPaths(classname: string | null): string[] {
  const segments = classname ? dottedSegments(classname) : null
  if (!segments) return []
  const full = segments.join('/')
  const out = PSEUDO_EXTENSIONS.map((ext) => `${full}.${ext}`)
  if (segments.length > 1) out.push(`${segments.slice(0, -1).join('/')}.py`)
  return out
}

/** A Go import path (`github.com/acme/app/pkg/calc`): slashes, no file extension. */
function goPackageOf(classname: string | null): string | null {
  if (!classname || /\s/.test(classname) || !classname.includes('/')) return null
  if (isCodePath(classname) || baseOf(classname).includes('.')) return null
  return classname.replace(/\/+$/, '')
}

function packageHasDir(goPackage: string, dir: string): boolean {
  return dir !== '' && (goPackage === dir || goPackage.endsWith('/' + dir))
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
    compare(a.message, b.message) ||
    0
  )
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
