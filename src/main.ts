import { InputError, ModelFailure } from './errors.js'
import { runAction } from './action/run.js'
import { actionsIo } from './action/io.js'

// The action shell: GitHub runs this file (dist/index.js). Everything happens in runAction;
// here only the last line of defence: any error fails the job with a one-line reason.
const io = actionsIo()
try {
  await runAction(io, {
    env: process.env,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    now: () => new Date(),
  })
} catch (error) {
  if (error instanceof InputError) io.setFailed(`review-gate: bad input: ${error.message}`)
  else if (error instanceof ModelFailure)
    io.setFailed(`review-gate: model failure (${error.kind}): ${error.message}`)
  else
    io.setFailed(
      `review-gate: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
}
