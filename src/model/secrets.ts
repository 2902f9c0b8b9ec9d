/**
 * Redaction of secrets from text that leaves the model stage: replies (before they are parsed,
 * recorded or published) and error messages (before they are logged). The patterns and forms
 * live in src/secrets/, shared with the redactor that guards everything the run publishes.
 */
import { redactAll } from '../secrets/redactor.js'

export { REDACTED } from '../secrets/shapes.js'

export interface Redaction {
  text: string
  /** How many occurrences were replaced. */
  redacted: number
}

/**
 * Replaces every occurrence of a known secret (raw, JSON-escaped, URL-encoded, base64, split by a
 * line break, percent/hex/`\u`-encoded byte by byte; src/secrets/redactor.ts), then every
 * token-shaped string, with `[REDACTED]`. The replacement holds no quote or backslash, so a JSON
 * reply stays valid JSON.
 */
export function redactSecrets(text: string, knownSecrets: readonly string[]): Redaction {
  return redactAll(text, knownSecrets)
}

/** The secrets of a settings object, for `core.setSecret` and for redaction. */
export function knownSecretsOf(settings: {
  apiKey?: string | undefined
  githubToken?: string | undefined
  environment?: Record<string, string> | undefined
}): string[] {
  const secrets = [settings.apiKey, settings.githubToken]
  const copilotToken = settings.environment?.['COPILOT_GITHUB_TOKEN']
  if (copilotToken) secrets.push(copilotToken)
  for (const [name, value] of Object.entries(settings.environment ?? {})) {
    if (/^COPILOT_PROVIDER_(?:API_KEY|BEARER_TOKEN)$/.test(name)) secrets.push(value)
  }
  return secrets.filter((s): s is string => typeof s === 'string' && s.length > 0)
}
