import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MIN_SECRET_LENGTH, secretForms } from '../../src/secrets/known.js'
import { createRedactor } from '../../src/secrets/redactor.js'
import { REDACTED } from '../../src/secrets/shapes.js'
import { secretValues } from '../../src/secrets/values.js'

// Built at run time so no token-shaped literal sits in the repository.
const repeat = (chars: string, n: number) => chars.repeat(Math.ceil(n / chars.length)).slice(0, n)
const body36 = repeat('aB3dE5', 36)
const tokens = {
  ghp: `ghp_${body36}`,
  gho: `gho_${body36}`,
  ghu: `ghu_${body36}`,
  ghs: `ghs_${body36}`,
  ghr: `ghr_${body36}`,
  fineGrained: `github_pat_11ABCDEFG0${repeat('abc123_XYZ', 70)}`,
  openai: `sk-proj-${repeat('Ab1Cd2Ef3', 48)}`,
  anthropic: `sk-ant-api03-${repeat('Qr5St6-_Uv', 80)}`,
  awsLongTerm: `AKIA${repeat('ABCDEFGHIJ234567', 16)}`,
  awsTemporary: `ASIA${repeat('QRSTUVWXYZ234567', 16)}`,
  slackBot: `xoxb-${repeat('1234567890-', 40)}abc`,
  slackApp: `xapp-1-${repeat('A0B1C2D3', 30)}`,
}

describe('token shapes', () => {
  const shapes = createRedactor([])

  it.each(Object.entries(tokens))('replaces a %s token on its own', (_name, token) => {
    expect(shapes.text(`before ${token} after`)).toBe(`before ${REDACTED} after`)
  })

  it.each(Object.entries(tokens))('replaces a %s token glued inside an identifier', (_n, token) => {
    expect(shapes.text(`x${token}`)).toBe(`x${REDACTED}`)
    expect(shapes.text(`_${token}`)).toBe(`_${REDACTED}`)
    expect(shapes.text(`const KEY=${token};`)).toBe(`const KEY=${REDACTED};`)
  })

  it('keeps what follows a GitHub token glued with an underscore', () => {
    expect(shapes.text(`${tokens.ghp}_x`)).toBe(`${REDACTED}_x`)
  })

  it('removes private key blocks, and the rest of the text after an unterminated one', () => {
    const block = [
      '-----BEGIN RSA PRIVATE KEY-----',
      repeat('MIIEowIBAAKCAQEA7', 64),
      repeat('qwertyuiop', 64),
      '-----END RSA PRIVATE KEY-----',
    ].join('\n')
    expect(shapes.text(`key:\n${block}\nafter`)).toBe(`key:\n${REDACTED}\nafter`)
    const openssh = block.replace(/RSA/g, 'OPENSSH')
    expect(shapes.text(openssh)).toBe(REDACTED)
    const cut = block.split('\n').slice(0, 2).join('\n')
    expect(shapes.text(`key: ${cut}`)).toBe(`key: ${REDACTED}`)
  })

  it('removes credentials from HTTP headers and bearer tokens, keeping the header name', () => {
    const opaque = repeat('a1B2c3D4e5', 40)
    expect(shapes.text(`Authorization: Bearer ${opaque}`)).toBe(`Authorization: Bearer ${REDACTED}`)
    expect(shapes.text(`"authorization":"token ${opaque}"`)).toBe(
      `"authorization":"token ${REDACTED}"`,
    )
    expect(shapes.text(`Authorization: Basic dXNlcjpwYXNzd29yZDEy`)).toBe(
      `Authorization: Basic ${REDACTED}`,
    )
    expect(shapes.text(`x-api-key: ${opaque}`)).toBe(`x-api-key: ${REDACTED}`)
    expect(shapes.text(`curl -H "bearer ${opaque}"`)).toBe(`curl -H "bearer ${REDACTED}"`)
  })

  it('leaves prose about credentials alone', () => {
    const prose =
      'Bearer authentication is used; authorization: required for admins; the ghp_ prefix marks classic tokens; sk-learn-style-identifiers; AKIA alone; xoxb- tokens.'
    expect(shapes.text(prose)).toBe(prose)
  })

  it('is idempotent: redacting twice changes nothing more', () => {
    const once = shapes.text(`Authorization: Bearer ${repeat('a1B2c3D4e5', 4)} ${tokens.ghp}`)
    const counter = createRedactor([])
    expect(counter.text(once)).toBe(once)
    expect(counter.redactions).toBe(0)
  })

  it('stays linear on hostile input', () => {
    const hostile = [
      `sk-${'a-'.repeat(100_000)}`,
      'Authorization: '.repeat(20_000),
      '-----BEGIN PRIVATE KEY-----'.repeat(20_000),
      `bearer ${'a'.repeat(200_000)}`,
      'xoxb-'.repeat(40_000),
    ].join(' ')
    const started = performance.now()
    shapes.text(hostile)
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('known secret values', () => {
  const secret = 'p4ss-w"rd/with spaces+and\\slash'

  it('replaces the raw value and its JSON-escaped and URL-encoded forms', () => {
    const r = createRedactor([secret])
    expect(r.text(`raw ${secret} end`)).toBe(`raw ${REDACTED} end`)
    expect(r.text(JSON.stringify({ v: secret }))).toBe(`{"v":"${REDACTED}"}`)
    expect(r.text(`https://x.test/?q=${encodeURIComponent(secret)}&a=1`)).toBe(
      `https://x.test/?q=${REDACTED}&a=1`,
    )
    expect(r.text(`body=${encodeURIComponent(secret).replace(/%20/g, '+')}`)).toBe(
      `body=${REDACTED}`,
    )
  })

  it('replaces the base64 forms at each of the 3 byte offsets, inside longer base64 text', () => {
    const r = createRedactor([secret])
    for (const prefix of ['', 'u', 'us', 'user:', 'a longer prefix of bytes:']) {
      for (const suffix of ['', '!', '\n', 'trailing text']) {
        const full = Buffer.from(`${prefix}${secret}${suffix}`, 'utf8')
        for (const encoded of [full.toString('base64'), full.toString('base64url')]) {
          const out = r.text(`data: ${encoded}`)
          expect(out).toContain(REDACTED)
          // What is left decodes to at most the bytes around the secret, never the secret.
          const decodedParts = out
            .slice('data: '.length)
            .split(REDACTED)
            .map((part) => Buffer.from(part, 'base64').toString('latin1'))
          for (const part of decodedParts) expect(part).not.toContain(secret.slice(0, 4))
        }
      }
    }
  })

  it('lists forms that are found inside base64 whatever the alignment (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: MIN_SECRET_LENGTH, maxLength: 40 }),
        fc.uint8Array({ maxLength: 7 }),
        fc.uint8Array({ maxLength: 7 }),
        (value, before, after) => {
          const encoded = Buffer.concat([
            Buffer.from(before),
            Buffer.from(value, 'utf8'),
            Buffer.from(after),
          ]).toString('base64')
          return secretForms(value).some((form) => form.length >= 6 && encoded.includes(form))
        },
      ),
    )
  })

  it('ignores values shorter than the minimum, which would redact ordinary words', () => {
    const r = createRedactor(['true', 'test', ''])
    expect(r.text('it is true that this test passes')).toBe('it is true that this test passes')
  })

  it('never leaves a known secret in the output (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: MIN_SECRET_LENGTH, maxLength: 40 }),
        fc.string(),
        fc.string(),
        (value, a, b) => {
          const out = createRedactor([value]).text(`${a}${value}${b}${JSON.stringify(value)}`)
          return !out.includes(value)
        },
      ),
    )
  })
})

describe('Redactor.deep', () => {
  it('returns a redacted copy of nested data, keys included, leaving the input as it was', () => {
    const r = createRedactor(['s3cr3t-value'])
    const input = {
      list: ['a s3cr3t-value', { [`k-${tokens.ghs}`]: tokens.ghp }],
      n: 3,
      ok: true,
      none: null,
    }
    const snapshot = JSON.stringify(input)
    expect(r.deep(input)).toEqual({
      list: [`a ${REDACTED}`, { [`k-${REDACTED}`]: REDACTED }],
      n: 3,
      ok: true,
      none: null,
    })
    expect(JSON.stringify(input)).toBe(snapshot)
    expect(r.redactions).toBe(3)
  })

  it('keeps a __proto__ key from untrusted JSON as a plain key', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": "yes s3cr3t-value"}}') as object
    const out = createRedactor(['s3cr3t-value']).deep(hostile) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({
      polluted: `yes ${REDACTED}`,
    })
  })

  it('copies shared and cyclic references without looping', () => {
    const shared = { v: 's3cr3t-value' }
    const cyclic: Record<string, unknown> = { a: shared, b: shared }
    cyclic['self'] = cyclic
    const out = createRedactor(['s3cr3t-value']).deep(cyclic)
    expect(out['a']).toEqual({ v: REDACTED })
    expect(out['self']).toBe(out)
  })
})

describe('secretValues', () => {
  it('lists the tokens, the key, the evidence env values and the Copilot token; sorted, unique', () => {
    expect(
      secretValues({
        githubToken: 'github-token-value',
        apiKey: 'api-key-value\n',
        env: {
          COPILOT_GITHUB_TOKEN: 'copilot-token-value',
          DATABASE_URL: 'postgres://u:pw@db/x',
          SHORT: 'abc',
          UNLISTED: 'not-passed-anywhere',
          NODE_ENV: 'test',
        },
        evidenceEnvNames: ['DATABASE_URL', 'SHORT', 'NODE_ENV', 'MISSING'],
      }),
    ).toEqual([
      'api-key-value',
      'api-key-value\n',
      'copilot-token-value',
      'github-token-value',
      'postgres://u:pw@db/x',
    ])
  })

  it('is empty when nothing is set', () => {
    expect(secretValues({ githubToken: null, apiKey: undefined, env: {} })).toEqual([])
  })
})
