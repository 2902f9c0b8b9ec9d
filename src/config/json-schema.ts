import { z } from 'zod'
import { configSchema } from './schema.js'

/** The JSON Schema editors use to validate `.github/review-gate.yml` (committed under schema/). */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(configSchema, { io: 'input', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >
  return {
    $schema: schema.$schema,
    $id: 'https://github.com/review-gate/review-gate/schema/review-gate.schema.json',
    title: 'review-gate configuration (.github/review-gate.yml)',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  }
}
