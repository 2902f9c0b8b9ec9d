/**
 * The recipes as the README and docs/*.md print them: fenced blocks read from the documents'
 * own text, so a recipe test runs what a reader copies, and an edit that breaks a recipe fails
 * its test. A block is named by where it sits: the nearest heading above it and, under a heading
 * that holds several recipes, the bold lead of the paragraph that introduces it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export const REPO_ROOT = join(import.meta.dirname, '..', '..')

export interface DocBlock {
  /** The document, relative to the repository root (README.md, docs/providers.md). */
  doc: string
  /** 1-based line of the opening fence. */
  line: number
  /** The fence's info string: yaml, sh, json… */
  lang: string
  /** The nearest heading above, without its #s. */
  heading: string
  /** The last bold lead (`**…**` opening a paragraph) between that heading and the block. */
  lead: string
  text: string
}

export function readDoc(doc: string): string {
  return readFileSync(join(REPO_ROOT, doc), 'utf8')
}

/** Every fenced block of a markdown document, with where it sits. */
export function fencedBlocks(doc: string, markdown = readDoc(doc)): DocBlock[] {
  const blocks: DocBlock[] = []
  const lines = markdown.split('\n')
  let heading = ''
  let lead = ''
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const open = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/.exec(line)
    if (open) {
      const fence = open[1]!
      const body: string[] = []
      let j = i + 1
      for (; j < lines.length && !lines[j]!.trimStart().startsWith(fence); j++) body.push(lines[j]!)
      blocks.push({ doc, line: i + 1, lang: open[2] ?? '', heading, lead, text: body.join('\n') })
      i = j
      continue
    }
    const h = /^#{1,6}\s+(.*)$/.exec(line)
    if (h) {
      heading = h[1]!.trim()
      lead = ''
      continue
    }
    const bold = /^\*\*(.+?)\*\*/.exec(line)
    if (bold && (i === 0 || lines[i - 1]!.trim() === '')) lead = bold[1]!.trim()
  }
  return blocks
}

/** The one block under `heading` (and `lead`, when given): a recipe that moved or split fails. */
export function recipeBlock(doc: string, where: { heading: string; lead?: string }): DocBlock {
  const found = fencedBlocks(doc).filter(
    (b) => b.heading === where.heading && (where.lead === undefined || b.lead === where.lead),
  )
  if (found.length !== 1) {
    throw new Error(
      `${doc}: expected one fenced block under "${where.heading}"${where.lead ? ` / "${where.lead}"` : ''}, found ${found.length}`,
    )
  }
  return found[0]!
}

/** Whether a block is a recipe: a workflow step using the action, or the config file. */
export function isRecipe(block: DocBlock): boolean {
  if (block.lang !== 'yaml' && block.lang !== 'yml') return false
  return /review-gate\/review-gate@/.test(block.text) || /^version: 1$/m.test(block.text)
}

export interface WorkflowStep {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
  'continue-on-error'?: boolean
}

/**
 * The steps of a workflow snippet: a whole workflow (jobs.*.steps), a `steps:` mapping, or a bare
 * list of steps indented as they sit inside a job. Parsed as YAML, so a snippet a reader cannot
 * paste (bad indentation, a tab) fails here.
 */
export function workflowSteps(block: DocBlock): WorkflowStep[] {
  const indent = Math.min(
    ...block.text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => /^ */.exec(l)![0].length),
  )
  const text = block.text
    .split('\n')
    .map((l) => l.slice(indent))
    .join('\n')
  const doc = parse(text) as unknown
  if (Array.isArray(doc)) return doc as WorkflowStep[]
  const object = doc as { steps?: WorkflowStep[]; jobs?: Record<string, { steps: WorkflowStep[] }> }
  if (object.steps) return object.steps
  if (object.jobs) return Object.values(object.jobs).flatMap((job) => job.steps)
  throw new Error(`${block.doc}:${block.line}: no workflow steps in the block`)
}

/** The snippet's one step that uses review-gate. */
export function actionStep(block: DocBlock): WorkflowStep {
  const steps = workflowSteps(block).filter((s) => s.uses?.startsWith('review-gate/review-gate@'))
  if (steps.length !== 1)
    throw new Error(`${block.doc}:${block.line}: expected one review-gate step, ${steps.length}`)
  return steps[0]!
}

/**
 * `${{ … }}` expressions replaced from a context, as the runner does before the step sees its
 * inputs. An expression the context does not know fails: the test must say what it stands for.
 */
export function evaluate(value: unknown, context: Record<string, string>, where: string): string {
  const text = typeof value === 'string' ? value : String(value)
  return text.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_m, expr: string) => {
    if (!(expr in context)) throw new Error(`${where}: no value for the expression ${expr}`)
    return context[expr]!
  })
}

/** A step's `with:` (or `env:`) map, evaluated: what the action reads as INPUT_* variables. */
export function evaluatedMap(
  map: Record<string, unknown> | undefined,
  context: Record<string, string>,
  where: string,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(map ?? {}))
    out[key] = evaluate(value, context, `${where} ${key}`)
  return out
}
