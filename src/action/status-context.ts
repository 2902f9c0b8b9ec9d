/**
 * Which commit status the run sets. On `workflow_run` the job's own check sits on the default
 * branch, where the pull request never shows it: without a status the gate is invisible there, so
 * it gets one by default. Elsewhere only when asked. `none` turns it off everywhere.
 */
import type { ActionSettings } from '../settings/settings.js'

export const DEFAULT_STATUS_CONTEXT = 'review-gate'
export const NO_STATUS = 'none'

export function statusContextFor(
  settings: Pick<ActionSettings, 'statusContext' | 'shard' | 'planShards'>,
  eventName: string,
): string | null {
  // One shard of a matrix, or its sizing job, decides nothing: the merge job sets the one status.
  if (settings.shard || settings.planShards) return null
  const given = settings.statusContext
  if (given === NO_STATUS) return null
  if (given) return given
  return eventName === 'workflow_run' ? DEFAULT_STATUS_CONTEXT : null
}
