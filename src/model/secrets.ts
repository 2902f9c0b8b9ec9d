/**
 * Redaction of secrets from text that leaves the model stage: replies (before they are parsed,
 * recorded or published) and error messages (before they are logged).
 */

export const REDACTED = '[REDACTED]'

/** Known secrets shorter than this are not replaced: they would match ordinary words. */
const MIN_KNOWN_SECRET_LENGTH = 8

/**
 * Shapes of credentials worth catching even when we were not told the value: a model that
 * echoes a token it saw in a diff must not get it published in a review comment.
 * Every pattern is linear (no nested quantifiers) so hostile text cannot make it slow.
 */
const TOKEN_SHAPES: readonly RegExp[] = [
  // GitHub: classic PAT, OAuth, user-to-server, server-to-server, refresh tokens.
  /\bgh[pousr]_[A-Za-z0-9]{30,255}\b/g,
  // GitHub fine-grained PAT.
  /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g,
  // Anthropic before the generic `sk-` rule, so the whole key goes.
  /\bsk-ant-[A-Za-z0-9_-]{20,300}/g,
  // OpenAI-style secret keys (`sk-`, `sk-proj-`, `sk-svcacct-` …): at least one digit, so a
  // hyphenated word such as `sk-learn-style-identifiers-in-code` is left alone.
  /\bsk-(?=[A-Za-z_-]{0,300}[0-9])[A-Za-z0-9_-]{20,300}/g,
  // AWS access key ids.
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  // JSON Web Tokens: base64url header and claims that both start with `{"`.
  /\beyJ[A-Za-z0-9_-]{8,4000}\.eyJ[A-Za-z0-9_-]{8,8000}\.[A-Za-z0-9_-]{0,2000}/g,
]

export interface Redaction {
  text: string
  /** How many occurrences were replaced. */
  redacted: number
}

/**
 * Replaces every occurrence of a known secret, then every token-shaped string, with
 * `[REDACTED]`. The replacement holds no quote or backslash, so a JSON reply stays valid JSON.
 */
export function redactSecrets(text: string, knownSecrets: readonly string[]): Redaction {
  let out = text
  let redacted = 0
  // Longest first: a secret that contains another is replaced whole.
  const known = [...new Set(knownSecrets)]
    .filter((secret) => secret.length >= MIN_KNOWN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length)
  for (const secret of known) {
    for (const form of secretForms(secret)) {
      const parts = out.split(form)
      if (parts.length > 1) {
        redacted += parts.length - 1
        out = parts.join(REDACTED)
      }
    }
  }
  for (const shape of TOKEN_SHAPES) {
    out = out.replace(shape, () => {
      redacted++
      return REDACTED
    })
  }
  return { text: out, redacted }
}

/** The secret as it may appear in text: raw, and escaped inside a JSON string. */
function secretForms(secret: string): string[] {
  const escaped = JSON.stringify(secret).slice(1, -1)
  return escaped === secret ? [secret] : [secret, escaped]
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
