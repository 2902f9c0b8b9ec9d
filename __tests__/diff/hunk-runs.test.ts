/**
 * The parser reads a run of hunk lines of one kind in a loop of its own and checks the counts
 * once per run. Held here to a line-by-line model of the same rules: on hunks whose @@ counts
 * are right, short or long, with blank context lines, "\ No newline" markers and text after the
 * hunk, the parse succeeds exactly when the model does, or fails at the same line and for the
 * same reason.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDiff } from '../../src/diff/parse.js'

const LINES = ['+a', '-d', ' c', '', '\\ No newline at end of file'] as const
const NEXT_FILE = 'diff --git a/g b/g\n--- a/g\n+++ b/g\n@@ -1 +1 @@\n-x\n+y\n'
const HEADER = 'diff --git a/f b/f\n--- a/f\n+++ b/f\n'
/** The @@ line is line 4; the body starts at line 5. */
const FIRST_BODY_LINE = 5

type Outcome =
  { ok: true; additions: number; deletions: number } | { ok: false; line: number; why: string }

/** What the parser should make of the hunk, judged one line at a time. */
function model(body: string[], oldCount: number, newCount: number, trailer: boolean): Outcome {
  let oldLeft = oldCount
  let newLeft = newCount
  let hasLine = false
  let additions = 0
  let deletions = 0
  for (let i = 0; i < body.length; i++) {
    const line = body[i]!
    const at = FIRST_BODY_LINE + i
    if (oldLeft === 0 && newLeft === 0) {
      // After the last counted line: a marker is fine, a counted kind is one too many, anything
      // else ends the file section, and the rest up to the next file is text between files.
      if (line.startsWith('\\')) continue
      if (line === '+a' || line === ' c' || line === '-d')
        return { ok: false, line: at, why: 'after the last counted line' }
      return { ok: true, additions, deletions }
    }
    if (line.startsWith('\\')) {
      if (!hasLine) return { ok: false, line: at, why: 'before any line of its hunk' }
      continue
    }
    const usesOld = line !== '+a'
    const usesNew = line !== '-d'
    if ((usesOld && oldLeft === 0) || (usesNew && newLeft === 0)) {
      const kind = !usesOld ? 'added' : !usesNew ? 'deleted' : 'context'
      return { ok: false, line: at, why: `found one more ${kind} line` }
    }
    if (usesOld) oldLeft--
    if (usesNew) newLeft--
    if (!usesOld) additions++
    if (!usesNew) deletions++
    hasLine = true
  }
  if (oldLeft === 0 && newLeft === 0) return { ok: true, additions, deletions }
  const at = FIRST_BODY_LINE + body.length
  return trailer
    ? { ok: false, line: at, why: 'found "diff --git a/g b/g"' }
    : { ok: false, line: at - 1, why: 'the diff ended' }
}

const hunks = fc
  .record({
    body: fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 24 }),
    oldDelta: fc.integer({ min: -2, max: 2 }),
    newDelta: fc.integer({ min: -2, max: 2 }),
    trailer: fc.boolean(),
  })
  .map(({ body, oldDelta, newDelta, trailer }) => {
    const olds = body.filter((l) => l === '-d' || l === ' c' || l === '').length
    const news = body.filter((l) => l === '+a' || l === ' c' || l === '').length
    return {
      body,
      trailer,
      oldCount: Math.max(0, olds + oldDelta),
      newCount: Math.max(0, news + newDelta),
    }
  })
  .filter(({ oldCount, newCount }) => oldCount + newCount > 0)

describe('hunk lines read in runs', () => {
  it('succeed or fail exactly as reading them one by one', () => {
    fc.assert(
      fc.property(hunks, ({ body, trailer, oldCount, newCount }) => {
        const text =
          `${HEADER}@@ -1,${oldCount} +1,${newCount} @@\n${body.map((l) => `${l}\n`).join('')}` +
          (trailer ? NEXT_FILE : '')
        const expected = model(body, oldCount, newCount, trailer)
        let outcome: Outcome
        try {
          const [file] = parseDiff(text, 'x').files
          outcome = { ok: true, additions: file!.additions, deletions: file!.deletions }
        } catch (error) {
          const message = (error as Error).message
          const line = Number(/^x:(\d+): /.exec(message)?.[1])
          outcome = { ok: false, line, why: expected.ok ? message : expected.why }
          // The reason as a fragment of the message: it names the hunk and the counts too.
          if (!message.includes(expected.ok ? '' : expected.why)) outcome.why = message
        }
        expect(outcome).toEqual(expected)
      }),
      { numRuns: 5_000 },
    )
  })

  it('a run that the counts cut short leaves the next line of its kind to be refused', () => {
    const text = `${HEADER}@@ -1,1 +1,3 @@\n+a\n+a\n+a\n+a\n`
    expect(() => parseDiff(text, 'x')).toThrow(/^x:8: .*found one more added line/)
    const context = `${HEADER}@@ -1,2 +1,3 @@\n c\n c\n c\n+a\n`
    expect(() => parseDiff(context, 'x')).toThrow(/^x:7: .*found one more context line/)
  })
})
