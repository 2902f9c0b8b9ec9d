import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { runProcess, type ProcessSpec } from '../../src/process/run.js'
import { eventuallyDead } from './helpers.js'

const node = process.execPath
const env = { PATH: process.env.PATH ?? '' }

/** Node running `source` in a fresh folder, with a short timeout a loaded machine still meets. */
function script(source: string, over: Partial<ProcessSpec> = {}): ProcessSpec {
  const dir = mkdtempSync(join(tmpdir(), 'rg-run-'))
  writeFileSync(join(dir, 'child.cjs'), source)
  return { executable: node, args: ['child.cjs'], cwd: dir, env, timeoutMs: 20_000, ...over }
}

const pidFile = (name: string) => join(tmpdir(), `rg-${name}-${process.pid}-${Date.now()}`)

/** A child that starts a grandchild, records its pid, and ignores TERM. */
const stubborn = (file: string) => `
  const { spawn } = require('node:child_process')
  const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' })
  require('node:fs').writeFileSync(${JSON.stringify(file)}, String(grandchild.pid))
  process.on('SIGTERM', () => {})
  console.log('started')
  setInterval(() => {}, 1000)`

describe('runProcess', () => {
  it('writes the stdin payload and keeps the whole stdout as the reply', async () => {
    const payload = 'line\n'.repeat(50_000)
    const run = await runProcess(
      script(
        `const c = []; process.stdin.on('data', (d) => c.push(d)).on('end', () => {
          const text = Buffer.concat(c).toString(); process.stdout.write(text.length + ':' + text.slice(0, 5)) })`,
        { stdin: payload, maxStdoutBytes: 1024 },
      ),
    )
    expect(run).toMatchObject({
      outcome: 'exited',
      exitCode: 0,
      stdout: `${payload.length}:line\n`,
    })
  })

  it('without a reply limit, stdout only feeds the bounded tail of both streams', async () => {
    const run = await runProcess(
      script(
        'console.error("on stderr"); for (let i = 0; i < 3000; i++) console.log("line " + i + " " + "x".repeat(100)); console.log("THE END")',
        { tailBytes: 4096 },
      ),
    )
    expect(run.stdout).toBe('')
    expect(Buffer.byteLength(run.outputTail)).toBeLessThanOrEqual(4096)
    expect(run.outputTail.trimEnd().endsWith('THE END')).toBe(true)
    expect(run.droppedBytes).toBeGreaterThan(300_000)
    expect(run.stderrTail).toBe('on stderr')
  })

  it('stops a child that prints more than the reply limit instead of reading it all', async () => {
    const started = performance.now()
    const run = await runProcess(
      script('setInterval(() => process.stdout.write("x".repeat(65536)), 1)', {
        maxStdoutBytes: 1024 * 1024,
      }),
    )
    expect(run.outcome).toBe('overflow')
    expect(run.stdout).toBe('')
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('at the timeout kills the whole tree: TERM, then KILL after the grace period', async () => {
    const file = pidFile('grandchild')
    const started = performance.now()
    const run = await runProcess(script(stubborn(file), { timeoutMs: 1_000, graceMs: 300 }))
    expect(run.outcome).toBe('timed-out')
    expect(run.signal).toBe('SIGKILL')
    expect(run.outputTail).toContain('started')
    expect(performance.now() - started).toBeLessThan(6_000)
    expect(await eventuallyDead(Number(readFileSync(file, 'utf8')))).toBe(true)
  })

  it('an abort stops the run like a timeout, tree and all', async () => {
    const file = pidFile('aborted')
    const controller = new AbortController()
    const running = runProcess(script(stubborn(file), { signal: controller.signal, graceMs: 300 }))
    for (let i = 0; i < 100 && !existsNonEmpty(file); i++) await sleep(50)
    controller.abort()
    const run = await running
    expect(run.outcome).toBe('aborted')
    expect(await eventuallyDead(Number(readFileSync(file, 'utf8')))).toBe(true)
  })

  it('kills what an exited child left running, without waiting on the pipes it holds', async () => {
    const file = pidFile('leaked')
    const started = performance.now()
    const run = await runProcess(
      script(
        `const leaked = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' })
        require('node:fs').writeFileSync(${JSON.stringify(file)}, String(leaked.pid))
        leaked.unref()
        console.log('done')`,
        { closeWaitMs: 300 },
      ),
    )
    expect(run).toMatchObject({ outcome: 'exited', exitCode: 0 })
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(await eventuallyDead(Number(readFileSync(file, 'utf8')))).toBe(true)
  })

  it('reports a child ended by a signal with the signal, not an exit code', async () => {
    const run = await runProcess(script("process.kill(process.pid, 'SIGTERM')"))
    expect(run).toMatchObject({ outcome: 'exited', exitCode: null, signal: 'SIGTERM' })
  })

  it('holds a conversation: a stream as stdin, stdout heard as it comes, stdin closed at its end', async () => {
    // The child answers each line; the next line is written only after the answer is heard.
    const input = new PassThrough()
    const heard: string[] = []
    const run = runProcess(
      script(
        `
        process.stdin.on('data', (d) => { for (const line of String(d).split('\\n').filter(Boolean)) process.stdout.write('re:' + line + '\\n') })
        process.stdin.on('end', () => { process.stdout.write('bye\\n') })`,
        {
          stdin: input,
          onStdout: (chunk) => {
            heard.push(String(chunk))
            if (String(chunk).includes('re:one')) input.write('two\n')
            if (String(chunk).includes('re:two')) input.end()
          },
        },
      ),
    )
    input.write('one\n')
    const result = await run
    expect(result).toMatchObject({ outcome: 'exited', exitCode: 0 })
    expect(heard.join('')).toBe('re:one\nre:two\nbye\n')
  })

  it('survives a child that exits without reading a large stdin', async () => {
    const run = await runProcess(
      script('process.stdout.write("ok")', { stdin: 'x'.repeat(4_000_000), maxStdoutBytes: 10 }),
    )
    expect(run).toMatchObject({ outcome: 'exited', exitCode: 0, stdout: 'ok' })
  })

  it('says why a program could not start', async () => {
    const missing = join(tmpdir(), 'rg-no-such-program')
    const run = await runProcess({
      executable: missing,
      args: [],
      cwd: tmpdir(),
      env,
      timeoutMs: 2_000,
    })
    expect(run).toMatchObject({
      outcome: 'not-started',
      spawnError: 'ENOENT',
      reason: `command not found: ${missing}`,
      exitCode: null,
    })
    const notExecutable = join(mkdtempSync(join(tmpdir(), 'rg-run-')), 'plain')
    writeFileSync(notExecutable, 'not a program')
    const denied = await runProcess({
      executable: notExecutable,
      args: [],
      cwd: tmpdir(),
      env,
      timeoutMs: 2_000,
    })
    expect(denied).toMatchObject({ outcome: 'not-started', spawnError: 'EACCES' })
  })

  it('names a missing working folder instead of calling the program missing', async () => {
    const cwd = join(tmpdir(), 'rg-does-not-exist')
    const run = await runProcess({ executable: node, args: ['-v'], cwd, env, timeoutMs: 2_000 })
    expect(run.outcome).toBe('not-started')
    expect(run.reason).toBe(`working directory ${cwd} does not exist`)
  })

  it('passes only the environment it is given', async () => {
    const run = await runProcess(
      script('process.stdout.write(JSON.stringify(Object.keys(process.env).sort()))', {
        env: { ...env, ONLY: '1' },
        maxStdoutBytes: 10_000,
      }),
    )
    expect(JSON.parse(run.stdout)).toEqual(['ONLY', 'PATH'])
  })

  it('refuses a NUL byte as bad input naming the program', async () => {
    const spec = {
      executable: node,
      args: ['-e', 'a\u0000b'],
      cwd: tmpdir(),
      env,
      timeoutMs: 1_000,
    }
    await expect(runProcess(spec)).rejects.toThrow(InputError)
    await expect(runProcess(spec)).rejects.toThrow(/NUL byte/)
  })
})

function existsNonEmpty(file: string): boolean {
  try {
    return readFileSync(file, 'utf8') !== ''
  } catch {
    return false
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
