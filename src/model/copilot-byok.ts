import { InputError } from '../errors.js'

/**
 * A bring-your-own-key setup for the Copilot CLI, read from the job's `COPILOT_PROVIDER_*`
 * variables. In prompt mode the CLI reads them itself; its headless session protocol does not
 * (1.0.102 ignores them and asks for a GitHub token), so review-gate passes them as the
 * session's `provider`. A variable it cannot pass is refused by name rather than dropped: a
 * review must not quietly go to another endpoint than the one the job configured.
 */

const TEXT_FIELDS: Record<string, string> = {
  COPILOT_PROVIDER_API_KEY: 'apiKey',
  COPILOT_PROVIDER_BEARER_TOKEN: 'bearerToken',
  COPILOT_PROVIDER_MODEL_ID: 'modelId',
  COPILOT_PROVIDER_WIRE_MODEL: 'wireModel',
}
const CHOICE_FIELDS: Record<string, { field: string; values: readonly string[] }> = {
  COPILOT_PROVIDER_TYPE: { field: 'type', values: ['openai', 'azure', 'anthropic'] },
  COPILOT_PROVIDER_WIRE_API: { field: 'wireApi', values: ['completions', 'responses'] },
  COPILOT_PROVIDER_TRANSPORT: { field: 'transport', values: ['http', 'websockets'] },
}
const NUMBER_FIELDS: Record<string, string> = {
  COPILOT_PROVIDER_MAX_PROMPT_TOKENS: 'maxPromptTokens',
  COPILOT_PROVIDER_MAX_OUTPUT_TOKENS: 'maxOutputTokens',
}
const BASE_URL = 'COPILOT_PROVIDER_BASE_URL'
const AZURE_API_VERSION = 'COPILOT_PROVIDER_AZURE_API_VERSION'

/** The session's `provider`, or undefined when the job routes through GitHub Copilot. */
export function copilotByokProvider(
  env: Readonly<Record<string, string>>,
): Record<string, unknown> | undefined {
  const set = Object.keys(env).filter((name) => name.startsWith('COPILOT_PROVIDER_'))
  const baseUrl = env[BASE_URL]
  if (baseUrl === undefined || baseUrl === '') {
    if (set.length > 0) {
      throw new InputError(`${set[0]} is set but ${BASE_URL} is not`, set[0])
    }
    return undefined
  }
  const provider: Record<string, unknown> = { baseUrl }
  for (const name of set) {
    const value = env[name]!
    if (name === BASE_URL) continue
    if (name in TEXT_FIELDS) provider[TEXT_FIELDS[name]!] = value
    else if (name in CHOICE_FIELDS) {
      const { field, values } = CHOICE_FIELDS[name]!
      if (!values.includes(value)) {
        throw new InputError(`"${value}" is not one of ${values.join(', ')}`, name)
      }
      provider[field] = value
    } else if (name in NUMBER_FIELDS) {
      if (!/^[1-9]\d{0,8}$/.test(value)) {
        throw new InputError(`"${value}" is not a positive whole number`, name)
      }
      provider[NUMBER_FIELDS[name]!] = Number(value)
    } else if (name === AZURE_API_VERSION) provider['azure'] = { apiVersion: value }
    else {
      throw new InputError(
        'review-gate cannot pass this variable to the Copilot CLI session; unset it, or use ' +
          'provider: openai or anthropic with base-url',
        name,
      )
    }
  }
  return provider
}
