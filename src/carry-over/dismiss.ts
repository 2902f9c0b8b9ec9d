import { FINDING_ID_PATTERN } from '../domain/fingerprint.js'
import { PERMISSIONS, type Permission, type PullComment } from '../domain/prior.js'
import { commandLines } from './commands.js'

/**
 * `/review-gate dismiss <id> <reason>` in a pull-request comment: someone else's decision that a
 * finding is not to be fixed (issue 21). Only a line that renders as the command counts
 * (./commands.ts: not fenced, not in an HTML comment, not quoted or indented, nothing invisible
 * before it). Whether the author may dismiss is decided here, on every run, from what the source
 * read now: the permission GitHub reports, whether the author opened the pull request, whether the
 * comment was edited. Nothing of an earlier run's dismissal is trusted.
 */

export const DISMISS_COMMAND = '/review-gate dismiss'
export const MAX_DISMISS_REASON_LENGTH = 300
/** Most commands read from one pull request (a flood of comments cannot slow a run down). */
export const MAX_DISMISS_COMMANDS = 200

export interface DismissCommand {
  id: string
  reason: string
  by: string
  at: string | null
  /** True when the author may dismiss: the permission the rule asks for, not the pull request's author, an unedited comment. */
  authorized: boolean
  permission: PullComment['permission']
  /** Why an unauthorized command does not count, for the warning. */
  refusal?: string
}

/** Who may dismiss (config `dismiss.permission`): at least this permission, never the pull request's author. */
export interface DismissRule {
  permission: 'write' | 'maintain' | 'admin'
}
export const DEFAULT_DISMISS_RULE: DismissRule = { permission: 'write' }

/** True when `permission` is at least `least` (admin > maintain > write > triage > read > none). */
export function atLeast(permission: Permission, least: Permission): boolean {
  const rank = (p: Permission) => PERMISSIONS.length - PERMISSIONS.indexOf(p)
  return PERMISSIONS.includes(permission) && rank(permission) >= rank(least)
}

/**
 * Why this comment's author may not issue a command under the rule, or null when they may. The
 * pull request's author cannot decide about their own change; an edited comment may have been
 * edited by someone else (anyone with write access can edit a comment), so it proves nothing.
 */
export function refusalOf(comment: PullComment, rule: DismissRule): string | null {
  if (comment.by_pull_author) return "the pull request's author cannot dismiss findings on it"
  if (comment.edited) return 'the comment was edited after it was written'
  if (!atLeast(comment.permission, rule.permission))
    return `it needs ${rule.permission} permission or more (theirs: ${comment.permission})`
  return null
}

/** True when a comment body may carry a dismiss or reset command (what a source fetches permissions for). */
export function mentionsCommand(body: string): boolean {
  return commandLines(body, 'dismiss').length > 0 || commandLines(body, 'reset').length > 0
}

/**
 * The dismiss commands of the comments, in comment order, each with whether its author may
 * dismiss; `problems` names the commands that cannot be read (no id, no reason).
 */
export function readDismissCommands(
  comments: readonly PullComment[],
  rule: DismissRule = DEFAULT_DISMISS_RULE,
): {
  commands: DismissCommand[]
  problems: string[]
} {
  const commands: DismissCommand[] = []
  const problems: string[] = []
  for (const comment of comments) {
    for (const match of commandLines(comment.body, 'dismiss')) {
      if (commands.length >= MAX_DISMISS_COMMANDS) {
        problems.push(`more than ${MAX_DISMISS_COMMANDS} dismiss commands; the rest were not read`)
        return { commands, problems }
      }
      const id = (match[1] ?? '').toUpperCase()
      const reason = (match[2] ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim()
      const who = printable(comment.author)
      if (!FINDING_ID_PATTERN.test(id)) {
        problems.push(
          `a dismiss command by ${who} names no finding id (expected ${DISMISS_COMMAND} RG-XXXXXX <reason>); ignored`,
        )
        continue
      }
      if (reason === '') {
        problems.push(`the dismiss command by ${who} for ${id} gives no reason; ignored`)
        continue
      }
      const refusal = refusalOf(comment, rule)
      commands.push({
        id,
        reason:
          reason.length > MAX_DISMISS_REASON_LENGTH
            ? `${reason.slice(0, MAX_DISMISS_REASON_LENGTH - 1)}…`
            : reason,
        by: comment.author,
        at: comment.created_at,
        authorized: refusal === null,
        permission: comment.permission,
        ...(refusal ? { refusal } : {}),
      })
    }
  }
  return { commands, problems }
}

/** A login for a message: GitHub logins are letters, digits, `-` and `[bot]`; anything else shown safe. */
export function printable(login: string): string {
  return /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(login) ? login : JSON.stringify(login.slice(0, 60))
}
