import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { plainText, preformatted } from '../../src/publish/sanitize.js'
import { neutralizeWorkflowCommands } from '../../src/publish/workflow-commands.js'

/** Every character the runner (or another trimmer) may drop before looking for `::`. */
const TRIMMED = [
  '\t',
  '\v',
  '\f',
  ' ',
  '\u0085',
  '\u00A0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u2028',
  '\u2029',
  '\u202F',
  '\u205F',
  '\u3000',
  '\uFEFF',
  '\u200B',
  '\u180E',
]
const BREAKS = ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029']
const TRIMMED_RUN = new RegExp(`^[${TRIMMED.join('')}\\r\\n]*`)

/** What a runner that splits on every line break and trims every such character would run. */
function commandLines(text: string): string[] {
  return text
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
    .map((line) => line.replace(TRIMMED_RUN, ''))
    .filter((line) => line.startsWith('::'))
}

const hex = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`

describe('neutralizeWorkflowCommands', () => {
  it.each(TRIMMED.map((ch) => [hex(ch), ch]))(
    '%s before `::` at the start of the text does not make a command',
    (_name, ch) => {
      const text = `${ch}::set-output name=gate::pass`
      expect(commandLines(text)).toHaveLength(1)
      expect(commandLines(neutralizeWorkflowCommands(text))).toEqual([])
    },
  )

  it.each(TRIMMED.flatMap((ch) => BREAKS.map((br) => [hex(ch), JSON.stringify(br), ch, br])))(
    '%s before `::` after the line break %s does not make a command',
    (_a, _b, ch, br) => {
      const text = `ok${br}${ch}::add-mask::x${br}::stop-commands::t${br}${ch}${ch}::error::y`
      expect(commandLines(text)).toHaveLength(3)
      const out = neutralizeWorkflowCommands(text)
      expect(commandLines(out)).toEqual([])
      // Only joiners were added; nothing else changed.
      expect(out.replace(/\u200D/g, '')).toBe(text)
    },
  )

  it('leaves text without a command untouched (same string)', () => {
    const text = 'a::b\n  x :: y\nhttps://host::8080'
    expect(neutralizeWorkflowCommands(text)).toBe(text)
  })

  it('handles runs of blank lines and mixed whitespace before the command', () => {
    const text = '\n\r\n\u2028 \u3000\u0085\uFEFF::warning::x\n\n::notice::y'
    expect(commandLines(neutralizeWorkflowCommands(text))).toEqual([])
  })

  it('never leaves a command line in arbitrary text (property)', () => {
    const pieces = fc.constantFrom(...TRIMMED, ...BREAKS, '::', ':', 'x', 'set-output')
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join('')
        const out = neutralizeWorkflowCommands(text)
        return commandLines(out).length === 0 && out.replace(/\u200D/g, '') === text
      }),
    )
  })

  it('is linear on long runs of whitespace and line breaks', () => {
    const hostile = `${'\n \u2028'.repeat(300_000)}::x${' '.repeat(300_000)}`
    const started = performance.now()
    const out = neutralizeWorkflowCommands(hostile)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(commandLines(out)).toEqual([])
  })
})

describe('the sanitizer shapes for logs and blocks', () => {
  it.each(TRIMMED.map((ch) => [hex(ch), ch]))(
    'plainText and preformatted leave no command after %s',
    (_name, ch) => {
      const text = `${ch}::set-output name=gate::pass\n${ch}::add-mask::x`
      expect(commandLines(plainText(text))).toEqual([])
      expect(commandLines(preformatted(text))).toEqual([])
    },
  )
})
