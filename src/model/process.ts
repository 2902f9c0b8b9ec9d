import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'
import { exec } from '@actions/exec'
import { InputError } from '../errors.js'

/**
 * The process edge shared by the exec providers (Copilot CLI, model-command, npm install).
 *
 * Processes run through @actions/exec, which cannot kill what it started. So the real command
 * runs under a tiny watchdog (`node -e`, the same Node that runs us): the watchdog owns the
 * timer, kills the command's whole process group when time is up, reports its own pid so we
 * can stop it early, and drains stdin so an early exit cannot break our pipe.
 */

/** Marker lines the watchdog writes on stderr; the rest of stderr is the command's own. */
const MARK = '\u0000review-gate-watchdog'
const STDERR_HEAD = 512
const STDERR_TAIL = 8 * 1024

const WATCHDOG = `
const { spawn } = require('node:child_process')
const { constants } = require('node:os')
const [ms, file, ...args] = process.argv.slice(1)
const posix = process.platform !== 'win32'
process.stderr.write(${JSON.stringify(MARK)} + ' pid=' + process.pid + '\\n')
const child = spawn(file, args, { stdio: ['pipe', 'inherit', 'inherit'], detached: posix })
child.stdin.on('error', () => {})
process.stdin.on('error', () => {})
process.stdin.pipe(child.stdin)
let timedOut = false
const kill = (sig) => { try { if (posix) process.kill(-child.pid, sig); else child.kill(sig) } catch {} }
const stop = () => { kill('SIGTERM'); setTimeout(() => kill('SIGKILL'), 2000).unref() }
const timer = setTimeout(() => { timedOut = true; stop() }, Number(ms))
process.on('SIGTERM', () => { timedOut = true; stop() })
child.on('error', (e) => { process.stderr.write(${JSON.stringify(MARK)} + ' spawn-error ' + e.code + '\\n'); process.exit(127) })
child.on('exit', (code, signal) => {
  clearTimeout(timer)
  // Helpers the command left behind go with it.
  kill('SIGKILL')
  if (timedOut) process.stderr.write(${JSON.stringify(MARK)} + ' timeout\\n')
  const exit = () => process.exit(timedOut ? 124 : code ?? 128 + (constants.signals[signal] || 0))
  process.stdin.unpipe(child.stdin)
  if (process.stdin.readableEnded) return exit()
  process.stdin.on('end', exit)
  process.stdin.resume()
  setTimeout(exit, 1000)
})
`

export interface RunInput {
  /** Absolute path of the executable. */
  executable: string
  args: readonly string[]
  stdin: string
  /** The child's whole environment: nothing of ours is added. */
  env: Record<string, string>
  cwd: string
  timeoutMs: number
  signal?: AbortSignal
  maxStdoutBytes: number
}

export interface RunOutput {
  exitCode: number
  stdout: string
  /** The last few kilobytes of stderr, watchdog lines removed. */
  stderrTail: string
  timedOut: boolean
  /** The command could not be started (missing, not executable). */
  spawnError: string | null
  stdoutOverflow: boolean
  durationMs: number
}

export async function runProcess(input: RunInput): Promise<RunOutput> {
  // A NUL byte makes spawn throw inside @actions/exec, where the error is lost and the call
  // never settles; refuse it here instead.
  const values = [input.executable, ...input.args, ...Object.entries(input.env).flat()]
  if (values.some((value) => value.includes('\u0000'))) {
    throw new InputError(
      'a command argument or environment value contains a NUL byte',
      input.executable,
    )
  }
  const started = performance.now()
  const stdout: Buffer[] = []
  let stdoutBytes = 0
  let stdoutOverflow = false
  let stderrHead = ''
  let stderrTail = ''
  let watchdogPid: number | null = null
  let aborted = false

  const stopWatchdog = () => {
    if (watchdogPid !== null) {
      try {
        process.kill(watchdogPid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  const onAbort = () => {
    aborted = true
    stopWatchdog()
  }

  const running = exec(
    `"${process.execPath}"`,
    [
      '-e',
      WATCHDOG,
      '--',
      String(Math.max(1, Math.round(input.timeoutMs))),
      input.executable,
      ...input.args,
    ],
    {
      cwd: input.cwd,
      env: input.env,
      input: Buffer.from(input.stdin, 'utf8'),
      silent: true,
      ignoreReturnCode: true,
      // Streams a grandchild still holds open must not keep us waiting long.
      delay: 1_000,
      listeners: {
        stdout: (data: Buffer) => {
          if (stdoutOverflow) return
          stdoutBytes += data.byteLength
          if (stdoutBytes > input.maxStdoutBytes) {
            stdoutOverflow = true
            stopWatchdog()
            return
          }
          stdout.push(data)
        },
        stderr: (data: Buffer) => {
          const text = data.toString('utf8')
          if (stderrHead.length < STDERR_HEAD) {
            stderrHead += text
            const pid = /\u0000review-gate-watchdog pid=(\d+)/.exec(stderrHead)
            if (pid && watchdogPid === null) {
              watchdogPid = Number(pid[1])
              if (aborted) stopWatchdog()
            }
          }
          stderrTail = (stderrTail + text).slice(-STDERR_TAIL)
        },
      },
    },
  )
  if (input.signal) {
    if (input.signal.aborted) onAbort()
    else input.signal.addEventListener('abort', onAbort, { once: true })
  }
  let exitCode: number
  try {
    exitCode = await running
  } finally {
    input.signal?.removeEventListener('abort', onAbort)
  }
  const spawnError = /\u0000review-gate-watchdog spawn-error (\S+)/.exec(stderrTail)?.[1] ?? null
  // Stopping a command for printing too much is not a timeout.
  const timedOut =
    !stdoutOverflow && (aborted || (exitCode === 124 && stderrTail.includes(`${MARK} timeout`)))
  return {
    exitCode,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderrTail: stderrTail
      .split('\n')
      .filter((line) => !line.includes(MARK))
      .join('\n')
      .trim(),
    timedOut,
    spawnError,
    stdoutOverflow,
    durationMs: Math.round(performance.now() - started),
  }
}

/** The absolute path of `name` on `pathValue`, like `which`; null when absent. */
export function findOnPath(
  name: string,
  pathValue: string | undefined,
  platform: NodeJS.Platform = process.platform,
  pathExt = '.COM;.EXE;.BAT;.CMD',
): string | null {
  if (isAbsolute(name)) return isExecutable(name, platform) ? name : null
  if (name.includes('/') || name.includes('\\')) return null
  const extensions = platform === 'win32' ? ['', ...pathExt.split(';').filter(Boolean)] : ['']
  for (const dir of (pathValue ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue
    for (const ext of extensions) {
      const candidate = join(dir, name + ext)
      if (isExecutable(candidate, platform)) return candidate
    }
  }
  return null
}

function isExecutable(file: string, platform: NodeJS.Platform): boolean {
  try {
    if (!statSync(file).isFile()) return false
    if (platform !== 'win32') accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Splits a command line into argv the way a POSIX shell would for plain words and quotes, but
 * runs no shell: pipes, redirections, `;`, `&&` and substitutions are refused with a clear error
 * instead of being passed on as odd arguments.
 */
export function splitCommandLine(line: string, where: string): string[] {
  const args: string[] = []
  let current = ''
  let inWord = false
  let quote: '"' | "'" | null = null
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quote === "'") {
      if (char === "'") quote = null
      else current += char
      continue
    }
    if (quote === '"') {
      if (char === '"') quote = null
      else if (char === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!))
        current += line[++i]
      else current += char
      continue
    }
    if (char === "'" || char === '"') {
      quote = char
      inWord = true
    } else if (char === '\\') {
      if (i + 1 < line.length) current += line[++i]
      inWord = true
    } else if (/\s/.test(char)) {
      if (inWord) args.push(current)
      current = ''
      inWord = false
    } else if ('|&;<>`'.includes(char) || (char === '$' && line[i + 1] === '(')) {
      throw new InputError(
        `runs without a shell, so "${char}" is not allowed unquoted; put a pipeline or redirection in a script and name the script`,
        where,
      )
    } else {
      current += char
      inWord = true
    }
  }
  if (quote) throw new InputError(`has an unterminated ${quote} quote`, where)
  if (inWord) args.push(current)
  if (args.length === 0) throw new InputError('is empty', where)
  return args
}
