import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { applyIgnores, DEFAULT_IGNORES } from '../../src/diff/ignore.js'
import type { DiffFile, FileChangeKind, ParsedDiff } from '../../src/diff/types.js'

function file(
  path: string,
  kind: FileChangeKind = 'modified',
  oldPath: string | null = null,
): DiffFile {
  return {
    path,
    oldPath,
    kind,
    similarity: null,
    binary: false,
    oldMode: null,
    newMode: null,
    hunks: [],
    additions: 0,
    deletions: 0,
    raw: `diff --git a/${oldPath ?? path} b/${path}\n`,
  }
}
const diffOf = (...paths: string[]): ParsedDiff => ({ files: paths.map((p) => file(p)) })
const keptPaths = (r: { diff: ParsedDiff }) => r.diff.files.map((f) => f.path)

describe('applyIgnores with the defaults', () => {
  it('drops lockfiles, build output, minified, generated and vendored files at any depth', () => {
    const ignoredPaths = [
      'package-lock.json',
      'apps/web/yarn.lock',
      'pnpm-lock.yaml',
      'bun.lockb',
      'Cargo.lock',
      'poetry.lock',
      'Pipfile.lock',
      'composer.lock',
      'Gemfile.lock',
      'go.sum',
      'dist/index.js',
      'packages/ui/build/main.js',
      'out/site.html',
      'coverage/lcov.info',
      'public/app.min.js',
      'public/site.min.css',
      'public/app.js.map',
      'src/api.generated.ts',
      'proto/user_pb2.py',
      'proto/user.pb.go',
      'vendor/golang.org/x/text/a.go',
      'web/node_modules/left-pad/index.js',
      'third_party/zlib/zlib.h',
    ]
    const keptFiles = [
      'src/index.ts',
      'src/build.ts',
      'src/dist.ts',
      'docs/output.md',
      'lock.go',
      'src/__snapshots__/a.test.ts.snap',
      '.github/workflows/ci.yml',
    ]
    const result = applyIgnores(diffOf(...keptFiles, ...ignoredPaths), [], true)
    expect(keptPaths(result)).toEqual(keptFiles)
    expect(result.ignored.map((i) => i.path)).toEqual([...ignoredPaths].sort())
    expect(result.ignored.find((i) => i.path === 'apps/web/yarn.lock')?.pattern).toBe('yarn.lock')
    expect(result.ignored.find((i) => i.path === 'packages/ui/build/main.js')?.pattern).toBe(
      'build/',
    )
  })

  it('keeps everything when defaults are off and there are no user patterns', () => {
    const result = applyIgnores(diffOf('package-lock.json', 'dist/a.js'), [], false)
    expect(keptPaths(result)).toEqual(['package-lock.json', 'dist/a.js'])
    expect(result.ignored).toEqual([])
  })

  it('is a frozen list that every default entry of the brief appears in', () => {
    expect(Object.isFrozen(DEFAULT_IGNORES)).toBe(true)
    for (const p of [
      'yarn.lock',
      'go.sum',
      'dist/',
      'vendor/',
      'node_modules/',
      '*.min.js',
      '*.pb.go',
    ]) {
      expect(DEFAULT_IGNORES).toContain(p)
    }
  })
})

describe('applyIgnores with user globs', () => {
  it('matches a slash-less glob at any depth and an anchored glob only from the root', () => {
    const diff = diffOf(
      'a.snap',
      'deep/x/b.snap',
      'docs/api/x.md',
      'pkg/docs/api/y.md',
      'docs/guide.md',
    )
    const result = applyIgnores(diff, ['*.snap', 'docs/api/**'], false)
    expect(keptPaths(result)).toEqual(['pkg/docs/api/y.md', 'docs/guide.md'])
    expect(result.ignored.map(({ path, pattern }) => ({ path, pattern }))).toEqual([
      { path: 'a.snap', pattern: '*.snap' },
      { path: 'deep/x/b.snap', pattern: '*.snap' },
      { path: 'docs/api/x.md', pattern: 'docs/api/**' },
    ])
  })

  it('matches dotfiles and folders named without a trailing slash', () => {
    const result = applyIgnores(
      diffOf('.cache/x', 'a/.env.local', 'fixtures/big/data.json'),
      ['.cache', '*.local', 'fixtures'],
      false,
    )
    expect(keptPaths(result)).toEqual([])
  })

  it('lets a later "!" pattern bring back a file a default ignored', () => {
    const result = applyIgnores(
      diffOf('build/gen.ts', 'build/out.js', 'dist/a.js'),
      ['!build/*.ts'],
      true,
    )
    expect(keptPaths(result)).toEqual(['build/gen.ts'])
    expect(result.ignored.map((i) => [i.path, i.pattern])).toEqual([
      ['build/out.js', 'build/'],
      ['dist/a.js', 'dist/'],
    ])
  })

  it('judges a rename by its new path only', () => {
    const diff: ParsedDiff = {
      files: [
        file('src/kept.ts', 'renamed', 'dist/old.ts'),
        file('dist/moved.ts', 'renamed', 'src/moved.ts'),
      ],
    }
    const result = applyIgnores(diff, [], true)
    expect(keptPaths(result)).toEqual(['src/kept.ts'])
    expect(result.ignored).toEqual([
      // Its changed lines stay with it: the reviewer is told how much was left out.
      {
        path: 'dist/moved.ts',
        pattern: 'dist/',
        additions: expect.any(Number),
        deletions: expect.any(Number),
      },
    ])
  })

  it('sorts ignored files by path regardless of diff order and locale', () => {
    const result = applyIgnores(diffOf('z.lock', 'B.lock', 'a.lock', 'é.lock'), ['*.lock'], false)
    expect(result.ignored.map((i) => i.path)).toEqual(['B.lock', 'a.lock', 'z.lock', 'é.lock'])
  })

  it('refuses an invalid glob with an InputError naming it, before touching any file', () => {
    for (const bad of ['src/[abc', '*.{js,ts', '', '!', '/', 'a\nb']) {
      let error: unknown
      try {
        applyIgnores(diffOf('a.ts'), ['*.md', bad], true)
      } catch (e) {
        error = e
      }
      expect(error, JSON.stringify(bad)).toBeInstanceOf(InputError)
      expect((error as InputError).message).toContain(`invalid ignore glob ${JSON.stringify(bad)}`)
      expect((error as InputError).where).toBe('paths.ignore')
    }
  })
})

describe('the literal pre-check', () => {
  it('never rules out a path a glob matches (property, over the default ignores)', async () => {
    const fc = (await import('fast-check')).default
    const picomatch = (await import('picomatch/posix.js')).default
    const { globsFor, requiredLiteral } = await import('../../src/diff/globs.js')
    const segment = fc.constantFrom(
      'src',
      'dist',
      'vendor',
      'a.min.js',
      'package-lock.json',
      'x_pb2.py',
      'node_modules',
      'lib',
      'b.ts',
      'go.sum',
      'coverage',
    )
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'))
    const globs = [...DEFAULT_IGNORES, 'docs/**', '/build', 'a/*/b', '*.snap'].flatMap(
      (p) => globsFor(p).globs,
    )
    fc.assert(
      fc.property(path, (p) => {
        for (const glob of globs) {
          if (picomatch(glob, { dot: true })(p))
            expect(p.includes(requiredLiteral(glob)), `${glob} vs ${p}`).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('gives no literal for globs it cannot reason about', async () => {
    const { requiredLiteral } = await import('../../src/diff/globs.js')
    expect(requiredLiteral('**/*.{js,ts}')).toBe('')
    expect(requiredLiteral('**/[ab].js')).toBe('')
    expect(requiredLiteral('**/package-lock.json/**')).toBe('package-lock.json')
    expect(requiredLiteral('docs/generated/**')).toBe('docs/generated')
  })
})
