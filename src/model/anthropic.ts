import { InputError } from '../errors.js'
import { isRecord } from '../shared/is-record.js'
import {
  failureFromStatus,
  joinUrl,
  parseJsonBody,
  postJson,
  readErrorInfo,
  type HttpResponse,
} from './http.js'
import { count } from './openai.js'
import {
  AttemptFailure,
  type ModelProvider,
  type ModelRequest,
  type ProviderReply,
  type TokenUsage,
} from './provider.js'

/**
 * The Anthropic messages protocol. Structured output through one forced tool whose input
 * schema is the reply schema: the model must answer by "calling" it, and the tool input is the
 * reply. The tool is never run; nothing is executed on the model's behalf.
 */

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com'
export const ANTHROPIC_VERSION = '2023-06-01'
export const REPLY_TOOL = 'submit_review'
const LABEL = 'the Anthropic API'

export interface AnthropicOptions {
  model: string | undefined
  baseUrl: string | undefined
  apiKey: string | undefined
  maxOutputTokens: number
  replySchema: Record<string, unknown> | null
  secrets: readonly string[]
  now: () => number
}

/** `https://host` and `https://host/v1` both work as the base. */
export function messagesUrl(baseUrl: string): string {
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '')
  return joinUrl(baseUrl, path.endsWith('/v1') ? 'messages' : 'v1/messages')
}

export function createAnthropicProvider(options: AnthropicOptions): ModelProvider {
  if (!options.model) throw new InputError('the anthropic provider needs a model name', 'model')
  if (!options.apiKey) {
    throw new InputError(
      'the anthropic provider needs an API key (api-key input, or REVIEW_GATE_API_KEY / ANTHROPIC_API_KEY)',
      'api-key',
    )
  }
  const url = messagesUrl(options.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL)
  const headers = { 'x-api-key': options.apiKey, 'anthropic-version': ANTHROPIC_VERSION }
  const model = options.model
  let useTool = options.replySchema !== null

  function send(request: ModelRequest): Promise<HttpResponse> {
    const body: Record<string, unknown> = {
      model,
      max_tokens: options.maxOutputTokens,
      system: request.instructions,
      messages: [{ role: 'user', content: request.payload }],
    }
    if (useTool && options.replySchema) {
      body['tools'] = [
        {
          name: REPLY_TOOL,
          description: 'Submit the review. Its input is the whole reply object.',
          input_schema: options.replySchema,
        },
      ]
      body['tool_choice'] = { type: 'tool', name: REPLY_TOOL }
    }
    return postJson({ url, headers, body, signal: request.signal, secrets: options.secrets })
  }

  return {
    name: 'anthropic',
    model,
    async complete(request) {
      let response = await send(request)
      // Compatible gateways that do not support tools say so with a 400: fall back once.
      if (response.status === 400 && useTool) {
        const info = readErrorInfo(response.text)
        if (/\btools?\b|tool_choice|input_schema/i.test(info.message)) {
          useTool = false
          response = await send(request)
        }
      }
      if (response.status < 200 || response.status >= 300) {
        throw failureFromStatus(response, LABEL, options.secrets, options.now())
      }
      return readMessage(response)
    },
  }
}

function readMessage(response: HttpResponse): ProviderReply {
  const body = parseJsonBody(response, LABEL)
  if (!isRecord(body)) throw noReply('a body that is not an object')
  // Some gateways answer 200 with an error object.
  if (body['type'] === 'error') throw noReply('an error object with status 200')
  const usage = readUsage(body['usage'])
  const stop = typeof body['stop_reason'] === 'string' ? body['stop_reason'] : null
  if (stop === 'refusal') {
    throw new AttemptFailure(
      'the model refused (stop_reason: refusal)',
      'refused',
      { retryable: false },
      usage,
    )
  }
  if (stop === 'max_tokens') {
    throw new AttemptFailure(
      'the reply was cut off at max-output-tokens (stop_reason: max_tokens); raise max-output-tokens',
      'truncated',
      { retryable: false },
      usage,
    )
  }
  const content = Array.isArray(body['content']) ? body['content'] : []
  const tool = content.find(
    (block): block is Record<string, unknown> =>
      isRecord(block) && block['type'] === 'tool_use' && block['name'] === REPLY_TOOL,
  )
  let text: string
  if (tool && isRecord(tool['input'])) {
    text = JSON.stringify(tool['input'])
  } else {
    text = content
      .map((block) =>
        isRecord(block) && block['type'] === 'text' && typeof block['text'] === 'string'
          ? block['text']
          : '',
      )
      .join('')
  }
  if (text.trim() === '') throw noReply('no content', usage)
  return {
    text,
    usage,
    durationMs: response.durationMs,
    finishReason: stop,
    model: typeof body['model'] === 'string' ? body['model'] : null,
  }
}

function readUsage(usage: unknown): TokenUsage {
  if (!isRecord(usage)) return { inputTokens: null, outputTokens: null }
  const input = count(usage['input_tokens'])
  // Cached prompt tokens are billed input too, reported apart from input_tokens.
  const cached =
    (count(usage['cache_creation_input_tokens']) ?? 0) +
    (count(usage['cache_read_input_tokens']) ?? 0)
  return {
    inputTokens: input === null ? null : input + cached,
    outputTokens: count(usage['output_tokens']),
  }
}

function noReply(what: string, usage: TokenUsage | null = null): AttemptFailure {
  return new AttemptFailure(`${LABEL} returned ${what}`, 'bad_reply', { retryable: true }, usage)
}
