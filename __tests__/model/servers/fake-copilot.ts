/**
 * The source of a fake Copilot CLI speaking the headless session protocol as @github/copilot
 * 1.0.102 does (`--headless --stdio`: Content-Length framed JSON-RPC on stdin and stdout;
 * `connect`, `session.create`, `session.send`, the session's events as `session.event`
 * notifications, `session.destroy`; it exits when stdin closes). It enforces the flag contract
 * and the session parameters review-gate must send, logs what it saw (one JSON line per update,
 * merged by pid), and plays one step of its scenario:
 *
 * - `stdout`: the assistant's reply; `usage`: an `assistant.usage` event before it;
 * - `sessionError`: a `session.error` event instead of a reply;
 * - `stderr` + `exit`: the CLI ends at start (an old CLI refusing `--headless`);
 * - `noConnect`: `connect` is an unknown method (an old protocol);
 * - `ownSystemMessage`: it reports its own prompt as the system message (ignores `replace`);
 * - `hangMs`: sleeps that long after `session.send`, with a grandchild process alive.
 */
export function fakeCopilotSource(scenarioFile: string, logFile: string): string {
  return `#!${process.execPath}
const fs = require('node:fs')
const path = require('node:path')
const { spawn } = require('node:child_process')
const counter = ${JSON.stringify(scenarioFile)} + '.count'
const n = fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0
fs.writeFileSync(counter, String(n + 1))
const steps = JSON.parse(fs.readFileSync(${JSON.stringify(scenarioFile)}, 'utf8'))
const step = steps[Math.min(n, steps.length - 1)] || {}
const argv = process.argv.slice(2)
const log = (fields) => fs.appendFileSync(${JSON.stringify(logFile)}, JSON.stringify({ pid: process.pid, ...fields }) + '\\n')
const home = process.env.COPILOT_HOME
log({
  name: 'copilot', argv, env: { ...process.env }, cwd: process.cwd(),
  cwdEntries: fs.readdirSync(process.cwd()), stdin: '', methods: [],
  homeEntries: home && fs.existsSync(home) ? fs.readdirSync(home, { recursive: true }).map(String).sort() : undefined,
})
const required = ['--headless', '--stdio', '--no-auto-update', '--no-ask-user', '--no-custom-instructions', '--disable-builtin-mcps']
let problem = null
for (const flag of required) if (!problem && !argv.includes(flag)) problem = 'missing ' + flag
for (const arg of argv) {
  if (!problem && (/^--allow/.test(arg) || ['--yolo', '-p', '--prompt', '--add-dir', '--agent', '-s'].includes(arg))) problem = 'forbidden ' + arg
}
if (step.stderr !== undefined && step.exit) {
  process.stderr.write(step.stderr)
  process.exit(step.exit)
}
if (problem) {
  log({ flagProblem: problem })
  process.stderr.write('error: ' + problem + '\\n')
  process.exit(2)
}
const methods = []
const write = (message) => {
  const body = JSON.stringify({ jsonrpc: '2.0', ...message })
  process.stdout.write('Content-Length: ' + Buffer.byteLength(body) + '\\r\\n\\r\\n' + body)
}
const event = (type, data) => write({ method: 'session.event', params: { sessionId, event: { type, data } } })
const sessionId = 'fake-session-' + process.pid
let created = null
function handle(message) {
  methods.push(message.method)
  log({ methods })
  const answer = (result) => write({ id: message.id, result })
  const refuse = (code, text) => write({ id: message.id, error: { code, message: text } })
  const p = message.params || {}
  switch (message.method) {
    case 'connect':
      if (step.noConnect) return refuse(-32601, 'Unhandled method connect')
      return answer({ ok: true, protocolVersion: 3, version: '1.0.102' })
    case 'session.create': {
      log({ sessionCreate: p })
      const sm = p.systemMessage
      if (!sm || sm.mode !== 'replace' || typeof sm.content !== 'string') return refuse(-32602, 'bad systemMessage')
      if (!Array.isArray(p.availableTools) || p.availableTools.length !== 0) return refuse(-32602, 'tools offered')
      created = p
      // Like the real CLI, keep the session in the state folder.
      if (home) fs.mkdirSync(path.join(home, 'session-state', sessionId), { recursive: true })
      return answer({ sessionId, workspacePath: home ? path.join(home, 'session-state', sessionId) : null })
    }
    case 'session.send': {
      if (!created || p.sessionId !== sessionId) return refuse(-32603, 'Session not found for sessionId: ' + p.sessionId)
      log({ stdin: p.prompt })
      fs.writeFileSync(path.join(home, 'session-state', sessionId, 'events.jsonl'), JSON.stringify({ prompt: p.prompt }) + '\\n')
      answer({ messageId: 'm1' })
      const play = () => {
        event('system.message', { role: 'system', content: step.ownSystemMessage ? 'You are the GitHub Copilot CLI. Limit your response to 100 words or less.' : created.systemMessage.content })
        if (step.sessionError) {
          event('session.error', { errorType: 'query', message: step.sessionError })
        } else {
          if (step.usage) event('assistant.usage', { model: created.model || 'gpt-default', inputTokens: step.usage.input, outputTokens: step.usage.output })
          event('assistant.message', { content: step.stdout || '', model: created.model || 'gpt-default', toolRequests: [] })
        }
        event('session.idle', {})
      }
      if (step.hangMs) {
        const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
        log({ grandchild: child.pid })
        setTimeout(play, step.hangMs)
      } else play()
      return
    }
    case 'session.destroy':
      log({ destroyed: p.sessionId === sessionId })
      return answer({ success: true })
    default:
      return refuse(-32601, 'Unhandled method ' + message.method)
  }
}
let buffer = Buffer.alloc(0)
process.stdin.on('data', (chunk) => {
  buffer = Buffer.concat([buffer, chunk])
  for (;;) {
    const end = buffer.indexOf('\\r\\n\\r\\n')
    if (end === -1) return
    const size = Number(/Content-Length: (\\d+)/i.exec(buffer.subarray(0, end).toString())[1])
    if (buffer.length < end + 4 + size) return
    const message = JSON.parse(buffer.subarray(end + 4, end + 4 + size).toString())
    buffer = buffer.subarray(end + 4 + size)
    if (message.method) handle(message)
  }
})
process.stdin.on('end', () => {
  log({ stdinClosed: true })
  process.exit(step.exit || 0)
})
`
}
