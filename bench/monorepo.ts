/**
 * A generated monorepo and its JUnit reports, for benchmarks that grow every axis at once: touched
 * files, test runs, report bytes, report files, distinct class names and files in the repository.
 * Four stacks side by side (vitest, Surefire, pytest, go-junit-report), each naming its test the
 * way that runner does, so every mapping path is exercised: jest-junit class names (describe and
 * title, one per test) whose suite names the file, a dotted class resolved through the
 * repository's files, a dotted module, a Go package.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface MonorepoShape {
  /** Touched source files. */
  touched: number
  /** Test runs over all reports. */
  runs: number
  /** Report files. */
  reports: number
}

export const FULL_SHAPE: MonorepoShape = { touched: 5_000, runs: 200_000, reports: 200 }

const RUNS_PER_SUITE = 40
const RUNNER_ROOT = '/home/runner/work/mono/mono/'

interface Module {
  source: string
  test: string
  /** What the report writes as the class name. */
  classname: string
  /** The file the runner's traces point at. */
  traced: string
}

/** Module `m` of the tree; the stack cycles with `m` so every size has all four. */
export function moduleOf(m: number): Module {
  const pkg = m % 50
  const group = Math.floor(m / 50) % 20
  switch (m % 4) {
    case 0: {
      const dir = `packages/p${pkg}/src/f${group}`
      const test = `${dir}/mod${m}.test.ts`
      return { source: `${dir}/mod${m}.ts`, test, classname: test, traced: test }
    }
    case 1: {
      const pkgPath = `com/acme/s${pkg}/f${group}`
      const test = `services/s${pkg}/src/test/java/${pkgPath}/Mod${m}Test.java`
      return {
        source: `services/s${pkg}/src/main/java/${pkgPath}/Mod${m}.java`,
        test,
        classname: `${pkgPath.replace(/\//g, '.')}.Mod${m}Test`,
        traced: `Mod${m}Test.java`,
      }
    }
    case 2: {
      const test = `py/p${pkg}/tests/test_mod${m}.py`
      return {
        source: `py/p${pkg}/mod${m}.py`,
        test,
        classname: `py.p${pkg}.tests.test_mod${m}`,
        traced: test,
      }
    }
    default: {
      const dir = `go/p${pkg}/m${m}`
      return {
        source: `${dir}/mod${m}.go`,
        test: `${dir}/mod${m}_test.go`,
        classname: `github.com/acme/mono/${dir}`,
        traced: `mod${m}_test.go`,
      }
    }
  }
}

export interface Monorepo {
  touched: string[]
  repoFiles: string[]
  suites: number
}

/**
 * The change touches every other run of four modules (0–3, 8–11, …: all four stacks); the
 * reports hold one suite per module from 0, so about half the suites are relevant and, at full
 * size, half the touched sources have no test.
 */
export function monorepoOf(shape: MonorepoShape): Monorepo {
  const suites = Math.ceil(shape.runs / RUNS_PER_SUITE)
  const modules = Math.max(2 * shape.touched, suites)
  const repoFiles: string[] = []
  for (let m = 0; m < modules; m++) {
    const { source, test } = moduleOf(m)
    repoFiles.push(source, test)
  }
  const touched: string[] = []
  for (let j = 0; j < shape.touched; j++)
    touched.push(moduleOf(8 * Math.floor(j / 4) + (j % 4)).source)
  return { touched, repoFiles: repoFiles.sort(), suites }
}

/** Runs under one describe block of a vitest suite. */
const RUNS_PER_DESCRIBE = 10

/** A run's test name. */
function nameOf(m: number, run: number): string {
  return `mod${m} returns the expected result for input sample case ${run}`
}

/**
 * The class name a run of module `m` carries: jest-junit's default, its describe block and the
 * test's title (text, one per test, so the suite's file names the test); the other runners one
 * per suite.
 */
function classnameOf(m: number, run: number): string {
  const mod = moduleOf(m)
  if (m % 4 !== 0) return mod.classname
  return `Mod${m} case group ${Math.floor(run / RUNS_PER_DESCRIBE)} ${nameOf(m, run)}`
}

/** Distinct class names the reports of `shape` hold. */
export function distinctClassnames(shape: MonorepoShape): number {
  const names = new Set<string>()
  const suites = Math.ceil(shape.runs / RUNS_PER_SUITE)
  let remaining = shape.runs
  for (let m = 0; m < suites; m++) {
    const runs = Math.min(RUNS_PER_SUITE, remaining)
    remaining -= runs
    for (let i = 0; i < runs; i++) names.add(classnameOf(m, i))
  }
  return names.size
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
}

function suiteXml(m: number, runs: number): string {
  const mod = moduleOf(m)
  const suite = m % 4 === 3 ? mod.classname : mod.test
  let body = `  <testsuite name="${escapeXml(suite)}" tests="${runs}" time="1.5">\n`
  for (let i = 0; i < runs; i++) {
    const name = nameOf(m, i)
    const open = `    <testcase classname="${escapeXml(classnameOf(m, i))}" name="${name}" time="0.00${i % 10}"`
    if ((m + i) % 50 === 7) {
      const trace =
        `AssertionError: expected ${i} to equal ${i + 1}\n` +
        `    at check (${RUNNER_ROOT}${mod.source}:${10 + (i % 40)}:9)\n` +
        `    at Object.<anonymous> (${mod.traced}:${20 + i}:5)\n` +
        `    at processTicksAndRejections (node:internal/process/task_queues:95:5)`
      body +=
        `${open}>\n      <failure message="expected ${i} to equal ${i + 1}" type="AssertionError">` +
        `${escapeXml(trace)}</failure>\n    </testcase>\n`
    } else if ((m + i) % 30 === 11) {
      body += `${open}><skipped/></testcase>\n`
    } else {
      body += `${open}/>\n`
    }
  }
  return body + '  </testsuite>\n'
}

/**
 * Writes the reports into `dir`: suites dealt round-robin over the files, except that the first
 * file takes two fifths of them (one big report, as a monolith's test job writes). Returns the paths.
 */
export function writeMonorepoReports(dir: string, shape: MonorepoShape): string[] {
  const { suites } = monorepoOf(shape)
  const bigShare = Math.floor((suites * 2) / 5)
  const perFile: number[][] = Array.from({ length: shape.reports }, () => [])
  for (let s = 0; s < suites; s++) {
    const file =
      s < bigShare || shape.reports === 1 ? 0 : 1 + ((s - bigShare) % (shape.reports - 1))
    perFile[file]!.push(s)
  }
  let remaining = shape.runs
  return perFile.map((ids, f) => {
    const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mono">\n']
    for (const m of ids) {
      const runs = Math.min(RUNS_PER_SUITE, remaining)
      remaining -= runs
      if (runs > 0) parts.push(suiteXml(m, runs))
    }
    parts.push('</testsuites>\n')
    const path = join(dir, `TEST-mono-${f}.xml`)
    writeFileSync(path, parts.join(''))
    return path
  })
}
