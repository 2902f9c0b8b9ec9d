import * as core from '@actions/core'
import type { Logger } from '../logger.js'
import { neutralizeWorkflowCommands } from '../publish/workflow-commands.js'
import { redactShapes } from '../secrets/shapes.js'
import type { Annotation } from '../publish/report.js'

/**
 * Everything the action shell does to the runner, behind one interface: the real one wraps
 * @actions/core; nothing else in the action calls it.
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
    getInput: (name) => core.getInput(name),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    writeSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write()
    },
    annotate: (a) => {
      const props = { file: a.file, startLine: a.line, title: a.title }
      if (a.level === 'error') core.error(a.message, props)
      else if (a.level === 'warning') core.warning(a.message, props)
      else core.notice(a.message, props)
    },
    logger: {
      debug: (m) => core.debug(m),
      info: (m) => core.info(inertLines(m)),
      warning: (m) => core.warning(m),
    },
    notice: (m) => core.notice(m),
    group: (name, fn) => core.group(name, fn),
  }
}

/**
 * core.info writes its text to stdout as is, where a line starting with `::` (after anything the
 * runner trims) is a workflow command, and messages can carry untrusted text (file names, report
 * paths, test output). Token shapes are redacted too: the runner masks only registered values.
 * (core.warning/error/debug escape their data themselves.)
 */
export function inertLines(text: string): string {
  return neutralizeWorkflowCommands(redactShapes(text).text)
}
