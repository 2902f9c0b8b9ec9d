import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GitHubSources } from '../../src/action/github-sources.js'
import { DEFAULT_CONFIG } from '../../src/config/schema.js'
import { InputError } from '../../src/errors.js'
import type { EventContext } from '../../src/github/context.js'
import { RecordingLogger } from '../../src/logger.js'
import { readSettings } from '../../src/settings/settings.js'

const context: EventContext = {
  event: 'pull_request',
  owner: 'o',
  repo: 'r',
  base: 'b'.repeat(40),
  head: 'c'.repeat(40),
  pullNumber: 3,
  isFork: false,
  privileged: false,
  trustHead: true,
  warnings: [],
}

function sources(inputs: Record<string, string>): GitHubSources {
  const workspace = mkdtempSync(join(tmpdir(), 'rg-plan-source-'))
  mkdirSync(join(workspace, 'docs'))
  writeFileSync(join(workspace, 'docs', 'export.md'), '# Export\n\n## Scope\nCSV only.\n')
  const settings = readSettings((name) => inputs[name] ?? '')
  return new GitHubSources(context, {}, settings, null, workspace, new RecordingLogger(), undefined)
}

describe('the plan input of the action', () => {
  it('contract mode without an item reviews the whole document (the README recipe)', async () => {
    const plan = await sources({ mode: 'contract', plan: 'docs/export.md' }).plan({
      ...DEFAULT_CONFIG,
      mode: 'contract',
    })
    expect(plan).toEqual({
      kind: 'document',
      path: 'docs/export.md',
      body: '# Export\n\n## Scope\nCSV only.\n',
    })
  })

  it('contract mode from the base config alone needs no item either', async () => {
    const plan = await sources({ plan: 'docs/export.md' }).plan({
      ...DEFAULT_CONFIG,
      mode: 'contract',
    })
    expect(plan.kind).toBe('document')
  })

  it('an implementation review with a plan and no item is an input error naming item', async () => {
    const run = sources({ plan: 'docs/export.md' }).plan(DEFAULT_CONFIG)
    await expect(run).rejects.toThrow(InputError)
    await expect(run).rejects.toThrow(/plan needs the item input/)
  })
})
