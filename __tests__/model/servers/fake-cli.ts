import { chmodSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fakeCopilotSource } from './fake-copilot.js'

/**
 * Real executables standing in for the Copilot CLI (./fake-copilot.ts), a model command and npm:
 * small Node scripts written to a temp folder. Each run logs what it saw (argv, environment,
 * working folder, stdin) and then plays the next step of its scenario, printing and exiting the
 * way the real program does.
 */

export interface FakeStep {
  stdout?: string
  stderr?: string
  exit?: number
  /** Sleep this long first (and keep a grandchild process alive meanwhile). */
  hangMs?: number
  /** Copilot: an `assistant.usage` event with these counts. */
  usage?: { input: number; output: number }
  /** Copilot: a `session.error` event with this message instead of a reply. */
  sessionError?: string
  /** Copilot: `connect` is an unknown method. */
  noConnect?: boolean
  /** Copilot: the system message it reports is its own prompt, not the one it was given. */
  ownSystemMessage?: boolean
}

export interface Invocation {
  name: string
  argv: string[]
  env: Record<string, string>
  cwd: string
  cwdEntries: string[]
  /** For copilot: the prompt of `session.send`. */
  stdin: string
  pid: number
  grandchild?: number
  /** Set by the copilot fake when its flags are not the ones review-gate must pass. */
  flagProblem?: string
  /** The copilot fake: what `COPILOT_HOME` held when it started. */
  homeEntries?: string[]
  /** The copilot fake: the JSON-RPC methods called, in order. */
  methods?: string[]
  /** The copilot fake: the `session.create` parameters. */
  sessionCreate?: Record<string, unknown>
  /** The copilot fake: whether the session was destroyed, and stdin closed. */
  destroyed?: boolean
  stdinClosed?: boolean
}

function fakeSource(name: string, scenarioFile: string, logFile: string): string {
  return `#!${process.execPath}
const fs = require('node:fs')
const path = require('node:path')
const { spawn } = require('node:child_process')
const counter = ${JSON.stringify(scenarioFile)} + '.count'
const n = fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0
fs.writeFileSync(counter, String(n + 1))
const steps = JSON.parse(fs.readFileSync(${JSON.stringify(scenarioFile)}, 'utf8'))
const step = steps[Math.min(n, steps.length - 1)] || {}
const chunks = []
process.stdin.on('data', (c) => chunks.push(c))
process.stdin.on('end', () => {
  const argv = process.argv.slice(2)
  const entry = {
    name: ${JSON.stringify(name)},
    argv,
    env: { ...process.env },
    cwd: process.cwd(),
    cwdEntries: fs.readdirSync(process.cwd()),
    stdin: Buffer.concat(chunks).toString('utf8'),
    pid: process.pid,
  }
  if (step.hangMs) {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    entry.grandchild = child.pid
  }
  fs.appendFileSync(${JSON.stringify(logFile)}, JSON.stringify(entry) + '\\n')
  const finish = () => {
    if (step.stderr) process.stderr.write(step.stderr)
    process.stdout.write(step.stdout || '', () => process.exit(step.exit || 0))
  }
  if (step.hangMs) setTimeout(finish, step.hangMs)
  else finish()
})
`
}

function fakeNpmSource(copilotSource: string, logFile: string, fail: string | null): string {
  return `#!${process.execPath}
const fs = require('node:fs')
const path = require('node:path')
const argv = process.argv.slice(2)
fs.appendFileSync(${JSON.stringify(logFile)}, JSON.stringify({ name: 'npm', argv, env: { ...process.env }, cwd: process.cwd(), cwdEntries: [], stdin: '', pid: process.pid }) + '\\n')
const fail = ${JSON.stringify(fail)}
if (fail) { process.stderr.write(fail); process.exit(1) }
const prefix = argv[argv.indexOf('--prefix') + 1]
const bin = path.join(prefix, 'node_modules', '.bin')
fs.mkdirSync(bin, { recursive: true })
fs.writeFileSync(path.join(bin, 'copilot'), fs.readFileSync(${JSON.stringify(copilotSource)}), { mode: 0o755 })
process.stdout.write('added 2 packages in 3s\\n')
`
}

export class FakeCli {
  readonly binDir: string
  readonly logFile: string
  private readonly scenarioFile: string
  private readonly sourceDir: string

  constructor(readonly root: string) {
    this.binDir = join(root, 'bin')
    this.sourceDir = join(root, 'sources')
    this.logFile = join(root, 'invocations.jsonl')
    this.scenarioFile = join(root, 'scenario.json')
    mkdirSync(this.binDir, { recursive: true })
    mkdirSync(this.sourceDir, { recursive: true })
    this.scenario([{ stdout: '{}' }])
  }

  /** Writes a fake program; `onPath: false` keeps it out of binDir (the install tests). */
  install(name: 'copilot' | 'model-cli', options: { onPath?: boolean } = {}): string {
    const file = join(options.onPath === false ? this.sourceDir : this.binDir, name)
    writeFileSync(
      file,
      name === 'copilot'
        ? fakeCopilotSource(this.scenarioFile, this.logFile)
        : fakeSource('command', this.scenarioFile, this.logFile),
    )
    chmodSync(file, 0o755)
    return file
  }

  /** A fake npm that installs the (not on PATH) fake copilot, or fails with `fail` on stderr. */
  installNpm(fail: string | null = null): string {
    const source = join(this.sourceDir, 'copilot')
    if (!existsSync(source)) this.install('copilot', { onPath: false })
    const file = join(this.binDir, 'npm')
    writeFileSync(file, fakeNpmSource(source, this.logFile, fail))
    chmodSync(file, 0o755)
    return file
  }

  scenario(steps: FakeStep[]): void {
    writeFileSync(this.scenarioFile, JSON.stringify(steps))
    writeFileSync(`${this.scenarioFile}.count`, '0')
  }

  invocations(): Invocation[] {
    if (!existsSync(this.logFile)) return []
    // The copilot fake logs as the session goes: its lines merge by pid, in order.
    const byPid = new Map<number, Invocation>()
    for (const line of readFileSync(this.logFile, 'utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as Invocation
      byPid.set(entry.pid, { ...byPid.get(entry.pid), ...entry } as Invocation)
    }
    return [...byPid.values()]
  }

  /** PATH for the child: the fakes first, then Node and the system (for /usr/bin/env). */
  path(): string {
    return [this.binDir, dirname(process.execPath), '/usr/bin', '/bin'].join(':')
  }
}

/** Whether a process still runs. A zombie (killed, waiting to be reaped by init) does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const stat = `/proc/${pid}/stat`
  if (!existsSync(stat)) return true
  // The state is the field after the parenthesised command name.
  const state = readFileSync(stat, 'utf8')
    .replace(/^.*\) /s, '')
    .charAt(0)
  return state !== 'Z' && state !== 'X'
}
