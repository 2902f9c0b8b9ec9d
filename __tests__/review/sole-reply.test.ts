import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findReplyObjects, searchEveryObject } from '../../src/review/extract.js'

// findReplyObjects takes a shortcut for a reply that is the text's only object; the general
// search (searchEveryObject) is the oracle it must agree with on every text.

const tricky = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  '"',
  '\\',
  '\\"',
  '\\\\',
  ':',
  ',',
  ' ',
  '\n',
  '```json\n',
  '\n```\n',
  'é',
  '😀',
  '\u2028',
  'verdict',
  '"verdict":',
  '"issues": [',
  '{"verdict": "APPROVED"',
)

const stringValue = fc
  .array(
    fc.oneof(
      tricky,
      fc.constantFrom('a', 'b', 'x y', '{"a":1}', '[1,{', '}}'),
      fc.string({ unit: 'binary', maxLength: 2 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    stringValue,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(
    fc.oneof(stringValue, fc.constantFrom('verdict', 'issues', 'file', 'note')),
    tie('value'),
    { maxKeys: 3 },
  ),
})).value

const replyObject = fc
  .record(
    {
      verdict: fc.constantFrom('APPROVED', 'CHANGES_REQUESTED', '{'),
      issues: fc.array(jsonValue, { maxLength: 3 }),
      strengths: fc.array(stringValue, { maxLength: 2 }),
      other: jsonValue,
    },
    { requiredKeys: [] },
  )
  .chain((reply) =>
    fc.constantFrom(
      JSON.stringify(reply),
      JSON.stringify(reply, null, 2),
      // A repeated key JSON.stringify cannot write.
      JSON.stringify(reply).replace(/^\{/, '{"note": 1, "note": 2, '),
    ),
  )

/** A JSON text, whole or cut anywhere (a truncated reply). */
const jsonPiece = fc.oneof(
  replyObject,
  jsonValue.map((v) => JSON.stringify(v)),
  fc.tuple(replyObject, fc.nat()).map(([json, cut]) => json.slice(0, cut % (json.length + 1))),
  replyObject.map((json) => '['.repeat(70) + json + ']'.repeat(70)),
  replyObject.map((json) => `{"wrapper": ${json}}`),
)

const prose = fc
  .array(fc.oneof(tricky, fc.constantFrom('Here is the review.', ' ')), { maxLength: 6 })
  .map((parts) => parts.join(''))

const reply = fc
  .array(
    fc.oneof(
      prose,
      jsonPiece,
      jsonPiece.map((json) => `\`\`\`json\n${json}\n\`\`\``),
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((parts) => parts.join('\n'))

function withoutWork(found: ReturnType<typeof findReplyObjects>) {
  const { work: _work, ...rest } = found
  return rest
}

describe('the shortcut for a sole reply object', () => {
  it('finds what the general search finds, on any text', () => {
    fc.assert(
      fc.property(reply, (text) => {
        expect(withoutWork(findReplyObjects(text))).toEqual(withoutWork(searchEveryObject(text)))
      }),
      { numRuns: 3000 },
    )
  })

  it('takes the shortcut for the usual replies (the property above is not vacuous)', () => {
    let shortcuts = 0
    fc.assert(
      fc.property(replyObject, prose, prose, (json, before, after) => {
        const text = `${before.replace(/\{/g, '')}\n\`\`\`json\n${json}\n\`\`\`\n${after.replace(/[{}]/g, '')}`
        const found = findReplyObjects(text)
        expect(withoutWork(found)).toEqual(withoutWork(searchEveryObject(text)))
        // The shortcut reports two walks of the object; the general search walks the whole
        // text and the object twice more, so it always reports more.
        if (
          found.candidates.length === 1 &&
          found.work === 2 * (found.candidates[0]!.end - found.candidates[0]!.start)
        )
          shortcuts++
      }),
      { numRuns: 500 },
    )
    expect(shortcuts).toBeGreaterThan(250)
  })

  it.each([
    ['prose quote before the reply', '"He said {"verdict":"APPROVED","issues":[]}'],
    ['prose bracket before the reply', '[ see {"verdict":"APPROVED","issues":[]}'],
    ['a backslash in the prose before', 'C:\\ {"verdict":"APPROVED","issues":[]}'],
    ['an unclosed brace after the reply', '{"verdict":"APPROVED","issues":[]} and {'],
    ['a brace in prose after the reply', '{"verdict":"APPROVED","issues":[]} }'],
    ['a wrapper object', '{"result": {"verdict":"APPROVED","issues":[]}}'],
    ['a repeated weighty key', '{"verdict":"APPROVED","issues":[],"issues":[1]}'],
    ['too deep', `{"issues": ${'['.repeat(70)}${']'.repeat(70)}}`],
    ['a brace inside a string only', '{"verdict":"APPROVED","issues":["{"]}'],
  ])('%s: same as the general search', (_name, text) => {
    expect(withoutWork(findReplyObjects(text))).toEqual(withoutWork(searchEveryObject(text)))
  })
})
