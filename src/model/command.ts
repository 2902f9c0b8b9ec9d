import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { InputError } from '../errors.js'
import { splitCommandLine } from '../process/command-line.js'
import { childEnvironment } from '../process/environment.js'
import { findOnPath } from '../process/path.js'
import { replyOrFailure, runModelProgram, type ModelProgram } from './process.js'
import type { ModelProvider } from './provider.js'

/**
 * Any command that reads the prompt on stdin and prints the reply on stdout: another agent CLI
 * in print mode, a local model runner, a script. Run without a shell, in an empty folder, with
 * the same environment allow-list as the Copilot CLI.
 */

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
  const [name, ...args] = splitCommandLine(options.commandLine, WHERE)
  const env = childEnvironment(
    options.environment,
    // The api-key input reaches the command under one documented name, nothing else does.
    { names: options.passEnv, set: { REVIEW_GATE_API_KEY: options.apiKey } },
    options.platform,
  )
  const executable = resolveProgram(name!, env['PATH'], options.baseDir, options.platform)
  const program: ModelProgram = { name: WHERE, executable, args, env, secrets: options.secrets }

  return {
    name: 'command',
    model: null,
    async complete(request) {
      await mkdir(options.tempDir, { recursive: true })
      const workDir = await mkdtemp(join(options.tempDir, 'command-'))
      try {
        const run = await runModelProgram(program, request, workDir)
        const text = replyOrFailure(run, program)
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
