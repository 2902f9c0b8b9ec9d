import { exec } from '@actions/exec'
import type { Logger } from '../logger.js'
import { splitCommand } from './argv.js'
import { WATCHDOG_SOURCE } from './watchdog.js'

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
  /** Variable names passed besides PATH and HOME (`evidence.env`). */
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

export const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024

/** Always passed (when set); everything else of the parent's environment stays out. */
const BASE_ENV = ['PATH', 'HOME']
/** Windows cannot start most programs without these. */
const WINDOWS_ENV = [
  'SystemRoot',
  'SYSTEMROOT',
  'ComSpec',
  'PATHEXT',
  'TEMP',
  'TMP',
  'USERPROFILE',
  'windir',
]

export function allowedEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  allow: readonly string[],
  platform: string = process.platform,
): Record<string, string> {
  const names = [...BASE_ENV, ...(platform === 'win32' ? WINDOWS_ENV : []), ...allow]
  const out: Record<string, string> = Object.create(null) as Record<string, string>
  for (const name of names) {
    const value = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined
    if (typeof value === 'string') out[name] = value
  }
  return { ...out }
}

export async function runTestCommand(input: TestCommandInput): Promise<CommandRun> {
  // Throws InputError for a command we will not run (unbalanced quotes, shell operators).
  const argv = splitCommand(input.command, input.files)
  const maxOutputBytes = input.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES
  const graceMs = input.graceMs ?? 3_000
  const timeoutMs = input.timeoutSeconds * 1000
  const spec = {
    argv,
    cwd: input.repoRoot,
    timeoutMs,
    graceMs,
    maxOutputBytes,
    closeWaitMs: input.closeWaitMs ?? 2_000,
  }
  const started = performance.now()
  const lines = new LineCollector(maxOutputBytes * 4 + 64 * 1024)
  let backstop: NodeJS.Timeout | undefined
  let exitCode: number | null = null
  let failure: string | null = null
  input.logger.info(
    `Running the test command: ${argv.slice(0, 8).join(' ')}${argv.length > 8 ? ' …' : ''}`,
  )
  try {
    const running = exec(process.execPath, ['-e', WATCHDOG_SOURCE, JSON.stringify(spec)], {
      cwd: input.repoRoot,
      env: allowedEnvironment(input.env, input.allowEnv),
      silent: true,
      ignoreReturnCode: true,
      listeners: { stdout: (data) => lines.push(data) },
    })
    // Should the supervisor itself wedge, end it and its command well after their own deadline.
    backstop = setTimeout(() => killPids(lines.pids()), timeoutMs + graceMs + 15_000)
    exitCode = await running
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err)
  } finally {
    clearTimeout(backstop)
  }
  const durationMs = Math.round(performance.now() - started)
  const result = lines.result()
  if (!result) {
    return {
      outcome: 'not-started',
      exitCode: null,
      signal: null,
      output: '',
      droppedBytes: 0,
      reason: failure ?? `the test command's supervisor ended (exit ${exitCode}) without a result`,
      argv,
      durationMs,
    }
  }
  return {
    outcome: result.outcome,
    exitCode: typeof result.exitCode === 'number' ? result.exitCode : null,
    signal: typeof result.signal === 'string' ? result.signal : null,
    output: typeof result.output === 'string' ? result.output : '',
    droppedBytes: typeof result.droppedBytes === 'number' ? result.droppedBytes : 0,
    reason: typeof result.reason === 'string' ? result.reason : null,
    argv,
    durationMs,
  }
}

interface WatchdogResult {
  result: true
  outcome: CommandRun['outcome']
  exitCode?: unknown
  signal?: unknown
  output?: unknown
  droppedBytes?: unknown
  reason?: unknown
}

/** The supervisor's stdout: a pids line, then a result line. Bounded. */
class LineCollector {
  private text = ''
  constructor(private readonly max: number) {}

  push(data: Buffer): void {
    if (this.text.length < this.max) this.text += data.toString('utf8')
  }

  pids(): { child: number | null; watchdog: number | null } {
    const first = this.parsed().find((v) => typeof v.pids === 'object' && v.pids !== null)
    const pids = (first?.pids ?? {}) as Record<string, unknown>
    const valid = (p: unknown) => (typeof p === 'number' && Number.isInteger(p) && p > 1 ? p : null)
    return { child: valid(pids.child), watchdog: valid(pids.watchdog) }
  }

  result(): WatchdogResult | null {
    const found = this.parsed().find((v) => v.result === true)
    if (!found) return null
    const outcome = found.outcome
    if (outcome !== 'exited' && outcome !== 'timed-out' && outcome !== 'not-started') return null
    return found as unknown as WatchdogResult
  }

  private parsed(): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = []
    for (const line of this.text.split('\n')) {
      if (!line.startsWith('{')) continue
      try {
        const value: unknown = JSON.parse(line)
        if (typeof value === 'object' && value !== null) out.push(value as Record<string, unknown>)
      } catch {
        // A truncated line: ignored, and the run reads as not started.
      }
    }
    return out
  }
}

function killPids(pids: { child: number | null; watchdog: number | null }): void {
  // The command leads its own process group (negative pid: the whole group).
  for (const target of [pids.child === null ? null : -pids.child, pids.watchdog]) {
    if (target === null) continue
    try {
      process.kill(target, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}
