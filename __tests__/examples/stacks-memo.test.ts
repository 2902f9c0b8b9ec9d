import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

/**
 * stacksOfPath remembers, per extension, the stacks of file names no rule reads whole. A memo
 * must never be an opinion: each path's stacks are the same whatever paths came before it.
 */
const DIRS = ['', 'src/', 'android/app/', 'api/', 'migrations/', 'components/', 'ios/App.xcodeproj/', 'server/src/main/res/'] // prettier-ignore
const NAMES = [
  'a.ts', 'A.TSX', 'b.py', 'requirements.txt', 'requirements-dev.txt', 'Dockerfile', 'dockerfile.dev',
  'x.dockerfile', 'app.csproj', 'pom.xml', 'build.gradle', 'Main.kt', 'Main.java', 'db.sql', 'go.mod',
  'notes.txt', 'data.json', 'strings.xml', 'main.go', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'vite.config.ts', 'x.swift',
  'AndroidManifest.xml', 'README', '.python-version', 'setup.py', 'x.rb', 'x.vue', 'x.proto',
] // prettier-ignore

async function freshStacksOfPath() {
  vi.resetModules()
  return (await import('../../src/examples/stacks.js')).stacksOfPath
}

describe('stacksOfPath with its per-extension memo', () => {
  it('gives each path the same stacks whatever order the paths come in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...DIRS), fc.constantFrom(...NAMES)), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.boolean(),
        async (parts, android) => {
          const paths = parts.map(([dir, name]) => dir + name)
          const forward = await freshStacksOfPath()
          const ahead = paths.map((p) => forward(p, android))
          const backward = await freshStacksOfPath()
          const behind = [...paths].reverse().map((p) => backward(p, android))
          expect(behind.reverse()).toEqual(ahead)
        },
      ),
      { numRuns: 150 },
    )
  })
})
