/**
 * A pull request's comments, read once: our own summary comment's data (the previous review)
 * and the `/review-gate dismiss` commands with each author's permission.
 */
import { mentionsDismiss } from '../carry-over/dismiss.js'
import {
  PERMISSIONS,
  type Permission,
  type PriorReview,
  type PullComment,
} from '../domain/prior.js'
import type { GitHubClient, PostedComment } from '../github/client.js'
import { GitHubApiError } from '../github/failures.js'
import { OWN_LOGIN, priorFromComments } from '../github/sticky.js'
import type { Logger } from '../logger.js'

/** Most people whose dismiss commands are read (each costs a permission lookup). */
const MAX_DISMISS_AUTHORS = 20

export class PullRequestComments {
  private list: Promise<{ items: PostedComment[]; truncated: boolean }> | null = null

  constructor(
    private readonly client: GitHubClient | null,
    private readonly pullNumber: number | null,
    private readonly stickyKey: string,
    private readonly logger: Logger,
    private readonly note: (text: string) => void,
  ) {}

  /**
   * The data of our own summary comment (only comments by the token's own login are read), or
   * null. A comment list GitHub will not give ends the run as an error: forgetting the previous
   * review's open findings could let a known blocker pass.
   */
  async priorReview(): Promise<PriorReview | null> {
    const comments = await this.comments()
    if (comments === null) return null
    if (comments.truncated)
      this.note(
        'The pull request has more comments than were read; the previous review may not have been found.',
      )
    const read = priorFromComments(comments.items, [OWN_LOGIN], this.stickyKey)
    for (const notice of read.notices) this.note(notice)
    if (read.prior)
      this.logger.info(
        `prior review: ${read.prior.findings.length} finding(s) from ${read.prior.where}`,
      )
    return read.prior
  }

  /**
   * The comments that carry a `/review-gate dismiss` command, with each author's repository
   * permission from GitHub. A permission GitHub will not tell is taken as none (the command is
   * then ignored with a notice): a dismissal needs positive proof of write access.
   */
  async dismissCommands(): Promise<PullComment[]> {
    const comments = await this.comments()
    if (comments === null || !this.client) return []
    const commands = comments.items.filter(
      (c) =>
        typeof c.body === 'string' &&
        c.user?.login &&
        c.user.login !== OWN_LOGIN &&
        mentionsDismiss(c.body),
    )
    const permissions = new Map<string, Permission>()
    const out: PullComment[] = []
    for (const comment of commands) {
      const author = comment.user!.login
      let permission = permissions.get(author)
      if (permission === undefined) {
        if (permissions.size >= MAX_DISMISS_AUTHORS) {
          this.note(
            `dismiss commands by more than ${MAX_DISMISS_AUTHORS} people; the rest were not read`,
          )
          break
        }
        permission = await this.permissionOf(author)
        permissions.set(author, permission)
      }
      out.push({ author, permission, body: comment.body!, created_at: comment.created_at ?? null })
    }
    return out
  }

  private async permissionOf(login: string): Promise<Permission> {
    try {
      const role = await this.client!.getCollaboratorPermission(login)
      return (PERMISSIONS as readonly string[]).includes(role) ? (role as Permission) : 'none'
    } catch (error) {
      if (!(error instanceof GitHubApiError)) throw error
      this.note(
        `the permission of ${login} could not be read (${error.message}); their dismiss commands are ignored`,
      )
      return 'none'
    }
  }

  private comments(): Promise<{ items: PostedComment[]; truncated: boolean } | null> {
    if (this.pullNumber === null || !this.client) return Promise.resolve(null)
    this.list ??= this.client.listIssueComments(this.pullNumber)
    return this.list
  }
}
