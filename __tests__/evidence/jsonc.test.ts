import { describe, expect, it } from 'vitest'
import { parseJsonc } from '../../src/evidence/jsonc.js'

describe('parseJsonc: tsconfig.json as people write it', () => {
  it('drops line and block comments and trailing commas, keeping strings intact', () => {
    const text = `{
      // the aliases
      "compilerOptions": {
        /* a block
           comment */ "baseUrl": ".",
        "paths": { "@/*": ["src/*",], "http://x": ["a//b", "c/*d*/e"], },
      },
      "note": "a \\"quoted\\" // not a comment, ]",
    }`
    expect(parseJsonc(text)).toEqual({
      compilerOptions: {
        baseUrl: '.',
        paths: { '@/*': ['src/*'], 'http://x': ['a//b', 'c/*d*/e'] },
      },
      note: 'a "quoted" // not a comment, ]',
    })
  })

  it('keeps a comma between values, and a comment before a closing brace does not hide a trailing comma', () => {
    expect(parseJsonc('[1, 2 /* two */, 3 // three\n, ]')).toEqual([1, 2, 3])
    expect(parseJsonc('{"a": 1, // last\n}')).toEqual({ a: 1 })
  })

  it('throws on what is not JSON even with comments allowed', () => {
    expect(() => parseJsonc('{ "a": 1 "b": 2 }')).toThrow(SyntaxError)
    expect(() => parseJsonc('{ compilerOptions: {} }')).toThrow(SyntaxError)
    expect(() => parseJsonc('{ "a": [1,, 2] }')).toThrow(SyntaxError)
  })
})
