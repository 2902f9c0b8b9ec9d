import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { InputError, ModelFailure } from '../errors.js'
import type { Logger } from '../logger.js'
import { childEnvironment } from '../process/environment.js'
import { findOnPath } from '../process/path.js'
import { runProcess } from '../process/run.js'
import { redact } from './http.js'
import { copilotByokProvider } from './copilot-byok.js'
import { runCopilotSession } from './copilot-session.js'
import { exitStatus, oneLineTail, type ExitClass } from './process.js'
import type { ModelProvider } from './provider.js'

/**
 * GitHub Copilot CLI, the default provider, spoken to over its headless session protocol
 * (./copilot-session.ts): our instructions are the whole system message, the payload the user
 * turn, in a per-call `COPILOT_HOME` that is deleted after the call. The flags were verified
 * against @github/copilot 1.0.102 (docs/providers.md, "copilot (default)"): serve the protocol
 * on stdin/stdout, never ask, load no AGENTS.md-style instructions from the working directory
 * (the pull request's own text), start no built-in MCP servers, never update itself. The
 * session offers the model no tools; no `--allow-*` flag is ever passed.
 */
export const COPILOT_FLAGS: readonly string[] = [
  '--headless',
  '--stdio',
  '--no-auto-update',
  '--no-ask-user',
  '--no-custom-instructions',
  '--disable-builtin-mcps',
]

const INSTALL_TIMEOUT_MS = 300_000
/**
 * Copilot CLI variables that widen what the CLI may do. They never pass, whatever the parent
 * has: the reviewer runs no tools and reads no instructions but ours.
 */
export const BLOCKED_COPILOT_VARIABLES: ReadonlySet<string> = new Set([
  'COPILOT_ALLOW_ALL',
  'COPILOT_ASSISTED_APPROVAL',
  'COPILOT_CUSTOM_INSTRUCTIONS_DIRS',
  // Set per call to a folder of our own; the user's would bring its agents, settings and MCP
  // servers, and keep the prompt (the diff) in its session state.
  'COPILOT_HOME',
])
/** Model ids are plain names; anything else could be read as a flag by the CLI. */
const MODEL_NAME = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,199}$/

export interface CopilotOptions {
  model: string | undefined
  /** The token the CLI authenticates with; absent when the user relies on BYOK or a login. */
  token: string | undefined
  environment: Record<string, string>
  passEnv: readonly string[]
  copilotVersion: string
  /** Where @github/copilot is installed when missing. */
  toolDir: string
  /** Parent of the empty per-call working folders. */
  tempDir: string
  secrets: readonly string[]
  logger: Logger
  platform?: NodeJS.Platform
}

export function createCopilotProvider(options: CopilotOptions): ModelProvider {
  if (options.model !== undefined && !MODEL_NAME.test(options.model)) {
    throw new InputError(`"${options.model}" is not a model name the Copilot CLI accepts`, 'model')
  }
  const env = childEnvironment(
    options.environment,
    {
      names: options.passEnv,
      prefixes: ['COPILOT_'],
      blocked: BLOCKED_COPILOT_VARIABLES,
      set: { COPILOT_GITHUB_TOKEN: options.token },
    },
    options.platform,
  )
  // The headless protocol reads neither the token nor a bring-your-own-key setup from the
  // environment: the session gets them. The token travels on the CLI's stdin, never in argv.
  const provider = copilotByokProvider(env)
  const model = options.model ?? env['COPILOT_MODEL']
  const session: Record<string, unknown> = {
    ...(model ? { model } : {}),
    ...(provider
      ? { provider }
      : env['COPILOT_GITHUB_TOKEN']
        ? { gitHubToken: env['COPILOT_GITHUB_TOKEN'] }
        : {}),
  }
  let executable: string | null = null

  async function prepare(signal: AbortSignal): Promise<void> {
    if (executable) return
    const onPath = findOnPath('copilot', env['PATH'], options.platform)
    if (onPath) {
      executable = onPath
      options.logger.debug(`Copilot CLI: ${onPath}`)
      return
    }
    const installed = installedCopilot(options.toolDir, options.copilotVersion)
    if (existsSync(installed)) {
      executable = installed
      options.logger.info(`Copilot CLI not on PATH; using the one installed in ${options.toolDir}`)
      return
    }
    executable = await installCopilot(options, signal)
  }

  return {
    name: 'copilot',
    model: options.model ?? null,
    prepare,
    async complete(request) {
      if (!executable) await prepare(request.signal)
      await mkdir(options.tempDir, { recursive: true })
      // Deleted in `finally`, whatever happens: the CLI's state (the prompt, the diff) with it.
      const callDir = await mkdtemp(join(options.tempDir, 'copilot-'))
      try {
        // An empty working folder: nothing of the checkout (AGENTS.md, .github/, MCP configs) is near.
        const workDir = join(callDir, 'work')
        const home = join(callDir, 'home')
        await mkdir(workDir)
        await mkdir(home, { mode: 0o700 })
        const reply = await runCopilotSession(
          {
            executable: executable!,
            args: COPILOT_FLAGS,
            env: { ...env, COPILOT_HOME: home },
            cwd: workDir,
            session,
            secrets: options.secrets,
            classifyError: classifyCopilotExit,
            verifiedVersion: options.copilotVersion,
          },
          request,
        )
        return {
          text: reply.text,
          usage: reply.usage ?? { inputTokens: null, outputTokens: null },
          durationMs: reply.durationMs,
          finishReason: 'session.idle',
          model: reply.model ?? model ?? null,
        }
      } finally {
        await rm(callDir, { recursive: true, force: true })
      }
    },
  }
}

function installedCopilot(toolDir: string, version: string): string {
  return join(toolDir, `copilot-${version}`, 'node_modules', '.bin', 'copilot')
}

async function installCopilot(options: CopilotOptions, signal: AbortSignal): Promise<string> {
  const spec = `@github/copilot@${options.copilotVersion}`
  const npm = findOnPath('npm', options.environment['PATH'], options.platform)
  if (!npm) {
    throw new ModelFailure(
      `the Copilot CLI is not on PATH, and npm is not either, so ${spec} cannot be installed. ` +
        `Add a setup-node step, or a step that runs \`npm install -g ${spec}\`, before review-gate.`,
      'not_installed',
    )
  }
  const prefix = join(options.toolDir, `copilot-${options.copilotVersion}`)
  await mkdir(prefix, { recursive: true })
  options.logger.info(`Copilot CLI not on PATH: installing ${spec} with npm into ${prefix}`)
  const env = childEnvironment(
    options.environment,
    {
      // npm's own settings (registry, proxy, CA) and proxies; no tokens of the workflow.
      names: [
        'HTTP_PROXY',
        'HTTPS_PROXY',
        'NO_PROXY',
        'http_proxy',
        'https_proxy',
        'no_proxy',
        'NODE_EXTRA_CA_CERTS',
      ],
      prefixes: ['npm_config_', 'NPM_CONFIG_'],
    },
    options.platform,
  )
  const run = await runProcess({
    executable: npm,
    args: ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', spec],
    env,
    cwd: prefix,
    timeoutMs: INSTALL_TIMEOUT_MS,
    signal,
  })
  const binary = installedCopilot(options.toolDir, options.copilotVersion)
  if (run.outcome !== 'exited' || run.exitCode !== 0 || !existsSync(binary)) {
    const why =
      run.outcome === 'not-started'
        ? `npm could not start (${run.reason})`
        : run.outcome !== 'exited'
          ? 'it timed out'
          : run.exitCode !== 0
            ? `npm exited ${exitStatus(run)}: ${oneLineTail(redact(run.stderrTail, options.secrets))}`
            : `npm finished but ${binary} is missing`
    throw new ModelFailure(
      `the Copilot CLI is not on PATH and installing ${spec} failed (${why}). ` +
        `Add a step that runs \`npm install -g ${spec}\` before review-gate.`,
      'not_installed',
    )
  }
  options.logger.info(`Installed ${spec} in ${(run.durationMs / 1000).toFixed(1)}s`)
  return binary
}

const PERMISSION_HELP =
  'The token may not use Copilot: give the job `permissions: copilot-requests: write` and pass github-token, ' +
  'or set COPILOT_GITHUB_TOKEN to the token of a user with a Copilot seat.'
const AUTH_HELP =
  'The Copilot CLI could not authenticate: pass github-token with `permissions: copilot-requests: write`, or set COPILOT_GITHUB_TOKEN.'

/**
 * The CLI reports failures as text on stderr and exit code 1. It retries model errors itself
 * ("retried N times"), so when it says so we do not retry on top: that would multiply the
 * requests and the wait.
 */
export function classifyCopilotExit(stderr: string): ExitClass {
  const alreadyRetried = /retried \d+ times/i.test(stderr)
  const verdict = (kind: ExitClass['kind'], retryable: boolean, help?: string): ExitClass => ({
    kind,
    retryable: retryable && !alreadyRetried,
    help,
  })
  if (
    /quota|premium request|ai credits?|spend(?:ing)? limit|billing|insufficient_quota|budget/i.test(
      stderr,
    )
  ) {
    return verdict('quota', false, 'The Copilot quota or spending limit is exhausted.')
  }
  if (
    /\b403\b|forbidden|not authorized|access denied|copilot-requests|not enabled|policy/i.test(
      stderr,
    )
  ) {
    return verdict('permission', false, PERMISSION_HELP)
  }
  if (
    /\b401\b|authenticat|oauth token|hmac key|not logged in|\blog ?in\b|unauthorized|bad credentials|invalid token|no token/i.test(
      stderr,
    )
  ) {
    return verdict('auth', false, AUTH_HELP)
  }
  if (/\b429\b|rate.?limit/i.test(stderr)) return verdict('rate_limited', true)
  if (/timed? ?out|timeout/i.test(stderr)) return verdict('timeout', true)
  return verdict('unavailable', true)
}
