import { describe, expect, it } from 'vitest'
import { commandLines, renderedLines } from '../../src/carry-over/commands.js'
import { mentionsCommand, readDismissCommands } from '../../src/carry-over/dismiss.js'

const ID = 'RG-ABCDEF'
const ok = `/review-gate dismiss ${ID} false positive`
const ids = (body: string) =>
  readDismissCommands([
    { author: 'lead', permission: 'admin', body, created_at: null },
  ]).commands.map((c) => c.id)

describe('only a line that renders as the command counts', () => {
  it('counts a command at the start of a line, after other text', () => {
    expect(ids(ok)).toEqual([ID])
    expect(ids(`Checked it.\r\n${ok}\n`)).toEqual([ID])
    expect(ids(`<!-- note -->\n${ok}`)).toEqual([ID])
    expect(ids(`\`\`\`\ncode\n\`\`\`\n${ok}`)).toEqual([ID])
  })

  it.each([
    ['inside a backtick fence', `\`\`\`\n${ok}\n\`\`\``],
    ['inside a tilde fence left open', `~~~~ text\n${ok}`],
    ['inside an HTML comment', `<!--\n${ok}\n-->`],
    ['inside a one-line HTML comment', `<!-- ${ok} -->`],
    ['after an HTML comment on its line', `<!-- x -->${ok}`],
    ['quoted', `> ${ok}`],
    ['indented by a space', ` ${ok}`],
    ['indented as code', `    ${ok}`],
    ['after a no-break space', `\u00a0${ok}`],
    ['after a zero-width space', `\u200b${ok}`],
    ['after a byte order mark', `\ufeff${ok}`],
    ['with a no-break space inside', `/review-gate\u00a0dismiss ${ID} x`],
    ['with a zero-width joiner inside the reason', `${ok}\u200d`],
    ['in a list item', `- ${ok}`],
  ])('does not count a command %s', (_name, body) => {
    expect(ids(body)).toEqual([])
    expect(mentionsCommand(body)).toBe(false)
  })

  it('keeps text around HTML comments and leaves fences as it found them', () => {
    expect(renderedLines('a<!-- b -->\n```\nc\n```\nd')).toEqual(['a', 'd'])
    expect(commandLines('/review-gate reset', 'reset')).toHaveLength(1)
    expect(commandLines('/review-gate resetting', 'reset')).toHaveLength(0)
  })
})
