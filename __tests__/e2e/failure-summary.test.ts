/**
 * Every way the action can stop before it has a review still leaves a job summary (what was
 * wrong, where to fix it) and the error outputs, through the built dist/index.js.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeRepo, pullRequestEvent, runAction } from './harness.js'

const repo = makeRepo(
  { 'src/a.ts': 'export const a = 1\n' },
  { 'src/a.ts': 'export const a = 2\n' },
)
const event = pullRequestEvent({
  number: 4,
  base: repo.base,
  head: repo.head,
  owner: 'o',
  repo: 'r',
})

const ERROR_OUTPUTS = {
  verdict: 'ERROR',
  gate: 'error',
  blocker: '',
  major: '',
  minor: '',
  'tests-pass': 'unknown',
  report: '',
  payload: '',
  sarif: '',
}

describe('a failure before the review still writes a summary and sets the outputs', () => {
  it('a bad input (provider: gpt4): named once, a summary pointing at the input, gate error', async () => {
    const result = await runAction({
      workspace: repo.dir,
      event,
      inputs: { provider: 'gpt4' },
      apiUrl: 'http://127.0.0.1:9',
      repository: 'o/r',
      env: { GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/review.yml@refs/heads/main' },
    })
    expect(result.code).toBe(1)
    const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error'))
    expect(errors).toEqual([
      '::error::review-gate: bad input: invalid input: provider: expected one of copilot, command, openai, anthropic, replay',
    ])
    expect(result.stdout).not.toContain('provider: provider:')
    expect(result.outputs).toEqual(ERROR_OUTPUTS)
    expect(result.summary).toContain('## review-gate: bad input')
    expect(result.summary).toContain('provider: expected one of copilot')
    expect(result.summary).toContain(
      "**Where to fix it:** the `provider` input of this step's `with:` block in `.github/workflows/review.yml`",
    )
  })

  it('no event payload: the summary points at the workflow events', async () => {
    const result = await runAction({
      workspace: repo.dir,
      event,
      inputs: {},
      apiUrl: 'http://127.0.0.1:9',
      repository: 'o/r',
      env: { GITHUB_EVENT_PATH: join(mkdtempSync(join(tmpdir(), 'rg-none-')), 'missing.json') },
    })
    expect(result.code).toBe(1)
    expect(result.outputs).toEqual(ERROR_OUTPUTS)
    expect(result.summary).toMatch(/GITHUB_EVENT_PATH does not point at the event payload/)
    expect(result.summary).toMatch(/Where to fix it:\*\* the workflow's `on:` events/)
  })

  it('a malformed config file: the summary names the file', async () => {
    const broken = makeRepo(
      { '.github/review-gate.yml': 'mode: [unclosed\n', 'src/a.ts': 'export const a = 1\n' },
      { 'src/a.ts': 'export const a = 2\n' },
    )
    const result = await runAction({
      workspace: broken.dir,
      event: pullRequestEvent({
        number: 4,
        base: broken.base,
        head: broken.head,
        owner: 'o',
        repo: 'r',
      }),
      inputs: { provider: 'command', 'model-command': 'true' },
      apiUrl: 'http://127.0.0.1:9',
      repository: 'o/r',
    })
    expect(result.code).toBe(1)
    expect(result.outputs.gate).toBe('error')
    expect(result.summary).toContain('.github/review-gate.yml')
    expect(result.summary).toContain('**Where to fix it:**')
  })
})
