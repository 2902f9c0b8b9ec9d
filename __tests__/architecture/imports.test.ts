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
  // the shard partition of a large change over a job matrix: weighs files by the model's token
  // estimate and the diff budget's bytes, before any review is read
  shard: 14.5,
  review: 15,
  // the ensemble's merge, confidence floors, the verifier's payload and reply, adjudication:
  // they work on parsed reviews and come before the gate that judges what survives
  precision: 15.5,
  // the previous review carried into this one (ids, re-review, dismissals): after the precision
  // steps, before the gate that counts what stays open
  // probes: a finding's command run on the head and judged, after the precision steps
  probes: 15.6,
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

/** Every relative import of a file, static, type-only and dynamic (`import('./x.js')`) alike. */
const ANY_IMPORT = /(?:^\s*(?:import|export)\s[^'"]*?from\s+|\bimport\(\s*)['"](\.[^'"]+)['"]/gm

function allImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(ANY_IMPORT)].map((m) =>
    resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')),
  )
}

/** The import circles among `files` (Tarjan's strongly connected components of two or more). */
export function importCircles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, allImportsOf(f).filter((t) => t !== f)]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let next = 0
  const visit = (v: string): void => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) circles.push(component.map((f) => relative(SRC, f)).sort())
    }
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return circles
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

  it('no import circle, type-only and dynamic imports included (shared types live in their own file)', () => {
    expect(importCircles(files)).toEqual([])
  })

  it('the action shell keeps its modules small', () => {
    const action = files.filter((f) => unitOf(f) === 'action')
    const long = action
      .map((f) => ({ f: relative(SRC, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((x) => x.lines > 260)
    expect(long).toEqual([])
  })

  it('the shells hold no pipeline logic: main.ts and cli.ts fit on a screen', () => {
    for (const shell of ['main.ts', 'cli.ts']) {
      const lines = readFileSync(join(SRC, shell), 'utf8').split('\n').length
      expect(lines, shell).toBeLessThanOrEqual(40)
    }
  })
})
