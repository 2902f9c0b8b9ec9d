import { describe, expect, it } from 'vitest'
import {
  extractReply,
  MAX_JSON_DEPTH,
  MAX_REPLY_BYTES,
  ReplyUnusableError,
} from '../../src/review/extract.js'

const reply = {
  verdict: 'CHANGES_REQUESTED',
  counts: { blocker: 1, major: 0, minor: 0 },
  issues: [
    { severity: 'blocker', category: 'logic', file: 'a.ts', line: 3, message: 'm', fix: 'f' },
  ],
  strengths: [],
}
const text = JSON.stringify(reply)

function unusable(input: string | Buffer): ReplyUnusableError {
  try {
    extractReply(input)
  } catch (error) {
    if (error instanceof ReplyUnusableError) return error
    throw error
  }
  throw new Error('expected ReplyUnusableError')
}

describe('extractReply', () => {
  it('reads strict JSON without a warning', () => {
    const out = extractReply(`\n  ${text}\n`)
    expect(out.value).toEqual(reply)
    expect(out.warnings).toEqual([])
  })

  it('reads JSON from a fenced block and says so', () => {
    const out = extractReply(`Here you go:\n\`\`\`json\n${text}\n\`\`\`\nThanks.`)
    expect(out.value).toEqual(reply)
    expect(out.warnings).toHaveLength(1)
    expect(out.warnings[0]).toMatch(/fenced code block/)
  })

  it('reads JSON wrapped in prose, counting what it ignored', () => {
    const before = 'I reviewed it {carefully}. Result: '
    const after = ' — hope this helps!'
    const out = extractReply(`${before}${text}${after}`)
    expect(out.value).toEqual(reply)
    expect(out.warnings[0]).toContain(`${before.length + after.length} characters`)
  })

  // Issue 9 item 4: this used to take the last complete object silently (with a warning).
  it('refuses a reply holding several review objects: ambiguous', () => {
    const first = { ...reply, verdict: 'APPROVED', issues: [] }
    const error = unusable(`${JSON.stringify(first)}\n${text}`)
    expect(error.kind).toBe('ambiguous')
    expect(error.message).toMatch(/2 JSON objects with review fields \(lines 1, 2\)/)
  })

  it('skips JSON objects that are not shaped like a reply', () => {
    const out = extractReply(`${text}\n{"note": "done"}`)
    expect(out.value).toEqual(reply)
  })

  it('finds a reply after an unbalanced brace in the prose', () => {
    const out = extractReply(`Use a { in prose, then ${text}`)
    expect(out.value).toEqual(reply)
  })

  it('a repeated review field is ambiguous and names the key', () => {
    expect(() =>
      extractReply('{"verdict": "APPROVED", "issues": [], "verdict": "CHANGES_REQUESTED"}'),
    ).toThrow(/repeats the key "verdict"/)
  })

  it('detects repeated fields written with escapes', () => {
    expect(() => extractReply('{"issues": [], "\\u0069ssues": [1]}')).toThrow(
      /repeats the key "issues"/,
    )
  })

  it('keeps the last value of a repeated harmless key, with a warning naming it', () => {
    const out = extractReply('{"verdict": "APPROVED", "issues": [], "note": "a", "note": "b"}')
    expect(out.value.note).toBe('b')
    expect(out.warnings.join('\n')).toMatch(/duplicate keys.*"note"/)
  })

  it('does not pollute prototypes through __proto__ or constructor keys', () => {
    const out = extractReply(
      '{"verdict": "APPROVED", "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "issues": []}',
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(out.value)).toBe(Object.prototype)
    expect((out.value as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.hasOwn(out.value, '__proto__')).toBe(true)
  })

  it('decodes invalid UTF-8 with replacement characters and a warning', () => {
    const bytes = Buffer.concat([
      Buffer.from('{"verdict": "APPROVED", "issues": [], "strengths": ["caf'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"]}'),
    ])
    const out = extractReply(bytes)
    expect((out.value.strengths as string[])[0]).toContain('\ufffd')
    expect(out.warnings.join('\n')).toMatch(/not valid UTF-8/)
  })

  it('reads valid UTF-8 bytes without a warning and drops a BOM', () => {
    const out = extractReply(Buffer.from(`\ufeff{"verdict": "APPROVED", "strengths": ["naïve ✓"]}`))
    expect(out.value.strengths).toEqual(['naïve ✓'])
    expect(out.warnings).toEqual([])
  })

  describe('unusable replies', () => {
    it('empty', () => {
      expect(unusable('').kind).toBe('empty')
      expect(unusable(' \n\t ').kind).toBe('empty')
      expect(unusable(Buffer.alloc(0)).kind).toBe('empty')
    })

    it('prose only', () => {
      const error = unusable('Looks good to me!')
      expect(error.kind).toBe('no_json')
      expect(error.excerpt).toBe('Looks good to me!')
    })

    it('truncated JSON', () => {
      const error = unusable(text.slice(0, text.length - 10))
      expect(error.kind).toBe('truncated')
      expect(error.reason).toMatch(/line 1/)
    })

    it('a JSON array', () => {
      expect(unusable(`[${text}]`).kind).toBe('not_an_object')
      expect(unusable('[]').kind).toBe('not_an_object')
    })

    it('JSON without any reply field', () => {
      expect(unusable('{"result": "fine"}').kind).toBe('no_reply_object')
    })

    it('10,000-deep nesting, closed or not, without overflowing the stack', () => {
      const depth = 10_000
      const closed = `{"verdict": ${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
      expect(unusable(closed).kind).toBe('too_deep')
      expect(unusable(`${'['.repeat(depth)}${']'.repeat(depth)}`).kind).toBe('too_deep')
      const open = `{"verdict": ${'{"a":'.repeat(depth)}1`
      const started = performance.now()
      expect(unusable(open).kind).toBe('truncated')
      expect(performance.now() - started).toBeLessThan(2_000)
    })

    it('accepts nesting up to the limit', () => {
      const depth = MAX_JSON_DEPTH - 1
      const out = extractReply(`{"verdict": ${'['.repeat(depth - 1)}1${']'.repeat(depth - 1)}}`)
      expect(out.value).toHaveProperty('verdict')
    })

    it('over the size limit', () => {
      const error = unusable(Buffer.alloc(MAX_REPLY_BYTES + 1, 0x20))
      expect(error.kind).toBe('too_large')
    })

    it('keeps the excerpt bounded and printable', () => {
      const error = unusable(`\u001b[31mred${'x'.repeat(100_000)}`)
      expect(error.excerpt.length).toBeLessThanOrEqual(260)
      expect(error.excerpt).not.toContain('\u001b')
      expect(error.excerpt).toContain('\\u001b')
    })
  })

  it('stays linear on prose full of unclosed braces', () => {
    const hostile = '{"a":"'.repeat(200_000)
    const started = performance.now()
    expect(unusable(hostile).kind).toBe('truncated')
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  it('reads a reply holding a 5 MB string', () => {
    const big = 'x'.repeat(5 * 1024 * 1024)
    const out = extractReply(JSON.stringify({ ...reply, strengths: [big] }))
    expect((out.value.strengths as string[])[0]).toHaveLength(big.length)
  })
})
