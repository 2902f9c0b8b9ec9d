import { chmodSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Real executables standing in for the Copilot CLI, a model command and npm: small Node scripts
 * written to a temp folder. Each run logs what it saw (argv, environment, working folder,
 * stdin) and then plays the next step of its scenario, printing and exiting the way the real
 * program does.
 */

export interface FakeStep {
  stdout?: string
  stderr?: string
  exit?: number
  /** Sleep this long first (and keep a grandchild process alive meanwhile). */
  hangMs?: number
  /** Write a Copilot `--usage-output-file` with these counts. */
  usage?: { input: number; output: number }
}

export interface Invocation {
  name: string
  argv: string[]
  env: Record<string, string>
  cwd: string
  cwdEntries: string[]
  stdin: string
  pid: number
  grandchild?: number
  /** Set by the copilot fake when its flags are not the ones review-gate must pass. */
  flagProblem?: string
  /** The copilot fake: the agent definition `--agent` names, read from `COPILOT_HOME/agents/`. */
  agentFile?: string
  /** The copilot fake: what `COPILOT_HOME` held when it started. */
  homeEntries?: string[]
  /** The copilot fake: `COPILOT_HOME/settings.json`, when there is one. */
  settingsFile?: string
}

/** The flag contract the fake Copilot CLI enforces, like a strict real CLI would. */
const COPILOT_CHECK = `
function checkCopilotFlags(argv) {
  const required = ['-s', '--no-ask-user', '--no-custom-instructions', '--available-tools=none', '--disable-builtin-mcps', '--no-auto-update']
  for (const flag of required) if (!argv.includes(flag)) return 'missing ' + flag
  for (const arg of argv) {
    if (/^--allow/.test(arg) || arg === '--yolo' || arg === '-p' || arg === '--prompt' || arg === '--add-dir') return 'forbidden ' + arg
  }
  const usage = argv.indexOf('--usage-output-file')
  if (usage === -1 || !argv[usage + 1]) return 'no --usage-output-file'
  const model = argv.indexOf('--model')
  if (model !== -1 && (!argv[model + 1] || argv[model + 1].startsWith('-'))) return 'bad --model value'
  // Like the real CLI: --agent names an agent defined under the configuration folder, or it fails.
  const agent = argv.indexOf('--agent')
  if (agent !== -1) {
    const home = process.env.COPILOT_HOME
    if (!home) return 'no COPILOT_HOME for --agent'
    const file = require('node:path').join(home, 'agents', argv[agent + 1] + '.agent.md')
    if (!require('node:fs').existsSync(file)) return 'No such agent: ' + argv[agent + 1]
  }
  return null
}
`

function fakeSource(name: string, scenarioFile: string, logFile: string): string {
  return `#!${process.execPath}
const fs = require('node:fs')
const path = require('node:path')
const { spawn } = require('node:child_process')
${COPILOT_CHECK}
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
  if (${JSON.stringify(name)} === 'copilot') {
    const problem = checkCopilotFlags(argv)
    const home = process.env.COPILOT_HOME
    if (home && fs.existsSync(home)) {
      entry.homeEntries = fs.readdirSync(home, { recursive: true }).map(String).sort()
      const agent = argv.indexOf('--agent')
      const file = agent === -1 ? null : path.join(home, 'agents', argv[agent + 1] + '.agent.md')
      if (file && fs.existsSync(file)) entry.agentFile = fs.readFileSync(file, 'utf8')
      const settings = path.join(home, 'settings.json')
      if (fs.existsSync(settings)) entry.settingsFile = fs.readFileSync(settings, 'utf8')
      // Like the real CLI, keep the session (the prompt) in the state folder.
      const session = path.join(home, 'session-state', String(process.pid))
      fs.mkdirSync(session, { recursive: true })
      fs.writeFileSync(path.join(session, 'events.jsonl'), JSON.stringify({ prompt: entry.stdin }) + '\\n')
    }
    if (problem) {
      entry.flagProblem = problem
      fs.appendFileSync(${JSON.stringify(logFile)}, JSON.stringify(entry) + '\\n')
      process.stderr.write('error: ' + problem + '\\n')
      process.exit(2)
    }
    if (step.usage) {
      const file = argv[argv.indexOf('--usage-output-file') + 1]
      const usage = { inputTokens: step.usage.input, outputTokens: step.usage.output, cacheReadTokens: 0, cacheWriteTokens: 0 }
      fs.writeFileSync(file, JSON.stringify({ totalPremiumRequestCost: 1, modelMetrics: { 'gpt-test': { requests: { count: 1, cost: 1 }, usage } }, lastCallInputTokens: step.usage.input, lastCallOutputTokens: step.usage.output }))
    }
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
      fakeSource(name === 'model-cli' ? 'command' : name, this.scenarioFile, this.logFile),
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
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Invocation)
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
