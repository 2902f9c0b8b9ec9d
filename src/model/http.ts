import type { ModelFailureKind } from '../errors.js'
import { parseRetryAfter } from './retry.js'
import { redactSecrets } from './secrets.js'
import { AttemptFailure } from './provider.js'
import { isRecord } from '../shared/is-record.js'
import { untilAborted } from '../shared/until-aborted.js'

/**
 * The HTTP edge shared by the API providers: one POST with Node's fetch, a bounded body, and
 * the mapping of statuses and error bodies to typed failures.
 */

/** Largest response body read; a reply is a few kilobytes, anything near this is hostile. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024
/** Longest server error message quoted in our own messages. */
const MAX_QUOTED_MESSAGE = 300

export interface HttpResponse {
  status: number
  headers: Headers
  text: string
  durationMs: number
}

export async function postJson(input: {
  url: string
  headers: Record<string, string>
  body: unknown
  signal: AbortSignal
  secrets: readonly string[]
}): Promise<HttpResponse> {
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...input.headers },
      body: JSON.stringify(input.body),
      signal: input.signal,
      redirect: 'error',
    })
  } catch (error) {
    throw failureFromFetchError(error, input.signal, input.secrets)
  }
  let text: string
  try {
    text = await readBounded(response, MAX_RESPONSE_BYTES, input.signal)
  } catch (error) {
    if (error instanceof AttemptFailure) throw error
    throw failureFromFetchError(error, input.signal, input.secrets)
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    durationMs: Math.round(performance.now() - started),
  }
}

/**
 * The body, at most `maxBytes` of it, read until the signal aborts: each read is raced against
 * the signal, because fetch does not always end a body read when its signal aborts.
 */
export async function readBounded(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let read: Awaited<ReturnType<typeof reader.read>>
    try {
      read = await untilAborted(reader.read(), signal)
    } catch (error) {
      if (signal.aborted) reader.cancel().catch(() => {})
      throw error
    }
    const { done, value } = read
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new AttemptFailure(
        `the response body exceeded ${maxBytes} bytes; refusing to read more`,
        'bad_reply',
        { retryable: false },
      )
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/** A network-level failure: our timeout, a reset, a refused connection, a DNS failure. */
export function failureFromFetchError(
  error: unknown,
  signal: AbortSignal,
  secrets: readonly string[],
): AttemptFailure {
  if (signal.aborted) {
    return new AttemptFailure('the attempt timed out', 'timeout', { retryable: true })
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause
  const code = cause?.code ?? ''
  if (/TIMEOUT/.test(code)) {
    return new AttemptFailure(`the connection timed out (${code})`, 'timeout', { retryable: true })
  }
  const detail = code || cause?.message || (error instanceof Error ? error.message : String(error))
  if (/redirect/i.test(detail)) {
    // Redirects are refused so the key never follows one; a retry would only be refused again.
    return new AttemptFailure(
      'the endpoint answered with a redirect; set base-url to the final URL',
      'unavailable',
      { retryable: false },
    )
  }
  return new AttemptFailure(
    `could not reach the endpoint: ${redact(detail, secrets)}`,
    'unavailable',
    { retryable: true },
  )
}

/** Error-body fields both protocols use, read defensively (the body is untrusted). */
export interface ErrorInfo {
  message: string
  type: string
  code: string
  param: string
}

export function readErrorInfo(text: string): ErrorInfo {
  const info: ErrorInfo = { message: '', type: '', code: '', param: '' }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    info.message = text.replace(/\s+/g, ' ').trim()
    return info
  }
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : body
  if (!isRecord(error)) return info
  info.message = stringField(error, 'message')
  info.type = stringField(error, 'type')
  info.code = stringField(error, 'code')
  info.param = stringField(error, 'param')
  return info
}

/** Quota and spending limits: waiting will not help, so these are never retried. */
const QUOTA_SIGNS =
  /insufficient_quota|exceeded your current quota|billing|spend(?:ing)?[ _-]?limit|credit balance|insufficient[ _-]credits|budget(?: has been)? exceeded|budget_exceeded|usage limits?\b|payment required/i

/**
 * Maps an HTTP error to a typed failure. `label` names the endpoint in messages
 * (`OpenAI-compatible endpoint`, `Anthropic API`).
 */
export function failureFromStatus(
  response: HttpResponse,
  label: string,
  secrets: readonly string[],
  nowMs: number,
): AttemptFailure {
  const { status } = response
  const info = readErrorInfo(response.text)
  const quoted = info.message ? `: ${quote(info.message, secrets)}` : ''
  const signs = `${info.type} ${info.code} ${info.message}`
  const hint = (retryable: boolean) => ({
    retryable,
    status,
    ...(retryable ? { retryAfterMs: parseRetryAfter(response.headers, nowMs) } : {}),
  })
  const fail = (kind: ModelFailureKind, retryable: boolean, text: string) =>
    new AttemptFailure(
      `${label} answered ${status}${quoted}. ${text}`.trim(),
      kind,
      hint(retryable),
    )

  if (status === 402 || QUOTA_SIGNS.test(signs)) {
    return fail('quota', false, 'The quota or spending limit is exhausted; retrying will not help.')
  }
  if (status === 401) return fail('auth', false, 'Check the API key.')
  if (status === 403) {
    return fail('permission', false, 'The key is valid but not allowed to use this model.')
  }
  if (
    status === 413 ||
    /context_length_exceeded|maximum context length|too many tokens/i.test(signs)
  ) {
    return fail('over_budget', false, 'The request is larger than the model accepts.')
  }
  if (status === 429) return fail('rate_limited', true, '')
  if (status === 408) return fail('timeout', true, '')
  if (status === 409 || status >= 500) return fail('unavailable', true, '')
  if (/content_filter|content_policy/i.test(signs)) {
    return fail('refused', false, "The endpoint's content filter refused the request.")
  }
  if (status === 404) {
    return fail('unavailable', false, 'Check base-url and the model name.')
  }
  return fail('unavailable', false, 'The endpoint rejected the request.')
}

/** A 200 whose body is not what the protocol promises. Transient on flaky proxies. */
export function parseJsonBody(response: HttpResponse, label: string): unknown {
  try {
    return JSON.parse(response.text)
  } catch {
    throw new AttemptFailure(`${label} returned a body that is not JSON`, 'bad_reply', {
      retryable: true,
      status: response.status,
    })
  }
}

function stringField(record: Record<string, unknown>, key: string): string {
  const value = record[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function quote(message: string, secrets: readonly string[]): string {
  // Redact before cutting, so a secret across the cut cannot survive in part.
  const oneLine = redact(message.replace(/\s+/g, ' ').trim(), secrets)
  return oneLine.length > MAX_QUOTED_MESSAGE ? `${oneLine.slice(0, MAX_QUOTED_MESSAGE)}…` : oneLine
}

export function redact(text: string, secrets: readonly string[]): string {
  return redactSecrets(text, secrets).text
}

/** Joins a base URL and a path, keeping the base's own path and query (Azure's api-version). */
export function joinUrl(base: string, path: string): string {
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  return url.toString()
}
