/**
 * The release gate (scripts/release-check.mjs) on the repository itself (version drift) and on
 * throwaway git repositories shaped like this one: package.json, CHANGELOG.md, package-lock.json,
 * a committed dist/ and a scripts/bundle.mjs that rebuilds it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import {
  findChangelogSection,
  isNewestInMajor,
  newestReleasedVersion,
  parseReleaseVersion,
  readPackageVersion,
  runReleaseCheck,
  runtimeDependencyNotes,
  runtimePackages,
} from '../../scripts/release-check.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const script = join(root, 'scripts', 'release-check.mjs')

describe('this repository', () => {
  const changelog = () => readFileSync(join(root, 'CHANGELOG.md'), 'utf8')

  it("package.json's version is the changelog's newest release", () => {
    expect(
      newestReleasedVersion(changelog()),
      'package.json and CHANGELOG.md drifted: release notes and version move together',
    ).toBe(readPackageVersion(root))
  })

  it('the changelog section of that version is well formed, with an Unreleased section above', () => {
    const { date, notes } = findChangelogSection(changelog(), readPackageVersion(root))
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(notes.length).toBeGreaterThan(0)
    expect(changelog().indexOf('## [Unreleased]')).toBeLessThan(changelog().indexOf('## [1.0.0]'))
  })

  it('the first-release notes list every runtime dependency of package.json', () => {
    const lock = readFileSync(join(root, 'package-lock.json'), 'utf8')
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const notes = runtimeDependencyNotes(lock)
    for (const name of Object.keys(manifest.dependencies)) expect(notes).toContain(`\`${name}\` `)
    for (const name of Object.keys(manifest.devDependencies))
      expect(notes).not.toContain(`\`${name}\``)
  })
})

const gitEnvironment = {
  ...process.env,
  GIT_AUTHOR_NAME: 'release test',
  GIT_AUTHOR_EMAIL: 'release@test.invalid',
  GIT_COMMITTER_NAME: 'release test',
  GIT_COMMITTER_EMAIL: 'release@test.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
}

function lockWith(
  runtime: Record<string, string>,
  transitive: Record<string, string> = {},
): string {
  const packages: Record<string, object> = {
    '': {
      name: 'fixture',
      version: '0.0.0',
      dependencies: runtime,
      devDependencies: { lint: '1' },
    },
    'node_modules/lint': { version: '9.9.9', dev: true },
  }
  for (const [name, version] of Object.entries({ ...runtime, ...transitive }))
    packages[`node_modules/${name}`] = { version }
  return JSON.stringify({ name: 'fixture', lockfileVersion: 3, packages }, null, 2)
}

const CHANGELOG = `# Changelog

## [Unreleased]

- Work in progress that must not reach the notes.

## [1.1.0] - 2026-12-10

### Added
- Faster reviews.

## [1.0.0] - 2026-12-01

### Added
- First release.

[Unreleased]: https://example.invalid/compare/v1.1.0...HEAD
[1.1.0]: https://example.invalid/compare/v1.0.0...v1.1.0
`

// Stands in for scripts/bundle.mjs: dist/index.js is a pure function of src/main.js.
const BUNDLE = `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
mkdirSync('dist', { recursive: true })
writeFileSync('dist/index.js', '// bundled\\n' + readFileSync('src/main.js', 'utf8'))
`

const fixtures: string[] = []
afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, env: gitEnvironment, encoding: 'utf8' })
}

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

function commitAll(dir: string, message: string): void {
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', message)
}

/** A repository with v1.0.0 released and 1.1.0 committed, built and tagged at HEAD. */
function releasedRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-check-'))
  fixtures.push(dir)
  git(dir, 'init', '-q', '-b', 'main')
  write(dir, 'scripts/bundle.mjs', BUNDLE)
  write(dir, 'src/main.js', 'export const version = 1\n')
  write(dir, 'dist/index.js', '// bundled\nexport const version = 1\n')
  write(dir, 'package.json', JSON.stringify({ name: 'fixture', version: '1.0.0' }))
  write(dir, 'CHANGELOG.md', CHANGELOG.replace(/## \[1\.1\.0\][^]*?(?=## \[1\.0\.0\])/, ''))
  write(dir, 'package-lock.json', lockWith({ core: '1.0.0', old: '2.0.0' }, { helper: '0.1.0' }))
  commitAll(dir, 'release 1.0.0')
  git(dir, 'tag', 'v1.0.0')

  write(dir, 'src/main.js', 'export const version = 2\n')
  write(dir, 'dist/index.js', '// bundled\nexport const version = 2\n')
  write(dir, 'package.json', JSON.stringify({ name: 'fixture', version: '1.1.0' }))
  write(dir, 'CHANGELOG.md', CHANGELOG)
  write(dir, 'package-lock.json', lockWith({ core: '1.2.0', fresh: '3.0.0' }, { helper: '0.1.0' }))
  commitAll(dir, 'release 1.1.0')
  git(dir, 'tag', 'v1.1.0')
  return dir
}

function failure(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect((error as Error).name).toBe('ReleaseCheckError')
    return (error as Error).message
  }
  throw new Error('expected the release check to fail')
}

describe('runReleaseCheck', () => {
  it('a tagged commit with a fresh dist/ passes; the notes are its changelog section and the runtime dependency changes', () => {
    const dir = releasedRepository()
    const result = runReleaseCheck({ root: dir, version: 'v1.1.0' })
    expect(result).toMatchObject({
      version: '1.1.0',
      tag: 'v1.1.0',
      date: '2026-12-10',
      majorTag: 'v1',
      moveMajor: true,
      previousTag: 'v1.0.0',
    })
    expect(result.notes).toBe(
      [
        '### Added',
        '- Faster reviews.',
        '',
        '### Runtime dependencies',
        '',
        'Changed since v1.0.0 (bundled into `dist/`):',
        '',
        '- `core` (direct) 1.0.0 → 1.2.0',
        '- `fresh` (direct) added: 3.0.0',
        '- `old` (direct) removed (was 2.0.0)',
        '',
      ].join('\n'),
    )
    expect(git(dir, 'status', '--porcelain')).toBe('')
  })

  it('the first release lists the runtime dependencies and their versions', () => {
    const dir = releasedRepository()
    git(dir, 'checkout', '-q', 'v1.0.0')
    const result = runReleaseCheck({ root: dir, version: '1.0.0' })
    expect(result.previousTag).toBeUndefined()
    expect(result.notes).toContain(
      [
        'First release. The runtime dependencies bundled into `dist/`:',
        '',
        '- `core` 1.0.0',
        '- `old` 2.0.0',
        '',
        'and 1 packages they depend on.',
      ].join('\n'),
    )
    expect(result.notes).not.toContain('lint')
  })

  it.each([
    ['1.1', 'version "1.1" is not semver X.Y.Z'],
    ['01.1.0', 'version "01.1.0" is not semver X.Y.Z'],
    ['1.1.0-rc.1', 'version "1.1.0-rc.1" is not semver X.Y.Z'],
    ['', 'version "" is not semver X.Y.Z'],
  ])('refuses the version %j', (version, message) => {
    expect(failure(() => parseReleaseVersion(version))).toContain(message)
    expect(failure(() => runReleaseCheck({ root: '/nonexistent', version }))).toContain(message)
  })

  it('refuses a release whose version package.json does not carry', () => {
    const dir = releasedRepository()
    write(dir, 'package.json', JSON.stringify({ name: 'fixture', version: '1.0.9' }))
    expect(failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))).toBe(
      'package.json version is "1.0.9" but the release is "1.1.0": set "version" to "1.1.0" and commit',
    )
  })

  it('refuses a release with no changelog section', () => {
    const dir = releasedRepository()
    write(dir, 'CHANGELOG.md', CHANGELOG.replace('## [1.1.0] - 2026-12-10', '## [Unreleased 2]'))
    expect(failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))).toBe(
      'CHANGELOG.md has no "## [1.1.0] - YYYY-MM-DD" section: add the release\'s notes',
    )
  })

  it('refuses a repository without CHANGELOG.md', () => {
    const dir = releasedRepository()
    rmSync(join(dir, 'CHANGELOG.md'))
    expect(failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))).toMatch(
      /^CHANGELOG\.md cannot be read: ENOENT/,
    )
  })

  it('names the line of a section heading without a date, with a bad date, or with no notes', () => {
    expect(failure(() => findChangelogSection('# C\n\n## [1.1.0]\n- x\n', '1.1.0'))).toBe(
      'CHANGELOG.md line 3 "## [1.1.0]" is not in the form "## [1.1.0] - YYYY-MM-DD"',
    )
    expect(failure(() => findChangelogSection('## [1.1.0] - 2026-02-30\n- x\n', '1.1.0'))).toBe(
      'CHANGELOG.md line 1: "2026-02-30" is not a calendar date',
    )
    expect(
      failure(() => findChangelogSection('## [1.1.0] - 2026-02-03\n\n## [1.0.0]', '1.1.0')),
    ).toBe('CHANGELOG.md section [1.1.0] (line 1) is empty')
    expect(
      failure(() =>
        findChangelogSection('## [1.1.0] - 2026-02-03\n- a\n## [1.1.0] - 2026-02-04\n- b', '1.1.0'),
      ),
    ).toBe('CHANGELOG.md has 2 sections for 1.1.0 (lines 1, 3): keep one')
  })

  it('refuses a dirty working tree and names the files', () => {
    const dir = releasedRepository()
    write(dir, 'notes.txt', 'left behind\n')
    const message = failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))
    expect(message).toBe(
      'the working tree is not clean after the build (the release must be exactly the tagged commit):\n?? notes.txt',
    )
  })

  it('refuses a stale dist/: the fresh build differs from the committed one', () => {
    const dir = releasedRepository()
    write(dir, 'src/main.js', 'export const version = 3\n')
    commitAll(dir, 'source changed, dist/ not rebuilt')
    git(dir, 'tag', '-f', 'v1.1.0')
    const message = failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))
    expect(message).toBe(
      'the working tree is not clean after the build (dist/ differs from a fresh build of the tagged commit: run `npm run bundle` and commit dist/):\n M dist/index.js',
    )
  })

  it('refuses a failing build', () => {
    const dir = releasedRepository()
    const build = [process.execPath, '-e', 'process.exit(4)']
    expect(
      failure(() => runReleaseCheck({ root: dir, version: '1.1.0', buildCommand: build })),
    ).toMatch(/^the build \(.* -e process\.exit\(4\)\) failed: /)
  })

  it('refuses a missing tag and a tag on another commit', () => {
    const dir = releasedRepository()
    git(dir, 'tag', '-d', 'v1.1.0')
    expect(failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))).toBe(
      'tag v1.1.0 does not exist: tag the release commit (git tag v1.1.0) before the check',
    )
    git(dir, 'tag', 'v1.1.0', 'v1.0.0')
    expect(failure(() => runReleaseCheck({ root: dir, version: '1.1.0' }))).toMatch(
      /^tag v1\.1\.0 points at [0-9a-f]{12} but HEAD is [0-9a-f]{12}: check out the tagged commit$/,
    )
  })

  it('the major tag stays on the newest release of its major (a backport does not move it)', () => {
    const dir = releasedRepository()
    expect(isNewestInMajor(dir, '1.1.0')).toBe(true)
    expect(isNewestInMajor(dir, '1.0.1')).toBe(false)
    expect(isNewestInMajor(dir, '2.0.0')).toBe(true)
  })
})

describe('runtimePackages', () => {
  it('collects every version of a package installed more than once, and skips dev packages', () => {
    const lock = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': { dependencies: { a: '^1' } },
        'node_modules/a': { version: '1.0.0' },
        'node_modules/b': { version: '2.0.0' },
        'node_modules/a/node_modules/b': { version: '1.5.0' },
        'node_modules/tool': { version: '5.0.0', dev: true },
      },
    })
    const { versions, direct } = runtimePackages(lock)
    expect(Object.fromEntries(versions)).toEqual({ a: ['1.0.0'], b: ['1.5.0', '2.0.0'] })
    expect(direct).toEqual(['a'])
  })

  it('names the lockfile it cannot read', () => {
    expect(
      failure(() =>
        runtimePackages('{"lockfileVersion":1,"dependencies":{}}', 'package-lock.json at v0.9.0'),
      ),
    ).toBe(
      'package-lock.json at v0.9.0 has no "packages" map (lockfileVersion 1); expected lockfileVersion 2 or 3',
    )
    expect(failure(() => runtimePackages('nope'))).toMatch(/^package-lock\.json is not JSON: /)
  })

  it('says so when no runtime dependency changed', () => {
    const lock = lockWith({ core: '1.0.0' })
    expect(runtimeDependencyNotes(lock, { tag: 'v1.0.0', lock })).toBe(
      '### Runtime dependencies\n\nNo runtime dependency changed since v1.0.0.',
    )
  })
})

describe('the command line', () => {
  function runScript(dir: string, args: string[], outputFile?: string) {
    copyFileSync(script, join(dir, 'scripts', 'release-check.mjs'))
    const env = { ...gitEnvironment, GITHUB_OUTPUT: outputFile ?? '' }
    return spawnSync(process.execPath, [join(dir, 'scripts', 'release-check.mjs'), ...args], {
      cwd: tmpdir(),
      env,
      encoding: 'utf8',
    })
  }

  it('checks the repository it lives in, writes the notes file and the step outputs', () => {
    const dir = releasedRepository()
    // The copied script is untracked until committed: commit it, then re-tag the release.
    copyFileSync(script, join(dir, 'scripts', 'release-check.mjs'))
    commitAll(dir, 'add the release check')
    git(dir, 'tag', '-f', 'v1.1.0')
    const out = mkdtempSync(join(tmpdir(), 'release-out-'))
    fixtures.push(out)
    const run = runScript(
      dir,
      ['1.1.0', '--notes-file', join(out, 'notes.md')],
      join(out, 'output'),
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Release v1.1.0 (2026-12-10) passes every check.')
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toMatch(/^### Added\n- Faster reviews\.\n/)
    expect(readFileSync(join(out, 'output'), 'utf8')).toBe(
      'version=1.1.0\ntag=v1.1.0\nmajor-tag=v1\nmove-major=true\n',
    )
  })

  it('exits 1 with the reason on a failed check, 2 with the usage on a bad command line', () => {
    const dir = releasedRepository()
    const failed = runScript(dir, ['1.1'])
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain('release check failed: version "1.1" is not semver X.Y.Z')
    const usage = runScript(dir, [])
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('the version to release is missing')
    expect(usage.stderr).toContain('usage: node scripts/release-check.mjs <X.Y.Z>')
  })
})
