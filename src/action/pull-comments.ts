/**
 * A pull request's comments, read once, every page: the list our own summary comment is found in
 * (./prior-state.ts reads the previous review from it) and the `/review-gate dismiss` and `reset`
 * commands, each with what decides whether it counts (issue 21): its author's repository
 * permission from GitHub now, whether the author opened the pull request, whether it was edited.
 */
import { mentionsCommand } from '../carry-over/dismiss.js'
import { PERMISSIONS, type Permission, type PullComment } from '../domain/prior.js'
import type { GitHubClient, PostedComment } from '../github/client.js'
import { GitHubApiError } from '../github/failures.js'
import { OWN_LOGIN, STICKY_COMMENT_PAGES } from '../github/sticky.js'

/** Most people whose dismiss commands are read (each costs a permission lookup). */
const MAX_DISMISS_AUTHORS = 20

export type CommentList = { items: PostedComment[]; truncated: boolean }

export class PullRequestComments {
  private list: Promise<CommentList> | null = null
  private commands: Promise<PullComment[]> | null = null

  constructor(
    private readonly client: GitHubClient | null,
    private readonly pullNumber: number | null,
    /** The login that opened the pull request; null when the event does not say. */
    private readonly pullAuthor: string | null,
    private readonly note: (text: string) => void,
  ) {}

  /** Every page of the comments (null without a pull request or a token). */
  all(): Promise<CommentList | null> {
    if (this.pullNumber === null || !this.client) return Promise.resolve(null)
    this.list ??= this.client.listIssueComments(this.pullNumber, STICKY_COMMENT_PAGES)
    return this.list
  }

  /**
   * The comments that carry a dismiss or reset command, read again on every run. A permission
   * GitHub will not tell is taken as none, and an unknown pull-request author as every author
   * (the command is then ignored with a notice): a dismissal needs positive proof.
   */
  withCommands(): Promise<PullComment[]> {
    this.commands ??= this.read()
    return this.commands
  }

  private async read(): Promise<PullComment[]> {
    const comments = await this.all()
    if (comments === null || !this.client) return []
    const commands = comments.items.filter(
      (c) =>
        typeof c.body === 'string' &&
        c.user?.login &&
        c.user.login !== OWN_LOGIN &&
        mentionsCommand(c.body),
    )
    const pullAuthor = this.pullAuthor
    if (pullAuthor === null && commands.length > 0)
      this.note(
        "the event does not name the pull request's author, so no dismiss or reset command counts",
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
      out.push({
        author,
        permission,
        body: comment.body!,
        created_at: comment.created_at ?? null,
        by_pull_author: pullAuthor === null || author.toLowerCase() === pullAuthor.toLowerCase(),
        edited:
          comment.updated_at !== undefined &&
          comment.created_at !== undefined &&
          comment.updated_at !== comment.created_at,
      })
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
}

/** The login that opened the pull request, from the event payload; null when it does not say. */
export function pullAuthorOf(event: unknown): string | null {
  const login = (event as { pull_request?: { user?: { login?: unknown } | null } } | null)
    ?.pull_request?.user?.login
  return typeof login === 'string' && login !== '' ? login : null
}
