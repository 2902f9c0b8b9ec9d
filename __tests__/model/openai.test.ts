import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ModelFailure } from '../../src/errors.js'
import { authHeaders, isAzureHost } from '../../src/model/openai.js'
import { replayKey } from '../../src/model/replay.js'
import { replyJsonSchema } from '../../src/domain/reply-contract.js'
import { API_KEY, INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call, settle } from './helpers.js'
import { ModelServer } from './servers/model-server.js'
import { openai } from './servers/protocols.js'

let server: ModelServer
beforeEach(async () => {
  server = await ModelServer.start()
})
afterEach(async () => {
  await server.stop()
})

const settings = () => ({
  provider: 'openai' as const,
  model: 'gpt-test',
  baseUrl: `${server.url}/v1`,
  apiKey: API_KEY,
  timeoutSeconds: 2,
  maxOutputTokens: 4_000,
})

describe('openai provider: the request', () => {
  it('sends the instructions as the system message, the payload as the user message, and a strict schema', async () => {
    server.script(openai.completion(REPLY_TEXT))
    const { run } = await call(settings())
    await run
    const [request] = server.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/v1/chat/completions')
    expect(request!.headers['authorization']).toBe(`Bearer ${API_KEY}`)
    expect(request!.body).toMatchObject({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: PAYLOAD },
      ],
      // A self-hosted endpoint gets max_tokens, the parameter those servers know.
      max_tokens: 4_000,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'review_reply',
          strict: true,
          schema: replyJsonSchema('implementation'),
        },
      },
    })
  })

  it('keeps the base URL path and query (Azure api-version)', async () => {
    server.script(openai.completion(REPLY_TEXT))
    const { run } = await call({
      ...settings(),
      baseUrl: `${server.url}/openai/v1?api-version=preview`,
    })
    await run
    expect(server.requests[0]!.path).toBe('/openai/v1/chat/completions?api-version=preview')
  })

  it('sends no authorization header to a keyless self-hosted server (Ollama)', async () => {
    server.script(openai.completion(REPLY_TEXT))
    const { run } = await call({ ...settings(), apiKey: undefined })
    await run
    expect(server.requests[0]!.headers['authorization']).toBeUndefined()
  })

  it('retries once without response_format when the endpoint rejects it, and remembers', async () => {
    server.script(
      openai.schemaRejected(),
      openai.completion('not json'),
      openai.completion(REPLY_TEXT),
    )
    const { run } = await call(settings())
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    expect(server.requests[0]!.body!['response_format']).toBeDefined()
    expect(server.requests[1]!.body!['response_format']).toBeUndefined()
    // The repair request that followed did not try the schema again.
    expect(server.requests[2]!.body!['response_format']).toBeUndefined()
    expect(result.repairs).toBe(1)
  })

  it('switches to max_completion_tokens when the endpoint asks for it', async () => {
    server.script(
      openai.error(400, {
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        type: 'invalid_request_error',
        param: 'max_tokens',
        code: 'unsupported_parameter',
      }),
      openai.completion(REPLY_TEXT),
    )
    const { run } = await call(settings())
    await run
    expect(server.requests[1]!.body!['max_completion_tokens']).toBe(4_000)
    expect(server.requests[1]!.body!['max_tokens']).toBeUndefined()
  })

  it('refuses to follow a redirect (the key must not travel), without retrying', async () => {
    server.script({
      kind: 'json',
      status: 308,
      body: {},
      headers: { location: 'http://127.0.0.1:9/v1/chat/completions' },
    })
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 1 })
    expect((error as Error).message).toMatch(/redirect/)
  })

  it('chooses the Azure api-key header by host, a bearer token elsewhere', () => {
    expect(isAzureHost('https://contoso.openai.azure.com/openai/v1')).toBe(true)
    expect(isAzureHost('https://proj.services.ai.azure.com/models')).toBe(true)
    expect(isAzureHost('https://api.openai.com/v1')).toBe(false)
    expect(isAzureHost('https://openai.azure.com.evil.example/v1')).toBe(false)
    expect(authHeaders('https://contoso.openai.azure.com/openai/v1', 'k')).toEqual({
      'api-key': 'k',
    })
    expect(authHeaders('http://localhost:11434/v1', 'k')).toEqual({ authorization: 'Bearer k' })
    expect(authHeaders('http://localhost:11434/v1', undefined)).toEqual({})
  })

  it('refuses to start without a model, or without a key for the public API', async () => {
    await expect(call({ ...settings(), model: undefined })).rejects.toThrow(/model name/)
    await expect(call({ ...settings(), baseUrl: undefined, apiKey: undefined })).rejects.toThrow(
      /API key/,
    )
  })
})

describe('callModel over openai: bookkeeping', () => {
  it('reports usage, attempts and cost from the price table', async () => {
    server.script(
      openai.rateLimited('1'),
      openai.completion(REPLY_TEXT, { usage: { input: 1_200, output: 150 } }),
    )
    const { run } = await call({ ...settings(), price: { inputPerMTok: 2, outputPerMTok: 8 } })
    const result = await run
    expect(result).toMatchObject({
      provider: 'openai',
      model: 'gpt-test-2026-01-01',
      usage: { inputTokens: 1_200, outputTokens: 150 },
      attempts: 2,
      repairs: 0,
      finishReason: 'stop',
      cost: (1_200 * 2 + 150 * 8) / 1_000_000,
    })
    expect(result.estimatedInputTokens).toBeGreaterThan(0)
  })

  it('asks once for a repair, sending the parse error back, and counts it', async () => {
    server.script(
      openai.completion('Here is my review: {"verdict": oops', {
        usage: { input: 1_000, output: 20 },
      }),
      openai.completion(REPLY_TEXT, { usage: { input: 1_100, output: 150 } }),
    )
    const { run, logger } = await call(settings())
    const result = await run
    expect(result.repairs).toBe(1)
    expect(result.attempts).toBe(2)
    expect(result.repairReason).toMatch(/not JSON/)
    expect(result.usage).toEqual({ inputTokens: 2_100, outputTokens: 170 })
    const repair = (server.requests[1]!.body!['messages'] as { content: string }[])[1]!.content
    expect(repair.startsWith(PAYLOAD)).toBe(true)
    expect(repair).toContain('## Repair request')
    expect(repair).toContain('the reply is not JSON')
    expect(repair).toContain('Here is my review: {"verdict": oops')
    expect(logger.warnings.some((w) => w.includes('asking once for a repair'))).toBe(true)
  })

  it('fails with bad_reply when the repaired reply is still broken', async () => {
    server.script(openai.completion('nope'), openai.completion('still nope'))
    const { run } = await call(settings())
    const { error } = await settle(run)
    expect(error).toBeInstanceOf(ModelFailure)
    expect(error).toMatchObject({ kind: 'bad_reply', attempts: 2, repairs: 1 })
  })

  it('refuses a request over max-input-tokens without sending it', async () => {
    const { run } = await call(
      { ...settings(), maxInputTokens: 50 },
      { payload: 'word '.repeat(500) },
    )
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'over_budget', attempts: 0 })
    expect((error as Error).message).toMatch(/max-input-tokens \(50\)/)
    expect(server.requests).toHaveLength(0)
  })

  it('keeps the usage of a failed attempt in the failure (a truncated reply is still billed)', async () => {
    server.script(
      openai.completion('{"verdict":', {
        finishReason: 'length',
        usage: { input: 900, output: 4_000 },
      }),
    )
    const { run } = await call({ ...settings(), price: { inputPerMTok: 1, outputPerMTok: 1 } })
    const { error } = await settle(run)
    expect(error).toMatchObject({
      kind: 'truncated',
      usage: { inputTokens: 900, outputTokens: 4_000 },
      cost: 0.0049,
    })
  })
})

describe('record-dir', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rg-record-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('saves each real reply, redacted, under the SHA-256 of instructions and payload', async () => {
    const echoed = { ...REPLY, strengths: [`uses ${API_KEY}`] }
    server.script(openai.completion(JSON.stringify(echoed)))
    const { run } = await call({ ...settings(), recordDir: dir })
    await run
    expect(await readdir(dir)).toEqual([`${replayKey(INSTRUCTIONS, PAYLOAD)}.json`])
    const saved = await readFile(join(dir, `${replayKey(INSTRUCTIONS, PAYLOAD)}.json`), 'utf8')
    expect(saved).not.toContain(API_KEY)
    expect(JSON.parse(saved).strengths).toEqual(['uses [REDACTED]'])
  })
})
