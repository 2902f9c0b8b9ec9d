import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { statSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { InputError } from '../errors.js'
import { OutputCapture } from './capture.js'

/**
 * The one place a child process is started. No shell: `executable` and `args` are the argv.
 * The child leads its own process group, so at the deadline (or an abort, or too much stdout)
 * the whole tree gets TERM and, after `graceMs`, KILL; when the child exits, whatever it left
 * running in its group is killed too, and pipes such a leftover holds open are not waited on for
 * longer than `closeWaitMs`.
 */

export interface ProcessSpec {
  /** Absolute path, or a name the OS resolves on the child's PATH. */
  executable: string
  args: readonly string[]
  cwd: string
  /** The child's whole environment: nothing of ours is added (see `childEnvironment`). */
  env: Readonly<Record<string, string>>
  /**
   * Written to stdin, which is then closed; absent: stdin is empty. A stream is piped to stdin
   * as it is written, and stdin closes when it ends: a conversation with the child (a JSON-RPC
   * peer), which `onStdout` hears.
   */
  stdin?: string | Readable
  /** Each chunk of stdout as it arrives, besides what the result keeps. */
  onStdout?: (chunk: Buffer) => void
  timeoutMs: number
  /** Between TERM and KILL when the run is stopped; default 3 s. */
  graceMs?: number
  /** How long to wait for the pipes to close once the child exited; default 2 s. */
  closeWaitMs?: number
  /** Aborting stops the run like a timeout (outcome `aborted`). */
  signal?: AbortSignal
  /**
   * When set, stdout is a reply: kept whole, and a child printing more than this is stopped
   * (outcome `overflow`) rather than read to the end. Unset, stdout only feeds the output tail.
   */
  maxStdoutBytes?: number
  /** The tail of stdout and stderr, interleaved as they arrived, kept; default 64 KiB. */
  tailBytes?: number
}

export type ProcessOutcome = 'exited' | 'timed-out' | 'aborted' | 'overflow' | 'not-started'

export interface ProcessResult {
  outcome: ProcessOutcome
  /** The exit code, or null when a signal ended the child (or it never started). */
  exitCode: number | null
  /** The signal that ended the child, e.g. `SIGKILL`. */
  signal: NodeJS.Signals | null
  /** The whole of stdout, when `maxStdoutBytes` is set; else ''. */
  stdout: string
  /** The last 8 KiB of stderr. */
  stderrTail: string
  /** The last `tailBytes` of stdout and stderr, interleaved. */
  outputTail: string
  /** Bytes of output dropped from the front of `outputTail`. */
  droppedBytes: number
  /** Why the child did not start, for people (`command not found: jest`). */
  reason: string | null
  /** The error code when the child did not start (`ENOENT`, `EACCES`). */
  spawnError: string | null
  durationMs: number
}

export const DEFAULT_GRACE_MS = 3_000
export const DEFAULT_CLOSE_WAIT_MS = 2_000
export const DEFAULT_TAIL_BYTES = 64 * 1024
/** Should a child survive even KILL (stuck in the kernel), the run still ends this much later. */
const BACKSTOP_MS = 5_000

export async function runProcess(spec: ProcessSpec): Promise<ProcessResult> {
  // spawn throws on a NUL byte; refuse it as bad input, naming the program.
  const values = [spec.executable, ...spec.args, ...Object.entries(spec.env).flat()]
  if (values.some((value) => value.includes('\u0000'))) {
    throw new InputError(
      'a command argument or environment value contains a NUL byte',
      spec.executable,
    )
  }
  const started = performance.now()
  const capture = new OutputCapture(spec.tailBytes ?? DEFAULT_TAIL_BYTES, spec.maxStdoutBytes)
  const finish = (
    outcome: ProcessOutcome,
    exit: { code: number | null; signal: NodeJS.Signals | null },
    notStarted?: { reason: string; code: string | null },
  ): ProcessResult => ({
    outcome,
    exitCode: exit.code,
    signal: exit.signal,
    ...capture.result(),
    reason: notStarted?.reason ?? null,
    spawnError: notStarted?.code ?? null,
    durationMs: Math.round(performance.now() - started),
  })
  const notStarted = (reason: string, code: string | null) =>
    finish('not-started', { code: null, signal: null }, { reason, code })

  // Node reports a missing cwd as ENOENT of the program, which would read "command not found".
  if (!isDirectory(spec.cwd))
    return notStarted(`working directory ${spec.cwd} does not exist`, 'ENOENT')

  let child: ChildProcess
  try {
    child = spawn(spec.executable, [...spec.args], {
      cwd: spec.cwd,
      env: { ...spec.env },
      stdio: [spec.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
      windowsHide: true,
    })
  } catch (error) {
    return notStarted(startFailure(error, spec.executable), errorCode(error))
  }
  return await new Promise<ProcessResult>((resolve) => {
    let stopReason: 'timed-out' | 'aborted' | 'overflow' | null = null
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null
    const timers: NodeJS.Timeout[] = []
    let settled = false

    const settle = (result: ProcessResult) => {
      if (settled) return
      settled = true
      for (const timer of timers) clearTimeout(timer)
      spec.signal?.removeEventListener('abort', onAbort)
      child.stdout?.destroy()
      child.stderr?.destroy()
      resolve(result)
    }
    const stop = (why: 'timed-out' | 'aborted' | 'overflow') => {
      if (stopReason !== null || exit !== null) return
      stopReason = why
      killTree(child, 'SIGTERM')
      timers.push(setTimeout(() => killTree(child, 'SIGKILL'), spec.graceMs ?? DEFAULT_GRACE_MS))
      timers.push(
        setTimeout(
          () => settle(finish(why, { code: null, signal: null })),
          (spec.graceMs ?? DEFAULT_GRACE_MS) + BACKSTOP_MS,
        ),
      )
    }
    const onAbort = () => stop('aborted')

    timers.push(setTimeout(() => stop('timed-out'), Math.max(1, spec.timeoutMs)))
    if (spec.signal?.aborted) onAbort()
    else spec.signal?.addEventListener('abort', onAbort, { once: true })

    child.stdout?.on('data', (chunk: Buffer) => {
      if (!capture.stdout(chunk)) stop('overflow')
      else spec.onStdout?.(chunk)
    })
    child.stderr?.on('data', (chunk: Buffer) => capture.stderr(chunk))
    child.on('error', (error) => {
      // Also raised when a kill fails; only a child that never ran is "not started".
      if (child.pid === undefined)
        settle(notStarted(startFailure(error, spec.executable), errorCode(error)))
    })
    const settleExited = () => {
      if (exit) settle(finish(stopReason ?? 'exited', exit))
    }
    child.on('exit', (code, signal) => {
      exit = { code, signal }
      // Whatever the child left running in its group goes with it.
      killTree(child, 'SIGKILL')
      timers.push(setTimeout(settleExited, spec.closeWaitMs ?? DEFAULT_CLOSE_WAIT_MS))
    })
    child.on('close', settleExited)

    if (child.stdin) {
      // A child may exit without reading its stdin; the broken pipe is not our failure.
      child.stdin.on('error', () => {})
      if (typeof spec.stdin === 'object') spec.stdin.pipe(child.stdin)
      else child.stdin.end(spec.stdin ?? '')
    }
  })
}

/** TERM or KILL for the child and everything in its process group (its tree, on Windows). */
function killTree(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): void {
  if (child.pid === undefined) return
  try {
    if (process.platform === 'win32') {
      // Windows has no process groups and no TERM: taskkill ends the tree by parentage.
      execFileSync('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' })
    } else {
      process.kill(-child.pid, signal)
    }
  } catch {
    // Already gone.
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

function startFailure(error: unknown, executable: string): string {
  const code = errorCode(error)
  if (code === 'ENOENT') return `command not found: ${executable}`
  if (code === 'EACCES') return `permission denied: ${executable}`
  return error instanceof Error ? error.message : String(error)
}
