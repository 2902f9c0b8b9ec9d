/**
 * README "Test evidence from a test command, cached across runs": no earlier test step; the
 * action runs the recipe's `test-command` on the touched tests, reads the JUnit report the
 * command's own flags name, and caches the result in the folder the recipe's cache step persists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fixtureLibrary } from '../support/fixture-library.js'
import { evaluatedMap, recipeBlock, workflowSteps } from '../support/recipe-blocks.js'
import {
  evidenceRow,
  junitCounts,
  reviewJson,
  runRecipe,
  type RecipeRun,
} from '../support/recipe-run.js'
import { RUNNERS, installRunner, linkNodeModules } from '../support/runner-install.js'

const block = () =>
  recipeBlock('README.md', {
    heading: 'More workflows',
    lead: 'Test evidence from a test command, cached across runs.',
  })
let vitestDir: string
const runs: RecipeRun[] = []

beforeAll(async () => {
  vitestDir = await installRunner(RUNNERS.vitest)
}, 600_000)

afterEach(async () => {
  for (const run of runs.splice(0)) {
    expect(run.fake.violations).toEqual([])
    await run.fake.close()
  }
})

function reportOf(run: RecipeRun): string {
  return /--outputFile[= ](\S+)/.exec(run.inputs['test-command']!)![1]!
}

describe('README: test-command, cached across runs (vitest)', () => {
  it('a green change: the command runs the touched tests, its report is read, a re-run is a cache HIT with the same payload', async () => {
    const repo = fixtureLibrary('vitest', 'green')
    linkNodeModules(repo.dir, await installRunner(RUNNERS.vitest))
    const first = await runRecipe({ block: block(), repo })
    runs.push(first)
    expect(first.steps, 'the recipe has no test step of its own').toEqual([])
    expect(first.inputs['test-command']).toContain('{files}')
    const result = first.result
    expect(result.code, result.stdout + result.stderr).toBe(0)
    // {files} is the touched test file only: the runner ran its tests, not the whole suite.
    const junit = readFileSync(join(repo.dir, reportOf(first)), 'utf8')
    expect(junitCounts(junit)).toEqual({ tests: repo.touchedTests, failed: 0 })
    expect(junit).not.toContain('src/format.test.ts')
    expect(evidenceRow(result.summary)).toMatchObject({
      testsPass: 'true',
      passed: repo.touchedTests,
      failed: 0,
      source: 'command',
      cache: 'MISS',
    })
    expect(result.summary).toContain(reportOf(first))
    expect(result.outputs).toMatchObject({ gate: 'pass', 'tests-pass': 'true' })

    // The recipe's cache step persists exactly the folder the action cached into.
    const cacheStep = workflowSteps(block()).find((s) => s.uses?.startsWith('actions/cache@'))!
    const cachePath = evaluatedMap(
      cacheStep.with,
      { 'runner.temp': first.runnerTemp, 'github.event.pull_request.head.sha': repo.head },
      'cache step',
    )['path']!
    expect(cachePath).toBe(join(first.runnerTemp, 'review-gate', 'cache'))
    expect(existsSync(cachePath) && readdirSync(cachePath).length).toBeGreaterThan(0)
    const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'))

    // A re-run with the cache folder restored: the tests are not run again, the model sees
    // the same bytes.
    const again = await runRecipe({
      block: block(),
      repo,
      runnerTemp: first.runnerTemp,
      fake: first.fake,
    })
    expect(again.result.code).toBe(0)
    expect(evidenceRow(again.result.summary)).toMatchObject({
      testsPass: 'true',
      passed: repo.touchedTests,
      source: 'command',
    })
    expect(evidenceRow(again.result.summary).cache).toMatch(/^HIT/)
    expect(readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')).toBe(
      payload.toString('utf8'),
    )
  }, 300_000)

  it('a red change: the failing test is the blocker, never the runner output; the gate fails', async () => {
    const repo = fixtureLibrary('vitest', 'red')
    linkNodeModules(repo.dir, vitestDir)
    const run = await runRecipe({ block: block(), repo })
    runs.push(run)
    const result = run.result
    expect(result.code).toBe(1)
    const junit = readFileSync(join(repo.dir, reportOf(run)), 'utf8')
    expect(junitCounts(junit)).toEqual({ tests: repo.touchedTests, failed: 1 })
    expect(evidenceRow(result.summary)).toMatchObject({
      testsPass: 'false',
      passed: repo.touchedTests - 1,
      failed: 1,
      source: 'command',
    })
    expect(result.outputs).toMatchObject({ gate: 'fail', 'tests-pass': 'false', blocker: '1' })
    expect(result.summary).toContain('FAILED: touched tests are failing (1 failed)')
    expect(result.summary).toContain('applies a percentage discount')
    expect(result.summary).not.toMatch(/JUNIT report written/i)
    const blockers = reviewJson(repo).issues.filter(
      (i) => i.category === 'tests' && i.severity === 'blocker',
    )
    expect(blockers).toEqual([
      expect.objectContaining({ file: repo.testFile, line: repo.newTestLine }),
    ])
  }, 300_000)
})
