import {
  EXAMPLE_ID_PATTERN,
  MAX_EXAMPLE_ID_LENGTH,
  MAX_FIX_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_STRENGTH_LENGTH,
} from './contract.js'
import { ReplyUnusableError } from './extract.js'
import type { Notes } from './notes.js'
import { normalizeFindingPath } from './path.js'
import { boundText, quote } from './text.js'
import {
  categoriesFor,
  type Category,
  type Counts,
  type Finding,
  type ReviewMode,
  type Severity,
  type Verdict,
} from './types.js'

/**
 * Turns the reply object into findings of the contract's shape. Each repair is a warning; an
 * entry that cannot be read as a finding (no severity we know, no file, no line, no message,
 * a refused path) goes to `dropped` with the reason. Nothing here decides the verdict or the
 * counts: they are recomputed later from what survives.
 *
 * Decisions worth knowing:
 * - An unknown or missing category is replaced by the mode's catch-all (`logic`, `scope`)
 *   rather than dropping the finding: a mislabelled blocker must still reach the gate.
 * - A line of 0 or below is kept as a file-level finding: line 1, never anchored inline.
 */

export const MAX_STRENGTHS = 20

const SEVERITY_SYNONYMS: Record<string, Severity> = {
  blocker: 'blocker',
  blocking: 'blocker',
  critical: 'blocker',
  p0: 'blocker',
  major: 'major',
  high: 'major',
  important: 'major',
  p1: 'major',
  minor: 'minor',
  medium: 'minor',
  low: 'minor',
  p2: 'minor',
  p3: 'minor',
  suggestion: 'minor',
  nit: 'minor',
  nitpick: 'minor',
}

const CATEGORY_SYNONYMS: Record<ReviewMode, Record<string, Category>> = {
  implementation: {
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
  },
  contract: {
    definition_of_done: 'dod',
    tests: 'test_plan',
    testing: 'test_plan',
    testplan: 'test_plan',
    outofscope: 'out_of_scope',
    non_goals: 'out_of_scope',
  },
}

const FALLBACK_CATEGORY: Record<ReviewMode, Category> = {
  implementation: 'logic',
  contract: 'scope',
}

const FINDING_FIELDS = new Set([
  'severity',
  'category',
  'file',
  'line',
  'message',
  'fix',
  'referenced_example_id',
  'confidence',
])
/** Names models use for our fields, read with a warning when the contract's own name is absent. */
const ALIASES: Record<string, string[]> = {
  file: ['path'],
  message: ['description', 'summary'],
  fix: ['suggestion', 'recommendation'],
}
const REPLY_FIELDS = new Set(['verdict', 'counts', 'issues', 'strengths'])

export interface NormalizedFinding {
  finding: Finding
  /** The reply gave line 0 or below: the finding concerns the file, not a line. */
  fileLevel: boolean
}

export interface NormalizedReply {
  findings: NormalizedFinding[]
  strengths: string[]
  /** The verdict the reply stated, when it stated a recognizable one. */
  declaredVerdict: Verdict | null
  /** The counts the reply stated, when all three were numbers. */
  declaredCounts: Counts | null
}

export function normalizeReply(
  raw: Record<string, unknown>,
  mode: ReviewMode,
  notes: Notes,
  isKnownFile?: (path: string) => boolean,
): NormalizedReply {
  const unknown = Object.keys(raw).filter((k) => !REPLY_FIELDS.has(k))
  if (unknown.length > 0) notes.warn(`unknown reply fields dropped: ${listKeys(unknown)}`)

  const declaredVerdict = readVerdict(raw.verdict)
  if (raw.verdict !== undefined && declaredVerdict === null) {
    notes.warn(`the reply's verdict ${quote(raw.verdict)} is not APPROVED or CHANGES_REQUESTED`)
  }
  const declaredCounts = readCounts(raw.counts)

  const findings: NormalizedFinding[] = []
  const issues = raw.issues
  if (issues === undefined || issues === null) {
    notes.warn('the reply has no issues list; read as no findings')
  } else if (!Array.isArray(issues)) {
    throw new ReplyUnusableError(
      'bad_shape',
      `"issues" is ${describeType(issues)}, not a list of findings`,
      quote(issues, 200),
    )
  } else {
    const unknownFields = new Map<string, number>()
    for (let i = 0; i < issues.length; i++) {
      const found = normalizeFinding(
        issues[i],
        `issues[${i}]`,
        mode,
        notes,
        unknownFields,
        isKnownFile,
      )
      if (found) findings.push(found)
    }
    for (const [key, count] of unknownFields) {
      notes.warn(
        `unknown finding field ${quote(key, 40)} dropped from ${count} finding${count === 1 ? '' : 's'}`,
      )
    }
  }

  return {
    findings,
    strengths: readStrengths(raw.strengths, notes),
    declaredVerdict,
    declaredCounts,
  }
}

function normalizeFinding(
  entry: unknown,
  where: string,
  mode: ReviewMode,
  notes: Notes,
  unknownFields: Map<string, number>,
  isKnownFile?: (path: string) => boolean,
): NormalizedFinding | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    notes.drop(`${where} is ${describeType(entry)}, not a finding`, entry)
    return null
  }
  const record = entry as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (!FINDING_FIELDS.has(key) && !isUsedAlias(record, key)) {
      unknownFields.set(key, (unknownFields.get(key) ?? 0) + 1)
    }
  }
  const field = (name: string): unknown => {
    if (Object.hasOwn(record, name) && record[name] !== null) return record[name]
    for (const alias of ALIASES[name] ?? []) {
      if (Object.hasOwn(record, alias) && record[alias] !== null) {
        notes.warn(() => `${where}: "${alias}" read as "${name}"`)
        return record[alias]
      }
    }
    return undefined
  }

  const severity = readSeverity(field('severity'), where, notes)
  if (!severity) {
    notes.drop(
      `${where}: severity ${quote(field('severity'))} is not blocker, major or minor (or a known synonym)`,
      entry,
    )
    return null
  }

  const rawFile = field('file')
  if (typeof rawFile !== 'string') {
    notes.drop(`${where}: no file path`, entry)
    return null
  }
  const path = normalizeFindingPath(rawFile, isKnownFile)
  if (!path.ok) {
    notes.drop(`${where}: file ${quote(rawFile)} refused: ${path.reason}`, entry)
    return null
  }
  for (const change of path.changes) notes.warn(() => `${where}: file ${quote(rawFile)}: ${change}`)

  const line = readLine(field('line'), path.lineFromPath, where, notes)
  if (line === null) {
    notes.drop(`${where}: line ${quote(field('line'))} is not a line number`, entry)
    return null
  }

  const rawMessage = field('message')
  if (typeof rawMessage !== 'string' || rawMessage.trim() === '') {
    notes.drop(`${where}: no message`, entry)
    return null
  }

  const finding: Finding = {
    severity,
    category: readCategory(field('category'), mode, where, notes),
    file: path.path,
    line: line.value,
    message: boundedField(rawMessage.trim(), MAX_MESSAGE_LENGTH, `${where}.message`, notes),
    fix: readFix(field('fix'), where, notes),
  }
  const exampleId = readExampleId(record.referenced_example_id, where, notes)
  if (exampleId !== undefined) finding.referenced_example_id = exampleId
  const confidence = readConfidence(record.confidence, where, notes)
  if (confidence !== undefined) finding.confidence = confidence
  return { finding, fileLevel: line.fileLevel }
}

function isUsedAlias(record: Record<string, unknown>, key: string): boolean {
  for (const [name, aliases] of Object.entries(ALIASES)) {
    if (aliases.includes(key) && (!Object.hasOwn(record, name) || record[name] === null))
      return true
  }
  return false
}

/** The severity a reply's value stands for (synonyms, any case), or null. */
export function severityOf(value: unknown): Severity | null {
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  return Object.hasOwn(SEVERITY_SYNONYMS, key) ? SEVERITY_SYNONYMS[key]! : null
}

function readSeverity(value: unknown, where: string, notes: Notes): Severity | null {
  const severity = severityOf(value)
  if (severity && value !== severity)
    notes.warn(() => `${where}: severity ${quote(value)} read as ${severity}`)
  return severity
}

function readCategory(value: unknown, mode: ReviewMode, where: string, notes: Notes): Category {
  const allowed = categoriesFor(mode)
  if (typeof value === 'string') {
    const key = value
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
    const direct = allowed.find((c) => c === key)
    const synonyms = CATEGORY_SYNONYMS[mode]
    const category = direct ?? (Object.hasOwn(synonyms, key) ? synonyms[key] : undefined)
    if (category) {
      if (value !== category)
        notes.warn(() => `${where}: category ${quote(value)} read as ${category}`)
      return category
    }
  }
  const fallback = FALLBACK_CATEGORY[mode]
  notes.warn(
    `${where}: category ${quote(value)} is not one of ${allowed.join(', ')}; recorded as ${fallback}`,
  )
  return fallback
}

function readLine(
  value: unknown,
  fromPath: number | null,
  where: string,
  notes: Notes,
): { value: number; fileLevel: boolean } | null {
  let line: number | null = null
  if (typeof value === 'number' && Number.isFinite(value)) {
    line = Math.trunc(value)
    if (line !== value) notes.warn(() => `${where}: line ${value} truncated to ${line}`)
  } else if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) {
    line = Number(value.trim())
    notes.warn(() => `${where}: line ${quote(value)} read as the number ${line}`)
  } else if (value === undefined && fromPath !== null) {
    line = fromPath
    notes.warn(() => `${where}: line ${line} taken from the file path`)
  }
  if (line === null || !Number.isSafeInteger(line)) return null
  if (line < 1) {
    notes.warn(
      `${where}: line ${line} is not a line; kept as a file-level finding (line 1, not anchored)`,
    )
    return { value: 1, fileLevel: true }
  }
  return { value: line, fileLevel: false }
}

function readFix(value: unknown, where: string, notes: Notes): string {
  if (typeof value === 'string')
    return boundedField(value.trim(), MAX_FIX_LENGTH, `${where}.fix`, notes)
  notes.warn(() => `${where}: no fix given; recorded as empty`)
  return ''
}

function readExampleId(value: unknown, where: string, notes: Notes): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') {
    const id = value.trim()
    if (id === '') return undefined
    if (id.length <= MAX_EXAMPLE_ID_LENGTH && EXAMPLE_ID_PATTERN.test(id)) return id
  }
  notes.warn(() => `${where}: referenced_example_id ${quote(value)} is not an example id; removed`)
  return undefined
}

function readConfidence(value: unknown, where: string, notes: Notes): number | undefined {
  if (value === undefined || value === null) return undefined
  let number: number | null = null
  if (typeof value === 'number' && Number.isFinite(value)) number = value
  else if (typeof value === 'string' && /^\s*\d{1,3}(\.\d+)?\s*$/.test(value))
    number = Number(value)
  if (number === null || number < 0 || number > 100) {
    notes.warn(() => `${where}: confidence ${quote(value)} is not a number from 0 to 100; removed`)
    return undefined
  }
  const rounded = Math.round(number)
  if (rounded !== value) notes.warn(() => `${where}: confidence ${quote(value)} read as ${rounded}`)
  return rounded
}

function boundedField(text: string, max: number, where: string, notes: Notes): string {
  if (text.length <= max) return text
  notes.warn(() => `${where}: ${text.length} characters cut to ${max}`)
  return boundText(text, max)
}

function readStrengths(value: unknown, notes: Notes): string[] {
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

function readVerdict(value: unknown): Verdict | null {
  if (typeof value !== 'string') return null
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
  if (key === 'APPROVED' || key === 'APPROVE') return 'APPROVED'
  if (key === 'CHANGES_REQUESTED' || key === 'REQUEST_CHANGES') return 'CHANGES_REQUESTED'
  return null
}

function readCounts(value: unknown): Counts | null {
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

function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, 10).map((k) => quote(k, 40))
  return keys.length > 10 ? `${shown.join(', ')} and ${keys.length - 10} more` : shown.join(', ')
}
