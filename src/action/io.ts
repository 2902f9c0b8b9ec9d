import * as core from '@actions/core'
import type { Logger } from '../logger.js'
import { neutralizeWorkflowCommands } from '../publish/workflow-commands.js'
import type { Annotation } from '../publish/report.js'
import { redactShapes } from '../secrets/shapes.js'

/**
 * Everything the action shell does to the runner, behind one interface. The real one is the
 * Actions toolkit (@actions/core: inputs, workflow commands, the output and summary files), with
 * our own guard in front of every call that writes text: the toolkit escapes a command's line
 * breaks and property separators, but prints an info line as is and knows no token shapes.
 */
export interface ActionIo {
  getInput(name: string): string
  setSecret(value: string): void
  setOutput(name: string, value: string): void
  setFailed(message: string): void
  writeSummary(markdown: string): Promise<void>
  annotate(annotation: Annotation): void
  logger: Logger
  notice(message: string): void
  group<T>(name: string, fn: () => Promise<T>): Promise<T>
}

export function actionsIo(): ActionIo {
  return {
    // The toolkit's input rules: INPUT_<NAME> with spaces as underscores, trimmed.
    getInput: (name) => core.getInput(name),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(inertLines(message)),
    writeSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write()
    },
    annotate: (a) => {
      const properties = { title: inertLines(a.title), file: a.file, startLine: a.line }
      const message = inertLines(a.message)
      if (a.level === 'error') core.error(message, properties)
      else if (a.level === 'warning') core.warning(message, properties)
      else core.notice(message, properties)
    },
    logger: {
      debug: (m) => core.debug(inertLines(m)),
      info: (m) => core.info(inertLines(m)),
      warning: (m) => core.warning(inertLines(m)),
    },
    notice: (m) => core.notice(inertLines(m)),
    group: (name, fn) => core.group(inertLines(name), fn),
  }
}

/**
 * Untrusted text (file names, report paths, test output, model replies) as the runner may see
 * it: no line of it starts a workflow command once the runner trims it (core.info prints a line
 * as is), and token shapes are redacted (the runner masks only registered values).
 */
export function inertLines(text: string): string {
  return neutralizeWorkflowCommands(redactShapes(text).text)
}
