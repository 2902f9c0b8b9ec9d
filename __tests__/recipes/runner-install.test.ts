/**
 * The recipe tests install their runners from npm. Without a reachable registry they must fail in
 * seconds with a message that says so, not hang in fetch retries or fail somewhere later.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CACHE_ROOT, installRunner } from '../support/runner-install.js'

const saved = process.env['npm_config_registry']
afterEach(() => {
  if (saved === undefined) delete process.env['npm_config_registry']
  else process.env['npm_config_registry'] = saved
})

describe('installing a recipe runner', () => {
  it('fails fast and clearly when npm cannot reach its registry', async () => {
    // A loopback port nothing listens on: the connection is refused at once.
    process.env['npm_config_registry'] = 'http://127.0.0.1:9/'
    const runner = {
      name: 'unreachable-probe@0.0.0',
      packages: ['unreachable-probe@0.0.0'],
      bin: 'probe',
    }
    const started = Date.now()
    await expect(installRunner(runner)).rejects.toThrow(
      /cannot install unreachable-probe@0\.0\.0: npm cannot reach its registry/,
    )
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(existsSync(join(CACHE_ROOT, runner.name))).toBe(false)
  }, 60_000)
})
