/**
 * The fake's `POST /graphql`: the documents are validated against the schema excerpt
 * (./graphql.ts, fixtures/graphql-schema.graphql) and run over the fake's pull requests. Review
 * threads are the fake's inline review comments, one thread each (`PRRT_<comment id>`); resolving
 * one needs the token's pull-requests: write, as on GitHub. A document that breaks the schema is
 * answered the way GitHub answers (200 with `errors`) and recorded in `violations`.
 */
import {
  execute,
  githubSchema,
  parseOperation,
  validateOperation,
  type Resolved,
} from './graphql.js'
import type { PullState } from './types.js'
import type { StoredReviewComment } from './shapes.js'

export interface GraphqlHost {
  owner: string
  repo: string
  violations: string[]
  canWritePullRequests(): boolean
  pullsOf(): PullState[]
  pull(number: number): PullState | undefined
}

class GraphqlFailure extends Error {
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message)
  }
}

/** The resolved threads of each pull request (by thread id). */
const resolvedThreads = new WeakMap<PullState, Set<string>>()

export function threadResolved(pull: PullState, commentId: number): boolean {
  return resolvedThreads.get(pull)?.has(`PRRT_${commentId}`) ?? false
}

function connection<T>(items: T[], args: { first?: number; after?: string }): Resolved {
  const start = args.after ? Number(args.after) : 0
  const first = Math.min(args.first ?? 100, 100)
  const nodes = items.slice(start, start + first)
  const end = start + nodes.length
  return {
    nodes,
    totalCount: items.length,
    pageInfo: {
      startCursor: nodes.length ? String(start) : null,
      endCursor: nodes.length ? String(end) : null,
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
    },
  }
}

function thread(pull: PullState, c: StoredReviewComment): Resolved {
  return {
    id: `PRRT_${c.id}`,
    isResolved: resolvedThreads.get(pull)?.has(`PRRT_${c.id}`) ?? false,
    isOutdated: false,
    path: c.path,
    comments: (args: { first?: number; after?: string }) =>
      connection(
        [{ id: `PRRC_${c.id}`, databaseId: c.id, body: c.body, author: { login: c.login } }],
        args,
      ),
  }
}

export function handleGraphql(
  host: GraphqlHost,
  raw: string,
): { status: number; body: Record<string, unknown> } {
  const problem = (message: string): { status: number; body: Record<string, unknown> } => {
    host.violations.push(`POST /graphql: ${message}`)
    return { status: 200, body: { errors: [{ message }] } }
  }
  let request: { query?: unknown; variables?: unknown }
  try {
    request = JSON.parse(raw) as typeof request
  } catch {
    host.violations.push('POST /graphql: the body is not JSON')
    return { status: 400, body: { message: 'Problems parsing JSON' } }
  }
  if (typeof request.query !== 'string') return problem('no query string')
  const variables = (request.variables ?? {}) as Record<string, unknown>
  let op
  try {
    op = parseOperation(request.query)
  } catch (error) {
    return problem(`syntax: ${(error as Error).message}`)
  }
  const problems = validateOperation(githubSchema(), op, variables)
  if (problems.length > 0) return problem(problems.join('; '))

  const findThread = (id: string): { pull: PullState; comment: StoredReviewComment } | null => {
    for (const pull of host.pullsOf()) {
      const comment = pull.reviewComments.find((c) => `PRRT_${c.id}` === id)
      if (comment) return { pull, comment }
    }
    return null
  }
  const root: Resolved =
    op.type === 'query'
      ? {
          repository: (args: { owner: string; name: string }) =>
            args.owner.toLowerCase() === host.owner.toLowerCase() &&
            args.name.toLowerCase() === host.repo.toLowerCase()
              ? {
                  pullRequest: (a: { number: number }) => {
                    const pull = host.pull(a.number)
                    if (!pull) return null
                    return {
                      number: pull.number,
                      reviewThreads: (c: { first?: number; after?: string }) =>
                        connection(
                          pull.reviewComments.map((comment) => thread(pull, comment)),
                          c,
                        ),
                    }
                  },
                }
              : null,
        }
      : {
          resolveReviewThread: (args: {
            input: { threadId: string; clientMutationId?: string }
          }) => {
            if (!host.canWritePullRequests())
              throw new GraphqlFailure('Resource not accessible by integration', 'FORBIDDEN')
            const found = findThread(args.input.threadId)
            if (!found)
              throw new GraphqlFailure(
                `Could not resolve to a node with the global id of '${args.input.threadId}'`,
                'NOT_FOUND',
              )
            let set = resolvedThreads.get(found.pull)
            if (!set) resolvedThreads.set(found.pull, (set = new Set()))
            set.add(args.input.threadId)
            return {
              clientMutationId: args.input.clientMutationId ?? null,
              thread: thread(found.pull, found.comment),
            }
          },
        }
  try {
    return { status: 200, body: { data: execute(op, root, variables) } }
  } catch (error) {
    if (error instanceof GraphqlFailure)
      return {
        status: 200,
        body: { data: null, errors: [{ type: error.type, message: error.message }] },
      }
    throw error
  }
}
