import { MAX_MESSAGE_LENGTH } from './contract.js'
import { ReplyUnusableError } from './extract.js'
import {
  boundedField,
  describeType,
  readCategory,
  readConfidence,
  readCounts,
  readExampleId,
  readFix,
  readLine,
  readStrengths,
  readVerdict,
  severityOf,
} from './fields.js'
import type { Notes } from './notes.js'
import { normalizeFindingPath } from './path.js'
import { quote } from './text.js'
import type { CheckedFinding, Counts, ReviewMode, Verdict } from './types.js'

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
const ALIASES = new Map<string, string[]>([
  ['file', ['path']],
  ['message', ['description', 'summary']],
  ['fix', ['suggestion', 'recommendation']],
])
const REPLY_FIELDS = new Set(['verdict', 'counts', 'issues', 'strengths'])

export interface NormalizedReply {
  /**
   * In the reply's order. `anchored` is provisional: false only for a file-level finding (line 0
   * or below in the reply), which never anchors; the location check decides the rest.
   */
  findings: CheckedFinding[]
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
  /** Sees every raw issue entry, so the structural report needs no second pass over them. */
  onEntry?: (entry: unknown) => void,
): NormalizedReply {
  const unknown = Object.keys(raw).filter((k) => !REPLY_FIELDS.has(k))
  if (unknown.length > 0) notes.warn(`unknown reply fields dropped: ${listKeys(unknown)}`)

  const declaredVerdict = readVerdict(raw.verdict)
  if (raw.verdict !== undefined && declaredVerdict === null) {
    notes.warn(`the reply's verdict ${quote(raw.verdict)} is not APPROVED or CHANGES_REQUESTED`)
  }
  const declaredCounts = readCounts(raw.counts)

  const findings: CheckedFinding[] = []
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
      onEntry?.(issues[i])
      const found = normalizeFinding(issues[i], i, mode, notes, unknownFields, isKnownFile)
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
  at: number,
  mode: ReviewMode,
  notes: Notes,
  unknownFields: Map<string, number>,
  isKnownFile?: (path: string) => boolean,
): CheckedFinding | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    notes.drop(`issues[${at}] is ${describeType(entry)}, not a finding`, entry)
    return null
  }
  const record = entry as Record<string, unknown>
  for (const key in record) {
    if (!FINDING_FIELDS.has(key) && Object.hasOwn(record, key) && !isUsedAlias(record, key)) {
      unknownFields.set(key, (unknownFields.get(key) ?? 0) + 1)
    }
  }

  const rawSeverity = readField(record, 'severity', at, notes)
  const severity = severityOf(rawSeverity)
  if (!severity) {
    notes.drop(
      `issues[${at}]: severity ${quote(rawSeverity)} is not blocker, major or minor (or a known synonym)`,
      entry,
    )
    return null
  }
  if (rawSeverity !== severity) {
    notes.warn(
      notes.full ? '' : `issues[${at}]: severity ${quote(rawSeverity)} read as ${severity}`,
    )
  }

  const rawFile = readField(record, 'file', at, notes)
  if (typeof rawFile !== 'string') {
    notes.drop(`issues[${at}]: no file path`, entry)
    return null
  }
  const path = normalizeFindingPath(rawFile, isKnownFile)
  if (!path.ok) {
    notes.drop(`issues[${at}]: file ${quote(rawFile)} refused: ${path.reason}`, entry)
    return null
  }
  for (const change of path.changes) {
    notes.warn(notes.full ? '' : `issues[${at}]: file ${quote(rawFile)}: ${change}`)
  }

  const rawLine = readField(record, 'line', at, notes)
  const line = readLine(rawLine, path.lineFromPath, at, notes)
  if (line === null) {
    notes.drop(`issues[${at}]: line ${quote(rawLine)} is not a line number`, entry)
    return null
  }

  const rawMessage = readField(record, 'message', at, notes)
  const message = typeof rawMessage === 'string' ? rawMessage.trim() : ''
  if (message === '') {
    notes.drop(`issues[${at}]: no message`, entry)
    return null
  }

  // Fields in the contract's order, `anchored` last: review.json is compared byte for byte.
  const finding = {
    severity,
    category: readCategory(readField(record, 'category', at, notes), mode, at, notes),
    file: path.path,
    line: line < 1 ? 1 : line,
    message: boundedField(message, MAX_MESSAGE_LENGTH, at, 'message', notes),
    fix: readFix(readField(record, 'fix', at, notes), at, notes),
  } as CheckedFinding
  const exampleId = readExampleId(record.referenced_example_id, at, notes)
  if (exampleId !== undefined) finding.referenced_example_id = exampleId
  const confidence = readConfidence(record.confidence, at, notes)
  if (confidence !== undefined) finding.confidence = confidence
  finding.anchored = line >= 1
  return finding
}

/** A field by its contract name, else by a known alias (with a warning); null reads as absent. */
function readField(
  record: Record<string, unknown>,
  name: string,
  at: number,
  notes: Notes,
): unknown {
  const value = Object.hasOwn(record, name) ? record[name] : undefined
  if (value !== undefined && value !== null) return value
  const aliases = ALIASES.get(name)
  if (aliases) {
    for (const alias of aliases) {
      const other = Object.hasOwn(record, alias) ? record[alias] : undefined
      if (other !== undefined && other !== null) {
        notes.warn(notes.full ? '' : `issues[${at}]: "${alias}" read as "${name}"`)
        return other
      }
    }
  }
  return undefined
}

function isUsedAlias(record: Record<string, unknown>, key: string): boolean {
  for (const [name, aliases] of ALIASES) {
    if (aliases.includes(key) && (record[name] === undefined || record[name] === null)) return true
  }
  return false
}

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, 10).map((k) => quote(k, 40))
  return keys.length > 10 ? `${shown.join(', ')} and ${keys.length - 10} more` : shown.join(', ')
}
