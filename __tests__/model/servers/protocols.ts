import type { Step } from './model-server.js'

/**
 * Answers shaped like the real APIs': the OpenAI chat-completions protocol and the Anthropic
 * messages protocol, with their status codes, error bodies and headers.
 */

let serial = 0
const id = (prefix: string) => `${prefix}${(++serial).toString(36).padStart(8, '0')}`

export interface Usage {
  input: number
  output: number
}

export const openai = {
  completion(
    content: string | null,
    options: { finishReason?: string; usage?: Usage; refusal?: string; model?: string } = {},
  ): Step {
    const usage = options.usage ?? { input: 1200, output: 150 }
    const model = options.model ?? 'gpt-test-2026-01-01'
    const chatId = id('chatcmpl-')
    const message = {
      role: 'assistant',
      content,
      refusal: options.refusal ?? null,
      annotations: [],
    }
    const usageBody = {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    }
    return {
      kind: 'json',
      status: 200,
      headers: openaiHeaders(),
      body: {
        id: chatId,
        object: 'chat.completion',
        created: 1_767_225_600,
        model,
        choices: [
          { index: 0, message, logprobs: null, finish_reason: options.finishReason ?? 'stop' },
        ],
        usage: usageBody,
        service_tier: 'default',
        system_fingerprint: 'fp_test',
      },
      // What the same answer looks like streamed (the Copilot CLI asks for a stream).
      sse: [
        {
          id: chatId,
          object: 'chat.completion.chunk',
          created: 1_767_225_600,
          model,
          choices: [
            { index: 0, delta: { role: 'assistant', content: content ?? '' }, finish_reason: null },
          ],
        },
        {
          id: chatId,
          object: 'chat.completion.chunk',
          created: 1_767_225_600,
          model,
          choices: [{ index: 0, delta: {}, finish_reason: options.finishReason ?? 'stop' }],
          usage: usageBody,
        },
      ],
    }
  },

  /** A 200 whose `choices` is empty (seen from filtered or overloaded gateways). */
  emptyChoices(): Step {
    return {
      kind: 'json',
      status: 200,
      headers: openaiHeaders(),
      body: {
        id: id('chatcmpl-'),
        object: 'chat.completion',
        created: 1_767_225_600,
        model: 'gpt-test',
        choices: [],
        usage: { prompt_tokens: 1200, completion_tokens: 0, total_tokens: 1200 },
      },
    }
  },

  error(
    status: number,
    error: { message: string; type: string; code?: string | number | null; param?: string | null },
    headers: Record<string, string> = {},
  ): Step {
    return {
      kind: 'json',
      status,
      headers: { ...openaiHeaders(), ...headers },
      body: {
        error: {
          message: error.message,
          type: error.type,
          param: error.param ?? null,
          code: error.code ?? null,
        },
      },
    }
  },

  rateLimited(retryAfter?: string): Step {
    return openai.error(
      429,
      {
        message:
          'Rate limit reached for gpt-test in organization org-test on tokens per min (TPM): Limit 30000, Used 29500, Requested 1400. Please try again in 1.8s.',
        type: 'tokens',
        code: 'rate_limit_exceeded',
      },
      {
        ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
        'x-ratelimit-limit-tokens': '30000',
        'x-ratelimit-remaining-tokens': '500',
        'x-ratelimit-reset-tokens': '1.8s',
      },
    )
  },

  insufficientQuota(): Step {
    return openai.error(429, {
      message:
        'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs.',
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    })
  },

  /** A proxy's spend limit (LiteLLM's budget error is a 400 with this type). */
  spendLimit(): Step {
    return openai.error(400, {
      message: 'Budget has been exceeded! Current cost: 50.02, Max budget: 50.0',
      type: 'budget_exceeded',
      code: '400',
    })
  },

  /** A gateway out of prepaid credits answers 402. */
  noCredits(): Step {
    return openai.error(402, {
      message: 'Insufficient credits. Add more using the billing page.',
      type: 'payment_required',
      code: 402,
    })
  },

  serverError(status = 500): Step {
    const message =
      status === 503
        ? 'The engine is currently overloaded, please try again later.'
        : status === 529
          ? 'The upstream is overloaded.'
          : 'The server had an error while processing your request. Sorry about that!'
    return openai.error(status, { message, type: 'server_error' })
  },

  badKey(echo = 'sk-test-…abcd'): Step {
    return openai.error(401, {
      message: `Incorrect API key provided: ${echo}. You can find your API key in your account settings.`,
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    })
  },

  forbidden(): Step {
    return openai.error(403, {
      message: 'Country, region, or territory not supported',
      type: 'request_forbidden',
      code: 'unsupported_country_region_territory',
    })
  },

  schemaRejected(): Step {
    return openai.error(400, {
      message:
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
      type: 'invalid_request_error',
      param: 'response_format',
    })
  },
}

function openaiHeaders(): Record<string, string> {
  return {
    'x-request-id': id('req_'),
    'openai-processing-ms': '420',
    'openai-version': '2020-10-01',
  }
}

export const anthropic = {
  /** A reply through the forced tool (what a model answering our request sends). */
  toolReply(
    input: unknown,
    options: { usage?: Usage; stopReason?: string; model?: string } = {},
  ): Step {
    return anthropic.message(
      [{ type: 'tool_use', id: id('toolu_'), name: 'submit_review', input }],
      options,
      'tool_use',
    )
  },

  textReply(
    text: string,
    options: { usage?: Usage; stopReason?: string; model?: string } = {},
  ): Step {
    return anthropic.message([{ type: 'text', text }], options, 'end_turn')
  },

  message(
    content: unknown[],
    options: { usage?: Usage; stopReason?: string; model?: string },
    defaultStop: string,
  ): Step {
    const usage = options.usage ?? { input: 1300, output: 160 }
    return {
      kind: 'json',
      status: 200,
      headers: anthropicHeaders(),
      body: {
        id: id('msg_'),
        type: 'message',
        role: 'assistant',
        model: options.model ?? 'claude-test-4-5',
        content,
        stop_reason: options.stopReason ?? defaultStop,
        stop_sequence: null,
        usage: {
          input_tokens: usage.input,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          output_tokens: usage.output,
        },
      },
    }
  },

  error(status: number, type: string, message: string, headers: Record<string, string> = {}): Step {
    const requestId = id('req_')
    return {
      kind: 'json',
      status,
      headers: { ...anthropicHeaders(), 'request-id': requestId, ...headers },
      body: { type: 'error', error: { type, message }, request_id: requestId },
    }
  },

  rateLimited(retryAfter?: string): Step {
    return anthropic.error(
      429,
      'rate_limit_error',
      'This request would exceed the rate limit for your organization of 50,000 input tokens per minute. Please reduce the prompt length or the maximum tokens requested, or try again later.',
      {
        ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
        'anthropic-ratelimit-input-tokens-limit': '50000',
        'anthropic-ratelimit-input-tokens-remaining': '0',
        'anthropic-ratelimit-input-tokens-reset': '2026-01-01T00:00:30Z',
      },
    )
  },

  lowCredit(): Step {
    return anthropic.error(
      400,
      'invalid_request_error',
      'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
    )
  },

  spendLimit(): Step {
    return anthropic.error(
      400,
      'invalid_request_error',
      'You have reached your specified API usage limits. You will regain access on 2026-12-01 at 00:00 UTC.',
    )
  },

  serverError(status = 500): Step {
    return status === 529
      ? anthropic.error(529, 'overloaded_error', 'Overloaded')
      : anthropic.error(status, 'api_error', 'Internal server error')
  },

  badKey(): Step {
    return anthropic.error(401, 'authentication_error', 'invalid x-api-key')
  },

  forbidden(): Step {
    return anthropic.error(
      403,
      'permission_error',
      'Your API key does not have permission to use the specified resource.',
    )
  },
}

function anthropicHeaders(): Record<string, string> {
  return { 'request-id': id('req_'), 'anthropic-organization-id': 'org-test' }
}
