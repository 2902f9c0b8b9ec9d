/**
 * A validator for the part of JSON Schema (OpenAPI 3.0 flavour) that GitHub's description uses
 * for the operations review-gate calls: type, nullable, required, properties,
 * additionalProperties, enum, items, oneOf, anyOf, allOf, format (date-time, uri), default.
 * `SUPPORTED_KEYWORDS` is checked against the fixture by a test, so a regenerated fixture that
 * needs more is noticed instead of silently unvalidated.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null'
  nullable?: boolean
  required?: string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  enum?: unknown[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  default?: unknown
  /** Written by the extractor where a schema refers back to itself: accepts anything. */
  'x-recursive'?: string
}

export const SUPPORTED_KEYWORDS = new Set([
  'type',
  'nullable',
  'required',
  'properties',
  'additionalProperties',
  'enum',
  'items',
  'oneOf',
  'anyOf',
  'allOf',
  'format',
  'default',
  'x-recursive',
  // annotations with no validation meaning
  'deprecated',
  'readOnly',
  'writeOnly',
  'x-github-breaking-changes',
])

export interface ParameterSpec {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

export interface OperationSpec {
  operationId: string
  method: string
  path: string
  parameters: ParameterSpec[]
  requestBody: { required: boolean; schema: JsonSchema } | null
  responses: Record<string, { mediaTypes: string[]; schema: JsonSchema | null }>
}

export interface OpenApiSubset {
  source: { package: string; version: string; description: string }
  operations: Record<string, OperationSpec>
}

const here = dirname(fileURLToPath(import.meta.url))
export const SUBSET_PATH = join(here, 'fixtures', 'openapi-subset.json')

export function loadSubset(path = SUBSET_PATH): OpenApiSubset {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiSubset
}

export interface ValidateOptions {
  /** Requests: a property the schema does not declare is an error (GitHub would ignore it). */
  rejectUnknown?: boolean
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function typeMatches(expected: string, value: unknown): boolean {
  const actual = typeOf(value)
  if (expected === 'number') return actual === 'number' || actual === 'integer'
  return actual === expected
}

function checkFormat(format: string | undefined, value: unknown): string | null {
  if (typeof value !== 'string' || !format) return null
  if (format === 'date-time' && !DATE_TIME.test(value))
    return `not a date-time: ${JSON.stringify(value)}`
  if (format === 'uri') {
    try {
      new URL(value)
    } catch {
      return `not a uri: ${JSON.stringify(value)}`
    }
  }
  return null
}

/** Every problem found, each prefixed with its JSON path; empty when the value is valid. */
export function validate(
  schema: JsonSchema,
  value: unknown,
  options: ValidateOptions = {},
  path = '$',
  depth = 0,
): string[] {
  if (depth > 64) return [`${path}: nested too deeply to validate`]
  if (schema['x-recursive']) return []
  if (value === null && (schema.nullable === true || schema.type === 'null')) return []
  if (value === null && schema.enum?.includes(null)) return []
  const errors: string[] = []
  if (schema.type && !typeMatches(schema.type, value)) {
    return [
      `${path}: expected ${schema.type}${schema.nullable ? ' or null' : ''}, got ${typeOf(value)}`,
    ]
  }
  if (schema.enum && !schema.enum.includes(value)) {
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`)
  }
  const formatError = checkFormat(schema.format, value)
  if (formatError) errors.push(`${path}: ${formatError}`)
  if (schema.allOf) {
    for (const part of schema.allOf) errors.push(...validate(part, value, options, path, depth + 1))
  }
  if (
    schema.anyOf &&
    !schema.anyOf.some((s) => validate(s, value, options, path, depth + 1).length === 0)
  ) {
    errors.push(`${path}: matches none of anyOf`)
  }
  if (schema.oneOf) {
    const matching = schema.oneOf.filter(
      (s) => validate(s, value, options, path, depth + 1).length === 0,
    ).length
    if (matching !== 1) errors.push(`${path}: matches ${matching} of oneOf, expected exactly 1`)
  }
  if (typeOf(value) === 'array' && schema.items) {
    ;(value as unknown[]).forEach((item, i) =>
      errors.push(
        ...validate(schema.items as JsonSchema, item, options, `${path}[${i}]`, depth + 1),
      ),
    )
  }
  if (
    typeOf(value) === 'object' &&
    (schema.properties || schema.required || schema.additionalProperties !== undefined)
  ) {
    const obj = value as Record<string, unknown>
    for (const name of schema.required ?? []) {
      if (!Object.prototype.hasOwnProperty.call(obj, name))
        errors.push(`${path}: missing required property ${name}`)
    }
    const declared = schema.properties ?? {}
    for (const [name, item] of Object.entries(obj)) {
      const sub = Object.prototype.hasOwnProperty.call(declared, name) ? declared[name] : undefined
      if (sub) {
        errors.push(...validate(sub, item, options, `${path}.${name}`, depth + 1))
      } else if (
        schema.additionalProperties === false ||
        (options.rejectUnknown && schema.properties)
      ) {
        errors.push(`${path}: unknown property ${name}`)
      } else if (typeof schema.additionalProperties === 'object') {
        errors.push(
          ...validate(schema.additionalProperties, item, options, `${path}.${name}`, depth + 1),
        )
      }
    }
  }
  return errors
}

/** Converts a path or query string to the parameter's type before validating it. */
export function coerceParameter(schema: JsonSchema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') {
    return /^-?\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : raw
  }
  if (schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw
  return raw
}

/** Keywords used anywhere in a schema tree (property names excluded). */
export function keywordsOf(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) keywordsOf(item, into)
  } else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      into.add(key)
      if (key === 'properties') {
        for (const sub of Object.values(value as object)) keywordsOf(sub, into)
      } else if (!['enum', 'default', 'required'].includes(key) && !key.startsWith('x-')) {
        keywordsOf(value, into)
      }
    }
  }
  return into
}
