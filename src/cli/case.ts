import { DecodedDiff } from '../shared/decoded-diff.js'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { z } from 'zod'
import { overrideConfig, parseYamlMapping } from '../config/load.js'
import { DEFAULT_CONFIG, type Config } from '../config/schema.js'
import { InputError } from '../errors.js'
import { extractPlanItem, type PlanContext } from '../payload/plan.js'
import { describeZodError } from '../shared/zod-issues.js'

/**
 * A case directory: one review's inputs on disk, used by the golden suite, the demo and the CLI.
 *   case.yml        mode, plan item or pull request text, config overrides (optional)
 *   diff.patch      the change (required)
 *   plan.md         a plan or contract document (optional)
 *   reports/        test reports, or evidence.json: test evidence (optional)
 *   rubric-examples/  the repository's calibration overrides (optional)
 *   reply.json      a recorded model reply (optional)
 *   expected/       golden outputs
 */

const linkedIssue = z
  .object({ number: z.number().int().positive(), title: z.string(), body: z.string().default('') })
  .strict()

const caseSchema = z
  .object({
    description: z.string().optional(),
    mode: z.enum(['implementation', 'contract']).optional(),
    plan: z
      .object({
        file: z.string().min(1),
        item: z.union([z.number().int().positive(), z.string().min(1)]),
      })
      .strict()
      .optional(),
    contract: z.string().min(1).optional().describe('Contract mode: the document under review.'),
    pull_request: z
      .object({
        number: z.number().int().positive(),
        title: z.string(),
        body: z.string().default(''),
        linked_issues: z.array(linkedIssue).default([]),
      })
      .strict()
      .optional(),
    head_sha: z
      .string()
      .regex(/^[0-9a-f]{7,64}$/)
      .optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()

export type CaseSpec = z.output<typeof caseSchema>

export interface LoadedCase {
  dir: string
  spec: CaseSpec
  config: Config
  diffText: string
  /** diffText with what was known from its bytes (parseDiff). */
  diffDecoded: DecodedDiff
  /** Where diff.patch is, for error messages. */
  diffPath: string
  plan: PlanContext
  /** Absolute path of the case's evidence.json, when present. */
  evidenceFile: string | null
  /** Report globs relative to the case directory (reports/**), when a reports folder exists. */
  reportGlobs: string[]
  repoExamplesDir: string
  replyFile: string | null
}

export function loadCase(dir: string, flagOverrides: Record<string, unknown> = {}): LoadedCase {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new InputError('not a case directory (expected a folder holding diff.patch)', dir)
  }
  const specPath = join(dir, 'case.yml')
  const spec = existsSync(specPath)
    ? readSpec(readFileSync(specPath, 'utf8'), specPath)
    : caseSchema.parse({})
  const diffPath = join(dir, 'diff.patch')
  if (!existsSync(diffPath))
    throw new InputError('missing diff.patch (the change under review)', dir)
  const diffDecoded = DecodedDiff.fromBytes(readFileSync(diffPath))
  const diffText = diffDecoded.text

  let config: Config = DEFAULT_CONFIG
  if (spec.config) config = overrideConfig(config, spec.config, `${specPath} (config)`)
  if (spec.mode) config = overrideConfig(config, { mode: spec.mode }, `${specPath} (mode)`)
  if (Object.keys(flagOverrides).length > 0)
    config = overrideConfig(config, flagOverrides, 'command-line flags')

  const plan = readCasePlan(dir, spec, config)
  const evidencePath = join(dir, 'evidence.json')
  const reportsDir = join(dir, 'reports')
  const replyPath = join(dir, 'reply.json')
  return {
    dir,
    spec,
    config,
    diffText,
    diffDecoded,
    diffPath,
    plan,
    evidenceFile: existsSync(evidencePath) ? evidencePath : null,
    reportGlobs: existsSync(reportsDir) ? ['reports/**'] : [],
    repoExamplesDir: join(dir, 'rubric-examples'),
    replyFile: existsSync(replyPath) ? replyPath : null,
  }
}

function readSpec(text: string, where: string): CaseSpec {
  const result = caseSchema.safeParse(parseYamlMapping(text, where))
  if (!result.success) throw new InputError(describeZodError(result.error), where)
  return result.data
}

/** The case's definition of done for the config's mode (the plan item, the document, the PR text). */
export function readCasePlan(dir: string, spec: CaseSpec, config: Config): PlanContext {
  const readDoc = (file: string, what: string): { path: string; text: string } => {
    const path = join(dir, file)
    if (relative(dir, path).startsWith('..'))
      throw new InputError(`${what} must stay inside the case directory`, file)
    if (!existsSync(path))
      throw new InputError(`${what} ${file} does not exist`, join(dir, 'case.yml'))
    return { path: file, text: readFileSync(path, 'utf8') }
  }
  if (config.mode === 'contract') {
    const file = spec.contract ?? spec.plan?.file ?? 'plan.md'
    const doc = readDoc(file, 'the contract document')
    return { kind: 'document', path: doc.path, body: doc.text }
  }
  if (spec.plan) {
    const doc = readDoc(spec.plan.file, 'the plan file')
    return extractPlanItem(doc.text, String(spec.plan.item), doc.path)
  }
  if (spec.pull_request) {
    const pr = spec.pull_request
    return {
      kind: 'pull_request',
      number: pr.number,
      title: pr.title,
      body: pr.body,
      linkedIssues: pr.linked_issues.map((i) => ({
        number: i.number,
        title: i.title,
        body: i.body,
      })),
    }
  }
  return { kind: 'none' }
}
