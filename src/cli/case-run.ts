import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gather, type Gathered } from '../pipeline/run.js'
import { stderrLogger } from './logger.js'
import { CaseSources } from './case-sources.js'
import { loadCase } from './case.js'
import type { CliIo } from './io.js'

/**
 * The pipeline's reading half on a case directory, for the commands that stop before the model
 * (`payload`, `evidence`): the same `gather` the action and `review` run.
 */
export async function gatherCase(
  dir: string,
  io: CliIo,
  options: { refreshTests?: boolean; cacheDir?: string } = {},
): Promise<Gathered> {
  const gathered = await gather(
    new CaseSources(loadCase(resolve(io.cwd, dir))),
    {
      overrides: {},
      overridePolicy: 'override',
      overridesFrom: 'command-line flags',
      refreshTests: options.refreshTests ?? false,
      cacheDir: options.cacheDir
        ? resolve(io.cwd, options.cacheDir)
        : join(tmpdir(), 'review-gate-cache'),
      apiKey: null,
      githubToken: null,
      env: io.env,
      baseDir: io.cwd,
      now: io.now?.() ?? new Date(),
    },
    { logger: stderrLogger(io) },
  )
  // A case's diff is a file: it is always read, so gather never ends early here.
  if ('report' in gathered) throw new Error(`internal: ${JSON.stringify(gathered.report.outcome)}`)
  return gathered
}
