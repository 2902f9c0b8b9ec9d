import { InputError } from '../errors.js'
import { bound, boundedOrNull, MAX_NAME_CHARS, type ReportLimits } from './limits.js'
import type { TestCaseRun, TestStatus } from './test-runs.js'

/**
 * `go test -json` (test2json): one JSON event per line. Every test (subtests included, as
 * gotestsum's JUnit counts them) that ends in pass, fail or skip is one run; its `output`
 * events are its trace. A package that fails with no failing test (a build error, a panic in
 * TestMain) is one errored run named after the package, so a red package is never silent. A test
 * or package that started (`run`, `start`) and never ended is errored too: the stream was cut (the
 * process was killed, or the runner died mid-test), and the tests it got through are no green run.
 */

const ENDINGS: Record<string, TestStatus> = { pass: 'passed', fail: 'failed', skip: 'skipped' }

interface Pending {
  output: string
}

export function parseGoTestJson(text: string, where: string, limits: ReportLimits): TestCaseRun[] {
  const runs: TestCaseRun[] = []
  const outputs = new Map<string, Pending>()
  const failedPackages = new Set<string>()
  const packagesWithFailedTests = new Set<string>()
  // Started and not yet ended, in the order they started: tests by key, packages by name.
  const openTests = new Map<string, { pkg: string; test: string }>()
  const openPackages = new Set<string>()
  const lines = text.replace(/^\uFEFF/, '').split('\n')
  lines.forEach((raw, index) => {
    const line = raw.trim()
    // test2json passes through lines it cannot parse (build output of old toolchains).
    if (!line.startsWith('{')) return
    let event: unknown
    try {
      event = JSON.parse(line)
    } catch (err) {
      throw new InputError(
        `${where}:${index + 1}: invalid JSON event: ${(err as Error).message}`,
        where,
      )
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) return
    const e = event as Record<string, unknown>
    const action = typeof e.Action === 'string' ? e.Action : ''
    const pkg = typeof e.Package === 'string' ? e.Package : ''
    const test = typeof e.Test === 'string' ? e.Test : null
    const key = `${pkg}\u0000${test ?? ''}`
    if (action === 'output' && typeof e.Output === 'string') {
      const pending = outputs.get(key) ?? { output: '' }
      if (pending.output.length < limits.maxTraceChars) pending.output += e.Output
      outputs.set(key, pending)
      return
    }
    if (action === 'run' && test !== null) openTests.set(key, { pkg, test })
    if (action === 'start' && test === null) openPackages.add(pkg)
    const status = ENDINGS[action]
    if (!status) return
    if (test === null) {
      openPackages.delete(pkg)
      if (status === 'failed') failedPackages.add(pkg)
      return
    }
    openTests.delete(key)
    if (status === 'failed') packagesWithFailedTests.add(pkg)
    const output = outputs.get(key)?.output ?? ''
    outputs.delete(key)
    push(runs, where, limits, pkg, test, status, e.Elapsed, output)
  })
  const STOPPED = 'started but never ended: the test run stopped early'
  const packagesWithOpenTests = new Set<string>()
  for (const [key, { pkg, test }] of openTests) {
    packagesWithOpenTests.add(pkg)
    push(runs, where, limits, pkg, test, 'errored', undefined, outputs.get(key)?.output ?? '')
    runs[runs.length - 1]!.message = STOPPED
  }
  for (const pkg of [...openPackages].sort()) {
    if (packagesWithOpenTests.has(pkg)) continue
    push(
      runs,
      where,
      limits,
      pkg,
      `${pkg} (package)`,
      'errored',
      undefined,
      outputs.get(`${pkg}\u0000`)?.output ?? '',
    )
    runs[runs.length - 1]!.message = STOPPED
  }
  for (const pkg of [...failedPackages].sort()) {
    if (packagesWithFailedTests.has(pkg)) continue
    const output = outputs.get(`${pkg}\u0000`)?.output ?? ''
    push(runs, where, limits, pkg, `${pkg} (package)`, 'errored', undefined, output)
  }
  return runs
}

function push(
  runs: TestCaseRun[],
  where: string,
  limits: ReportLimits,
  pkg: string,
  test: string,
  status: TestStatus,
  elapsed: unknown,
  output: string,
): void {
  if (runs.length >= limits.maxCases) {
    throw new InputError(`more than ${limits.maxCases} test cases in one report`, where)
  }
  const failing = status === 'failed' || status === 'errored'
  const trace = failing ? boundedOrNull(output, limits.maxTraceChars) : null
  runs.push({
    suite: bound(pkg, MAX_NAME_CHARS),
    name: bound(test, MAX_NAME_CHARS),
    classname: pkg ? bound(pkg, MAX_NAME_CHARS) : null,
    file: null,
    line: null,
    status,
    durationMs:
      typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0
        ? Math.round(elapsed * 1000 * 1000) / 1000
        : null,
    message: failing ? boundedOrNull(firstMeaningfulLine(trace), limits.maxMessageChars) : null,
    trace,
  })
}

/** The first line of a failing test's output that is not test2json's own `=== RUN` chatter. */
function firstMeaningfulLine(trace: string | null): string | null {
  if (!trace) return null
  for (const line of trace.split('\n')) {
    const t = line.trim()
    if (t && !/^(=== (RUN|PAUSE|CONT|NAME)|--- (FAIL|PASS|SKIP))\b/.test(t)) return t
  }
  return null
}
