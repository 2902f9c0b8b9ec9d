import type { Logger } from '../logger.js'
import { redactShapes } from '../secrets/shapes.js'
import type { CliIo } from './io.js'

/** The CLI says things on stderr so stdout stays the command's output. */
export function stderrLogger(io: Pick<CliIo, 'stderr' | 'env'>): Logger {
  const debug = io.env.REVIEW_GATE_DEBUG === '1'
  return {
    debug: (m) => {
      if (debug) io.stderr(`debug: ${m}\n`)
    },
    info: (m) => io.stderr(`${redactShapes(m).text}\n`),
    warning: (m) => io.stderr(`warning: ${redactShapes(m).text}\n`),
  }
}
