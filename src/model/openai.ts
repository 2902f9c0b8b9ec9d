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
import {
  AttemptFailure,
  type ModelProvider,
  type ModelRequest,
  type ProviderReply,
  type TokenUsage,
} from './provider.js'

/**
 * The OpenAI chat-completions protocol: OpenAI itself, Azure OpenAI / Foundry, and the
 * self-hosted servers that speak it (vLLM, Ollama, LiteLLM, OpenRouter).
 */

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1'
const LABEL = 'the OpenAI-compatible endpoint'
const SCHEMA_NAME = 'review_reply'

export interface OpenAiOptions {
  model: string | undefined
  baseUrl: string | undefined
  apiKey: string | undefined
  maxOutputTokens: number
  /** The strict JSON schema of the reply; null sends plain JSON instructions only. */
  replySchema: Record<string, unknown> | null
  secrets: readonly string[]
  now: () => number
}

/** Azure OpenAI and Azure AI Foundry hosts authenticate with an `api-key` header. */
export function isAzureHost(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname.toLowerCase()
  return /\.(?:openai\.azure\.com|services\.ai\.azure\.com|cognitiveservices\.azure\.com)$/.test(
    host,
  )
}

/** Azure wants the key in `api-key`; everyone else takes a bearer token. No key, no header. */
export function authHeaders(baseUrl: string, apiKey: string | undefined): Record<string, string> {
  if (!apiKey) return {}
  return isAzureHost(baseUrl) ? { 'api-key': apiKey } : { authorization: `Bearer ${apiKey}` }
}

function isOpenAiHost(baseUrl: string): boolean {
  return new URL(baseUrl).hostname.toLowerCase() === 'api.openai.com'
}

export function createOpenAiProvider(options: OpenAiOptions): ModelProvider {
  const baseUrl = options.baseUrl ?? OPENAI_DEFAULT_BASE_URL
  if (!options.model) {
    throw new InputError('the openai provider needs a model name', 'model')
  }
  const azure = isAzureHost(baseUrl)
  if (!options.apiKey && (azure || isOpenAiHost(baseUrl))) {
    throw new InputError(
      `the openai provider needs an API key for ${new URL(baseUrl).host} (api-key input, or REVIEW_GATE_API_KEY / OPENAI_API_KEY)`,
      'api-key',
    )
  }
  const url = joinUrl(baseUrl, 'chat/completions')
  const headers = authHeaders(baseUrl, options.apiKey)
  // What the endpoint accepts, learnt from its 400s and kept for the rest of the run.
  const accepts = {
    schema: options.replySchema !== null,
    // OpenAI's newer models reject max_tokens; most self-hosted servers only know it.
    tokenParam: azure || isOpenAiHost(baseUrl) ? 'max_completion_tokens' : 'max_tokens',
  }
  const model = options.model

  async function send(request: ModelRequest): Promise<HttpResponse> {
    const body: Record<string, unknown> = {
      model,
      messages: [
        { role: 'system', content: request.instructions },
        { role: 'user', content: request.payload },
      ],
      [accepts.tokenParam]: options.maxOutputTokens,
    }
    if (accepts.schema && options.replySchema) {
      body['response_format'] = {
        type: 'json_schema',
        json_schema: { name: SCHEMA_NAME, strict: true, schema: options.replySchema },
      }
    }
    return postJson({ url, headers, body, signal: request.signal, secrets: options.secrets })
  }

  return {
    name: 'openai',
    model,
    async complete(request) {
      let response = await send(request)
      // Protocol negotiation, not retries: each fallback is taken at most once per run.
      for (let round = 0; round < 2 && response.status === 400; round++) {
        const info = readErrorInfo(response.text)
        const about = `${info.param} ${info.message}`
        if (accepts.schema && /response_format|json_schema|structured output/i.test(about)) {
          accepts.schema = false
        } else if (/max_tokens|max_completion_tokens/.test(about)) {
          accepts.tokenParam =
            accepts.tokenParam === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens'
        } else {
          break
        }
        response = await send(request)
      }
      if (response.status < 200 || response.status >= 300) {
        throw failureFromStatus(response, LABEL, options.secrets, options.now())
      }
      return readCompletion(response)
    },
  }
}

function readCompletion(response: HttpResponse): ProviderReply {
  const body = parseJsonBody(response, LABEL)
  if (!isRecord(body)) throw noReply('a body that is not an object')
  const usage = readUsage(body['usage'])
  const choices = body['choices']
  if (!Array.isArray(choices) || choices.length === 0) throw noReply('no choices')
  const choice: unknown = choices[0]
  if (!isRecord(choice)) throw noReply('a choice that is not an object')
  const finish = typeof choice['finish_reason'] === 'string' ? choice['finish_reason'] : null
  const message = isRecord(choice['message']) ? choice['message'] : {}
  const refusal = message['refusal']
  if (typeof refusal === 'string' && refusal.trim() !== '') {
    throw new AttemptFailure(
      `the model refused: ${refusal.trim().slice(0, 200)}`,
      'refused',
      { retryable: false },
      usage,
    )
  }
  if (finish === 'content_filter') {
    throw new AttemptFailure(
      "the endpoint's content filter stopped the reply",
      'refused',
      { retryable: false },
      usage,
    )
  }
  if (finish === 'length') {
    throw new AttemptFailure(
      'the reply was cut off at max-output-tokens (finish_reason: length); raise max-output-tokens',
      'truncated',
      { retryable: false },
      usage,
    )
  }
  const text = contentText(message['content'])
  if (text.trim() === '') throw noReply('an empty message', usage)
  return {
    text,
    usage,
    durationMs: response.durationMs,
    finishReason: finish,
    model: typeof body['model'] === 'string' ? body['model'] : null,
  }
}

/** Content is a string, or (some servers) an array of text parts. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((part) => (isRecord(part) && typeof part['text'] === 'string' ? part['text'] : ''))
    .join('')
}

function readUsage(usage: unknown): TokenUsage {
  if (!isRecord(usage)) return { inputTokens: null, outputTokens: null }
  return {
    inputTokens: count(usage['prompt_tokens']),
    outputTokens: count(usage['completion_tokens']),
  }
}

export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null
}

function noReply(what: string, usage: TokenUsage | null = null): AttemptFailure {
  return new AttemptFailure(`${LABEL} returned ${what}`, 'bad_reply', { retryable: true }, usage)
}
