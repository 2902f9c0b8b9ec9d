import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { BLOCKED_COPILOT_VARIABLES, childEnvironment } from '../../src/model/environment.js'
import { findOnPath, runProcess, splitCommandLine } from '../../src/model/process.js'

describe('splitCommandLine', () => {
  it.each([
    ['claude -p --output-format json', ['claude', '-p', '--output-format', 'json']],
    [`ollama run "qwen2.5-coder:7b"`, ['ollama', 'run', 'qwen2.5-coder:7b']],
    [`tool --sys 'it''s' x`, ['tool', '--sys', 'its', 'x']],
    [`tool "a \\"quoted\\" word" b\\ c`, ['tool', 'a "quoted" word', 'b c']],
    [`tool '' "" end`, ['tool', '', '', 'end']],
    [`tool 'a|b' "c;d" '$(x)'`, ['tool', 'a|b', 'c;d', '$(x)']],
  ])('splits %j', (line, argv) => {
    expect(splitCommandLine(line, 'model-command')).toEqual(argv)
  })

  it.each(['a | b', 'a && b', 'a; b', 'a > f', 'a < f', 'a `b`', 'a $(b)', "a 'open"])(
    'refuses %j with an error naming the input',
    (line) => {
      expect(() => splitCommandLine(line, 'model-command')).toThrow(InputError)
      expect(() => splitCommandLine(line, 'model-command')).toThrow(/^model-command: /)
    },
  )
})

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

describe('childEnvironment', () => {
  const parent = {
    PATH: '/bin',
    HOME: '/home/u',
    GITHUB_TOKEN: 'x',
    NPM_TOKEN: 'y',
    COPILOT_MODEL: 'm',
    COPILOT_ALLOW_ALL: 'true',
    COPILOT_CUSTOM_INSTRUCTIONS_DIRS: '/repo',
    EXTRA: 'e',
  }

  it('keeps only the base names, allowed names and prefixes, never the blocked ones', () => {
    const env = childEnvironment(
      parent,
      {
        names: ['EXTRA'],
        prefixes: ['COPILOT_'],
        blocked: BLOCKED_COPILOT_VARIABLES,
        set: { COPILOT_GITHUB_TOKEN: 't' },
      },
      'linux',
    )
    expect(env).toEqual({
      PATH: '/bin',
      HOME: '/home/u',
      COPILOT_MODEL: 'm',
      EXTRA: 'e',
      COPILOT_GITHUB_TOKEN: 't',
    })
  })

  it('matches names case-insensitively on Windows and keeps what Windows needs to start a process', () => {
    const env = childEnvironment(
      { Path: 'C:\\bin', SystemRoot: 'C:\\Windows', Secret: 's' },
      {},
      'win32',
    )
    expect(env).toEqual({ Path: 'C:\\bin', SystemRoot: 'C:\\Windows' })
  })
})

describe('runProcess', () => {
  it('refuses a NUL byte instead of hanging inside @actions/exec', async () => {
    await expect(
      runProcess({
        executable: process.execPath,
        args: ['-e', 'a\u0000b'],
        stdin: '',
        env: {},
        cwd: tmpdir(),
        timeoutMs: 1_000,
        maxStdoutBytes: 10,
      }),
    ).rejects.toThrow(/NUL byte/)
  })

  it('reports a program that cannot be started', async () => {
    const run = await runProcess({
      executable: join(tmpdir(), 'rg-no-such-program'),
      args: [],
      stdin: '',
      env: {},
      cwd: tmpdir(),
      timeoutMs: 2_000,
      maxStdoutBytes: 10,
    })
    expect(run.spawnError).toBe('ENOENT')
    expect(run.stderrTail).toBe('')
  })
})
