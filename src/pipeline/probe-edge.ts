import { probeSettings, type Config } from '../config/schema.js'
import type { Logger } from '../logger.js'
import { detectIsolation, runProbe } from '../probes/run-probe.js'
import type { ProbeEdge } from '../probes/stage.js'
import type { EvidenceLocation } from './sources.js'

/**
 * The probe runner of a run, or none (`probes: off`). Probes run only where the test command
 * may run: where it is refused (pull_request_target, workflow_run) and in contract mode every
 * probe is answered `refused` without starting anything.
 */
export function probeEdgeFor(input: {
  config: Config
  location: EvidenceLocation
  env: Readonly<Record<string, string | undefined>>
  redact: (text: string) => string
  logger: Logger
}): ProbeEdge | undefined {
  const { mode, network } = probeSettings(input.config)
  if (mode === 'off') return undefined
  const refused =
    input.location.testCommandRefused ??
    (input.config.mode === 'implementation' ? null : 'probes do not run in contract mode')
  if (refused !== null) {
    return { mode, run: () => Promise.resolve({ status: 'refused', reason: refused }) }
  }
  return {
    mode,
    run: async (command) =>
      runProbe(command, {
        root: input.location.root,
        timeoutSeconds: input.config.evidence.timeout_seconds,
        env: input.env,
        allowEnv: input.config.evidence.env,
        network,
        isolation: await detectIsolation(input.env),
        redact: input.redact,
        logger: input.logger,
      }),
  }
}
