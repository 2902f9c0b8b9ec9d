import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError, ModelFailure } from '../../src/errors.js'
import { COPILOT_FLAGS } from '../../src/model/copilot.js'
import { PINNED_COPILOT_VERSION } from '../../src/model/provider.js'
import { INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call, settle } from './helpers.js'
import { FakeCli, isAlive } from './servers/fake-cli.js'

const TOKEN = 'ghs_0123456789abcdefghijABCDEFGHIJ012345'
const OTHER_SECRET = 'sk-proj-other-step-secret-0123456789abcdef'

let root: string
let fake: FakeCli
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rg-copilot-'))
  fake = new FakeCli(root)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** The parent environment as a workflow step would have it: full of other things. */
const parentEnv = () => ({
  PATH: fake.path(),
  HOME: root,
  GITHUB_TOKEN: 'ghs_workflowtokenshouldneverpass00000000000',
  OPENAI_API_KEY: OTHER_SECRET,
  AWS_SECRET_ACCESS_KEY: 'aws-secret-value-0123456789',
  COPILOT_OFFLINE: 'false',
  COPILOT_ALLOW_ALL: 'true',
  COPILOT_CUSTOM_INSTRUCTIONS_DIRS: '/repo/.github',
  COPILOT_HOME: join(root, 'users-copilot-home'),
})

const settings = (over: Record<string, unknown> = {}) => ({
  provider: 'copilot' as const,
  githubToken: TOKEN,
  environment: parentEnv(),
  tempDir: join(root, 'tmp'),
  toolDir: join(root, 'tools'),
  timeoutSeconds: 5,
  maxAttempts: 2,
  ...over,
})

describe('copilot provider', () => {
  it('runs a headless session: our instructions replace the system message, the payload is the prompt, no tools', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: `${REPLY_TEXT}\n\n`, usage: { input: 2_345, output: 210 } }])
    const { run } = await call(settings({ model: 'gpt-test' }))
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    expect(result.usage).toEqual({ inputTokens: 2_345, outputTokens: 210 })
    expect(result.provider).toBe('copilot')

    const [seen] = fake.invocations()
    expect(seen!.flagProblem).toBeUndefined()
    expect(seen!.argv).toEqual([...COPILOT_FLAGS])
    expect(seen!.methods).toEqual(['connect', 'session.create', 'session.send', 'session.destroy'])
    expect(seen!.sessionCreate).toEqual({
      model: 'gpt-test',
      gitHubToken: TOKEN,
      availableTools: [],
      systemMessage: { mode: 'replace', content: INSTRUCTIONS },
      workingDirectory: seen!.cwd,
    })
    expect(seen!.stdin).toBe(PAYLOAD)
    expect(seen!.destroyed).toBe(true)
    expect(seen!.stdinClosed).toBe(true)
    // Only PATH, HOME, the token, our COPILOT_HOME and harmless COPILOT_* settings: no other
    // secret, no widening, not the user's own COPILOT_HOME.
    expect(Object.keys(seen!.env).sort()).toEqual([
      'COPILOT_GITHUB_TOKEN',
      'COPILOT_HOME',
      'COPILOT_OFFLINE',
      'HOME',
      'PATH',
    ])
    // The token travels in the environment and on stdin, never in argv.
    expect(seen!.argv.join(' ')).not.toContain(TOKEN)
    // It ran in an empty folder of its own (no AGENTS.md nearby), removed afterwards.
    expect(seen!.cwd.startsWith(join(root, 'tmp'))).toBe(true)
    expect(seen!.cwdEntries).toEqual([])
    expect(existsSync(seen!.cwd)).toBe(false)
  })

  it('gives the CLI an empty state folder of its own per call, deleted after', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: REPLY_TEXT }])
    await (
      await call(settings())
    ).run
    const [seen] = fake.invocations()
    const home = seen!.env['COPILOT_HOME']!
    expect(home.startsWith(join(root, 'tmp', 'copilot-'))).toBe(true)
    expect(seen!.homeEntries).toEqual([])
    // The session the CLI kept there (the prompt, the diff) is gone with the folder; nothing
    // went to the user's home or the user's own COPILOT_HOME.
    expect(existsSync(home)).toBe(false)
    expect(readdirSync(join(root, 'tmp'))).toEqual([])
    expect(existsSync(join(root, '.copilot'))).toBe(false)
    expect(existsSync(join(root, 'users-copilot-home'))).toBe(false)
  })

  it('deletes the state folder when the session fails, on every attempt', async () => {
    fake.install('copilot')
    fake.scenario([{ sessionError: 'Execution failed: socket hang up' }])
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 2 })
    expect((error as Error).message).toMatch(/reported an error: Execution failed: socket hang up/)
    const homes = fake.invocations().map((i) => i.env['COPILOT_HOME']!)
    expect(homes).toHaveLength(2)
    expect(new Set(homes).size).toBe(2)
    for (const home of homes) expect(existsSync(home)).toBe(false)
    expect(readdirSync(join(root, 'tmp'))).toEqual([])
  })

  it('fails closed, without retrying, when the CLI reports a system message other than ours', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: REPLY_TEXT, ownSystemMessage: true }])
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toBeInstanceOf(ModelFailure)
    expect(error).toMatchObject({ kind: 'not_installed', attempts: 1 })
    expect((error as Error).message).toMatch(
      /sent a system message other than review-gate's instructions/,
    )
  })

  it('fails closed with not_installed, naming the version to install, when the CLI has no headless protocol', async () => {
    fake.install('copilot')
    fake.scenario([{ stderr: "error: unexpected argument '--headless' found\n", exit: 2 }])
    const { run, sleeps } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'not_installed', attempts: 1 })
    expect((error as Error).message).toMatch(/refused its flags .*--headless/)
    expect((error as Error).message).toMatch(/Install @github\/copilot@1\.0\.102/)
    expect(sleeps).toEqual([])
  })

  it('fails closed with not_installed when the CLI does not know the connect method', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: REPLY_TEXT, noConnect: true }])
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'not_installed', attempts: 1 })
    expect((error as Error).message).toMatch(/connect: has no method for this request/)
  })

  it('passes a bring-your-own-key setup as the session provider, not the GitHub token', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: REPLY_TEXT }])
    const environment = {
      ...parentEnv(),
      COPILOT_PROVIDER_BASE_URL: 'http://127.0.0.1:9/v1',
      COPILOT_PROVIDER_TYPE: 'openai',
      COPILOT_PROVIDER_API_KEY: 'byok-key-0123456789',
      COPILOT_PROVIDER_MAX_OUTPUT_TOKENS: '16000',
      COPILOT_MODEL: 'local-model',
    }
    await (
      await call(settings({ environment }))
    ).run
    expect(fake.invocations()[0]!.sessionCreate).toMatchObject({
      model: 'local-model',
      provider: {
        baseUrl: 'http://127.0.0.1:9/v1',
        type: 'openai',
        apiKey: 'byok-key-0123456789',
        maxOutputTokens: 16000,
      },
    })
    expect(fake.invocations()[0]!.sessionCreate!['gitHubToken']).toBeUndefined()
  })

  it('refuses a bring-your-own-key variable it cannot pass, naming it', async () => {
    fake.install('copilot')
    const environment = {
      ...parentEnv(),
      COPILOT_PROVIDER_BASE_URL: 'http://127.0.0.1:9/v1',
      COPILOT_PROVIDER_HEADERS: 'x-a=b',
    }
    const { error } = await settle(call(settings({ environment })))
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toMatch(/^COPILOT_PROVIDER_HEADERS: /)
  })

  it('prefers COPILOT_GITHUB_TOKEN from the environment over the github-token input', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: REPLY_TEXT }])
    const env = {
      ...parentEnv(),
      COPILOT_GITHUB_TOKEN: 'github_pat_11AAAAAAA0123456789_abcdefghijklmnop',
    }
    const { run } = await call(settings({ environment: env }))
    await run
    expect(fake.invocations()[0]!.env['COPILOT_GITHUB_TOKEN']).toBe(env.COPILOT_GITHUB_TOKEN)
    expect(fake.invocations()[0]!.sessionCreate!['gitHubToken']).toBe(env.COPILOT_GITHUB_TOKEN)
  })

  it('asks for no model when none is configured', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: REPLY_TEXT }])
    const { run } = await call(settings())
    await run
    expect(fake.invocations()[0]!.sessionCreate!['model']).toBeUndefined()
  })

  it('refuses a model name that could pass for a flag', async () => {
    fake.install('copilot')
    const { error } = await settle(call(settings({ model: '--allow-all' })))
    expect(error).toBeInstanceOf(InputError)
  })

  const failures = [
    {
      name: 'no authentication',
      stderr: 'Execution failed: InvalidArg, No GitHub OAuth token or Copilot HMAC key provided',
      kind: 'auth',
      help: /copilot-requests: write/,
    },
    {
      name: 'a token without the Copilot requests permission (403)',
      stderr: '\nAuthentication failed with provider (HTTP 403).\n',
      kind: 'permission',
      help: /permissions: copilot-requests: write/,
    },
    {
      name: 'rate limited after its own retries',
      stderr:
        '\nFailed to get response from the AI model; retried 5 times (total retry wait time: 5.70 seconds) Last error: 429 Rate limit reached\n',
      kind: 'rate_limited',
      help: /retried 5 times/,
    },
    {
      name: 'quota exhausted',
      stderr:
        '\nFailed to get response from the AI model; retried 5 times (total retry wait time: 52.44 seconds) Last error: 429 You exceeded your current quota, please check your plan and billing details.\n',
      kind: 'quota',
      help: /quota/,
    },
    {
      name: 'a server error after its own retries',
      stderr:
        '\nFailed to get response from the AI model; retried 5 times (total retry wait time: 16.22 seconds) Last error: 500 server error\n',
      kind: 'unavailable',
      help: /500/,
    },
  ] as const

  for (const f of failures) {
    it(`fails with ${f.kind} on ${f.name}, without retrying on top of the CLI`, async () => {
      fake.install('copilot')
      fake.scenario([{ sessionError: f.stderr }])
      const { run, sleeps } = await call(settings())
      const { error } = await settle(run)
      expect(error).toBeInstanceOf(ModelFailure)
      expect(error).toMatchObject({ kind: f.kind, attempts: 1 })
      expect((error as Error).message).toMatch(f.help)
      expect(sleeps).toEqual([])
    })
  }

  it('retries a failure the CLI did not retry itself, then succeeds', async () => {
    fake.install('copilot')
    fake.scenario([{ stderr: 'Error: socket hang up\n', exit: 1 }, { stdout: REPLY_TEXT }])
    const { run, sleeps } = await call(settings())
    const result = await run
    expect(result.attempts).toBe(2)
    expect(sleeps).toEqual([750])
  })

  it('retries an empty reply, and gives up with bad_reply when it stays empty', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: '\n' }])
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'bad_reply', attempts: 2 })
  })

  it('kills a CLI that runs past the timeout, with what it started', async () => {
    fake.install('copilot')
    fake.scenario([{ hangMs: 60_000, stdout: REPLY_TEXT }])
    const started = Date.now()
    // Long enough for two Node processes to start on a loaded machine, short for a test.
    const { run } = await call(settings({ timeoutSeconds: 2, maxAttempts: 1 }))
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'timeout', attempts: 1 })
    expect(Date.now() - started).toBeLessThan(8_000)
    const [seen] = fake.invocations()
    expect(seen, 'the fake CLI started and logged before the timeout').toBeDefined()
    const gone = async (pid: number) => {
      for (let i = 0; i < 30 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
      return !isAlive(pid)
    }
    expect(await gone(seen!.pid)).toBe(true)
    expect(await gone(seen!.grandchild!)).toBe(true)
  })

  it('redacts the token when the reply echoes it', async () => {
    fake.install('copilot')
    fake.scenario([{ stdout: JSON.stringify({ ...REPLY, strengths: [`token ${TOKEN}`] }) }])
    const { run } = await call(settings())
    const result = await run
    expect(result.text).not.toContain(TOKEN)
    expect(result.redactions).toBe(1)
  })

  it('redacts the token from a failure message', async () => {
    fake.install('copilot')
    fake.scenario([{ stderr: `Error: 401 bad credentials for ${TOKEN}\n`, exit: 1 }])
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect((error as Error).message).not.toContain(TOKEN)
  })
})

describe('copilot provider: when the CLI is not on PATH', () => {
  it(`installs @github/copilot@${PINNED_COPILOT_VERSION} with npm, logs it, and uses it`, async () => {
    fake.installNpm()
    fake.scenario([{ stdout: REPLY_TEXT }])
    const { run, logger } = await call(settings())
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    const [npm, copilot] = fake.invocations()
    expect(npm!.name).toBe('npm')
    const prefix = join(root, 'tools', `copilot-${PINNED_COPILOT_VERSION}`)
    expect(npm!.argv).toEqual([
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `@github/copilot@${PINNED_COPILOT_VERSION}`,
    ])
    // npm gets no token either.
    expect(Object.keys(npm!.env).sort()).toEqual(['HOME', 'PATH'])
    expect(copilot!.name).toBe('copilot')
    const said = logger.messages.map((m) => m.message).join('\n')
    expect(said).toMatch(/installing @github\/copilot@1\.0\.102 with npm/)
    expect(said).toMatch(/Installed @github\/copilot@1\.0\.102 in \d+\.\ds/)
  })

  it('reuses an earlier install in the tool folder', async () => {
    fake.installNpm()
    fake.scenario([{ stdout: REPLY_TEXT }])
    await (
      await call(settings())
    ).run
    await (
      await call(settings())
    ).run
    expect(fake.invocations().map((i) => i.name)).toEqual(['npm', 'copilot', 'copilot'])
  })

  it('fails with not_installed, naming the step to add, when npm fails', async () => {
    fake.installNpm('npm error code E404\nnpm error 404 Not Found - @github/copilot@1.0.102\n')
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toBeInstanceOf(ModelFailure)
    expect(error).toMatchObject({ kind: 'not_installed', attempts: 0 })
    expect((error as Error).message).toMatch(/npm exited 1: npm error code E404/)
    expect((error as Error).message).toMatch(/npm install -g @github\/copilot@1\.0\.102/)
  })

  it('fails with not_installed when npm is missing too', async () => {
    const { run } = await call(settings({ environment: { ...parentEnv(), PATH: fake.binDir } }))
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'not_installed' })
    expect((error as Error).message).toMatch(/npm is not either/)
  })
})
