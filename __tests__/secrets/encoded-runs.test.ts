import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENCODINGS, redactAcrossBreaks, redactEncodedRuns } from '../../src/secrets/encoded.js'
import { formsOf } from '../../src/secrets/known.js'
import { REDACTED, redactShapes } from '../../src/secrets/shapes.js'

/**
 * redactEncodedRuns finds the runs worth decoding by searching for each encoding's trigger
 * first. What it must equal: every run of every encoding over the whole text, each tested for
 * the trigger, as a global replace does it (the implementation before the trigger search).
 */
function everyRun(text: string, secrets: readonly string[]): { text: string; redacted: number } {
  const holdsSecret = (decoded: string) =>
    secrets.some((secret) => decoded.includes(secret)) || redactShapes(decoded).redacted > 0
  let out = text
  let redacted = 0
  for (const encoding of ENCODINGS) {
    out = out.replace(new RegExp(encoding.run.source, 'g'), (run) => {
      if (encoding.trigger !== null && !run.includes(encoding.trigger)) return run
      if (!encoding.decode(run).some(holdsSecret)) return run
      redacted++
      return REDACTED
    })
  }
  return { text: out, redacted }
}

const SECRET = 'Zq8vN2pL4xR7tY1w'
const TOKEN = `ghp_${'a1B2c3D4e5'.repeat(4)}`
const percent = (s: string) =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
const uEscape = (s: string) =>
  [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')

// Pieces of every encoding's runs and of what ends them, so random texts hit runs that hold the
// trigger, runs that only look like it, triggers outside any run and restarts at every kind of
// separator.
const PIECES = [
  '%', '%4', '%41', '%zz', '%%41', '\\u', '\\u00', '\\u0041', '\\\\u0041', '\\\\', '\\"', '\\n',
  '\\x41', '\\x4', '"', "'", ' ', '\n', '\t', '\r\n', '\v', '\f', '\u00a0', '\u2028', '\u3000',
  'word', 'a-b_c.d~e+f', '0', 'a', 'F', 'g', '0123456789a', '0123456789aB', 'abcdef', '+', '=', '&', '/', 'deadbeefcafe0123', 'DEADBEEF', '00', 'é',
  SECRET, percent(SECRET), uEscape(SECRET), Buffer.from(SECRET).toString('hex'),
  percent(TOKEN), uEscape(TOKEN), `${percent(SECRET.slice(0, 5))}${SECRET.slice(5)}`,
  `${uEscape(SECRET.slice(0, 3))}${SECRET.slice(3)}`, `\\u${SECRET}`, `%${SECRET}`,
] // prettier-ignore

describe('redactEncodedRuns searches for the trigger first', () => {
  it('gives exactly what decoding every run of the whole text gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }),
        fc.boolean(),
        (pieces, known) => {
          const text = pieces.join('')
          const secrets = known ? [SECRET] : []
          expect(redactEncodedRuns(text, secrets)).toEqual(everyRun(text, secrets))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('finds a run that holds the trigger after a long run without one', () => {
    const text = `${'x'.repeat(10_000)}${percent(SECRET)} and ${'y'.repeat(5_000)}${uEscape(TOKEN)}`
    const result = redactEncodedRuns(text, [SECRET])
    expect(result).toEqual(everyRun(text, [SECRET]))
    expect(result.redacted).toBe(2)
    expect(result.text).toBe(`${REDACTED} and ${REDACTED}`)
  })

  it('skips a trigger no run holds and still finds the run after it', () => {
    const text = `100% sure: ${percent(SECRET)}`
    expect(redactEncodedRuns(text, [SECRET])).toEqual({
      text: `100% sure: ${REDACTED}`,
      redacted: 1,
    })
  })

  it('reads an escaped backslash before u as the run does: not an escape, the same outcome', () => {
    const text = `"a\\\\u0067hp_${'a1B2c3D4e5'.repeat(4)}"`
    expect(redactEncodedRuns(text, [])).toEqual(everyRun(text, []))
  })

  it('finds hex runs of every length around the shortest it redacts, at every offset', () => {
    const hexSecret = Buffer.from(SECRET).toString('hex')
    for (let pad = 0; pad < 14; pad++)
      for (let length = 10; length <= 14; length++) {
        const text = `${'x'.repeat(pad)}${'a'.repeat(length)} ${'q'.repeat(pad)}${hexSecret}!`
        expect(redactEncodedRuns(text, [SECRET])).toEqual(everyRun(text, [SECRET]))
        expect(redactEncodedRuns(text, [SECRET]).text).toBe(
          `${'x'.repeat(pad)}${'a'.repeat(length)} ${'q'.repeat(pad)}${REDACTED}!`,
        )
      }
  })

  it('leaves a text without any encoded run as the same string', () => {
    const text = 'const total = items.reduce((sum, item) => sum + item.price, 0)\n'.repeat(100)
    expect(redactEncodedRuns(text, [SECRET])).toEqual({ text, redacted: 0 })
  })
})

/** redactAcrossBreaks as it was before the joined text came from one native replace. */
function joinedByHand(text: string, forms: readonly string[]): { text: string; redacted: number } {
  const BREAK = /(?:\\?\r?\n|\\r\\n|\\n)[ \t]*/g
  if (!BREAK.test(text)) return { text, redacted: 0 }
  const breaks: { at: number; removed: number }[] = []
  let joined = ''
  let last = 0
  let removedSoFar = 0
  BREAK.lastIndex = 0
  for (const match of text.matchAll(BREAK)) {
    joined += text.slice(last, match.index)
    removedSoFar += match[0].length
    breaks.push({ at: joined.length, removed: removedSoFar })
    last = match.index + match[0].length
  }
  joined += text.slice(last)
  const original = (i: number): number => {
    let k = 0
    while (k < breaks.length && breaks[k]!.at <= i) k++
    return i + (k === 0 ? 0 : breaks[k - 1]!.removed)
  }
  const ranges: [number, number][] = []
  for (const form of forms) {
    for (let at = joined.indexOf(form); at !== -1; at = joined.indexOf(form, at + 1)) {
      const start = original(at)
      const end = original(at + form.length - 1) + 1
      if (end - start !== form.length) ranges.push([start, end])
    }
  }
  if (ranges.length === 0) return { text, redacted: 0 }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  let out = ''
  let cursor = 0
  let redacted = 0
  for (const [start, end] of ranges) {
    if (end <= cursor) continue
    out += text.slice(cursor, Math.max(start, cursor)) + REDACTED
    cursor = end
    redacted++
  }
  return { text: out + text.slice(cursor), redacted }
}

const BREAKS = ['\n', '\r\n', '\n  ', '\r\n\t ', '\\n', '\\r\\n', '\\\n    ', ' ', 'x']

describe('redactAcrossBreaks joins the text once and maps back only on a find', () => {
  it('gives exactly what joining by hand gives', () => {
    const forms = formsOf([SECRET])
    const piece = fc.oneof(
      fc.constantFrom(...BREAKS, 'text ', SECRET),
      fc
        .tuple(fc.integer({ min: 1, max: SECRET.length - 1 }), fc.constantFrom(...BREAKS))
        .map(([cut, brk]) => `${SECRET.slice(0, cut)}${brk}${SECRET.slice(cut)}`),
      fc
        .tuple(fc.constantFrom(...forms), fc.nat(), fc.constantFrom(...BREAKS))
        .map(([form, cut, brk]) => {
          const at = cut % form.length
          return `${form.slice(0, at)}${brk}${form.slice(at)}`
        }),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('')
        expect(redactAcrossBreaks(text, forms)).toEqual(joinedByHand(text, forms))
      }),
      { numRuns: 3000 },
    )
  })

  it('redacts nothing when no secret is known, however the text breaks', () => {
    const text = `${SECRET.slice(0, 6)}\n${SECRET.slice(6)}`
    expect(redactAcrossBreaks(text, [])).toEqual({ text, redacted: 0 })
    expect(redactAcrossBreaks(text, formsOf([SECRET])).redacted).toBe(1)
  })
})
