import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NO_LENGTH_LIMIT } from '../../src/model/copilot-home.js'
import { INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call, settle } from './helpers.js'
import { ModelServer } from './servers/model-server.js'
import { openai } from './servers/protocols.js'

/**
 * The real Copilot CLI against the loopback model server, in its offline bring-your-own-key mode
 * (docs/providers.md, "copilot (default)"). Opt-in, because CI does not install the 190 MB CLI:
 *
 *   npm install --prefix /tmp/copilot @github/copilot@1.0.102
 *   REVIEW_GATE_REAL_COPILOT=/tmp/copilot/node_modules/.bin/copilot npx vitest run __tests__/model/real-copilot.test.ts
 */
const binary = process.env['REVIEW_GATE_REAL_COPILOT']

describe.skipIf(!binary)('the real Copilot CLI, offline against a loopback server', () => {
  let server: ModelServer
  let home: string
  beforeEach(async () => {
    server = await ModelServer.start()
    home = await mkdtemp(join(tmpdir(), 'rg-real-copilot-'))
  })
  afterEach(async () => {
    await server.stop()
    await rm(home, { recursive: true, force: true })
  })

  const settings = () => ({
    provider: 'copilot' as const,
    environment: {
      PATH: [dirname(binary!), dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
      HOME: home,
      COPILOT_OFFLINE: 'true',
      COPILOT_PROVIDER_BASE_URL: `${server.url}/v1`,
      COPILOT_PROVIDER_API_KEY: 'loopback-key-0123456789',
      COPILOT_MODEL: 'gpt-test',
    },
    tempDir: join(home, 'tmp'),
    timeoutSeconds: 60,
    maxAttempts: 1,
  })

  it('prints only the reply, reports usage, and offers the model no tools', async () => {
    server.script(openai.completion(REPLY_TEXT, { usage: { input: 3_210, output: 123 } }))
    const { run } = await call(settings())
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    expect(result.usage).toEqual({ inputTokens: 3_210, outputTokens: 123 })
    const [request] = server.requests
    expect(request!.path).toBe('/v1/chat/completions')
    expect(request!.body!['tools']).toBeUndefined()
    const messages = request!.body!['messages'] as { role: string; content: unknown }[]
    const system = JSON.stringify(messages.filter((m) => m.role === 'system'))
    const user = JSON.stringify(messages.filter((m) => m.role === 'user'))
    // Our instructions are the system message's (the custom agent), not the user's turn, and
    // nothing there caps the length of the reply.
    expect(system).toContain(JSON.stringify(INSTRUCTIONS).slice(1, -1))
    expect(system).toContain(NO_LENGTH_LIMIT)
    expect(system).not.toMatch(/\b\d+ words or (?:less|fewer)/i)
    expect(user).not.toContain(JSON.stringify(INSTRUCTIONS).slice(1, -1))
    // The CLI trims the prompt's trailing newline and puts the date before it.
    expect(user).toContain(JSON.stringify(PAYLOAD.trimEnd()).slice(1, -1))
    // Its state (sessions, logs: the prompt and the diff) went to the per-call folder, now gone.
    expect(system).toContain(join(home, 'tmp', 'copilot-'))
    expect(existsSync(join(home, '.copilot'))).toBe(false)
    expect(await readdir(join(home, 'tmp'))).toEqual([])
  }, 60_000)

  it('for a model whose CLI prompt asks for 100 words, our rule that no limit applies comes later', async () => {
    server.script(openai.completion(REPLY_TEXT))
    const { run } = await call({ ...settings(), model: 'gpt-4.1' })
    await run
    const messages = server.requests[0]!.body!['messages'] as { role: string; content: string }[]
    const system = messages.find((m) => m.role === 'system')!.content
    // @github/copilot 1.0.102 keeps its own tone section for this model family; the agent's
    // instructions (ours) follow it and say that no length limit applies to the review.
    const cap = system.search(/100 words or less/)
    expect(system.indexOf(INSTRUCTIONS)).toBeGreaterThan(cap)
    expect(system.indexOf(NO_LENGTH_LIMIT)).toBeGreaterThan(system.indexOf(INSTRUCTIONS))
  }, 60_000)

  it('fails as auth on a 401 from the provider', async () => {
    server.script(openai.badKey(), openai.badKey(), openai.badKey(), openai.badKey())
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'auth', attempts: 1 })
  }, 60_000)
})
