import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { InputError } from '../errors.js'
import { childEnvironment } from './environment.js'
import { redact } from './http.js'
import { findOnPath, runProcess, splitCommandLine } from './process.js'
import { AttemptFailure, type ModelProvider } from './types.js'

/**
 * Any command that reads the prompt on stdin and prints the reply on stdout: another agent CLI
 * in print mode, a local model runner, a script. Run without a shell, in an empty folder, with
 * the same environment allow-list as the Copilot CLI.
 */

const MAX_REPLY_BYTES = 4 * 1024 * 1024
const WHERE = 'model-command'

export interface CommandOptions {
  commandLine: string
  apiKey: string | undefined
  environment: Record<string, string>
  passEnv: readonly string[]
  /** Relative executable paths (`./scripts/review.sh`) resolve against this folder. */
  baseDir: string | undefined
  tempDir: string
  secrets: readonly string[]
  platform?: NodeJS.Platform
}

export function createCommandProvider(options: CommandOptions): ModelProvider {
  const [program, ...args] = splitCommandLine(options.commandLine, WHERE)
  const env = childEnvironment(
    options.environment,
    // The api-key input reaches the command under one documented name, nothing else does.
    { names: options.passEnv, set: { REVIEW_GATE_API_KEY: options.apiKey } },
    options.platform,
  )
  const executable = resolveProgram(program!, env['PATH'], options.baseDir, options.platform)

  return {
    name: 'command',
    model: null,
    async complete(request) {
      await mkdir(options.tempDir, { recursive: true })
      const workDir = await mkdtemp(join(options.tempDir, 'command-'))
      try {
        const run = await runProcess({
          executable,
          args,
          stdin: `${request.instructions}\n\n${request.payload}`,
          env,
          cwd: workDir,
          timeoutMs: request.timeoutMs,
          signal: request.signal,
          maxStdoutBytes: MAX_REPLY_BYTES,
        })
        if (run.timedOut) {
          throw new AttemptFailure('model-command did not finish in time', 'timeout', {
            retryable: true,
          })
        }
        if (run.spawnError) {
          throw new AttemptFailure(
            `model-command could not start ${executable} (${run.spawnError})`,
            'not_installed',
            { retryable: false },
          )
        }
        if (run.stdoutOverflow) {
          throw new AttemptFailure(
            `model-command printed more than ${MAX_REPLY_BYTES} bytes`,
            'bad_reply',
            {
              retryable: false,
            },
          )
        }
        if (run.exitCode !== 0) {
          const stderr = redact(run.stderrTail, options.secrets).replace(/\s+/g, ' ').trim()
          const said = stderr.length > 600 ? `…${stderr.slice(-600)}` : stderr
          throw new AttemptFailure(
            `model-command exited ${run.exitCode}${said ? `: ${said}` : ' with no message on stderr'}`,
            'unavailable',
            { retryable: true },
          )
        }
        const text = run.stdout.trim()
        if (text === '') {
          throw new AttemptFailure('model-command exited 0 and printed nothing', 'bad_reply', {
            retryable: true,
          })
        }
        return {
          text,
          usage: { inputTokens: null, outputTokens: null },
          durationMs: run.durationMs,
          finishReason: 'exit 0',
          model: null,
        }
      } finally {
        await rm(workDir, { recursive: true, force: true })
      }
    },
  }
}

function resolveProgram(
  program: string,
  pathValue: string | undefined,
  baseDir: string | undefined,
  platform: NodeJS.Platform | undefined,
): string {
  if (program.includes('/') || program.includes('\\')) {
    if (!isAbsolute(program) && !baseDir) {
      throw new InputError(
        `"${program}" is a relative path; give an absolute path or a name on PATH`,
        WHERE,
      )
    }
    const path = isAbsolute(program) ? program : resolve(baseDir!, program)
    const found = findOnPath(path, undefined, platform)
    if (!found) throw new InputError(`${path} does not exist or is not executable`, WHERE)
    return found
  }
  const found = findOnPath(program, pathValue, platform)
  if (!found) throw new InputError(`"${program}" is not on PATH`, WHERE)
  return found
}
