import { describe, expect, it } from 'vitest'
import { GITHUB_OPERATIONS } from '../../../src/github/operations.js'
import { SUPPORTED_KEYWORDS, keywordsOf, loadSubset, validate, type JsonSchema } from './schema.js'

describe('the OpenAPI subset fixture', () => {
  const subset = loadSubset()

  it('holds exactly the operations the client calls, on the same routes', () => {
    expect(Object.keys(subset.operations).sort()).toEqual(Object.keys(GITHUB_OPERATIONS).sort())
    for (const [id, op] of Object.entries(GITHUB_OPERATIONS)) {
      const spec = subset.operations[id]
      expect(`${spec?.method} ${spec?.path}`).toBe(op.route)
    }
    expect(subset.source.package).toBe('@octokit/openapi')
  })

  it('uses no JSON Schema keyword the validator does not implement', () => {
    const used = new Set<string>()
    for (const op of Object.values(subset.operations)) {
      for (const p of op.parameters) keywordsOf(p.schema, used)
      if (op.requestBody) keywordsOf(op.requestBody.schema, used)
      for (const r of Object.values(op.responses)) keywordsOf(r.schema, used)
    }
    expect([...used].filter((k) => !SUPPORTED_KEYWORDS.has(k) && k !== 'properties')).toEqual([])
  })

  it('has the create-review body GitHub documents', () => {
    const body = subset.operations['pulls/create-review']?.requestBody?.schema
    expect(body?.properties?.event?.enum).toEqual(['APPROVE', 'REQUEST_CHANGES', 'COMMENT'])
    expect(body?.properties?.comments?.items?.required).toEqual(['path', 'body'])
  })
})

describe('validate', () => {
  const schema: JsonSchema = {
    type: 'object',
    required: ['id', 'kind'],
    properties: {
      id: { type: 'integer' },
      kind: { type: 'string', enum: ['a', 'b'] },
      note: { type: 'string', nullable: true },
      at: { type: 'string', format: 'date-time' },
      url: { type: 'string', format: 'uri' },
      tags: { type: 'array', items: { type: 'string' } },
      owner: {
        oneOf: [
          { type: 'object', required: ['login'], properties: { login: { type: 'string' } } },
          { type: 'string' },
        ],
      },
      any: { anyOf: [{ type: 'integer' }, { type: 'boolean' }] },
      closed: {
        type: 'object',
        additionalProperties: false,
        properties: { x: { type: 'integer' } },
      },
    },
  }

  it('accepts a valid value', () => {
    expect(
      validate(schema, {
        id: 1,
        kind: 'a',
        note: null,
        at: '2024-01-01T00:00:00Z',
        url: 'https://x.example',
        tags: ['t'],
        owner: 'o',
        any: true,
        closed: { x: 1 },
        extra: 1,
      }),
    ).toEqual([])
  })

  it('reports each problem with its path', () => {
    const errors = validate(schema, {
      id: 1.5,
      kind: 'c',
      at: 'yesterday',
      url: 'not a url',
      tags: ['ok', 3],
      owner: 5,
      any: 'x',
      closed: { y: 1 },
    })
    expect(errors).toEqual([
      '$.id: expected integer, got number',
      '$.kind: "c" is not one of ["a","b"]',
      '$.at: not a date-time: "yesterday"',
      '$.url: not a uri: "not a url"',
      '$.tags[1]: expected string, got integer',
      '$.owner: matches 0 of oneOf, expected exactly 1',
      '$.any: matches none of anyOf',
      '$.closed: unknown property y',
    ])
    expect(validate(schema, {})).toEqual([
      '$: missing required property id',
      '$: missing required property kind',
    ])
    expect(validate(schema, { id: 1, kind: 'a', note: null })).toEqual([])
    expect(validate({ type: 'string' }, null)).toEqual(['$: expected string, got null'])
  })

  it('in request mode refuses properties the schema does not declare', () => {
    expect(validate(schema, { id: 1, kind: 'a', extra: true }, { rejectUnknown: true })).toEqual([
      '$: unknown property extra',
    ])
  })
})
