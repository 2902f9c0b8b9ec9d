/**
 * Fork pull requests through `workflow_run`, end to end: dist/index.js in the privileged run finds
 * the pull request of the CI run over the API, reads that run's test-report artifact (a zip behind
 * a redirect to separate storage), never runs or checks out the fork's code, and sets the commit
 * status on the pull request's head.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { makeZip, type ZipEntry } from '../support/zip.js'
import { actionStep, recipeBlock, workflowSteps } from '../support/recipe-blocks.js'
import { parse } from 'yaml'
import {
  diffOf,
  makeRepo,
  replyScript,
  runAction,
  workflowRunEvent,
  type Repo,
  type RunResult,
} from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const FORKER = 'forker'
const PR = 31
const RUN_ID = 9001
const BRANCH = 'fix-add'

const APPROVE = {
  verdict: 'APPROVED',
  counts: { blocker: 0, major: 0, minor: 0 },
  issues: [],
  strengths: [],
}

function junit(failed: boolean): string {
  const failure = failed
    ? '<failure message="expected 3 to be 4">AssertionError: expected 3 to be 4\n at src/add.test.ts:2:30</failure>'
    : ''
  return `<?xml version="1.0"?>\n<testsuites><testsuite name="src/add.test.ts" tests="1"><testcase classname="src/add.test.ts" name="adds" time="0.01">${failure}</testcase></testsuite></testsuites>\n`
}

// The two workflows exactly as docs/fork-pull-requests.md prints them.
const DOC = 'docs/fork-pull-requests.md'
const ciBlock = recipeBlock(DOC, {
  heading: '1. CI (unprivileged): run the tests, upload the reports',
})
const reviewBlock = recipeBlock(DOC, {
  heading: "2. Review (privileged): the gate, from the CI run's reports",
})
const documentedInputs = Object.fromEntries(
  Object.entries(actionStep(reviewBlock).with ?? {}).map(([k, v]) => [k, String(v)]),
)
const uploadedName = String(
  workflowSteps(ciBlock).find((step) => step.uses?.startsWith('actions/upload-artifact@'))?.with
    ?.name,
)

let fake: FakeGitHub | null = null
let repo: Repo

interface Setup {
  reports?: ZipEntry[] | null
  baseFiles?: Record<string, string>
  /** Serve the head commit's tree on the git trees and blobs API (truncated: half of it). */
  headTree?: 'full' | 'truncated'
  headChanges?: Record<string, string>
  baseConfig?: string
  prHead?: string
}

/**
 * The base repository's checkout (the default branch, as actions/checkout leaves it in a
 * workflow_run job) and the fork's pull request on the fake. The head commit exists only so the
 * diff can be made: the workspace is reset to the base, as the privileged job would have it.
 */
async function start(setup: Setup = {}): Promise<FakeGitHub> {
  const server = await FakeGitHub.start({ owner: OWNER, repo: REPO })
  fake = server
  repo = makeRepo(
    {
      'src/add.ts': 'export const add = (a: number, b: number) => a + b\n',
      ...setup.baseFiles,
      ...(setup.baseConfig ? { '.github/review-gate.yml': setup.baseConfig } : {}),
    },
    {
      'src/add.ts': 'export const add = (a: number, b: number) => a + b + 0\n',
      'src/add.test.ts':
        "import { add } from './add'\nit('adds', () => expect(add(2, 2)).toBe(4))\n",
      ...setup.headChanges,
    },
  )
  const diff = diffOf(repo)
  if (setup.headTree) server.addTree(repo.head, headFiles(repo), setup.headTree === 'truncated')
  execFileSync('git', ['checkout', '-q', repo.base], { cwd: repo.dir })
  server.addPullRequest({
    number: PR,
    baseSha: repo.base,
    headSha: setup.prHead ?? repo.head,
    diff,
    headRef: BRANCH,
    headRepo: `${FORKER}/${REPO}`,
    title: 'Fix add',
    body: 'Makes add explicit.',
  })
  if (setup.reports !== null) {
    server.addArtifact({
      runId: RUN_ID,
      name: uploadedName,
      zip: makeZip(setup.reports ?? [{ name: 'junit.xml', data: junit(false) }]),
    })
  }
  return server
}

/** Every file of the head commit, as GitHub holds the fork's push. */
function headFiles(repo: Repo): Record<string, Buffer> {
  const git = (args: string[]) => execFileSync('git', args, { cwd: repo.dir })
  const paths = git(['ls-tree', '-r', '--name-only', '-z', repo.head])
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
  return Object.fromEntries(paths.map((path) => [path, git(['show', `${repo.head}:${path}`])]))
}

function run(server: FakeGitHub, inputs: Record<string, string> = {}): Promise<RunResult> {
  return runAction({
    workspace: repo.dir,
    eventName: 'workflow_run',
    event: workflowRunEvent({
      runId: RUN_ID,
      headSha: repo.head,
      headBranch: BRANCH,
      headOwner: FORKER,
      owner: OWNER,
      repo: REPO,
    }),
    inputs: {
      'github-token': server.token,
      provider: 'command',
      'model-command': replyScript(APPROVE),
      ...documentedInputs,
      ...inputs,
    },
    apiUrl: server.url,
    repository: `${OWNER}/${REPO}`,
  })
}

afterEach(async () => {
  if (!fake) return
  expect(fake.violations, 'every request must match the OpenAPI description').toEqual([])
  await fake.close()
  fake = null
})

describe('the documented workflows', () => {
  it('the review reads the artifact CI uploads, with the permissions its calls need', () => {
    expect(documentedInputs['report-artifact']).toBe(uploadedName)
    expect(documentedInputs['status-context']).toBeTruthy()
    const workflow = parse(reviewBlock.text) as {
      on: { workflow_run: { workflows: string[]; types: string[] } }
      permissions: Record<string, string>
    }
    const ci = parse(ciBlock.text) as { name: string; permissions: Record<string, string> }
    expect(workflow.on.workflow_run).toEqual({ workflows: [ci.name], types: ['completed'] })
    expect(workflow.permissions).toMatchObject({
      'pull-requests': 'write',
      actions: 'read',
      statuses: 'write',
    })
    // The unprivileged run never gets a write permission.
    expect(Object.values(ci.permissions)).not.toContain('write')
  })
})

describe('workflow_run: a fork pull request reviewed from the privileged run', () => {
  it('green reports from the artifact pass; the review and the status land on the pull request head', async () => {
    const server = await start()
    const result = await run(server)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(result.outputs).toMatchObject({ gate: 'pass', 'tests-pass': 'true' })
    // The sticky summary comment lands on the pull request found over the API.
    expect(server.pull(PR)!.issueComments).toHaveLength(1)
    expect(server.statusesFor(repo.head).map((s) => s.state)).toEqual(['pending', 'success'])
    // The download followed GitHub's redirect to storage without the token.
    expect(server.storageRequests).toHaveLength(1)
    expect(server.storageRequests[0]!.headers.authorization).toBeUndefined()
    const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')
    expect(payload).toContain('Fix add')
  })

  it('without status-context the status is still set, as review-gate; none turns it off', async () => {
    const server = await start()
    const result = await run(server, { 'status-context': '' })
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(server.statusesFor(repo.head).map((s) => [s.context, s.state])).toEqual([
      ['review-gate', 'pending'],
      ['review-gate', 'success'],
    ])
    expect(server.violations).toEqual([])
    await server.close()
    const off = await start()
    const quiet = await run(off, { 'status-context': 'none' })
    expect(quiet.code, quiet.stdout + quiet.stderr).toBe(0)
    expect(off.statuses).toEqual([])
  })

  it('red reports fail with the tests blocker, and the status is failure', async () => {
    const server = await start({ reports: [{ name: 'reports/junit.xml', data: junit(true) }] })
    const result = await run(server)
    expect(result.code).toBe(1)
    expect(result.outputs['tests-pass']).toBe('false')
    expect(server.statusesFor(repo.head).at(-1)!.state).toBe('failure')
  })

  it('a newer push makes the run stale: no verdict, no status, nothing posted', async () => {
    const server = await start({ prHead: 'f'.repeat(40) })
    const result = await run(server)
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toMatch(/::notice::review-gate: nothing to decide: .*stale/)
    expect(server.statuses).toEqual([])
    expect(server.pull(PR)!.reviews).toHaveLength(0)
    expect(server.pull(PR)!.issueComments).toHaveLength(0)
    expect(result.outputs.gate).toBeUndefined()
  })

  it('a missing artifact makes the evidence unknown: the gate fails and names it', async () => {
    const server = await start({ reports: null })
    const result = await run(server)
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
    expect(result.summary).toMatch(/no artifact named "test-reports"/)
    expect(server.statusesFor(repo.head).at(-1)!.state).toBe('failure')
  })

  it('a hostile archive is refused and the gate fails; nothing lands outside the run folder', async () => {
    const server = await start({
      reports: [
        { name: 'junit.xml', data: junit(false) },
        { name: '../../escape.xml', data: junit(false) },
      ],
    })
    const result = await run(server)
    expect(result.code).toBe(1)
    expect(result.summary).toMatch(/was refused/)
    expect(existsSync(join(repo.dir, 'escape.xml'))).toBe(false)
  })

  it('a pull request that changes the workflow producing its reports is not trusted, unless the base config allows it', async () => {
    const headChanges = { '.github/workflows/ci.yml': 'on: pull_request\njobs: {}\n' }
    let server = await start({ headChanges })
    const refused = await run(server)
    expect(refused.code).toBe(1)
    expect(refused.summary).toMatch(/\.github\/workflows\/ci\.yml.*not trusted/s)
    await server.close()
    fake = null

    server = await start({ headChanges, baseConfig: 'evidence:\n  untrusted: allow\n' })
    const allowed = await run(server)
    expect(allowed.code, allowed.stdout).toBe(0)
    expect(allowed.summary).toMatch(/evidence\.untrusted: allow/)
  })

  it.each([
    ['package.json', '{"scripts":{"test":"exit 0"}}\n'],
    ['.npmrc', 'ignore-scripts=false\n'],
    ['pyproject.toml', '[tool.pytest.ini_options]\naddopts = "-p no:cacheprovider"\n'],
    ['tests/conftest.py', 'def pytest_collection_modifyitems(items): items.clear()\n'],
    ['Makefile', 'test:\n\ttrue\n'],
    ['build.gradle.kts', 'tasks.test { enabled = false }\n'],
  ])('a fork that changes %s (how its tests run) ships no trusted green', async (path, content) => {
    const server = await start({ headChanges: { [path]: content } })
    const result = await run(server)
    expect(result.code, result.stdout).toBe(1)
    expect(result.summary).toContain(path)
    expect(result.summary).toMatch(/not trusted/)
  })

  it("the summary and the payload say the reports came from the pull request's own CI run", async () => {
    const server = await start()
    const result = await run(server)
    expect(result.code, result.stdout).toBe(0)
    const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')
    for (const text of [payload, result.summary])
      expect(text).toMatch(
        /The test reports were produced by the pull request's own CI run \(run \d+/,
      )
  })

  it("the fork's test command never runs in the privileged job", async () => {
    const marker = join(repo?.dir ?? '/tmp', 'never')
    const server = await start({
      baseConfig: `evidence:\n  command: "node -e \\"require('fs').writeFileSync('ran', '')\\""\n`,
    })
    const result = await run(server)
    expect(existsSync(join(repo.dir, 'ran'))).toBe(false)
    expect(existsSync(marker)).toBe(false)
    expect(result.outputs.gate).toBe('pass')
  })

  it('never runs a probe in the privileged job, even with probes on in the base config (issue 24)', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'rg-e2e-wr-probe-')), 'probe-ran')
    const blocker = {
      verdict: 'CHANGES_REQUESTED',
      counts: { blocker: 1, major: 0, minor: 0 },
      issues: [
        {
          severity: 'blocker',
          category: 'correctness',
          file: 'src/add.ts',
          line: 1,
          message: 'add adds a stray zero.',
          fix: 'Drop the + 0.',
          confidence: 90,
          probe: { command: `touch ${marker}; exit 1`, expected: 'exits 1 while + 0 stands' },
        },
      ],
      strengths: [],
    }
    const server = await start({ baseConfig: 'probes: gate\n' })
    const result = await run(server, { 'model-command': replyScript(blocker) })
    expect(existsSync(marker), 'a probe ran in the privileged job').toBe(false)
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
    const review = JSON.parse(readFileSync(join(repo.dir, '.review-gate/out/review.json'), 'utf8'))
    expect(review.issues[0].probe_result).toMatchObject({ status: 'refused' })
    expect(review.issues[0].validated_by).toBeUndefined()
  })

  it('a CI run that was not for a pull request is not reviewed', async () => {
    const server = await start()
    const result = await runAction({
      workspace: repo.dir,
      eventName: 'workflow_run',
      event: workflowRunEvent({
        runId: RUN_ID,
        headSha: repo.head,
        headBranch: 'main',
        headOwner: OWNER,
        owner: OWNER,
        repo: REPO,
        event: 'push',
      }),
      inputs: { 'github-token': server.token, provider: 'command', 'model-command': 'false' },
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/not by a pull request/)
    expect(server.requestsFor('pulls/list')).toEqual([])
  })
})

describe('workflow_run: the review context comes from the head commit through the API', () => {
  // `add` changes inside its body; `total.ts`, untouched, still calls it.
  const baseFiles = {
    'src/add.ts': 'export function add(a: number, b: number): number {\n  return a + b\n}\n',
    'src/total.ts':
      "import { add } from './add'\n\nexport function total(xs: number[]): number {\n  return xs.reduce(add, 0)\n}\n",
  }
  const headChanges = {
    'src/add.ts':
      'export function add(a: number, b: number): number {\n  const sum = a + b\n  return sum\n}\n',
  }
  const payloadOf = () => readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')

  it('a fork pull request gets its enclosing scope and consumers from the head tree, fetched as data', async () => {
    const server = await start({ baseFiles, headChanges, headTree: 'full' })
    const result = await run(server)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    const payload = payloadOf()
    expect(payload).not.toContain('No repository context')
    expect(payload).toMatch(/#### Enclosing scopes \([1-9]\d*\)/)
    expect(payload).toContain('`src/add.ts:1`')
    expect(payload).toMatch(/#### Consumers \([1-9]\d*\)/)
    expect(payload).toContain('return xs.reduce(add, 0)')
    // Listed once at the pull request's head commit, recursively; every file a blob read.
    const listings = server.requestsFor('git/get-tree')
    expect(listings.map((r) => r.path)).toEqual([`/repos/${OWNER}/${REPO}/git/trees/${repo.head}`])
    expect(listings[0]!.query.recursive).toBeTruthy()
    expect(server.requestsFor('git/get-blob').length).toBeGreaterThanOrEqual(2)
    // The fork's files were never written into the privileged job's workspace.
    expect(readFileSync(join(repo.dir, 'src/add.ts'), 'utf8')).toBe(baseFiles['src/add.ts'])
    expect(result.outputs.gate).toBe('pass')
  })

  it('a listing GitHub truncates is searched as far as it goes, with a notice', async () => {
    const server = await start({ baseFiles, headChanges, headTree: 'truncated' })
    const result = await run(server)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(payloadOf()).toMatch(/Context notices:[\s\S]*listing was truncated by GitHub/)
  })

  it('a tree the API refuses is no context, said in the summary; the evidence still decides', async () => {
    const server = await start({ baseFiles, headChanges, headTree: 'full' })
    server.inject({ operationId: 'git/get-tree', status: 403, times: 10 })
    const result = await run(server)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(payloadOf()).toContain('No repository context')
    expect(result.summary).toMatch(
      /no repository context: the tree of the head [0-9a-f]{7} could not be listed/,
    )
    expect(server.requestsFor('git/get-blob')).toEqual([])
  })

  it('blobs the API refuses are named in a notice and not searched', async () => {
    const server = await start({ baseFiles, headChanges, headTree: 'full' })
    server.inject({ operationId: 'git/get-blob', status: 403, times: 100 })
    const result = await run(server)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    const payload = payloadOf()
    expect(payload).toMatch(
      /Context notices:[\s\S]*file\(s\) of the head commit \(GitHub API\) could not be read/,
    )
    expect(payload).not.toContain('return xs.reduce(add, 0)')
  })

  it('red reports stay red whatever the context: a truncated tree never turns the gate green', async () => {
    const server = await start({
      baseFiles,
      headChanges,
      headTree: 'truncated',
      reports: [{ name: 'junit.xml', data: junit(true) }],
    })
    const result = await run(server)
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('fail')
  })
})
