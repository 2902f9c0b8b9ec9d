/**
 * README "Use it in a workflow": the whole-suite vitest run writes a JUnit report, the action
 * reads it through `test-reports`. Run as written, with vitest installed from npm.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fixtureLibrary } from '../support/fixture-library.js'
import { recipeBlock } from '../support/recipe-blocks.js'
import {
  PR,
  evidenceRow,
  junitCounts,
  reviewJson,
  runRecipe,
  type RecipeRun,
} from '../support/recipe-run.js'
import { RUNNERS, installRunner, linkNodeModules } from '../support/runner-install.js'

const block = () => recipeBlock('README.md', { heading: 'Use it in a workflow' })
let vitestDir: string
let run: RecipeRun | undefined

beforeAll(async () => {
  vitestDir = await installRunner(RUNNERS.vitest)
}, 600_000)

afterEach(async () => {
  if (!run) return
  expect(run.fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await run.fake.close()
  run = undefined
})

async function recipe(change: 'green' | 'red') {
  const repo = fixtureLibrary('vitest', change)
  run = await runRecipe({ block: block(), repo, npmCi: () => linkNodeModules(repo.dir, vitestDir) })
  const reportGlob = run.inputs['test-reports']!
  expect(reportGlob, 'the recipe reads reports through test-reports').toBeTruthy()
  // The report the README's vitest command wrote, counted without review-gate.
  const [testStep] = run.steps
  expect(testStep!.run).toMatch(/vitest/)
  const reportPath = /--outputFile[= ](\S+)/.exec(testStep!.run)![1]!
  const junit = junitCounts(readFileSync(join(repo.dir, reportPath), 'utf8'))
  return { repo, run, testStep: testStep!, junit }
}

describe('README: Use it in a workflow (vitest, JUnit report)', () => {
  it('a green change: the suite passes, the touched tests are counted, the gate passes', async () => {
    const { repo, run, testStep, junit } = await recipe('green')
    expect(testStep.code, testStep.output).toBe(0)
    expect(junit).toEqual({ tests: repo.suiteTests, failed: 0 })
    const result = run.result
    expect(result.code, result.stdout + result.stderr).toBe(0)
    // Only the touched file's tests are relevant evidence; the untouched module's test is not.
    expect(evidenceRow(result.summary)).toMatchObject({
      testsPass: 'true',
      passed: repo.touchedTests,
      failed: 0,
      source: 'reports',
    })
    expect(result.outputs).toMatchObject({ gate: 'pass', 'tests-pass': 'true', blocker: '0' })
  }, 300_000)

  it('a red change: the failing step continues, the tests blocker sits on the failing test, the gate fails', async () => {
    const { repo, run, testStep, junit } = await recipe('red')
    expect(testStep.code, 'vitest exits non-zero on a failing test').not.toBe(0)
    expect(testStep.continueOnError, 'the step must let the job reach review-gate').toBe(true)
    expect(junit).toEqual({ tests: repo.suiteTests, failed: 1 })
    const result = run.result
    expect(result.code).toBe(1)
    expect(evidenceRow(result.summary)).toMatchObject({
      testsPass: 'false',
      passed: repo.touchedTests - 1,
      failed: 1,
      source: 'reports',
    })
    expect(result.outputs).toMatchObject({ gate: 'fail', 'tests-pass': 'false', blocker: '1' })
    expect(result.summary).toContain('FAILED: touched tests are failing (1 failed)')
    const blocker = reviewJson(repo).issues.find(
      (i) => i.category === 'tests' && i.severity === 'blocker',
    )
    expect(blocker).toMatchObject({ file: repo.testFile, line: repo.newTestLine })
    expect(run.fake.pull(PR)!.reviewComments.map((c) => `${c.path}:${c.line}`)).toContain(
      `${repo.testFile}:${repo.newTestLine}`,
    )
  }, 300_000)
})
