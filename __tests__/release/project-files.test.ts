/**
 * The files users and security teams read before they allow the action (LICENSE, SECURITY.md,
 * the README's permission table, action.yml's Marketplace fields, the workflows) stay true to
 * the code and to each other.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { GITHUB_OPERATIONS } from '../../src/github/operations.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** The `## heading` section of a markdown document, up to the next heading of that level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  expect(start, `no "## ${heading}" section`).toBeGreaterThanOrEqual(0)
  const end = markdown.indexOf('\n## ', start + 1)
  return markdown.slice(start, end === -1 ? undefined : end)
}

function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!)
}

describe('LICENSE and the README', () => {
  it('LICENSE is the MIT license package.json declares', () => {
    expect(JSON.parse(read('package.json')).license).toBe('MIT')
    expect(read('LICENSE')).toMatch(
      /^MIT License\n\nCopyright \(c\) 2026 review-gate contributors\n/,
    )
  })

  it("the README's Project section links the changelog, contributing guide, security policy and license", () => {
    const links = relativeLinks(section(read('README.md'), 'Project'))
    expect(links).toEqual(['CHANGELOG.md', 'CONTRIBUTING.md', 'SECURITY.md', 'LICENSE'])
    for (const link of links) expect(existsSync(join(root, link)), link).toBe(true)
  })
})

describe('SECURITY.md', () => {
  const policy = () => read('SECURITY.md')

  it('every promise cites tests, and every cited file exists', () => {
    const promises = section(policy(), 'What the action promises').split('\n### ').slice(1)
    expect(promises.map((promise) => promise.split('\n')[0])).toEqual([
      'It fails closed',
      'The reviewer sees every reviewable byte',
      'A sharded review is one decision',
      'It never runs pull-request code in a privileged context',
      "Dismissals and carried state are not the pull request's to decide",
      'A merge group reuses a verdict only with proof',
      'It never publishes secrets',
      'It asks for the permissions each feature needs, no more',
    ])
    for (const promise of promises) {
      const cited = relativeLinks(promise).filter((link) => link.startsWith('__tests__/'))
      expect(cited.length, promise.split('\n')[0]).toBeGreaterThan(0)
      for (const file of cited) expect(existsSync(join(root, file)), file).toBe(true)
    }
  })

  it('links the README permission table by its real anchor', () => {
    const anchor = /\(README\.md#([a-z0-9-]+)\)/.exec(policy())?.[1]
    const headings = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) =>
        line
          .replace(/^#+\s*/, '')
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      )
    expect(headings).toContain(anchor)
  })

  it('the README permission table lists exactly the calls the GitHub client can make, each with a permission', () => {
    const readme = read('README.md')
    const start = readme.indexOf('### What review-gate calls on GitHub')
    const rows = readme
      .slice(start, readme.indexOf('\n\n', readme.indexOf('| --- |', start)))
      .split('\n')
      .filter((line) => line.startsWith('| `'))
    const listed = rows.map((row) => {
      const [call, , permission] = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      expect(permission, row).toMatch(/^`[a-z-]+: (read|write)`$/)
      return /^`([A-Z]+ [^`]+)`/.exec(call!)![1]
    })
    // The README abbreviates the route parameters; the client names them in full.
    const short = (route: string) =>
      route
        .replace('{owner}', '{o}')
        .replace('{repo}', '{r}')
        .replace(/\{(pull|issue)_number\}/, '{n}')
        .replace('{comment_id}', '{id}')
    const routes = Object.values(GITHUB_OPERATIONS).map((operation) => short(operation.route))
    expect([...listed].sort()).toEqual([...routes].sort())
  })
})

describe('action.yml for the Marketplace', () => {
  const action = () => parse(read('action.yml')) as Record<string, unknown>

  it('has a name, a description of at most 125 characters, and its branding', () => {
    const { name, description, branding } = action()
    expect(typeof name === 'string' && name.length > 0).toBe(true)
    expect(typeof description).toBe('string')
    expect((description as string).length).toBeLessThanOrEqual(125)
    expect(branding).toEqual({ icon: 'shield', color: 'green' })
  })
})

describe('workflows', () => {
  const workflowDir = join(root, '.github', 'workflows')
  const workflows = () =>
    readdirSync(workflowDir)
      .filter((file) => file.endsWith('.yml'))
      .map((file) => ({ file, text: readFileSync(join(workflowDir, file), 'utf8') }))

  it('pin every action to a full commit SHA with its version in a comment', () => {
    const uses = workflows().flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter((line) => /^\s*(- )?uses:/.test(line))
        .map((line) => ({ file, line: line.trim().replace(/^- /, '') })),
    )
    expect(uses.length).toBeGreaterThan(0)
    for (const { file, line } of uses) {
      if (line === 'uses: ./') continue
      expect(line, file).toMatch(/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
    }
  })

  it('the release workflow runs the full CI, then the release check, before it publishes', () => {
    const release = parse(read('.github/workflows/release.yml'))
    expect(release.on.push.tags).toEqual(['v*.*.*'])
    expect(release.on.workflow_dispatch.inputs.version.required).toBe(true)
    expect(release.jobs.ci.steps.map((step: { run?: string }) => step.run)).toContain(
      'bash .ci/run',
    )
    expect(release.jobs.release.needs).toBe('ci')
    expect(release.jobs.release.permissions).toEqual({ contents: 'write' })
    const runs: string[] = release.jobs.release.steps.map(
      (step: { run?: string }) => step.run ?? '',
    )
    const check = runs.findIndex((run) => run.startsWith('node scripts/release-check.mjs'))
    const publish = runs.findIndex((run) => run.startsWith('gh release create'))
    const major = runs.findIndex((run) => run.includes('git push -f origin "refs/tags/$MAJOR"'))
    expect(check).toBeGreaterThanOrEqual(0)
    expect(publish).toBeGreaterThan(check)
    expect(major).toBeGreaterThan(publish)
  })

  it('CI keeps the self-test: the committed action reviews its own pull requests', () => {
    const ci = parse(read('.github/workflows/ci.yml'))
    expect(ci.jobs['self-test'].if).toBe("github.event_name == 'pull_request'")
    expect(ci.jobs['self-test'].steps.map((step: { uses?: string }) => step.uses)).toContain('./')
  })

  it('CodeQL scans javascript-typescript on pushes to main, pull requests and a schedule', () => {
    const codeql = parse(read('.github/workflows/codeql.yml'))
    expect(codeql.on.push.branches).toEqual(['main'])
    expect(codeql.on).toHaveProperty('pull_request')
    expect(codeql.on.schedule).toHaveLength(1)
    const init = codeql.jobs.analyze.steps.find((step: { uses?: string }) =>
      step.uses?.startsWith('github/codeql-action/init@'),
    )
    expect(init.with.languages).toBe('javascript-typescript')
  })

  it('Dependabot updates npm and actions weekly, in groups', () => {
    const dependabot = parse(read('.github/dependabot.yml'))
    const byEcosystem = Object.fromEntries(
      dependabot.updates.map((update: { 'package-ecosystem': string }) => [
        update['package-ecosystem'],
        update,
      ]),
    )
    expect(Object.keys(byEcosystem).sort()).toEqual(['github-actions', 'npm'])
    for (const update of Object.values(byEcosystem) as { schedule: { interval: string } }[])
      expect(update.schedule.interval).toBe('weekly')
    expect(byEcosystem.npm.groups).toEqual({
      runtime: { 'dependency-type': 'production' },
      development: { 'dependency-type': 'development' },
    })
    expect(Object.keys(byEcosystem['github-actions'].groups)).toEqual(['actions'])
  })
})

describe('the version the code reports', () => {
  it('TOOL_VERSION (SARIF, artifacts) equals package.json and package-lock.json', async () => {
    const { TOOL_VERSION } = await import('../../src/pipeline/artifacts.js')
    const root = join(import.meta.dirname, '..', '..')
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      version: string
      packages: Record<string, { version?: string }>
    }
    expect(TOOL_VERSION).toBe(pkg.version)
    expect([lock.version, lock.packages['']?.version]).toEqual([pkg.version, pkg.version])
  })
})
