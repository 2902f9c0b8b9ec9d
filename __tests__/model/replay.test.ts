import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { replayKey } from '../../src/model/replay.js'
import { repairPayload } from '../../src/model/call.js'
import { INSTRUCTIONS, PAYLOAD, REPLY, REPLY_TEXT, call, settle, validateJson } from './helpers.js'
import { createHash } from 'node:crypto'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rg-replay-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('replay provider', () => {
  it('answers every request from a reply file', async () => {
    await writeFile(join(dir, 'reply.json'), REPLY_TEXT)
    const { run } = await call({ provider: 'replay', replayPath: join(dir, 'reply.json') })
    const result = await run
    expect(JSON.parse(result.text)).toEqual(REPLY)
    expect(result).toMatchObject({
      provider: 'replay',
      attempts: 1,
      cost: null,
      finishReason: 'replay',
    })
  })

  it('resolves a relative reply path against the base folder', async () => {
    await writeFile(join(dir, 'reply.json'), REPLY_TEXT)
    const { run } = await call({ provider: 'replay', replayPath: 'reply.json' }, { baseDir: dir })
    expect(JSON.parse((await run).text)).toEqual(REPLY)
  })

  it('answers from a folder keyed by the SHA-256 of instructions and payload', async () => {
    const key = createHash('sha256').update(`${INSTRUCTIONS}\n\n${PAYLOAD}`).digest('hex')
    expect(replayKey(INSTRUCTIONS, PAYLOAD)).toBe(key)
    await writeFile(join(dir, `${key}.json`), REPLY_TEXT)
    const { run } = await call({ provider: 'replay', replayPath: dir })
    expect(JSON.parse((await run).text)).toEqual(REPLY)
  })

  it('replays a recorded repair: the broken reply, then the repaired one under its own key', async () => {
    const broken = 'Sure! {"verdict"'
    await writeFile(join(dir, `${replayKey(INSTRUCTIONS, PAYLOAD)}.json`), broken)
    const repair = repairPayload(PAYLOAD, broken, validateJson(broken)!)
    await writeFile(join(dir, `${replayKey(INSTRUCTIONS, repair)}.json`), REPLY_TEXT)
    const result = await (await call({ provider: 'replay', replayPath: dir })).run
    expect(result).toMatchObject({ repairs: 1, attempts: 2 })
    expect(JSON.parse(result.text)).toEqual(REPLY)
  })

  it('says which recording is missing', async () => {
    const { error } = await settle((await call({ provider: 'replay', replayPath: dir })).run)
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toContain(`${replayKey(INSTRUCTIONS, PAYLOAD)}.json`)
  })

  it('names the missing file or folder', async () => {
    const { error } = await settle(
      (await call({ provider: 'replay', replayPath: join(dir, 'nope.json') })).run,
    )
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toContain(join(dir, 'nope.json'))
  })

  it('refuses an oversized reply file', async () => {
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, 'big.json'), 'x'.repeat(4 * 1024 * 1024 + 1))
    const { error } = await settle(
      (await call({ provider: 'replay', replayPath: join(dir, 'big.json') })).run,
    )
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toMatch(/above 4194304/)
  })
})
