import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANTHROPIC_VERSION, REPLY_TOOL, messagesUrl } from '../../src/model/anthropic.js'
import { replyJsonSchema } from '../../src/domain/reply-contract.js'
import { API_KEY, INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call } from './helpers.js'
import { ModelServer } from './servers/model-server.js'
import { anthropic } from './servers/protocols.js'

let server: ModelServer
beforeEach(async () => {
  server = await ModelServer.start()
})
afterEach(async () => {
  await server.stop()
})

const settings = () => ({
  provider: 'anthropic' as const,
  model: 'claude-test',
  baseUrl: server.url,
  apiKey: API_KEY,
  timeoutSeconds: 2,
  maxOutputTokens: 4_000,
})

describe('anthropic provider', () => {
  it('sends the messages request with its headers and one forced reply tool', async () => {
    server.script(anthropic.toolReply(REPLY))
    const { run } = await call(settings())
    const result = await run
    const [request] = server.requests
    expect(request!.path).toBe('/v1/messages')
    expect(request!.headers['x-api-key']).toBe(API_KEY)
    expect(request!.headers['anthropic-version']).toBe(ANTHROPIC_VERSION)
    expect(request!.headers['authorization']).toBeUndefined()
    expect(request!.body).toEqual({
      model: 'claude-test',
      max_tokens: 4_000,
      system: INSTRUCTIONS,
      messages: [{ role: 'user', content: PAYLOAD }],
      tools: [
        {
          name: REPLY_TOOL,
          description: expect.any(String),
          input_schema: replyJsonSchema('implementation'),
        },
      ],
      tool_choice: { type: 'tool', name: REPLY_TOOL },
    })
    expect(JSON.parse(result.text)).toEqual(REPLY)
    expect(result.finishReason).toBe('tool_use')
    expect(result.model).toBe('claude-test-4-5')
  })

  it('counts cached prompt tokens as input', async () => {
    const step = anthropic.toolReply(REPLY, { usage: { input: 100, output: 50 } })
    const body = (step as { body: { usage: Record<string, number> } }).body
    body.usage['cache_read_input_tokens'] = 900
    server.script(step)
    const { run } = await call(settings())
    expect((await run).usage).toEqual({ inputTokens: 1_000, outputTokens: 50 })
  })

  it('accepts a plain text reply when a gateway answers without the tool', async () => {
    server.script(anthropic.textReply(REPLY_TEXT))
    const { run } = await call(settings())
    expect(JSON.parse((await run).text)).toEqual(REPLY)
  })

  it('falls back to plain JSON instructions once when a gateway rejects tools', async () => {
    server.script(
      anthropic.error(400, 'invalid_request_error', 'tools: Extra inputs are not permitted'),
      anthropic.textReply(REPLY_TEXT),
    )
    const { run } = await call(settings())
    await run
    expect(server.requests[0]!.body!['tools']).toBeDefined()
    expect(server.requests[1]!.body!['tools']).toBeUndefined()
    expect(server.requests[1]!.body!['tool_choice']).toBeUndefined()
  })

  it('takes a base URL with or without /v1', () => {
    expect(messagesUrl('https://api.anthropic.com')).toBe('https://api.anthropic.com/v1/messages')
    expect(messagesUrl('https://gw.example/anthropic/v1/')).toBe(
      'https://gw.example/anthropic/v1/messages',
    )
  })

  it('refuses to start without a key', async () => {
    await expect(call({ ...settings(), apiKey: undefined })).rejects.toThrow(/API key/)
  })
})
