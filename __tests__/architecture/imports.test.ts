/**
 * The import-direction check (docs/architecture.md, "Layers"): imports flow one way, shell →
 * pipeline → stages → the shared bottom, and a stage never reaches into a later one. Reads every
 * relative import under src/ and fails naming each import that flows the wrong way.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..', '..', 'src')

/**
 * Each top-level unit of src/ and its layer: a module may import its own unit and any unit of a
 * lower layer. Stages are ordered among themselves by the pipeline: a stage may import earlier
 * stages (their results are its inputs), never later ones.
 */
const LAYERS: Record<string, number> = {
  // the bottom: no stage, no side effect of its own
  domain: 0,
  shared: 0,
  'errors.ts': 0,
  'logger.ts': 0,
  // generates the README's input and output tables from action.yml
  docs: 1,
  // configuration and the edges every stage may use
  config: 1,
  secrets: 1,
  process: 1,
  git: 1,
  // the stages, in pipeline order
  diff: 10,
  evidence: 11,
  examples: 12,
  // REVIEW.md: parsed before the payload that carries its guidance, applied after the parse
  'review-guide': 12.5,
  // the repository context (scopes, stale references, consumers, definitions, blast radius):
  // pure over a head-tree reader, it reuses evidence's import resolvers and feeds the payload
  context: 12.7,
  payload: 13,
  model: 14,
  review: 15,
  // the ensemble's merge, confidence floors, the verifier's payload and reply, adjudication:
  // they work on parsed reviews and come before the gate that judges what survives
  precision: 15.5,
  // the previous review carried into this one (ids, re-review, dismissals): after the precision
  // steps, before the gate that counts what stays open
  'carry-over': 15.7,
  gate: 16,
  publish: 17,
  // GitHub: reading a change and posting its review, above the renderers it posts
  github: 18,
  // owns the run
  settings: 19,
  pipeline: 20,
  // the two shells
  action: 30,
  cli: 30,
  'main.ts': 31,
  'cli.ts': 31,
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (entry.name.endsWith('.ts')) yield path
  }
}

function unitOf(file: string): string {
  return relative(SRC, file).split(/[\\/]/)[0]!
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm

function importsOf(file: string): { target: string; line: number }[] {
  const text = readFileSync(file, 'utf8')
  const out: { target: string; line: number }[] = []
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts'))
    out.push({ target, line: text.slice(0, match.index).split('\n').length })
  }
  return out
}

describe('architecture: imports flow one way', () => {
  const files = [...sourceFiles(SRC)]

  it('every unit of src/ has a layer (a new folder must be placed on purpose)', () => {
    const units = [...new Set(files.map(unitOf))].sort()
    expect(units.filter((u) => LAYERS[u] === undefined)).toEqual([])
  })

  it('no import flows upward or into a later stage', () => {
    const wrong: string[] = []
    for (const file of files) {
      const from = unitOf(file)
      for (const { target, line } of importsOf(file)) {
        const to = unitOf(target)
        if (to === from) continue
        const a = LAYERS[from]
        const b = LAYERS[to]
        if (a === undefined || b === undefined || b > a || (a === b && from !== to)) {
          wrong.push(`src/${relative(SRC, file)}:${line} (${from}) imports ${to}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('the shells hold no pipeline logic: main.ts and cli.ts fit on a screen', () => {
    for (const shell of ['main.ts', 'cli.ts']) {
      const lines = readFileSync(join(SRC, shell), 'utf8').split('\n').length
      expect(lines, shell).toBeLessThanOrEqual(40)
    }
  })
})
