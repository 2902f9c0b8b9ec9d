/** Which values of a run are secrets: registered with the runner's masking and redacted. */
import { MIN_SECRET_LENGTH } from './known.js'

/**
 * Variables whose values are credentials wherever they are set: the Copilot CLI's token and its
 * bring-your-own-key settings, and the keys the command line reads for the HTTP providers.
 */
export const SECRET_ENV_NAMES: readonly string[] = [
  'COPILOT_GITHUB_TOKEN',
  'COPILOT_PROVIDER_API_KEY',
  'COPILOT_PROVIDER_BEARER_TOKEN',
  'REVIEW_GATE_API_KEY',
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
]

export interface SecretSources {
  githubToken?: string | null | undefined
  apiKey?: string | null | undefined
  /** The `state-secret` input that signs carried state. */
  stateSecret?: string | null | undefined
  env: Readonly<Record<string, string | undefined>>
  /**
   * `evidence.env`: the variables handed to the test command. Their values reach test output,
   * so they are treated as secrets whatever their names.
   */
  evidenceEnvNames?: readonly string[] | undefined
}

/**
 * The secret values of a run, deduplicated and sorted: the caller passes each to
 * `core.setSecret` first thing, and builds the redactor from the list. A value read from a file
 * often ends in a newline, so the trimmed value is listed too. Values shorter than
 * MIN_SECRET_LENGTH are left out: masking `true` or `test` would wreck ordinary words.
 */
export function secretValues(sources: SecretSources): string[] {
  const names = new Set([...SECRET_ENV_NAMES, ...(sources.evidenceEnvNames ?? [])])
  const candidates = [sources.githubToken, sources.apiKey, sources.stateSecret]
  for (const name of [...names].sort()) candidates.push(sources.env[name])
  const values = new Set<string>()
  for (const value of candidates) {
    if (typeof value !== 'string') continue
    for (const form of [value, value.trim()]) {
      if (form.length >= MIN_SECRET_LENGTH) values.add(form)
    }
  }
  return [...values].sort()
}
