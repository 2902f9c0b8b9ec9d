import { FINDING_ID_PATTERN } from '../domain/fingerprint.js'
import { DISMISS_PERMISSIONS, type PullComment } from '../domain/prior.js'

/**
 * `/review-gate dismiss <id> <reason>` in a pull-request comment: a maintainer's decision that a
 * finding is not to be fixed. Only a line that starts with the command counts (a quoted command,
 * `> /review-gate dismiss …`, does not). Whether the author may dismiss is decided here from the
 * permission the source looked up; the pure rule is that write, maintain and admin may.
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
  /** True when the author's permission is write, maintain or admin. */
  authorized: boolean
  permission: PullComment['permission']
}

const COMMAND_LINE = /^\/review-gate\s+dismiss(?:\s+(\S+))?(?:[ \t]+(.*))?$/i

/** True when a comment body may carry a dismiss command (what a source fetches permissions for). */
export function mentionsDismiss(body: string): boolean {
  return body.split(/\r?\n/).some((line) => COMMAND_LINE.test(line.trim()))
}

/**
 * The dismiss commands of the comments, in comment order, each with whether its author may
 * dismiss; `problems` names the commands that cannot be read (no id, no reason).
 */
export function readDismissCommands(comments: readonly PullComment[]): {
  commands: DismissCommand[]
  problems: string[]
} {
  const commands: DismissCommand[] = []
  const problems: string[] = []
  for (const comment of comments) {
    for (const raw of comment.body.split(/\r?\n/)) {
      const match = COMMAND_LINE.exec(raw.trim())
      if (!match) continue
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
      commands.push({
        id,
        reason:
          reason.length > MAX_DISMISS_REASON_LENGTH
            ? `${reason.slice(0, MAX_DISMISS_REASON_LENGTH - 1)}…`
            : reason,
        by: comment.author,
        at: comment.created_at,
        authorized: DISMISS_PERMISSIONS.includes(comment.permission),
        permission: comment.permission,
      })
    }
  }
  return { commands, problems }
}

/** A login for a message: GitHub logins are letters, digits, `-` and `[bot]`; anything else shown safe. */
export function printable(login: string): string {
  return /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(login) ? login : JSON.stringify(login.slice(0, 60))
}
