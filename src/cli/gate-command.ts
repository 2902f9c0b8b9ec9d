import { parseArgs } from 'node:util'
import { z } from 'zod'
import { EXIT, InputError } from '../errors.js'
import { evaluateGate, gateReport, resolveSeverityGate } from '../gate/gate.js'
import { formatCounts } from '../review/finding.js'
import type { Counts } from '../domain/finding.js'
import { readUserFile } from './parse-command.js'
import type { CliIo } from './io.js'
import { describeZodError } from '../shared/zod-issues.js'

const MAX_REVIEW_BYTES = 64 * 1024 * 1024

const count = z.number().int().min(0)
// Only what the gate reads; the rest of review.json is the renderer's business.
const reviewForGate = z.object({
  counts: z.object({ blocker: count, major: count, minor: count }),
  issues: z.array(z.object({ severity: z.enum(['blocker', 'major', 'minor']) })),
})

/**
 * `review-gate gate --review <review.json> [--severity-gate blocker=0,major=2]`: prints the
 * failing conditions and a PASSED/FAILED line; exit 0 pass, 1 fail, 2 bad input. Thresholds not
 * named on the flag keep their defaults (blocker 0, major 0, minor unlimited).
 */
export async function gateCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { review: { type: 'string' }, 'severity-gate': { type: 'string' } },
    strict: true,
    allowPositionals: false,
  })
  if (values.review === undefined)
    throw new InputError('gate needs --review <review.json>', '--review')
  const thresholds = resolveSeverityGate(values['severity-gate'], '--severity-gate')
  const counts = readCounts(values.review, io)
  const gate = evaluateGate(counts, thresholds)
  io.stdout(`${gateReport(gate).join('\n')}\n`)
  return gate.result === 'pass' ? EXIT.passed : EXIT.failed
}

/**
 * The counts of a review.json. The listed issues are a floor: counts may exceed them (the list
 * is capped) but a file whose counts are lower than its own issues was edited, and the issues win.
 */
function readCounts(path: string, io: CliIo): Counts {
  const text = readUserFile(path, io.cwd, MAX_REVIEW_BYTES)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new InputError(`not valid JSON: ${(error as Error).message}`, path)
  }
  const parsed = reviewForGate.safeParse(value)
  if (!parsed.success) {
    throw new InputError(`not a review: ${describeZodError(parsed.error)}`, path)
  }
  const { counts, issues } = parsed.data
  const listed: Counts = { blocker: 0, major: 0, minor: 0 }
  for (const issue of issues) listed[issue.severity]++
  const result: Counts = {
    blocker: Math.max(counts.blocker, listed.blocker),
    major: Math.max(counts.major, listed.major),
    minor: Math.max(counts.minor, listed.minor),
  }
  if (
    result.blocker !== counts.blocker ||
    result.major !== counts.major ||
    result.minor !== counts.minor
  ) {
    io.stderr(
      `review-gate gate: ${path}: counts (${formatCounts(counts)}) are below its listed issues; using ${formatCounts(result)}\n`,
    )
  }
  return result
}
