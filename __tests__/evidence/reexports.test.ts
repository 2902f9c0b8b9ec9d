/**
 * Coverage by import through the index files real libraries ship (issue 20): import-then-export,
 * `export { default as X } from`, `export *`, CommonJS objects of requires, Python `__init__.py`,
 * transitively to REEXPORT_DEPTH, cycle-safe and bounded.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REEXPORT_DEPTH, sourcesImportedByTests } from '../../src/evidence/import-coverage.js'

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rg-reexports-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

function covered(files: Record<string, string>, test: string, sources: string[]): string[] {
  return [
    ...sourcesImportedByTests({ repoRoot: tree(files), testFiles: [test], sources }).covered.keys(),
  ].sort()
}

const TEST = 'test/duration/units.test.js'

describe('re-export shapes', () => {
  it('import then export (the date-library index)', () => {
    const files = {
      'src/duration.js': 'export default class Duration {}\n',
      'src/interval.js': 'export default class Interval {}\n',
      'src/index.js':
        'import Duration from "./duration.js";\nimport Interval from "./interval.js";\nimport { helper } from "./impl/util.js";\n\nexport { Duration };\n',
      'src/impl/util.js': 'export const helper = 1\n',
      [TEST]: 'import { Duration } from "../../src/index.js";\ntest("x", () => {});\n',
    }
    // Duration is exported; Interval is only imported (not passed on); the helper stays inside.
    expect(
      covered(files, TEST, ['src/duration.js', 'src/interval.js', 'src/impl/util.js']),
    ).toEqual(['src/duration.js'])
  })

  it('export default of an import, and export { X as Y }', () => {
    const files = {
      'src/a.ts': 'export const a = 1\n',
      'src/b.ts': 'export default 2\n',
      'src/index.ts':
        "import * as A from './a'\nimport B from './b'\nexport { A as Alpha }\nexport default B\n",
      [TEST]: "import B, { Alpha } from '../../src'\n",
    }
    expect(covered(files, TEST, ['src/a.ts', 'src/b.ts'])).toEqual(['src/a.ts', 'src/b.ts'])
  })

  it('export { default as X } from and export * from', () => {
    const files = {
      'src/x.ts': 'export default 1\n',
      'src/y.ts': 'export const y = 1\n',
      'src/index.ts': "export { default as X } from './x'\nexport * from './y'\n",
      [TEST]: "import { X, y } from '../../src/index'\n",
    }
    expect(covered(files, TEST, ['src/x.ts', 'src/y.ts'])).toEqual(['src/x.ts', 'src/y.ts'])
  })

  it('CommonJS: module.exports = { X: require() }, exports.Y = require(), a required binding', () => {
    const files = {
      'lib/x.js': 'module.exports = 1\n',
      'lib/y.js': 'module.exports = 2\n',
      'lib/z.js': 'module.exports = 3\n',
      'lib/internal.js': 'module.exports = 4\n',
      'lib/index.js':
        "const Z = require('./z')\nconst internal = require('./internal')\nmodule.exports = {\n  X: require('./x'),\n  Z,\n}\nexports.Y = require('./y')\n",
      [TEST]: "const lib = require('../../lib')\n",
    }
    expect(covered(files, TEST, ['lib/x.js', 'lib/y.js', 'lib/z.js', 'lib/internal.js'])).toEqual([
      'lib/x.js',
      'lib/y.js',
      'lib/z.js',
    ])
  })

  it('Python: from .x import y in __init__.py', () => {
    const files = {
      'pkg/__init__.py': 'from .core import parse\nfrom .sub import helpers\n',
      'pkg/core.py': 'def parse(): pass\n',
      'pkg/sub/__init__.py': 'from .deep import helper\n',
      'pkg/sub/deep.py': 'def helper(): pass\n',
      'tests/test_api.py': 'from pkg import parse\n',
    }
    expect(covered(files, 'tests/test_api.py', ['pkg/core.py', 'pkg/sub/deep.py'])).toEqual([
      'pkg/core.py',
      'pkg/sub/deep.py',
    ])
  })
})

describe('transitive, bounded, cycle-safe', () => {
  /** index0 → index1 → … → index(n-1) → leaf, each by `export *`. */
  function chain(n: number): Record<string, string> {
    const files: Record<string, string> = { 'src/leaf.ts': 'export const leaf = 1\n' }
    for (let i = 0; i < n; i++)
      files[`src/i${i}.ts`] = `export * from './${i === n - 1 ? 'leaf' : `i${i + 1}`}'\n`
    files[TEST] = "import { leaf } from '../../src/i0'\n"
    return files
  }

  it(`follows ${REEXPORT_DEPTH} index files and no more`, () => {
    expect(covered(chain(REEXPORT_DEPTH), TEST, ['src/leaf.ts'])).toEqual(['src/leaf.ts'])
    expect(covered(chain(REEXPORT_DEPTH + 1), TEST, ['src/leaf.ts'])).toEqual([])
  })

  it('an index cycle ends (and what it passes on still counts)', () => {
    const files = {
      'src/a/index.ts': "export * from '../b'\nexport * from './a'\n",
      'src/a/a.ts': 'export const a = 1\n',
      'src/b/index.ts': "export * from '../a'\n",
      [TEST]: "import { a } from '../../src/b'\n",
    }
    expect(covered(files, TEST, ['src/a/a.ts'])).toEqual(['src/a/a.ts'])
  })
})
