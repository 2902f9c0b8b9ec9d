import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { splitCommand } from '../../src/evidence/argv.js'
import { runTestCommand } from '../../src/evidence/command.js'
import { InputError } from '../../src/errors.js'
import { silentLogger } from '../../src/logger.js'
import { eventuallyDead } from '../process/helpers.js'

function workdir(scripts: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'rg-cmd-'))
  for (const [name, body] of Object.entries(scripts)) writeFileSync(join(dir, name), body)
  return dir
}

const node = JSON.stringify(process.execPath)
const base = (repoRoot: string) => ({
  repoRoot,
  env: { PATH: process.env.PATH, HOME: '/home/tester', REVIEW_GATE_SECRET: 'hunter2', CI: 'true' },
  allowEnv: [] as string[],
  logger: silentLogger,
  timeoutSeconds: 20,
})

describe('splitCommand', () => {
  it('quotes like a shell, expands {files} to one argument per file', () => {
    expect(splitCommand(`npx vitest run --reporter='junit' "a b" c\\ d {files}`, ['x.ts', 'y z.ts'])).toEqual([
      'npx', 'vitest', 'run', '--reporter=junit', 'a b', 'c d', 'x.ts', 'y z.ts',
    ]) // prettier-ignore
    expect(splitCommand('pytest {files}', [])).toEqual(['pytest'])
    expect(splitCommand('go test ./...', ['ignored.go'])).toEqual(['go', 'test', './...'])
  })

  it('shell syntax in file names stays inert; a leading dash cannot become an option', () => {
    expect(splitCommand('jest {files}', ['$(rm -rf ~).ts', 'a;b.ts', '`id`.ts', '--config=evil.js'])).toEqual([
      'jest', '$(rm -rf ~).ts', 'a;b.ts', '`id`.ts', './--config=evil.js',
    ]) // prettier-ignore
  })

  it('refuses what it cannot run faithfully, naming the input', () => {
    const cases: [string, RegExp][] = [
      ['', /test-command: the test command is empty/],
      ["jest 'open", /unterminated single quote/],
      ['jest "open', /unterminated double quote/],
      ['npm ci && jest {files}', /"&&" is shell syntax/],
      ['jest --files={files}', /\{files\} must be a word of its own/],
      ["jest '{files}'", /\{files\} must be a word of its own/],
    ]
    for (const [command, message] of cases) {
      expect(() => splitCommand(command, ['a.ts']), command).toThrow(InputError)
      expect(() => splitCommand(command, ['a.ts']), command).toThrow(message)
    }
  })
})

describe('runTestCommand', () => {
  it('runs without a shell, in the repository root, with each file one argument', async () => {
    const dir = workdir({
      'echo.cjs':
        'console.log(JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd() }))',
    })
    const files = ['$(touch pwned).ts', 'a;b.ts', 'c d.ts']
    const run = await runTestCommand({ ...base(dir), command: `${node} echo.cjs {files}`, files })
    expect(run.outcome).toBe('exited')
    expect(run.exitCode).toBe(0)
    const seen = JSON.parse(run.output) as { argv: string[]; cwd: string }
    expect(seen.argv).toEqual(files)
    expect(seen.cwd).toBe(dir)
  })

  it('a secret in the workflow environment does not reach the test process unless configured', async () => {
    const dir = workdir({ 'env.cjs': 'console.log(JSON.stringify(process.env))' })
    const closed = await runTestCommand({ ...base(dir), command: `${node} env.cjs`, files: [] })
    const env = JSON.parse(closed.output) as Record<string, string>
    expect(env.REVIEW_GATE_SECRET).toBeUndefined()
    expect(env.CI).toBeUndefined()
    expect(env.HOME).toBe('/home/tester')
    const opened = await runTestCommand({
      ...base(dir),
      allowEnv: ['CI'],
      command: `${node} env.cjs`,
      files: [],
    })
    expect((JSON.parse(opened.output) as Record<string, string>).CI).toBe('true')
  })

  it('a non-zero exit is reported with the tail of the output', async () => {
    const dir = workdir({
      'fail.cjs':
        'console.log("1 failing"); console.error("AssertionError: 2 !== 3"); process.exit(3)',
    })
    const run = await runTestCommand({ ...base(dir), command: `${node} fail.cjs`, files: [] })
    expect(run).toMatchObject({ outcome: 'exited', exitCode: 3 })
    expect(run.output).toContain('AssertionError: 2 !== 3')
  })

  it('output is bounded: only the tail is kept', async () => {
    const dir = workdir({
      'loud.cjs':
        'for (let i = 0; i < 5000; i++) console.log("line " + i + " " + "x".repeat(100)); console.log("THE END")',
    })
    const run = await runTestCommand({
      ...base(dir),
      command: `${node} loud.cjs`,
      files: [],
      maxOutputBytes: 4096,
    })
    expect(run.output.length).toBeLessThanOrEqual(4096)
    expect(run.output.trimEnd().endsWith('THE END')).toBe(true)
    expect(run.droppedBytes).toBeGreaterThan(400_000)
  })

  it('a command that hangs is killed at the timeout, with the children it started', async () => {
    const pidFile = join(tmpdir(), `rg-grandchild-${process.pid}-${Date.now()}`)
    const dir = workdir({
      'hang.cjs': `
        const { spawn } = require('node:child_process')
        const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' })
        require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(grandchild.pid))
        process.on('SIGTERM', () => {}) // ignores the polite request
        console.log('started')
        setInterval(() => {}, 1000)`,
    })
    const started = performance.now()
    const run = await runTestCommand({
      ...base(dir),
      command: `${node} hang.cjs`,
      files: [],
      timeoutSeconds: 1,
      graceMs: 300,
    })
    const elapsed = performance.now() - started
    expect(run.outcome).toBe('timed-out')
    expect(run.output).toContain('started')
    expect(elapsed).toBeLessThan(6_000)
    const grandchild = Number(readFileSync(pidFile, 'utf8'))
    expect(await eventuallyDead(grandchild)).toBe(true)
  })

  it('a command that cannot start gives the reason', async () => {
    const dir = workdir()
    const missing = await runTestCommand({
      ...base(dir),
      command: 'review-gate-no-such-runner {files}',
      files: ['a.ts'],
    })
    expect(missing).toMatchObject({
      outcome: 'not-started',
      reason: 'command not found: review-gate-no-such-runner',
    })
    const gone = await runTestCommand({
      ...base(join(dir, 'does-not-exist')),
      command: `${node} -v`,
      files: [],
    })
    expect(gone.outcome).toBe('not-started')
    expect(gone.reason).toMatch(/does-not-exist/)
  })
})
