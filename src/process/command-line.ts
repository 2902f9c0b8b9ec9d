import { InputError } from '../errors.js'

/**
 * Command lines split into argv the way a POSIX shell splits plain words and quotes, with no shell
 * behind them: no variables, globbing, pipes or substitutions. One tokenizer serves every command
 * review-gate runs (the model command, the test command); each caller decides what to refuse.
 */

export interface CommandWord {
  text: string
  /** True when some part of the word was quoted or escaped. */
  quoted: boolean
  /** The first shell metacharacter written unquoted in the word (`|&;<>` or a backtick, `$(`). */
  unquotedShellChar: string | null
}

/** Splits `line` into words; `where` names the input in errors (an unterminated quote). */
export function tokenizeCommandLine(line: string, where: string): CommandWord[] {
  const words: CommandWord[] = []
  let current: CommandWord | null = null
  let quote: '"' | "'" | null = null
  const word = () => (current ??= { text: '', quoted: false, unquotedShellChar: null })
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quote === "'") {
      if (char === "'") quote = null
      else word().text += char
      continue
    }
    if (quote === '"') {
      if (char === '"') quote = null
      else if (char === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!))
        word().text += line[++i]
      else word().text += char
      continue
    }
    if (char === "'" || char === '"') {
      quote = char
      word().quoted = true
    } else if (char === '\\') {
      const w = word()
      w.quoted = true
      if (i + 1 < line.length) w.text += line[++i]
    } else if (/\s/.test(char)) {
      if (current) words.push(current)
      current = null
    } else {
      const w = word()
      if (
        w.unquotedShellChar === null &&
        ('|&;<>`'.includes(char) || (char === '$' && line[i + 1] === '('))
      )
        w.unquotedShellChar = char
      w.text += char
    }
  }
  if (quote) throw new InputError(`has an unterminated ${quote} quote`, where)
  if (current) words.push(current)
  return words
}

/**
 * argv for a command line that must be one plain command: pipes, redirections, `;`, `&&` and
 * substitutions are refused with a clear error instead of being passed on as odd arguments.
 */
export function splitCommandLine(line: string, where: string): string[] {
  const words = tokenizeCommandLine(line, where)
  for (const word of words) {
    if (word.unquotedShellChar !== null) {
      throw new InputError(
        `runs without a shell, so "${word.unquotedShellChar}" is not allowed unquoted; put a pipeline or redirection in a script and name the script`,
        where,
      )
    }
  }
  if (words.length === 0) throw new InputError('is empty', where)
  return words.map((w) => w.text)
}
