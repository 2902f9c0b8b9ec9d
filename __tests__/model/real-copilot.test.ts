import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call, settle } from './helpers.js'
import { ModelServer } from './servers/model-server.js'
import { openai } from './servers/protocols.js'

/**
 * The real Copilot CLI over its headless session protocol against the loopback model server, in
 * its offline bring-your-own-key mode (docs/providers.md, "copilot (default)"): the server's
 * request log is the proof of what the model was sent. Opt-in, because CI does not install the
 * 190 MB CLI:
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

  /** The messages of the one chat-completions request the CLI made. */
  function sentMessages() {
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request!.path).toBe('/v1/chat/completions')
    // The session offers the model no tools.
    expect(request!.body!['tools']).toBeUndefined()
    return request!.body!['messages'] as { role: string; content: unknown }[]
  }

  it('sends our instructions as the whole system message, the payload as the user turn', async () => {
    server.script(openai.completion(REPLY_TEXT, { usage: { input: 3_210, output: 123 } }))
    const { run } = await call(settings())
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    expect(result.usage).toEqual({ inputTokens: 3_210, outputTokens: 123 })
    const messages = sentMessages()
    expect(messages.map((m) => m.role)).toEqual(['system', 'user'])
    // Byte for byte: none of the CLI's own agent prompt, none of its length rules.
    expect(messages[0]!.content).toBe(INSTRUCTIONS)
    // The CLI puts the date before the prompt and trims its trailing newline.
    expect(messages[1]!.content).toMatch(/^<current_datetime>[^<]+<\/current_datetime>\n\n/)
    expect(String(messages[1]!.content).endsWith(PAYLOAD.trimEnd())).toBe(true)
    // Its state (sessions, logs: the prompt and the diff) went to the per-call folder, now gone.
    expect(existsSync(join(home, '.copilot'))).toBe(false)
    expect(await readdir(join(home, 'tmp'))).toEqual([])
  }, 60_000)

  for (const model of ['gpt-4.1', 'gpt-5-mini', 'claude-sonnet-4.5']) {
    it(`for ${model}, whose CLI prompt asks for 100 words, no length cap reaches the model`, async () => {
      server.script(openai.completion(REPLY_TEXT))
      const { run } = await call({ ...settings(), model })
      await run
      const messages = sentMessages()
      expect(messages[0]).toEqual({ role: 'system', content: INSTRUCTIONS })
      expect(JSON.stringify(messages)).not.toMatch(/\b\d+ words or (?:less|fewer)/i)
      expect(server.requests[0]!.body!['model']).toBe(model)
    }, 60_000)
  }

  it('fails as auth on a 401 from the provider', async () => {
    server.script(openai.badKey(), openai.badKey(), openai.badKey(), openai.badKey())
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'auth', attempts: 1 })
  }, 60_000)
})
