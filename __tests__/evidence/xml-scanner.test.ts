/**
 * The scanner against saxes, the oracle: over generated documents (well-formed and mutated) cut
 * into random chunks, both must accept or both refuse, and what they accept must give the same
 * elements, attributes and text, event for event.
 */
import fc from 'fast-check'
import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'
import { XmlScanner, XmlSyntaxError } from '../../src/evidence/xml-scanner.js'

type Event = ['open', string, [string, string][]] | ['close', string] | ['text', string]

/** Merges adjacent text events: where a node is cut into pieces is no part of the contract. */
function push(events: Event[], event: Event): void {
  const last = events[events.length - 1]
  if (event[0] === 'text' && last?.[0] === 'text') last[1] += event[1]
  else events.push(event)
}

function viaSaxes(chunks: string[]): { events: Event[]; error: string | null } {
  const events: Event[] = []
  const parser = new SaxesParser({ xmlns: false, position: true })
  let depth = 0
  parser.on('opentag', (tag) => {
    depth++
    push(events, ['open', tag.name, Object.entries(tag.attributes as Record<string, string>)])
  })
  parser.on('closetag', (tag) => {
    depth--
    push(events, ['close', tag.name])
  })
  const text = (t: string) => {
    if (depth > 0 && t !== '') push(events, ['text', t])
  }
  parser.on('text', text)
  parser.on('cdata', text)
  parser.on('doctype', () => {
    throw new Error('doctype')
  })
  try {
    for (const chunk of chunks) parser.write(chunk)
    parser.close()
    return { events, error: null }
  } catch (err) {
    return { events, error: (err as Error).message }
  }
}

function viaScanner(chunks: string[]): { events: Event[]; error: string | null; line: number } {
  const events: Event[] = []
  const scanner = new XmlScanner({
    open: (name, attrs) => push(events, ['open', name, Object.entries(attrs)]),
    close: (name) => push(events, ['close', name]),
    text: (t) => push(events, ['text', t]),
  })
  scanner.wantText = true
  try {
    for (const chunk of chunks) scanner.write(chunk)
    scanner.close()
    return { events, error: null, line: 0 }
  } catch (err) {
    if (!(err instanceof XmlSyntaxError)) throw err
    return { events, error: err.reason, line: err.line }
  }
}

/** Cuts `text` at the given fractions (sorted, deduplicated). */
function cut(text: string, at: number[]): string[] {
  const points = [...new Set(at.map((f) => Math.floor(f * text.length)))].sort((a, b) => a - b)
  const chunks: string[] = []
  let from = 0
  for (const p of points) {
    chunks.push(text.slice(from, p))
    from = p
  }
  chunks.push(text.slice(from))
  return chunks.filter((c) => c !== '')
}

const nameChar = fc.constantFrom('a', 'b', 'z', 'T', '_', ':', '-', '.', '1', 'é', 'ß', '中', '·')
const name = fc
  .tuple(
    fc.constantFrom('a', 'test', 'x', '_', 'Ü', ':', 'testcase'),
    fc.array(nameChar, { maxLength: 4 }),
  )
  .map(([head, tail]) => head + tail.join(''))
const textChar = fc.constantFrom(
  'a',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&apos;',
  '&#65;',
  '&#x1F600;',
  '😀',
  '>',
  ']',
  ']]',
  '"',
  "'",
  'é',
)
const text = fc.array(textChar, { maxLength: 8 }).map((parts) => parts.join(''))
const attrValue = fc
  .array(fc.constantFrom('v', ' ', '\t', '\n', '\r\n', '&amp;', '&#x41;', '>', "'", ']]>', 'é'), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''))

/** `t` with no `]]>` left (removing one can join two halves into another, so until none is). */
function withoutCdataEnd(t: string): string {
  let out = t
  while (out.includes(']]>')) out = out.replace(/]]>/g, '')
  return out
}

interface Element {
  name: string
  attrs: [string, string][]
  children: (Element | string)[]
}

const element: fc.Arbitrary<Element> = fc.letrec<{ el: Element }>((tie) => ({
  el: fc.record({
    name,
    attrs: fc.uniqueArray(fc.tuple(name, attrValue), { maxLength: 3, selector: ([n]) => n }),
    children: fc.array(
      fc.oneof(
        { weight: 3, arbitrary: text },
        { weight: 1, arbitrary: text.map((t) => `<![CDATA[${withoutCdataEnd(t)}]]>`) },
        { weight: 1, arbitrary: fc.constant('<!-- note - here -->') },
        { weight: 1, arbitrary: fc.constant('<?pi body?>') },
        { weight: 2, arbitrary: tie('el') },
      ),
      { maxLength: 3, depthIdentifier: 'el' },
    ),
  }),
})).el

function render(el: Element): string {
  const attrs = el.attrs
    .map(([n, v]) => {
      const q = v.includes('"') ? "'" : '"'
      return ` ${n}=${q}${v.replace(/</g, '&lt;').replace(q === '"' ? /"/g : /'/g, q === '"' ? '&quot;' : '&apos;')}${q}`
    })
    .join('')
  if (el.children.length === 0) return `<${el.name}${attrs}/>`
  const inner = el.children
    .map((c) =>
      typeof c === 'string'
        ? c.startsWith('<')
          ? c
          : // A text node ending in `]` could make `]]>` with the node after it.
            `${c.replace(/]]>/g, ']]&gt;')}${c.endsWith(']') ? 'a' : ''}`
        : render(c),
    )
    .join('')
  return `<${el.name}${attrs}>${inner}</${el.name}>`
}

const document = fc
  .tuple(
    fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>\n', '\uFEFF', '  <!-- c -->\n'),
    element,
    fc.constantFrom('', '\n', '<!-- end -->\n', ' <?pi x?>'),
  )
  .map(([head, root, tail]) => `${head}${render(root)}${tail}`)

const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 })

describe('XmlScanner agrees with saxes', () => {
  it('on well-formed documents, in any chunking: the same events', () => {
    fc.assert(
      fc.property(document, cuts, (doc, at) => {
        const expected = viaSaxes([doc])
        expect(expected.error).toBeNull()
        const got = viaScanner(cut(doc, at))
        expect(got.error).toBeNull()
        expect(got.events).toEqual(expected.events)
      }),
      { numRuns: Number(process.env.XML_RUNS ?? 3000) },
    )
  })

  it('on mutated documents: both refuse, or both accept with the same events', () => {
    const mutation = fc.tuple(
      fc.nat(),
      fc.nat(4),
      fc.constantFrom(
        '',
        '<',
        '>',
        '&',
        '&nope;',
        '&#0;',
        '&#xD800;',
        ']]>',
        '"',
        "'",
        '=',
        '/',
        '</x>',
        '<x>',
        '<!DOCTYPE x>',
        '<?xml version="1.0"?>',
        '<!-- a -- b -->',
        '<![CDATA[',
        '\uFFFE',
        '\uD800',
        '\u0001',
        ' ',
        'a',
        '1',
        '<a b="1" b="2"/>',
        '<a b="1"c="2"/>',
        '<a b=1/>',
        '<a b/>',
        '< a/>',
        '</ a>',
        '<1/>',
        '?>',
        '-->',
      ),
    )
    fc.assert(
      fc.property(document, mutation, cuts, (doc, [at, remove, insert], chunkAt) => {
        const i = doc.length === 0 ? 0 : at % doc.length
        const mutated = doc.slice(0, i) + insert + doc.slice(i + remove)
        const expected = viaSaxes([mutated])
        const got = viaScanner(cut(mutated, chunkAt))
        // Stricter than saxes on one point only: a character XML forbids is refused wherever it
        // stands (saxes lets one pass inside a comment or processing instruction).
        if (expected.error === null && got.error === 'disallowed character.') return
        expect(
          got.error === null,
          `${JSON.stringify(mutated)}: saxes ${expected.error}, scanner ${got.error}`,
        ).toBe(expected.error === null)
        if (expected.error === null) expect(got.events).toEqual(expected.events)
      }),
      { numRuns: Number(process.env.XML_RUNS ?? 5000) },
    )
  })
})

describe('XmlScanner on what test reports hold', () => {
  const events = (doc: string, chunks = [doc]) => viaScanner(chunks)

  it('names the line of an error', () => {
    expect(events('<a>\n<b>\n</a>')).toMatchObject({ error: 'unexpected close tag.', line: 3 })
    expect(events('<a>\n\n&bogus;</a>')).toMatchObject({ error: 'undefined entity.', line: 3 })
    expect(events('<a>\n<b/>\n')).toMatchObject({ error: 'unclosed tag: a' })
  })

  it('refuses a duplicate attribute wherever it stands in a long tag, as saxes does', () => {
    // The first 16 names are told apart by comparing them, the rest by the attribute map.
    const names = Array.from({ length: 24 }, (_, i) => `a${i}`)
    for (const [first, again] of [
      [0, 1],
      [3, 15],
      [3, 16],
      [15, 16],
      [16, 17],
      [17, 23],
      [0, 23],
    ] as const) {
      const attrs = names.map((n, i) => (i === again ? names[first]! : n))
      const doc = `<r>\n<t ${attrs.map((n) => `${n}="v"`).join(' ')}/></r>`
      const ours = viaScanner([doc])
      expect(ours, `${first} again at ${again}`).toMatchObject({
        error: `duplicate attribute: a${first}.`,
        line: 2,
      })
      expect(viaSaxes([doc]).error).not.toBeNull()
    }
    // Every name once, in a tag of 24 and in the next tag with the same names: no error.
    const doc = `<r><t ${names.map((n) => `${n}="v"`).join(' ')}/><t ${names.map((n) => `${n}="w"`).join(' ')}/></r>`
    expect(viaScanner([doc]).error).toBeNull()
  })

  it('reads a value needing work in a later chunk when an earlier chunk had none of its kind', () => {
    // Where the next `<`, `&`, tab, LF and CR stand is remembered per chunk: never past it.
    for (const special of ['\r', '\r\n', '\t', '\n', '&amp;', '&#x9;']) {
      const chunks = ['<r><t a="x"/>', `<t b="y${special}z" c="w"/>`, `<t d="v${special}"/></r>`]
      const ours = viaScanner(chunks)
      expect(ours.error, JSON.stringify(special)).toBeNull()
      expect(ours.events, JSON.stringify(special)).toEqual(viaSaxes(chunks).events)
      // And the other way: the special in the first chunk, none in the next.
      const reversed = [`<r><t b="y${special}z"/>`, '<t a="x" c="w"/></r>']
      expect(viaScanner(reversed).events, JSON.stringify(special)).toEqual(
        viaSaxes(reversed).events,
      )
    }
  })

  it('gives attribute maps nothing but their own names, whatever a report writes', () => {
    const maps: Record<string, string>[] = []
    const scanner = new XmlScanner({ open: (_, attrs) => maps.push(attrs), close() {}, text() {} })
    scanner.write(
      '<a __proto__="p" constructor="c"><b toString="t"/><b/><b valueOf="v" x="1"/></a>',
    )
    scanner.close()
    const [a, b1, b2, b3] = maps
    expect(Object.entries(a!)).toEqual([
      ['__proto__', 'p'],
      ['constructor', 'c'],
    ])
    expect(a!.__proto__).toBe('p')
    expect(b1!.toString).toBe('t')
    // What an object would inherit is absent, not a function a parser could mistake for a value.
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])
      expect(b2![name]).toBeUndefined()
    expect(b3!.constructor).toBeUndefined()
    expect(b3!.valueOf).toBe('v')
    // Maps do not share values: each tag's are its own.
    expect(Object.keys(b2!)).toEqual([])
    expect(b3!.x).toBe('1')
  })

  it('refuses a DOCTYPE, so no entity is ever declared', () => {
    expect(events('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>').error).toMatch(/DOCTYPE/)
    expect(events('<a/><!DOCTYPE a>').error).not.toBeNull()
  })

  it('hands a long text node on in pieces, never accumulating it', () => {
    const pieces: string[] = []
    const scanner = new XmlScanner({ open() {}, close() {}, text: (t) => pieces.push(t) })
    scanner.wantText = true
    scanner.write('<a>')
    for (let i = 0; i < 100; i++) scanner.write('x'.repeat(1000))
    scanner.write('</a>')
    scanner.close()
    expect(pieces.join('')).toBe('x'.repeat(100_000))
    expect(pieces.length).toBeGreaterThan(50)
  })

  it('reads a tag cut across many chunks once it ends', () => {
    const value = 'v>'.repeat(50_000)
    const doc = `<a m="${value}"/>`
    const chunks = cut(
      doc,
      Array.from({ length: 40 }, (_, k) => k / 40),
    )
    expect(viaScanner(chunks).events).toEqual([
      ['open', 'a', [['m', value]]],
      ['close', 'a'],
    ])
  })

  it('keeps nothing of a long comment or CDATA section while it streams by', () => {
    const pieces: string[] = []
    const scanner = new XmlScanner({ open() {}, close() {}, text: (t) => pieces.push(t) })
    scanner.wantText = true
    scanner.write('<a><!--')
    for (let i = 0; i < 50; i++) scanner.write('c'.repeat(20_000))
    scanner.write('--><![CDATA[')
    for (let i = 0; i < 50; i++) scanner.write('d\r'.repeat(10_000))
    // What is carried between chunks stays a few characters, however long the section.
    expect((scanner as unknown as { buffer: string }).buffer.length).toBeLessThan(4)
    scanner.write(']]></a>')
    scanner.close()
    expect(pieces.join('')).toBe('d\n'.repeat(500_000))
  })

  it('refuses a reference that never ends, or a processing instruction that never does', () => {
    expect(events(`<a>&${'x'.repeat(100)}</a>`).error).not.toBeNull()
    const scanner = new XmlScanner({ open() {}, close() {}, text() {} })
    scanner.write('<a><?pi ')
    expect(() => scanner.write('x'.repeat(100_000))).toThrow(/processing instruction too long/)
  })
})
