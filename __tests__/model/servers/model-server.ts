import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A real HTTP server on 127.0.0.1 that answers model API requests from a script of steps, one
 * step per request, and records every request it gets. Protocol-shaped steps (bodies, status
 * codes, headers as the real APIs send them) are built by ./protocols.ts.
 */

export type Step =
  /** A JSON answer. `sse` is what to stream instead when the request asked for `stream: true`. */
  | {
      kind: 'json'
      status: number
      body: unknown
      headers?: Record<string, string>
      sse?: unknown[]
    }
  /** Headers at once, the body only after `delayMs`: slower than the client's timeout. */
  | { kind: 'slow-body'; status: number; body: unknown; delayMs: number }
  /** The connection is reset before any answer. */
  | { kind: 'reset' }

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  raw: string
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: Record<string, unknown> | undefined
}

export class ModelServer {
  readonly requests: RecordedRequest[] = []
  private steps: Step[] = []
  private readonly sockets = new Set<Socket>()
  private readonly timers = new Set<NodeJS.Timeout>()

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<ModelServer> {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const instance = new ModelServer(server, `http://127.0.0.1:${port}`)
    server.on('connection', (socket) => {
      instance.sockets.add(socket)
      socket.on('close', () => instance.sockets.delete(socket))
    })
    server.on('request', (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        let body: Record<string, unknown> | undefined
        try {
          body = JSON.parse(raw) as Record<string, unknown>
        } catch {
          body = undefined
        }
        instance.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          raw,
          body,
        })
        instance.answer(res, body)
      })
    })
    return instance
  }

  /** Queues the answers to the next requests, in order. */
  script(...steps: Step[]): this {
    this.steps.push(...steps)
    return this
  }

  /** Steps queued but not used: a test that scripted more than was asked for. */
  get unused(): number {
    return this.steps.length
  }

  private answer(res: ServerResponse, body: Record<string, unknown> | undefined): void {
    const step = this.steps.shift()
    if (!step) {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ error: { message: 'the test scripted no answer for this request' } }),
      )
      return
    }
    switch (step.kind) {
      case 'reset':
        res.socket?.resetAndDestroy()
        return
      case 'slow-body': {
        res.writeHead(step.status, { 'content-type': 'application/json' })
        res.write(' ')
        const timer = setTimeout(() => {
          this.timers.delete(timer)
          res.end(JSON.stringify(step.body))
        }, step.delayMs)
        this.timers.add(timer)
        return
      }
      case 'json': {
        if (body?.['stream'] === true && step.sse) {
          res.writeHead(step.status, { 'content-type': 'text/event-stream', ...step.headers })
          for (const event of step.sse) res.write(`data: ${JSON.stringify(event)}\n\n`)
          res.end('data: [DONE]\n\n')
          return
        }
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers })
        res.end(JSON.stringify(step.body))
      }
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
