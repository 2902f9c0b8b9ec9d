import type { Config } from '../config/schema.js'
import type { Evidence } from '../domain/evidence.js'
import { loadBundledExamples } from '../examples/load.js'
import type { CalibrationExample } from '../examples/types.js'
import type { Logger } from '../logger.js'
import { createProvider } from '../model/create.js'
import { loadInstructions } from '../model/instructions.js'
import type { ModelSettings } from '../model/provider.js'
import type { PlanContext } from '../payload/plan.js'
import type { ReviewGuide } from '../review-guide/parse.js'
import type { DiffFacts, RepositoryRef, RunReport } from '../publish/report.js'
import { fitToTokenBudget, runModelStage } from './model-stage.js'
import { preparePayload, type Prepared, type Scope } from './prepare.js'

export interface ReviewChangeInput {
  config: Config
  scope: Scope
  plan: PlanContext
  evidence: Evidence
  repoExamples: CalibrationExample[]
  /** REVIEW.md: guidance in the payload, nits and overrides applied to the parsed review. */
  reviewGuide?: ReviewGuide | null
  modelSettings: ModelSettings
  logger: Logger
  /** Where relative paths in the model settings resolve (replay file, record dir, command). */
  baseDir: string
  /** Where the diff came from and what it could not include, for the report. */
  diffSource: string
  notReviewed?: DiffFacts['notReviewed']
  repository: RepositoryRef
  warnings?: string[]
}

/**
 * From the scoped change to the run report, the same for the action and the CLI: payload (fitted
 * to the model's token budget) → model → parse + guard → gate.
 */
export async function reviewChange(
  input: ReviewChangeInput,
): Promise<{ prepared: Prepared; report: RunReport; replyText: string | null }> {
  const { config, scope, evidence, logger } = input
  const bundled = loadBundledExamples()
  const instructions = loadInstructions()
  const prepared = fitToTokenBudget(
    (maxDiffBytes) =>
      preparePayload({
        config,
        scope,
        plan: input.plan,
        evidence,
        bundledExamples: bundled,
        repoExamples: input.repoExamples,
        reviewGuide: input.reviewGuide ?? null,
        ...(maxDiffBytes !== undefined ? { maxDiffBytes } : {}),
        ...(input.notReviewed ? { notShown: input.notReviewed } : {}),
      }),
    instructions,
    config.model.max_input_tokens,
    config.model.provider,
  )
  const provider = createProvider(input.modelSettings, {
    logger,
    mode: config.mode,
    baseDir: input.baseDir,
  })
  const stage = await runModelStage({
    config,
    prepared,
    evidence,
    provider,
    settings: input.modelSettings,
    instructions,
    logger,
    leftOut: { overBudget: prepared.omitted.length, notShown: (input.notReviewed ?? []).length },
  })
  const report: RunReport = {
    outcome: stage.outcome,
    review: stage.review,
    evidence,
    usage: stage.usage,
    diff: {
      source: input.diffSource,
      reviewed: prepared.files.map((f) => f.path),
      ignored: scope.ignored,
      overBudget: prepared.omitted.map((o) => ({
        path: o.path,
        reason: `${o.reason} (${o.bytes} bytes)`,
      })),
      notReviewed: input.notReviewed ?? [],
    },
    warnings: input.warnings ?? [],
    repository: input.repository,
  }
  return { prepared, report, replyText: stage.replyText }
}
