import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectEvidence } from '../../src/evidence/collect.js'
import {
  MAX_BYTES_READ,
  MAX_TEST_FILES_READ,
  sourcesImportedByTests,
} from '../../src/evidence/import-coverage.js'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { RecordingLogger } from '../../src/logger.js'

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rg-imports-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

function covered(files: Record<string, string>, testFiles: string[], sources: string[]) {
  return [
    ...sourcesImportedByTests({ repoRoot: tree(files), testFiles, sources }).covered.keys(),
  ].sort()
}

describe('sourcesImportedByTests: the layouts real projects use', () => {
  it('test/ named by feature importing a utility (the ufo layout)', () => {
    expect(
      covered(
        {
          'src/utils.ts': 'export const a = 1\n',
          'src/other.ts': 'export const b = 1\n',
          'test/base.test.ts': "import { a } from '../src/utils'\nit('x', () => {})\n",
        },
        ['test/base.test.ts'],
        ['src/utils.ts', 'src/other.ts'],
      ),
    ).toEqual(['src/utils.ts'])
  })

  it('through one re-exporting index, and with ESM .js specifiers for .ts files', () => {
    const files = {
      'src/index.ts': "export * from './utils.js'\nexport { b } from './other'\n",
      'src/utils.ts': 'export const a = 1\n',
      'src/other.ts': 'export const b = 1\n',
      'src/deep.ts': 'export const c = 1\n',
      'test/api.test.ts': "import { a, b } from '../src/index.js'\n",
    }
    expect(
      covered(files, ['test/api.test.ts'], ['src/utils.ts', 'src/other.ts', 'src/deep.ts']),
    ).toEqual(['src/other.ts', 'src/utils.ts'])
  })

  it('__tests__/ beside the code, require() and dynamic import()', () => {
    const files = {
      'lib/math.js': 'module.exports = {}\n',
      'lib/fmt.js': 'module.exports = {}\n',
      'lib/__tests__/feature.test.js':
        "const m = require('../math')\nconst f = await import('../fmt.js')\n",
    }
    expect(
      covered(files, ['lib/__tests__/feature.test.js'], ['lib/math.js', 'lib/fmt.js']),
    ).toEqual(['lib/fmt.js', 'lib/math.js'])
  })

  it('Python tests/unit/: absolute (from the root or src/) and relative imports', () => {
    const files = {
      'src/app/core/rules.py': 'X = 1\n',
      'app2/helpers.py': 'Y = 1\n',
      'pkg/tests/__init__.py': '',
      'pkg/models.py': 'Z = 1\n',
      'tests/unit/test_feature.py': 'from app.core import rules\nimport app2.helpers\n',
      'pkg/tests/test_models.py': 'from ..models import Thing\n',
    }
    expect(
      covered(
        files,
        ['tests/unit/test_feature.py', 'pkg/tests/test_models.py'],
        ['src/app/core/rules.py', 'app2/helpers.py', 'pkg/models.py'],
      ),
    ).toEqual(['app2/helpers.py', 'pkg/models.py', 'src/app/core/rules.py'])
  })

  it('a mention that is not an import covers nothing; a path out of the repository is ignored', () => {
    const files = {
      'src/utils.ts': 'export const a = 1\n',
      'test/x.test.ts':
        "// see '../src/utils' for details\nconst s = '../src/utils'\nimport '../../outside'\n",
    }
    expect(covered(files, ['test/x.test.ts'], ['src/utils.ts'])).toEqual([])
  })
})

describe('collectEvidence: a touched test that imports a touched source covers it', () => {
  it('no false "untested" for src/utils.ts when the touched test/base.test.ts imports it', async () => {
    const root = tree({
      'src/utils.ts': 'export const a = 1\n',
      'src/lonely.ts': 'export const z = 1\n',
      'test/base.test.ts': "import { a } from '../src/utils'\n",
      'reports/junit.xml':
        '<testsuites><testsuite name="test/base.test.ts"><testcase classname="test/base.test.ts" name="works" file="test/base.test.ts"/></testsuite></testsuites>',
    })
    const logger = new RecordingLogger()
    const evidence = await collectEvidence({
      repoRoot: root,
      touched: ['src/utils.ts', 'src/lonely.ts', 'test/base.test.ts'],
      config: DEFAULT_CONFIG.evidence,
      reportGlobs: ['reports/*.xml'],
      command: null,
      refresh: false,
      cacheDir: join(root, '..', 'cache'),
      now: new Date(),
      covers: null,
      env: {},
      logger,
    })
    expect(evidence.tests_pass).toBe(true)
    expect(evidence.untested_files).toEqual(['src/lonely.ts'])
    expect(evidence.notices.join('\n')).toContain(
      '1 touched source(s) covered by tests that import them: src/utils.ts (imported by test/base.test.ts).',
    )
  })
})

describe('sourcesImportedByTests: bounded reads', () => {
  it(`reads at most ${MAX_TEST_FILES_READ} test files and says so; a file is read up to ${MAX_BYTES_READ} bytes`, () => {
    const files: Record<string, string> = {
      'src/early.ts': 'export const e = 1\n',
      'src/late.ts': 'export const l = 1\n',
      'src/deep.ts': 'export const d = 1\n',
      // The import after the read limit is not seen.
      'test/big.test.ts': `${'// padding\n'.repeat(MAX_BYTES_READ / 11 + 1)}import '../src/deep'\n`,
    }
    const tests = ['test/big.test.ts']
    for (let i = 0; i < MAX_TEST_FILES_READ + 5; i++) {
      const name = `test/t${String(i).padStart(4, '0')}.test.ts`
      files[name] =
        i === MAX_TEST_FILES_READ + 2 ? "import '../src/late'\n" : "import '../src/early'\n"
      tests.push(name)
    }
    const result = sourcesImportedByTests({
      repoRoot: tree(files),
      testFiles: tests,
      sources: ['src/early.ts', 'src/late.ts', 'src/deep.ts'],
    })
    expect([...result.covered.keys()]).toEqual(['src/early.ts'])
    expect(result.notices).toEqual([
      `${MAX_TEST_FILES_READ + 6} test files could cover touched sources by their imports; only the first ${MAX_TEST_FILES_READ} are read.`,
    ])
  })
})
