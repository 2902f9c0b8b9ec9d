/**
 * Runs the committed bundle as GitHub runs it: `node dist/index.js` with INPUT_* variables, a real
 * pull_request event payload, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, GITHUB_API_URL at the
 * fake GitHub on 127.0.0.1, and a git repository with base and head commits as the workspace.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
export const ROOT = join(import.meta.dirname, '..', '..')
export const DIST = join(ROOT, 'dist', 'index.js')

export interface Repo {
  dir: string
  base: string
  head: string
}

function git(dir: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e.st',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e.st',
    },
  }).trim()
}

function writeTree(dir: string, files: Record<string, string | null>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path)
    if (content === null) {
      execFileSync('rm', ['-f', full])
      continue
    }
    mkdirSync(dirname(full), { recursive: true })
    writeFileSync(full, content)
  }
}

/** A repository with a base commit and a head commit on top of it. */
export function makeRepo(
  baseFiles: Record<string, string>,
  headChanges: Record<string, string | null>,
): Repo {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-repo-'))
  git(dir, ['init', '-q', '-b', 'main'])
  writeTree(dir, baseFiles)
  git(dir, ['add', '-A'])
  git(dir, ['commit', '-q', '-m', 'base'])
  const base = git(dir, ['rev-parse', 'HEAD'])
  writeTree(dir, headChanges)
  git(dir, ['add', '-A'])
  git(dir, ['commit', '-q', '-m', 'head', '--allow-empty'])
  const head = git(dir, ['rev-parse', 'HEAD'])
  return { dir, base, head }
}

export function diffOf(repo: Repo): string {
  return git(repo.dir, ['diff', `${repo.base}...${repo.head}`]) + '\n'
}

interface ExampleEvent {
  action: string
  pull_request: Record<string, unknown> & {
    number: number
    title: string
    body: string | null
    base: {
      sha: string
      repo: { full_name: string; fork: boolean; owner: { login: string }; name: string }
    }
    head: {
      sha: string
      repo: { full_name: string; fork: boolean; owner: { login: string }; name: string }
    }
  }
  repository: { full_name: string; name: string; owner: { login: string } }
  number: number
}

/**
 * A real `pull_request` payload from @octokit/webhooks-examples, adjusted only in SHAs, numbers,
 * repository names, title and body.
 */
export function pullRequestEvent(input: {
  action?: string
  number: number
  base: string
  head: string
  owner: string
  repo: string
  title?: string
  body?: string
  fork?: boolean
}): ExampleEvent {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string
    examples: ExampleEvent[]
  }[]
  const examples = all.find((e) => e.name === 'pull_request')!.examples
  const example = structuredClone(
    examples.find((e) => e.action === (input.action ?? 'synchronize'))!,
  )
  const pr = example.pull_request
  example.number = input.number
  pr.number = input.number
  pr.base.sha = input.base
  pr.head.sha = input.head
  if (input.title !== undefined) pr.title = input.title
  if (input.body !== undefined) pr.body = input.body
  for (const side of [pr.base.repo, example.repository]) {
    side.full_name = `${input.owner}/${input.repo}`
    side.name = input.repo
    side.owner.login = input.owner
  }
  pr.head.repo.full_name = input.fork ? `forker/${input.repo}` : `${input.owner}/${input.repo}`
  pr.head.repo.name = input.repo
  pr.head.repo.owner.login = input.fork ? 'forker' : input.owner
  pr.head.repo.fork = input.fork ?? false
  return example
}

export interface RunResult {
  code: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

/** Parses the GITHUB_OUTPUT file (`name<<delimiter` blocks, as the runner reads them). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!)
    if (!match) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i]!)
    out[match[1]!] = value.join('\n')
  }
  return out
}

export async function runAction(input: {
  workspace: string
  event: unknown
  eventName?: string
  inputs: Record<string, string>
  apiUrl: string
  repository: string
  env?: Record<string, string>
}): Promise<RunResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'rg-e2e-run-'))
  const eventPath = join(scratch, 'event.json')
  const outputPath = join(scratch, 'output.txt')
  const summaryPath = join(scratch, 'summary.md')
  writeFileSync(eventPath, JSON.stringify(input.event))
  writeFileSync(outputPath, '')
  writeFileSync(summaryPath, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? scratch,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: input.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: input.apiUrl,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_REPOSITORY: input.repository,
    GITHUB_WORKSPACE: input.workspace,
    RUNNER_TEMP: scratch,
    ...input.env,
  }
  for (const [name, value] of Object.entries(input.inputs))
    env[`INPUT_${name.toUpperCase()}`] = value
  const child = spawn(process.execPath, [DIST], { cwd: input.workspace, env })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')))
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)))
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
  }
}

/** A model stand-in for provider `command`: a real process printing a recorded reply. */
export function replyScript(reply: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-model-'))
  const replyPath = join(dir, 'reply.json')
  writeFileSync(replyPath, typeof reply === 'string' ? reply : JSON.stringify(reply))
  const script = join(dir, 'model.mjs')
  writeFileSync(
    script,
    [
      "import { readFileSync } from 'node:fs'",
      'let input = ""',
      'process.stdin.on("data", (d) => (input += d))',
      'process.stdin.on("end", () => {',
      '  if (!input.includes("## Diff")) { console.error("no payload on stdin"); process.exit(9) }',
      `  process.stdout.write(readFileSync(${JSON.stringify(replyPath)}, "utf8"))`,
      '})',
    ].join('\n'),
  )
  return `"${process.execPath}" "${script}"`
}

/** A model stand-in that fails the way a broken CLI does: a message on stderr and exit 7. */
export function failingModelScript(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-model-'))
  const script = join(dir, 'down.mjs')
  writeFileSync(
    script,
    'process.stdin.resume()\nprocess.stdin.on("end", () => { console.error("model service unavailable"); process.exit(7) })\n',
  )
  return `"${process.execPath}" "${script}"`
}

/** A real `push` payload from @octokit/webhooks-examples, adjusted only in SHAs and names. */
export function pushEvent(input: {
  before: string
  after: string
  owner: string
  repo: string
}): unknown {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string
    examples: Record<string, unknown>[]
  }[]
  const example = structuredClone(all.find((e) => e.name === 'push')!.examples[0]!) as {
    before: string
    after: string
    created: boolean
    deleted: boolean
    repository: { full_name: string; name: string; owner: { login: string; name?: string } }
  }
  example.before = input.before
  example.after = input.after
  example.created = false
  example.deleted = false
  example.repository.full_name = `${input.owner}/${input.repo}`
  example.repository.name = input.repo
  example.repository.owner.login = input.owner
  example.repository.owner.name = input.owner
  return example
}

/**
 * A real `workflow_run` (completed) payload from @octokit/webhooks-examples, adjusted to a CI run
 * of a pull request: its id, head commit and branch, head repository (a fork's for forks) and
 * workflow path. `pull_requests` stays empty, as GitHub sends it for forks.
 */
export function workflowRunEvent(input: {
  runId: number
  headSha: string
  headBranch: string
  headOwner: string
  owner: string
  repo: string
  event?: string
  path?: string
}): unknown {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as {
    name: string
    examples: Record<string, unknown>[]
  }[]
  const examples = all.find((e) => e.name === 'workflow_run')!.examples
  const example = structuredClone(examples.find((e) => e.action === 'completed')!) as {
    workflow_run: Record<string, unknown> & {
      head_repository: { full_name: string; name: string; owner: { login: string } }
      repository: { full_name: string; name: string; owner: { login: string } }
    }
    repository: { full_name: string; name: string; owner: { login: string } }
  }
  const run = example.workflow_run
  run.id = input.runId
  run.event = input.event ?? 'pull_request'
  run.status = 'completed'
  run.conclusion = 'success'
  run.head_sha = input.headSha
  run.head_branch = input.headBranch
  run.path = input.path ?? '.github/workflows/ci.yml'
  run.pull_requests = []
  for (const side of [example.repository, run.repository]) {
    side.full_name = `${input.owner}/${input.repo}`
    side.name = input.repo
    side.owner.login = input.owner
  }
  run.head_repository.full_name = `${input.headOwner}/${input.repo}`
  run.head_repository.name = input.repo
  run.head_repository.owner.login = input.headOwner
  return example
}

/**
 * A model stand-in for a sharded review: it answers each payload with one finding on the first
 * file of the diff it was sent, so every shard's finding names a file of its own slice.
 */
export function firstFileFindingScript(severity: 'blocker' | 'major' | 'minor' = 'minor'): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-e2e-model-'))
  const script = join(dir, 'first-file.mjs')
  writeFileSync(
    script,
    [
      'let input = ""',
      'process.stdin.on("data", (d) => (input += d))',
      'process.stdin.on("end", () => {',
      '  const file = /diff --git a\\/(\\S+) b\\//.exec(input)?.[1]',
      '  if (!file) { console.error("no diff in the payload"); process.exit(9) }',
      `  const counts = { blocker: 0, major: 0, minor: 0, ${JSON.stringify(severity)}: 1 }`,
      '  process.stdout.write(JSON.stringify({ verdict: "CHANGES_REQUESTED", counts, strengths: [],',
      `    issues: [{ severity: ${JSON.stringify(severity)}, category: "logic", file, line: 1,`,
      '      message: `The first line of ${file} repeats a constant defined elsewhere.`, fix: "Import it." }] }))',
      '})',
    ].join('\n'),
  )
  return `"${process.execPath}" "${script}"`
}
