/**
 * End to end from dist/index.js over the life of one pull request (issue 14), against the fake
 * GitHub: push 1 posts its findings; push 2 fixes one (its thread is resolved) and the survivor,
 * reworded, is not posted again; a non-collaborator's dismissal and a re-run change nothing; a
 * maintainer's dismissal and a re-run turn the gate green; red tests on push 3 give a tests blocker
 * that a maintainer's dismissal cannot waive. The model stand-in logs every call it answers.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { splitDiff } from '../support/github/diff-files.js'
import { threadResolved } from '../support/github/graphql-handler.js'
import { FakeGitHub } from '../support/github/server.js'
import { makeRepo, pullRequestEvent, runAction, type Repo } from './harness.js'

const OWNER = 'octo-org'
const REPO = 'octo-repo'
const PR = 31

const SEARCH_V1 = [
  "import { db } from './db'",
  '',
  'export async function searchOrders(name: string, pageSize: number) {',
  '  return db.query("SELECT id FROM orders WHERE name = \'" + name + "\' LIMIT " + pageSize)',
  '}',
  '',
].join('\n')
const SEARCH_V2 = [
  "import { db } from './db'",
  '',
  'export async function searchOrders(name: string, pageSize: number) {',
  "  return db.query('SELECT id FROM orders WHERE name = $1 LIMIT $2', [name, pageSize])",
  '}',
  '',
].join('\n')
const TEST = "import { searchOrders } from './search'\nit('finds', async () => {})\n"
const junit = (failed: boolean) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="src/search.test.ts" tests="1" failures="${failed ? 1 : 0}"><testcase classname="src/search.test.ts" name="finds" time="0.01">${failed ? '<failure message="expected 1 row, got 0">at src/search.test.ts:2</failure>' : ''}</testcase></testsuite></testsuites>\n`

/**
 * Push 1: a SQL blocker and an unbounded page size. Later pushes: the blocker is resolved by its
 * id, the page size is reported again in other words with its prior_id.
 */
function model(): { command: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-pushes-'))
  const log = join(dir, 'calls.log')
  const script = join(dir, 'model.mjs')
  writeFileSync(
    script,
    `import { appendFileSync } from 'node:fs'
let input = ''
process.stdin.on('data', (d) => (input += d))
process.stdin.on('end', () => {
  const prior = input.split('\\n### Open findings from the previous review\\n')[1]
  const ids = prior ? [...prior.matchAll(/"id": "(RG-[A-Z2-7]{6})",\\s*"severity": "(\\w+)"/g)] : []
  appendFileSync(${JSON.stringify(log)}, (prior ? 're-review ' + ids.map((m) => m[1]).join(',') : 'first') + '\\n')
  const issue = (severity, category, line, message, extra) => ({ severity, category, file: 'src/search.ts', line, message, fix: 'see message', confidence: 90, ...extra })
  const reply = prior
    ? {
        issues: ids.filter((m) => m[2] === 'major').map((m) => issue('major', 'scalability', 3, 'Nothing caps pageSize, so one call can read every order.', { prior_id: m[1] })),
        resolved: ids.filter((m) => m[2] === 'blocker').map((m) => ({ id: m[1], reason: 'bound parameters on line 4' })),
      }
    : {
        issues: [
          issue('blocker', 'security', 4, 'The name is concatenated into the SQL text.'),
          issue('major', 'scalability', 3, 'pageSize has no upper bound, so a request can read the whole table.'),
        ],
      }
  const counts = { blocker: 0, major: 0, minor: 0 }
  for (const i of reply.issues) counts[i.severity]++
  process.stdout.write(JSON.stringify({ verdict: reply.issues.length ? 'CHANGES_REQUESTED' : 'APPROVED', counts, strengths: [], ...reply }))
})
`,
  )
  return { command: `"${process.execPath}" "${script}"`, log }
}

function commit(repo: Repo, files: Record<string, string>, message: string): string {
  for (const [path, content] of Object.entries(files)) writeFileSync(join(repo.dir, path), content)
  const git = (args: string[]) =>
    execFileSync('git', args, {
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
  git(['add', '-A', 'src'])
  git(['commit', '-q', '-m', message])
  return git(['rev-parse', 'HEAD'])
}

function diff(repo: Repo, head: string): string {
  return (
    execFileSync('git', ['diff', `${repo.base}...${head}`], { cwd: repo.dir, encoding: 'utf8' }) +
    '\n'
  )
}

let fake: FakeGitHub
afterEach(async () => {
  expect(fake.violations, 'every request must match the REST and GraphQL descriptions').toEqual([])
  await fake.close()
})

describe('a pull request over several pushes (dist/index.js)', () => {
  it('re-reviews, resolves fixed threads, honours a maintainer dismissal and never waives red tests', async () => {
    fake = await FakeGitHub.start({ owner: OWNER, repo: REPO })
    const repo = makeRepo(
      { 'src/db.ts': 'export const db = { query: async (..._a: unknown[]) => [] }\n' },
      {
        'src/search.ts': SEARCH_V1,
        'src/search.test.ts': TEST,
      },
    )
    mkdirSync(join(repo.dir, 'reports'), { recursive: true })
    writeFileSync(join(repo.dir, 'reports', 'junit.xml'), junit(false))
    const pull = fake.addPullRequest({
      number: PR,
      baseSha: repo.base,
      headSha: repo.head,
      diff: diff(repo, repo.head),
    })
    const stand = model()
    const calls = () => readFileSync(stand.log, 'utf8').trim().split('\n')
    const perPush: number[] = []
    // One runner temp folder across the runs, as actions/cache restores the review-gate cache on
    // a re-run: the test evidence and the reply cache live there.
    const runnerTemp = mkdtempSync(join(tmpdir(), 'rg-pushes-runner-'))
    const run = async (head: string) => {
      pull.headSha = head
      pull.diff = diff(repo, head)
      pull.split = splitDiff(pull.diff)
      const before = safeCount()
      const result = await runAction({
        workspace: repo.dir,
        event: pullRequestEvent({ number: PR, base: repo.base, head, owner: OWNER, repo: REPO }),
        inputs: {
          'github-token': fake.token,
          'test-reports': 'reports/*.xml',
          provider: 'command',
          'model-command': stand.command,
          'output-dir': '.review-gate/out',
        },
        apiUrl: fake.url,
        repository: `${OWNER}/${REPO}`,
        env: { RUNNER_TEMP: runnerTemp },
      })
      perPush.push(safeCount() - before)
      const review = JSON.parse(
        readFileSync(join(repo.dir, '.review-gate/out/review.json'), 'utf8'),
      )
      const sticky = pull.issueComments.find((c) => c.login === 'github-actions[bot]')?.body ?? ''
      const payload = readFileSync(join(repo.dir, '.review-gate/out/payload.md'), 'utf8')
      return { result, review, sticky, payload }
    }
    const safeCount = () => {
      try {
        return calls().length
      } catch {
        return 0
      }
    }

    // Push 1: two findings, posted inline.
    const one = await run(repo.head)
    expect(one.result.outputs, one.result.stdout + one.result.stderr).toMatchObject({
      gate: 'fail',
      blocker: '1',
      major: '1',
    })
    expect(pull.reviewComments).toHaveLength(2)
    const [sqlId, pageId] = ['security', 'scalability'].map(
      (c) => one.review.issues.find((f: { category: string }) => f.category === c).id as string,
    )
    expect(sqlId).toMatch(/^RG-[A-Z2-7]{6}$/)
    expect(one.sticky).toContain('review-gate:findings:v1')

    // Push 2: the SQL blocker fixed and resolved; the page size reworded, same id, not re-posted.
    const head2 = commit(repo, { 'src/search.ts': SEARCH_V2 }, 'bind parameters')
    const two = await run(head2)
    expect(calls().at(-1)).toBe(`re-review ${sqlId},${pageId}`)
    expect(two.result.outputs).toMatchObject({ gate: 'fail', blocker: '0', major: '1' })
    expect(two.review.issues.map((f: { id: string }) => f.id)).toEqual([pageId])
    expect(two.review.closed).toEqual([
      expect.objectContaining({ id: sqlId, status: 'resolved', resolved_in: head2 }),
    ])
    expect(pull.reviewComments).toHaveLength(2)
    expect(fake.requestsFor('pulls/create-review')).toHaveLength(1)
    const sqlComment = pull.reviewComments.find((c) => c.line === 4)!
    const pageComment = pull.reviewComments.find((c) => c.line === 3)!
    expect(threadResolved(pull, sqlComment.id)).toBe(true)
    expect(threadResolved(pull, pageComment.id)).toBe(false)
    expect(two.sticky).toContain(`fixed in ${head2.slice(0, 12)}`)

    // A non-collaborator's dismissal and a re-run: nothing changes.
    fake.seedIssueComment(PR, `/review-gate dismiss ${pageId} I do not like it`, 'drive-by')
    const three = await run(head2)
    expect(three.result.outputs).toMatchObject({ gate: 'fail', major: '1' })
    expect(three.result.summary).toContain(`dismiss ${pageId} by drive-by ignored`)
    // A re-run on the same commit is made against the same previous review: the same payload,
    // so a reply cache keyed on it would answer without a model call.
    expect(three.payload).toBe(two.payload)

    // A maintainer's dismissal and a re-run: green, the summary says who, why and when.
    fake.collaborators.set('lead-dev', 'maintain')
    const dismissal = fake.seedIssueComment(
      PR,
      `Checked with the gateway team.\n/review-gate dismiss ${pageId} the API gateway caps page sizes at 100`,
      'lead-dev',
    )
    const four = await run(head2)
    expect(four.result.code, four.result.stdout).toBe(0)
    expect(four.result.outputs).toMatchObject({ gate: 'pass', blocker: '0', major: '0' })
    expect(four.review.closed).toContainEqual(
      expect.objectContaining({
        id: pageId,
        status: 'dismissed',
        dismissal: {
          by: 'lead-dev',
          reason: 'the API gateway caps page sizes at 100',
          at: dismissal.createdAt,
        },
      }),
    )
    expect(four.sticky).toContain(`dismissed by lead-dev on ${dismissal.createdAt}`)
    expect(fake.requestsFor('repos/get-collaborator-permission-level').length).toBeGreaterThan(0)
    expect(four.payload).toBe(two.payload)

    // Push 3: red tests. The tests blocker cannot be dismissed, even by an admin.
    writeFileSync(join(repo.dir, 'reports', 'junit.xml'), junit(true))
    const head3 = commit(repo, { 'src/search.test.ts': `${TEST}// more\n` }, 'red test')
    const five = await run(head3)
    expect(five.result.outputs).toMatchObject({ gate: 'fail', 'tests-pass': 'false' })
    const testsId = five.review.issues.find(
      (f: { category: string; severity: string }) =>
        f.category === 'tests' && f.severity === 'blocker',
    ).id as string
    fake.collaborators.set('owner-1', 'admin')
    fake.seedIssueComment(PR, `/review-gate dismiss ${testsId} flaky on CI`, 'owner-1')
    const six = await run(head3)
    expect(six.result.outputs).toMatchObject({ gate: 'fail', 'tests-pass': 'false' })
    expect(six.review.issues.map((f: { id: string }) => f.id)).toContain(testsId)
    expect(six.result.summary).toContain('tests blocker cannot be dismissed')
    // The page-size dismissal still holds on later pushes.
    expect(six.review.closed).toContainEqual(
      expect.objectContaining({ id: pageId, status: 'dismissed' }),
    )

    // A re-run on the same commit sends the same payload: the reply cache answers it, so the
    // dismissal turns the gate green with no model call at all.
    console.log(`model calls per run: ${perPush.join(', ')}`)
    expect(perPush).toEqual([1, 1, 0, 0, 1, 0])
    expect(four.result.summary).toContain('reply cache HIT')
  }, 120_000)
})
