import type { LineMap } from '../diff/types.js'
import { checkedFinding, isTestsBlocker } from './finding.js'
import type { Notes } from './notes.js'
import type { CheckedFinding, Finding } from '../domain/finding.js'

/**
 * The require-tests-blocker guard (docs/architecture.md, "Stage contracts"), applied only when the
 * touched tests were red. A review that carries no tests/blocker finding gets the auto-generated
 * findings prepended verbatim (severity and category kept, in their order), which also makes the
 * recomputed verdict CHANGES_REQUESTED; a warning says so.
 *
 * - An existing tests/blocker finding is left as it is and nothing is added. If the model put it
 *   after other findings, the tests/blocker findings move to the front (content untouched, with
 *   a warning): the auto-generated findings belong first.
 * - A copy of an auto-generated finding that the model downgraded (same category, file, line and
 *   message, another severity) is replaced by the original instead of being listed twice.
 * - Without auto-generated findings (or none of them a tests/blocker), a generic tests/blocker
 *   on the first changed file stands in, so the guard always leaves one.
 * Applying the guard to its own output changes nothing.
 */

export const GUARD_MESSAGE = 'Touched tests are failing, and the review did not report it.'
export const GUARD_FIX =
  'Make the failing touched tests pass (fix the code or the test) before this change merges.'

export interface GuardResult {
  issues: CheckedFinding[]
  /** True when findings were added. */
  applied: boolean
}

export function applyTestsGuard(
  issues: readonly CheckedFinding[],
  autoFindings: readonly Finding[],
  lineMap: LineMap | null | undefined,
  notes: Notes,
): GuardResult {
  if (issues.some(isTestsBlocker)) {
    if (isTestsBlocker(issues[0]!)) return { issues: [...issues], applied: false }
    notes.warn('require-tests-blocker: tests/blocker findings moved to the front of the issues')
    return {
      issues: [...issues.filter(isTestsBlocker), ...issues.filter((f) => !isTestsBlocker(f))],
      applied: false,
    }
  }

  const required = autoFindings.some(isTestsBlocker)
    ? [...autoFindings]
    : [genericTestsBlocker(lineMap), ...autoFindings]
  const prepended: CheckedFinding[] = []
  let rest = [...issues]
  for (const auto of required) {
    if (rest.some((f) => sameFinding(f, auto) && f.severity === auto.severity)) continue
    const before = rest.length
    rest = rest.filter((f) => !sameFinding(f, auto))
    if (rest.length < before) {
      notes.warn(
        `require-tests-blocker: the auto-generated finding on ${auto.file}:${auto.line} had been given another severity; restored as ${auto.severity}`,
      )
    }
    prepended.push(checkedFinding(auto, isCommentable(auto, lineMap)))
  }
  notes.warn(
    `require-tests-blocker: tests failed and the review had no tests/blocker finding; prepended ${prepended.length} auto-generated finding${prepended.length === 1 ? '' : 's'} and set the verdict to CHANGES_REQUESTED`,
  )
  return { issues: [...prepended, ...rest], applied: true }
}

/** Same category, file, line and message: the same finding, whatever its severity. */
export function sameFinding(a: Finding, b: Finding): boolean {
  return (
    a.category === b.category && a.file === b.file && a.line === b.line && a.message === b.message
  )
}

function isCommentable(f: Finding, lineMap: LineMap | null | undefined): boolean {
  if (f.file === '.') return false
  if (!lineMap) return true
  return lineMap.get(f.file)?.has(f.line) ?? false
}

/**
 * Used when the caller has no auto-generated findings: on the first changed file's first
 * commentable line, or on `.` (the repository, never anchored) when there is no diff.
 */
function genericTestsBlocker(lineMap: LineMap | null | undefined): Finding {
  const files = lineMap ? [...lineMap.keys()].sort() : []
  const file = files[0] ?? '.'
  let line = Infinity
  for (const n of lineMap?.get(file) ?? []) if (n < line) line = n
  if (line === Infinity) line = 1
  return {
    severity: 'blocker',
    category: 'tests',
    file,
    line,
    message: GUARD_MESSAGE,
    fix: GUARD_FIX,
  }
}
