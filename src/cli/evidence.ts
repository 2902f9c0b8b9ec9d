import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import { InputError } from '../errors.js'
import { stderrLogger } from './logger.js'
import { evidenceForCase, scopeForCase } from './case-pipeline.js'
import { loadCase } from './case.js'
import type { CliIo } from './run.js'

export async function evidenceCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { input: { type: 'string' }, 'refresh-tests': { type: 'boolean' } },
    strict: true,
  })
  if (!values.input) throw new InputError('evidence needs --input <case-dir>', '--input')
  const loaded = loadCase(resolve(io.cwd, values.input))
  const evidence = await evidenceForCase(loaded, scopeForCase(loaded), {
    now: io.now?.() ?? new Date(),
    env: io.env,
    logger: stderrLogger(io),
    refreshTests: values['refresh-tests'] ?? false,
  })
  io.stdout(`${JSON.stringify(evidence, null, 2)}\n`)
  return 0
}
