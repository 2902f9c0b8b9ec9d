import { createServer, type Server } from 'node:net'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detectIsolation, runProbe, type ProbeSandbox } from '../../src/probes/run-probe.js'
import { createRedactor } from '../../src/secrets/redactor.js'

const SECRET = 'ghs_probeSecretValue0123456789abcdefABCD'
const root = mkdtempSync(join(tmpdir(), 'rg-probe-'))
writeFileSync(join(root, 'a.ts'), 'const bad = eval(x)\n')
const quiet = { info() {}, warning() {}, error() {}, debug() {} } as never

let server: Server
let port = 0
let connections = 0
beforeAll(async () => {
  server = createServer((socket) => {
    connections++
    socket.on('error', () => {})
    socket.end('hello\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function sandbox(over: Partial<ProbeSandbox> = {}): Promise<ProbeSandbox> {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_TOKEN: SECRET,
    INPUT_API_KEY: SECRET,
    CI_NAME: 'x',
  }
  return {
    root,
    timeoutSeconds: 20,
    env,
    allowEnv: ['CI_NAME'],
    network: 'isolated',
    isolation: await detectIsolation(env),
    redact: createRedactor([SECRET]).text,
    logger: quiet,
    ...over,
  }
}

describe('runProbe', () => {
  it('runs in the checkout: non-zero while the defect stands, 0 once fixed, last output kept', async () => {
    const s = await sandbox()
    const stands = await runProbe("! grep -n 'eval(' a.ts", s)
    expect(stands).toMatchObject({ status: 'failed', exit_code: 1 })
    expect(stands.output).toContain('1:const bad = eval(x)')
    const fixed = await runProbe("! grep -n 'eval(' missing.ts 2>/dev/null", s)
    expect(fixed).toMatchObject({ status: 'passed', exit_code: 0 })
  })

  it('sees the test command environment only: no token, no workflow secret, evidence.env names', async () => {
    const result = await runProbe('env; echo "token=$GITHUB_TOKEN"; exit 3', await sandbox())
    expect(result.status).toBe('failed')
    expect(result.output).toContain('CI_NAME=x')
    expect(result.output).not.toContain(SECRET)
    expect(result.output).not.toContain('INPUT_API_KEY')
    expect(result.output).toContain('token=\n'.trim())
  })

  it('redacts a secret the probe could read anyway, and bounds the output', async () => {
    const result = await runProbe(`echo ${SECRET}; seq 1 5000; exit 1`, await sandbox())
    expect(result.output).not.toContain(SECRET)
    expect(result.output!.split('\n')).toHaveLength(20)
    expect(result.output).toMatch(/5000$/)
  })

  it('a probe reaching for the network fails without reaching it', async () => {
    const s = await sandbox()
    if (!s.isolation.ok)
      return expect(await runProbe('true', s)).toMatchObject({ status: 'refused' })
    const before = connections
    const result = await runProbe(
      `node -e "require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(7))"`,
      s,
    )
    expect(result).toMatchObject({ status: 'failed', exit_code: 7 })
    expect(connections).toBe(before)
    // The same probe with the network allowed does reach it: the test above can fail.
    const allowed = await runProbe(
      `node -e "require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(7))"`,
      await sandbox({ network: 'allow' }),
    )
    expect(allowed).toMatchObject({ status: 'passed' })
  })

  it('is refused where the network cannot be isolated, unless network: allow', async () => {
    const none = await sandbox({ isolation: { ok: false, reason: 'no unshare' } })
    expect(await runProbe('true', none)).toMatchObject({ status: 'refused' })
    expect((await runProbe('true', none)).reason).toMatch(/network: allow/)
    expect(await runProbe('true', { ...none, network: 'allow' })).toMatchObject({
      status: 'passed',
    })
  })

  it('is stopped at the timeout with its whole process group', async () => {
    const result = await runProbe(
      'sleep 30 & sleep 30; exit 1',
      await sandbox({ timeoutSeconds: 1, graceMs: 200 }),
    )
    expect(result.status).toBe('timed-out')
  })

  it('a probe that cannot start is said so', async () => {
    const result = await runProbe('true', await sandbox({ root: join(root, 'no-such-dir') }))
    expect(result.status).toBe('not-started')
  })
})
