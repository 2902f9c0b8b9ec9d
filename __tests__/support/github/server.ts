/**
 * A fake GitHub REST API on 127.0.0.1 for tests: in-memory pull requests, diffs, files, reviews,
 * review comments and issue comments, answering with GitHub's shapes, status codes and `Link`
 * pagination. Every request is checked against GitHub's OpenAPI description (the committed subset
 * in fixtures/openapi-subset.json): route, method, path and query parameters, body fields and
 * types. A request that breaks it is answered 422 and recorded in `violations`; so is any response
 * of the fake's own that breaks the response schema. Tests assert `violations` is empty.
 *
 * Behaviour worth knowing:
 * - the token's permissions are modelled (`permissions`): a missing one is a 403 with GitHub's
 *   `x-accepted-github-permissions` header, like a fork pull request's read-only token;
 * - a diff over 300 files or 20,000 lines (or `tooLarge`) is a 406, as GitHub does;
 * - review comments must land on a new-side line of the diff, or the whole review is a 422;
 * - `inject` makes matching requests fail with any status, headers and body, or hang (never
 *   answered), optionally after some succeed (`after`); ./faults.ts has GitHub's real failures.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { splitDiff, type SplitDiff } from './diff-files.js'
import type {
  ComparisonSeed,
  ComparisonState,
  FakeGitHubOptions,
  InjectedFailure,
  PullRequestSeed,
  PullState,
  ArtifactSeed,
  RecordedRequest,
  StoredArtifact,
  StoredTree,
  StoredStatus,
  TokenPermissions,
} from './types.js'
import { checkRequest } from './request-check.js'
import { loadSubset, validate, type OperationSpec } from './schema.js'
import type { RepoRef, Site, StoredIssue, StoredIssueComment } from './shapes.js'
import { routeRequest, type Ctx } from './handlers.js'
import { handleGraphql, type GraphqlHost } from './graphql-handler.js'

export type * from './types.js'

const DEFAULT_PERMISSIONS: TokenPermissions = {
  pull_requests: 'write',
  issues: 'write',
  contents: 'read',
  statuses: 'write',
  actions: 'read',
}

interface Route {
  spec: OperationSpec
  pattern: RegExp
  names: string[]
}

function compileRoutes(): Route[] {
  return Object.values(loadSubset().operations).map((spec) => {
    const names: string[] = []
    const source = spec.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const m = /^\{([^}]+)\}$/.exec(part)
        if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(m[1] ?? '')
        return '([^/]+?)'
      })
      .join('')
    return { spec, pattern: new RegExp(`^${source}$`), names }
  })
}

function withoutPatch(split: SplitDiff, paths: string[] | undefined): SplitDiff {
  if (!paths?.length) return split
  const drop = new Set(paths)
  return {
    ...split,
    files: split.files.map((f) => {
      if (!drop.has(f.filename)) return f
      const copy = { ...f }
      delete copy.patch
      return copy
    }),
  }
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = []
  readonly violations: string[] = []
  readonly token: string
  readonly login: string
  readonly owner: string
  readonly repo: string
  permissions: TokenPermissions
  private readonly pulls = new Map<string, PullState>()
  private readonly comparisons = new Map<string, ComparisonState>()
  private readonly issues = new Map<string, StoredIssue>()
  /** Every commit status created, oldest first (GitHub keeps them all; the latest per context wins). */
  readonly statuses: StoredStatus[] = []
  readonly artifacts: StoredArtifact[] = []
  /** Trees by commit, as the git trees API lists them (recursive), and the blobs they name. */
  readonly trees = new Map<string, StoredTree>()
  readonly blobs = new Map<string, Buffer>()
  /**
   * Repository roles by login (admin, maintain, write, triage, read). Anyone else reads the
   * repository as the public does: role read.
   */
  readonly collaborators = new Map<string, string>()
  /** Requests the artifact storage received (it is another origin, like GitHub's blob storage). */
  readonly storageRequests: { path: string; headers: Record<string, string> }[] = []
  private storage: Server | null = null
  private storageBase = ''
  private readonly injected: (InjectedFailure & { passed: number })[] = []
  private readonly routes = compileRoutes()
  private nextId = 1_000
  private tick = 0
  private server: Server | null = null
  private base = ''

  private constructor(options: FakeGitHubOptions) {
    this.token = options.token ?? 'test-token'
    this.login = options.login ?? 'github-actions[bot]'
    this.owner = options.owner ?? 'octo-org'
    this.repo = options.repo ?? 'octo-repo'
    this.permissions = { ...DEFAULT_PERMISSIONS, ...options.permissions }
  }

  static async start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
    const fake = new FakeGitHub(options)
    const server = createServer((req, res) => {
      fake.handle(req, res).catch((error: unknown) => {
        fake.violations.push(`fake crashed on ${req.method} ${req.url}: ${String(error)}`)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: 'fake server error' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const storage = createServer((req, res) => fake.serveStorage(req, res))
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve))
    fake.storage = storage
    fake.storageBase = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`
    fake.server = server
    fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return fake
  }

  /** The API root, for `GITHUB_API_URL` or the client's `baseUrl`. */
  get url(): string {
    return this.base
  }

  get site(): Site {
    return { api: this.base, web: `${this.base}/web` }
  }

  async close(): Promise<void> {
    const storage = this.storage
    this.storage = null
    if (storage) {
      storage.closeAllConnections()
      await new Promise<void>((resolve) => storage.close(() => resolve()))
    }
    const server = this.server
    this.server = null
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private key(owner: string | undefined, repo: string | undefined, rest: string): string {
    return `${(owner ?? this.owner).toLowerCase()}/${(repo ?? this.repo).toLowerCase()}#${rest}`
  }

  addPullRequest(seed: PullRequestSeed): PullState {
    const state: PullState = {
      number: seed.number,
      baseSha: seed.baseSha,
      headSha: seed.headSha,
      title: seed.title ?? `Pull request ${seed.number}`,
      body: seed.body ?? '',
      headRef: seed.headRef ?? `feature-${seed.number}`,
      headRepo:
        seed.headRepo === undefined
          ? `${seed.owner ?? this.owner}/${seed.repo ?? this.repo}`
          : seed.headRepo,
      state: seed.state ?? 'open',
      diff: seed.diff,
      split: withoutPatch(splitDiff(seed.diff), seed.withoutPatch),
      tooLarge: seed.tooLarge ?? false,
      reviews: [],
      reviewComments: [],
      issueComments: [],
    }
    this.pulls.set(this.key(seed.owner, seed.repo, String(seed.number)), state)
    return state
  }

  addComparison(seed: ComparisonSeed): ComparisonState {
    const state: ComparisonState = {
      base: seed.base,
      head: seed.head,
      diff: seed.diff,
      split: withoutPatch(splitDiff(seed.diff), seed.withoutPatch),
      tooLarge: seed.tooLarge ?? false,
    }
    this.comparisons.set(this.key(seed.owner, seed.repo, `${seed.base}...${seed.head}`), state)
    return state
  }

  pull(number: number, owner?: string, repo?: string): PullState | undefined {
    return this.pulls.get(this.key(owner, repo, String(number)))
  }

  pullsOf(owner?: string, repo?: string): PullState[] {
    const prefix = this.key(owner, repo, '')
    return [...this.pulls].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v)
  }

  comparison(
    base: string,
    head: string,
    owner?: string,
    repo?: string,
  ): ComparisonState | undefined {
    return this.comparisons.get(this.key(owner, repo, `${base}...${head}`))
  }

  /** Makes the next `times` matching requests fail; validation still runs first. */
  inject(failure: InjectedFailure): void {
    this.injected.push({ times: 1, ...failure, passed: 0 })
  }

  /** A comment someone else wrote, for dedupe and sticky tests. */
  /** An issue the pull request may close (`Closes #n`), readable with issues/get. */
  addIssue(number: number, title: string, body: string): void {
    this.issues.set(this.key(undefined, undefined, String(number)), {
      number,
      title,
      body,
      state: 'open',
      login: 'octocat',
      createdAt: this.now(),
    })
  }

  issue(number: number, owner?: string, repo?: string): StoredIssue | undefined {
    return this.issues.get(this.key(owner, repo, String(number)))
  }

  seedIssueComment(number: number, body: string, login = 'someone'): StoredIssueComment {
    const pull = this.requirePull(number)
    const at = this.now()
    const comment = {
      id: this.newId(),
      issueNumber: number,
      body,
      login,
      createdAt: at,
      updatedAt: at,
    }
    pull.issueComments.push(comment)
    return comment
  }

  /** Whether `sha` is a commit the fake knows: a seeded pull request's or comparison's ends. */
  knowsCommit(sha: string): boolean {
    return (
      [...this.pulls.values()].some((p) => p.headSha === sha || p.baseSha === sha) ||
      [...this.comparisons.values()].some((c) => c.head === sha || c.base === sha)
    )
  }

  /**
   * The tree of `commit` for the git trees and blobs API: every file a blob named by its git
   * object id. `truncated` cuts the listing in half and says so, as GitHub does past its limit.
   */
  addTree(commit: string, files: Record<string, string | Buffer>, truncated = false): StoredTree {
    const entries = Object.entries(files)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, data]) => {
        const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8')
        const sha = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
        this.blobs.set(sha, bytes)
        return { path, sha, size: bytes.length }
      })
    const tree = {
      entries: truncated ? entries.slice(0, Math.ceil(entries.length / 2)) : entries,
      truncated,
    }
    this.trees.set(commit, tree)
    return tree
  }

  addArtifact(seed: ArtifactSeed): StoredArtifact {
    const artifact = { ...seed, id: this.newId() }
    this.artifacts.push(artifact)
    return artifact
  }

  /** The pre-signed storage URL GitHub redirects an artifact download to. */
  storageUrlFor(artifact: StoredArtifact): string {
    return `${this.storageBase}/artifacts/${artifact.id}.zip?sig=fake-signature`
  }

  private serveStorage(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.storageBase)
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    )
    this.storageRequests.push({ path: url.pathname, headers })
    if (headers.authorization) {
      this.violations.push(`artifact storage received an Authorization header on ${url.pathname}`)
      res.writeHead(400).end('credentials are not accepted here')
      return
    }
    const id = Number(/^\/artifacts\/(\d+)\.zip$/.exec(url.pathname)?.[1])
    const artifact = this.artifacts.find((a) => a.id === id)
    if (!artifact || url.searchParams.get('sig') !== 'fake-signature') {
      res.writeHead(403).end('signature does not match')
      return
    }
    res.writeHead(200, { 'content-type': 'application/zip', 'content-length': artifact.zip.length })
    if (artifact.stallAfter !== undefined) res.write(artifact.zip.subarray(0, artifact.stallAfter))
    else res.end(artifact.zip)
  }

  /** The statuses set on `sha`, oldest first. */
  statusesFor(sha: string): StoredStatus[] {
    return this.statuses.filter((s) => s.sha === sha)
  }

  requestsFor(operationId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.operationId === operationId)
  }

  newId(): number {
    return ++this.nextId
  }

  /** A clock that only moves when the fake stores something: deterministic timestamps. */
  now(): string {
    return new Date(Date.UTC(2024, 0, 1) + ++this.tick * 1_000).toISOString().replace('.000Z', 'Z')
  }

  private requirePull(number: number): PullState {
    const pull = this.pull(number)
    if (!pull) throw new Error(`no pull request #${number} in the fake`)
    return pull
  }

  private takeInjected(operationId: string, method: string): InjectedFailure | null {
    for (const [at, failure] of this.injected.entries()) {
      if (failure.operationId && failure.operationId !== operationId) continue
      if (failure.method && failure.method !== method) continue
      if (failure.passed < (failure.after ?? 0)) {
        failure.passed += 1
        return null
      }
      failure.times = (failure.times ?? 1) - 1
      if (failure.times <= 0) this.injected.splice(at, 1)
      return failure
    }
    return null
  }

  private graphqlHost(): GraphqlHost {
    return {
      owner: this.owner,
      repo: this.repo,
      violations: this.violations,
      canWritePullRequests: () => this.permissions.pull_requests === 'write',
      pullsOf: () => this.pullsOf(),
      pull: (n) => this.pull(n),
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', this.base)
    const method = (req.method ?? 'GET').toUpperCase()
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    )
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: raw,
      operationId: null,
      status: 0,
    }
    this.requests.push(record)
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}): void => {
      record.status = status
      const text = typeof body === 'string' ? body : JSON.stringify(body)
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...extra })
      res.end(text)
    }
    const fail = (status: number, message: string, problem?: string): void => {
      if (problem) this.violations.push(`${method} ${url.pathname}: ${problem}`)
      reply(status, {
        message,
        documentation_url: 'https://docs.github.com/rest',
        status: String(status),
      })
    }

    if (url.pathname === '/graphql' && method === 'POST') {
      record.operationId = 'graphql'
      if (
        headers.authorization !== `token ${this.token}` &&
        headers.authorization !== `Bearer ${this.token}`
      )
        return fail(401, 'Bad credentials', 'missing or wrong token')
      const answer = handleGraphql(this.graphqlHost(), raw)
      return reply(answer.status, answer.body)
    }

    const matches = this.routes
      .map((route) => ({ route, m: route.pattern.exec(url.pathname) }))
      .filter((x) => x.m !== null)
    const hit = matches.find((x) => x.route.spec.method === method)
    if (!hit) {
      const why =
        matches.length > 0
          ? 'method not allowed for this path'
          : 'no operation in the OpenAPI subset'
      return fail(
        404,
        'Not Found',
        `${why} (the action may only call the operations in the fixture)`,
      )
    }
    const spec = hit.route.spec
    record.operationId = spec.operationId

    if (
      headers.authorization !== `token ${this.token}` &&
      headers.authorization !== `Bearer ${this.token}`
    ) {
      return fail(401, 'Bad credentials', 'missing or wrong token')
    }

    const checked = checkRequest(spec, hit.route.names, hit.m, url, headers, raw)
    if (checked.badJson) return fail(400, 'Problems parsing JSON', 'the body is not JSON')
    const { params, body, problems } = checked
    if (body !== undefined) record.body = body
    if (problems.length > 0) {
      this.violations.push(...problems.map((p) => `${spec.operationId}: ${p}`))
      return reply(422, {
        message: 'Invalid request.',
        errors: problems,
        documentation_url: 'https://docs.github.com/rest',
      })
    }

    const injected = this.takeInjected(spec.operationId, method)
    if (injected?.hang) {
      record.status = -1
      return
    }
    if (injected?.stall !== undefined) {
      record.status = 200
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...injected.headers })
      res.write(injected.stall)
      return
    }
    if (injected) {
      return reply(
        injected.status,
        injected.body ?? {
          message: `injected ${injected.status}`,
          documentation_url: 'https://docs.github.com/rest',
        },
        injected.headers ?? {},
      )
    }

    const ctx: Ctx = {
      fake: this,
      spec,
      params,
      body,
      headers,
      url,
      repo: { owner: String(params.owner), repo: String(params.repo) } satisfies RepoRef,
      reply: (status, payload, extra) => {
        if (typeof payload !== 'string' && status >= 200 && status < 300) {
          const schema = spec.responses[String(status)]?.schema
          if (schema) {
            for (const problem of validate(schema, payload)) {
              this.violations.push(
                `fake response for ${spec.operationId} breaks the schema: ${problem}`,
              )
            }
          } else if (!spec.responses[String(status)]) {
            this.violations.push(
              `fake answered ${spec.operationId} with undocumented status ${status}`,
            )
          }
        }
        reply(status, payload, extra)
      },
      fail,
    }
    routeRequest(ctx)
  }
}
