import { constants } from 'node:os'
import { runProcess, type ProcessResult } from '../process/run.js'
import { redact } from './http.js'
import type { ModelFailureKind } from '../errors.js'
import { AttemptFailure, type ModelRequest, type TokenUsage } from './provider.js'

/**
 * The model providers that are programs (the Copilot CLI, model-command) over the process
 * runner: one way to run them with the prompt on stdin, and one mapping from how the run ended
 * to the model's failure kinds, so both fail the same way for the same cause.
 */

export const MAX_REPLY_BYTES = 4 * 1024 * 1024
/** Kept from the runner's defaults: a model program gets less time to wind down than tests. */
const GRACE_MS = 2_000
const CLOSE_WAIT_MS = 1_000
/** The stderr quoted in a failure message, from its end. */
const QUOTED_STDERR_CHARS = 600

export interface ModelProgram {
  /** How messages name it: `the Copilot CLI`, `model-command`. */
  name: string
  executable: string
  args: readonly string[]
  env: Record<string, string>
  /** Redacted from any stderr quoted in a failure. */
  secrets: readonly string[]
  /** What a non-zero exit means, from its stderr; default: unavailable, worth retrying. */
  classifyExit?: (stderr: string) => ExitClass
}

export interface ExitClass {
  kind: ModelFailureKind
  retryable: boolean
  /** Appended to the message: what the user can do about it. */
  help?: string
}

/**
 * Runs the program in `cwd` (an empty folder of its own) with the instructions and the payload
 * on stdin (or `stdin`, when the program gets the instructions another way), within the
 * attempt's time.
 */
export async function runModelProgram(
  program: ModelProgram,
  request: ModelRequest,
  cwd: string,
  stdin = `${request.instructions}\n\n${request.payload}`,
): Promise<ProcessResult> {
  return await runProcess({
    executable: program.executable,
    args: program.args,
    stdin,
    env: program.env,
    cwd,
    timeoutMs: request.timeoutMs,
    signal: request.signal,
    maxStdoutBytes: MAX_REPLY_BYTES,
    graceMs: GRACE_MS,
    closeWaitMs: CLOSE_WAIT_MS,
  })
}

/**
 * The reply a run printed, or the failure it is: a timeout (or the call's deadline) is worth
 * retrying; a program that cannot start or floods stdout is not; a non-zero exit is what
 * `classifyExit` says; an empty reply is retried.
 */
export function replyOrFailure(
  run: ProcessResult,
  program: ModelProgram,
  usage: TokenUsage | null = null,
): string {
  const fail = (message: string, kind: ModelFailureKind, retryable: boolean) =>
    new AttemptFailure(`${program.name} ${message}`, kind, { retryable }, usage)
  switch (run.outcome) {
    case 'timed-out':
    case 'aborted':
      throw fail('did not finish in time', 'timeout', true)
    case 'not-started':
      throw fail(
        `could not start ${program.executable} (${run.spawnError ?? run.reason})`,
        'not_installed',
        false,
      )
    case 'overflow':
      throw fail(`printed more than ${MAX_REPLY_BYTES} bytes`, 'bad_reply', false)
    case 'exited':
      break
  }
  if (run.exitCode !== 0) {
    const stderr = redact(run.stderrTail, program.secrets)
    const said = oneLineTail(stderr)
    const verdict = (program.classifyExit ?? unavailable)(stderr)
    const help = verdict.help ? ` ${verdict.help}` : ''
    throw fail(
      `exited ${exitStatus(run)}${said ? `: ${said}` : ' with no message on stderr'}${help}`,
      verdict.kind,
      verdict.retryable,
    )
  }
  const text = run.stdout.trim()
  if (text === '') throw fail('exited 0 and printed nothing', 'bad_reply', true)
  return text
}

function unavailable(): ExitClass {
  return { kind: 'unavailable', retryable: true }
}

/** The exit code, or for a child a signal ended, the code a shell would report (128 + n). */
export function exitStatus(run: ProcessResult): number {
  if (run.exitCode !== null) return run.exitCode
  return 128 + (run.signal ? constants.signals[run.signal] : 0)
}

/** The last characters of a message, on one line. */
export function oneLineTail(text: string, max = QUOTED_STDERR_CHARS): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > max ? `…${oneLine.slice(-max)}` : oneLine
}
