import { FINDING_ID_PATTERN } from '../domain/fingerprint.js'
import type { ResolvedClaim } from '../domain/prior.js'
import type { Notes } from './notes.js'
import { boundText, quote } from './text.js'

/**
 * The reply's re-review fields (issue 14): `prior_id` on a finding that re-reports a finding of
 * the previous review, and `resolved`, the prior findings the reviewer says are fixed. A bad
 * entry is a warning and is left out: a claim that cannot be read closes nothing, so the prior
 * finding stays open (fail closed), and the review is still complete.
 */

export const MAX_RESOLVED = 200
export const MAX_RESOLVED_REASON_LENGTH = 500

/** `RG-XXXXXX`, case and spacing forgiven; anything else is removed with a warning. */
export function readPriorId(value: unknown, at: number, notes: Notes): string | undefined {
  if (value === undefined || value === null) return undefined
  const id = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (id === '') {
    if (value !== '')
      notes.warn(notes.full ? '' : `issues[${at}]: prior_id ${quote(value)} removed`)
    return undefined
  }
  if (FINDING_ID_PATTERN.test(id)) return id
  notes.warn(
    notes.full ? '' : `issues[${at}]: prior_id ${quote(value)} is not a finding id; removed`,
  )
  return undefined
}

/** The `resolved` list: `[{"id": "RG-…", "reason": "…"}]`; null when the reply has none. */
export function readResolved(value: unknown, notes: Notes): ResolvedClaim[] | null {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value)) {
    notes.warn(`"resolved" is not a list; ignored (no prior finding is closed by it)`)
    return []
  }
  const claims: ResolvedClaim[] = []
  const seen = new Set<string>()
  value.forEach((entry: unknown, at) => {
    if (claims.length >= MAX_RESOLVED) return
    const record =
      typeof entry === 'object' && entry !== null && !Array.isArray(entry)
        ? (entry as Record<string, unknown>)
        : null
    const rawId = record && Object.hasOwn(record, 'id') ? record.id : entry
    const id = typeof rawId === 'string' ? rawId.trim().toUpperCase() : ''
    if (!FINDING_ID_PATTERN.test(id)) {
      notes.warn(`resolved[${at}]: ${quote(entry, 120)} names no finding id; ignored`)
      return
    }
    const rawReason = record && Object.hasOwn(record, 'reason') ? record.reason : undefined
    const reason = typeof rawReason === 'string' ? rawReason.trim() : ''
    if (seen.has(id)) return
    seen.add(id)
    claims.push({
      id,
      reason: reason === '' ? '(no reason given)' : boundText(reason, MAX_RESOLVED_REASON_LENGTH),
    })
  })
  if (value.length > MAX_RESOLVED)
    notes.warn(`"resolved" lists ${value.length} entries; only the first ${MAX_RESOLVED} were read`)
  return claims
}
