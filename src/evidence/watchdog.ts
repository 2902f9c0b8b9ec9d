/**
 * The program `@actions/exec` runs for the test command: `node -e WATCHDOG_SOURCE <spec>`.
 * @actions/exec has no timeout and never exposes the child, so this small supervisor spawns the
 * real command in its own process group, kills the whole group at the deadline (TERM, then KILL
 * after a grace period) and when the command exits leaving children behind, keeps only the tail
 * of the output in bounded memory, and prints exactly two JSON lines: `{"pids":…}` at start and
 * the result at the end. The command's own output never reaches our stdout, so it cannot forge
 * a result.
 *
 * Plain CommonJS in a string: it must run from the bundled action with no file of its own.
 */
export const WATCHDOG_SOURCE = String.raw`
'use strict'
const { spawn, execFileSync } = require('node:child_process')
const spec = JSON.parse(process.argv[1])
const windows = process.platform === 'win32'
const kept = []
let keptBytes = 0
let totalBytes = 0
let done = false
let timedOut = false
let exitCode = null
let exitSignal = null
let child
function keep(chunk) {
  totalBytes += chunk.length
  kept.push(chunk)
  keptBytes += chunk.length
  while (kept.length > 1 && keptBytes - kept[0].length >= spec.maxOutputBytes) keptBytes -= kept.shift().length
}
function killTree(signal) {
  if (!child || !child.pid) return
  try {
    if (windows) execFileSync('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' })
    else process.kill(-child.pid, signal)
  } catch {}
}
function finish(result) {
  if (done) return
  done = true
  clearTimeout(deadline)
  // Whatever the command left running in its group goes with it.
  killTree('SIGKILL')
  let tail = Buffer.concat(kept)
  if (tail.length > spec.maxOutputBytes) tail = tail.subarray(tail.length - spec.maxOutputBytes)
  const line = JSON.stringify(Object.assign({ result: true, output: tail.toString('utf8'), droppedBytes: totalBytes - tail.length }, result))
  process.stdout.write(line + '\n', () => process.exit(0))
}
const deadline = setTimeout(() => {
  timedOut = true
  killTree('SIGTERM')
  setTimeout(() => killTree('SIGKILL'), spec.graceMs).unref()
}, spec.timeoutMs)
try {
  child = spawn(spec.argv[0], spec.argv.slice(1), {
    cwd: spec.cwd,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: !windows,
    windowsHide: true,
  })
} catch (err) {
  finish({ outcome: 'not-started', reason: String(err && err.message) })
}
if (child) {
  process.stdout.write(JSON.stringify({ pids: { watchdog: process.pid, child: child.pid || null } }) + '\n')
  child.on('error', (err) => {
    const reason = err && err.code === 'ENOENT' ? 'command not found: ' + spec.argv[0]
      : err && err.code === 'EACCES' ? 'permission denied: ' + spec.argv[0]
      : String(err && err.message)
    finish({ outcome: 'not-started', reason })
  })
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const settle = () => finish({ outcome: timedOut ? 'timed-out' : 'exited', exitCode, signal: exitSignal })
  child.on('exit', (code, signal) => {
    exitCode = code
    exitSignal = signal
    // Background children may hold the pipes open; do not wait on them for long.
    setTimeout(settle, spec.closeWaitMs).unref()
  })
  child.on('close', settle)
}
`
