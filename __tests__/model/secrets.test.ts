import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDACTED, knownSecretsOf, redactSecrets } from '../../src/model/secrets.js'

// Built at run time so no token-shaped literal sits in the repository.
const repeat = (chars: string, n: number) => chars.repeat(Math.ceil(n / chars.length)).slice(0, n)
const shapes = {
  classicPat: `ghp_${repeat('aB3dE5', 36)}`,
  installation: `ghs_${repeat('Zx9Qw2', 36)}`,
  oauth: `gho_${repeat('k8Lm3N', 36)}`,
  fineGrained: `github_pat_11ABCDEFG0${repeat('abc123_XYZ', 70)}`,
  openai: `sk-proj-${repeat('Ab1Cd2Ef3', 48)}`,
  anthropic: `sk-ant-api03-${repeat('Qr5St6-_Uv', 80)}`,
  aws: `AKIA${repeat('ABCDEFGHIJ234567', 16)}`,
  jwt: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${repeat('s1gN4tuRe_-', 43)}`,
}

describe('redactSecrets', () => {
  it.each(Object.entries(shapes))('replaces a %s token-shaped string', (_name, token) => {
    const { text, redacted } = redactSecrets(`before ${token} after`, [])
    expect(text).toBe(`before ${REDACTED} after`)
    expect(redacted).toBe(1)
  })

  it('replaces every occurrence of a known secret, including its JSON-escaped form', () => {
    const secret = 'my"weird\\secret-value'
    const inJson = JSON.stringify({ a: secret })
    const { text, redacted } = redactSecrets(`${secret} and ${inJson}`, [secret])
    expect(text).toBe(`${REDACTED} and {"a":"${REDACTED}"}`)
    expect(redacted).toBe(2)
  })

  it('keeps a JSON reply valid JSON', () => {
    const reply = JSON.stringify({ strengths: [`uses ${shapes.openai} and ${shapes.jwt}`] })
    const { text } = redactSecrets(reply, [])
    expect(JSON.parse(text)).toEqual({ strengths: [`uses ${REDACTED} and ${REDACTED}`] })
  })

  it('replaces a longer secret whole before a shorter one inside it', () => {
    const { text } = redactSecrets('abcdefgh-ijklmnop', ['abcdefgh', 'abcdefgh-ijklmnop'])
    expect(text).toBe(REDACTED)
  })

  it('leaves ordinary text alone: short known values, hyphenated words, prose', () => {
    const prose =
      'Use sk-learn-style-identifiers-in-code and task-sk-list; the ghp_ prefix marks classic tokens; AKIA alone is fine.'
    expect(redactSecrets(prose, ['abc', ''])).toEqual({ text: prose, redacted: 0 })
  })

  it('a secret the marker and the text after it spell is no leak: ]abcdefg', () => {
    // From the property below, by reading (no seed found it): "[REDACTED]abcdefg" holds
    // "]abcdefg" although nothing of the input's secret is left.
    const { text } = redactSecrets(']abcdefgabcdefg]abcdefg', [']abcdefg'])
    expect(text).toBe(`${REDACTED}abcdefg${REDACTED}`)
  })

  it('never leaves a known secret in the output (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string(),
        fc.string(),
        (secret, a, b) => {
          const { text } = redactSecrets(`${a}${secret}${b}${secret}`, [secret])
          // Each marker as one character the secret lacks: a secret such as "]abcdefg" can be
          // spelt by a marker's "]" and the text after it, which shows nothing of the input.
          let stand = 1
          while (secret.includes(String.fromCharCode(stand))) stand++
          return !text.split(REDACTED).join(String.fromCharCode(stand)).includes(secret)
        },
      ),
    )
  })

  it('is linear on hostile input', () => {
    const hostile = `sk-${'a-'.repeat(200_000)} eyJ${'a'.repeat(200_000)}.`
    const started = performance.now()
    redactSecrets(hostile, [])
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('knownSecretsOf', () => {
  it('collects the api key, the tokens and BYOK keys from the environment', () => {
    expect(
      knownSecretsOf({
        apiKey: 'key-1',
        githubToken: 'tok-2',
        environment: {
          COPILOT_GITHUB_TOKEN: 'tok-3',
          COPILOT_PROVIDER_API_KEY: 'key-4',
          COPILOT_PROVIDER_BEARER_TOKEN: 'tok-5',
          COPILOT_MODEL: 'not-a-secret',
        },
      }).sort(),
    ).toEqual(['key-1', 'key-4', 'tok-2', 'tok-3', 'tok-5'])
  })
})
