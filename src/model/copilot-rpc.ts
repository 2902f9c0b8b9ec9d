import { isRecord } from '../shared/is-record.js'

/**
 * The framing of the Copilot CLI's headless protocol (`copilot --headless --stdio`): JSON-RPC 2.0
 * messages, each preceded by a `Content-Length: <bytes>` header and a blank line, as in the
 * Language Server Protocol. Verified against @github/copilot 1.0.102 (docs/providers.md).
 */

/** A frame this large is not a review: the reader stops rather than buffer without end. */
export const MAX_FRAME_BYTES = 16 * 1024 * 1024
const HEADER_END = Buffer.from('\r\n\r\n')
const MAX_HEADER_BYTES = 1024

export interface RpcMessage {
  id?: number | string
  method?: string
  params?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown }
}

export function frame(message: Record<string, unknown>): string {
  const body = JSON.stringify({ jsonrpc: '2.0', ...message })
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
}

export class FramingError extends Error {
  override readonly name = 'FramingError'
}

/** Cuts a byte stream into messages; a malformed frame throws FramingError. */
export class FrameReader {
  private buffer = Buffer.alloc(0)

  push(chunk: Buffer): RpcMessage[] {
    this.buffer = Buffer.concat([this.buffer, chunk])
    const messages: RpcMessage[] = []
    for (;;) {
      const end = this.buffer.indexOf(HEADER_END)
      if (end === -1) {
        if (this.buffer.length > MAX_HEADER_BYTES) throw new FramingError('no frame header')
        return messages
      }
      const header = this.buffer.subarray(0, end).toString('latin1')
      const length = /^content-length: *(\d+) *$/im.exec(header)?.[1]
      if (length === undefined) throw new FramingError(`a frame header without Content-Length`)
      const size = Number(length)
      if (size > MAX_FRAME_BYTES) throw new FramingError(`a frame of ${size} bytes`)
      const start = end + HEADER_END.length
      if (this.buffer.length < start + size) return messages
      const body = this.buffer.subarray(start, start + size).toString('utf8')
      this.buffer = this.buffer.subarray(start + size)
      let message: unknown
      try {
        message = JSON.parse(body)
      } catch {
        throw new FramingError('a frame that is not JSON')
      }
      if (!isRecord(message)) throw new FramingError('a frame that is not a JSON-RPC message')
      messages.push(message as RpcMessage)
    }
  }
}
