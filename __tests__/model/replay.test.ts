import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { createReplayProvider, replayKey, withRecording } from '../../src/model/replay.js'
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

describe('replay by call name (a case directory of several calls)', () => {
  it('answers each named call from replies/<call>.json and its repair from <call>.repair.json', async () => {
    const replies = join(dir, 'replies')
    await mkdir(replies)
    await writeFile(join(replies, 'review-2.json'), 'Sure! {"verdict"')
    await writeFile(join(replies, 'review-2.repair.json'), REPLY_TEXT)
    const result = await (
      await call({ provider: 'replay', replayPath: replies }, { call: 'review-2' })
    ).run
    expect(result).toMatchObject({ repairs: 1, attempts: 2 })
    expect(JSON.parse(result.text)).toEqual(REPLY)
  })

  it('a call with no recording is an input error naming the file it looked for', async () => {
    const replies = join(dir, 'replies')
    await mkdir(replies)
    const { error } = await settle(
      (await call({ provider: 'replay', replayPath: replies }, { call: 'verify' })).run,
    )
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toContain(join(replies, 'verify.json'))
  })

  it('a reply file answers the first review call only; another call looks in replies/ beside it', async () => {
    await writeFile(join(dir, 'reply.json'), REPLY_TEXT)
    const first = await (
      await call({ provider: 'replay', replayPath: join(dir, 'reply.json') }, { call: 'review-1' })
    ).run
    expect(JSON.parse(first.text)).toEqual(REPLY)
    const { error } = await settle(
      (
        await call(
          { provider: 'replay', replayPath: join(dir, 'reply.json') },
          { call: 'review-2' },
        )
      ).run,
    )
    expect((error as Error).message).toContain(join(dir, 'replies', 'review-2.json'))
  })

  it('a keyed recording still wins in a folder, so old record folders keep working', async () => {
    await writeFile(join(dir, `${replayKey(INSTRUCTIONS, PAYLOAD)}.json`), REPLY_TEXT)
    const result = await (
      await call({ provider: 'replay', replayPath: dir }, { call: 'review-1' })
    ).run
    expect(JSON.parse(result.text)).toEqual(REPLY)
  })
})

describe('record-dir by call name', () => {
  it('writes replies/<call>.json, then <call>.repair.json after a repair, redacted', async () => {
    const source = join(dir, 'source')
    await mkdir(join(source, 'replies'), { recursive: true })
    await writeFile(join(source, 'replies', 'review-3.json'), 'not json')
    await writeFile(join(source, 'replies', 'review-3.repair.json'), REPLY_TEXT)
    const provider = withRecording(
      createReplayProvider({ replayPath: join(source, 'replies'), call: 'review-3' }),
      join(dir, 'rec'),
      [],
      'review-3',
    )
    const request = {
      instructions: INSTRUCTIONS,
      payload: PAYLOAD,
      signal: new AbortController().signal,
      timeoutMs: 1000,
    }
    await provider.complete(request)
    await provider.complete(request)
    expect((await readdir(join(dir, 'rec', 'replies'))).sort()).toEqual([
      'review-3.json',
      'review-3.repair.json',
    ])
    expect(await readFile(join(dir, 'rec', 'replies', 'review-3.repair.json'), 'utf8')).toBe(
      REPLY_TEXT,
    )
  })
})
