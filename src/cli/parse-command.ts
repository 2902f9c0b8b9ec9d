import { readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildLineMap } from '../diff/line-map.js'
import { parseDiff } from '../diff/parse.js'
import type { LineMap } from '../diff/types.js'
import { EXIT, InputError } from '../errors.js'
import { findingSchema } from '../domain/reply-contract.js'
import { canonicalFinding } from '../review/finding.js'
import { parseReview, ReplyUnusableError } from '../review/parse.js'
import type { Finding, ReviewMode } from '../domain/finding.js'
import type { CliIo } from './io.js'
import { describeZodError } from '../shared/zod-issues.js'

const MAX_AUTO_FINDINGS_BYTES = 1024 * 1024
const MAX_DIFF_BYTES = 64 * 1024 * 1024

/**
 * `review-gate parse [--require-tests-blocker] [--auto-findings <file>] [--diff <patch>]
 * [--mode implementation|contract]`: a model reply on stdin → the normalized review JSON on
 * stdout. Exit 0 when parsed, 2 for usage or a bad file, 3 when the reply is unusable.
 */
export async function parseCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'require-tests-blocker': { type: 'boolean' },
      'auto-findings': { type: 'string' },
      diff: { type: 'string' },
      mode: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  })
  const mode = readMode(values.mode)
  const requireTestsBlocker = values['require-tests-blocker'] ?? false
  if (requireTestsBlocker && mode === 'contract') {
    throw new InputError(
      'contract mode has no tests, so it takes no guard',
      '--require-tests-blocker',
    )
  }
  const autoFindings =
    values['auto-findings'] !== undefined
      ? readAutoFindings(values['auto-findings'], mode, io.cwd)
      : []
  if (autoFindings.length > 0 && !requireTestsBlocker) {
    io.stderr(
      'review-gate parse: --auto-findings is used only with --require-tests-blocker; ignored\n',
    )
  }
  const lineMap = values.diff !== undefined ? readLineMap(values.diff, io.cwd) : null

  const reply = await io.stdin()
  try {
    const review = parseReview(reply, { mode, lineMap, requireTestsBlocker, autoFindings })
    io.stdout(`${JSON.stringify(review, null, 2)}\n`)
    return EXIT.passed
  } catch (error) {
    if (!(error instanceof ReplyUnusableError)) throw error
    io.stderr(`review-gate: ${error.message}\n`)
    if (error.excerpt) io.stderr(`  reply excerpt: ${error.excerpt}\n`)
    return EXIT.modelFailure
  }
}

function readMode(value: string | undefined): ReviewMode {
  if (value === undefined || value === 'implementation') return 'implementation'
  if (value === 'contract') return 'contract'
  throw new InputError(`"${value}" is not a mode; expected implementation or contract`, '--mode')
}

/** Reads a file the user named, bounded, with errors that name it as given. */
export function readUserFile(path: string, cwd: string, maxBytes: number): string {
  const full = resolve(cwd, path)
  let size: number
  try {
    const stat = statSync(full)
    if (!stat.isFile()) throw new InputError('not a file', path)
    size = stat.size
  } catch (error) {
    if (error instanceof InputError) throw error
    throw new InputError(
      `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      path,
    )
  }
  if (size > maxBytes)
    throw new InputError(`the file is ${size} bytes, over the ${maxBytes}-byte limit`, path)
  return readFileSync(full, 'utf8')
}

/** The auto-findings file: a JSON array of findings in the contract's issue shape. */
export function readAutoFindings(path: string, mode: ReviewMode, cwd: string): Finding[] {
  const text = readUserFile(path, cwd, MAX_AUTO_FINDINGS_BYTES)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new InputError(`not valid JSON: ${(error as Error).message}`, path)
  }
  if (!Array.isArray(value)) {
    throw new InputError(
      'expected a JSON array of findings (severity, category, file, line, message, fix)',
      path,
    )
  }
  const schema = findingSchema(mode)
  return value.map((entry, i) => {
    const result = schema.safeParse(entry)
    if (!result.success) {
      throw new InputError(describeZodError(result.error, { at: `[${i}]` }), path)
    }
    return canonicalFinding(result.data)
  })
}

function readLineMap(path: string, cwd: string): LineMap {
  return buildLineMap(parseDiff(readUserFile(path, cwd, MAX_DIFF_BYTES), path))
}
