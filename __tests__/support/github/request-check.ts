/** Checks one request against its operation in the OpenAPI subset: parameters, then body. */
import { coerceParameter, validate, type OperationSpec } from './schema.js'

export interface CheckedRequest {
  params: Record<string, unknown>
  body: unknown
  problems: string[]
  /** The body claimed to be JSON and was not (GitHub answers 400). */
  badJson: boolean
}

export function checkRequest(
  spec: OperationSpec,
  pathNames: string[],
  match: RegExpExecArray | null,
  url: URL,
  headers: Record<string, string>,
  raw: string,
): CheckedRequest {
  // Parameters: path, then query; every query parameter must be declared.
  const params: Record<string, unknown> = {}
  const problems: string[] = []
  pathNames.forEach((name, i) => {
    const value = decodeURIComponent(match?.[i + 1] ?? '')
    const p = spec.parameters.find((x) => x.in === 'path' && x.name === name)
    if (!p) return problems.push(`path parameter ${name} is not declared`)
    params[name] = coerceParameter(p.schema, value)
    problems.push(...validate(p.schema, params[name], {}, `path.${name}`))
  })
  for (const [name, value] of url.searchParams) {
    const p = spec.parameters.find((x) => x.in === 'query' && x.name === name)
    if (!p) {
      problems.push(`unknown query parameter ${name}`)
      continue
    }
    params[name] = coerceParameter(p.schema, value)
    problems.push(...validate(p.schema, params[name], {}, `query.${name}`))
  }
  for (const p of spec.parameters) {
    if (p.required && p.in === 'query' && !url.searchParams.has(p.name)) {
      problems.push(`missing required query parameter ${p.name}`)
    }
  }

  // Body: JSON, declared by the operation, every field known and typed.
  let body: unknown = undefined
  if (raw.length > 0) {
    if (!spec.requestBody) problems.push('a body was sent to an operation that takes none')
    else if (!(headers['content-type'] ?? '').includes('application/json')) {
      problems.push(
        `body content-type is ${headers['content-type'] ?? 'missing'}, expected application/json`,
      )
    } else {
      try {
        body = JSON.parse(raw) as unknown
      } catch {
        return { params, body: undefined, problems, badJson: true }
      }
      problems.push(...validate(spec.requestBody.schema, body, { rejectUnknown: true }, 'body'))
    }
  } else if (spec.requestBody?.required) {
    problems.push('missing required request body')
  }
  return { params, body, problems, badJson: false }
}
