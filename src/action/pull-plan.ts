/**
 * The plan context of an action run: the plan input's document or item, else the pull request's
 * title, body and the issues it closes (its definition of done).
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Config } from '../config/schema.js'
import { InputError } from '../errors.js'
import type { GitHubClient } from '../github/client.js'
import { closedIssueNumbers, extractPlanItem, type PlanContext } from '../payload/plan.js'
import { INPUT, type ActionSettings } from '../settings/settings.js'

/** Most linked issues read into the plan context. */
const MAX_LINKED_ISSUES = 5

export interface PlanInput {
  settings: ActionSettings
  workspace: string
  pullNumber: number | null
  event: unknown
  client: GitHubClient | null
  note: (text: string) => void
}

export async function actionPlan(input: PlanInput, config: Config): Promise<PlanContext> {
  const { settings, pullNumber } = input
  if (settings.plan) {
    const path = resolve(input.workspace, settings.plan)
    if (!existsSync(path)) throw new InputError(`the plan file does not exist`, settings.plan)
    const text = readFileSync(path, 'utf8')
    if (config.mode === 'contract') return { kind: 'document', path: settings.plan, body: text }
    if (!settings.item)
      throw new InputError('plan needs the item input (the item number)', INPUT.item)
    return extractPlanItem(text, settings.item ?? '', settings.plan)
  }
  const pr = (
    input.event as { pull_request?: { number?: number; title?: string; body?: string | null } }
  ).pull_request
  if (pullNumber !== null && pr) {
    const body = pr.body ?? ''
    return {
      kind: 'pull_request',
      number: pullNumber,
      title: pr.title ?? '',
      body,
      linkedIssues: await linkedIssues(input, closedIssueNumbers(body)),
    }
  }
  return { kind: 'none' }
}

/** The issues a pull request closes: part of its definition of done. A failure is a note. */
async function linkedIssues(
  input: PlanInput,
  numbers: number[],
): Promise<{ number: number; title: string; body: string }[]> {
  const { client, note } = input
  if (!client || numbers.length === 0) return []
  if (numbers.length > MAX_LINKED_ISSUES) {
    note(
      `the pull request closes ${numbers.length} issues; the first ${MAX_LINKED_ISSUES} are in the payload`,
    )
  }
  const issues = []
  for (const number of numbers.slice(0, MAX_LINKED_ISSUES)) {
    try {
      issues.push(await client.getIssue(number))
    } catch (error) {
      note(
        `linked issue #${number} could not be read (${error instanceof Error ? error.message : String(error)})`,
      )
    }
  }
  return issues
}
