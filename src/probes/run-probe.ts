import type { Logger } from '../logger.js'
import { childEnvironment } from '../process/environment.js'
import { runProcess } from '../process/run.js'
import type { ProbeResult } from '../domain/finding.js'

/**
 * Runs one probe command (I/O edge), exactly as the test command runs (evidence/command.ts):
 * in the checkout's root, with the same allow-listed environment (no token, no workflow
 * secrets), the same timeout and process-group kill; output bounded, then redacted by the
 * caller's redactor. Unlike the test command a probe is a shell line (`! grep …`), so it runs
 * through `sh -c`, inside a network namespace unless the base config says `network: allow`.
 */

export interface ProbeSandbox {
  root: string
  timeoutSeconds: number
  env: Readonly<Record<string, string | undefined>>
  /** `evidence.env`: the same names the test command gets. */
  allowEnv: readonly string[]
  network: 'isolated' | 'allow'
  isolation: Isolation
  redact: (text: string) => string
  logger: Logger
  /** Between TERM and KILL at the timeout; default 3 s. */
  graceMs?: number
}

/** How a network namespace is made here, or why none can be. */
export type Isolation = { ok: true; prefix: string[]; how: string } | { ok: false; reason: string }

export const PROBE_OUTPUT_BYTES = 8 * 1024
export const PROBE_OUTPUT_LINES = 20

export async function runProbe(command: string, sandbox: ProbeSandbox): Promise<ProbeResult> {
  if (sandbox.network === 'isolated' && !sandbox.isolation.ok) {
    return {
      status: 'refused',
      reason: `the network cannot be isolated here (${sandbox.isolation.reason}); set probes.network: allow in the base config to run probes anyway`,
    }
  }
  const env = childEnvironment(sandbox.env, { names: sandbox.allowEnv })
  const prefix =
    sandbox.network === 'isolated' && sandbox.isolation.ok ? sandbox.isolation.prefix : []
  const argv = [...prefix, 'sh', '-c', command]
  const run = await runProcess({
    executable: argv[0]!,
    args: argv.slice(1),
    cwd: sandbox.root,
    env,
    timeoutMs: sandbox.timeoutSeconds * 1000,
    ...(sandbox.graceMs !== undefined ? { graceMs: sandbox.graceMs } : {}),
    tailBytes: PROBE_OUTPUT_BYTES,
  })
  const output = lastLines(sandbox.redact(run.outputTail), PROBE_OUTPUT_LINES)
  if (run.outcome === 'not-started')
    return {
      status: 'not-started',
      reason: sandbox.redact(run.reason ?? 'the probe did not start'),
    }
  if (run.outcome !== 'exited' || run.exitCode === null)
    return {
      status: 'timed-out',
      reason: `stopped after ${sandbox.timeoutSeconds} s`,
      ...(output ? { output } : {}),
    }
  return {
    status: run.exitCode === 0 ? 'passed' : 'failed',
    exit_code: run.exitCode,
    ...(output ? { output } : {}),
  }
}

function lastLines(text: string, max: number): string {
  const lines = text.replace(/\s+$/, '').split('\n')
  return lines.slice(-max).join('\n')
}

const PROBE_ISOLATION_CANDIDATES = (
  uid: number,
  gid: number,
): { prefix: string[]; how: string }[] => [
  { prefix: ['unshare', '-n', '--'], how: 'unshare -n' },
  { prefix: ['unshare', '-r', '-n', '--'], how: 'unshare -rn (user namespace)' },
  {
    // Through the runner's passwordless sudo, then back to this user: root never runs a probe.
    prefix: [
      'sudo',
      '-n',
      '--preserve-env',
      'unshare',
      '-n',
      '--',
      'setpriv',
      `--reuid=${uid}`,
      `--regid=${gid}`,
      '--clear-groups',
      '--',
    ],
    how: 'sudo -n unshare -n',
  },
]

let detected: Promise<Isolation> | null = null

/** Finds once per process how a network namespace can be made: the first prefix that runs `true`. */
export function detectIsolation(
  env: Readonly<Record<string, string | undefined>>,
): Promise<Isolation> {
  detected ??= (async () => {
    if (process.platform !== 'linux') return { ok: false, reason: 'not Linux' }
    const uid = process.getuid?.() ?? 0
    const gid = process.getgid?.() ?? 0
    const tried: string[] = []
    for (const candidate of PROBE_ISOLATION_CANDIDATES(uid, gid)) {
      const argv = [...candidate.prefix, 'true']
      const run = await runProcess({
        executable: argv[0]!,
        args: argv.slice(1),
        cwd: '/',
        env: childEnvironment(env, {}),
        timeoutMs: 10_000,
        graceMs: 500,
      })
      if (run.outcome === 'exited' && run.exitCode === 0)
        return { ok: true, prefix: candidate.prefix, how: candidate.how }
      tried.push(candidate.how)
    }
    return { ok: false, reason: `none of ${tried.join(', ')} works` }
  })()
  return detected
}

/** Tests only: forget what was detected. */
export function resetIsolationForTests(): void {
  detected = null
}
