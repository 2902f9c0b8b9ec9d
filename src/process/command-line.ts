import { InputError } from '../errors.js'

/**
 * Splits a command line into argv the way a POSIX shell would for plain words and quotes, but
 * runs no shell: pipes, redirections, `;`, `&&` and substitutions are refused with a clear error
 * instead of being passed on as odd arguments.
 */
export function splitCommandLine(line: string, where: string): string[] {
  const args: string[] = []
  let current = ''
  let inWord = false
  let quote: '"' | "'" | null = null
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quote === "'") {
      if (char === "'") quote = null
      else current += char
      continue
    }
    if (quote === '"') {
      if (char === '"') quote = null
      else if (char === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!))
        current += line[++i]
      else current += char
      continue
    }
    if (char === "'" || char === '"') {
      quote = char
      inWord = true
    } else if (char === '\\') {
      if (i + 1 < line.length) current += line[++i]
      inWord = true
    } else if (/\s/.test(char)) {
      if (inWord) args.push(current)
      current = ''
      inWord = false
    } else if ('|&;<>`'.includes(char) || (char === '$' && line[i + 1] === '(')) {
      throw new InputError(
        `runs without a shell, so "${char}" is not allowed unquoted; put a pipeline or redirection in a script and name the script`,
        where,
      )
    } else {
      current += char
      inWord = true
    }
  }
  if (quote) throw new InputError(`has an unterminated ${quote} quote`, where)
  if (inWord) args.push(current)
  if (args.length === 0) throw new InputError('is empty', where)
  return args
}
