import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { parseDiff } from '../../src/diff/parse.js'
import { scopeChange } from '../../src/pipeline/prepare.js'

const section = (path: string, deleted: boolean): string =>
  deleted
    ? `diff --git a/${path} b/${path}\ndeleted file mode 100644\n--- a/${path}\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n`
    : `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`

describe('scopeChange', () => {
  it('touched: the kept paths but deleted ones, in code-unit order, whatever order the diff lists', () => {
    const name = fc.stringMatching(/^[a-zA-Z0-9_-]{1,6}(\/[a-zA-Z0-9_-]{1,6}){0,2}$/)
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, fc.boolean()), { selector: ([p]) => p, maxLength: 12 }),
        fc.boolean(),
        (files, presorted) => {
          const listed = presorted
            ? [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            : files
          const text = listed.map(([path, deleted]) => section(path, deleted)).join('')
          if (text === '') return
          const config = {
            ...DEFAULT_CONFIG,
            paths: { ...DEFAULT_CONFIG.paths, use_default_ignores: false },
          }
          const { touched } = scopeChange(parseDiff(text, 'p'), config)
          const expected = files.filter(([, deleted]) => !deleted).map(([path]) => path)
          expect(touched).toEqual(expected.sort())
        },
      ),
      { numRuns: 500 },
    )
  })
})
