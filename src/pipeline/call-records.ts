import { ModelFailure } from '../errors.js'
import { ModelCallFailure, type ModelCallResult } from '../model/provider.js'
import type { RunUsage } from '../publish/report.js'

/** What each model call of a run returned or how it failed: the report's usage and reply text. */

export interface CallRecord {
  name: string
  provider: string
  model: string | null
  result: ModelCallResult | null
  failure: ModelFailure | null
}

export function replyTextOf(records: readonly CallRecord[]): string | null {
  const replied = records.filter((r) => r.result !== null)
  if (replied.length === 0) return null
  if (replied.length === 1) return replied[0]!.result!.text
  return replied.map((r) => `===== ${r.name} =====\n${r.result!.text.trimEnd()}\n`).join('\n')
}

/** Every call's cost added up: what the run spent, failed calls included. */
export function usageOf(records: readonly CallRecord[]): RunUsage {
  const distinct = (values: (string | null)[]) => {
    const set = [...new Set(values.filter((v): v is string => v !== null))]
    return set.length === 0 ? null : set.join(', ')
  }
  const sum = (values: (number | null)[]) =>
    values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null
  const spent = records.map((r) => {
    if (r.result) {
      return {
        usage: r.result.usage,
        attempts: r.result.attempts,
        repairs: r.result.repairs,
        cost: r.result.cost,
      }
    }
    const failure = r.failure instanceof ModelCallFailure ? r.failure : null
    return {
      usage: failure?.usage ?? { inputTokens: null, outputTokens: null },
      attempts: r.failure?.attempts ?? 0,
      repairs: failure?.repairs ?? 0,
      cost: failure?.cost ?? null,
    }
  })
  const cost = sum(spent.map((s) => s.cost))
  const cached = replyCacheOf(records)
  return {
    provider: distinct(records.map((r) => r.provider)) ?? 'none',
    model: distinct(records.map((r) => r.model)),
    inputTokens: sum(spent.map((s) => s.usage.inputTokens)),
    outputTokens: sum(spent.map((s) => s.usage.outputTokens)),
    attempts: spent.reduce((a, s) => a + s.attempts, 0),
    repairs: spent.reduce((a, s) => a + s.repairs, 0),
    costUsd: cost === null ? null : Math.round(cost * 1e6) / 1e6,
    ...(cached ? { replyCache: cached } : {}),
  }
}

/**
 * The reply cache's word on the run's calls: `HIT` or `MISS` when every consulted call agrees,
 * else each call's (`HIT review-1, MISS verify`); null when no call consulted it.
 */
function replyCacheOf(records: readonly CallRecord[]): string | null {
  const consulted = records.filter((r) => r.result?.replyCache !== undefined)
  if (consulted.length === 0) return null
  const states = consulted.map((r) => r.result!.replyCache!.toUpperCase())
  if (states.every((s) => s === states[0])) return states[0]!
  return consulted.map((r, i) => `${states[i]} ${r.name}`).join(', ')
}
