import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import {
  findExamplesDirAbove,
  loadBundledExamples,
  loadRepoExamples,
  MAX_OVERRIDE_FILES,
} from '../../src/examples/load.js'

const PREFIX = '.review-gate/rubric-examples'

function example(id: string, stack = 'python'): string {
  const finding = {
    severity: 'minor',
    category: 'code_rules',
    file: 'src/x.py',
    line: 2,
    message: 'A message about the defect.',
    fix: 'A fix for it.',
    referenced_example_id: id,
  }
  return [
    '---',
    `example_id: ${id}`,
    `stack: ${stack}`,
    'category: code_rules',
    'severity: minor',
    '---',
    '### Bad',
    '```python',
    '# src/x.py',
    'x = 1',
    '```',
    '### Expected verdict',
    '```json',
    JSON.stringify(finding),
    '```',
    '',
  ].join('\n')
}

let root: string
let dir: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rg-examples-'))
  dir = join(root, '.review-gate', 'rubric-examples')
  mkdirSync(dir, { recursive: true })
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

function errorOf(fn: () => unknown): InputError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error('expected an InputError')
}

describe('loadRepoExamples', () => {
  it('reads every *.md but README.md, in name order, naming sources by the display prefix', () => {
    writeFileSync(join(dir, 'b.md'), example('TEAM-B1') + example('TEAM-B2'))
    writeFileSync(join(dir, 'a.md'), example('TEAM-A1', 'go'))
    writeFileSync(join(dir, 'README.md'), '# How we write examples\n\nNo frontmatter here.\n')
    writeFileSync(join(dir, 'notes.txt'), 'not an example')
    mkdirSync(join(dir, 'drafts.md'))
    mkdirSync(join(dir, 'nested'))
    writeFileSync(join(dir, 'nested', 'c.md'), example('TEAM-C1'))

    const examples = loadRepoExamples(dir, PREFIX)
    expect(examples.map((e) => [e.example_id, e.stack, e.source])).toEqual([
      ['TEAM-A1', 'go', `${PREFIX}/a.md`],
      ['TEAM-B1', 'python', `${PREFIX}/b.md`],
      ['TEAM-B2', 'python', `${PREFIX}/b.md`],
    ])
  })

  it('returns no examples when the folder does not exist', () => {
    expect(loadRepoExamples(join(root, 'nowhere'), 'nowhere')).toEqual([])
  })

  it('names the file and example of a malformed override, never the absolute path', () => {
    writeFileSync(join(dir, 'a.md'), example('TEAM-A1').replace('severity: minor', 'severity: huge'))
    const error = errorOf(() => loadRepoExamples(dir, PREFIX))
    expect(error.message).toBe(
      `${PREFIX}/a.md:5: example TEAM-A1 (#1): unknown severity "huge"; expected one of blocker, major, minor`,
    )
    expect(error.message).not.toContain(root)
  })

  it('refuses a file without frontmatter', () => {
    writeFileSync(join(dir, 'notes.md'), '# Just notes\n')
    expect(() => loadRepoExamples(dir, PREFIX)).toThrow(`${PREFIX}/notes.md: no example found`)
  })

  it('refuses the same id in two files, naming both', () => {
    writeFileSync(join(dir, 'a.md'), example('TEAM-1'))
    writeFileSync(join(dir, 'b.md'), example('TEAM-1'))
    expect(() => loadRepoExamples(dir, PREFIX)).toThrow(
      `${PREFIX}/b.md: example TEAM-1 is also defined in ${PREFIX}/a.md`,
    )
  })

  it('refuses symbolic links, to files and as the folder itself', () => {
    const outside = join(root, 'secret.md')
    writeFileSync(outside, example('TEAM-S'))
    symlinkSync(outside, join(dir, 'linked.md'))
    expect(errorOf(() => loadRepoExamples(dir, PREFIX)).message).toBe(
      `${PREFIX}/linked.md: is a symbolic link; example files must be regular files`,
    )
    const linkedDir = join(root, 'linked-dir')
    symlinkSync(dir, linkedDir)
    expect(errorOf(() => loadRepoExamples(linkedDir, 'linked-dir')).message).toMatch(
      /^linked-dir: the examples folder must be a real folder/,
    )
  })

  it('refuses a file in place of the folder, invalid UTF-8, oversized files and too many files', () => {
    const file = join(root, 'file-instead')
    writeFileSync(file, 'x')
    expect(errorOf(() => loadRepoExamples(file, 'file-instead')).message).toBe(
      'file-instead: expected a folder of *.md files',
    )

    writeFileSync(join(dir, 'latin1.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xe9, 0x0a]))
    expect(errorOf(() => loadRepoExamples(dir, PREFIX)).message).toBe(
      `${PREFIX}/latin1.md: is not valid UTF-8 text`,
    )
    rmSync(join(dir, 'latin1.md'))

    writeFileSync(join(dir, 'huge.md'), Buffer.alloc(1024 * 1024 + 1, 0x61))
    expect(errorOf(() => loadRepoExamples(dir, PREFIX)).message).toMatch(
      new RegExp(`^${PREFIX}/huge.md: file is 1048577 bytes; the limit is 1048576$`),
    )
    rmSync(join(dir, 'huge.md'))

    for (let i = 0; i <= MAX_OVERRIDE_FILES; i++) writeFileSync(join(dir, `f${i}.md`), '')
    expect(errorOf(() => loadRepoExamples(dir, PREFIX)).message).toBe(
      `${PREFIX}: ${MAX_OVERRIDE_FILES + 1} example files; the limit is ${MAX_OVERRIDE_FILES}`,
    )
  })
})

describe('the bundled pool on disk', () => {
  it('is found next to a bundle in dist/ and above a source module', () => {
    const dist = join(root, 'dist')
    mkdirSync(join(dist, 'rubric-examples'), { recursive: true })
    writeFileSync(join(dist, 'rubric-examples', 'common.md'), '')
    expect(findExamplesDirAbove(dist)).toBe(join(dist, 'rubric-examples'))

    const source = join(root, 'repo', 'src', 'examples')
    mkdirSync(source, { recursive: true })
    mkdirSync(join(root, 'repo', 'rubric-examples'))
    writeFileSync(join(root, 'repo', 'rubric-examples', 'common.md'), '')
    expect(findExamplesDirAbove(source)).toBe(join(root, 'repo', 'rubric-examples'))
  })

  it('skips a rubric-examples folder without common.md, and fails plainly when none is found', () => {
    const start = join(root, 'a', 'b')
    mkdirSync(join(start, 'rubric-examples'), { recursive: true })
    const error = (() => {
      try {
        findExamplesDirAbove(start)
      } catch (e) {
        return e as Error
      }
      return undefined
    })()
    // A missing bundled pool is a broken install (a bug), not a user's input mistake.
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(InputError)
    expect(error!.message).toContain(`no rubric-examples/common.md in ${start} or above`)
  })

  it('is read once and handed out as a fresh array each time', () => {
    const first = loadBundledExamples()
    first.length = 0
    const second = loadBundledExamples()
    expect(second.length).toBeGreaterThan(0)
    expect(second).toEqual(loadBundledExamples())
    expect(second[0]).toBe(loadBundledExamples()[0])
    expect(Object.isFrozen(second[0])).toBe(true)
    expect(second.every((e) => /^bundled:[a-z]+\.md$/.test(e.source))).toBe(true)
  })
})
