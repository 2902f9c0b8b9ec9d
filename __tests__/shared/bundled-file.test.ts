import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findBundledFile, SHIPPED_ROOT } from '../../src/shared/bundled-file.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rg-bundled-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('findBundledFile', () => {
  it('finds a shipped file next to the bundle or in any folder above the start', () => {
    mkdirSync(join(root, 'dist', 'instructions'), { recursive: true })
    writeFileSync(join(root, 'dist', 'instructions', 'reviewer.md'), 'x')
    const wanted = join(root, 'dist', 'instructions', 'reviewer.md')
    expect(findBundledFile('instructions/reviewer.md', join(root, 'dist'))).toBe(wanted)
    mkdirSync(join(root, 'dist', 'deep', 'er'), { recursive: true })
    expect(findBundledFile('instructions/reviewer.md', join(root, 'dist', 'deep', 'er'))).toBe(
      wanted,
    )
  })

  it('takes the nearest match, so a bundle never reads the source tree it was built from', () => {
    mkdirSync(join(root, 'rubric-examples'))
    writeFileSync(join(root, 'rubric-examples', 'common.md'), 'source')
    mkdirSync(join(root, 'dist', 'rubric-examples'), { recursive: true })
    writeFileSync(join(root, 'dist', 'rubric-examples', 'common.md'), 'bundle')
    expect(findBundledFile('rubric-examples/common.md', join(root, 'dist'))).toBe(
      join(root, 'dist', 'rubric-examples', 'common.md'),
    )
  })

  it('answers null when no folder up to the filesystem root holds the file', () => {
    expect(findBundledFile('instructions/absent-for-this-test.md', root)).toBeNull()
  })

  it('starts from the code itself by default: this repository when running from source', () => {
    expect(findBundledFile('instructions/reviewer.md')).toBe(
      join(process.cwd(), 'instructions', 'reviewer.md'),
    )
    expect(SHIPPED_ROOT.startsWith(process.cwd())).toBe(true)
  })
})
