import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { InputError } from '../errors.js'
import { redactSecrets } from './secrets.js'
import type { ModelProvider } from './provider.js'

/**
 * Recorded replies: the demo, the golden suite and the end-to-end tests run the whole pipeline
 * through here, offline. A reply file answers every request; a folder answers each request from
 * `<key>.json`, where the key is the SHA-256 of what an exec provider would read on stdin
 * (instructions, a blank line, payload). `record-dir` writes real replies in that same layout.
 */

const MAX_REPLY_BYTES = 4 * 1024 * 1024

export function replayKey(instructions: string, payload: string): string {
  return createHash('sha256').update(`${instructions}\n\n${payload}`, 'utf8').digest('hex')
}

export function createReplayProvider(options: { replayPath: string }): ModelProvider {
  const { replayPath } = options
  return {
    name: 'replay',
    model: null,
    async complete(request) {
      const started = performance.now()
      const info = await stat(replayPath).catch(() => null)
      if (!info) throw new InputError('no such reply file or folder', replayPath)
      let file = replayPath
      if (info.isDirectory()) {
        file = join(replayPath, `${replayKey(request.instructions, request.payload)}.json`)
        const recorded = await stat(file).catch(() => null)
        if (!recorded?.isFile()) {
          throw new InputError(
            `no recorded reply for this request (expected ${file}); record one with record-dir`,
            replayPath,
          )
        }
      }
      const size = (await stat(file)).size
      if (size > MAX_REPLY_BYTES) {
        throw new InputError(`the recorded reply is ${size} bytes, above ${MAX_REPLY_BYTES}`, file)
      }
      const text = await readFile(file, 'utf8')
      return {
        text,
        usage: { inputTokens: null, outputTokens: null },
        durationMs: Math.round(performance.now() - started),
        finishReason: 'replay',
        model: null,
      }
    },
  }
}

/** Writes `text` as the recorded reply of a request, atomically. */
export async function recordReply(
  dir: string,
  instructions: string,
  payload: string,
  text: string,
): Promise<string> {
  await mkdir(dir, { recursive: true })
  const file = join(dir, `${replayKey(instructions, payload)}.json`)
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, text, 'utf8')
  await rename(temp, file)
  return file
}

/**
 * Wraps a provider so every reply it returns is also saved under `dir`, redacted first:
 * a recording is an artifact a user may commit.
 */
export function withRecording(
  provider: ModelProvider,
  dir: string,
  secrets: readonly string[],
): ModelProvider {
  return {
    name: provider.name,
    model: provider.model,
    ...(provider.prepare ? { prepare: provider.prepare.bind(provider) } : {}),
    async complete(request) {
      const reply = await provider.complete(request)
      const { text } = redactSecrets(reply.text, secrets)
      await recordReply(dir, request.instructions, request.payload, text)
      return reply
    },
  }
}
