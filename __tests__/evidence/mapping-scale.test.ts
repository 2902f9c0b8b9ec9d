import { describe, expect, it } from 'vitest'
import { ConventionIndex, conventionalTests, isSourceFile } from '../../src/evidence/conventions.js'
import { evidenceFromReports } from '../../src/evidence/mapping.js'
import type { TestCaseRun } from '../../src/evidence/test-runs.js'

/**
 * Pins what the mapping answers on a generated 5,000-file monorepo (fixed seed), so a change to
 * the index or the conventions that moves any pair shows here as a changed count or sample.
 */

/** A small seeded generator (mulberry32): the same tree on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SHAPES: ((dir: string, name: string, Name: string) => string)[] = [
  (d, n) => `${d}/${n}.ts`,
  (d, n) => `${d}/${n}.test.ts`,
  (d, n) => `${d}/__tests__/${n}.spec.tsx`,
  (d, n) => `${d}/${n}.py`,
  (d, n) => `${d}/tests/test_${n}.py`,
  (d, n) => `${d}/${n}_test.py`,
  (d, n) => `${d}/${n}.go`,
  (d, n) => `${d}/${n}_test.go`,
  (d, _, N) => `${d}/src/main/java/com/acme/${N}.java`,
  (d, _, N) => `${d}/src/test/java/com/acme/${N}Test.java`,
  (d, _, N) => `${d}/src/test/kotlin/com/acme/${N}IT.kt`,
  (d, n) => `${d}/lib/${n}.rb`,
  (d, n) => `${d}/spec/${n}_spec.rb`,
  (d, _, N) => `${d}/src/${N}.php`,
  (d, _, N) => `${d}/tests/${N}Test.php`,
  (d, _, N) => `${d}/src/${N}.cs`,
  (d, _, N) => `${d}/tests/${N}Tests.cs`,
  (d, n) => `${d}/e2e/${n}.spec.ts`,
]

function generatedTree(files: number, seed: number): string[] {
  const next = random(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const names = Array.from({ length: 400 }, (_, i) => `m${(i * 7919) % 1000}`)
  const dirs = Array.from(
    { length: 120 },
    (_, i) => `packages/p${i % 40}/${['core', 'api', 'ui'][i % 3]}`,
  )
  const tree = new Set<string>()
  while (tree.size < files) {
    const name = pick(names)
    tree.add(pick(SHAPES)(pick(dirs), name, name[0]!.toUpperCase() + name.slice(1)))
  }
  return [...tree].sort()
}

const tree = generatedTree(5_000, 20_261_201)
const next = random(42)
const touched = tree.filter(() => next() < 0.5)
const sources = touched.filter(isSourceFile)

describe('the mapping on a generated 5,000-file tree', () => {
  it('pins the test → source pairs', () => {
    const index = new ConventionIndex(sources)
    const pairs: string[] = []
    for (const file of tree)
      for (const source of index.sourcesTestedBy(file)) pairs.push(`${file} → ${source}`)
    const testedSources = new Set(pairs.map((p) => p.split(' → ')[1]))
    expect({
      files: tree.length,
      touched: touched.length,
      sources: sources.length,
      pairs: pairs.length,
      testsWithASource: new Set(pairs.map((p) => p.split(' → ')[0])).size,
      testedSources: testedSources.size,
      conventionalTests: conventionalTests(touched, tree).length,
    }).toMatchInlineSnapshot(`
      {
        "conventionalTests": 1880,
        "files": 5000,
        "pairs": 1134,
        "sources": 1028,
        "testedSources": 637,
        "testsWithASource": 856,
        "touched": 2480,
      }
    `)
    expect(pairs.filter((_, i) => i % Math.ceil(pairs.length / 12) === 0)).toMatchInlineSnapshot(`
      [
        "packages/p0/api/e2e/m641.spec.ts → packages/p1/core/m641.ts",
        "packages/p11/api/m408_test.go → packages/p11/api/m386.go",
        "packages/p13/ui/m919_test.go → packages/p13/ui/m915.go",
        "packages/p17/api/m167_test.go → packages/p17/api/m161.go",
        "packages/p2/api/tests/test_m286.py → packages/p13/api/m286.py",
        "packages/p22/api/src/test/kotlin/com/acme/M186IT.kt → packages/p15/api/src/main/java/com/acme/M186.java",
        "packages/p25/api/src/test/java/com/acme/M261Test.java → packages/p3/core/src/main/java/com/acme/M261.java",
        "packages/p28/core/tests/M731Tests.cs → packages/p33/api/src/M731.cs",
        "packages/p31/core/tests/test_m34.py → packages/p18/core/m34.py",
        "packages/p35/ui/m239_test.go → packages/p35/ui/m139.go",
        "packages/p39/core/spec/m193_spec.rb → packages/p3/ui/lib/m193.rb",
        "packages/p6/ui/e2e/m999.spec.ts → packages/p9/api/m999.ts",
      ]
    `)
  })

  it('pins the evidence for one passing run per test file, and one failure tracing a source', () => {
    const runs: TestCaseRun[] = tree
      .filter((file) => !isSourceFile(file))
      .map((file, i) => ({
        suite: file,
        name: `case ${i}`,
        classname: file,
        file: null,
        line: null,
        status: i % 97 === 0 ? 'failed' : 'passed',
        durationMs: 1,
        message: i % 97 === 0 ? `boom at /home/runner/work/r/r/${pickSource(i)}:3:1` : null,
        trace: null,
      }))
    const evidence = evidenceFromReports(
      [{ path: 'r.xml', format: 'junit', cases: runs }],
      touched,
      {
        repoFiles: tree,
      },
    )
    expect({
      tests_pass: evidence.tests_pass,
      counts: evidence.counts,
      failures: evidence.failures.length,
      untested: evidence.untested_files.length,
      detail: evidence.source.detail,
    }).toMatchInlineSnapshot(`
      {
        "counts": {
          "errored": 0,
          "failed": 31,
          "flaky": 0,
          "passed": 1861,
          "skipped": 0,
        },
        "detail": "1 report(s), 1892 relevant test run(s)",
        "failures": 31,
        "tests_pass": false,
        "untested": 383,
      }
    `)
    expect(evidence.untested_files.filter((_, i) => i % 50 === 0)).toMatchInlineSnapshot(`
      [
        "packages/p0/api/m327.py",
        "packages/p12/core/src/M706.cs",
        "packages/p16/ui/lib/m660.rb",
        "packages/p21/api/src/M946.php",
        "packages/p27/api/lib/m520.rb",
        "packages/p31/ui/src/main/java/com/acme/M651.java",
        "packages/p37/api/src/M164.cs",
        "packages/p6/api/lib/m274.rb",
      ]
    `)
  })
})

function pickSource(i: number): string {
  return sources[(i * 31) % sources.length]!
}
