import { type Category, SEVERITIES, type Severity } from '../domain/finding.js'
import {
  EXAMPLE_ID_PATTERN,
  exampleError,
  excerpt,
  unquote,
  type RawExample,
} from './example-error.js'
import { ALL_CATEGORIES } from './expected-finding.js'
import { STACKS, type Stack } from './types.js'

/**
 * The frontmatter of one example: `key: value` lines, exactly the four fields, each once.
 * Not YAML on purpose: a tiny, strict grammar leaves no room for anchors, tags or surprises.
 */

export const FRONTMATTER_FIELDS = ['example_id', 'stack', 'category', 'severity'] as const
type Field = (typeof FRONTMATTER_FIELDS)[number]

export interface Frontmatter {
  example_id: string
  stack: Stack
  category: Category
  severity: Severity
}

export function readFrontmatter(example: RawExample, source: string): Frontmatter {
  const values = new Map<Field, string>()
  for (const line of example.frontmatter) {
    if (line.text.trim() === '') continue
    const match = /^([A-Za-z_][A-Za-z0-9_-]*)[ \t]*:(.*)$/.exec(line.text)
    if (!match) {
      throw exampleError(
        source,
        example,
        line.number,
        `expected 'key: value' in the frontmatter, got ${excerpt(line.text)}`,
      )
    }
    const key = match[1]!
    if (!(FRONTMATTER_FIELDS as readonly string[]).includes(key)) {
      throw exampleError(
        source,
        example,
        line.number,
        `unknown frontmatter field ${excerpt(key)}; the fields are ${FRONTMATTER_FIELDS.join(', ')}`,
      )
    }
    if (values.has(key as Field)) {
      throw exampleError(source, example, line.number, `frontmatter field '${key}' appears twice`)
    }
    values.set(key as Field, unquote(match[2]!.trim()))
  }
  const missing = FRONTMATTER_FIELDS.filter((field) => !values.get(field))
  if (missing.length > 0) {
    throw exampleError(
      source,
      example,
      example.startLine,
      `frontmatter is missing ${missing.map((f) => `'${f}'`).join(', ')}`,
    )
  }
  const id = values.get('example_id')!
  if (!EXAMPLE_ID_PATTERN.test(id)) {
    throw exampleError(
      source,
      example,
      lineOf(example, 'example_id'),
      `example_id ${excerpt(id)} must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit`,
    )
  }
  example.id = id
  return {
    example_id: id,
    stack: oneOf(example, source, 'stack', values.get('stack')!, STACKS),
    category: oneOf(example, source, 'category', values.get('category')!, ALL_CATEGORIES),
    severity: oneOf(example, source, 'severity', values.get('severity')!, SEVERITIES),
  }
}

function oneOf<T extends string>(
  example: RawExample,
  source: string,
  field: Field,
  value: string,
  allowed: readonly T[],
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw exampleError(
    source,
    example,
    lineOf(example, field),
    `unknown ${field} ${excerpt(value)}; expected one of ${allowed.join(', ')}`,
  )
}

function lineOf(example: RawExample, field: Field): number {
  const line = example.frontmatter.find((l) => new RegExp(`^${field}[ \\t]*:`).test(l.text))
  return line?.number ?? example.startLine
}


