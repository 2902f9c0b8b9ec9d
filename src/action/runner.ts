/**
 * The Actions runner's protocol, the part review-gate uses: inputs from `INPUT_*` variables,
 * workflow commands on stdout (`::name key=value,…::message`), and the files the runner reads
 * after the step (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). Written here instead of importing
 * @actions/core, which loads an HTTP client and undici on import (for OIDC tokens we never ask
 * for): the action's start would pay for them before it reads its first input.
 */
import { accessSync, appendFileSync, constants, existsSync } from 'node:fs'
import { EOL } from 'node:os'

/** Where an annotation points; the runner's property names are `file`, `line`, `title`. */
export interface CommandProperties {
  title?: string | undefined
  file?: string | undefined
  line?: number | undefined
}

type Write = (text: string) => void

const writeStdout: Write = (text) => {
  process.stdout.write(text)
}

// The runner decodes these escapes: a message cannot end its line early, a property value
// cannot end its property (`,`) or the property list (`:`).
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** One workflow command line. Properties without a value are left out. */
export function workflowCommand(
  name: string,
  properties: CommandProperties | Record<string, string | number | undefined>,
  message: string,
): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '' && value !== 0)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
  return `::${name}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeData(message)}${EOL}`
}

export interface Runner {
  getInput(name: string): string
  setSecret(value: string): void
  setOutput(name: string, value: string): void
  setFailed(message: string): void
  appendSummary(markdown: string): void
  command(name: string, properties: CommandProperties, message: string): void
  info(message: string): void
}

export function runner(env: NodeJS.ProcessEnv = process.env, write: Write = writeStdout): Runner {
  const command = (name: string, properties: CommandProperties, message: string) =>
    write(workflowCommand(name, properties, message))
  return {
    getInput: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setSecret: (value) => command('add-mask', {}, value),
    setOutput: (name, value) => {
      const file = env.GITHUB_OUTPUT
      if (!file) {
        // An old runner without the file: the deprecated stdout form still works there.
        write(EOL)
        write(workflowCommand('set-output', { name }, value))
        return
      }
      // A random delimiter that occurs in neither, so the value cannot end its own block.
      // (The global crypto, loaded on first use: node:crypto would load at the action's start.)
      const delimiter = `ghadelimiter_${globalThis.crypto.randomUUID()}`
      if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`output ${name}: the value contains its delimiter`)
      appendRunnerFile(
        'GITHUB_OUTPUT',
        file,
        `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`,
      )
    },
    setFailed: (message) => {
      process.exitCode = 1
      command('error', {}, message)
    },
    appendSummary: (markdown) => {
      const file = env.GITHUB_STEP_SUMMARY
      if (!file)
        throw new Error(
          'GITHUB_STEP_SUMMARY is not set: this runner does not support job summaries',
        )
      appendRunnerFile('GITHUB_STEP_SUMMARY', file, `${markdown}${EOL}`)
    },
    command,
    info: (message) => write(`${message}${EOL}`),
  }
}

function appendRunnerFile(variable: string, file: string, text: string): void {
  if (!existsSync(file)) throw new Error(`${variable} names a missing file: ${file}`)
  accessSync(file, constants.R_OK | constants.W_OK)
  appendFileSync(file, text, 'utf8')
}
