import { InputError } from '../errors.js'
import { tokenizeCommandLine, type CommandWord } from '../process/command-line.js'

/**
 * Splits a test command into argv the way a POSIX shell would quote it, without any other shell
 * behaviour: no variables, no globbing, no operators. `{files}` standing alone as a word becomes
 * one argv entry per file, so a file named `$(rm -rf ~).ts` or `a;b.ts` is just an argument.
 */

export const FILES_PLACEHOLDER = '{files}'

const SHELL_OPERATORS = new Set(['&&', '||', '|', ';', '&', '>', '>>', '<', '2>', '2>&1', '|&'])

export function splitCommand(
  command: string,
  files: readonly string[],
  where = 'test-command',
): string[] {
  const words = tokenizeTestCommand(command, where)
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

/** The shared tokenizer, with the test command's own wording for an unterminated quote. */
function tokenizeTestCommand(command: string, where: string): CommandWord[] {
  try {
    return tokenizeCommandLine(command, where)
  } catch (error) {
    const quote = error instanceof InputError ? /unterminated (["'])/.exec(error.message) : null
    if (!quote) throw error
    const kind = quote[1] === "'" ? 'single' : 'double'
    throw new InputError(`unterminated ${kind} quote in the test command`, where)
  }
}
