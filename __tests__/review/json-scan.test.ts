import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, scanValue } from '../../src/review/json-scan.js'

const scan = (text: string, start = 0) => scanValue(text, start)

describe('scanValue', () => {
  it('finds the end of a value, ignoring brackets inside strings', () => {
    const text = '{"a": "}{][", "b": ["\\"}", {"c": 1}]} trailing'
    const out = scan(text)
    expect(out).toMatchObject({
      complete: true,
      end: text.indexOf(' trailing'),
      maxDepth: 3,
      duplicates: [],
    })
  })

  it('reports an unclosed value as incomplete', () => {
    expect(scan('{"a": [1, 2').complete).toBe(false)
    expect(scan('{"a": "never closed').complete).toBe(false)
  })

  it('names repeated keys per object, not across objects', () => {
    expect(scan('{"a": {"x": 1}, "b": {"x": 2}, "a": 3}').duplicates).toEqual(['a'])
    expect(scan('[{"k": 1}, {"k": 2}]').duplicates).toEqual([])
    expect(scan('{"k": {"k": {"k": 1}}}').duplicates).toEqual([])
  })

  it('compares keys after resolving escapes', () => {
    expect(scan('{"ab": 1, "a\\u0062": 2}').duplicates).toEqual(['ab'])
    expect(scan('{"a\\"b": 1, "a\\u0022b": 2}').duplicates).toEqual(['a"b'])
    expect(scan('{"ab": 1, "a\\\\b": 2}').duplicates).toEqual([])
  })

  it('finds repeats in a wide object and stays fast', () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `"k${i}": ${i}`)
    const text = `{${keys.join(',')}, "k7": 0, "k49999": 1}`
    const started = performance.now()
    expect(scan(text).duplicates).toEqual(['k7', 'k49999'])
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('lists at most ten repeated keys', () => {
    const text = `{${Array.from({ length: 30 }, () => '"same": 1').join(',')}}`
    expect(scan(text).duplicates).toHaveLength(10)
  })

  it('measures depth past the limit without tracking keys there', () => {
    const depth = MAX_JSON_DEPTH + 10
    const text = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    expect(scan(text)).toMatchObject({ complete: true, maxDepth: depth })
  })
})

// Keys are compared after their escapes are resolved; which keys hold a backslash is tracked
// with one search per backslash, so backslashes in values and keys all around must not blur it.
describe('scanValue on keys and values with escapes', () => {
  type Node = { entries: [string, Node | string][] }
  const keyRaw = fc.constantFrom(
    'ab',
    'a\\u0062',
    '\\u0061b',
    'a\\\\',
    'a\\\\\\"',
    'q',
    'x\\ny',
    'é',
  )
  const stringRaw = fc.constantFrom('plain', 'back\\\\slash', 'quote\\"d', '\\u00e9', '{[', '\\\\')
  const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.record({
      entries: fc.array(
        fc.tuple(keyRaw, fc.oneof({ depthSize: 'small' }, stringRaw, tie('node'))),
        {
          maxLength: 5,
        },
      ),
    }),
  })).node

  function render(n: Node): string {
    return `{${n.entries.map(([k, v]) => `"${k}": ${typeof v === 'string' ? `"${v}"` : render(v)}`).join(', ')}}`
  }

  /** The repeated keys in text order, decoded, as the structure says. */
  function repeats(n: Node, out: string[] = []): string[] {
    const seen = new Set<string>()
    for (const [k, v] of n.entries) {
      const key = JSON.parse(`"${k}"`) as string
      if (seen.has(key)) out.push(key)
      seen.add(key)
      if (typeof v !== 'string') repeats(v, out)
    }
    return out
  }

  it('lists exactly the repeated keys, in text order', () => {
    fc.assert(
      fc.property(node, (n) => {
        const text = `x "\\" ${render(n)} \\`
        const scan = scanValue(text, 6)
        expect(scan.complete).toBe(true)
        expect(scan.duplicates).toEqual(repeats(n).slice(0, 10))
      }),
      { numRuns: 2000 },
    )
  })
})
