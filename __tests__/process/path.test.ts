import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findOnPath } from '../../src/process/path.js'

describe('findOnPath', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rg-path-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'tool'), '#!/bin/sh\n')
  chmodSync(join(dir, 'tool'), 0o755)
  writeFileSync(join(dir, 'plain'), 'not executable')

  it('finds an executable file and skips non-executables, relative PATH entries and folders', () => {
    expect(findOnPath('tool', `relative:${dir}`)).toBe(join(dir, 'tool'))
    expect(findOnPath('plain', dir)).toBeNull()
    expect(findOnPath('tool', 'relative')).toBeNull()
    expect(findOnPath('tool', undefined)).toBeNull()
    expect(findOnPath(join(dir, 'tool'), undefined)).toBe(join(dir, 'tool'))
  })
})
