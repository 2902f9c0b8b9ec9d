import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ZWJ, inlineText, plainText, preformatted } from '../../src/publish/sanitize.js'
import { HOSTILE } from './builders.js'
import { inertnessProblems } from './inert.js'

/** Arbitrary text biased towards the characters that matter to Markdown and GitHub. */
const dangerous = fc.constantFrom(
  '<',
  '>',
  '&',
  '@',
  '#',
  '`',
  '```',
  '~~~',
  '*',
  '_',
  '[',
  ']',
  '(',
  ')',
  '!',
  '|',
  '\\',
  '$',
  ':',
  '::',
  '\n',
  '\r',
  '\t',
  '-',
  '=',
  '+',
  '1.',
  '<!--',
  '-->',
  '<img',
  'src=',
  'http://',
  'https://',
  'www.',
  'javascript:',
  'GH-',
  'user',
  '123',
  ' ',
  '\u202E',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u{E0041}',
  '\uD800',
  'é',
  '🙂',
)
const hostileText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.array(dangerous, { maxLength: 60 }).map((parts) => parts.join('')),
  fc
    .array(fc.oneof(dangerous, fc.string({ maxLength: 5 })), { maxLength: 60 })
    .map((p) => p.join('')),
)

describe('inlineText', () => {
  it('makes every hostile sample inert on one line', () => {
    const out = inlineText(HOSTILE)
    expect(inertnessProblems(out)).toEqual([])
    expect(out).not.toContain('\n')
    // the words are still there for a person to read
    expect(out).toContain('set-output')
    expect(out).toContain(`@${ZWJ}org/team`)
    expect(out).toContain(`#${ZWJ}123`)
  })

  it('removes images and non-https links, keeps https links', () => {
    const out = inlineText(
      'see ![x](https://a.example/i.png) and http://b.example/ and https://c.example/doc',
    )
    expect(out).toContain('(image removed)')
    expect(out).toContain('(non-https link removed)')
    expect(out).toContain('https://c.example/doc')
    expect(out).not.toContain('b.example')
  })

  it('removes an https link whose host label starts with a hyphen (no such host)', () => {
    // fast-check's counterexample: `-www.--` was kept as a host, leaving a `www.` in the text.
    const out = inlineText('https://-www.-->')
    expect(out).toBe('(link removed)&gt;')
    expect(inertnessProblems(out)).toEqual([])
    expect(inlineText('https://a-www.example/x')).toBe('https://a-www.example/x')
  })

  it('breaks https links to issues and pull requests (they would cross-reference)', () => {
    const out = inlineText('see https://github.com/o/r/pull/5')
    expect(out).toContain(`https${ZWJ}://github.com/o/r/pull/5`)
  })

  it('shows hidden and bidi characters as visible escapes', () => {
    const out = inlineText('a\u202Eb\u200Bc\u{E0041}d')
    expect(out).toBe('a\\[U+202E\\]b\\[U+200B\\]c\\[U+E0041\\]d')
  })

  it('escapes Markdown so nothing formats, links or breaks a table', () => {
    const out = inlineText('**bold** _it_ `code` [l](https://x.example) | cell ~s~ $m$')
    expect(out).toBe(
      '\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\[l\\](https://x.example) \\| cell \\~s\\~ \\$m\\$',
    )
  })

  it('never lets a line start as a block or a workflow command', () => {
    expect(inlineText('# title')).toBe('\\# title')
    expect(inlineText('::error::x')).toMatch(/^\\:/)
    expect(inlineText('  - item')).toBe('\\- item')
    expect(inlineText('12. item')).toBe('12\\. item')
  })

  it('bounds the length and says how much was cut', () => {
    const out = inlineText('x'.repeat(5_000), { max: 100 })
    expect(out.startsWith('x'.repeat(100) + ' ')).toBe(true)
    expect(out).toContain('truncated: 4900 more characters')
  })

  it('stays fast on megabytes of hostile input', () => {
    const big = '<!--'.repeat(500_000) + '![a'.repeat(100_000)
    const started = performance.now()
    const out = inlineText(big, { max: 1_000 })
    expect(performance.now() - started).toBeLessThan(500)
    expect(out).toContain('truncated')
  })

  it('property: arbitrary text never yields raw HTML, a live mention or reference, or a fence', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const out = inlineText(text)
        expect(inertnessProblems(out)).toEqual([])
        expect(out).not.toMatch(/(^|[^\\])(\\\\)*`/) // every backtick is escaped
        expect(out).not.toContain('\n')
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('preformatted', () => {
  it('keeps the text readable inside a block nothing can close', () => {
    const out = preformatted('if (a < b && c) {\n  return "</pre>"\n}')
    expect(out).toBe('<pre>\nif (a &lt; b &amp;&amp; c) {\n  return "&lt;/pre&gt;"\n}\n</pre>')
  })

  it('neutralizes workflow commands at any indentation', () => {
    const out = preformatted('ok\n  ::set-output name=x::y\n::error::z')
    expect(out.split('\n').some((l) => l.trimStart().startsWith('::'))).toBe(false)
  })

  it('bounds lines and characters with a visible note', () => {
    const out = preformatted(Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n'), {
      maxLines: 5,
    })
    expect(out.split('\n').filter((l) => l.startsWith('line '))).toHaveLength(5)
    expect(out).toContain('truncated: 95 more lines')
  })

  it('property: arbitrary text stays inside exactly one block and is inert', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const out = preformatted(text)
        expect(out.startsWith('<pre>\n')).toBe(true)
        expect(out.endsWith('\n</pre>')).toBe(true)
        expect(inertnessProblems(out)).toEqual([])
        expect(out.match(/<\/?pre>/g)).toHaveLength(2)
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('plainText', () => {
  it('keeps Markdown characters (annotations do not render it) but no command lines or hidden text', () => {
    const out = plainText('a <b> *c*\n::warning::x\u202E')
    expect(out).toContain('a <b> *c*')
    expect(out).not.toMatch(/^::/m)
    expect(out).toContain('[U+202E]')
  })
})

describe('autolinks GitHub finds after punctuation', () => {
  it('removes http links glued to _, * or (', () => {
    for (const text of [
      'a_http://x.example',
      '*http://x.example',
      '(http://x.example',
      '_www.x.example',
    ]) {
      const out = inlineText(text)
      expect(out).not.toContain('x.example')
      expect(inertnessProblems(out)).toEqual([])
    }
  })
})
