import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/errors.js'
import { selectExamples, type SelectionInput } from '../../src/examples/select.js'
import { STACKS, type CalibrationExample, type Stack } from '../../src/examples/types.js'
import type { Category } from '../../src/domain/finding.js'

function ex(
  example_id: string,
  stack: Stack,
  category: Category = 'logic',
  source = `bundled:${stack}.md`,
): CalibrationExample {
  return { example_id, stack, category, severity: 'major', bad: '```\nx\n```', expected: '{}', source }
}

const REPO = '.review-gate/rubric-examples/team.md'

const bundled: CalibrationExample[] = [
  ex('CMN-A', 'common'),
  ex('CMN-B', 'common', 'tests'),
  ex('CMN-C', 'common', 'security'),
  ex('CMN-SCOPE', 'common', 'scope'),
  ex('CMN-OOS', 'common', 'out_of_scope'),
  ex('PY-A', 'python'),
  ex('PY-B', 'python', 'security'),
  ex('PY-C', 'python', 'tests'),
  ex('GO-A', 'go'),
  ex('GO-B', 'go'),
  ex('TS-A', 'typescript'),
  ex('BE-A', 'backend'),
  ex('BE-B', 'backend'),
  ex('MOB-A', 'mobile'),
]

function ids(input: Partial<SelectionInput>): string[] {
  return selectExamples({
    bundled,
    overrides: [],
    stacks: [],
    max: 12,
    mode: 'implementation',
    ...input,
  }).examples.map((e) => e.example_id)
}

describe('selectExamples', () => {
  it('keeps common and the given stacks only, grouped by lane in STACKS order', () => {
    expect(ids({ stacks: ['backend', 'python'] })).toEqual([
      'CMN-A',
      'CMN-B',
      'CMN-C',
      'PY-A',
      'PY-B',
      'PY-C',
      'BE-A',
      'BE-B',
    ])
    expect(ids({ stacks: [] })).toEqual(['CMN-A', 'CMN-B', 'CMN-C'])
  })

  it('round-robins under the cap: common leads, every stack gets one before any gets two', () => {
    const stacks: Stack[] = ['python', 'go', 'typescript', 'mobile', 'backend']
    expect(ids({ stacks, max: 6 })).toEqual(['CMN-A', 'PY-A', 'GO-A', 'TS-A', 'MOB-A', 'BE-A'])
    expect(ids({ stacks, max: 8 })).toEqual([
      'CMN-A',
      'CMN-B',
      'PY-A',
      'PY-B',
      'GO-A',
      'TS-A',
      'MOB-A',
      'BE-A',
    ])
    // Exhausted lanes are skipped: the remaining slots go to lanes that still have examples.
    expect(ids({ stacks: ['typescript'], max: 4 })).toEqual(['CMN-A', 'CMN-B', 'CMN-C', 'TS-A'])
  })

  it('includes a common example even with a cap of 1', () => {
    expect(ids({ stacks: [...STACKS], max: 1 })).toEqual(['CMN-A'])
  })

  it('never exceeds the cap, whatever the stacks', () => {
    fc.assert(
      fc.property(
        fc.subarray([...STACKS]),
        fc.integer({ min: 1, max: 20 }),
        (stacks, max) => {
          const chosen = ids({ stacks, max })
          const available = bundled.filter(
            (e) =>
              (e.stack === 'common' || stacks.includes(e.stack)) &&
              !['scope', 'out_of_scope'].includes(e.category),
          ).length
          expect(chosen.length).toBe(Math.min(max, available))
          expect(chosen[0]).toBe('CMN-A')
        },
      ),
    )
  })

  it('gives the same selection for shuffled inputs', () => {
    const overrides = [ex('PY-B', 'python', 'logic', REPO), ex('TEAM-1', 'go', 'logic', REPO)]
    const reference = selectExamples({
      bundled,
      overrides,
      stacks: ['go', 'python', 'backend'],
      max: 7,
      mode: 'implementation',
    })
    fc.assert(
      fc.property(
        fc.shuffledSubarray(bundled, { minLength: bundled.length }),
        fc.shuffledSubarray(overrides, { minLength: overrides.length }),
        fc.shuffledSubarray(['go', 'python', 'backend'] as Stack[], { minLength: 3 }),
        (b, o, s) => {
          expect(
            selectExamples({ bundled: b, overrides: o, stacks: [...s, s[0]!], max: 7, mode: 'implementation' }),
          ).toEqual(reference)
        },
      ),
    )
  })

  it('lets a repository override win on an id collision, and reports it', () => {
    const mine = ex('PY-A', 'python', 'security', REPO)
    const result = selectExamples({
      bundled,
      overrides: [ex('ZZ-NEW', 'python', 'logic', REPO), mine, ex('BE-B', 'backend', 'logic', REPO)],
      stacks: ['python'],
      max: 12,
      mode: 'implementation',
    })
    expect(result.overridden).toEqual(['BE-B', 'PY-A'])
    const pyA = result.examples.filter((e) => e.example_id === 'PY-A')
    expect(pyA).toEqual([mine])
    // Repository examples lead their lane, then bundled ones; ids ascending within each.
    expect(result.examples.map((e) => e.example_id)).toEqual([
      'CMN-A',
      'CMN-B',
      'CMN-C',
      'PY-A',
      'ZZ-NEW',
      'PY-B',
      'PY-C',
    ])
  })

  it('prefers repository examples when the cap is tight', () => {
    const overrides = [ex('TEAM-PY', 'python', 'logic', REPO)]
    expect(ids({ overrides, stacks: ['python'], max: 2 })).toEqual(['CMN-A', 'TEAM-PY'])
  })

  it('an override may move an id to another stack or category', () => {
    const overrides = [ex('GO-A', 'common', 'scope', REPO)]
    expect(ids({ overrides, stacks: ['go'] })).toEqual(['CMN-A', 'CMN-B', 'CMN-C', 'GO-B'])
    expect(ids({ overrides, stacks: ['go'], mode: 'contract' })).toEqual([
      'GO-A',
      'CMN-OOS',
      'CMN-SCOPE',
    ])
  })

  it('keeps only contract categories in contract mode', () => {
    expect(ids({ stacks: [...STACKS], mode: 'contract' })).toEqual(['CMN-OOS', 'CMN-SCOPE'])
    expect(ids({ stacks: [...STACKS] })).not.toContain('CMN-SCOPE')
  })

  it('refuses ambiguous input: a duplicate id within one list, a bad cap, an unknown stack', () => {
    const twice = [ex('TEAM-1', 'go', 'logic', REPO), ex('TEAM-1', 'go', 'logic', '.review-gate/rubric-examples/a.md')]
    expect(() => ids({ overrides: twice })).toThrow(InputError)
    expect(() => ids({ overrides: twice })).toThrow(
      'repository override example_id TEAM-1 is defined twice: in .review-gate/rubric-examples/a.md and in .review-gate/rubric-examples/team.md',
    )
    expect(() => ids({ max: 0 })).toThrow(/examples.max must be a positive integer/)
    expect(() => ids({ max: 2.5 })).toThrow(InputError)
    expect(() => ids({ stacks: ['rust' as Stack] })).toThrow(/unknown stack "rust"/)
  })

  it('does not modify its inputs', () => {
    const input: SelectionInput = {
      bundled: [...bundled].reverse(),
      overrides: [ex('PY-A', 'python', 'logic', REPO)],
      stacks: ['python'],
      max: 3,
      mode: 'implementation',
    }
    const before = structuredClone(input)
    selectExamples(input)
    expect(input).toEqual(before)
  })
})
