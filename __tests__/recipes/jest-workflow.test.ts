/**
 * README "Jest": jest with the jest-junit reporter, configured through the recipe's environment,
 * on a plain-JavaScript fixture (jest runs CommonJS without a transform). Run as written, with
 * jest and jest-junit installed from npm.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fixtureLibrary } from '../support/fixture-library.js'
import { recipeBlock, type DocBlock } from '../support/recipe-blocks.js'
import {
  PR,
  evidenceRow,
  junitCounts,
  reviewJson,
  runRecipe,
  type RecipeRun,
} from '../support/recipe-run.js'
import { RUNNERS, installRunner, linkNodeModules } from '../support/runner-install.js'

const block = () => recipeBlock('README.md', { heading: 'More workflows', lead: 'Jest.' })
let jestDir: string
let run: RecipeRun | undefined

beforeAll(async () => {
  jestDir = await installRunner(RUNNERS.jest)
}, 600_000)

afterEach(async () => {
  if (!run) return
  expect(run.fake.violations).toEqual([])
  await run.fake.close()
  run = undefined
})

async function recipe(change: 'green' | 'red', recipeBlockText: DocBlock = block()) {
  const repo = fixtureLibrary('jest', change)
  run = await runRecipe({
    block: recipeBlockText,
    repo,
    npmCi: () => linkNodeModules(repo.dir, jestDir),
  })
  const [testStep] = run.steps
  expect(testStep!.run).toMatch(/jest/)
  const junit = junitCounts(readFileSync(join(repo.dir, 'reports', 'junit.xml'), 'utf8'))
  return { repo, run, testStep: testStep!, junit }
}

describe('README: Jest (jest-junit report)', () => {
  it('a green change: jest passes, the touched tests are counted by file, the gate passes', async () => {
    const { repo, run, testStep, junit } = await recipe('green')
    expect(testStep.code, testStep.output).toBe(0)
    expect(junit).toEqual({ tests: repo.suiteTests, failed: 0 })
    const result = run.result
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(evidenceRow(result.summary)).toMatchObject({
      testsPass: 'true',
      passed: repo.touchedTests,
      failed: 0,
      source: 'reports',
    })
    expect(result.outputs).toMatchObject({ gate: 'pass', 'tests-pass': 'true', blocker: '0' })
  }, 300_000)

  it('a red change: the step continues, the tests blocker sits on the failing test, the gate fails', async () => {
    const { repo, run, testStep, junit } = await recipe('red')
    expect(testStep.code).not.toBe(0)
    expect(testStep.continueOnError).toBe(true)
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

  it('what the README says of the file attribute holds: without it no test counts for the change', async () => {
    const original = block()
    const withoutAttribute = {
      ...original,
      text: original.text.replace(/^.*JEST_JUNIT_ADD_FILE_ATTRIBUTE.*\n/m, ''),
    }
    expect(withoutAttribute.text).not.toBe(original.text)
    const { repo, run, testStep } = await recipe('green', withoutAttribute)
    expect(testStep.code).toBe(0)
    expect(readFileSync(join(repo.dir, 'reports', 'junit.xml'), 'utf8')).not.toContain('file=')
    expect(evidenceRow(run.result.summary)).toMatchObject({
      testsPass: 'unknown',
      passed: 0,
      source: 'reports',
    })
    expect(run.result.summary).toContain('0 relevant test run(s)')
    expect(run.result.outputs['tests-pass']).toBe('unknown')
  }, 300_000)
})
