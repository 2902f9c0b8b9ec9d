import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { splitCommandLine } from '../../src/process/command-line.js'

describe('splitCommandLine', () => {
  it.each([
    ['claude -p --output-format json', ['claude', '-p', '--output-format', 'json']],
    [`ollama run "qwen2.5-coder:7b"`, ['ollama', 'run', 'qwen2.5-coder:7b']],
    [`tool --sys 'it''s' x`, ['tool', '--sys', 'its', 'x']],
    [`tool "a \\"quoted\\" word" b\\ c`, ['tool', 'a "quoted" word', 'b c']],
    [`tool '' "" end`, ['tool', '', '', 'end']],
    [`tool 'a|b' "c;d" '$(x)'`, ['tool', 'a|b', 'c;d', '$(x)']],
  ])('splits %j', (line, argv) => {
    expect(splitCommandLine(line, 'model-command')).toEqual(argv)
  })

  it.each(['a | b', 'a && b', 'a; b', 'a > f', 'a < f', 'a `b`', 'a $(b)', "a 'open"])(
    'refuses %j with an error naming the input',
    (line) => {
      expect(() => splitCommandLine(line, 'model-command')).toThrow(InputError)
      expect(() => splitCommandLine(line, 'model-command')).toThrow(/^model-command: /)
    },
  )
})
