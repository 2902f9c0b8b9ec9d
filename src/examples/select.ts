import { InputError } from '../errors.js'
import { categoriesFor, type ReviewMode } from '../domain/finding.js'
import { STACKS, type CalibrationExample, type Stack } from './types.js'

export interface SelectionInput {
  bundled: CalibrationExample[]
  overrides: CalibrationExample[]
  stacks: Stack[]
  max: number
  mode: ReviewMode
}

export interface Selection {
  examples: CalibrationExample[]
  /** Bundled example ids that a repository override replaced, sorted. */
  overridden: string[]
}

/**
 * Picks the calibration examples for one payload. Pure and order-independent: the same sets of
 * examples and stacks give the same selection whatever order the arrays come in.
 *
 * 1. Merge: an override replaces the bundled example with the same example_id.
 * 2. Keep `common` and the given stacks, and only the categories of the mode.
 * 3. Lanes: `common` first, then each given stack in STACKS order. Within a lane, repository
 *    overrides come before bundled examples, then example_id ascending (code-unit order).
 * 4. Round-robin: each round takes the next example of every lane that has one left, lane by
 *    lane, until `max` are taken. `common` leads every round, so with any `max` ≥ 1 at least one
 *    common example is in, and each stack is represented as soon as `max` ≥ 1 + its lane index.
 * 5. Output: grouped by lane (common first, then STACKS order), within a lane in the lane order.
 */
export function selectExamples(input: SelectionInput): Selection {
  const { max, mode } = input
  if (!Number.isInteger(max) || max < 1) {
    throw new InputError(`examples.max must be a positive integer, got ${String(max)}`, 'examples.max')
  }
  const bundled = indexById(input.bundled, 'bundled')
  const overrides = indexById(input.overrides, 'repository override')
  const overridden = [...overrides.keys()].filter((id) => bundled.has(id)).sort(compareIds)

  const merged = new Map(bundled)
  for (const [id, example] of overrides) merged.set(id, example)

  const wanted = new Set<Stack>(['common', ...input.stacks])
  const unknown = input.stacks.filter((stack) => !STACKS.includes(stack))
  if (unknown.length > 0) throw new InputError(`unknown stack ${JSON.stringify(unknown[0])}`, 'stacks')
  const categories: readonly string[] = categoriesFor(mode)

  const lanes = STACKS.filter((stack) => wanted.has(stack)).map((stack) =>
    [...merged.values()]
      .filter((example) => example.stack === stack && categories.includes(example.category))
      .sort((a, b) => {
        const rank = Number(!overrides.has(a.example_id)) - Number(!overrides.has(b.example_id))
        return rank !== 0 ? rank : compareIds(a.example_id, b.example_id)
      }),
  )

  const taken = lanes.map(() => 0)
  let total = 0
  for (let round = 0; total < max; round++) {
    let progressed = false
    for (let lane = 0; lane < lanes.length && total < max; lane++) {
      if (round < lanes[lane]!.length) {
        taken[lane]!++
        total++
        progressed = true
      }
    }
    if (!progressed) break
  }
  const examples = lanes.flatMap((lane, index) => lane.slice(0, taken[index]))
  return { examples, overridden }
}

/** Ids are unique within each input list; a duplicate is ambiguous, so it is an error. */
function indexById(list: CalibrationExample[], what: string): Map<string, CalibrationExample> {
  const byId = new Map<string, CalibrationExample>()
  for (const example of list) {
    const other = byId.get(example.example_id)
    if (other) {
      const [first, second] = [other.source, example.source].sort()
      throw new InputError(
        `${what} example_id ${example.example_id} is defined twice: in ${first} and in ${second}`,
        second,
      )
    }
    byId.set(example.example_id, example)
  }
  return byId
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
