import { existsSync, mkdtempSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configSchema } from '../../src/config/schema.js'
import { tightenOnly } from '../../src/config/tighten.js'
import { probeEdgeFor } from '../../src/pipeline/probe-edge.js'

const quiet = { info() {}, warning() {}, error() {}, debug() {} } as never
const root = mkdtempSync(join(tmpdir(), 'rg-probe-edge-'))
const location = (refused: string | null) => ({
  root,
  extraReportGlobs: [],
  evidenceFile: null,
  testCommandRefused: refused,
})
const edge = (probes: unknown, refused: string | null = null, mode = 'implementation') =>
  probeEdgeFor({
    config: configSchema.parse({ probes, mode }),
    location: location(refused),
    env: { PATH: process.env.PATH },
    redact: (t) => t,
    logger: quiet,
  })

describe('probeEdgeFor', () => {
  it('is absent when probes are off (the default)', () => {
    expect(edge(undefined)).toBeUndefined()
    expect(edge('off')).toBeUndefined()
    expect(edge({ mode: 'off' })).toBeUndefined()
  })

  it('where the test command is refused (pull_request_target, workflow_run) nothing starts', async () => {
    const marker = join(root, 'ran')
    const refused = edge('gate', 'the test command does not run on workflow_run')!
    expect(refused.mode).toBe('gate')
    expect(await refused.run(`touch ${marker}`)).toEqual({
      status: 'refused',
      reason: 'the test command does not run on workflow_run',
    })
    expect(existsSync(marker)).toBe(false)
    const contract = edge('confirm', null, 'contract')!
    expect((await contract.run(`touch ${marker}`)).status).toBe('refused')
    expect(existsSync(marker)).toBe(false)
  })

  it('runs in the checkout otherwise', async () => {
    const result = await edge({ mode: 'confirm', network: 'allow' })!.run(
      `test "$(pwd -P)" = "${realpathSync(root)}"`,
    )
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'passed' })
  })
})

describe('probes in the config', () => {
  it('takes the short or long form and refuses anything else, naming the field', () => {
    expect(configSchema.parse({}).probes).toBe('off')
    expect(configSchema.parse({ probes: { mode: 'gate' } }).probes).toEqual({
      mode: 'gate',
      network: 'isolated',
    })
    for (const bad of ['on', { mode: 'gate', network: 'open' }, { mode: 'gate', extra: 1 }]) {
      const parsed = configSchema.safeParse({ probes: bad })
      expect(parsed.success).toBe(false)
      expect(JSON.stringify(parsed.error?.issues)).toContain('probes')
    }
  })

  it('is read from the base config only: overrides can neither turn it on nor loosen it', () => {
    const base = configSchema.parse({ probes: 'off' })
    const overridden = configSchema.parse({ probes: { mode: 'gate', network: 'allow' } })
    expect(tightenOnly(base, overridden, 'action inputs').config.probes).toBe('off')
    const strict = configSchema.parse({ probes: 'gate' })
    expect(tightenOnly(strict, overridden, 'action inputs').config.probes).toBe('gate')
  })
})
