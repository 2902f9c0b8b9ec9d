import type { ProbeEdge } from '../probes/stage.js'
import type { Config, Provider } from '../config/schema.js'
import { verifierJsonSchema } from '../domain/verifier-contract.js'
import type { Evidence } from '../domain/evidence.js'
import { loadBundledExamples } from '../examples/load.js'
import type { CalibrationExample } from '../examples/types.js'
import type { Logger } from '../logger.js'
import { createProvider } from '../model/create.js'
import {
  loadDimensionInstructions,
  loadInstructions,
  loadVerifierInstructions,
  withLanguage,
} from '../model/instructions.js'
import type { ModelProvider, ModelSettings } from '../model/provider.js'
import type { PlanContext } from '../payload/plan.js'
import type { ReviewGuide } from '../review-guide/parse.js'
import type { DiffFacts, RepositoryRef, RunReport } from '../publish/report.js'
import type { PriorReview, PullComment } from '../domain/prior.js'
import { priorPayload } from './carry-stage.js'
import { fitToTokenBudget, runModelStage } from './model-stage.js'
import { reviewPasses, settingsForPass, VERIFY_CALL } from './model-settings.js'
import type { ModelCall } from './precision-stage.js'
import type { ReplyCacheRun } from './cached-call.js'
import { preparePayload, type Prepared, type Scope } from './prepare.js'
import type { BuiltContext } from '../context/build.js'
import { contextBudgetBytes } from './context-stage.js'

export interface ReviewChangeInput {
  config: Config
  scope: Scope
  plan: PlanContext
  evidence: Evidence
  repoExamples: CalibrationExample[]
  /** REVIEW.md: guidance in the payload, nits and overrides applied to the parsed review. */
  reviewGuide?: ReviewGuide | null
  modelSettings: ModelSettings
  /** The API key for a provider (an ensemble pass may use another); the base settings' otherwise. */
  apiKeyFor?: (provider: Provider) => string | null
  logger: Logger
  /** Where relative paths in the model settings resolve (replay file, record dir, command). */
  baseDir: string
  /** Where the diff came from and what it could not include, for the report. */
  diffSource: string
  notReviewed?: DiffFacts['notReviewed']
  repository: RepositoryRef
  warnings?: string[]
  /** The reply cache, when replies are cached. */
  replyCache?: ReplyCacheRun | null
  /** The previous review of this change (a later push); null or absent on a first review. */
  prior?: PriorReview | null
  /** Why the previous review's state could not be read: the review is incomplete. */
  stateProblem?: string | null
  /** The pull request's comments that may carry dismiss commands. */
  comments?: readonly PullComment[]
  /** The repository context; absent: the payload has no context subsection. */
  context?: BuiltContext
  /** Runs the findings' probes where the tests run; absent: `probes: off`. */
  probes?: ProbeEdge
  /**
   * A shard: the reply's own `prior_id` and `resolved` claims stay in the review, uncarried; the
   * merge job carries every shard's findings over once (src/pipeline/merge-shards.ts).
   */
  deferCarryOver?: boolean
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
  const instructions = withLanguage(loadInstructions(), config.language)
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
        prior: priorPayload(input.prior ?? null, input.repository.headSha),
        ...(input.context
          ? { context: { context: input.context, maxBytes: contextBudgetBytes(config) } }
          : {}),
      }),
    instructions,
    config.model.max_input_tokens,
    config.model.provider,
  )
  const deps = { logger, mode: config.mode, baseDir: input.baseDir }
  const setups = new Map<string, Promise<void>>()
  const apiKeyFor = input.apiKeyFor ?? (() => input.modelSettings.apiKey ?? null)
  const passes: ModelCall[] = reviewPasses(config).map((pass) => {
    const settings = settingsForPass(input.modelSettings, config, pass, apiKeyFor)
    return {
      name: pass.name,
      provider: sharingSetup(createProvider(settings, { ...deps, call: pass.name }), setups),
      settings,
      instructions: pass.dimension
        ? withLanguage(loadDimensionInstructions(pass.dimension), config.language)
        : instructions,
      dimension: pass.dimension,
    }
  })
  const first = passes[0]!
  const stage = await runModelStage({
    config,
    prepared,
    evidence,
    provider: first.provider,
    settings: first.settings,
    instructions: first.instructions,
    passes,
    verifier: () => ({
      name: VERIFY_CALL,
      provider: sharingSetup(
        createProvider(input.modelSettings, {
          ...deps,
          call: VERIFY_CALL,
          replySchema: verifierJsonSchema(),
        }),
        setups,
      ),
      settings: input.modelSettings,
      instructions: loadVerifierInstructions(),
      dimension: null,
    }),
    logger,
    leftOut: { overBudget: prepared.omitted.length, notShown: (input.notReviewed ?? []).length },
    ...(input.replyCache ? { replyCache: input.replyCache } : {}),
    ...(input.probes ? { probes: input.probes } : {}),
    ...(input.deferCarryOver ? { deferCarryOver: true } : {}),
    carry: {
      prior: input.prior ?? null,
      comments: input.comments ?? [],
      headSha: input.repository.headSha,
      rule: input.config.dismiss,
      stateProblem: input.stateProblem ?? null,
    },
  })
  const report: RunReport = {
    outcome: stage.outcome,
    review: stage.review,
    evidence,
    usage: stage.usage,
    precision: stage.precision,
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
  if (input.prior) report.prior = input.prior
  if (input.stateProblem) report.stateProblem = input.stateProblem
  return { prepared, report, replyText: stage.replyText }
}

/**
 * Passes of one provider share its one-time setup (installing the Copilot CLI): concurrent
 * passes must not run two installs into one folder.
 */
function sharingSetup(provider: ModelProvider, setups: Map<string, Promise<void>>): ModelProvider {
  if (!provider.prepare) return provider
  const own = provider.prepare.bind(provider)
  return {
    name: provider.name,
    model: provider.model,
    prepare(signal) {
      let setup = setups.get(provider.name)
      if (!setup) setups.set(provider.name, (setup = own(signal)))
      return setup
    },
    complete: (request) => provider.complete(request),
  }
}
