import type { Logger } from '../logger.js'
import { childEnvironment } from '../process/environment.js'
import { runProcess, type ProcessOutcome } from '../process/run.js'
import { splitCommand } from './argv.js'

/**
 * Runs the configured test command (I/O edge). No shell: the command is split into argv here and
 * `{files}` expands to one argument per file. The child sees only an allow-listed environment,
 * runs in the repository root, is killed with its whole process tree at the timeout, and only
 * the tail of its output is kept.
 */

export interface TestCommandInput {
  command: string
  /** What `{files}` expands to (repository-relative). */
  files: readonly string[]
  repoRoot: string
  timeoutSeconds: number
  /** The environment to pick the allowed variables from (the shell passes process.env). */
  env: Readonly<Record<string, string | undefined>>
  /** Names passed besides the runner's base list (`evidence.env`). */
  allowEnv: readonly string[]
  logger: Logger
  /** Output kept, from the end; default 64 KiB. */
  maxOutputBytes?: number
  /** Between TERM and KILL at the timeout; default 3 s. */
  graceMs?: number
  /** How long to wait for the pipes to close once the command exited; default 2 s. */
  closeWaitMs?: number
}

export interface CommandRun {
  outcome: 'exited' | 'timed-out' | 'not-started'
  exitCode: number | null
  signal: string | null
  /** The tail of stdout and stderr, interleaved as they arrived. */
  output: string
  /** Bytes of output dropped from the front to keep the tail bounded. */
  droppedBytes: number
  /** Why it did not start (or what went wrong around it), for people. */
  reason: string | null
  argv: string[]
  durationMs: number
}

export async function runTestCommand(input: TestCommandInput): Promise<CommandRun> {
  // Throws InputError for a command we will not run (unbalanced quotes, shell operators).
  const argv = splitCommand(input.command, input.files)
  input.logger.info(
    `Running the test command: ${argv.slice(0, 8).join(' ')}${argv.length > 8 ? ' …' : ''}`,
  )
  const run = await runProcess({
    executable: argv[0]!,
    args: argv.slice(1),
    cwd: input.repoRoot,
    env: childEnvironment(input.env, { names: input.allowEnv }),
    timeoutMs: input.timeoutSeconds * 1000,
    graceMs: input.graceMs,
    closeWaitMs: input.closeWaitMs,
    tailBytes: input.maxOutputBytes,
  })
  return {
    outcome: commandOutcome(run.outcome),
    exitCode: run.exitCode,
    signal: run.signal,
    output: run.outputTail,
    droppedBytes: run.droppedBytes,
    reason: run.reason,
    argv,
    durationMs: run.durationMs,
  }
}

/** The test command is never aborted and its output never capped: only the timeout stops it. */
function commandOutcome(outcome: ProcessOutcome): CommandRun['outcome'] {
  return outcome === 'exited' || outcome === 'not-started' ? outcome : 'timed-out'
}
