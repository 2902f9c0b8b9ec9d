import { parseDocument } from 'yaml'
import { InputError } from '../errors.js'
import { configSchema, type Config } from './schema.js'
import { isRecord } from '../shared/is-record.js'
import { describeZodError } from '../shared/zod-issues.js'

/**
 * Parses and validates config text. `where` names the file in every error.
 * Pure: the shells read the file and pass its text (or null when it does not exist).
 */
export function parseConfig(text: string | null, where: string): Config {
  if (text === null || text.trim() === '') return configSchema.parse({})
  return validateConfig(parseYamlMapping(text, where), where)
}

/** YAML text → a plain mapping, with errors that name the file, line and column. */
export function parseYamlMapping(text: string, where: string): Record<string, unknown> {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!
    const pos = first.linePos?.[0]
    const at = pos ? `:${pos.line}:${pos.col}` : ''
    throw new InputError(`invalid YAML: ${first.message.split('\n')[0]}`, `${where}${at}`)
  }
  let value: unknown
  try {
    value = doc.toJS({ maxAliasCount: 50 })
  } catch (error) {
    // The yaml library refuses alias bombs here ("excessive alias count").
    throw new InputError(`cannot expand the YAML: ${(error as Error).message}`, where)
  }
  if (value === null || value === undefined) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError('expected a mapping of keys at the top level', where)
  }
  return value as Record<string, unknown>
}

export function validateConfig(value: unknown, where: string): Config {
  const result = configSchema.safeParse(value)
  if (!result.success) throw new InputError(describeZodError(result.error), where)
  return result.data
}

/** Deep-merges overrides (action inputs, CLI flags, case.yml) over a config and re-validates. */
export function overrideConfig(
  config: Config,
  overrides: Record<string, unknown>,
  where: string,
): Config {
  return validateConfig(deepMerge(config, overrides), where)
}

function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base
  if (isRecord(base) && isRecord(over)) {
    const out: Record<string, unknown> = { ...base }
    for (const [key, value] of Object.entries(over)) out[key] = deepMerge(base[key], value)
    return out
  }
  return over
}

/** Parses `blocker=0,major=2,minor=unlimited` (the severity-gate input). */
export function parseSeverityGate(
  text: string,
  where: string,
): Record<string, number | 'unlimited'> {
  const out: Record<string, number | 'unlimited'> = {}
  for (const part of text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(blocker|major|minor)\s*[=:]\s*(\d+|unlimited)$/i.exec(part)
    if (!match) {
      throw new InputError(
        `"${part}" is not a threshold; expected severity=count, e.g. blocker=0,major=2,minor=unlimited`,
        where,
      )
    }
    const value = match[2]!.toLowerCase()
    out[match[1]!.toLowerCase()] = value === 'unlimited' ? 'unlimited' : Number(value)
  }
  return out
}
