/**
 * README "A pull request of any size: shards on a job matrix", run as printed (issue 26): the
 * workflow YAML is read from the README, and each job runs on its own fresh runner (a checkout,
 * RUNNER_TEMP, INPUT_*, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH) with its
 * review-gate step through the built dist/index.js against the fake GitHub on 127.0.0.1;
 * artifacts pass between jobs as folders. The pull request changes 5,000 files; the sizing job
 * sizes it at 8 shards; the model is a command that records each call and reports one finding on
 * the first file it is shown. Then a failed shard, and a missing one, each make the merge an error.
 */
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { recipeBlock } from '../support/recipe-blocks.js'
import {
  matrixEntries,
  runJob,
  workflowJobs,
  type JobRun,
  type Runner,
  type WorkflowJob,
} from '../support/workflow-jobs.js'
import { failingModelScript, type Repo } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'monorepo'
const PR = 26
const PACKAGES = 50
const SOURCES_PER_PACKAGE = 99

const block = () =>
  recipeBlock('README.md', { heading: 'A pull request of any size: shards on a job matrix' })

function git(dir: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e.st',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e.st',
    },
  }).trim()
}

/**
 * 50 packages of 99 modules and one test each: 5,000 new files in one commit, written directly
 * (a few hundred milliseconds). The base config sizes one request so that 8 shards are needed,
 * and turns the per-file missing-test finding off (5,000 of them would say nothing here).
 */
function bigRepo(): Repo & { files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-5k-'))
  git(dir, ['init', '-q', '-b', 'main'])
  mkdirSync(join(dir, '.github'))
  writeFileSync(
    join(dir, '.github', 'review-gate.yml'),
    'model:\n  max_input_tokens: 130000\nevidence:\n  missing: off\n',
  )
  writeFileSync(join(dir, 'package.json'), '{ "name": "monorepo", "private": true }\n')
  git(dir, ['add', '-A'])
  git(dir, ['commit', '-q', '-m', 'base'])
  const base = git(dir, ['rev-parse', 'HEAD'])
  const files: string[] = []
  for (let p = 0; p < PACKAGES; p++) {
    const src = join('packages', `pkg${String(p).padStart(2, '0')}`, 'src')
    mkdirSync(join(dir, src), { recursive: true })
    for (let m = 0; m < SOURCES_PER_PACKAGE; m++) {
      const path = `${src}/m${m}.ts`
      writeFileSync(
        join(dir, path),
        `export const value${m} = ${p * 100 + m}\nexport function read${m}(): number {\n  return value${m}\n}\n`,
      )
      files.push(path)
    }
    const test = `${src}/m.test.ts`
    writeFileSync(
      join(dir, test),
      `import { read0 } from './m0'\nit('reads', () => expect(read0()).toBe(${p * 100}))\n`,
    )
    files.push(test)
  }
  git(dir, ['add', '-A'])
  git(dir, ['commit', '-q', '-m', 'head'])
  return { dir, base, head: git(dir, ['rev-parse', 'HEAD']), files }
}

/** What the workflow's `npm ci` installs: a vitest stand-in that writes a green JUnit report. */
function installVitestStandIn(workspace: string): void {
  const bin = join(workspace, 'node_modules', '.bin')
  mkdirSync(bin, { recursive: true })
  const script = join(bin, 'vitest')
  writeFileSync(
    script,
    [
      '#!/usr/bin/env node',
      "const { mkdirSync, readdirSync, writeFileSync } = require('node:fs')",
      "const { dirname } = require('node:path')",
      "const out = process.argv.find((a) => a.startsWith('--outputFile=')).slice(13)",
      "const tests = readdirSync('packages').map((p) => `packages/${p}/src/m.test.ts`)",
      'const cases = tests.map((t) => `<testsuite name="${t}" tests="1"><testcase classname="${t}" name="reads" time="0.001"/></testsuite>`)',
      'mkdirSync(dirname(out), { recursive: true })',
      'writeFileSync(out, `<?xml version="1.0"?>\\n<testsuites>${cases.join("")}</testsuites>\\n`)',
    ].join('\n'),
  )
  chmodSync(script, 0o755)
  writeFileSync(
    join(workspace, 'node_modules', '.package-lock.json'),
    '{ "name": "monorepo", "lockfileVersion": 3, "packages": {} }\n',
  )
}

/** The model: records each call, and answers with one minor finding on the first file shown. */
function countingModel(log: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-model-'))
  const script = join(dir, 'model.mjs')
  writeFileSync(
    script,
    [
      "import { appendFileSync } from 'node:fs'",
      'let input = ""',
      'process.stdin.on("data", (d) => (input += d))',
      'process.stdin.on("end", () => {',
      '  const file = /diff --git a\\/(\\S+) b\\//.exec(input)?.[1]',
      `  appendFileSync(${JSON.stringify(log)}, file + "\\n")`,
      '  process.stdout.write(JSON.stringify({ verdict: "CHANGES_REQUESTED",',
      '    counts: { blocker: 0, major: 0, minor: 1 }, strengths: [], issues: [{ severity: "minor",',
      '    category: "logic", file, line: 1, message: `${file} repeats a constant.`, fix: "Import it." }] }))',
      '})',
    ].join('\n'),
  )
  return `"${process.execPath}" "${script}"`
}

let fake: FakeGitHub
let repo: Repo & { files: string[] }
let jobs: Record<string, WorkflowJob>
let runner: Runner
let calls: string
let planOutputs: Record<string, string>
const shardRuns: JobRun[] = []

beforeAll(async () => {
  repo = bigRepo()
  fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  fake.addPullRequest({
    number: PR,
    baseSha: repo.base,
    headSha: repo.head,
    diff: `${git(repo.dir, ['diff', `${repo.base}...${repo.head}`])}\n`,
  })
  jobs = workflowJobs(block())
  calls = join(mkdtempSync(join(tmpdir(), 'rg-e2e-calls-')), 'calls.log')
  writeFileSync(calls, '')
  const model = countingModel(calls)
  runner = {
    repo,
    fake,
    owner: OWNER,
    name: REPO,
    pr: PR,
    artifacts: mkdtempSync(join(tmpdir(), 'rg-e2e-artifacts-')),
    npmCi: installVitestStandIn,
    // Only a shard asks the model; the sizing and merge jobs get one that would fail if asked.
    modelInputs: (job) => ({
      provider: 'command',
      'model-command': job === 'shard' ? model : failingModelScript(),
    }),
  }
}, 60_000)

afterAll(async () => {
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
})

/** The shard jobs, a few at a time, as a runner pool would take them. */
async function shardJobs(
  needs: Record<string, string>,
  only?: number,
  concurrency = 2,
): Promise<JobRun[]> {
  const entries = matrixEntries(jobs.shard!.strategy!.matrix, needs, 'job shard')
  const indexes = entries.map((_, i) => i).filter((i) => only === undefined || i === only)
  const runs: JobRun[] = []
  for (let at = 0; at < indexes.length; at += concurrency) {
    const batch = indexes.slice(at, at + concurrency)
    runs.push(
      ...(await Promise.all(
        batch.map((i) =>
          runJob(runner, 'shard', jobs.shard!, {
            ...needs,
            ...entries[i]!,
            'strategy.job-index': String(i),
          }),
        ),
      )),
    )
  }
  return runs
}

function needsOf(outputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(outputs).map(([k, v]) => [`needs.plan.outputs.${k}`, v]))
}

function mergeJob(): Promise<JobRun> {
  expect(jobs.review!.if).toBe('always()')
  expect(jobs.review!.needs).toEqual(['plan', 'shard'])
  return runJob(runner, 'review', jobs.review!, needsOf(planOutputs))
}

function actionOf(run: JobRun) {
  const step = run.steps.find((s) => s.action)
  if (!step?.action) throw new Error(`no review-gate step ran: ${JSON.stringify(run.steps)}`)
  return step.action
}

describe('README: a 5,000-file pull request reviewed whole by 8 shards, as printed', () => {
  it('sizing job → 8 shard jobs → merge job: every file in exactly one shard, one decision, one review, one status', async () => {
    const started = performance.now()
    expect(repo.files).toHaveLength(5_000)
    const plan = await runJob(runner, 'plan', jobs.plan!, {})
    expect(plan.ok, JSON.stringify(plan.steps, null, 1)).toBe(true)
    planOutputs = plan.outputs
    expect(planOutputs.tests).toBe('success')
    expect(JSON.parse(planOutputs.matrix!)).toEqual({
      shard: Array.from({ length: 8 }, (_, i) => `${i + 1}/8`),
    })
    const sizing = performance.now()

    shardRuns.push(...(await shardJobs(needsOf(planOutputs))))
    const sharded = performance.now()
    for (const run of shardRuns) expect(run.ok, actionOf(run).stdout).toBe(true)
    // A shard posts nothing and sets no status: nothing but reads so far.
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([])
    const artifacts = readdirSync(runner.artifacts).filter((n) => n.startsWith('review-gate-'))
    expect(artifacts).toHaveLength(8)
    const records = artifacts.map(
      (name) =>
        JSON.parse(readFileSync(join(runner.artifacts, name, 'shard.json'), 'utf8')) as {
          index: number
          files: string[]
          usage: { calls: number; duration_ms: number }
        },
    )
    const reviewed = records.flatMap((r) => r.files)
    expect(reviewed).toHaveLength(5_000)
    expect(new Set(reviewed)).toEqual(new Set(repo.files))
    expect(records.map((r) => r.usage.calls)).toEqual(Array(8).fill(1))

    const merge = await mergeJob()
    const done = performance.now()
    const action = actionOf(merge)
    expect(merge.ok, action.stdout).toBe(true)
    expect(action.outputs).toMatchObject({ gate: 'pass', minor: '8', blocker: '0' })
    // One model call per shard, none in the sizing or merge jobs (theirs would have failed).
    const shown = readFileSync(calls, 'utf8').trim().split('\n')
    expect(shown).toHaveLength(8)
    const pull = fake.pull(PR)!
    expect(pull.reviews).toHaveLength(1)
    expect(pull.issueComments).toHaveLength(1)
    expect(fake.statuses.map((s) => `${s.context}:${s.state}`)).toEqual([
      'review-gate:pending',
      'review-gate:success',
    ])
    expect(fake.statusesFor(repo.head)).toHaveLength(2)
    expect(action.summary).toMatch(/8 shards reviewed 5,000 files with 8 model calls/)
    for (const r of records)
      expect(action.summary).toMatch(
        new RegExp(
          `\\| ${r.index}/8 \\| ${r.files.length.toLocaleString('en-US')} \\| 1 \\| 1 [^|]*\\| 0 \\|`,
        ),
      )
    // The figures for the issue's closing note.
    console.log(
      `5,000 files, 8 shards: files per shard ${records
        .sort((a, b) => a.index - b.index)
        .map((r) => r.files.length)
        .join(
          ', ',
        )}; ${shown.length} model calls; sizing ${ms(sizing - started)}, shards ${ms(sharded - sizing)} (2 at a time; per shard ${records.map((r) => ms(r.usage.duration_ms)).join(', ')}), merge ${ms(done - sharded)}`,
    )
  }, 240_000)

  it('a failed shard makes the merge an error naming it, with status error', async () => {
    rmSync(join(runner.artifacts, 'review-gate-shard-2'), { recursive: true })
    const model = runner.modelInputs
    runner.modelInputs = () => ({ provider: 'command', 'model-command': failingModelScript() })
    const [rerun] = await shardJobs(needsOf(planOutputs), 2)
    runner.modelInputs = model
    expect(rerun!.ok, 'the shard job fails').toBe(false)
    expect(rerun!.steps.at(-1)!.ok, 'its folder is uploaded all the same').toBe(true)
    const merge = await mergeJob()
    const action = actionOf(merge)
    expect(merge.ok).toBe(false)
    expect(action.outputs.gate).toBe('error')
    expect(action.stdout).toMatch(/shard 3\/8 \(review-gate-shard-2\): its review did not run/)
    expect(fake.statusesFor(repo.head).at(-1)!.state).toBe('error')
  }, 120_000)

  it('a missing shard makes the merge an error naming it, with status error', async () => {
    rmSync(join(runner.artifacts, 'review-gate-shard-2'), { recursive: true })
    const merge = await mergeJob()
    const action = actionOf(merge)
    expect(merge.ok).toBe(false)
    expect(action.outputs.gate).toBe('error')
    expect(action.stdout).toMatch(/shard 3\/8: missing/)
    expect(fake.statusesFor(repo.head).at(-1)!.state).toBe('error')
    // Still one review and one summary comment on the pull request: updated, never doubled.
    expect(fake.pull(PR)!.issueComments).toHaveLength(1)
  }, 120_000)
})

function ms(value: number): string {
  return `${(value / 1000).toFixed(1)} s`
}
