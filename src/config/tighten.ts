import type { Config } from './schema.js'

/**
 * Overrides (action inputs, CLI flags) may tighten the gate the base config sets, never loosen it.
 * In a `pull_request` run the workflow file comes from the pull request itself, so an input that
 * raised a threshold would let a pull request lower its own gate. Each refused loosening keeps the
 * stricter value and yields a notice naming the setting, both values and which one is used.
 */
export interface Tightened {
  config: Config
  refused: string[]
}

type Limit = number | 'unlimited'

/** Lower is stricter: `unlimited` is the loosest threshold. */
function stricterLimit(a: Limit, b: Limit): Limit {
  if (a === 'unlimited') return b
  if (b === 'unlimited') return a
  return Math.min(a, b)
}

/** Orders of each policy setting from loosest to strictest. */
const ORDERS = {
  on_model_error: ['neutral', 'fail'],
  missing: ['off', 'minor', 'major'],
  unknown: ['warn', 'fail'],
  flaky: ['pass', 'fail'],
  scope: ['touched', 'suite'],
  partial: ['allow', 'fail'],
} as const

function stricterOf<T extends string>(order: readonly T[], base: T, wanted: T): T {
  return order.indexOf(wanted) >= order.indexOf(base) ? wanted : base
}

export function tightenOnly(base: Config, overridden: Config, where: string): Tightened {
  const refused: string[] = []
  const pick = <T extends string>(name: string, order: readonly T[], b: T, w: T): T => {
    const chosen = stricterOf(order, b, w)
    if (chosen !== w) {
      refused.push(
        `${where}: ${name} ${w} would loosen the base config's ${b}; refused, ${b} is used`,
      )
    }
    return chosen
  }
  const gate = { ...overridden.severity_gate }
  for (const severity of ['blocker', 'major', 'minor'] as const) {
    const b = base.severity_gate[severity]
    const w = overridden.severity_gate[severity]
    const chosen = stricterLimit(b, w)
    if (chosen !== w) {
      refused.push(
        `${where}: severity-gate ${severity}=${w} would loosen the base config's ${severity}=${b}; refused, ${b} is used`,
      )
    }
    gate[severity] = chosen
  }
  const config: Config = {
    ...overridden,
    severity_gate: gate,
    on_model_error: pick(
      'on-model-error',
      ORDERS.on_model_error,
      base.on_model_error,
      overridden.on_model_error,
    ),
    partial: pick('partial', ORDERS.partial, base.partial, overridden.partial),
    evidence: {
      ...overridden.evidence,
      missing: pick(
        'evidence.missing',
        ORDERS.missing,
        base.evidence.missing,
        overridden.evidence.missing,
      ),
      unknown: pick(
        'evidence.unknown',
        ORDERS.unknown,
        base.evidence.unknown,
        overridden.evidence.unknown,
      ),
      flaky: pick('evidence.flaky', ORDERS.flaky, base.evidence.flaky, overridden.evidence.flaky),
      scope: pick('evidence.scope', ORDERS.scope, base.evidence.scope, overridden.evidence.scope),
    },
  }
  return { config, refused }
}
