import { MAX_BLAST_RADIUS_LENGTH, MAX_MESSAGE_LENGTH } from '../domain/reply-contract.js'
import { ReplyUnusableError } from './extract.js'
import {
  boundedField,
  describeType,
  readCategory,
  readConfidence,
  readProbe,
  readCounts,
  readExampleId,
  readFix,
  readSuggestion,
  readLine,
  readStrengths,
  readVerdict,
} from './fields.js'
import type { Notes } from './notes.js'
import { readPriorId, readResolved } from './prior-fields.js'
import { normalizeFindingPath } from './path.js'
import { readSeverity } from './severity.js'
import { quote } from './text.js'
import { isAbsolutePath, type TouchedFiles } from './touched-path.js'
import type { CheckedFinding, Counts, ReviewMode, Severity, Verdict } from '../domain/finding.js'
import type { ResolvedClaim } from '../domain/prior.js'

/**
 * Turns the reply object into findings of the contract's shape. Each repair is a warning. A
 * finding the model reported never vanishes: an entry is mapped (a severity synonym, a file
 * resolved to the one touched file it names), kept as a file-level finding (no line), or the
 * review is marked incomplete (`notes.incomplete`) with the entry's index, field and value.
 * Only a minor finding whose path cannot be a repository file is dropped, with a warning.
 * Nothing here decides the verdict or the counts: they are recomputed later from what survives.
 *
 * Decisions worth knowing:
 * - An unreadable entry (not an object; a severity that is missing, unknown or ambiguous; no
 *   file; a line that is not a number; no message) makes the review incomplete whatever its
 *   severity: we cannot know it was not a blocker.
 * - `findings` or `comments` in place of `issues` are read as `issues`, with a warning; beside
 *   `issues` (or each other) they are a contract violation.
 * - The top level is otherwise strict (checkTopLevelKeys): an unknown key, a key differing from a
 *   known one only in case, a verdict outside the enum, or CHANGES_REQUESTED with no issues makes
 *   the review incomplete, so the model stage asks once for a repair and then ends in an error.
 * - Counts that claim more findings of a severity than the entries hold, and an `error` field
 *   (a refusal), make the review incomplete.
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
  'suggestion',
  'prior_id',
  'blast_radius',
  'pre_existing',
  'probe',
])
/** Names models use for our fields, read with a warning when the contract's own name is absent. */
const ALIASES = new Map<string, string[]>([
  ['file', ['path']],
  ['message', ['description', 'summary']],
  ['fix', ['suggestion', 'recommendation']],
])
const REPLY_FIELDS = new Set(['verdict', 'counts', 'issues', 'strengths', 'resolved'])
/** Names models use for `issues`, in the order they are looked for. */
export const ISSUES_SYNONYMS = ['findings', 'comments'] as const

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
  /** The reply's `resolved` claims (prior findings it says are fixed); null when it has none. */
  resolved: ResolvedClaim[] | null
}

export function normalizeReply(
  raw: Record<string, unknown>,
  mode: ReviewMode,
  notes: Notes,
  touched?: TouchedFiles,
  /** Sees every raw issue entry, so the structural report needs no second pass over them. */
  onEntry?: (entry: unknown) => void,
): NormalizedReply {
  const issuesField = issuesFieldOf(raw, notes)
  checkTopLevelKeys(raw, issuesField, notes)
  if (Object.hasOwn(raw, 'error') && raw.error !== null && raw.error !== false) {
    notes.incomplete(`the reply carries an "error" field (a refusal?): ${quote(raw.error, 200)}`)
  }

  const declaredVerdict = readVerdict(raw.verdict)
  if (raw.verdict !== undefined && declaredVerdict === null) {
    notes.incomplete(
      `contract violation: the reply's verdict ${quote(raw.verdict)} is not APPROVED or CHANGES_REQUESTED`,
    )
  }
  const declaredCounts = readCounts(raw.counts)

  const findings: CheckedFinding[] = []
  const issues = raw[issuesField]
  /** Entries per severity as the model wrote them (read, mapped or not), for its counts. */
  const entryTally: Counts = { blocker: 0, major: 0, minor: 0 }
  if (issues === undefined || issues === null) {
    // Nothing says the review found nothing: `"issues": []` does. A red-team reply of only
    // strengths passed as a clean review.
    notes.incomplete(
      'contract violation: the reply has no issues list (an empty list says there are no findings)',
    )
  } else if (!Array.isArray(issues)) {
    throw new ReplyUnusableError(
      'bad_shape',
      `"${issuesField}" is ${describeType(issues)}, not a list of findings`,
      quote(issues, 200),
    )
  } else {
    const unknownFields = new Map<string, number>()
    for (let i = 0; i < issues.length; i++) {
      onEntry?.(issues[i])
      const found = normalizeFinding(issues[i], i, mode, notes, unknownFields, entryTally, touched)
      if (found) findings.push(found)
    }
    for (const [key, count] of unknownFields) {
      notes.warn(
        `unknown finding field ${quote(key, 40)} dropped from ${count} finding${count === 1 ? '' : 's'}`,
      )
    }
  }
  checkClaimedCounts(raw.counts, entryTally, notes)
  if (declaredVerdict === 'CHANGES_REQUESTED' && (!Array.isArray(issues) || issues.length === 0)) {
    // The model asked for changes and listed nothing: the findings it meant are missing.
    notes.incomplete(
      'contract violation: the verdict is CHANGES_REQUESTED but the reply lists no issues',
    )
  }

  return {
    findings,
    strengths: readStrengths(raw.strengths, notes),
    declaredVerdict,
    declaredCounts,
    resolved: readResolved(raw.resolved, notes),
  }
}

/**
 * `issues`, else the synonym the reply uses in its place (with a warning). Two findings lists
 * (`issues` and a synonym, or two synonyms) are a contract violation even when one is empty:
 * which list the model meant is unknown.
 */
function issuesFieldOf(raw: Record<string, unknown>, notes: Notes): string {
  const synonyms = ISSUES_SYNONYMS.filter((key) => Object.hasOwn(raw, key))
  if (Object.hasOwn(raw, 'issues') || synonyms.length === 0) {
    for (const other of synonyms) {
      notes.incomplete(
        `contract violation: the reply has both "issues" and "${other}"; send one "issues" list`,
      )
    }
    return 'issues'
  }
  const [chosen, ...rest] = synonyms
  notes.warn(`"${chosen}" read as "issues"`)
  for (const other of rest) {
    notes.incomplete(
      `contract violation: the reply has both "${chosen}" and "${other}"; send one "issues" list`,
    )
  }
  return chosen!
}

/** Keys a reply may carry at its top level besides the contract's: a refusal, when null/false. */
const TOLERATED_KEYS = new Set(['error'])
const KNOWN_BY_LOWER_CASE = new Map(
  [...REPLY_FIELDS, ...ISSUES_SYNONYMS, ...TOLERATED_KEYS].map((key) => [key, key]),
)

/**
 * The top level is strict (issue 21, "one reply shape"): any key outside the contract could hold
 * findings the model meant (`Issues`, `blockers`, `__proto__`), so it is a contract violation,
 * which the model stage answers with one repair request and then an error. Only findings
 * entries stay lenient about their own unknown fields (dropped with a warning), because every
 * entry is still read.
 */
function checkTopLevelKeys(raw: Record<string, unknown>, issuesField: string, notes: Notes): void {
  const unknown: string[] = []
  for (const key of Object.keys(raw)) {
    if (REPLY_FIELDS.has(key) || key === issuesField || TOLERATED_KEYS.has(key)) continue
    if ((ISSUES_SYNONYMS as readonly string[]).includes(key)) continue // reported by issuesFieldOf
    const known = KNOWN_BY_LOWER_CASE.get(key.trim().toLowerCase())
    if (known !== undefined) {
      notes.incomplete(
        `contract violation: the key ${quote(key, 40)} differs from "${known}" only in case or spacing; keys are exact`,
      )
    } else unknown.push(key)
  }
  if (unknown.length > 0) {
    notes.incomplete(
      `contract violation: unknown top-level key${unknown.length === 1 ? '' : 's'} ${listKeys(unknown)} (the reply has only verdict, counts, issues, strengths and resolved)`,
    )
  }
}

/**
 * The reply's counts against its own entries: a count above what is listed means findings the
 * model meant to report and did not list, so the review is incomplete. A lower count is only a
 * recount (the counts are recomputed anyway).
 */
function checkClaimedCounts(counts: unknown, tally: Counts, notes: Notes): void {
  if (counts === undefined || counts === null) return
  // A claim the check cannot read (`"counts": "1 blocker"`, `{"blockers": 1}`) may be a finding
  // the model meant and did not list: the reply is not read as clean.
  if (typeof counts !== 'object' || Array.isArray(counts)) {
    notes.incomplete(
      `contract violation: counts is ${quote(counts, 80)}, not an object of blocker, major and minor numbers`,
    )
    return
  }
  const record = counts as Record<string, unknown>
  const odd = Object.keys(record).filter((key) => !COUNT_KEYS.has(key))
  if (odd.length > 0) {
    notes.incomplete(
      `contract violation: counts has the key${odd.length === 1 ? '' : 's'} ${listKeys(odd)} (it has only blocker, major and minor)`,
    )
  }
  for (const severity of ['blocker', 'major', 'minor'] as const) {
    const value = Object.hasOwn(record, severity) ? record[severity] : undefined
    const claimed =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)
          ? Number(value)
          : null
    if (value !== undefined && (claimed === null || !Number.isFinite(claimed) || claimed < 0)) {
      notes.incomplete(
        `contract violation: counts.${severity} is ${quote(value, 40)}, not a number`,
      )
      continue
    }
    if (claimed === null || claimed <= tally[severity]) continue
    notes.incomplete(
      `counts.${severity} is ${quote(value)} but the reply lists ${tally[severity]} ${severity} finding${tally[severity] === 1 ? '' : 's'}`,
    )
  }
}

const COUNT_KEYS = new Set(['blocker', 'major', 'minor'])

function normalizeFinding(
  entry: unknown,
  at: number,
  mode: ReviewMode,
  notes: Notes,
  unknownFields: Map<string, number>,
  tally: Counts,
  touched?: TouchedFiles,
): CheckedFinding | null {
  const unreadable = (field: string, reason: string): null => {
    const where = field === '' ? `issues[${at}]` : `issues[${at}].${field}`
    notes.drop(`${where}: ${reason}`, entry)
    notes.incomplete(`issues[${at}] unreadable: ${where} ${reason}; entry: ${quote(entry, 120)}`)
    notes.entry(`issues[${at}] unreadable: ${where} ${reason}`)
    return null
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return unreadable('', `is ${describeType(entry)}, not a finding`)
  }
  const record = entry as Record<string, unknown>
  for (const key in record) {
    if (!FINDING_FIELDS.has(key) && Object.hasOwn(record, key) && !isUsedAlias(record, key)) {
      unknownFields.set(key, (unknownFields.get(key) ?? 0) + 1)
    }
  }

  const rawSeverity = readField(record, 'severity', at, notes)
  const reading = readSeverity(rawSeverity)
  if (!reading.ok) return unreadable('severity', `${quote(rawSeverity)}: ${reading.reason}`)
  const severity = reading.severity
  tally[severity]++
  if (rawSeverity !== severity) {
    notes.warn(
      notes.full ? '' : `issues[${at}]: severity ${quote(rawSeverity)} read as ${severity}`,
    )
    if (!reading.exact)
      notes.entry(`issues[${at}].severity ${quote(rawSeverity)} mapped to ${severity}`)
  }

  const rawFile = readField(record, 'file', at, notes)
  if (typeof rawFile !== 'string') return unreadable('file', `${quote(rawFile)}: no file path`)
  const file = readFile(rawFile, at, severity, notes, touched)
  if ('refused' in file) {
    notes.drop(`issues[${at}]: file ${quote(rawFile)} refused: ${file.refused}`, entry)
    return null
  }

  const rawLine = readField(record, 'line', at, notes)
  const line = readLine(rawLine, file.lineFromPath, at, notes)
  if (line === null) return unreadable('line', `${quote(rawLine)} is not a line number`)

  const rawMessage = readField(record, 'message', at, notes)
  const message = typeof rawMessage === 'string' ? rawMessage.trim() : ''
  if (message === '') return unreadable('message', `${quote(rawMessage)}: no message`)

  // Fields in the contract's order, `anchored` last: review.json is compared byte for byte.
  const finding = {
    severity,
    category: readCategory(readField(record, 'category', at, notes), mode, at, notes),
    file: file.path,
    line: line < 1 ? 1 : line,
    message: boundedField(message, MAX_MESSAGE_LENGTH, at, 'message', notes),
    fix: readFix(readField(record, 'fix', at, notes), at, notes),
  } as CheckedFinding
  const exampleId = readExampleId(record.referenced_example_id, at, notes)
  if (exampleId !== undefined) finding.referenced_example_id = exampleId
  const confidence = readConfidence(record.confidence, at, notes)
  if (confidence !== undefined) finding.confidence = confidence
  // Only beside a fix: without one, "suggestion" is a model's name for the fix (an alias), prose.
  const suggestion = Object.hasOwn(record, 'fix')
    ? readSuggestion(record.suggestion, at, notes)
    : undefined
  if (suggestion !== undefined) finding.suggestion = suggestion
  const priorId = readPriorId(record.prior_id, at, notes)
  if (priorId !== undefined) finding.prior_id = priorId
  const blastRadius = readBlastRadius(record.blast_radius)
  if (blastRadius !== undefined) finding.blast_radius = blastRadius
  // Only `true` claims it; whether the line is untouched is checked against the diff later.
  if (record.pre_existing === true) finding.pre_existing = true
  const probe = readProbe(record.probe, severity, at, notes)
  if (probe !== undefined) finding.probe = probe
  finding.anchored = line >= 1
  return finding
}

/** The file of a finding about the change as a whole (guard.ts writes it when no test is named). */
const WHOLE_CHANGE = '.'
const LINE_SUFFIX = /:(\d{1,9})(?::\d{1,9})?$/

/**
 * The finding's file as a repository path, or why it cannot be one. A path naming exactly
 * one touched file (a bare name, another case, the runner's absolute checkout path) becomes
 * that file; an ambiguous one is kept as given. A refused path drops a minor finding with a
 * warning; a blocker or major on it makes the review incomplete instead.
 */
function readFile(
  rawFile: string,
  at: number,
  severity: Severity,
  notes: Notes,
  touched?: TouchedFiles,
): { path: string; lineFromPath: number | null } | { refused: string } {
  if (touched && isAbsolutePath(rawFile) && !/[\u0000-\u001f]/.test(rawFile)) {
    let path = rawFile.trim().replace(/\\/g, '/')
    const suffix = LINE_SUFFIX.exec(path)
    if (suffix) path = path.slice(0, suffix.index)
    const match = touched.match(path)
    if (match.kind === 'resolved') {
      resolvedNote(rawFile, match.path, `${match.how} naming one touched file`, at, notes)
      return { path: match.path, lineFromPath: suffix ? Number(suffix[1]) : null }
    }
  }
  // The guard's own finding on the change as a whole: read back from review.json as itself.
  if (rawFile === WHOLE_CHANGE) return { path: WHOLE_CHANGE, lineFromPath: null }
  const normalized = normalizeFindingPath(rawFile, touched ? (p) => touched.has(p) : undefined)
  if (!normalized.ok) {
    if (severity !== 'minor') {
      const text = `issues[${at}].file ${quote(rawFile)} cannot be a repository file (${normalized.reason})`
      notes.incomplete(`${text}; the ${severity} finding could not be kept`)
      notes.entry(`issues[${at}] unreadable: ${text}`)
    }
    return { refused: normalized.reason }
  }
  for (const change of normalized.changes) {
    notes.warn(notes.full ? '' : `issues[${at}]: file ${quote(rawFile)}: ${change}`)
  }
  let path = normalized.path
  if (touched && !touched.has(path)) {
    const match = touched.match(path)
    if (match.kind === 'resolved') {
      resolvedNote(rawFile, match.path, `${match.how} naming one touched file`, at, notes)
      path = match.path
    } else if (match.kind === 'ambiguous') {
      notes.warn(
        notes.full
          ? ''
          : `issues[${at}]: file ${quote(rawFile)} fits ${match.candidates.length} touched files (${match.candidates.slice(0, 3).join(', ')}); kept as given, not anchored`,
      )
    }
  }
  return { path, lineFromPath: normalized.lineFromPath }
}

function resolvedNote(raw: string, path: string, how: string, at: number, notes: Notes): void {
  notes.warn(notes.full ? '' : `issues[${at}]: file ${quote(raw)} read as ${path} (${how})`)
  notes.entry(`issues[${at}].file ${quote(raw)} mapped to ${path}`)
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

/** The reviewer's reach estimate: one line of text, bounded; anything else is left out. */
function readBlastRadius(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.replace(/\s+/g, ' ').trim()
  return text === '' ? undefined : text.slice(0, MAX_BLAST_RADIUS_LENGTH)
}
