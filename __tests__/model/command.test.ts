import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError, ModelFailure } from '../../src/errors.js'
import { API_KEY, INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call, settle } from './helpers.js'
import { FakeCli } from './servers/fake-cli.js'

let root: string
let fake: FakeCli
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rg-command-'))
  fake = new FakeCli(root)
  fake.install('model-cli')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const settings = (over: Record<string, unknown> = {}) => ({
  provider: 'command' as const,
  modelCommand: `model-cli --print --system "a quoted arg" 'single $HOME'`,
  apiKey: API_KEY,
  environment: {
    PATH: fake.path(),
    HOME: root,
    LOCAL_MODEL_URL: 'http://127.0.0.1:1/v1',
    GITHUB_TOKEN: 'ghs_workflowtokenshouldneverpass00000000000',
  },
  passEnv: ['LOCAL_MODEL_URL'],
  tempDir: join(root, 'tmp'),
  timeoutSeconds: 5,
  maxAttempts: 2,
  ...over,
})

describe('command provider', () => {
  it('runs argv without a shell, the prompt on stdin, with the allow-listed environment', async () => {
    fake.scenario([{ stdout: `\n${REPLY_TEXT}\n` }])
    const { run } = await call(settings())
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    const [seen] = fake.invocations()
    expect(seen!.argv).toEqual(['--print', '--system', 'a quoted arg', 'single $HOME'])
    expect(seen!.stdin).toBe(`${INSTRUCTIONS}\n\n${PAYLOAD}`)
    expect(Object.keys(seen!.env).sort()).toEqual([
      'HOME',
      'LOCAL_MODEL_URL',
      'PATH',
      'REVIEW_GATE_API_KEY',
    ])
    expect(seen!.env['REVIEW_GATE_API_KEY']).toBe(API_KEY)
    expect(seen!.cwdEntries).toEqual([])
    expect(result.usage).toEqual({ inputTokens: null, outputTokens: null })
  })

  it('resolves a relative script path against the base folder', async () => {
    fake.scenario([{ stdout: REPLY_TEXT }])
    const { run } = await call(settings({ modelCommand: './bin/model-cli' }), { baseDir: root })
    await run
    expect(fake.invocations()).toHaveLength(1)
  })

  it('fails as unavailable with the stderr tail on a non-zero exit, after bounded retries', async () => {
    fake.scenario([{ stderr: 'model runner: CUDA out of memory\n', exit: 3 }])
    const { run, sleeps } = await call(settings())
    const { error } = await settle(run)
    expect(error).toBeInstanceOf(ModelFailure)
    expect(error).toMatchObject({ kind: 'unavailable', attempts: 2 })
    expect((error as Error).message).toMatch(/exited 3: model runner: CUDA out of memory/)
    expect(sleeps).toEqual([750])
  })

  it('redacts the api key from stderr quoted in the failure', async () => {
    fake.scenario([{ stderr: `bad key ${API_KEY}\n`, exit: 1 }])
    const { run } = await call(settings({ maxAttempts: 1 }))
    const { error } = await settle(run)
    expect((error as Error).message).not.toContain(API_KEY)
  })

  it('times out a command that hangs', async () => {
    fake.scenario([{ hangMs: 30_000 }])
    const { run } = await call(settings({ timeoutSeconds: 0.5, maxAttempts: 1 }))
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'timeout', attempts: 1 })
  })

  it('refuses output beyond its limit instead of reading it all', async () => {
    const { run } = await call(
      settings({
        modelCommand: `${process.execPath} -e "process.stdout.write('x'.repeat(5*1024*1024))"`,
      }),
    )
    const { error } = await settle(run)
    expect(error).toMatchObject({ kind: 'bad_reply' })
    expect((error as Error).message).toMatch(/more than 4194304 bytes/)
  })

  it('survives a command that exits without reading a large prompt', async () => {
    const { run } = await call(
      settings({
        modelCommand: `${process.execPath} -e "process.stdout.write(process.argv[1])" ${JSON.stringify(REPLY_TEXT)}`,
        maxInputTokens: 1_000_000,
      }),
      { payload: 'diff line\n'.repeat(200_000) },
    )
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
  })

  it.each([
    ['model-cli | tee out.txt', /without a shell/],
    ['model-cli > out.txt', /without a shell/],
    ['model-cli; rm -rf /', /without a shell/],
    ['model-cli $(whoami)', /without a shell/],
    ['model-cli "unterminated', /unterminated " quote/],
    ['   ', /is empty/],
    ['no-such-program --x', /not on PATH/],
    ['./relative/script', /relative path/],
  ])('rejects %j with a clear error naming model-command', async (commandLine, message) => {
    const { error } = await settle(call(settings({ modelCommand: commandLine })))
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toMatch(/model-command/)
    expect((error as Error).message).toMatch(message)
  })
})
