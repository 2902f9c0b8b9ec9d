import {
  EXAMPLE_ID_PATTERN,
  MAX_EXAMPLE_ID_LENGTH,
  MAX_FIX_LENGTH,
  MAX_SUGGESTION_LENGTH,
  MAX_STRENGTH_LENGTH,
  MAX_PROBE_COMMAND_LENGTH,
  MAX_PROBE_EXPECTED_LENGTH,
  PROBE_CONTROL_CHARACTERS,
} from '../domain/reply-contract.js'
import type { Notes } from './notes.js'
import { boundText, quote } from './text.js'
import {
  categoriesFor,
  type Category,
  type Counts,
  type Probe,
  type ReviewMode,
  type Severity,
  type Verdict,
} from '../domain/finding.js'

/**
 * Readers for the reply's individual fields, each repair recorded as a warning. `at` is the
 * index of the issue entry being read, for the warning text. These run once per finding, so a
 * warning's text is only built while the list has room (`notes.full`).
 */

export const MAX_STRENGTHS = 20

// Maps, not objects: a key like `__proto__` or `constructor` must find nothing.
const CATEGORY_SYNONYMS: Record<ReviewMode, Map<string, Category>> = {
  implementation: new Map(
    Object.entries({
      correctness: 'logic',
      bug: 'logic',
      style: 'code_rules',
      readability: 'code_rules',
      maintainability: 'code_rules',
      design: 'code_rules',
      performance: 'scalability',
      perf: 'scalability',
      testing: 'tests',
      test: 'tests',
    }) as [string, Category][],
  ),
  contract: new Map(
    Object.entries({
      definition_of_done: 'dod',
      tests: 'test_plan',
      testing: 'test_plan',
      testplan: 'test_plan',
      outofscope: 'out_of_scope',
      non_goals: 'out_of_scope',
    }) as [string, Category][],
  ),
}

const CATEGORY_SETS: Record<ReviewMode, ReadonlySet<Category>> = {
  implementation: new Set(categoriesFor('implementation')),
  contract: new Set(categoriesFor('contract')),
}

const FALLBACK_CATEGORY: Record<ReviewMode, Category> = {
  implementation: 'logic',
  contract: 'scope',
}

export { severityOf } from './severity.js'

export function readCategory(value: unknown, mode: ReviewMode, at: number, notes: Notes): Category {
  const allowed = CATEGORY_SETS[mode]
  if (typeof value === 'string') {
    if (allowed.has(value as Category)) return value as Category
    const key = value
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
    const category = allowed.has(key as Category)
      ? (key as Category)
      : CATEGORY_SYNONYMS[mode].get(key)
    if (category) {
      notes.warn(notes.full ? '' : `issues[${at}]: category ${quote(value)} read as ${category}`)
      return category
    }
  }
  const fallback = FALLBACK_CATEGORY[mode]
  notes.warn(
    notes.full
      ? ''
      : `issues[${at}]: category ${quote(value)} is not one of ${[...allowed].join(', ')}; recorded as ${fallback}`,
  )
  return fallback
}

/** `"20-21"`, `"20–21"`, `"20 to 21"`: a range, read as its first line. */
const LINE_RANGE = /^\s*(\d{1,9})\s*(?:-|\u2013|\u2014|\.\.|to)\s*\d{1,9}\s*$/

/**
 * The line as an integer (0 or below: a file-level finding), or null when the value cannot be
 * read as a line. A missing or null line is a file-level finding: the model still reported it.
 */
export function readLine(
  value: unknown,
  fromPath: number | null,
  at: number,
  notes: Notes,
): number | null {
  let line: number | null = null
  if (typeof value === 'number') {
    if (Number.isInteger(value))
      return Number.isSafeInteger(value) ? fileLevelNote(value, at, notes) : null
    if (!Number.isFinite(value)) return null
    line = Math.trunc(value)
    notes.warn(notes.full ? '' : `issues[${at}]: line ${value} truncated to ${line}`)
  } else if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) {
    line = Number(value.trim())
    notes.warn(notes.full ? '' : `issues[${at}]: line ${quote(value)} read as the number ${line}`)
  } else if (typeof value === 'string' && LINE_RANGE.test(value)) {
    line = Number(LINE_RANGE.exec(value)![1])
    notes.warn(notes.full ? '' : `issues[${at}]: line range ${quote(value)} read as line ${line}`)
  } else if (value === undefined && fromPath !== null) {
    line = fromPath
    notes.warn(notes.full ? '' : `issues[${at}]: line ${line} taken from the file path`)
  } else if (value === undefined) {
    notes.warn(
      notes.full
        ? ''
        : `issues[${at}]: no line; kept as a file-level finding (line 1, not anchored)`,
    )
    return 0
  }
  if (line === null || !Number.isSafeInteger(line)) return null
  return fileLevelNote(line, at, notes)
}

function fileLevelNote(line: number, at: number, notes: Notes): number {
  if (line < 1) {
    notes.warn(
      notes.full
        ? ''
        : `issues[${at}]: line ${line} is not a line; kept as a file-level finding (line 1, not anchored)`,
    )
  }
  return line
}

export function readFix(value: unknown, at: number, notes: Notes): string {
  if (typeof value === 'string') return boundedField(value.trim(), MAX_FIX_LENGTH, at, 'fix', notes)
  notes.warn(notes.full ? '' : `issues[${at}]: no fix given; recorded as empty`)
  return ''
}

/** A committable replacement's text: kept as given (whitespace is code), bounded. */
export function readSuggestion(value: unknown, at: number, notes: Notes): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') {
    notes.warn(notes.full ? '' : `issues[${at}]: suggestion is not text; dropped`)
    return undefined
  }
  if (value.length > MAX_SUGGESTION_LENGTH) {
    notes.warn(
      notes.full
        ? ''
        : `issues[${at}]: suggestion over ${MAX_SUGGESTION_LENGTH} characters; dropped`,
    )
    return undefined
  }
  return value
}

/**
 * A probe command, or undefined. Nothing is repaired: the command is run by a machine, so a
 * probe that is not exactly `{ command, expected }` with bounded one-line text is dropped, with a
 * warning, and the finding is kept as reported.
 */
export function readProbe(
  value: unknown,
  severity: Severity,
  at: number,
  notes: Notes,
): Probe | undefined {
  if (value === undefined || value === null) return undefined
  const drop = (why: string): undefined => {
    notes.warn(notes.full ? '' : `issues[${at}].probe ${why}; dropped`)
    return undefined
  }
  if (severity === 'minor') return drop('is on a minor finding (blockers and majors only)')
  if (typeof value !== 'object' || Array.isArray(value)) return drop(`is ${describeType(value)}`)
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.some((k) => k !== 'command' && k !== 'expected'))
    return drop('has fields other than command and expected')
  const { command, expected } = record
  if (typeof command !== 'string' || command.trim() === '') return drop('has no command')
  if (typeof expected !== 'string') return drop('has no expected text')
  if (command.length > MAX_PROBE_COMMAND_LENGTH)
    return drop(`command is over ${MAX_PROBE_COMMAND_LENGTH} characters`)
  if (expected.length > MAX_PROBE_EXPECTED_LENGTH)
    return drop(`expected is over ${MAX_PROBE_EXPECTED_LENGTH} characters`)
  if (PROBE_CONTROL_CHARACTERS.test(command) || PROBE_CONTROL_CHARACTERS.test(expected))
    return drop('contains a control character (one line, no escapes)')
  return { command, expected }
}

export function readExampleId(value: unknown, at: number, notes: Notes): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') {
    const id = value.trim()
    if (id === '') return undefined
    if (id.length <= MAX_EXAMPLE_ID_LENGTH && EXAMPLE_ID_PATTERN.test(id)) return id
  }
  notes.warn(
    notes.full
      ? ''
      : `issues[${at}]: referenced_example_id ${quote(value)} is not an example id; removed`,
  )
  return undefined
}

export function readConfidence(value: unknown, at: number, notes: Notes): number | undefined {
  if (value === undefined || value === null) return undefined
  let number: number | null = null
  if (typeof value === 'number' && Number.isFinite(value)) number = value
  else if (typeof value === 'string' && /^\s*\d{1,3}(\.\d+)?\s*$/.test(value))
    number = Number(value)
  if (number === null || number < 0 || number > 100) {
    notes.warn(
      notes.full
        ? ''
        : `issues[${at}]: confidence ${quote(value)} is not a number from 0 to 100; removed`,
    )
    return undefined
  }
  const rounded = Math.round(number)
  if (rounded !== value)
    notes.warn(notes.full ? '' : `issues[${at}]: confidence ${quote(value)} read as ${rounded}`)
  return rounded
}

export function boundedField(
  text: string,
  max: number,
  at: number,
  field: string,
  notes: Notes,
): string {
  if (text.length <= max) return text
  notes.warn(notes.full ? '' : `issues[${at}].${field}: ${text.length} characters cut to ${max}`)
  return boundText(text, max)
}

export function readStrengths(value: unknown, notes: Notes): string[] {
  if (value === undefined || value === null) {
    notes.warn('the reply has no strengths list; read as none')
    return []
  }
  if (!Array.isArray(value)) {
    notes.warn(`"strengths" is ${describeType(value)}, not a list; ignored`)
    return []
  }
  const out: string[] = []
  let skipped = 0
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') {
      skipped++
      continue
    }
    if (out.length < MAX_STRENGTHS) out.push(boundText(item.trim(), MAX_STRENGTH_LENGTH))
  }
  if (skipped > 0) notes.warn(`${skipped} strengths that were not text were dropped`)
  if (value.length - skipped > MAX_STRENGTHS) {
    notes.warn(
      `${value.length - skipped - MAX_STRENGTHS} strengths beyond the first ${MAX_STRENGTHS} were dropped`,
    )
  }
  return out
}

export function readVerdict(value: unknown): Verdict | null {
  if (typeof value !== 'string') return null
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
  if (key === 'APPROVED' || key === 'APPROVE') return 'APPROVED'
  if (key === 'CHANGES_REQUESTED' || key === 'REQUEST_CHANGES') return 'CHANGES_REQUESTED'
  return null
}

export function readCounts(value: unknown): Counts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const read = (key: string): number | null => {
    const v = Object.hasOwn(record, key) ? record[key] : undefined
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null
  }
  const blocker = read('blocker')
  const major = read('major')
  const minor = read('minor')
  if (blocker === null || major === null || minor === null) return null
  return { blocker, major, minor }
}

export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}
