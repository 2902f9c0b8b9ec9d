import { PassThrough } from 'node:stream'
import type { ModelFailureKind } from '../errors.js'
import { runProcess } from '../process/run.js'
import { isRecord } from '../shared/is-record.js'
import { FrameReader, frame, type RpcMessage } from './copilot-rpc.js'
import { redact } from './http.js'
import { count } from './openai.js'
import { exitStatus, oneLineTail, type ExitClass } from './process.js'
import { AttemptFailure, type ModelRequest, type TokenUsage } from './provider.js'

/**
 * One review as a session of the Copilot CLI's headless protocol (`copilot --headless --stdio`,
 * framed by ./copilot-rpc.ts): `connect`, `session.create` with our instructions as the whole
 * system message (`systemMessage: { mode: 'replace' }`) and no tools, `session.send` with the
 * payload, the session's events until `session.idle`, `session.destroy`, then stdin closes and
 * the CLI exits. The CLI's own agent prompt (which asks some models for "100 words or less") is
 * never sent. The CLI reports the system message it sent as a `system.message` event; a reply
 * counts only when that event carries our instructions, byte for byte, so a CLI that ignores the
 * replacement fails the call instead of reviewing under its own prompt.
 */

const NAME = 'the Copilot CLI'
/** Kept from the runner's defaults: a model program gets less time to wind down than tests. */
const GRACE_MS = 2_000
const CLOSE_WAIT_MS = 1_000
const METHOD_NOT_FOUND = -32601
/** How a CLI without the headless protocol refuses the flags (the 1.0.102 parser's wording). */
const UNKNOWN_FLAG = /unexpected argument|unknown option|unrecognized/i

export interface CopilotSessionSpec {
  executable: string
  args: readonly string[]
  env: Record<string, string>
  cwd: string
  /** `session.create` parameters besides the system message and the tools. */
  session: Record<string, unknown>
  secrets: readonly string[]
  classifyError: (message: string) => ExitClass
  /** The version review-gate was verified with, named when the CLI is too old. */
  verifiedVersion: string
}

export interface SessionReply {
  text: string
  usage: TokenUsage | null
  model: string | null
  durationMs: number
  /** What the CLI said it is, from `connect`. */
  cliVersion: string | null
}

export async function runCopilotSession(
  spec: CopilotSessionSpec,
  request: ModelRequest,
): Promise<SessionReply> {
  const input = new PassThrough()
  const talk = new Conversation(input)
  const running = runProcess({
    executable: spec.executable,
    args: spec.args,
    env: spec.env,
    cwd: spec.cwd,
    stdin: input,
    onStdout: (chunk) => talk.receive(chunk),
    timeoutMs: request.timeoutMs,
    signal: request.signal,
    graceMs: GRACE_MS,
    closeWaitMs: CLOSE_WAIT_MS,
  })
  void running.then(() => talk.end('the CLI exited'))
  let problem: unknown = null
  try {
    await talk.review(spec, request)
  } catch (error) {
    problem = error
  }
  input.end()
  const run = await running
  const usage = talk.usage()
  const fail = (message: string, kind: ModelFailureKind, retryable: boolean) =>
    new AttemptFailure(`${NAME} ${redact(message, spec.secrets)}`, kind, { retryable }, usage)
  const tooOld = (what: string) =>
    fail(
      `${what}: it does not speak the headless session protocol review-gate needs to give the ` +
        `model its instructions as the system message. Install @github/copilot@${spec.verifiedVersion} ` +
        `(the version review-gate is verified with), or remove the older copilot from PATH.`,
      'not_installed',
      false,
    )

  if (run.outcome === 'timed-out' || run.outcome === 'aborted') {
    throw fail('did not finish in time', 'timeout', true)
  }
  if (run.outcome === 'not-started') {
    throw fail(
      `could not start ${spec.executable} (${run.spawnError ?? run.reason})`,
      'not_installed',
      false,
    )
  }
  if (problem instanceof SessionError) {
    if (problem.tooOld) throw tooOld(problem.message)
    const verdict = spec.classifyError(problem.message)
    const help = verdict.help ? ` ${verdict.help}` : ''
    throw fail(`${problem.message}${help}`, verdict.kind, verdict.retryable)
  }
  if (problem !== null && !(problem instanceof Ended)) throw problem
  if (problem instanceof Ended || run.exitCode !== 0) {
    const stderr = redact(run.stderrTail, spec.secrets)
    if (UNKNOWN_FLAG.test(stderr)) throw tooOld(`refused its flags (${oneLineTail(stderr, 200)})`)
    const said = oneLineTail(stderr)
    const verdict = spec.classifyError(stderr)
    const help = verdict.help ? ` ${verdict.help}` : ''
    throw fail(
      `exited ${exitStatus(run)} before the review was done${said ? `: ${said}` : ''}${help}`,
      verdict.kind,
      verdict.retryable,
    )
  }
  const reply = talk.reply()
  if (reply.system === null) {
    throw tooOld(
      `(version ${reply.cliVersion ?? 'unknown'}) did not report the system message it sent`,
    )
  }
  if (reply.system !== request.instructions) {
    throw fail(
      `(version ${reply.cliVersion ?? 'unknown'}) sent a system message other than review-gate's ` +
        'instructions, so its reply is not a review under our rules.',
      'not_installed',
      false,
    )
  }
  const text = reply.text.trim()
  if (text === '') throw fail('finished the session without a reply', 'bad_reply', true)
  return {
    text,
    usage,
    model: reply.model,
    durationMs: run.durationMs,
    cliVersion: reply.cliVersion,
  }
}

/** The session ended with an error the CLI reported; `tooOld` when it lacks the protocol. */
class SessionError extends Error {
  constructor(
    message: string,
    readonly tooOld = false,
  ) {
    super(message)
  }
}

/** The CLI went away (or spoke garbage) before the session was done. */
class Ended extends Error {}

interface Waiter {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

/** The client side of the session: requests out, responses and events in. */
class Conversation {
  private readonly reader = new FrameReader()
  private readonly pending = new Map<number, Waiter>()
  private nextId = 1
  private idle: Waiter | null = null
  private ended: Error | null = null
  private system: string | null = null
  private text = ''
  private model: string | null = null
  private cliVersion: string | null = null
  private inputTokens = 0
  private outputTokens = 0
  private counted = false

  constructor(private readonly input: PassThrough) {}

  async review(spec: CopilotSessionSpec, request: ModelRequest): Promise<void> {
    const connected = await this.call('connect', {}, 'connect')
    if (isRecord(connected) && typeof connected['version'] === 'string') {
      this.cliVersion = connected['version']
    }
    const created = await this.call(
      'session.create',
      {
        ...spec.session,
        availableTools: [],
        systemMessage: { mode: 'replace', content: request.instructions },
        workingDirectory: spec.cwd,
      },
      'session.create',
    )
    const sessionId = isRecord(created) ? created['sessionId'] : undefined
    if (typeof sessionId !== 'string') throw new Ended('session.create answered without a session')
    const done = new Promise((resolve, reject) => (this.idle = { resolve, reject }))
    await this.call('session.send', { sessionId, prompt: request.payload }, 'session.send')
    await done
    // Its state goes with the per-call home folder anyway; this lets the CLI close it cleanly.
    await this.call('session.destroy', { sessionId }, 'session.destroy').catch(() => undefined)
  }

  receive(chunk: Buffer): void {
    let messages: RpcMessage[]
    try {
      messages = this.reader.push(chunk)
    } catch (error) {
      this.end(`the CLI wrote ${(error as Error).message} on stdout`)
      return
    }
    for (const message of messages) this.dispatch(message)
  }

  end(why: string): void {
    if (this.ended) return
    this.ended = new Ended(why)
    for (const waiter of this.pending.values()) waiter.reject(this.ended)
    this.pending.clear()
    this.idle?.reject(this.ended)
  }

  usage(): TokenUsage | null {
    return this.counted ? { inputTokens: this.inputTokens, outputTokens: this.outputTokens } : null
  }

  reply() {
    return { system: this.system, text: this.text, model: this.model, cliVersion: this.cliVersion }
  }

  private call(method: string, params: Record<string, unknown>, what: string): Promise<unknown> {
    if (this.ended) return Promise.reject(this.ended)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve,
        reject: (error) =>
          reject(
            error instanceof Ended
              ? error
              : new SessionError(
                  `${what}: ${error.message}`,
                  error instanceof SessionError && error.tooOld,
                ),
          ),
      })
      this.write(frame({ id, method, params }))
    })
  }

  /** Nothing is written once stdin is closed: the CLI is on its way out. */
  private write(text: string): void {
    if (!this.input.writableEnded) this.input.write(text)
  }

  private dispatch(message: RpcMessage): void {
    if (message.method === undefined) {
      const waiter = typeof message.id === 'number' ? this.pending.get(message.id) : undefined
      if (!waiter) return
      this.pending.delete(message.id as number)
      if (message.error === undefined) return waiter.resolve(message.result)
      const text = typeof message.error.message === 'string' ? message.error.message : 'an error'
      if (message.error.code === METHOD_NOT_FOUND) {
        waiter.reject(new SessionError(`has no method for this request (${text})`, true))
      } else waiter.reject(new Error(text))
      return
    }
    if (message.id !== undefined) {
      // The CLI asks the client (permissions, user input): a reviewer with no tools grants nothing.
      this.write(
        frame({
          id: message.id,
          error: { code: METHOD_NOT_FOUND, message: 'review-gate answers no requests' },
        }),
      )
      return
    }
    if (message.method === 'session.event' && isRecord(message.params)) {
      const event = message.params['event']
      if (isRecord(event)) this.onEvent(event)
    }
  }

  /** One CLI process holds one session, so every event is this review's. */
  private onEvent(event: Record<string, unknown>): void {
    const data = isRecord(event['data']) ? event['data'] : {}
    switch (event['type']) {
      case 'system.message':
        if (typeof data['content'] === 'string') this.system = data['content']
        return
      case 'assistant.message':
        // The last message is the answer; with no tools there is one turn.
        if (typeof data['content'] === 'string') this.text = data['content']
        if (typeof data['model'] === 'string') this.model = data['model']
        return
      case 'assistant.usage': {
        const input = count(data['inputTokens'])
        const output = count(data['outputTokens'])
        if (input !== null) this.inputTokens += input
        if (output !== null) this.outputTokens += output
        this.counted = this.counted || input !== null || output !== null
        return
      }
      case 'session.error': {
        const said = typeof data['message'] === 'string' ? data['message'] : 'no message'
        this.idle?.reject(new SessionError(`reported an error: ${oneLineTail(said)}`))
        return
      }
      case 'session.idle':
        this.idle?.resolve(undefined)
        return
    }
  }
}
