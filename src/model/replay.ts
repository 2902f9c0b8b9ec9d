import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { InputError } from '../errors.js'
import { redactSecrets } from './secrets.js'
import type { ModelProvider } from './provider.js'

/**
 * Recorded replies: the demo, the golden suite and the end-to-end tests run the whole pipeline
 * through here, offline. Three layouts:
 *
 * - a reply file (a case's `reply.json`, the single-pass form) answers every request of the
 *   first review call, its repair included; any other call of the run looks for its file in
 *   `replies/` beside it;
 * - a folder of named replies (a case's `replies/`): each model call of a run has a name,
 *   `review-1` … `review-N` for the ensemble's passes in order and `verify` for the verifier, and
 *   its first request is answered by `<name>.json`, the repair request (the one repair callModel
 *   may ask for) by `<name>.repair.json`;
 * - a folder keyed by request: `<key>.json`, where the key is the SHA-256 of what an exec provider
 *   would read on stdin (instructions, a blank line, payload). Checked first in a folder.
 *
 * A request with no recording is an InputError naming the file it looked for, so a test can prove
 * a call was not made. `record-dir` writes the named layout under `<dir>/replies/` for named calls
 * (the pipeline's), the keyed layout otherwise.
 */

/** The folder of named replies inside a case directory (and a record dir). */
export const REPLIES_DIR = 'replies'
/** The call a single-pass reply file answers. */
export const FIRST_REVIEW_CALL = 'review-1'

/** The file name of a named call's n-th reply: 1 the call, 2 its repair. */
export function namedReplyFile(call: string, request: number): string {
  return request <= 1 ? `${call}.json` : `${call}.repair.json`
}

const MAX_REPLY_BYTES = 4 * 1024 * 1024

export function replayKey(instructions: string, payload: string): string {
  return createHash('sha256').update(`${instructions}\n\n${payload}`, 'utf8').digest('hex')
}

export function createReplayProvider(options: {
  replayPath: string
  call?: string
}): ModelProvider {
  const { replayPath, call } = options
  let requests = 0
  return {
    name: 'replay',
    model: null,
    async complete(request) {
      const started = performance.now()
      const nth = ++requests
      const info = await stat(replayPath).catch(() => null)
      if (!info) throw new InputError('no such reply file or folder', replayPath)
      let file = replayPath
      if (info.isDirectory()) {
        const keyed = join(replayPath, `${replayKey(request.instructions, request.payload)}.json`)
        file = call && !(await isFile(keyed)) ? join(replayPath, namedReplyFile(call, nth)) : keyed
      } else if (call && call !== FIRST_REVIEW_CALL) {
        file = join(dirname(replayPath), REPLIES_DIR, namedReplyFile(call, nth))
      }
      if (file !== replayPath && !(await isFile(file))) {
        throw new InputError(
          `no recorded reply for ${call ? `the ${call} call${nth > 1 ? "'s repair" : ''}` : 'this request'} (expected ${file}); record one with record-dir`,
          replayPath,
        )
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

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

/** Writes `text` as the recorded reply of a request (keyed layout), atomically. */
export async function recordReply(
  dir: string,
  instructions: string,
  payload: string,
  text: string,
): Promise<string> {
  return writeAtomically(dir, `${replayKey(instructions, payload)}.json`, text)
}

async function writeAtomically(dir: string, name: string, text: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  const file = join(dir, name)
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, text, 'utf8')
  await rename(temp, file)
  return file
}

/**
 * Wraps a provider so every reply it returns is also saved under `dir`, redacted first:
 * a recording is an artifact a user may commit. A named call's replies go to
 * `<dir>/replies/<call>.json` and, after a repair, `<call>.repair.json` (failed attempts are not
 * replies and are not counted); an unnamed one's to `<dir>/<key>.json`.
 */
export function withRecording(
  provider: ModelProvider,
  dir: string,
  secrets: readonly string[],
  call?: string,
): ModelProvider {
  let replies = 0
  return {
    name: provider.name,
    model: provider.model,
    ...(provider.prepare ? { prepare: provider.prepare.bind(provider) } : {}),
    async complete(request) {
      const reply = await provider.complete(request)
      const { text } = redactSecrets(reply.text, secrets)
      if (call) await writeAtomically(join(dir, REPLIES_DIR), namedReplyFile(call, ++replies), text)
      else await recordReply(dir, request.instructions, request.payload, text)
      return reply
    },
  }
}
