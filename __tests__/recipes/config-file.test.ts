/**
 * README "Configuration file": the example `.github/review-gate.yml`, committed in the fixture's
 * base commit as a user would, and run with the action step as the README's workflow writes it
 * but without inputs, so the file alone decides. Its two evidence sources are each exercised:
 * the report an earlier vitest step wrote (`evidence.reports`), and, with no such step, the
 * test command (`evidence.command` and `evidence.command_reports`).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseConfig } from '../../src/config/load.js'
import { fixtureLibrary } from '../support/fixture-library.js'
import { actionStep, recipeBlock, workflowSteps, type DocBlock } from '../support/recipe-blocks.js'
import { evidenceRow, reviewJson, runRecipe, type RecipeRun } from '../support/recipe-run.js'
import { RUNNERS, installRunner, linkNodeModules } from '../support/runner-install.js'

const configBlock = () => recipeBlock('README.md', { heading: 'Configuration file' })
const workflow = () => recipeBlock('README.md', { heading: 'Use it in a workflow' })

/** The README workflow's vitest step (if wanted), then its review-gate step with no inputs. */
function job(withTestStep: boolean): DocBlock {
  const block = workflow()
  const testStep = workflowSteps(block).find((s) => s.run?.includes('vitest'))!
  const step = actionStep(block)
  const lines = [
    ...(withTestStep
      ? [`- run: ${testStep.run}`, `  continue-on-error: ${String(testStep['continue-on-error'])}`]
      : []),
    `- uses: ${step.uses}`,
  ]
  return { ...block, text: lines.join('\n') }
}

let vitestDir: string
let run: RecipeRun | undefined
beforeAll(async () => {
  vitestDir = await installRunner(RUNNERS.vitest)
}, 600_000)
afterEach(async () => {
  if (!run) return
  expect(run.fake.violations).toEqual([])
  await run.fake.close()
  run = undefined
})

async function withConfig(change: 'green' | 'red', withTestStep: boolean) {
  const config = configBlock().text
  const repo = fixtureLibrary('vitest', change, {
    base: { '.github/review-gate.yml': `${config}\n` },
  })
  run = await runRecipe({
    block: job(withTestStep),
    repo,
    npmCi: () => linkNodeModules(repo.dir, vitestDir),
  })
  return { repo, run }
}

describe('README: the configuration file', () => {
  it('is valid as written: the schema accepts every key and value, and the command names its report', () => {
    const raw = parse(configBlock().text) as { evidence: Record<string, unknown> }
    const config = parseConfig(configBlock().text, 'README.md configuration example')
    expect(config.evidence.command).toBe(raw.evidence['command'])
    // A command whose report is not read would be judged by its exit code alone (0/0 counts).
    expect(config.evidence.command_reports.length).toBeGreaterThan(0)
    expect(config.evidence.command).toContain(config.evidence.command_reports[0])
  })

  it('reports from an earlier vitest step (evidence.reports): green passes with the counts', async () => {
    const { repo, run } = await withConfig('green', true)
    expect(run.result.code, run.result.stdout + run.result.stderr).toBe(0)
    expect(evidenceRow(run.result.summary)).toMatchObject({
      testsPass: 'true',
      passed: repo.touchedTests,
      failed: 0,
      source: 'reports',
    })
    expect(run.result.outputs).toMatchObject({ gate: 'pass', 'tests-pass': 'true' })
  }, 300_000)

  it('no earlier step: the configured test command runs and its report decides; red fails with the blocker', async () => {
    const { repo, run } = await withConfig('red', false)
    expect(evidenceRow(run.result.summary)).toMatchObject({
      testsPass: 'false',
      passed: repo.touchedTests - 1,
      failed: 1,
      source: 'command',
    })
    expect(run.result.outputs).toMatchObject({ gate: 'fail', 'tests-pass': 'false', blocker: '1' })
    expect(reviewJson(repo).issues).toContainEqual(
      expect.objectContaining({
        category: 'tests',
        severity: 'blocker',
        file: repo.testFile,
        line: repo.newTestLine,
      }),
    )
  }, 300_000)

  it('no earlier step, green: the command passes with the counts from its report', async () => {
    const { repo, run } = await withConfig('green', false)
    expect(evidenceRow(run.result.summary)).toMatchObject({
      testsPass: 'true',
      passed: repo.touchedTests,
      failed: 0,
      source: 'command',
    })
    expect(run.result.outputs).toMatchObject({ gate: 'pass', 'tests-pass': 'true' })
  }, 300_000)
})
