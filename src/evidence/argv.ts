import { InputError } from '../errors.js'

/**
 * Splits a test command into argv the way a POSIX shell would quote it, without any other shell
 * behaviour: no variables, no globbing, no operators. `{files}` standing alone as a word becomes
 * one argv entry per file, so a file named `$(rm -rf ~).ts` or `a;b.ts` is just an argument.
 */

export const FILES_PLACEHOLDER = '{files}'

const SHELL_OPERATORS = new Set(['&&', '||', '|', ';', '&', '>', '>>', '<', '2>', '2>&1', '|&'])

interface Word {
  text: string
  /** True when some part of the word was quoted or escaped (so it is never the placeholder). */
  quoted: boolean
}

export function splitCommand(
  command: string,
  files: readonly string[],
  where = 'test-command',
): string[] {
  const words = tokenize(command, where)
  if (words.length === 0) throw new InputError('the test command is empty', where)
  const argv: string[] = []
  for (const word of words) {
    if (!word.quoted && word.text === FILES_PLACEHOLDER) {
      // A leading dash would turn a file name into an option of the test runner.
      for (const file of files) argv.push(file.startsWith('-') ? `./${file}` : file)
      continue
    }
    if (word.text.includes(FILES_PLACEHOLDER)) {
      throw new InputError(
        `${FILES_PLACEHOLDER} must be a word of its own (unquoted), so that each file becomes one argument`,
        where,
      )
    }
    if (!word.quoted && SHELL_OPERATORS.has(word.text)) {
      throw new InputError(
        `"${word.text}" is shell syntax, but the test command runs without a shell; ` +
          'put the steps in a script and run that',
        where,
      )
    }
    argv.push(word.text)
  }
  if (argv.length === 0)
    throw new InputError('the test command is empty once {files} is expanded', where)
  return argv
}

function tokenize(command: string, where: string): Word[] {
  const words: Word[] = []
  let current: Word | null = null
  let i = 0
  const start = () => (current ??= { text: '', quoted: false })
  while (i < command.length) {
    const c = command[i]!
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      if (current) words.push(current)
      current = null
      i++
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1)
      if (end < 0) throw new InputError('unterminated single quote in the test command', where)
      const word = start()
      word.text += command.slice(i + 1, end)
      word.quoted = true
      i = end + 1
    } else if (c === '"') {
      const word = start()
      word.quoted = true
      i++
      let closed = false
      while (i < command.length) {
        const d = command[i]!
        if (d === '"') {
          closed = true
          i++
          break
        }
        if (d === '\\' && i + 1 < command.length && '"\\$`'.includes(command[i + 1]!)) {
          word.text += command[i + 1]
          i += 2
        } else {
          word.text += d
          i++
        }
      }
      if (!closed) throw new InputError('unterminated double quote in the test command', where)
    } else if (c === '\\') {
      const word = start()
      word.quoted = true
      if (i + 1 < command.length) word.text += command[i + 1]
      i += 2
    } else {
      start().text += c
      i++
    }
  }
  if (current) words.push(current)
  return words
}
