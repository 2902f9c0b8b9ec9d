import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import { InputError } from '../errors.js'
import { stderrLogger } from './logger.js'
import { runCaseToPayload } from './case-pipeline.js'
import type { CliIo } from './run.js'

export async function payloadCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { input: { type: 'string' } }, strict: true })
  if (!values.input) throw new InputError('payload needs --input <case-dir>', '--input')
  const run = await runCaseToPayload(resolve(io.cwd, values.input), {
    now: io.now?.() ?? new Date(),
    env: io.env,
    logger: stderrLogger(io),
  })
  io.stdout(run.prepared.payload)
  return 0
}
