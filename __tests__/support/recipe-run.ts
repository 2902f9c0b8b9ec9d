/**
 * Runs a README or docs recipe as a workflow job would: the snippet's `run:` steps in the
 * fixture repository (bash, as GitHub's default shell), honouring `continue-on-error`, then the
 * built action (dist/index.js) with the snippet's `with:` inputs on top of action.yml's defaults,
 * against the fake GitHub on 127.0.0.1. Only the model is replaced: a recipe that leaves the
 * provider to its default (the Copilot CLI) gets a recorded reply through the `command` provider.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { pullRequestEvent, replyScript, runAction, type RunResult } from '../e2e/harness.js'
import { FakeGitHub } from './github/server.js'
import type { FixtureLibrary } from './fixture-library.js'
import {
  REPO_ROOT,
  actionStep,
  evaluatedMap,
  workflowSteps,
  type DocBlock,
  type WorkflowStep,
} from './recipe-blocks.js'

export const OWNER = 'fixture-org'
export const REPO = 'prices'
export const PR = 41

export const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

export interface StepRun {
  run: string
  code: number
  output: string
  continueOnError: boolean
}

export interface RecipeRun {
  /** The `run:` steps before the action, in order. */
  steps: StepRun[]
  /** The action step as the recipe wrote it, and the inputs it was given. */
  step: WorkflowStep
  inputs: Record<string, string>
  /** Steps after the action (e.g. the SARIF upload). */
  after: WorkflowStep[]
  result: RunResult
  fake: FakeGitHub
  runnerTemp: string
}

/** action.yml's inputs with their defaults, as the runner fills in what a step leaves out. */
export function actionDefaults(context: Record<string, string>): Record<string, string> {
  const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: unknown }>
  }
  const defaults: Record<string, string> = {}
  for (const [name, spec] of Object.entries(action.inputs))
    defaults[name] = spec.default === undefined ? '' : String(spec.default)
  return evaluatedMap(defaults, context, 'action.yml default')
}

/** The job's environment: this process's, without what the outer vitest run set for itself. */
function jobEnvironment(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^(VITEST|TINYPOOL)/.test(name) || name === 'NODE_ENV') continue
    env[name] = value
  }
  return env
}

/** A `run:` step in bash, as `shell: bash` runs it (errexit, pipefail), in the checkout. */
function runStep(step: WorkflowStep, dir: string, env: Record<string, string>): StepRun {
  const child = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    cwd: dir,
    env: { ...jobEnvironment(), CI: 'true', GITHUB_ACTIONS: 'true', ...env },
    encoding: 'utf8',
    timeout: 180_000,
  })
  return {
    run: step.run!,
    code: child.status ?? -1,
    output: `${child.stdout ?? ''}${child.stderr ?? ''}${child.error ? String(child.error) : ''}`,
    continueOnError: step['continue-on-error'] === true,
  }
}

export interface RecipeOptions {
  block: DocBlock
  repo: FixtureLibrary
  /** What the workflow's `npm ci` gives the job: the fixture's node_modules, linked first. */
  npmCi?: () => void
  /**
   * `recorded` (the default): a recipe that leaves the provider to its default (the Copilot CLI)
   * gets `reply` through the command provider. `as-written`: the recipe's provider runs (the
   * test puts its far end in place: a fake CLI on PATH, a loopback server).
   */
  model?: 'recorded' | 'as-written'
  /** The recorded model reply. */
  reply?: unknown
  /** Inputs that stand in for the recipe's model endpoint (base-url at the loopback server…). */
  modelInputs?: Record<string, string>
  /** Expression values besides the ones every run knows. */
  context?: Record<string, string>
  env?: Record<string, string>
  /** The job's RUNNER_TEMP; a new one when absent. */
  runnerTemp?: string
  event?: { title?: string; body?: string }
  /** Keep the fake GitHub from an earlier run (a re-run of the same pull request). */
  fake?: FakeGitHub
}

export async function runRecipe(options: RecipeOptions): Promise<RecipeRun> {
  const { block, repo } = options
  const steps = workflowSteps(block)
  const at = steps.findIndex((s) => s.uses === actionStep(block).uses)
  const step = steps[at]!
  const runnerTemp = options.runnerTemp ?? mkdtempSync(join(tmpdir(), 'rg-recipe-runner-'))
  const fake = options.fake ?? (await FakeGitHub.start({ owner: OWNER, repo: REPO }))
  if (!options.fake) {
    const diff = spawnSync('git', ['diff', `${repo.base}...${repo.head}`], {
      cwd: repo.dir,
      encoding: 'utf8',
    }).stdout
    fake.addPullRequest({ number: PR, baseSha: repo.base, headSha: repo.head, diff })
  }
  const context: Record<string, string> = {
    'runner.temp': runnerTemp,
    'github.token': fake.token,
    'github.event.pull_request.head.sha': repo.head,
    'github.event.pull_request.base.sha': repo.base,
    ...options.context,
  }
  const where = `${block.doc}:${block.line}`
  // A fragment recipe sits in the main workflow after its checkout and `npm ci`; a whole
  // workflow says `npm ci` itself. Either way the dependencies are installed once, first.
  options.npmCi?.()
  const ran: StepRun[] = []
  for (const before of steps.slice(0, at)) {
    if (before.run === undefined || before.run.trim() === 'npm ci') continue
    const result = runStep(before, repo.dir, evaluatedMap(before.env, context, where))
    ran.push(result)
    // As the runner has it: `outcome` is failure under continue-on-error too.
    if (before.id) context[`steps.${before.id}.outcome`] = result.code === 0 ? 'success' : 'failure'
    if (result.code !== 0 && !result.continueOnError) {
      throw new Error(
        `${where}: the step \`${result.run}\` failed (exit ${result.code}) without continue-on-error: the job stops before review-gate runs.\n${result.output}`,
      )
    }
  }
  const recipeInputs = evaluatedMap(step.with, context, where)
  const inputs = { ...actionDefaults(context), ...recipeInputs }
  if (!recipeInputs['provider'] && options.model !== 'as-written') {
    inputs['provider'] = 'command'
    inputs['model-command'] = replyScript(options.reply ?? APPROVE)
  }
  Object.assign(inputs, options.modelInputs)
  const result = await runAction({
    workspace: repo.dir,
    event: pullRequestEvent({
      number: PR,
      base: repo.base,
      head: repo.head,
      owner: OWNER,
      repo: REPO,
      ...options.event,
    }),
    inputs,
    apiUrl: fake.url,
    repository: `${OWNER}/${REPO}`,
    env: {
      RUNNER_TEMP: runnerTemp,
      ...evaluatedMap(step.env, context, where),
      ...options.env,
    },
  })
  return { steps: ran, step, inputs, after: steps.slice(at + 1), result, fake, runnerTemp }
}

export interface EvidenceRow {
  testsPass: 'true' | 'false' | 'unknown'
  passed: number
  failed: number
  errored: number
  skipped: number
  source: string
  cache: string
}

/** The job summary's test-evidence row: what review-gate counted. */
export function evidenceRow(summary: string): EvidenceRow {
  const lines = summary.split('\n')
  const header = lines.findIndex((l) => l.startsWith('| tests pass | passed | failed |'))
  if (header === -1) throw new Error(`no test evidence table in the summary:\n${summary}`)
  const cells = lines[header + 2]!.split('|')
    .slice(1, -1)
    .map((c) => c.trim())
  const label = cells[0]!
  const pass = /\byes\b/.test(label) ? 'true' : /\bno\b/.test(label) ? 'false' : 'unknown'
  return {
    testsPass: pass,
    passed: Number(cells[1]),
    failed: Number(cells[2]),
    errored: Number(cells[3]),
    skipped: Number(cells[4]),
    source: cells[6]!,
    cache: cells[7]!,
  }
}

/** Test cases and failing test cases in a JUnit file, counted without review-gate's parser. */
export function junitCounts(xml: string): { tests: number; failed: number } {
  const cases = xml.split(/<testcase\b/).slice(1)
  return {
    tests: cases.length,
    failed: cases.filter((c) => /^[^]*?(<failure\b|<error\b)/.test(c.split('</testcase>')[0]!))
      .length,
  }
}

export interface ReviewJson {
  verdict: string
  counts: { blocker: number; major: number; minor: number }
  issues: { severity: string; category: string; file: string; line: number | null }[]
}

export function reviewJson(repo: { dir: string }, outputDir = '.review-gate/out'): ReviewJson {
  return JSON.parse(readFileSync(join(repo.dir, outputDir, 'review.json'), 'utf8')) as ReviewJson
}
