import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configJsonSchema } from '../../src/config/json-schema.js'
import { renderActionTables, replaceBetweenMarkers } from '../../src/docs/action-tables.js'

const root = join(import.meta.dirname, '..', '..')
const update = process.env.REVIEW_GATE_UPDATE_DOCS === '1'

describe('generated documentation', () => {
  it('README inputs/outputs tables match action.yml', () => {
    const readmePath = join(root, 'README.md')
    const readme = readFileSync(readmePath, 'utf8')
    const tables = renderActionTables(readFileSync(join(root, 'action.yml'), 'utf8'))
    const expected = replaceBetweenMarkers(
      replaceBetweenMarkers(readme, 'inputs', tables.inputs),
      'outputs',
      tables.outputs,
    )
    if (update) writeFileSync(readmePath, expected)
    expect(readme, 'README tables drifted from action.yml: run `npm run docs:update`').toBe(
      expected,
    )
  })

  it('the committed config JSON Schema matches the zod schema', () => {
    const path = join(root, 'schema', 'review-gate.schema.json')
    const expected = `${JSON.stringify(configJsonSchema(), null, 2)}\n`
    if (update) writeFileSync(path, expected)
    expect(readFileSync(path, 'utf8'), 'schema drifted: run `npm run docs:update`').toBe(expected)
  })

  it('every action.yml input and output is documented with a description', () => {
    const tables = renderActionTables(readFileSync(join(root, 'action.yml'), 'utf8'))
    for (const row of [...tables.inputs.split('\n'), ...tables.outputs.split('\n')].slice(2)) {
      if (row.startsWith('| ---') || row.startsWith('| Output')) continue
      expect(row.split('|').at(-2)?.trim().length ?? 0).toBeGreaterThan(10)
    }
  })
})
