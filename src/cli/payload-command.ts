import { parseArgs } from 'node:util'
import { InputError } from '../errors.js'
import { loadBundledExamples } from '../examples/load.js'
import { priorPayload } from '../pipeline/carry-stage.js'
import { preparePayload } from '../pipeline/prepare.js'
import { gatherCase } from './case-run.js'
import { contextBudgetBytes } from '../pipeline/context-stage.js'
import type { CliIo } from './io.js'

/** `payload --input <case-dir>`: prints the payload the model would judge. */
export async function payloadCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { input: { type: 'string' }, 'cache-dir': { type: 'string' } },
    strict: true,
  })
  if (!values.input) throw new InputError('payload needs --input <case-dir>', '--input')
  const gathered = await gatherCase(values.input, io, {
    ...(values['cache-dir'] ? { cacheDir: values['cache-dir'] } : {}),
  })
  const prepared = preparePayload({
    config: gathered.config,
    scope: gathered.scope,
    plan: gathered.plan,
    evidence: gathered.evidence,
    bundledExamples: loadBundledExamples(),
    repoExamples: gathered.repoExamples,
    ...(gathered.diff.notReviewed.length > 0 ? { notShown: gathered.diff.notReviewed } : {}),
    prior: priorPayload(gathered.prior, gathered.headSha),
    context: { context: gathered.context, maxBytes: contextBudgetBytes(gathered.config) },
  })
  io.stdout(gathered.redactor.text(prepared.payload))
  return 0
}
