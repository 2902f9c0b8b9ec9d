import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRedactor } from '../../src/secrets/redactor.js'
import { REDACTED } from '../../src/secrets/shapes.js'

// Issue 21, "secrets in other encodings": a known value percent-encoded byte by byte, in hex,
// split across a line break, `\u`-escaped, or inside longer wrapped base64 must be redacted.

const percentAll = (s: string, upper: boolean) =>
  [...Buffer.from(s)]
    .map((b) => `%${b.toString(16).padStart(2, '0')}`)
    .map((p) => (upper ? p.toUpperCase() : p))
    .join('')
const hex = (s: string, upper: boolean) => {
  const h = Buffer.from(s).toString('hex')
  return upper ? h.toUpperCase() : h
}
const escapedX = (s: string) =>
  [...Buffer.from(s)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')
const uEscaped = (s: string) =>
  [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
const wrap = (s: string, width: number, brk: string) =>
  s.match(new RegExp(`.{1,${width}}`, 'g'))!.join(brk)

const SECRET = 'sk-live-Zq8vN2pL4xR7tY1wK9mB3cD6'

describe('each encoding of a known value is redacted', () => {
  const redactor = createRedactor([SECRET])
  it.each<[string, string]>([
    ['percent-encoded, every byte, lower case', `url ?k=${percentAll(SECRET, false)}&x=1`],
    ['percent-encoded, every byte, upper case', `url ?k=${percentAll(SECRET, true)}&x=1`],
    ['hex', `key: ${hex(SECRET, false)} end`],
    ['hex, upper case, in a word', `key=0x${hex(SECRET, true)}.`],
    ['\\x escapes', `printf "${escapedX(SECRET)}"`],
    ['\\u escapes in JSON', `{"message": "the key is ${uEscaped(SECRET)} here"}`],
    ['split across a line break', `the key is ${SECRET.slice(0, 11)}\n${SECRET.slice(11)} ok`],
    [
      'split across CRLF and indentation',
      `key:\n  ${SECRET.slice(0, 7)}\r\n    ${SECRET.slice(7)}`,
    ],
    ['split by a JSON \\n escape', `{"m": "${SECRET.slice(0, 14)}\\n${SECRET.slice(14)}"}`],
    [
      'inside longer base64, wrapped at 76',
      wrap(
        Buffer.from(`config:\n  apiKey: ${SECRET}\n  region: eu\n`).toString('base64'),
        76,
        '\n',
      ),
    ],
  ])('%s', (_name, text) => {
    const out = redactor.text(text)
    expect(out).toContain(REDACTED)
    expect(out).not.toContain(SECRET)
    expect(Buffer.from(out.replace(/[^0-9a-f]/gi, ''), 'hex').toString('latin1')).not.toContain(
      SECRET,
    )
    expect(decodeURIComponent(out.replace(/%(?![0-9a-f]{2})/gi, '%25'))).not.toContain(SECRET)
    expect(Buffer.from(out.replace(/\s/g, ''), 'base64').toString('latin1')).not.toContain(SECRET)
  })

  it('the honest counterpart: encoded text that holds no secret is left alone', () => {
    const text = [
      `sha ${'9f1c2e7a4b5d6c8e0f1a2b3c4d5e6f708192a3b4'}`,
      `url ${percentAll('hello world, nothing secret', false)}`,
      `{"m": "caf\\u00e9 ${uEscaped('plain text')}"}`,
      wrap(Buffer.from('just a config file\nregion: eu\n').toString('base64'), 20, '\n'),
      `${SECRET.slice(0, 11)}\nsomething else`,
    ].join('\n')
    expect(redactor.text(text)).toBe(text)
  })
})

/** A secret as a workflow would hold it: 16-48 characters of a key's alphabet. */
const secretArb = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-_'),
    minLength: 16,
    maxLength: 48,
  })
  .filter((s) => /[A-Za-z]/.test(s))
const proseArb = fc.string({
  unit: fc.constantFrom(...'abc xyz,.:=/\n{}"0123456789ABCDEF'),
  maxLength: 40,
})

type Encode = (secret: string, before: string, after: string) => string
const ENCODINGS: Record<string, fc.Arbitrary<Encode>> = {
  percent: fc.boolean().map((upper) => (s, b, a) => `${b}${percentAll(s, upper)}${a}`),
  hex: fc.boolean().map((upper) => (s, b, a) => `${b} ${hex(s, upper)} ${a}`),
  xEscapes: fc.constant((s, b, a) => `${b}${escapedX(s)}${a}`),
  uEscapes: fc.constant((s, b, a) => JSON.stringify(`${b}`).slice(0, -1) + uEscaped(s) + `"${a}`),
  split: fc
    .tuple(fc.nat(), fc.constantFrom('\n', '\r\n', '\n    ', '\\n', '\\\n'))
    .map(([at, brk]) => (s, b, a) => {
      const cut = 1 + (at % (s.length - 1))
      return `${b} ${s.slice(0, cut)}${brk}${s.slice(cut)} ${a}`
    }),
  base64: fc
    .tuple(fc.constantFrom(0, 60, 64, 76), fc.boolean())
    .map(([width, urlSafe]) => (s, b, a) => {
      let encoded = Buffer.from(`${b}${s}${a}`).toString(urlSafe ? 'base64url' : 'base64')
      if (width > 0) encoded = wrap(encoded, width, '\n')
      return `blob: ${encoded} end`
    }),
}

describe('fuzzed: random secrets, random encodings, random surroundings', () => {
  for (const [name, encodeArb] of Object.entries(ENCODINGS)) {
    it(`${name}: the secret never survives, decoded or not`, () => {
      fc.assert(
        fc.property(secretArb, encodeArb, proseArb, proseArb, (secret, encode, before, after) => {
          const text = encode(secret, before, after)
          const out = createRedactor([secret]).text(text)
          expect(out).not.toContain(secret)
          // Undo each encoding on the output: the secret must not come back.
          const joined = out.replace(/\\?\r?\n[ \t]*|\\r\\n|\\n/g, '')
          expect(joined).not.toContain(secret)
          expect(
            Buffer.from(out.replace(/[^0-9a-f]/gi, ''), 'hex').toString('latin1'),
          ).not.toContain(secret)
          const unpercent = Buffer.from(
            out.replace(/%([0-9a-f]{2})/gi, (_m, h: string) =>
              String.fromCharCode(parseInt(h, 16)),
            ),
            'latin1',
          ).toString('latin1')
          expect(unpercent).not.toContain(secret)
          const unescaped = out.replace(/\\u([0-9a-f]{4})/gi, (_m, h: string) =>
            String.fromCharCode(parseInt(h, 16)),
          )
          expect(unescaped).not.toContain(secret)
          if (name === 'base64') {
            const blob = joined.replace(/^blob: | end$/g, '')
            for (const form of ['base64', 'base64url'] as const) {
              expect(Buffer.from(blob, form).toString('latin1')).not.toContain(secret)
            }
          }
        }),
        { numRuns: 200 },
      )
    })
  }

  it('text holding no secret comes out as it went in', () => {
    fc.assert(
      fc.property(secretArb, proseArb, (secret, prose) => {
        fc.pre(!prose.includes(secret.slice(0, 8)))
        expect(createRedactor([secret]).text(prose)).toBe(prose)
      }),
      { numRuns: 300 },
    )
  })
})
