import { runAction } from './action/run.js'
import { failureReport } from './action/failure.js'
import { actionsIo } from './action/io.js'

// The action shell: GitHub runs this file (dist/index.js). Everything happens in runAction;
// here only the last line of defence: any error fails the job with a one-line reason, a job
// summary saying what was wrong and where to fix it, and the error outputs.
const io = actionsIo()
try {
  await runAction(io, {
    env: process.env,
    workspace: process.env.GITHUB_WORKSPACE || process.cwd(),
    now: () => new Date(),
  })
} catch (error) {
  const failure = failureReport(error, process.env)
  io.setFailed(failure.message)
  for (const [name, value] of Object.entries(failure.outputs)) io.setOutput(name, value)
  // A runner without a summary file still has the error line above.
  await io.writeSummary(failure.summary).catch(() => undefined)
}
