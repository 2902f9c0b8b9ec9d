import { describe, expect, it } from 'vitest'
import { childEnvironment } from '../../src/process/environment.js'

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
        blocked: new Set(['COPILOT_ALLOW_ALL', 'COPILOT_CUSTOM_INSTRUCTIONS_DIRS']),
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

  it('passes PATH, HOME and the configured names only, skipping unset ones', () => {
    const env = {
      PATH: '/bin',
      HOME: '/h',
      GITHUB_TOKEN: 't',
      DATABASE_URL: 'pg://',
      UNSET: undefined,
      __proto__: 'x',
    }
    expect(childEnvironment(env, { names: ['DATABASE_URL', 'UNSET', 'MISSING'] }, 'linux')).toEqual(
      {
        PATH: '/bin',
        HOME: '/h',
        DATABASE_URL: 'pg://',
      },
    )
  })

  it('on POSIX a name differing only in case is another variable', () => {
    expect(childEnvironment({ Path: '/bin', home: '/h' }, {}, 'linux')).toEqual({})
  })

  it('a variable named __proto__ is passed as a name, not as a prototype', () => {
    const parent = JSON.parse('{"__proto__": "x", "PATH": "/bin"}') as Record<string, string>
    const env = childEnvironment(parent, { names: ['__proto__'] }, 'linux')
    expect(Object.keys(env).sort()).toEqual(['PATH', '__proto__'])
    expect(Object.getPrototypeOf(env)).toBe(Object.prototype)
  })

  it('on Windows passes the union of what the model CLIs and the test command need to start', () => {
    const windows = {
      Path: 'C:\\bin',
      PATHEXT: '.EXE',
      SYSTEMROOT: 'C:\\Windows',
      windir: 'C:\\Windows',
      ComSpec: 'C:\\Windows\\system32\\cmd.exe',
      TEMP: 'C:\\t',
      TMP: 'C:\\t',
      USERPROFILE: 'C:\\Users\\u',
      APPDATA: 'C:\\Users\\u\\AppData\\Roaming',
      LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local',
      HOME: 'C:\\Users\\u',
      GITHUB_TOKEN: 'ghs_secret',
      AWS_SECRET_ACCESS_KEY: 'k',
    }
    const { GITHUB_TOKEN: _token, AWS_SECRET_ACCESS_KEY: _key, ...expected } = windows
    expect(childEnvironment(windows, {}, 'win32')).toEqual(expected)
  })

  it('on Windows a configured name matches whatever its case in the parent', () => {
    expect(
      childEnvironment({ database_url: 'pg://' }, { names: ['DATABASE_URL'] }, 'win32'),
    ).toEqual({
      database_url: 'pg://',
    })
  })
})
