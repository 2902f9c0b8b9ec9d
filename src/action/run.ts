import { existsSync } from 'node:fs'
import { InputError } from '../errors.js'
import { INPUT } from '../settings/inputs.js'
import type { ActionEnv } from './env.js'
import type { ActionIo } from './io.js'

/**
 * The action shell: mask the secrets, find the event, then review it (src/action/review.ts).
 * The review's modules (the pipeline, the schemas, the GitHub client) are imported only once
 * the runner's environment is there, so a misconfigured step fails in the time node starts.
 */
export async function runAction(io: ActionIo, runtime: ActionEnv): Promise<void> {
  // Masked before anything can fail and log: a bad input's error message must not carry a key.
  for (const secret of [
    io.getInput(INPUT.githubToken),
    io.getInput(INPUT.apiKey),
    io.getInput(INPUT.stateSecret),
    runtime.env.COPILOT_GITHUB_TOKEN,
  ]) {
    if (secret) io.setSecret(secret)
  }
  const eventPath = runtime.env.GITHUB_EVENT_PATH
  if (!eventPath || !existsSync(eventPath))
    throw new InputError('GITHUB_EVENT_PATH does not point at the event payload')
  const { reviewEvent } = await import('./review.js')
  await reviewEvent(io, runtime, eventPath)
}
