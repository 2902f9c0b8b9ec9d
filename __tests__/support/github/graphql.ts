/**
 * A small GraphQL for the fake GitHub: parses the schema excerpt in fixtures/graphql-schema.graphql
 * and the documents the action sends, validates each document and its variables against the
 * excerpt (unknown fields and arguments, missing required arguments, variable types, selections
 * on leaves or missing on objects), then executes it over resolver objects. Enough of the
 * language for queries and mutations with variables, arguments, nested input objects and
 * aliases; fragments and directives are refused (the action sends none).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type Token = { kind: 'name' | 'punct' | 'string' | 'number' | 'var'; value: string }

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  const re =
    /\s+|,|#[^\n]*|("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|\$([_A-Za-z][_0-9A-Za-z]*)|([_A-Za-z][_0-9A-Za-z]*)|(\.\.\.|[{}()[\]:!=@|&])/y
  let at = 0
  while (at < text.length) {
    re.lastIndex = at
    const m = re.exec(text)
    if (!m) throw new Error(`unexpected character ${JSON.stringify(text[at])} at ${at}`)
    at = re.lastIndex
    if (m[1] !== undefined) tokens.push({ kind: 'string', value: JSON.parse(m[1]) as string })
    else if (m[2] !== undefined) tokens.push({ kind: 'number', value: m[2] })
    else if (m[3] !== undefined) tokens.push({ kind: 'var', value: m[3] })
    else if (m[4] !== undefined) tokens.push({ kind: 'name', value: m[4] })
    else if (m[5] !== undefined) tokens.push({ kind: 'punct', value: m[5] })
  }
  return tokens
}

class Reader {
  private at = 0
  constructor(private readonly tokens: Token[]) {}
  peek(): Token | undefined {
    return this.tokens[this.at]
  }
  done(): boolean {
    return this.at >= this.tokens.length
  }
  next(): Token {
    const t = this.tokens[this.at++]
    if (!t) throw new Error('unexpected end of document')
    return t
  }
  is(value: string): boolean {
    return this.peek()?.value === value && this.peek()?.kind === 'punct'
  }
  expect(value: string): void {
    const t = this.next()
    if (t.value !== value) throw new Error(`expected "${value}", got "${t.value}"`)
  }
  name(): string {
    const t = this.next()
    if (t.kind !== 'name') throw new Error(`expected a name, got "${t.value}"`)
    return t.value
  }
}

/** A type reference: `[Name!]!` → { name, list, nonNull, itemNonNull }. */
interface TypeRef {
  name: string
  nonNull: boolean
  list: boolean
}

function readType(r: Reader): TypeRef {
  if (r.is('[')) {
    r.expect('[')
    const inner = readType(r)
    r.expect(']')
    const nonNull = r.is('!')
    if (nonNull) r.expect('!')
    return { name: inner.name, nonNull, list: true }
  }
  const name = r.name()
  const nonNull = r.is('!')
  if (nonNull) r.expect('!')
  return { name, nonNull, list: false }
}

const show = (t: TypeRef): string =>
  `${t.list ? '[' : ''}${t.name}${t.list ? ']' : ''}${t.nonNull ? '!' : ''}`

interface FieldDef {
  type: TypeRef
  args: Map<string, TypeRef>
}
interface TypeDef {
  kind: 'type' | 'input' | 'interface'
  fields: Map<string, FieldDef>
}
export type Schema = Map<string, TypeDef>

const SCALARS = new Set(['String', 'Int', 'Boolean', 'ID', 'Float'])

export function parseSchema(sdl: string): Schema {
  const r = new Reader(tokenize(sdl))
  const schema: Schema = new Map()
  while (!r.done()) {
    const kind = r.name()
    if (kind !== 'type' && kind !== 'input' && kind !== 'interface')
      throw new Error(`schema: unsupported definition "${kind}"`)
    const name = r.name()
    const fields = new Map<string, FieldDef>()
    r.expect('{')
    while (!r.is('}')) {
      const field = r.name()
      const args = new Map<string, TypeRef>()
      if (r.is('(')) {
        r.expect('(')
        while (!r.is(')')) {
          const arg = r.name()
          r.expect(':')
          args.set(arg, readType(r))
          if (r.is('=')) {
            r.expect('=')
            r.next()
          }
        }
        r.expect(')')
      }
      r.expect(':')
      fields.set(field, { type: readType(r), args })
    }
    r.expect('}')
    schema.set(name, { kind, fields })
  }
  return schema
}

type Value =
  | { kind: 'var'; name: string }
  | { kind: 'literal'; value: unknown }
  | { kind: 'object'; fields: Map<string, Value> }

interface Selection {
  alias: string
  name: string
  args: Map<string, Value>
  selections: Selection[] | null
}

export interface Operation {
  type: 'query' | 'mutation'
  variables: Map<string, TypeRef>
  selections: Selection[]
}

function readValue(r: Reader): Value {
  const t = r.peek()
  if (!t) throw new Error('unexpected end of document')
  if (t.kind === 'var') {
    r.next()
    return { kind: 'var', name: t.value }
  }
  if (t.kind === 'string') {
    r.next()
    return { kind: 'literal', value: t.value }
  }
  if (t.kind === 'number') {
    r.next()
    return { kind: 'literal', value: Number(t.value) }
  }
  if (t.kind === 'name') {
    r.next()
    if (t.value === 'true' || t.value === 'false')
      return { kind: 'literal', value: t.value === 'true' }
    if (t.value === 'null') return { kind: 'literal', value: null }
    throw new Error(`enum values are not supported here: ${t.value}`)
  }
  if (t.value === '{') {
    r.expect('{')
    const fields = new Map<string, Value>()
    while (!r.is('}')) {
      const name = r.name()
      r.expect(':')
      fields.set(name, readValue(r))
    }
    r.expect('}')
    return { kind: 'object', fields }
  }
  throw new Error(`unexpected "${t.value}" where a value belongs`)
}

function readSelections(r: Reader): Selection[] {
  r.expect('{')
  const out: Selection[] = []
  while (!r.is('}')) {
    if (r.is('...') || r.is('@')) throw new Error('fragments and directives are not supported')
    let name = r.name()
    let alias = name
    if (r.is(':')) {
      r.expect(':')
      alias = name
      name = r.name()
    }
    const args = new Map<string, Value>()
    if (r.is('(')) {
      r.expect('(')
      while (!r.is(')')) {
        const arg = r.name()
        r.expect(':')
        args.set(arg, readValue(r))
      }
      r.expect(')')
    }
    out.push({ alias, name, args, selections: r.is('{') ? readSelections(r) : null })
  }
  r.expect('}')
  return out
}

export function parseOperation(document: string): Operation {
  const r = new Reader(tokenize(document))
  let type: Operation['type'] = 'query'
  const variables = new Map<string, TypeRef>()
  if (!r.is('{')) {
    const keyword = r.name()
    if (keyword !== 'query' && keyword !== 'mutation')
      throw new Error(`unsupported operation "${keyword}"`)
    type = keyword
    if (r.peek()?.kind === 'name') r.name()
    if (r.is('(')) {
      r.expect('(')
      while (!r.is(')')) {
        const t = r.next()
        if (t.kind !== 'var') throw new Error(`expected a variable, got "${t.value}"`)
        r.expect(':')
        variables.set(t.value, readType(r))
        if (r.is('=')) throw new Error('variable defaults are not supported')
      }
      r.expect(')')
    }
  }
  const selections = readSelections(r)
  if (!r.done()) throw new Error('only one operation per document')
  return { type, variables, selections }
}

/** Every problem with the operation and its variables against the schema; empty when valid. */
export function validateOperation(
  schema: Schema,
  op: Operation,
  variables: Record<string, unknown>,
): string[] {
  const problems: string[] = []
  const used = new Set<string>()
  for (const [name, type] of op.variables) {
    if (!SCALARS.has(type.name) && schema.get(type.name)?.kind !== 'input')
      problems.push(`$${name}: unknown input type ${type.name}`)
    const value = variables[name]
    if (value === undefined || value === null) {
      if (type.nonNull) problems.push(`$${name} (${show(type)}) is required but not given`)
    } else if (!scalarFits(type.name, value)) {
      problems.push(`$${name} (${show(type)}) got ${JSON.stringify(value)}`)
    }
  }
  for (const name of Object.keys(variables))
    if (!op.variables.has(name)) problems.push(`variable $${name} given but not declared`)

  const checkValue = (value: Value, expected: TypeRef, where: string): void => {
    if (value.kind === 'var') {
      used.add(value.name)
      const declared = op.variables.get(value.name)
      if (!declared) problems.push(`${where}: $${value.name} is not declared`)
      else if (declared.name !== expected.name || (expected.nonNull && !declared.nonNull))
        problems.push(`${where}: $${value.name} is ${show(declared)}, expected ${show(expected)}`)
      return
    }
    if (value.kind === 'literal') {
      if (value.value === null ? expected.nonNull : !scalarFits(expected.name, value.value))
        problems.push(`${where}: ${JSON.stringify(value.value)} is not ${show(expected)}`)
      return
    }
    const input = schema.get(expected.name)
    if (input?.kind !== 'input') {
      problems.push(`${where}: an object where ${show(expected)} belongs`)
      return
    }
    for (const [field, v] of value.fields) {
      const def = input.fields.get(field)
      if (!def) problems.push(`${where}: ${expected.name} has no field "${field}"`)
      else checkValue(v, def.type, `${where}.${field}`)
    }
    for (const [field, def] of input.fields)
      if (def.type.nonNull && !value.fields.has(field))
        problems.push(`${where}: ${expected.name}.${field} is required`)
  }

  const walk = (typeName: string, selections: Selection[], path: string): void => {
    const type = schema.get(typeName)
    if (!type) {
      problems.push(`${path}: unknown type ${typeName}`)
      return
    }
    for (const s of selections) {
      const where = `${path}.${s.name}`
      const def = type.fields.get(s.name)
      if (!def) {
        problems.push(`${where}: ${typeName} has no field "${s.name}"`)
        continue
      }
      for (const [arg, value] of s.args) {
        const argType = def.args.get(arg)
        if (!argType) problems.push(`${where}: unknown argument "${arg}"`)
        else checkValue(value, argType, `${where}(${arg})`)
      }
      for (const [arg, argType] of def.args)
        if (argType.nonNull && !s.args.has(arg))
          problems.push(`${where}: required argument "${arg}" missing`)
      const leaf = SCALARS.has(def.type.name)
      if (leaf && s.selections) problems.push(`${where}: ${def.type.name} has no fields to select`)
      if (!leaf && !s.selections) problems.push(`${where}: ${def.type.name} needs a selection`)
      if (!leaf && s.selections) walk(def.type.name, s.selections, where)
    }
  }
  walk(op.type === 'query' ? 'Query' : 'Mutation', op.selections, op.type)
  for (const name of op.variables.keys())
    if (!used.has(name)) problems.push(`variable $${name} is declared but never used`)
  return problems
}

function scalarFits(type: string, value: unknown): boolean {
  if (type === 'Int') return Number.isInteger(value)
  if (type === 'Float') return typeof value === 'number'
  if (type === 'Boolean') return typeof value === 'boolean'
  if (type === 'String' || type === 'ID') return typeof value === 'string'
  return typeof value === 'object' && value !== null
}

/**
 * A resolver object: each field a value or a function of its arguments. Executes a validated
 * operation, resolving arguments (variables substituted) and shaping the result by selection.
 */
export type Resolved = { [field: string]: unknown }

export function execute(
  op: Operation,
  root: Resolved,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const valueOf = (v: Value): unknown =>
    v.kind === 'var'
      ? variables[v.name]
      : v.kind === 'literal'
        ? v.value
        : Object.fromEntries([...v.fields].map(([k, x]) => [k, valueOf(x)]))
  const shape = (source: unknown, selections: Selection[]): unknown => {
    if (source === null || source === undefined) return null
    if (Array.isArray(source)) return source.map((item) => shape(item, selections))
    const obj = source as Resolved
    const out: Record<string, unknown> = {}
    for (const s of selections) {
      const field = obj[s.name]
      const args = Object.fromEntries([...s.args].map(([k, v]) => [k, valueOf(v)]))
      const value = typeof field === 'function' ? (field as (a: unknown) => unknown)(args) : field
      out[s.alias] = s.selections ? shape(value, s.selections) : (value ?? null)
    }
    return out
  }
  return shape(root, op.selections) as Record<string, unknown>
}

let loaded: Schema | null = null
export function githubSchema(): Schema {
  loaded ??= parseSchema(
    readFileSync(join(import.meta.dirname, 'fixtures', 'graphql-schema.graphql'), 'utf8'),
  )
  return loaded
}
