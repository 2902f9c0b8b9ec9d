/**
 * The smallest value a response schema accepts: every required property filled by type (strings
 * in the right format, numbers 1, booleans false, nullable values null, arrays empty). The fake
 * server builds its larger objects (a pull request in a list, a repository) from GitHub's own
 * description this way and then sets the fields a test is about, so a shape cannot drift from
 * the schema it is checked against.
 */
import type { JsonSchema } from './schema.js'

const EXAMPLE_DATE = '2024-01-01T00:00:00Z'

export function minimalInstance(schema: JsonSchema, site: string, depth = 0): unknown {
  if (depth > 24 || schema['x-recursive']) return null
  if (schema.allOf) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => minimalInstance(part, site, depth + 1) as object),
    )
  }
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0]
  if (choice) return minimalInstance(choice, site, depth + 1)
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return EXAMPLE_DATE
      if (schema.format === 'uri') return `${site}/example`
      return ''
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'array':
      return []
    case 'null':
      return null
    default: {
      const out: Record<string, unknown> = {}
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name] ?? {}
        out[name] = property.nullable ? null : minimalInstance(property, site, depth + 1)
      }
      return out
    }
  }
}

/** A copy of `base` with `patch` written over it, objects merged key by key. */
export function overlay<T>(base: T, patch: Record<string, unknown>): T {
  const out = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key]
    out[key] =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current !== null &&
      typeof current === 'object' &&
      !Array.isArray(current)
        ? overlay(current, value as Record<string, unknown>)
        : value
  }
  return out as T
}
