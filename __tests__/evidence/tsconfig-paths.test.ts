import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourcesImportedByTests } from '../../src/evidence/import-coverage.js'
import { MAX_TSCONFIGS_READ } from '../../src/evidence/tsconfig-paths.js'

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rg-tsconfig-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

function run(files: Record<string, string>, testFiles: string[], sources: string[]) {
  const result = sourcesImportedByTests({ repoRoot: tree(files), testFiles, sources })
  return { covered: Object.fromEntries([...result.covered].sort()), notices: result.notices }
}

const SOURCES = {
  'src/lib/x.ts': 'export const x = 1\n',
  'src/lib/y/index.ts': 'export const y = 1\n',
  'src/utils.ts': 'export const u = 1\n',
}

describe('tsconfig paths and baseUrl map non-relative imports to the project’s files', () => {
  it('a `@/*` alias (JSONC: comments, trailing commas), an index folder, an exact alias', () => {
    const { covered, notices } = run(
      {
        ...SOURCES,
        'tsconfig.json': `{
          // the usual alias
          "compilerOptions": {
            "paths": {
              "@/*": ["./src/*",],
              "utils": ["src/utils.ts"], /* exact */
            },
          },
        }`,
        'test/feature.test.ts':
          "import { x } from '@/lib/x'\nimport { y } from '@/lib/y'\nimport u from 'utils'\nimport { it } from 'vitest'\n",
      },
      ['test/feature.test.ts'],
      ['src/lib/x.ts', 'src/lib/y/index.ts', 'src/utils.ts'],
    )
    expect(covered).toEqual({
      'src/lib/x.ts': 'test/feature.test.ts',
      'src/lib/y/index.ts': 'test/feature.test.ts',
      'src/utils.ts': 'test/feature.test.ts',
    })
    expect(notices).toEqual([])
  })

  it('paths from a relative `extends` resolve from the base file’s folder; baseUrl maps bare paths', () => {
    const files = {
      ...SOURCES,
      'config/tsconfig.base.json':
        '{ "compilerOptions": { "paths": { "~lib/*": ["../src/lib/*"] } } }',
      'tsconfig.json':
        '{ "extends": "./config/tsconfig.base", "compilerOptions": { "strict": true } }',
      'packages/app/tsconfig.json': '{ "compilerOptions": { "baseUrl": "../../src" } }',
      'test/a.test.ts': "import { x } from '~lib/x.js'\n",
      'packages/app/test/b.test.ts': "import { u } from 'utils'\nimport { x } from '~lib/x'\n",
    }
    expect(
      run(
        files,
        ['test/a.test.ts', 'packages/app/test/b.test.ts'],
        ['src/lib/x.ts', 'src/utils.ts'],
      ).covered,
    ).toEqual({
      'src/lib/x.ts': 'test/a.test.ts',
      // The nearest tsconfig (packages/app) has baseUrl only: `~lib/x` is not mapped there.
      'src/utils.ts': 'packages/app/test/b.test.ts',
    })
  })

  it('the longest matching prefix wins, and its targets are tried in order', () => {
    const files = {
      'src/lib/x.ts': 'export const x = 1\n',
      'legacy/lib/x.ts': 'export const x = 0\n',
      'tsconfig.json':
        '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["legacy/*"], "@/lib/*": ["missing/*", "src/lib/*"] } } }',
      'test/x.test.ts': "import { x } from '@/lib/x'\n",
    }
    expect(run(files, ['test/x.test.ts'], ['src/lib/x.ts', 'legacy/lib/x.ts']).covered).toEqual({
      'src/lib/x.ts': 'test/x.test.ts',
    })
  })

  it('a malformed tsconfig is a notice naming it; relative imports still map, aliases do not', () => {
    const { covered, notices } = run(
      {
        ...SOURCES,
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["src/*"] } ',
        'test/feature.test.ts': "import { x } from '@/lib/x'\nimport { u } from '../src/utils'\n",
      },
      ['test/feature.test.ts'],
      ['src/lib/x.ts', 'src/utils.ts'],
    )
    expect(covered).toEqual({ 'src/utils.ts': 'test/feature.test.ts' })
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(
      /^tsconfig\.json is not valid JSON \(.+\); path aliases are not used to map tests to sources, only relative imports\.$/,
    )
  })

  it('a broken extended file, or `paths` that is not an object, is named too', () => {
    const extendsBroken = run(
      {
        ...SOURCES,
        'tsconfig.base.json': '[1, 2',
        'tsconfig.json':
          '{ "extends": "./tsconfig.base.json", "compilerOptions": { "paths": { "@/*": ["src/*"] } } }',
        'test/f.test.ts': "import { x } from '@/lib/x'\n",
      },
      ['test/f.test.ts'],
      ['src/lib/x.ts'],
    )
    expect(extendsBroken.covered).toEqual({})
    expect(extendsBroken.notices.join('\n')).toMatch(/^tsconfig\.base\.json is not valid JSON/)
    const badPaths = run(
      {
        ...SOURCES,
        'tsconfig.json': '{ "compilerOptions": { "paths": ["src/*"] } }',
        'test/f.test.ts': "import { x } from '@/lib/x'\n",
      },
      ['test/f.test.ts'],
      ['src/lib/x.ts'],
    )
    expect(badPaths.covered).toEqual({})
    expect(badPaths.notices).toEqual([
      'tsconfig.json: compilerOptions.paths is not an object; its path aliases are not used to map tests to sources.',
    ])
  })

  it('targets outside the repository, packages and node: builtins map to nothing', () => {
    const files = {
      ...SOURCES,
      'tsconfig.json':
        '{ "compilerOptions": { "baseUrl": ".", "paths": { "@out/*": ["../../etc/*"], "node:*": ["src/*"] } } }',
      'test/f.test.ts':
        "import a from '@out/passwd'\nimport fs from 'node:utils'\nimport b from 'src/utils'\n",
    }
    // `src/utils` through baseUrl is the project's own file; the others are not.
    expect(run(files, ['test/f.test.ts'], ['src/utils.ts', 'src/lib/x.ts']).covered).toEqual({
      'src/utils.ts': 'test/f.test.ts',
    })
  })

  it(`reads at most ${MAX_TSCONFIGS_READ} tsconfig files, and says so`, () => {
    const files: Record<string, string> = { ...SOURCES }
    const tests: string[] = []
    for (let i = 0; i < MAX_TSCONFIGS_READ + 3; i++) {
      files[`packages/p${i}/tsconfig.json`] = '{ "compilerOptions": { "baseUrl": "../.." } }'
      files[`packages/p${i}/a.test.ts`] = "import { x } from 'src/lib/x'\n"
      tests.push(`packages/p${i}/a.test.ts`)
    }
    const { notices } = run(files, tests, ['src/lib/y/index.ts'])
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/^More than 32 tsconfig files: packages\/p\d+\/tsconfig\.json/)
  })
})
