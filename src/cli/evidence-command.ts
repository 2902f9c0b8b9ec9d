import { parseArgs } from 'node:util'
import { InputError } from '../errors.js'
import { gatherCase } from './case-run.js'
import type { CliIo } from './io.js'

/** `evidence --input <case-dir>`: prints the test evidence JSON for the case's touched files. */
export async function evidenceCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      input: { type: 'string' },
      'refresh-tests': { type: 'boolean' },
      'cache-dir': { type: 'string' },
    },
    strict: true,
  })
  if (!values.input) throw new InputError('evidence needs --input <case-dir>', '--input')
  const gathered = await gatherCase(values.input, io, {
    refreshTests: values['refresh-tests'] ?? false,
    ...(values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
  })
  io.stdout(`${JSON.stringify(gathered.redactor.deep(gathered.evidence), null, 2)}\n`)
  return 0
}
