/**
 * Every `uses:` in the README, docs/, examples/ and the project's own workflows names a listed
 * action (src/docs/action-versions.ts) at its current major (docs) or pinned to the listed
 * release's SHA with the version in a comment (.github/workflows/).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTION_VERSIONS, OWN_ACTION } from '../../src/docs/action-versions.js'

const ROOT = join(import.meta.dirname, '..', '..')

function* files(dir: string, ext: RegExp): Generator<string> {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path, ext)
    else if (ext.test(entry.name)) yield path
  }
}

const USES =
  /uses:\s*['"]?([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)((?:\/[A-Za-z0-9_.-]+)*)@([^\s'"#]+)['"]?(?:[ \t]*#[ \t]*(\S+))?/g

interface Use {
  where: string
  action: string
  ref: string
  comment: string | undefined
}

function usesIn(path: string): Use[] {
  const text = readFileSync(path, 'utf8')
  return [...text.matchAll(USES)].map((m) => ({
    where: `${relative(ROOT, path)}:${text.slice(0, m.index).split('\n').length}`,
    action: m[1]!,
    ref: m[3]!,
    comment: m[4],
  }))
}

const docs = [
  join(ROOT, 'README.md'),
  ...files(join(ROOT, 'docs'), /\.md$/),
  ...files(join(ROOT, 'examples'), /\.(md|ya?ml)$/),
]
const workflows = [...files(join(ROOT, '.github', 'workflows'), /\.ya?ml$/)]

describe('action versions: one list, checked everywhere', () => {
  it('the docs use each listed action at its current major, and only listed actions', () => {
    const uses = docs.flatMap(usesIn)
    expect(uses.length).toBeGreaterThan(5)
    const wrong = uses
      .filter((u) =>
        u.action === OWN_ACTION.name
          ? u.ref !== OWN_ACTION.major
          : ACTION_VERSIONS[u.action]?.major !== u.ref,
      )
      .map((u) => `${u.where}: ${u.action}@${u.ref}`)
    expect(wrong).toEqual([])
  })

  it("the project's own workflows pin each listed action by SHA with its version comment", () => {
    const uses = workflows.flatMap(usesIn)
    expect(uses.length).toBeGreaterThan(5)
    const wrong = uses
      .filter((u) => {
        const listed = ACTION_VERSIONS[u.action]
        return !listed || u.ref !== listed.sha || u.comment !== listed.version
      })
      .map((u) => `${u.where}: ${u.action}@${u.ref} # ${u.comment ?? ''}`)
    expect(wrong).toEqual([])
  })

  it('every listed pin is a full commit SHA and its version is of its major', () => {
    for (const [name, v] of Object.entries(ACTION_VERSIONS)) {
      expect(v.sha, name).toMatch(/^[0-9a-f]{40}$/)
      expect(v.version.startsWith(`${v.major}.`), name).toBe(true)
    }
  })
})
