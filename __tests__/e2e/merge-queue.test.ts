/**
 * Issue 23, merge queues, through the committed dist/index.js against the fake GitHub: a pull
 * request is reviewed once (one model call, pass, its verdict signed into the summary comment);
 * the merge group of that one pull request, on a base that moved since, reuses the verdict with
 * no model call and posts nothing on the pull request; the group's own red tests still fail it;
 * a group whose change is not that pull request's patch, and a run that cannot check the
 * signature, are reviewed as usual (one call each). The model stand-in counts its calls.
 */
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeGitHub } from '../support/github/server.js'
import { actionStep, evaluatedMap, recipeBlock } from '../support/recipe-blocks.js'
import { parse } from 'yaml'
import { makeRepo, pullRequestEvent, runAction, type Repo } from './harness.js'

// The workflow exactly as the README prints it: its review-gate step's inputs drive every run.
const README_BLOCK = recipeBlock('README.md', {
  heading: 'Merge queues: a group of one reviewed pull request asks no model again',
})
const documentedWith = actionStep(README_BLOCK).with ?? {}

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 31
const SECRET = 'merge-queue-state-secret'

const CODE = [
  'export function total(prices: number[]): number {',
  '  return prices.reduce((sum, p) => sum + p, 0)',
  '}',
  '',
].join('\n')
const TEST = "import { total } from './total'\nit('adds', () => {})\n"
const junit = (failed: boolean) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/total.test.ts" tests="1" failures="${failed ? 1 : 0}"><testcase classname="src/total.test.ts" name="adds" time="0.01">${failed ? '<failure message="expected 6, got 5">at src/total.test.ts:2</failure>' : ''}</testcase></testsuite></testsuites>\n`

/** A model stand-in that approves and appends one line per call to its counter file. */
function model(): { command: string; calls: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-queue-'))
  const counter = join(dir, 'calls.log')
  const script = join(dir, 'model.mjs')
  writeFileSync(counter, '')
  writeFileSync(
    script,
    `import { appendFileSync } from 'node:fs'
process.stdin.resume()
process.stdin.on('end', () => {
  appendFileSync(${JSON.stringify(counter)}, 'call\\n')
  process.stdout.write(JSON.stringify({ verdict: 'APPROVED', counts: { blocker: 0, major: 0, minor: 0 }, strengths: ['small'], issues: [] }))
})
`,
  )
  return {
    command: `"${process.execPath}" "${script}"`,
    calls: () => readFileSync(counter, 'utf8').split('\n').filter(Boolean).length,
  }
}

function git(repo: Repo, args: string[]): string {
  return execFileSync('git', args, {
    cwd: repo.dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).trim()
}

/** A commit of `files` on top of `parent` (the checkout is left there). */
function commitOn(repo: Repo, parent: string, files: Record<string, string>): string {
  git(repo, ['checkout', '-q', '--detach', parent])
  for (const [path, content] of Object.entries(files)) writeFileSync(join(repo.dir, path), content)
  git(repo, ['add', '-A', '--', ...Object.keys(files)])
  git(repo, ['commit', '-q', '-m', `change ${Object.keys(files).join(', ')}`])
  return git(repo, ['rev-parse', 'HEAD'])
}

/**
 * The queue's merge commit of `head` onto `onto`, as GitHub builds a merge group; the fake
 * GitHub learns the commit (a status is set on it) through the group's comparison.
 */
function mergeGroupCommit(repo: Repo, base: string, onto: string, head: string): string {
  git(repo, ['checkout', '-q', '--detach', onto])
  git(repo, ['merge', '-q', '--no-ff', '-m', `Merge pull request #${PR}`, head])
  const group = git(repo, ['rev-parse', 'HEAD'])
  fake.addComparison({ base, head: group, diff: git(repo, ['diff', `${base}...${group}`]) + '\n' })
  return group
}

/** A real `merge_group` payload from @octokit/webhooks-examples, adjusted in SHAs, ref and names. */
function mergeGroupEvent(base: string, head: string, pull: number): unknown {
  const all = createRequire(import.meta.url)(
    '@octokit/webhooks-examples/api.github.com/index.json',
  ) as { name: string; examples: Record<string, unknown>[] }[]
  const example = structuredClone(all.find((e) => e.name === 'merge_group')!.examples[0]!) as {
    merge_group: Record<string, unknown>
    repository: { full_name: string; name: string; owner: { login: string } }
  }
  example.merge_group.base_sha = base
  example.merge_group.head_sha = head
  example.merge_group.head_ref = `refs/heads/gh-readonly-queue/main/pr-${pull}-${base}`
  example.repository.full_name = `${OWNER}/${REPO}`
  example.repository.name = REPO
  example.repository.owner.login = OWNER
  return example
}

let fake: FakeGitHub
// Whether this test started the fake (the workflow-shape test starts none).
let started = false
afterEach(async () => {
  if (!started) return
  started = false
  expect(fake.violations, 'every request must match the REST description').toEqual([])
  await fake.close()
})

describe("the README's merge-queue workflow", () => {
  it('runs on both events, with the permissions its calls need and the state secret', () => {
    const workflow = parse(README_BLOCK.text) as {
      on: Record<string, unknown>
      permissions: Record<string, string>
    }
    expect(Object.keys(workflow.on).sort()).toEqual(['merge_group', 'pull_request'])
    expect(workflow.permissions).toMatchObject({ 'pull-requests': 'write', statuses: 'write' })
    expect(documentedWith['state-secret']).toMatch(/secrets\./)
    expect(documentedWith['test-outcome']).toMatch(/steps\.tests\.outcome/)
  })
})

describe('merge queue: a group of one reviewed pull request asks no model (dist/index.js)', () => {
  it('reuses a signed pass with no model call, honours red group tests, reviews anything else', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    started = true
    const repo = makeRepo(
      { 'README.md': '# shop\n', 'src/cart.ts': 'export const cart = []\n' },
      { 'src/total.ts': CODE, 'src/total.test.ts': TEST },
    )
    mkdirSync(join(repo.dir, 'reports'), { recursive: true })
    // The test step's outcome goes with its reports, as `steps.tests.outcome` in the workflow.
    let testOutcome = 'success'
    const reports = (failed: boolean) => {
      testOutcome = failed ? 'failure' : 'success'
      writeFileSync(join(repo.dir, 'reports', 'junit.xml'), junit(failed))
    }
    reports(false)
    fake.addPullRequest({
      number: PR,
      baseSha: repo.base,
      headSha: repo.head,
      diff: git(repo, ['diff', `${repo.base}...${repo.head}`]) + '\n',
    })
    const stand = model()
    // An unset secret is the empty string in the runner's expressions.
    const inputs = (secret: string | null) => ({
      ...evaluatedMap(
        documentedWith,
        {
          'steps.tests.outcome': testOutcome,
          'secrets.REVIEW_GATE_STATE_SECRET': secret ?? '',
        },
        `README.md:${README_BLOCK.line}`,
      ),
      'github-token': fake.token,
      provider: 'command',
      'model-command': stand.command,
    })
    const writes = () =>
      ['issues/create-comment', 'issues/update-comment', 'pulls/create-review']
        .map((op) => fake.requestsFor(op).length)
        .reduce((a, b) => a + b, 0)
    // Each run gets its own runner temp folder (the harness's default): no reply cache is shared,
    // as actions/cache keeps a pull request's entries from the queue's branch.
    const run = async (event: unknown, eventName: string, secret: string | null = SECRET) => {
      const before = stand.calls()
      const result = await runAction({
        workspace: repo.dir,
        event,
        eventName,
        inputs: inputs(secret),
        apiUrl: fake.url,
        repository: `${OWNER}/${REPO}`,
      })
      return { ...result, calls: stand.calls() - before, text: result.stdout + result.summary }
    }

    // The pull request: one model call, a pass, its verdict signed into the summary comment.
    const reviewed = await run(
      pullRequestEvent({ number: PR, base: repo.base, head: repo.head, owner: OWNER, repo: REPO }),
      'pull_request',
    )
    expect(reviewed.outputs.gate, reviewed.text).toBe('pass')
    expect(reviewed.calls).toBe(1)
    const sticky = fake.pull(PR)!.issueComments.find((c) => c.login === 'github-actions[bot]')!
    expect(sticky.body).toMatch(/"verdict":\{"outcome":"passed","patch":"[0-9a-f]{64}"/)
    expect(sticky.body).toMatch(/ hmac-sha256:[0-9a-f]{64} -->/)
    const stickyAfterReview = sticky.body

    // main moves on (another file), then the queue merges the pull request onto it.
    const main = commitOn(repo, repo.base, { 'README.md': '# shop\n\nSells things.\n' })
    const group = mergeGroupCommit(repo, main, main, repo.head)
    const writesBefore = writes()
    const reused = await run(mergeGroupEvent(main, group, PR), 'merge_group')
    expect(reused.calls, reused.text).toBe(0)
    expect(reused.code, reused.text + reused.stderr).toBe(0)
    expect(reused.outputs.gate).toBe('pass')
    expect(reused.summary).toContain(
      `verdict reused from pull request #${PR}'s review at ${repo.head.slice(0, 12)} (patch identical); no model call`,
    )
    // Nothing is posted on the pull request: its summary comment still holds its own review.
    expect(writes()).toBe(writesBefore)
    expect(sticky.body).toBe(stickyAfterReview)
    const groupStatuses = fake.statuses.filter((s) => s.sha === group)
    expect(groupStatuses.at(-1)).toMatchObject({ state: 'success', context: 'review-gate' })

    // The group's own tests are red: the reused verdict does not pass it.
    reports(true)
    const red = await run(mergeGroupEvent(main, group, PR), 'merge_group')
    expect(red.calls).toBe(0)
    expect(red.outputs.gate, red.text).toBe('fail')
    expect(red.summary).toContain('verdict reused from pull request')
    expect(red.summary).toMatch(/touched tests are failing/)
    expect(fake.statuses.filter((s) => s.sha === group).at(-1)).toMatchObject({ state: 'failure' })
    reports(false)

    // A group that holds another pull request's change too: a normal review, one call, and why.
    const other = commitOn(repo, main, { 'src/cart.ts': 'export const cart: string[] = []\n' })
    const both = mergeGroupCommit(repo, main, other, repo.head)
    const wider = await run(mergeGroupEvent(main, both, PR), 'merge_group')
    expect(wider.calls).toBe(1)
    expect(wider.outputs.gate, wider.text).toBe('pass')
    expect(wider.text).toContain(
      "Merge group reviewed afresh: the merge group's change is not the patch",
    )
    expect(wider.summary).not.toContain('verdict reused')

    // Without state-secret the state's signature is not checked: nothing proves the review.
    git(repo, ['checkout', '-q', '--detach', group])
    const unsigned = await run(mergeGroupEvent(main, group, PR), 'merge_group', null)
    expect(unsigned.calls).toBe(1)
    expect(unsigned.text).toContain('review state is not signed')
    expect(writes()).toBe(writesBefore)
  }, 180_000)
})
