import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  keyOf,
  mixedRuns,
  PassingRuns,
  type IdentifiedRun,
} from '../../src/evidence/mixed-reports.js'

/**
 * The passing runs are kept front-coded and ruled out by a hash of their names; the match itself
 * must stay exact. So with every hash colliding (mask 0), or nearly (mask 1), the mixed check
 * gives what it gives with the full hash, and what a plain comparison of keys gives: a failure is
 * never excused by a passing run that only shares its name's hash. Names and identities hold NULs
 * and near matches.
 */

const NAMES = ['adds', 'adds ', 'Adds', 'x\u0000y', 'x', 'f\u0000adds', '\ud800', '']
const IDENTITIES = ['f', 'f\u0000adds', 'g', 'f\u0000x']

const run = fc.record({
  name: fc.constantFrom(...NAMES),
  classname: fc.constantFrom(null, ...IDENTITIES),
  suite: fc.constantFrom(...IDENTITIES),
  testFile: fc.constantFrom(null, ...IDENTITIES),
  report: fc.nat(2),
  skipped: fc.boolean(),
  failing: fc.boolean(),
})
const step = fc.oneof(
  { weight: 10, arbitrary: run.map((r) => ({ run: r })) },
  { weight: 1, arbitrary: fc.nat(20).map((n) => ({ truncate: n })) },
)

interface Drawn {
  failing: IdentifiedRun[]
  passing: { run: IdentifiedRun; skipped: boolean }[]
}

/** Keys compared as strings, nothing else: what the mixed check must agree with. */
function reference({ failing, passing }: Drawn) {
  const failedIn = new Map<string, Set<number>>()
  for (const r of failing)
    failedIn.set(keyOf(r), (failedIn.get(keyOf(r)) ?? new Set()).add(r.report))
  const keys = new Set<string>()
  for (const { run: r, skipped } of passing) {
    const failed = failedIn.get(keyOf(r))
    if (!skipped && failed && (failed.size > 1 || !failed.has(r.report))) keys.add(keyOf(r))
  }
  return {
    mixed: failing.map((r) => keys.has(keyOf(r))),
    passing: passing.filter(({ run: r }) => keys.has(keyOf(r))).map(({ run: r }) => r),
  }
}

type DrawnRun = IdentifiedRun & { skipped: boolean; failing: boolean }

function build(steps: ({ run: Omit<DrawnRun, 'ordinal'> } | { truncate: number })[], mask: number) {
  const store = new PassingRuns(mask)
  const drawn: Drawn = { failing: [], passing: [] }
  let ordinal = 0
  for (const s of steps) {
    if ('truncate' in s) {
      store.truncate(s.truncate)
      drawn.passing.length = Math.min(drawn.passing.length, s.truncate)
      continue
    }
    const { skipped, failing, ...rest } = s.run
    const identified = { ...rest, ordinal: ordinal++ }
    if (failing) drawn.failing.push(identified)
    else {
      store.add(identified, skipped)
      drawn.passing.push({ run: identified, skipped })
    }
  }
  return { store, drawn }
}

describe('PassingRuns and the mixed check', () => {
  it('match exactly whatever the hashes: full, nearly all colliding, all colliding', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const expected = reference(build(steps, -1).drawn)
        for (const mask of [-1, 1, 0]) {
          const { store, drawn } = build(steps, mask)
          expect(store.length).toBe(drawn.passing.length)
          drawn.passing.forEach(({ run: r, skipped }, i) => {
            expect(store.run(i)).toEqual(r)
            expect(store.name(i)).toBe(r.name)
            expect(store.skipped(i)).toBe(skipped)
          })
          // Out of order too: the stretch found last is tried first.
          for (let i = drawn.passing.length - 1; i >= 0; i -= 1 + (i % 3)) {
            expect(store.run(i)).toEqual(drawn.passing[i]!.run)
            expect(store.skipped(i)).toBe(drawn.passing[i]!.skipped)
          }
          const mixed = mixedRuns(drawn.failing, store)
          expect(drawn.failing.map((r) => mixed.isMixed(r))).toEqual(expected.mixed)
          expect(mixed.passing).toEqual(expected.passing)
        }
      }),
      { numRuns: 400, seed: 25 },
    )
  })

  it('starts a stretch after a truncation, even for a run like the ones cut', () => {
    const a = { name: 'a', classname: null, suite: 'a', testFile: 'a', report: 0, ordinal: 0 }
    const b = { name: 'b', classname: 'B', suite: 'b', testFile: 'b', report: 1, ordinal: 1 }
    const store = new PassingRuns()
    store.add(a, false)
    store.add(b, false)
    store.add({ ...b, ordinal: 2 }, false)
    store.truncate(1)
    store.add({ ...b, ordinal: 3 }, false)
    expect([store.run(0), store.run(1)]).toEqual([a, { ...b, ordinal: 3 }])
  })

  it('does not excuse a failure whose name only shares a hash with a passing run', () => {
    const failing = {
      name: 'adds',
      classname: null,
      suite: 's',
      testFile: 'f',
      report: 0,
      ordinal: 0,
    }
    const store = new PassingRuns(0)
    store.add({ ...failing, name: 'adds2', report: 1, ordinal: 1 }, false)
    store.add({ ...failing, name: 'Adds', report: 1, ordinal: 2 }, false)
    expect(mixedRuns([failing], store).isMixed(failing)).toBe(false)
    store.add({ ...failing, report: 1, ordinal: 3 }, false)
    expect(mixedRuns([failing], store).isMixed(failing)).toBe(true)
  })
})
