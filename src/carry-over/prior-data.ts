import { probeSchema } from '../domain/reply-contract.js'
import { z } from 'zod'
import {
  FINDING_ID_PATTERN,
  FINGERPRINT_PATTERN,
  fingerprint,
  findingId,
} from '../domain/fingerprint.js'
import { IMPLEMENTATION_CATEGORIES, CONTRACT_CATEGORIES, SEVERITIES } from '../domain/finding.js'
import type { Severity } from '../domain/finding.js'
import {
  FINDING_STATUSES,
  type PriorFinding,
  type PriorReview,
  type RecordedVerdict,
} from '../domain/prior.js'
import { PATCH_ID_PATTERN } from '../diff/patch-id.js'
import type { ParsedReview } from '../domain/review.js'
import type { StateSigner } from '../shared/state-signature.js'

/**
 * The previous review as data: what a run embeds in its sticky summary comment (a hidden HTML
 * comment, bounded) and reads back on the next push, and the reader of a previous run's
 * review.json (a case directory's `prior/review.json`). What is read is never trusted: it is
 * validated field by field, and anything malformed or oversized is ignored with a notice.
 */

export const DATA_MARKER = 'review-gate:findings:v1'
/** Most characters the embedded data may take in the summary comment (GitHub's cap is 65,536). */
export const MAX_DATA_CHARS = 30_000
/** Messages are shortened in the data: the id and fingerprint identify, the text reminds. */
export const DATA_MESSAGE_MAX = 240
/** Most prior findings read from any source. */
export const MAX_PRIOR_FINDINGS = 300

const categories = [...new Set([...IMPLEMENTATION_CATEGORIES, ...CONTRACT_CATEGORIES])] as [
  string,
  ...string[],
]
const shortText = (max: number) => z.string().min(1).max(max)
const dismissalSchema = z
  .object({ by: shortText(100), reason: shortText(1_000), at: z.string().max(40).nullable() })
  .strict()
const priorFindingSchema = z
  .object({
    id: z.string().regex(FINDING_ID_PATTERN),
    fingerprint: z.string().regex(FINGERPRINT_PATTERN),
    file: shortText(1_000),
    line: z.number().int().min(1).max(10_000_000),
    severity: z.enum(SEVERITIES as [Severity, ...Severity[]]),
    category: z.enum(categories),
    message: shortText(4_000),
    status: z.enum(FINDING_STATUSES as ['open', 'resolved', 'dismissed']),
    resolved_in: z
      .string()
      .regex(/^[0-9a-f]{7,64}$/)
      .optional(),
    reason: z.string().max(1_000).optional(),
    dismissal: dismissalSchema.optional(),
    probe: probeSchema.optional(),
    pre_existing: z.literal(true).optional(),
  })
  .strict()
const verdictSchema = z
  .object({
    outcome: z.enum(['passed', 'failed', 'error']),
    patch: z.string().regex(PATCH_ID_PATTERN),
    rules: z.string().regex(PATCH_ID_PATTERN),
  })
  .strict()
const headSchema = z
  .string()
  .regex(/^[0-9a-f]{7,64}$/)
  .nullable()
const basisSchema = z
  .object({ head_sha: headSchema, findings: z.array(priorFindingSchema).max(MAX_PRIOR_FINDINGS) })
  .strict()
const dataSchema = z
  .object({
    head_sha: headSchema,
    findings: z.array(priorFindingSchema).max(MAX_PRIOR_FINDINGS),
    left_out: z.number().int().min(0).optional(),
    basis: basisSchema.optional(),
    /** A run that could not read the state before it says so, so later runs keep failing until a reset. */
    state_problem: z.string().min(1).max(600).optional(),
    /** What this review decided and judged: a merge group of the same change may reuse a pass. */
    verdict: verdictSchema.optional(),
  })
  .strict()

const SEVERITY_RANK: Record<Severity, number> = { blocker: 0, major: 1, minor: 2 }
const STATUS_RANK = { open: 0, dismissed: 1, resolved: 2 } as const

/** The findings a review hands on to the next push: the open ones, then the closed ones. */
export function priorFindingsOf(review: ParsedReview): PriorFinding[] {
  const out: PriorFinding[] = []
  for (const f of review.issues) {
    if (!f.id || !f.fingerprint) continue
    out.push({
      id: f.id,
      fingerprint: f.fingerprint,
      file: f.file,
      line: f.line,
      severity: f.severity,
      category: f.category,
      message: f.message,
      status: 'open',
      // The probe travels with the open finding: later pushes run it first (issue 24).
      ...(f.probe ? { probe: { command: f.probe.command, expected: f.probe.expected } } : {}),
      ...(f.pre_existing ? { pre_existing: true as const } : {}),
    })
  }
  for (const f of review.closed ?? []) {
    const item: PriorFinding = {
      id: f.id,
      fingerprint: f.fingerprint,
      file: f.file,
      line: f.line,
      severity: f.severity,
      category: f.category,
      message: f.message,
      status: f.status,
    }
    if (f.resolved_in) item.resolved_in = f.resolved_in
    if (f.reason) item.reason = f.reason
    if (f.dismissal) item.dismissal = f.dismissal
    out.push(item)
  }
  return out
}

/**
 * The hidden data block for the summary comment. `<`, `>` and `&` are JSON-escaped, so nothing in
 * a message can end the HTML comment; `@` and `#` are escaped too. Open blockers go first and resolved minors last: when the
 * block is over its size, the tail is left out and `left_out` says how many (the next run says so).
 */
export function embedData(
  review: ParsedReview,
  headSha: string,
  basis: PriorReview['basis'] | null = null,
  stateProblem: string | null = null,
  verdict: RecordedVerdict | null = null,
): string {
  return embedFindings(priorFindingsOf(review), headSha, basis, stateProblem, verdict)
}

/** The data block for these findings (a run with no review hands the previous ones on as read). */
export function embedFindings(
  all: readonly PriorFinding[],
  headSha: string,
  basis: PriorReview['basis'] | null = null,
  stateProblem: string | null = null,
  verdict: RecordedVerdict | null = null,
): string {
  const ordered = (list: readonly PriorFinding[]) =>
    list
      .map((f) => ({ ...f, message: shorten(f.message, DATA_MESSAGE_MAX) }))
      .sort(
        (a, b) =>
          STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
          SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity],
      )
  const findings = ordered(all)
  const basisFindings = basis ? ordered(basis.findings) : []
  const head = /^[0-9a-f]{7,64}$/.test(headSha) ? headSha : null
  const basisHead =
    basis?.head_sha && /^[0-9a-f]{7,64}$/.test(basis.head_sha) ? basis.head_sha : null
  let kept = Math.min(findings.length, MAX_PRIOR_FINDINGS)
  let keptBasis = Math.min(basisFindings.length, MAX_PRIOR_FINDINGS)
  for (;;) {
    const data: z.infer<typeof dataSchema> = { head_sha: head, findings: findings.slice(0, kept) }
    if (kept < findings.length) data.left_out = findings.length - kept
    // A basis that does not fit whole is left out: a partial one would change the re-run's payload.
    if (basis && keptBasis === basisFindings.length)
      data.basis = { head_sha: basisHead, findings: basisFindings }
    if (stateProblem) data.state_problem = shorten(stateProblem, 600)
    if (verdict) data.verdict = verdict
    const json = JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      // Mentions and references stay inert even in a comment GitHub does not render.
      .replace(/@/g, '\\u0040')
      .replace(/#/g, '\\u0023')
    const block = `<!-- ${DATA_MARKER} ${json} -->`
    if (block.length <= MAX_DATA_CHARS || (kept === 0 && keptBasis === 0)) return block
    if (keptBasis > 0) keptBasis = 0
    else kept = Math.floor(kept * 0.9)
  }
}

const DATA_PATTERN = /<!-- review-gate:findings:v1 ([\s\S]*?) -->/g
/** The signature after the JSON, when the repository gives a `state-secret`. */
const SIGNED = /^([\s\S]*) (hmac-sha256:[0-9a-f]{64})$/

/** The data block of a body, as is (to hand it on unread when a run has nothing of its own). */
export function dataBlockOf(body: string): string | null {
  const matches = [...body.matchAll(DATA_PATTERN)]
  return matches.length === 1 ? matches[0]![0] : null
}

const STATE_PREFIX = "the previous review's state could not be read: "
const STATE_HINT =
  '. A `/review-gate reset` comment by someone who may dismiss findings starts afresh on purpose'
const CARRIED = ' (found by an earlier run, not reset since)'

/** The message the gate fails with when the carried state could not be read for `problem`. */
export function stateProblemMessage(problem: string): string {
  return `${STATE_PREFIX}${problem}${STATE_HINT}`
}

/** The problem an earlier run recorded, as this run states it (the same however often read). */
function carriedProblem(recorded: string): string {
  let root = recorded.startsWith(STATE_PREFIX) ? recorded.slice(STATE_PREFIX.length) : recorded
  if (root.endsWith(STATE_HINT)) root = root.slice(0, -STATE_HINT.length)
  return root.endsWith(CARRIED) ? root : `${root}${CARRIED}`
}

/** What the sticky data of one step on one pull request is signed for. */
export function stickyScope(repository: string, pullNumber: number, key: string): string {
  return `sticky-data:${repository.toLowerCase()}#${pullNumber}:${key}`
}

/**
 * `body` with its one data block signed under `signer` for `scope` (an unsigned block gets the
 * signature, a signed one is left as it is); unchanged when it holds no single data block.
 */
export function signDataBlock(body: string, signer: StateSigner, scope: string): string {
  const block = dataBlockOf(body)
  if (block === null) return body
  const json = block.slice(`<!-- ${DATA_MARKER} `.length, -' -->'.length)
  if (SIGNED.test(json)) return body
  const signed = `<!-- ${DATA_MARKER} ${json} ${signer.sign(scope, json)} -->`
  return body.replace(block, () => signed)
}

/**
 * `prior` is the previous review's data; `unreadable` says why data that exists (or must exist)
 * could not be used: the caller fails the gate closed on it rather than start afresh quietly.
 */
export type PriorRead = { prior: PriorReview | null; notices: string[]; unreadable?: string }

/**
 * The data block of one of our own summary comments. With a signer, only data signed for `scope`
 * is read; anything else is unreadable.
 */
export function readEmbeddedData(
  body: string,
  where: string,
  verify: { signer: StateSigner; scope: string } | null = null,
): PriorRead {
  const matches = [...body.matchAll(DATA_PATTERN)]
  if (matches.length === 0) return { prior: null, notices: [] }
  const ignored = (why: string): PriorRead => ({
    prior: null,
    notices: [],
    unreadable: `the data in ${where} ${why}`,
  })
  if (matches.length > 1) return ignored('holds more than one data block')
  let text = matches[0]![1] ?? ''
  if (text.length > MAX_DATA_CHARS) return ignored(`is over ${MAX_DATA_CHARS} characters`)
  const signed = SIGNED.exec(text)
  if (signed) text = signed[1]!
  if (verify) {
    if (!signed) return ignored('is not signed with state-secret')
    if (!verify.signer.verify(verify.scope, text, signed[2]))
      return ignored("does not carry state-secret's signature for this pull request")
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return ignored('is not JSON')
  }
  const parsed = dataSchema.safeParse(value)
  if (!parsed.success) return ignored(`is malformed (${describeIssue(parsed.error)})`)
  if (parsed.data.state_problem)
    return { prior: null, notices: [], unreadable: carriedProblem(parsed.data.state_problem) }
  const notices: string[] = []
  if (parsed.data.left_out)
    notices.push(
      `The previous review left ${parsed.data.left_out} finding(s) out of its summary data (size); they are not carried over.`,
    )
  const prior: PriorReview = {
    head_sha: parsed.data.head_sha,
    findings: parsed.data.findings as PriorFinding[],
    where,
  }
  if (parsed.data.basis)
    prior.basis = {
      head_sha: parsed.data.basis.head_sha,
      findings: parsed.data.basis.findings as PriorFinding[],
    }
  if (parsed.data.verdict) prior.verdict = parsed.data.verdict
  // Only a signature checked above proves who wrote the data (a merge group reuses only that).
  if (verify) prior.signed = true
  return { prior, notices }
}

const reviewJsonFinding = z
  .object({
    id: z.string().regex(FINDING_ID_PATTERN).optional(),
    fingerprint: z.string().regex(FINGERPRINT_PATTERN).optional(),
    file: shortText(1_000),
    line: z.number().int().min(1).max(10_000_000),
    severity: z.enum(SEVERITIES as [Severity, ...Severity[]]),
    category: z.enum(categories),
    message: shortText(4_000),
    status: z.enum(FINDING_STATUSES as ['open', 'resolved', 'dismissed']).optional(),
    resolved_in: z
      .string()
      .regex(/^[0-9a-f]{7,64}$/)
      .optional(),
    reason: z.string().max(1_000).optional(),
    dismissal: dismissalSchema.optional(),
  })
  .passthrough()
const reviewJsonSchema = z
  .object({
    head_sha: z
      .string()
      .regex(/^[0-9a-f]{7,64}$/)
      .nullable()
      .optional(),
    issues: z.array(reviewJsonFinding).max(MAX_PRIOR_FINDINGS),
    closed: z.array(reviewJsonFinding).max(MAX_PRIOR_FINDINGS).optional(),
  })
  .passthrough()

/**
 * A previous run's review.json as the prior review. An artifact written before findings had ids
 * gets them from its fingerprints, as that run would have. `head_sha` may be given at the top.
 */
export function readPriorReviewJson(text: string, where: string): PriorRead {
  const ignored = (why: string): PriorRead => ({
    prior: null,
    notices: [`${where} was ignored (${why}); this review starts afresh.`],
  })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return ignored('not JSON')
  }
  const parsed = reviewJsonSchema.safeParse(value)
  if (!parsed.success) return ignored(describeIssue(parsed.error))
  const taken = new Map<string, string>()
  const findings: PriorFinding[] = []
  const entries = [
    ...parsed.data.issues.map((f) => ({ ...f, status: 'open' as const })),
    ...(parsed.data.closed ?? []).filter(
      (f) => f.status === 'resolved' || f.status === 'dismissed',
    ),
  ]
  for (const f of entries) {
    const print = f.fingerprint ?? fingerprint(f)
    const id =
      f.id ??
      findingId(print, (candidate) => {
        const owner = taken.get(candidate)
        return owner !== undefined && owner !== print
      })
    taken.set(id, print)
    const item: PriorFinding = {
      id,
      fingerprint: print,
      file: f.file,
      line: f.line,
      severity: f.severity,
      category: f.category as PriorFinding['category'],
      message: f.message,
      status: f.status ?? 'open',
    }
    if (f.resolved_in) item.resolved_in = f.resolved_in
    if (f.reason) item.reason = f.reason
    if (f.dismissal) item.dismissal = f.dismissal
    findings.push(item)
  }
  return { prior: { head_sha: parsed.data.head_sha ?? null, findings, where }, notices: [] }
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'malformed'
  const path = issue.path.map(String).join('.')
  return `${path || 'data'}: ${issue.message}`.slice(0, 200)
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}
