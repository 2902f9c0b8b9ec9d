import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  judgeReplyEntry,
  MAX_CACHED_REPLY_BYTES,
  readReplyCache,
  replyCacheKey,
  writeReplyCache,
} from '../../src/model/reply-cache.js'
import { stateSigner } from '../../src/shared/state-signature.js'

const BASE = {
  call: 'review-1',
  instructions: 'instructions v1',
  payload: '## Plan context\n…',
  settings: { provider: 'openai' as const, model: 'gpt-x', baseUrl: 'http://127.0.0.1:1/v1' },
}

describe('replyCacheKey', () => {
  it('changes with every input that changes what the model is asked', () => {
    const key = replyCacheKey(BASE)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(replyCacheKey({ ...BASE })).toBe(key)
    const variants = [
      { ...BASE, call: 'review-2' },
      { ...BASE, call: 'verify' },
      { ...BASE, instructions: 'instructions v2' },
      { ...BASE, payload: `${BASE.payload} ` },
      { ...BASE, settings: { ...BASE.settings, provider: 'anthropic' as const } },
      { ...BASE, settings: { ...BASE.settings, model: 'gpt-y' } },
      { ...BASE, settings: { ...BASE.settings, baseUrl: 'http://127.0.0.1:2/v1' } },
      { ...BASE, settings: { ...BASE.settings, modelCommand: 'my-model' } },
    ]
    const keys = new Set(variants.map(replyCacheKey))
    expect(keys.size).toBe(variants.length)
    expect(keys.has(key)).toBe(false)
  })
})

describe('judgeReplyEntry', () => {
  const key = 'a'.repeat(64)
  const entry = (over: Record<string, unknown>) =>
    JSON.stringify({ format: 'review-gate/reply@1', key, text: '{"verdict":"APPROVED"}', ...over })

  it('is a HIT only for a well-formed entry of the same key', () => {
    expect(judgeReplyEntry(entry({ model: 'm' }), key, 'f')).toEqual({
      state: 'hit',
      text: '{"verdict":"APPROVED"}',
      model: 'm',
    })
    expect(judgeReplyEntry(null, key, 'f')).toMatchObject({ state: 'miss', notice: null })
    for (const [text, reason] of [
      ['nope', 'not JSON'],
      ['[1]', 'corrupt'],
      [entry({ key: 'b'.repeat(64) }), 'another request'],
      [entry({ format: 'x' }), 'format'],
      [entry({ text: 42 }), 'no reply text'],
      [entry({ text: '  ' }), 'no reply text'],
    ] as const) {
      const judged = judgeReplyEntry(text, key, 'the-file')
      expect(judged.state).toBe('miss')
      if (judged.state === 'miss') {
        expect(judged.reason).toContain(reason)
        expect(judged.notice).toContain('the-file')
      }
    }
  })
})

describe('reply cache entries signed with state-secret', () => {
  it('reads back its own signed entry; an unsigned, edited or foreign one is a MISS', async () => {
    const signer = stateSigner('reply-cache-secret-value')!
    const dir = mkdtempSync(join(tmpdir(), 'rg-reply-signed-'))
    const entry = {
      key: 'k',
      call: 'review-1',
      provider: 'openai',
      model: 'm',
      text: 'BLOCKER',
      now: new Date(),
    }
    const signed = join(dir, 'signed.json')
    expect(await writeReplyCache(signed, entry, signer)).toBe(true)
    expect(await readReplyCache(signed, 'k', signer)).toMatchObject({
      state: 'hit',
      text: 'BLOCKER',
    })
    // Read for another key, the signature does not hold either (a signed entry is not moved).
    expect((await readReplyCache(signed, 'other', signer)).state).toBe('miss')
    const planted = join(dir, 'planted.json')
    await writeReplyCache(planted, { ...entry, text: 'APPROVED' })
    const edited = join(dir, 'edited.json')
    writeFileSync(edited, readFileSync(signed, 'utf8').replace('BLOCKER', 'APPROVED'))
    for (const file of [planted, edited])
      expect(await readReplyCache(file, 'k', signer)).toMatchObject({
        state: 'miss',
        reason: 'the entry does not carry the state-secret signature',
      })
  })
})

describe('writeReplyCache / readReplyCache', () => {
  it('round-trips a reply and refuses to store one over the size limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rg-reply-unit-'))
    try {
      const file = join(dir, 'replies', 'k.json')
      const now = new Date('2026-01-02T03:04:05Z')
      const base = { key: 'k', call: 'review-1', provider: 'openai', model: 'm', now }
      expect(await writeReplyCache(file, { ...base, text: 'reply "quoted"\n' })).toBe(true)
      expect(JSON.parse(readFileSync(file, 'utf8')).created_at).toBe(now.toISOString())
      expect(await readReplyCache(file, 'k')).toEqual({
        state: 'hit',
        text: 'reply "quoted"\n',
        model: 'm',
      })
      const big = 'x'.repeat(MAX_CACHED_REPLY_BYTES + 1)
      expect(await writeReplyCache(file, { ...base, text: big })).toBe(false)
      expect((await readReplyCache(file, 'k')).state).toBe('hit')
      expect(await readReplyCache(join(dir, 'replies'), 'k')).toMatchObject({
        state: 'miss',
        reason: 'the entry is not a regular file',
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
