/**
 * docs/providers.md: one workflow snippet per provider, each run as written on the fixture
 * library's green change. Only the model's far end is replaced: the Copilot CLI by a fake `copilot`
 * on PATH, the OpenAI and Anthropic services by the loopback model server (a `base-url` the
 * snippet does not set), the local-model script by a script that records what it was given.
 * None of these snippets configures test evidence; that part is the README's recipes.
 */
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeCli } from '../model/servers/fake-cli.js'
import { ModelServer } from '../model/servers/model-server.js'
import { anthropic, openai } from '../model/servers/protocols.js'
import { fixtureLibrary } from '../support/fixture-library.js'
import { fencedBlocks, isRecipe, recipeBlock } from '../support/recipe-blocks.js'
import { APPROVE, evidenceRow, runRecipe, type RecipeRun } from '../support/recipe-run.js'

const DOC = 'docs/providers.md'
const SECRETS = {
  'secrets.COPILOT_TOKEN': 'github_pat_seat0123456789abcdefghij',
  'secrets.MY_MODEL_KEY': 'local-model-key-0123456789',
  'secrets.OPENAI_API_KEY': 'sk-recipe-0123456789abcdefghijklmnop',
  'secrets.ANTHROPIC_API_KEY': 'sk-ant-recipe-0123456789abcdefghijkl',
}

const runs: RecipeRun[] = []
let server: ModelServer | null = null
afterEach(async () => {
  for (const run of runs.splice(0)) {
    expect(run.fake.violations).toEqual([])
    await run.fake.close()
  }
  await server?.stop()
  server = null
})

function passedWithoutEvidence(run: RecipeRun): void {
  expect(run.result.code, run.result.stdout + run.result.stderr).toBe(0)
  expect(run.result.outputs).toMatchObject({ gate: 'pass', verdict: 'APPROVED' })
  expect(evidenceRow(run.result.summary)).toMatchObject({ passed: 0, failed: 0, source: 'none' })
  // Whatever key the snippet passes never reaches what is published.
  for (const secret of Object.values(SECRETS)) {
    expect(run.result.summary).not.toContain(secret)
    expect(JSON.stringify(run.result.outputs)).not.toContain(secret)
  }
}

describe('docs/providers.md: the copilot snippets', () => {
  const copilotBlocks = () => fencedBlocks(DOC).filter((b) => b.heading === 'copilot (default)')

  async function withFakeCopilot(blockIndex: number) {
    const blocks = copilotBlocks().filter(isRecipe)
    expect(blocks).toHaveLength(2)
    const cli = new FakeCli(mkdtempSync(join(tmpdir(), 'rg-recipe-copilot-')))
    cli.install('copilot')
    cli.scenario([{ stdout: JSON.stringify(APPROVE), usage: { input: 2000, output: 100 } }])
    const repo = fixtureLibrary('vitest', 'green')
    const run = await runRecipe({
      block: blocks[blockIndex]!,
      repo,
      context: SECRETS,
      model: 'as-written',
      env: { PATH: cli.path() },
    })
    runs.push(run)
    const calls = cli.invocations().filter((c) => c.name === 'copilot')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.flagProblem).toBeUndefined()
    expect(calls[0]!.stdin).toContain('## Diff')
    return { run, call: calls[0]! }
  }

  it('the workflow token pays; the model input reaches the CLI session as its model', async () => {
    const { run, call } = await withFakeCopilot(0)
    expect(run.step.with).toMatchObject({ model: 'gpt-5.4' })
    expect(call.sessionCreate).toMatchObject({ model: 'gpt-5.4', gitHubToken: run.fake.token })
    expect(call.env['COPILOT_GITHUB_TOKEN']).toBe(run.fake.token)
    passedWithoutEvidence(run)
  }, 120_000)

  it("a person's seat: COPILOT_GITHUB_TOKEN from the step's env is the token the CLI gets", async () => {
    const { run, call } = await withFakeCopilot(1)
    expect(call.env['COPILOT_GITHUB_TOKEN']).toBe(SECRETS['secrets.COPILOT_TOKEN'])
    expect(call.sessionCreate!['gitHubToken']).toBe(SECRETS['secrets.COPILOT_TOKEN'])
    passedWithoutEvidence(run)
  }, 120_000)
})

describe('docs/providers.md: command', () => {
  it('the script gets its arguments, the key as REVIEW_GATE_API_KEY, the payload on stdin', async () => {
    const block = recipeBlock(DOC, { heading: 'command' })
    const log = join(mkdtempSync(join(tmpdir(), 'rg-recipe-command-')), 'seen.txt')
    const script = [
      '#!/usr/bin/env bash',
      `{ echo "argv: $*"; echo "key: $REVIEW_GATE_API_KEY"; } > ${JSON.stringify(log)}`,
      `cat >> ${JSON.stringify(log)}`,
      `echo '${JSON.stringify(APPROVE)}'`,
      '',
    ].join('\n')
    const repo = fixtureLibrary('vitest', 'green', {
      base: { 'scripts/review-with-local-model.sh': script },
    })
    chmodSync(join(repo.dir, 'scripts/review-with-local-model.sh'), 0o755)
    const run = await runRecipe({ block, repo, context: SECRETS })
    runs.push(run)
    expect(run.inputs['provider']).toBe('command')
    const seen = readFileSync(log, 'utf8')
    expect(seen).toContain('argv: --model qwen2.5-coder:32b\n')
    expect(seen).toContain(`key: ${SECRETS['secrets.MY_MODEL_KEY']}\n`)
    expect(seen).toContain('## Diff')
    passedWithoutEvidence(run)
  }, 120_000)
})

describe('docs/providers.md: the HTTP providers', () => {
  it('openai: chat completions with the model and the key as a bearer token', async () => {
    server = await ModelServer.start()
    server.script(openai.completion(JSON.stringify(APPROVE)))
    const block = recipeBlock(DOC, { heading: 'openai (and every OpenAI-compatible server)' })
    const repo = fixtureLibrary('vitest', 'green')
    const run = await runRecipe({
      block,
      repo,
      context: SECRETS,
      modelInputs: { 'base-url': `${server.url}/v1` },
    })
    runs.push(run)
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request!.path).toBe('/v1/chat/completions')
    expect(request!.body!['model']).toBe('gpt-5.4')
    expect(request!.headers['authorization']).toBe(`Bearer ${SECRETS['secrets.OPENAI_API_KEY']}`)
    passedWithoutEvidence(run)
  }, 120_000)

  it('anthropic: messages with the model and the key as x-api-key', async () => {
    server = await ModelServer.start()
    server.script(anthropic.toolReply(APPROVE))
    const block = recipeBlock(DOC, { heading: 'anthropic' })
    const repo = fixtureLibrary('vitest', 'green')
    const run = await runRecipe({
      block,
      repo,
      context: SECRETS,
      modelInputs: { 'base-url': server.url },
    })
    runs.push(run)
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request!.path).toBe('/v1/messages')
    expect(request!.body!['model']).toBe('claude-sonnet-4-5')
    expect(request!.headers['x-api-key']).toBe(SECRETS['secrets.ANTHROPIC_API_KEY'])
    passedWithoutEvidence(run)
  }, 120_000)
})
