/**
 * Ignore globs run before anything else looks at the diff: an ignored file is not reviewed, not
 * mapped to tests and not counted against the budget, but it is listed so the payload can say so.
 */
import { anyRuleMatcher, compileIgnoreRule, lazyIgnoreRule, type IgnoreRule } from './globs.js'
import { DEFAULT_IGNORES } from './ignore-defaults.js'
import type { DiffFile, IgnoredFile, ParsedDiff } from './types.js'

export { DEFAULT_IGNORES }

/** The config key user patterns come from, named in error messages. */
const USER_PATTERNS_WHERE = 'paths.ignore'

let defaultRules: IgnoreRule[] | undefined

function compileDefaults(): IgnoreRule[] {
  // Valid by construction (a test compiles each one): compiled only when a path needs it.
  defaultRules ??= DEFAULT_IGNORES.map(lazyIgnoreRule)
  return defaultRules
}

/**
 * Splits the diff into the files that stay and the ones the patterns ignore. Defaults come first
 * and user patterns after them, so a user's `!pattern` can bring back a file a default ignored.
 * A renamed or copied file is judged by its new path only; a deleted file by the path it had.
 * Every pattern is validated before any file is looked at.
 * @throws InputError naming the first malformed pattern.
 */
export function applyIgnores(
  diff: ParsedDiff,
  patterns: string[],
  useDefaults: boolean,
): { diff: ParsedDiff; ignored: IgnoredFile[] } {
  const userRules = patterns.map((p) => compileIgnoreRule(p, USER_PATTERNS_WHERE))
  const rules = useDefaults ? [...compileDefaults(), ...userRules] : userRules
  const mightMatch = anyRuleMatcher(rules)
  const kept: DiffFile[] = []
  const ignored: IgnoredFile[] = []
  const files = diff.files
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!
    const pattern = mightMatch(file.path) ? matchingPattern(rules, file.path) : null
    if (pattern === null) kept.push(file)
    else
      ignored.push({
        path: file.path,
        pattern,
        additions: file.additions,
        deletions: file.deletions,
      })
  }
  ignored.sort((a, b) => compareStrings(a.path, b.path) || compareStrings(a.pattern, b.pattern))
  return { diff: { files: kept }, ignored }
}

/** Whether a path is ignored by the patterns (and the defaults): the same rules as for the diff. */
export function ignoredPathMatcher(
  patterns: readonly string[],
  useDefaults: boolean,
): (path: string) => boolean {
  const userRules = patterns.map((p) => compileIgnoreRule(p, USER_PATTERNS_WHERE))
  const rules = useDefaults ? [...compileDefaults(), ...userRules] : userRules
  const mightMatch = anyRuleMatcher(rules)
  return (path) => mightMatch(path) && matchingPattern(rules, path) !== null
}

/** The last rule that matches decides, as in .gitignore; null when the file stays. */
function matchingPattern(rules: readonly IgnoreRule[], path: string): string | null {
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!
    if (rule.matches(path)) return rule.negate ? null : rule.pattern
  }
  return null
}

/** Code-unit order: the same everywhere, unlike localeCompare. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
