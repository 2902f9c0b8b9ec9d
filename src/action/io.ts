import type { Logger } from '../logger.js'
import { neutralizeWorkflowCommands } from '../publish/workflow-commands.js'
import { redactShapes } from '../secrets/shapes.js'
import type { Annotation } from '../publish/report.js'
import { runner as runnerOf, type Runner } from './runner.js'

/**
 * Everything the action shell does to the runner, behind one interface: the real one speaks the
 * runner's protocol (./runner.ts); nothing else in the action writes to the runner.
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

export function actionsIo(runner: Runner = runnerOf()): ActionIo {
  return {
    getInput: (name) => runner.getInput(name),
    setSecret: (value) => runner.setSecret(value),
    setOutput: (name, value) => runner.setOutput(name, value),
    setFailed: (message) => runner.setFailed(message),
    writeSummary: async (markdown) => runner.appendSummary(markdown),
    annotate: (a) => {
      const props = { title: a.title, file: a.file, line: a.line }
      runner.command(a.level, props, a.message)
    },
    logger: {
      debug: (m) => runner.command('debug', {}, m),
      info: (m) => runner.info(inertLines(m)),
      warning: (m) => runner.command('warning', {}, m),
    },
    notice: (m) => runner.command('notice', {}, m),
    group: async (name, fn) => {
      runner.command('group', {}, name)
      try {
        return await fn()
      } finally {
        runner.command('endgroup', {}, '')
      }
    },
  }
}

/**
 * An info line goes to stdout as is, where a line starting with `::` (after anything the
 * runner trims) is a workflow command, and messages can carry untrusted text (file names, report
 * paths, test output). Token shapes are redacted too: the runner masks only registered values.
 * (Commands — warning, error, debug — escape their message themselves.)
 */
export function inertLines(text: string): string {
  return neutralizeWorkflowCommands(redactShapes(text).text)
}
