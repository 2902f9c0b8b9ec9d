/**
 * The plan context of a local branch: `--plan`/`--item` as the action reads them, else the
 * branch's own commit messages (base..head, oldest first), bounded as a pull request's text is.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Config } from '../config/schema.js'
import { InputError } from '../errors.js'
import type { Git } from '../git/git.js'
import { extractPlanItem, type PlanContext } from '../payload/plan.js'

/** Most commit messages read, and most characters of each and of all. */
export const COMMIT_LIMITS = { commits: 50, perMessage: 2_000, total: 12_000 }

export interface LocalPlan {
  /** `--plan <file>`, relative to the working directory; null without it. */
  plan: string | null
  item: string | null
  cwd: string
}

export async function localPlan(
  git: Git,
  range: { base: string; head: string },
  input: LocalPlan,
  config: Config,
): Promise<PlanContext> {
  if (input.plan) {
    const path = resolve(input.cwd, input.plan)
    if (!existsSync(path)) throw new InputError('the plan file does not exist', '--plan')
    const text = readFileSync(path, 'utf8')
    if (config.mode === 'contract') return { kind: 'document', path: input.plan, body: text }
    if (!input.item) throw new InputError('--plan needs --item (the item number)', '--item')
    return extractPlanItem(text, input.item, input.plan)
  }
  if (input.item) throw new InputError('--item needs --plan (the plan file)', '--item')
  return commitMessages(git, range.base, range.head)
}

async function commitMessages(git: Git, base: string, head: string): Promise<PlanContext> {
  const rangeText = `${base.slice(0, 7)}..${head.slice(0, 7)}`
  // NUL-separated full messages, oldest first; count first so the note can say what was left out.
  const count = await git.run(['rev-list', '--count', `${base}..${head}`, '--'], 64)
  const total = Number(count.stdout.toString('utf8').trim()) || 0
  const log = await git.run(
    [
      'log',
      '--no-color',
      '--reverse',
      '-z',
      '--format=%B',
      `--max-count=${COMMIT_LIMITS.commits}`,
      `${base}..${head}`,
      '--',
    ],
    COMMIT_LIMITS.commits * COMMIT_LIMITS.perMessage * 4,
  )
  if (log.exitCode !== 0 || total === 0) return { kind: 'none' }
  const messages: string[] = []
  let used = 0
  for (const raw of log.stdout.toString('utf8').split('\0')) {
    const message = raw.trim().slice(0, COMMIT_LIMITS.perMessage)
    if (message === '') continue
    if (used + message.length > COMMIT_LIMITS.total) break
    used += message.length
    messages.push(message)
  }
  return {
    kind: 'commits',
    range: rangeText,
    messages,
    omitted: Math.max(0, total - messages.length),
  }
}
