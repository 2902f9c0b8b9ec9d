import { describe, expect, it } from 'vitest'
import { classifyCopilotExit } from '../../src/model/copilot.js'
import { MAX_REPLY_BYTES, replyOrFailure, type ModelProgram } from '../../src/model/process.js'
import { AttemptFailure, type TokenUsage } from '../../src/model/provider.js'
import type { ProcessResult } from '../../src/process/run.js'

const SECRET = 'sk-test-4f9a1c2b7d3e8f6a5b4c3d2e1f0a9b8c'
const program: ModelProgram = {
  name: 'model-command',
  executable: '/usr/local/bin/model-cli',
  args: [],
  env: {},
  secrets: [SECRET],
}

const ran = (over: Partial<ProcessResult>): ProcessResult => ({
  outcome: 'exited',
  exitCode: 0,
  signal: null,
  stdout: '',
  stderrTail: '',
  outputTail: '',
  droppedBytes: 0,
  reason: null,
  spawnError: null,
  durationMs: 5,
  ...over,
})

function failure(
  run: ProcessResult,
  which = program,
  usage: TokenUsage | null = null,
): AttemptFailure {
  try {
    replyOrFailure(run, which, usage)
  } catch (error) {
    if (error instanceof AttemptFailure) return error
    throw error
  }
  throw new Error('expected a failure')
}

describe('replyOrFailure: how a model program run ends, as the model failure kinds', () => {
  it('returns the trimmed reply of a clean exit', () => {
    expect(replyOrFailure(ran({ stdout: '\n {"verdict":"APPROVE"}\n' }), program)).toBe(
      '{"verdict":"APPROVE"}',
    )
  })

  it.each([
    ['timed-out', 'timeout', true, /^model-command did not finish in time$/],
    ['aborted', 'timeout', true, /^model-command did not finish in time$/],
    ['overflow', 'bad_reply', false, new RegExp(`printed more than ${MAX_REPLY_BYTES} bytes`)],
  ] as const)('%s → %s (retryable: %s)', (outcome, kind, retryable, message) => {
    const error = failure(ran({ outcome, exitCode: null, signal: 'SIGKILL' }))
    expect(error).toMatchObject({ kind, hint: { retryable } })
    expect(error.message).toMatch(message)
  })

  it('a program that cannot start is not_installed, naming it and why, not retried', () => {
    const error = failure(
      ran({ outcome: 'not-started', exitCode: null, spawnError: 'EACCES', reason: 'x' }),
    )
    expect(error).toMatchObject({ kind: 'not_installed', hint: { retryable: false } })
    expect(error.message).toBe('model-command could not start /usr/local/bin/model-cli (EACCES)')
  })

  it('a non-zero exit quotes the end of stderr on one line, secrets redacted', () => {
    const stderr = `${'noise '.repeat(200)}\nbad key ${SECRET}\n  CUDA out of memory`
    const error = failure(ran({ exitCode: 3, stderrTail: stderr }))
    expect(error).toMatchObject({ kind: 'unavailable', hint: { retryable: true } })
    expect(error.message).toMatch(/^model-command exited 3: …/)
    expect(error.message).toMatch(/CUDA out of memory$/)
    expect(error.message).not.toContain(SECRET)
    expect(error.message).not.toContain('\n')
  })

  it('says so when a failing program printed nothing on stderr', () => {
    expect(failure(ran({ exitCode: 1 })).message).toBe(
      'model-command exited 1 with no message on stderr',
    )
  })

  it('a child a signal ended reads as the exit code a shell would show', () => {
    expect(failure(ran({ exitCode: null, signal: 'SIGKILL' })).message).toMatch(/exited 137/)
  })

  it('an empty reply is bad_reply and retried', () => {
    expect(failure(ran({ stdout: ' \n' }))).toMatchObject({
      kind: 'bad_reply',
      hint: { retryable: true },
    })
  })

  it("the program's own classifier decides a non-zero exit, and its help is appended", () => {
    const copilot = { ...program, name: 'the Copilot CLI', classifyExit: classifyCopilotExit }
    const usage = { inputTokens: 10, outputTokens: 0 }
    const error = failure(
      ran({ exitCode: 1, stderrTail: 'Error: 401 Unauthorized' }),
      copilot,
      usage,
    )
    expect(error).toMatchObject({ kind: 'auth', hint: { retryable: false }, usage })
    expect(error.message).toMatch(/^the Copilot CLI exited 1: Error: 401 Unauthorized /)
    expect(error.message).toMatch(/COPILOT_GITHUB_TOKEN/)
  })
})

describe('classifyCopilotExit', () => {
  it('does not retry on top of the retries the CLI already made', () => {
    expect(classifyCopilotExit('socket hang up')).toEqual({
      kind: 'unavailable',
      retryable: true,
      help: undefined,
    })
    expect(classifyCopilotExit('retried 5 times. Last error: 500')).toMatchObject({
      kind: 'unavailable',
      retryable: false,
    })
  })
})
