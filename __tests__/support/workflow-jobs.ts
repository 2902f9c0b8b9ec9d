/**
 * A whole workflow from the docs run job by job, as GitHub runs it: each job on a fresh runner
 * (its own checkout, RUNNER_TEMP and step outputs), a matrix job once per entry, job outputs and
 * `needs.*` between jobs, `if: always()` after a failed step, and the artifact actions replaced
 * by folders in one store (upload copies a folder in under its name, which must be new in the run;
 * download copies one artifact out, or every artifact a pattern matches into a folder of its
 * name, as actions/download-artifact leaves them). The review-gate steps run the built
 * dist/index.js against the fake GitHub on 127.0.0.1; `run:` steps run in bash.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import picomatch from 'picomatch'
import { parse } from 'yaml'
import { pullRequestEvent, runAction, type Repo, type RunResult } from '../e2e/harness.js'
import type { FakeGitHub } from './github/server.js'
import { evaluate, evaluatedMap, type DocBlock, type WorkflowStep } from './recipe-blocks.js'
import { actionDefaults } from './recipe-run.js'

export interface WorkflowJob {
  needs?: string | string[]
  if?: string
  outputs?: Record<string, string>
  strategy?: { matrix: unknown; 'fail-fast'?: boolean }
  steps: WorkflowStep[]
}

/** The jobs of a whole-workflow block, in the order written. */
export function workflowJobs(block: DocBlock): Record<string, WorkflowJob> {
  const doc = parse(block.text) as { jobs?: Record<string, WorkflowJob> }
  if (!doc.jobs) throw new Error(`${block.doc}:${block.line}: not a whole workflow`)
  return doc.jobs
}

export interface Runner {
  repo: Repo
  fake: FakeGitHub
  owner: string
  name: string
  pr: number
  /** The artifact store of the workflow run: one folder per artifact. */
  artifacts: string
  /** What `npm ci` installs in a checkout (a stand-in test runner). */
  npmCi: (workspace: string) => void
  /** Inputs every review-gate step gets on top of its own (the model stand-in). */
  modelInputs: (job: string) => Record<string, string>
}

export interface StepResult {
  name: string
  ok: boolean
  output: string
  action?: RunResult
}

export interface JobRun {
  outputs: Record<string, string>
  steps: StepResult[]
  ok: boolean
  workspace: string
}

/**
 * Runs one job (one matrix entry of it) and returns its outputs. `context` holds what the
 * expressions may read besides the job's own steps: `needs.*`, `matrix.*`, `strategy.job-index`.
 */
export async function runJob(
  runner: Runner,
  jobName: string,
  job: WorkflowJob,
  context: Record<string, string>,
): Promise<JobRun> {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'rg-job-temp-'))
  const workspace = mkdtempSync(join(tmpdir(), `rg-job-${jobName}-`))
  const ctx: Record<string, string> = {
    ...context,
    'runner.temp': runnerTemp,
    'github.token': runner.fake.token,
  }
  const where = `job ${jobName}`
  const steps: StepResult[] = []
  let failed = false
  for (const [i, step] of job.steps.entries()) {
    const condition = step.if?.trim()
    if (condition !== undefined && condition !== 'always()')
      throw new Error(`${where}: step ${i}: unsupported if: ${condition}`)
    if (failed && condition !== 'always()') continue
    const name = step.id ?? step.uses ?? step.run ?? `step ${i}`
    const result = await runStep(runner, jobName, step, workspace, runnerTemp, ctx, where)
    steps.push({ name, ...result })
    if (step.id) ctx[`steps.${step.id}.outcome`] = result.ok ? 'success' : 'failure'
    if (step.id && result.action)
      for (const [key, value] of Object.entries(result.action.outputs))
        ctx[`steps.${step.id}.outputs.${key}`] = value
    if (!result.ok && step['continue-on-error'] !== true) failed = true
  }
  const outputs: Record<string, string> = {}
  for (const [key, value] of Object.entries(job.outputs ?? {})) {
    // An output whose step never ran or set nothing is empty, as on GitHub.
    const expr = /\$\{\{\s*([^}]*?)\s*\}\}/.exec(value)?.[1]
    outputs[key] = expr !== undefined && !(expr in ctx) ? '' : evaluate(value, ctx, where)
  }
  return { outputs, steps, ok: !failed, workspace }
}

async function runStep(
  runner: Runner,
  jobName: string,
  step: WorkflowStep,
  workspace: string,
  runnerTemp: string,
  ctx: Record<string, string>,
  where: string,
): Promise<{ ok: boolean; output: string; action?: RunResult }> {
  const uses = step.uses?.split('@')[0]
  const inputs = evaluatedMap(step.with, ctx, where)
  const at = (path: string): string => (isAbsolute(path) ? path : join(workspace, path))
  if (uses === 'actions/checkout') {
    // fetch-depth: 0: the whole history, so review-gate diffs base...head locally.
    execFileSync('git', ['clone', '-q', runner.repo.dir, workspace], { stdio: 'ignore' })
    execFileSync('git', ['checkout', '-q', runner.repo.head], { cwd: workspace, stdio: 'ignore' })
    return { ok: true, output: '' }
  }
  if (uses === 'actions/setup-node') return { ok: true, output: '' }
  if (uses === 'actions/upload-artifact') {
    const name = inputs['name']!
    const from = at(inputs['path']!.replace(/\/$/, ''))
    const to = join(runner.artifacts, name)
    if (existsSync(to)) return { ok: false, output: `an artifact named ${name} already exists` }
    if (!existsSync(from) || readdirSync(from).length === 0)
      return { ok: true, output: `no files were found at ${from}: no artifact uploaded` }
    cpSync(from, to, { recursive: true })
    return { ok: true, output: '' }
  }
  if (uses === 'actions/download-artifact') {
    const into = at(inputs['path']!.replace(/\/$/, ''))
    if (inputs['name']) {
      const from = join(runner.artifacts, inputs['name'])
      if (!existsSync(from)) return { ok: false, output: `no artifact named ${inputs['name']}` }
      cpSync(from, into, { recursive: true })
      return { ok: true, output: '' }
    }
    const matches = picomatch(inputs['pattern'] ?? '*')
    mkdirSync(into, { recursive: true })
    for (const name of readdirSync(runner.artifacts).filter((n) => matches(n)))
      cpSync(join(runner.artifacts, name), join(into, name), { recursive: true })
    return { ok: true, output: '' }
  }
  if (uses === 'review-gate/review-gate') {
    const action = await runAction({
      workspace,
      event: pullRequestEvent({
        number: runner.pr,
        base: runner.repo.base,
        head: runner.repo.head,
        owner: runner.owner,
        repo: runner.name,
      }),
      inputs: { ...actionDefaults(ctx), ...inputs, ...runner.modelInputs(jobName) },
      apiUrl: runner.fake.url,
      repository: `${runner.owner}/${runner.name}`,
      env: { RUNNER_TEMP: runnerTemp, GITHUB_RUN_ID: '777', GITHUB_RUN_ATTEMPT: '1' },
    })
    return { ok: action.code === 0, output: action.stdout + action.stderr, action }
  }
  if (step.run !== undefined) {
    if (step.run.trim() === 'npm ci') {
      runner.npmCi(workspace)
      return { ok: true, output: '' }
    }
    const child = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], {
      cwd: workspace,
      env: { PATH: process.env.PATH ?? '', HOME: workspace, CI: 'true', GITHUB_ACTIONS: 'true' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    return { ok: child.status === 0, output: `${child.stdout ?? ''}${child.stderr ?? ''}` }
  }
  throw new Error(`${where}: no stand-in for the step ${step.uses ?? JSON.stringify(step)}`)
}

/** `${{ fromJSON(<expr>) }}` as a matrix: its `shard` entries (what the README's sizing job sets). */
export function matrixEntries(
  matrix: unknown,
  ctx: Record<string, string>,
  where: string,
): Record<string, string>[] {
  const expr = typeof matrix === 'string' ? /^\$\{\{\s*fromJSON\((.+)\)\s*\}\}$/.exec(matrix) : null
  if (!expr) throw new Error(`${where}: a matrix other than fromJSON(...) is not supported`)
  const value = JSON.parse(evaluate(`\${{ ${expr[1]!.trim()} }}`, ctx, where)) as Record<
    string,
    string[]
  >
  const [key, values] = Object.entries(value)[0]!
  return values.map((v) => ({ [`matrix.${key}`]: v }))
}
